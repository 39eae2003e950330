#pragma once
/// The words of a black-square (American) grid, in one place for every reader, writer and
/// filler: a word is a maximal across or down run of two or more open squares (a run of
/// one square is no word). Numbered as Across Lite does it (the .puz format's one rule,
/// FORMAT.md "Clue Assignment"): numbers go up in reading order, one per square that starts
/// a word; the clues run by number, across before down.
#include <vector>

namespace cwg::blackgrid {

/// One word of the grid.
struct Word {
  int number = 0;  ///< its clue number; 0 in runs(), which numbers nothing
  bool across = true;
  int row = 0;
  int col = 0;
  int length = 0;  ///< squares, at least 2
};

/// A grid's words, numbered.
struct Numbering {
  std::vector<Word> across;
  std::vector<Word> down;
  std::vector<Word> in_clue_order;  ///< by number, across before down: the file's clue order
  std::vector<int> cell_number;     ///< per square row by row, 0 when unnumbered
};

/// Every word of the grid, unnumbered: the across ones row by row, then the down ones
/// column by column. `black` holds width*height flags, row by row.
std::vector<Word> runs(int width, int height, const std::vector<bool>& black);

/// The row-major square indices of `word` in a grid `width` squares wide, in order.
std::vector<int> cells(const Word& word, int width);

/// The words of the grid numbered. `black` holds width*height flags, row by row.
Numbering number_grid(int width, int height, const std::vector<bool>& black);

}  // namespace cwg::blackgrid
