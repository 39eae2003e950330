#pragma once
/// What `cwg render` of an Across Lite .puz shows: the answers or the empty squares in an
/// SVG, and whether a PDF ends with a solution page. A solution that is scrambled or
/// withheld cannot be shown (formats/puz/info_text.hpp says why).
#include <ostream>
#include <string>

#include "formats/puz/puz.hpp"
#include "print/pdf.hpp"
#include "render/puz_svg.hpp"

namespace cwg::print {

/// The SVG's view: the answers unless `puzzle` is asked for or the solution cannot be
/// shown; InputError "NAME: why" when `solution` is asked for and cannot be.
render::PuzRenderOptions puz_svg_view(const puz::Puzzle& p, const std::string& name, bool solution,
                                      bool puzzle);

/// `options` for the PDF of `p`: its solution page unless `puzzle` is asked for; when the
/// solution cannot be shown, a warning on `err` that the PDF has none (the page is then
/// left out by puzzle_pdf). A diagramless puzzle's grid prints blank.
PdfOptions puz_pdf_options(const puz::Puzzle& p, const std::string& name, bool puzzle,
                           PdfOptions options, std::ostream& err);

}  // namespace cwg::print
