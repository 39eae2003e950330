#pragma once
/// What a .puz holds, read for people: the words with their numbers, clues and answers in
/// UTF-8, the decoded extra sections, and the verdict of every check. `cwg info`, the text
/// writer and the renderer read a puzzle through this.
#include <string>
#include <vector>

#include "formats/puz/numbering.hpp"
#include "formats/puz/puz.hpp"
#include "formats/puz/sections.hpp"

namespace cwg::puz {

struct Entry {
  blackgrid::Word word;
  std::string clue;    ///< UTF-8
  std::string answer;  ///< UTF-8, a rebus square's full answer spelled out; "" when the
                       ///< solution is scrambled; as the file holds it when withheld
};

enum class SolutionState : std::uint8_t { Present, Scrambled, Withheld };

struct Summary {
  std::string title, author, copyright, notes;  ///< UTF-8
  std::vector<Entry> across, down;
  blackgrid::Numbering numbering;
  Extras extras;
  SolutionState solution = SolutionState::Present;
  std::vector<std::string> errors;  ///< every failed check, one line each, naming it
  std::vector<int> keys;            ///< scrambled: the keys that pass the 0x1E checksum
};

/// Reads `p` (as parse() gives it). For a scrambled puzzle every key is tried against
/// the scrambled-solution checksum; none passing is a failed check.
Summary summarize(const Puzzle& p, const std::string& name);

/// The full answer of square `i` (the rebus text, or the solution letter), UTF-8.
std::string square_answer(const Puzzle& p, const Extras& x, std::size_t i);

/// Key as printed: four digits.
std::string key_text(int key);

}  // namespace cwg::puz
