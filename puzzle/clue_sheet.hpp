#pragma once
/// Clue sheets: the WORD -> clue tables `--clues FILE` reads, for an arrowword's question
/// fields and an American grid's numbered clues alike.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "grid/words.hpp"

namespace cwg::puzzle {

/// Clue text per answer word (the word in A-Z, as the grid holds it).
using ClueMap = std::map<std::string, std::string>;

/// The first columns of the template `cwg words --tsv` writes (its header line).
inline constexpr const char* kWordsTsvHeader = "row\tcol\tarrow\t";

/// The template `cwg words --tsv` prints: the header, then a line per word of `rows` (question
/// field, arrow, start, direction, length, letters) with an empty clue column to fill in.
std::string words_template(const std::vector<arrowword::WordRow>& rows);

/// The first columns of an American grid's clue sheet (`cwg clue GRID.puz`).
inline constexpr const char* kAmericanSheetHeader = "number\tdirection\t";

/// Reads a clue file: lines `WORD<TAB>clue` or `WORD clue` (any run of spaces), or a
/// `cwg words --tsv` template or `cwg clue` sheet (recognised by its header) whose `clue` column is
/// filled in (rows with an empty clue skipped). The word is upper-cased with Ä Ö Ü ß written as AE
/// OE UE SS (as the word lists are); blank lines and lines starting with '#' are skipped. Clue text
/// that is not valid UTF-8 is read as Latin-1. Throws InputError naming the line for a line with a
/// word and no clue.
ClueMap parse_clues(std::string_view text, const std::string& name);

/// One line of a clue file: the word (A-Z), its clue, and the line it stands on.
struct ClueLine {
  std::string word;
  std::string clue;
  int line = 0;
};

/// The lines of a clue file in file order, read as parse_clues reads them (which keeps the
/// last clue of a word); a word may have several lines.
std::vector<ClueLine> parse_clue_lines(std::string_view text, const std::string& name);

/// How a clue list fits a grid's words: what a puzzle maker wants to know before printing.
struct ClueCoverage {
  std::vector<std::string> missing;  ///< the grid's words without a clue, in the grid's order
  std::vector<std::string> unused;   ///< the list's words the grid lacks, in A-Z order
};

/// The coverage of `words` (the grid's words; empty ones, not yet all letters, are skipped)
/// by `clues`.
ClueCoverage clue_coverage(const std::vector<std::string>& words, const ClueMap& clues);

/// The warnings about `coverage` of the clue file `path`, one line each ("PATH: warning: no
/// clue for these words (N): A B ..."; then the clues for words not in the grid), none when
/// it covers the grid exactly.
std::vector<std::string> coverage_warnings(const ClueCoverage& coverage, const std::string& path);

/// The first `shown` of `words`, each after a space, and " ..." when there are more: a
/// warning names some words, not hundreds.
std::string some_words(const std::vector<std::string>& words, std::size_t shown = 8);

}  // namespace cwg::puzzle
