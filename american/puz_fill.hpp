#pragma once
/// Filling an American grid held in a .puz (issue 10, item 7): the puzzle's shape as a
/// black-square layout for the fill engine, and the fill written back as its solution.
#include <optional>
#include <string>
#include <vector>

#include "formats/puz/puz.hpp"
#include "formats/txt/txt_grid.hpp"
#include "puzzle/clue_sheet.hpp"

namespace cwg::american {

/// The layout to fill: black squares (diagramless ones too) '#', the letters A-Z the
/// player's grid holds kept as given, every other square '.'.
txt::Grid puz_layout(const puz::Puzzle& p);

/// The layout of a .txt grid or a .puz (by `path`'s extension); a .puz is kept in `puzzle`,
/// to be written back filled. Throws InputError naming the file for a locked .puz.
txt::Grid read_layout(const std::string& path, std::optional<puz::Puzzle>& puzzle);

/// Writes `filled` (the layout with every square a letter) into `p` as its solution, and
/// its clues: each word's from `clues` when given, else empty. The player's grid is kept.
/// Returns the words left without a clue (when `clues` is given). Throws PuzError for a
/// scrambled puzzle (unlock it first).
std::vector<std::string> write_fill(puz::Puzzle& p, const txt::Grid& filled,
                                    const puzzle::ClueMap* clues, const std::string& name);

}  // namespace cwg::american
