#pragma once
/// A plain-text black-square (American) crossword grid: one line per row, '#' a black
/// square, '.' an empty square, 'A'-'Z' a given letter. Blank lines at the start and the
/// end are ignored, and so is a '\r' before a line end; anything else that is not a square
/// is an error naming the line and column. The grid is kept as the characters themselves
/// (row-major), which is all a reader, a writer and a filler need.
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.hpp"

namespace cwg::txt {

/// What is wrong with a text grid (for tests and callers that branch on it).
enum class ErrorKind {
  Empty,         ///< no row at all
  NoOpenSquare,  ///< every square is black
  RaggedRow,     ///< a row of another length than the first
  BadCharacter,  ///< a character that is not '#', '.' or a letter
};

class TxtError : public InputError {
 public:
  TxtError(ErrorKind kind, const std::string& file, int line, int column,
           const std::string& message)
      : InputError(file, line, column, message), kind_(kind) {}
  ErrorKind kind() const { return kind_; }

 private:
  ErrorKind kind_;
};

struct Grid {
  int rows = 0;
  int cols = 0;
  std::string squares;  ///< rows * cols characters: '#', '.' or 'A'-'Z'
  /// Line of the file that row 0 came from (1-based), to name lines in later messages.
  int first_line = 1;

  char at(int r, int c) const { return squares[static_cast<std::size_t>(r * cols + c)]; }
  bool open(int r, int c) const { return at(r, c) != '#'; }
};

/// Parses a text grid; lower-case letters are taken as upper case. Throws TxtError naming
/// `file`, the line and the column.
Grid parse(std::string_view text, const std::string& file);

/// The grid as text: one line per row, each ending in '\n'.
std::string format(const Grid& grid);

/// The black squares of `grid`, row by row (its words are blackgrid's runs of the others).
std::vector<bool> black_squares(const Grid& grid);

}  // namespace cwg::txt
