#pragma once
/// A puzzle from a grid file, read by its extension: .cwg (an arrowword), .txt (a black-square
/// grid) or .puz. What export and clue open, with the checks of what they need of it.
#include <string>

#include "puzzle/clue_sheet.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::puzzle {

/// What the caller needs of the file's solution.
enum class Need : std::uint8_t {
  Anything,  ///< take the file as it is (a locked .puz prints without its solution)
  Unlocked,  ///< a .puz's solution must not be locked (scrambled)
  Solved,    ///< every letter field must hold its letter: unlocked, not withheld, filled
};

/// Whether `extension` (lower case, with the dot) is one load_grid_file reads.
bool is_grid_file(const std::string& extension);

/// The puzzle of `path` (.cwg, .txt or .puz by `extension`), with `clues` for the grid files,
/// which carry none (.cwg, .txt). Throws InputError naming the file, and the line and column
/// of an empty letter field in a .cwg or .txt, when the file does not give what `need` asks.
Puzzle load_grid_file(const std::string& path, const std::string& extension,
                      const ClueMap& clues = {}, Need need = Need::Anything);

/// Throws InputError naming `path` at the first letter field of `p` without its letter (at
/// the file's line first_line + row and column col + 1 when first_line > 0).
void require_solved(const Puzzle& p, const std::string& path, int first_line = 0);

}  // namespace cwg::puzzle
