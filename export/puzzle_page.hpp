#pragma once
/// The page of `cwg export GRID -o PUZZLE.html`: a puzzle to solve in a browser, written
/// from the shared puzzle model (puzzle/puzzle.hpp). An arrowword is shown as `cwg render
/// --puzzle` draws it (clues in the question fields, arrows, islands) with letter fields
/// laid over the picture; an American puzzle as a grid of squares with its numbers and the
/// clue lists beside it. The solution travels in the page (it checks and reveals).
#include <string>

#include "puzzle/puzzle.hpp"

namespace cwg::page {

/// The page's data (what solve.js reads) as JSON text, before it is put in the page; for
/// tests.
std::string puzzle_data_json(const puzzle::Puzzle& p);

/// The whole page. Every letter cell must have its solution (Puzzle::solved(); the caller
/// says which file lacks one).
std::string puzzle_page(const puzzle::Puzzle& p);

}  // namespace cwg::page
