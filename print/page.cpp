// Cairo's PDF surface writing into a string, and the little text setting print/ needs.
#include "print/page.hpp"

#include <cairo-pdf.h>

#include <stdexcept>

#include "core/text.hpp"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CWG_PRINT_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(CWG_PRINT_ASAN)
// Fontconfig keeps what Cairo and Pango looked up until FcFini, which nobody may call while
// they hold fonts; LeakSanitizer would report it at every exit. Defined here, in the file
// every PDF is drawn through, so the program and the tests that draw PDFs both have it.
extern "C" const char* __lsan_default_suppressions() {
  return "leak:libfontconfig.so\n";
}
#endif

namespace cwg::print {

PageSize page_size(Paper paper) {
  // A4 is 210 x 297 mm; PDF viewers and pdfinfo round it to 595 x 842 pt.
  return paper == Paper::Letter ? PageSize{612, 792} : PageSize{595.276, 841.89};
}

namespace {

cairo_status_t append_bytes(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

}  // namespace

Document::Document(PageSize size) : size_(size) {
  surface_ = cairo_pdf_surface_create_for_stream(append_bytes, &bytes_, size.width, size.height);
  cairo_pdf_surface_set_metadata(surface_, CAIRO_PDF_METADATA_CREATOR, "cwg " CWG_VERSION);
  cr_ = cairo_create(surface_);
}

Document::~Document() {
  if (cr_) cairo_destroy(cr_);
  if (surface_) cairo_surface_destroy(surface_);
}

void Document::next_page() {
  cairo_show_page(cr_);
}

std::string Document::finish() {
  const cairo_status_t drawn = cairo_status(cr_);
  cairo_destroy(cr_);
  cr_ = nullptr;
  cairo_surface_finish(surface_);
  const cairo_status_t written = cairo_surface_status(surface_);
  cairo_surface_destroy(surface_);
  surface_ = nullptr;
  if (drawn != CAIRO_STATUS_SUCCESS || written != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error(
        std::string("PDF: ") +
        cairo_status_to_string(drawn != CAIRO_STATUS_SUCCESS ? drawn : written));
  return std::move(bytes_);
}

void use_font(cairo_t* cr, Face face, double size) {
  const bool condensed = face == Face::Condensed || face == Face::CondensedBold;
  const bool bold = face == Face::Bold || face == Face::CondensedBold;
  cairo_select_font_face(cr, condensed ? "DejaVu Sans Condensed" : "DejaVu Sans",
                         CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
}

std::string printable(std::string_view text) {
  std::string out = text::to_utf8(text);
  for (char& ch : out)
    if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f) ch = ' ';
  return out;
}

double text_width(cairo_t* cr, std::string_view text) {
  const std::string s = printable(text);
  cairo_text_extents_t extents;
  cairo_text_extents(cr, s.c_str(), &extents);
  return extents.x_advance;
}

void draw_text(cairo_t* cr, double x, double y, std::string_view text, Align align) {
  const std::string s = printable(text);
  if (align != Align::Left) x -= text_width(cr, s) * (align == Align::Center ? 0.5 : 1.0);
  cairo_move_to(cr, x, y);
  cairo_show_text(cr, s.c_str());
}

namespace {

/// Splits a word wider than `width` between characters (never inside one).
void cut_word(cairo_t* cr, const std::string& word, double width, std::vector<std::string>& lines) {
  std::string piece;
  for (std::size_t i = 0; i < word.size();) {
    std::size_t next = i + 1;
    while (next < word.size() && (static_cast<unsigned char>(word[next]) & 0xC0) == 0x80) ++next;
    const std::string ch = word.substr(i, next - i);
    if (!piece.empty() && text_width(cr, piece + ch) > width) {
      lines.push_back(piece);
      piece.clear();
    }
    piece += ch;
    i = next;
  }
  if (!piece.empty()) lines.push_back(piece);
}

}  // namespace

std::vector<std::string> wrap_text(cairo_t* cr, std::string_view text, double width) {
  const std::string s = printable(text);
  std::vector<std::string> lines;
  std::string line;
  std::size_t pos = 0;
  while (pos < s.size()) {
    std::size_t end = s.find(' ', pos);
    if (end == std::string::npos) end = s.size();
    const std::string word = s.substr(pos, end - pos);
    pos = end + 1;
    if (word.empty()) continue;
    const std::string joined = line.empty() ? word : line + " " + word;
    if (text_width(cr, joined) <= width) {
      line = joined;
      continue;
    }
    if (!line.empty()) lines.push_back(line);
    line.clear();
    if (text_width(cr, word) <= width) {
      line = word;
      continue;
    }
    cut_word(cr, word, width, lines);
    line = lines.back();  // the word's last piece begins the next line
    lines.pop_back();
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

double draw_heading(Document& doc, const std::string& title, const std::string& byline, bool draw) {
  cairo_t* cr = doc.cr();
  const double width = doc.size().width - 2 * kPageMargin;
  double y = kPageMargin;
  cairo_set_source_rgb(cr, 0, 0, 0);
  if (!title.empty()) {
    use_font(cr, Face::Bold, 15);
    for (const std::string& line : wrap_text(cr, title, width)) {
      y += 17;
      if (draw) draw_text(cr, kPageMargin, y, line);
    }
  }
  if (!byline.empty()) {
    use_font(cr, Face::Regular, 10);
    for (const std::string& line : wrap_text(cr, byline, width)) {
      y += 13;
      if (draw) draw_text(cr, kPageMargin, y, line);
    }
  }
  return y + (y > kPageMargin ? 12 : 0);
}

}  // namespace cwg::print
