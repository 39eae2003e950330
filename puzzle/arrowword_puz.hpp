#pragma once
/// A solved arrowword as an Across Lite puzzle: question fields and islands become black
/// squares, the letter runs are numbered by the format's rule, and each run's clue comes
/// from a WORD -> clue table. One model mapped onto another, so it lives here and
/// formats/puz knows no arrowwords. Works only when the arrowword's words are exactly the runs
/// the format numbers (one word per run of two or more letters, starting at its start).
#include <map>
#include <string>
#include <vector>

#include "formats/puz/puz.hpp"
#include "grid/grid.hpp"

namespace cwg::puzzle {

struct ExportText {
  std::string title, author, copyright;  ///< UTF-8
};

struct ExportResult {
  puz::Puzzle puzzle;
  std::vector<std::string> warnings;  ///< words without a clue, characters lost to Latin-1
};

/// Builds the .puz model (version 1.3, ISO-8859-1 strings). `clues` maps a word in A-Z to its
/// clue (UTF-8), as parse_clues reads a clue file. Throws puz::PuzError(Export) naming
/// the run for a grid the format cannot hold: a field without a letter, a side over 255,
/// a one-letter word, a run holding two words or a word not starting at its run's start,
/// a run no question addresses.
ExportResult puz_from_arrowword(const arrowword::ArrowwordGrid& grid,
                                const std::map<std::string, std::string>& clues,
                                const ExportText& text, const std::string& name);

}  // namespace cwg::puzzle
