// The puzzle page's data: the cells (0 a block or island, 1 a question field, the solution
// of a letter field), the entries, the texts, and for an arrowword the picture with the
// frame of its fields. Format described at the top of page/solve.js.
#include "export/puzzle_page.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <tuple>

#include "core/hash.hpp"
#include "export/html.hpp"
#include "render/render.hpp"

namespace cwg::page {

using arrowword::ArrowwordGrid;
using arrowword::kEmptyField;
using arrowword::kQuestionField;

using render::picture_frame;
using render::PictureFrame;
using render::render_svg;
using render::RenderOptions;
using render::RenderView;

namespace {

using nlohmann::json;

/// The arrowword as the grid model has it, for render_svg: letter fields keep their
/// letters (the picture is drawn as a puzzle, so none shows), the questions from the
/// entries.
ArrowwordGrid arrowword_grid(const puzzle::Puzzle& p) {
  ArrowwordGrid grid(p.height, p.width);
  for (int r = 0; r < p.height; ++r)
    for (int c = 0; c < p.width; ++c) {
      const puzzle::Cell& cell = p.at(r, c);
      char& field = grid.at(r, c);
      if (cell.kind == puzzle::CellKind::Question)
        field = kQuestionField;
      else if (cell.kind == puzzle::CellKind::Block)
        field = cell.block == '-' ? '-' : ' ';
      else
        field = cell.solution.size() == 1 ? cell.solution[0] : kEmptyField;
    }
  for (const puzzle::Entry& e : p.entries)
    grid.questions.push_back({e.question_row, e.question_col, e.arrow});
  return grid;
}

json picture(const puzzle::Puzzle& p) {
  const ArrowwordGrid grid = arrowword_grid(p);
  puzzle::ClueMap clues;
  for (const puzzle::Entry& e : p.entries)
    if (!e.answer.empty() && !e.clue.empty()) clues.emplace(e.answer, e.clue);
  RenderOptions options;
  options.view = RenderView::Puzzle;
  options.clues = &clues;
  const PictureFrame f = picture_frame(grid);
  return {{"svg", render_svg(grid, options)},
          {"x0", f.x0},
          {"y0", f.y0},
          {"cell", f.cell},
          {"width", f.width},
          {"height", f.height}};
}

json cells(const puzzle::Puzzle& p) {
  json rows = json::array();
  for (int r = 0; r < p.height; ++r) {
    json row = json::array();
    for (int c = 0; c < p.width; ++c) {
      const puzzle::Cell& cell = p.at(r, c);
      if (cell.kind == puzzle::CellKind::Letter)
        row.push_back(cell.solution);
      else
        row.push_back(cell.kind == puzzle::CellKind::Question ? 1 : 0);
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

json entries(const puzzle::Puzzle& p) {
  const bool arrowword = p.kind == puzzle::Kind::Arrowword;
  json out = json::array();
  for (const puzzle::Entry& e : p.entries) {
    if (e.length <= 0) continue;  // an arrow that leads nowhere: no word to solve
    json entry = {{"dir", e.direction == puzzle::Direction::Across ? "across" : "down"},
                  {"number", arrowword ? json(nullptr) : json(e.number)},
                  {"row", e.row},
                  {"col", e.col},
                  {"length", e.length},
                  {"clue", e.clue}};
    if (arrowword) {
      entry["question"] = {e.question_row, e.question_col};
      entry["arrow"] = e.arrow;
    }
    out.push_back(std::move(entry));
  }
  return out;
}

json circles(const puzzle::Puzzle& p) {
  json out = json::array();
  for (int r = 0; r < p.height; ++r)
    for (int c = 0; c < p.width; ++c)
      if (p.at(r, c).circled) out.push_back({r, c});
  return out;
}

/// The key the page keeps its progress under: a hash of the puzzle, so that two puzzles
/// never share progress and a changed puzzle starts afresh (FNV-1a, 64 bits).
std::string storage_key(const json& data) {
  const std::uint64_t h = fnv1a(data.dump(-1, ' ', false, json::error_handler_t::replace));
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return std::string("cwg-puzzle-") + hex;
}

/// An arrowword's entries in the order of their question fields (row, column, arrow), the
/// order a .cwg file keeps them in: the page (its lists, its picture) is then the same
/// whichever file the puzzle came from (.cwg, .ipuz).
puzzle::Puzzle in_question_order(puzzle::Puzzle p) {
  if (p.kind == puzzle::Kind::Arrowword)
    std::stable_sort(p.entries.begin(), p.entries.end(),
                     [](const puzzle::Entry& a, const puzzle::Entry& b) {
                       return std::tie(a.question_row, a.question_col, a.arrow) <
                              std::tie(b.question_row, b.question_col, b.arrow);
                     });
  return p;
}

json page_data(const puzzle::Puzzle& given) {
  assert(given.solved() && "the caller checks that every letter cell has its solution");
  const puzzle::Puzzle p = in_question_order(given);
  json data = {{"kind", p.kind == puzzle::Kind::Arrowword ? "arrowword" : "american"},
               {"title", p.title},
               {"author", p.author},
               {"copyright", p.copyright},
               {"notes", p.notes},
               {"width", p.width},
               {"height", p.height},
               {"cells", cells(p)},
               {"circles", circles(p)},
               {"entries", entries(p)}};
  data["key"] = storage_key(data);
  data["picture"] = p.kind == puzzle::Kind::Arrowword ? picture(p) : json(nullptr);
  return data;
}

}  // namespace

std::string puzzle_data_json(const puzzle::Puzzle& p) {
  return script_json(page_data(p));
}

std::string puzzle_page(const puzzle::Puzzle& p) {
  return html_page(PageKind::Solve, page_data(p));
}

}  // namespace cwg::page
