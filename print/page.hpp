#pragma once
/// The drawing surface behind print/: a PDF made in memory by Cairo's PDF surface, and
/// text set with Cairo's own font API (DejaVu through fontconfig; Cairo embeds a subset of
/// every font it uses). Internal to cwg_print: the public header knows no Cairo.
#include <cairo.h>

#include <string>
#include <string_view>
#include <vector>

#include "print/pdf.hpp"

namespace cwg::print {

struct PageSize {
  double width = 0, height = 0;  ///< points (1/72 in)
};

PageSize page_size(Paper paper);

/// Margin on every side of every page, in points (15 mm: inside what any printer prints).
constexpr double kPageMargin = 42.5;

/// A PDF document being drawn: pages of one size; the bytes when finished.
class Document {
 public:
  explicit Document(PageSize size);
  ~Document();
  Document(const Document&) = delete;
  Document& operator=(const Document&) = delete;

  cairo_t* cr() const { return cr_; }
  PageSize size() const { return size_; }
  /// Ends the current page; drawing goes on on a fresh one.
  void next_page();
  /// Ends the last page and returns the document. Throws std::runtime_error when Cairo
  /// reported an error on the way.
  std::string finish();

 private:
  PageSize size_;
  std::string bytes_;
  cairo_surface_t* surface_ = nullptr;
  cairo_t* cr_ = nullptr;
};

enum class Face : std::uint8_t {
  Regular,
  Bold,
  Condensed,      ///< clue lists: more words a line
  CondensedBold,  ///< their numbers and headings
};

/// Selects the face at `size` points for what follows.
void use_font(cairo_t* cr, Face face, double size);

/// `text` as Cairo can draw it: valid UTF-8 (else read as Windows-1252), control
/// characters as spaces.
std::string printable(std::string_view text);

/// Advance width of `text` (printable) in the current font, points.
double text_width(cairo_t* cr, std::string_view text);

enum class Align : std::uint8_t { Left, Center, Right };

/// Draws `text` with its baseline at y; x is its left end, centre or right end.
void draw_text(cairo_t* cr, double x, double y, std::string_view text, Align align = Align::Left);

/// `text` broken at spaces into lines no wider than `width` in the current font; a word
/// wider than that is cut between characters.
std::vector<std::string> wrap_text(cairo_t* cr, std::string_view text, double width);

/// A heading at the top of the page's frame: `title` bold, wrapped, then `byline`
/// smaller. Returns the y below it where the page's content starts; with `draw` false it
/// only measures.
double draw_heading(Document& doc, const std::string& title, const std::string& byline,
                    bool draw = true);

}  // namespace cwg::print
