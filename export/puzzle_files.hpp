#pragma once
/// Puzzle files by their extension, in both directions: every format the puzzle model is read
/// from (.cwg, .txt, .puz, .ipuz) and written to, for `cwg convert` and `cwg export`.
#include <optional>
#include <ostream>
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

/// Texts given on the command line in place of the file's.
struct GivenTexts {
  std::optional<std::string> title, author, copyright, notes;
};

/// What `cwg convert` to or from ipuz reads: the puzzle of `input` (InputError when it is
/// no puzzle file), with the clues of `clues_path` for a .cwg or .txt (a .puz or .ipuz has
/// its own: InputError) and `texts` in place of the file's. A .puz whose solution is
/// scrambled or withheld is said on `err`: it is written without it.
puzzle::Puzzle read_for_convert(const std::string& input,
                                const std::optional<std::string>& clues_path,
                                const GivenTexts& texts, std::ostream& err);

/// The bytes `cwg convert` writes of `p` to a file of `extension` (InputError "convert: OUT
/// must end in ..." for one it cannot write); what the format cannot hold is said on `err`.
std::string convert_bytes(const puzzle::Puzzle& p, const std::string& extension,
                          const std::string& name, std::ostream& err);

/// The puzzle `cwg export` shows or prints: of a .cwg, .txt, .puz or .ipuz (InputError
/// naming another), with the clues of `clues_path` for the first two. On a page every
/// letter field must hold its letter (`need_solution`); on paper a puzzle without solution
/// prints without its solution page. A grid file has no title: the file's name heads it.
/// The words without a clue are named on `err`: a puzzle maker wants to know before
/// publishing.
puzzle::Puzzle read_for_page(const std::string& input, const std::optional<std::string>& clues_path,
                             bool need_solution, std::ostream& err);

}  // namespace cwg::page
