// Grid files to the puzzle model (load.hpp).
#include "puzzle/load.hpp"

#include <utility>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "formats/puz/io.hpp"
#include "formats/txt/txt_grid.hpp"

namespace cwg::puzzle {

namespace {

/// The first letter field of `p` without its letter: (row, col), or (-1, -1).
std::pair<int, int> unsolved_field(const Puzzle& p) {
  for (int r = 0; r < p.height; ++r)
    for (int c = 0; c < p.width; ++c)
      if (p.at(r, c).kind == CellKind::Letter && p.at(r, c).solution.empty()) return {r, c};
  return {-1, -1};
}

Puzzle load_puz(const std::string& path, Need need) {
  const puz::Puzzle file = puz::load(path);
  if (need == Need::Anything) return from_puz(file, path);
  if (file.scrambled()) throw InputError(path, 0, 0, "the solution is locked; cwg unlock it first");
  if (need == Need::Solved && file.solution_withheld())
    throw InputError(path, 0, 0, "the file holds no solution, so a page could check nothing");
  return from_puz(file, path);
}

}  // namespace

bool is_grid_file(const std::string& extension) {
  return extension == ".cwg" || extension == ".txt" || extension == ".puz";
}

Puzzle load_grid_file(const std::string& path, const std::string& extension, const ClueMap& clues,
                      Need need) {
  Puzzle p;
  int first_line = 0;  // the file's line of row 0
  if (extension == ".cwg") {
    p = from_arrowword(cwgfile::load(path), clues);
    first_line = 3;
  } else if (extension == ".txt") {
    const txt::Grid grid = txt::parse(read_file(path), path);
    p = from_txt(grid, clues);
    first_line = grid.first_line;
  } else if (extension == ".puz") {
    p = load_puz(path, need);
  } else {
    throw InputError(path, 0, 0, "expected a .cwg, .txt or .puz grid");
  }
  if (need == Need::Solved) require_solved(p, path, first_line);
  return p;
}

void require_solved(const Puzzle& p, const std::string& path, int first_line) {
  const auto [r, c] = unsolved_field(p);
  if (r >= 0)
    throw InputError(path, first_line ? first_line + r : 0, first_line ? c + 1 : 0,
                     "this letter field is empty: a page to solve needs the filled grid");
}

}  // namespace cwg::puzzle
