#pragma once
/// Clue numbers from the shape of the grid, the one rule of the format (FORMAT.md, "Clue
/// Assignment"): a white square starts an across (down) word when the square before it is
/// black or outside and the square after it is white; numbers go up in reading order,
/// one per square that starts a word; the clues run by number, across before down.
/// The reader, the text writer, the renderer and the arrowword export all use this.
#include <string>
#include <vector>

namespace cwg::puz {

struct Word {
  int number = 0;
  bool across = true;
  int row = 0;
  int col = 0;
  int length = 0;  ///< squares, at least 2
};

struct Numbering {
  std::vector<Word> across;
  std::vector<Word> down;
  std::vector<Word> in_clue_order;  ///< by number, across before down: the file's clue order
  std::vector<int> cell_number;     ///< per square row by row, 0 when unnumbered
};

/// `black` holds width*height flags, row by row.
Numbering number_grid(int width, int height, const std::vector<bool>& black);

/// The numbering of a solution grid ('.' and ':' black).
Numbering number_solution(int width, int height, const std::string& solution);

}  // namespace cwg::puz
