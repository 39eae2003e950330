#pragma once
/// An American crossword on paper (internal to print/): the grid at the top right, the
/// numbered Across and Down clues flowing in columns beside and under it and on to further
/// pages, then the solution grid on a page of its own.
#include "print/page.hpp"

namespace cwg::puzzle {
struct Puzzle;
}

namespace cwg::print {

/// Draws the puzzle's pages into `doc`, starting on its current (empty) page; the solution
/// page only when `solution` (the caller checks that every letter square has one); the
/// puzzle's grid blank (no black squares, no numbers) when `diagramless`.
void draw_american(Document& doc, const puzzle::Puzzle& p, bool solution, bool diagramless);

}  // namespace cwg::print
