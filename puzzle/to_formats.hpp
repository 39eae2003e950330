#pragma once
/// The puzzle model written back into the format models: an arrowword grid for .cwg, a
/// black-square grid for .txt, an Across Lite puzzle for .puz. Each refuses, naming the
/// square, what its format cannot hold (InputError), so `cwg convert` never writes a file
/// that says less than the model.
#include <string>
#include <vector>

#include "formats/puz/puz.hpp"
#include "formats/txt/txt_grid.hpp"
#include "grid/grid.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::puzzle {

/// An arrowword's fields and questions (letters '.' where the solution is unknown).
/// Refuses an American puzzle, a solution that is not one letter A-Z, an arrow type
/// outside 0..5 or a question standing on no question field.
arrowword::ArrowwordGrid to_arrowword(const Puzzle& p, const std::string& name);

/// A black-square grid ('.' where the solution is unknown). Refuses an arrowword and a
/// square whose answer is not one letter A-Z.
txt::Grid to_txt(const Puzzle& p, const std::string& name);

/// An Across Lite puzzle (version 1.3, or 2.0 when a text needs characters outside
/// ISO-8859-1): the solution with its rebus squares (GRBS, RTBL) and circles (GEXT), the
/// clues in the format's order (looked up by number and direction; a word without a
/// clue gets an empty one and a warning), title, author, copyright, notes. An arrowword
/// goes through puz_from_arrowword with its entries' clues. Refuses a puzzle without
/// its whole solution and a side over 255.
puz::Puzzle to_puz(const Puzzle& p, const std::string& name, std::vector<std::string>* warnings);

}  // namespace cwg::puzzle
