#pragma once
/// Print-ready PDF pages of a puzzle, drawn with Cairo (fonts embedded by its PDF surface):
/// the puzzle with its clues first, the solution on the page after them.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/render.hpp"

namespace cwg::puzzle {
struct Puzzle;
}

namespace cwg::print {

enum class Paper : std::uint8_t {
  A4,      ///< 595 x 842 pt (210 x 297 mm), the default
  Letter,  ///< 612 x 792 pt (8.5 x 11 in)
};

/// "a4" or "letter" (any case); nothing for any other name.
std::optional<Paper> paper_from_name(std::string_view name);

struct PdfOptions {
  Paper paper = Paper::A4;
  bool solution = true;  ///< the solution page after the puzzle (when the puzzle has one)
  /// An American puzzle's grid printed blank: no black squares, no numbers (a diagramless
  /// .puz; the puzzle model has no such flag).
  bool diagramless = false;
};

/// The PDF options for the output `out` ("-": standard output) and the paper named by
/// --paper (`paper`, when given): nothing when `out` is no .pdf (any case). Throws
/// InputError, "COMMAND: " first, when the paper is not a4 or letter, or is given for an
/// output that is no PDF.
std::optional<PdfOptions> pdf_options_for(const std::string& out,
                                          const std::optional<std::string>& paper,
                                          const std::string& command);

/// One page holding a picture (an SVG document, as render/ draws them) under a heading,
/// scaled to fit the page (never more than 1.25 times its own size).
struct SvgPage {
  std::string title;   ///< the heading's first line, bold ("" for none)
  std::string byline;  ///< a smaller line under it (author, "Solution", ...)
  std::string svg;
};

/// The PDF document of `pages`, one page each. Throws std::runtime_error when an SVG does
/// not parse (render/'s pictures always do) or Cairo fails.
std::string svg_pages_pdf(const std::vector<SvgPage>& pages, const PdfOptions& options = {});

/// The PDF document of a puzzle. An arrowword: its grid with the clues in the question
/// fields (render/'s picture), then the solution. An American grid: title, author, the
/// grid and the numbered Across and Down clues flowing in columns beside and under it (on
/// to further pages when long), then the solution grid. The solution page is left out
/// when the puzzle has no solution (a locked .puz).
std::string puzzle_pdf(const puzzle::Puzzle& p, const PdfOptions& options = {});

/// The PDF of an arrowword as cwg render prints it: the puzzle view of `view` (its clues,
/// solution word, marks and cell size) under `title` and `byline`; then, when
/// options.solution, the solution (letters, no clues) headed "Solution".
std::string arrowword_pdf(const arrowword::ArrowwordGrid& grid, const render::RenderOptions& view,
                          const std::string& title, const std::string& byline,
                          const PdfOptions& options = {});

/// puzzle_pdf written atomically to `out` (no half-written file, ever).
void write_pdf(const std::filesystem::path& out, const puzzle::Puzzle& p,
               const PdfOptions& options = {});

}  // namespace cwg::print
