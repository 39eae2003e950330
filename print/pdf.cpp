// The public calls of print/: paper names, and a puzzle's PDF by its kind.
#include "print/pdf.hpp"

#include <algorithm>
#include <cctype>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "grid/grid.hpp"
#include "print/american.hpp"
#include "print/page.hpp"
#include "puzzle/puzzle.hpp"
#include "render/render.hpp"

namespace cwg::print {

using arrowword::ArrowwordGrid;
using arrowword::is_blocked_char;
using arrowword::is_letter_char;
using arrowword::kEmptyField;
using arrowword::kQuestionField;

using render::render_svg;
using render::RenderOptions;
using render::RenderView;

std::optional<Paper> paper_from_name(std::string_view name) {
  std::string lower(name);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower == "a4") return Paper::A4;
  if (lower == "letter") return Paper::Letter;
  return std::nullopt;
}

std::optional<PdfOptions> pdf_options_for(const std::string& out,
                                          const std::optional<std::string>& paper,
                                          const std::string& command) {
  std::string ext = std::filesystem::path(out).extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const bool pdf = out != "-" && ext == ".pdf";
  if (!paper) return pdf ? std::optional<PdfOptions>(PdfOptions{}) : std::nullopt;
  if (!pdf)
    throw InputError(command + ": --paper is for PDF output (-o FILE.pdf), not " +
                     (out == "-" ? std::string("standard output") : out));
  const std::optional<Paper> named = paper_from_name(*paper);
  if (!named) throw InputError(command + ": --paper '" + *paper + "': the paper is a4 or letter");
  PdfOptions options;
  options.paper = *named;
  return options;
}

namespace {

/// The arrowword as render/ knows it, back from the puzzle model: fields and questions.
ArrowwordGrid arrowword_grid(const puzzle::Puzzle& p) {
  ArrowwordGrid grid(p.height, p.width);
  for (std::size_t i = 0; i < p.cells.size(); ++i) {
    const puzzle::Cell& cell = p.cells[i];
    char& field = grid.fields[i];
    if (cell.kind == puzzle::CellKind::Question)
      field = kQuestionField;
    else if (cell.kind == puzzle::CellKind::Block)
      field = is_blocked_char(cell.block) ? cell.block : ' ';
    else
      field = cell.solution.size() == 1 && is_letter_char(cell.solution[0]) ? cell.solution[0]
                                                                            : kEmptyField;
  }
  for (const puzzle::Entry& e : p.entries)
    if (e.question_row >= 0 && e.question_col >= 0)
      grid.questions.push_back({e.question_row, e.question_col, e.arrow});
  return grid;
}

std::string arrowword_pdf(const puzzle::Puzzle& p, const PdfOptions& options) {
  const ArrowwordGrid grid = arrowword_grid(p);
  puzzle::ClueMap clues;
  for (const puzzle::Entry& e : p.entries)
    if (!e.answer.empty() && !e.clue.empty()) clues.emplace(e.answer, e.clue);
  RenderOptions view;
  view.clues = &clues;
  return arrowword_pdf(grid, view, p.title, p.author, options);
}

}  // namespace

std::string arrowword_pdf(const ArrowwordGrid& grid, const RenderOptions& view,
                          const std::string& title, const std::string& byline,
                          const PdfOptions& options) {
  RenderOptions puzzle = view;
  puzzle.view = RenderView::Puzzle;
  std::vector<SvgPage> pages = {{title, byline, render_svg(grid, puzzle)}};
  if (options.solution) {
    RenderOptions solution = view;
    solution.view = RenderView::Solution;
    solution.clues = nullptr;  // the clues are on the puzzle's page
    pages.push_back({title, "Solution", render_svg(grid, solution)});
  }
  return svg_pages_pdf(pages, options);
}

std::string puzzle_pdf(const puzzle::Puzzle& p, const PdfOptions& options) {
  const bool solution = options.solution && p.solved();
  if (p.kind == puzzle::Kind::Arrowword) {
    PdfOptions with = options;
    with.solution = solution;
    return arrowword_pdf(p, with);
  }
  Document doc(page_size(options.paper));
  draw_american(doc, p, solution, options.diagramless);
  return doc.finish();
}

void write_pdf(const std::filesystem::path& out, const puzzle::Puzzle& p,
               const PdfOptions& options) {
  write_file_atomic(out, puzzle_pdf(p, options));
}

}  // namespace cwg::print
