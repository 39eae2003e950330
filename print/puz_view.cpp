// What cwg render of a .puz shows (print/puz_view.hpp).
#include "print/puz_view.hpp"

#include "core/input_error.hpp"
#include "formats/puz/info_text.hpp"

namespace cwg::print {

render::PuzRenderOptions puz_svg_view(const puz::Puzzle& p, const std::string& name, bool solution,
                                      bool puzzle) {
  const std::string no_solution = puz::no_solution_text(p);
  if (solution && !no_solution.empty()) throw InputError(name + ": " + no_solution);
  render::PuzRenderOptions options;
  options.solution = no_solution.empty() && !puzzle;
  return options;
}

PdfOptions puz_pdf_options(const puz::Puzzle& p, const std::string& name, bool puzzle,
                           PdfOptions options, std::ostream& err) {
  options.solution = !puzzle;
  options.diagramless = p.diagramless();
  if (const std::string why = puz::no_solution_text(p); options.solution && !why.empty())
    err << "cwg: " << name << ": warning: " << why << "; the PDF has no solution page\n";
  return options;
}

}  // namespace cwg::print
