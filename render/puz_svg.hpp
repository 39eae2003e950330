#pragma once
/// An American crossword as a newspaper prints it: the grid (black squares, clue numbers
/// in the corner, circles, rebus text shrunk to fit) and the across and down clue lists in
/// columns beside it (below it when the grid is wide), as one SVG document.
#include <string>

#include "formats/puz/puz.hpp"

namespace cwg::render {

struct PuzRenderOptions {
  bool solution = false;  ///< letters in the squares; otherwise empty squares (the puzzle)
};

/// The whole SVG document (UTF-8, well-formed XML). Asserts a solution is present when
/// `solution` is asked for (the caller checks Puzzle::scrambled and solution_withheld).
std::string render_puz_svg(const puz::Puzzle& p, const PuzRenderOptions& options = {});

}  // namespace cwg::render
