#pragma once
/// The crossword-game board: its geometry (any number of rows and columns), the premium
/// squares, and the tiles on it; and the one place where coordinates such as "8D" (across,
/// row first) and "D8" (down, column first) are read and written.
///
/// Squares are a flat row-major vector of tile codes (game/tiles.hpp: 0 empty, letters
/// 1..N, designated blanks with kBlankFlag), with a parallel vector of premiums, so a copy
/// of a board is two small allocations and a square is one index. Columns past Z are named
/// AA, AB, ... (spreadsheet style), rows are numbered from 1.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/tiles.hpp"

namespace cwg::game {

enum class Premium : std::uint8_t {
  None,
  DoubleLetter,
  TripleLetter,
  QuadLetter,
  DoubleWord,
  TripleWord,
  QuadWord,
};

/// Letter multiplier of a premium (1 for word premiums and plain squares).
int letter_multiplier(Premium p);
/// Word multiplier of a premium (1 for letter premiums and plain squares).
int word_multiplier(Premium p);

/// Where a play goes: its first square and its direction.
struct Placement {
  int row = 0;  ///< 0-based
  int col = 0;  ///< 0-based
  bool across = true;
  bool operator==(const Placement&) const = default;
};

/// "A".."Z", "AA", "AB", ... for 0-based column `col`.
std::string column_name(int col);
/// The 0-based column of "A".."Z", "AA", ... (upper or lower case); nullopt otherwise.
std::optional<int> parse_column(std::string_view s);
/// "8D" for an across play at row 7, column 3 (0-based); "D8" for a down one.
std::string format_placement(const Placement& p);
/// Reads "8D" (across) or "D8" (down), letters in either case; nullopt when `s` is neither.
/// Bounds are not checked here: the board does that (Board::contains).
std::optional<Placement> parse_placement(std::string_view s);

class Board {
 public:
  /// An empty board of rows x cols squares, every premium None.
  Board(int rows, int cols);
  /// An empty board with the given premiums (row-major, rows*cols entries).
  Board(int rows, int cols, std::vector<Premium> premiums);
  /// The standard 15x15 board with its premium squares.
  static Board standard();
  /// The standard layout when rows = cols = 15; a board without premiums otherwise (no
  /// other layout is shipped).
  static Board of_size(int rows, int cols);

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  bool contains(int row, int col) const {
    return row >= 0 && col >= 0 && row < rows_ && col < cols_;
  }
  Tile at(int row, int col) const { return squares_[index(row, col)]; }
  bool is_empty(int row, int col) const { return at(row, col) == kEmpty; }
  void set(int row, int col, Tile t) { squares_[index(row, col)] = t; }
  Premium premium(int row, int col) const { return premiums_[index(row, col)]; }
  void set_premium(int row, int col, Premium p) { premiums_[index(row, col)] = p; }
  /// The square the first play must cover: the middle one.
  int center_row() const { return rows_ / 2; }
  int center_col() const { return cols_ / 2; }
  /// Number of tiles on the board.
  int tile_count() const;
  bool empty() const { return tile_count() == 0; }
  const std::vector<Tile>& squares() const { return squares_; }
  const std::vector<Premium>& premiums() const { return premiums_; }
  bool operator==(const Board&) const = default;

 private:
  std::size_t index(int row, int col) const {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(cols_) +
           static_cast<std::size_t>(col);
  }
  int rows_;
  int cols_;
  std::vector<Tile> squares_;
  std::vector<Premium> premiums_;
};

}  // namespace cwg::game
