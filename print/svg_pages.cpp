// Pictures onto pages: render/'s SVG documents drawn by librsvg onto the Cairo PDF surface,
// so the printed arrowword is the very picture `cwg render` writes (arrows, islands, clue
// text fitted into the fields), only scaled to the paper.
#include <librsvg/rsvg.h>

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "print/page.hpp"

namespace cwg::print {

namespace {

/// Largest enlargement of a picture: a small grid stays a grid, not a poster.
constexpr double kMaxEnlargement = 1.25;

struct HandleFree {
  void operator()(RsvgHandle* h) const { g_object_unref(h); }
};
using Handle = std::unique_ptr<RsvgHandle, HandleFree>;

Handle parse_svg(const std::string& svg) {
  GError* error = nullptr;
  RsvgHandle* h =
      rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &error);
  if (!h) {
    const std::string why = error ? error->message : "unknown error";
    if (error) g_error_free(error);
    throw std::runtime_error("SVG for the PDF does not parse: " + why);
  }
  // At 72 dots per inch a pixel is a point: the picture's mm come out at their size.
  rsvg_handle_set_dpi(h, 72);
  return Handle(h);
}

void draw_picture(Document& doc, const std::string& svg, double top) {
  const Handle h = parse_svg(svg);
  double width = 0, height = 0;
  if (!rsvg_handle_get_intrinsic_size_in_pixels(h.get(), &width, &height) || width <= 0 ||
      height <= 0)
    throw std::runtime_error("SVG for the PDF has no size in absolute units");
  const PageSize page = doc.size();
  const double room_w = page.width - 2 * kPageMargin, room_h = page.height - kPageMargin - top;
  const double scale = std::min({room_w / width, room_h / height, kMaxEnlargement});
  const RsvgRectangle viewport{(page.width - width * scale) / 2, top, width * scale,
                               height * scale};
  GError* error = nullptr;
  if (!rsvg_handle_render_document(h.get(), doc.cr(), &viewport, &error)) {
    const std::string why = error ? error->message : "unknown error";
    if (error) g_error_free(error);
    throw std::runtime_error("SVG for the PDF does not draw: " + why);
  }
}

}  // namespace

std::string svg_pages_pdf(const std::vector<SvgPage>& pages, const PdfOptions& options) {
  Document doc(page_size(options.paper));
  for (std::size_t k = 0; k < pages.size(); ++k) {
    if (k > 0) doc.next_page();
    const double top = draw_heading(doc, pages[k].title, pages[k].byline);
    draw_picture(doc, pages[k].svg, top);
  }
  return doc.finish();
}

}  // namespace cwg::print
