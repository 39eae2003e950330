#pragma once
/// Puzzle files by their extension, in both directions: every format the puzzle model is read
/// from (.cwg, .txt, .puz, .ipuz) and written to, for `cwg convert` and `cwg export`.
#include <string>
#include <vector>

#include "puzzle/clue_sheet.hpp"
#include "puzzle/load.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::page {

/// Whether `extension` (lower case, with the dot) is one read_puzzle_file reads.
bool is_puzzle_file(const std::string& extension);

/// The puzzle of `path` (a grid file as puzzle::load_grid_file reads it, with `clues` for
/// those that carry none, or an .ipuz); `need` as there (an .ipuz has no lock). Throws
/// InputError naming the file.
puzzle::Puzzle read_puzzle_file(const std::string& path, const std::string& extension,
                                const puzzle::ClueMap& clues = {},
                                puzzle::Need need = puzzle::Need::Anything);

/// Whether format_puzzle_file writes a file of `extension` (.ipuz, .puz, .txt, .cwg).
bool is_puzzle_output(const std::string& extension);

/// The bytes of `p` in the format of `extension`; `name` (the input's) is named in messages.
/// The .puz mapping adds to `warnings` what the format cannot hold.
std::string format_puzzle_file(const puzzle::Puzzle& p, const std::string& extension,
                               const std::string& name, std::vector<std::string>& warnings);

}  // namespace cwg::page
