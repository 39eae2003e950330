#include "game/board.hpp"

#include <cassert>

namespace cwg::game {

namespace {

// The standard board, one character per square: T triple word, D double word, t triple
// letter, d double letter (the middle square is a double word).
constexpr const char* kStandard[15] = {
    "T..d...T...d..T", ".D...t...t...D.", "..D...d.d...D..", "d..D...d...D..d", "....D.....D....",
    ".t...t...t...t.", "..d...d.d...d..", "T..d...D...d..T", "..d...d.d...d..", ".t...t...t...t.",
    "....D.....D....", "d..D...d...D..d", "..D...d.d...D..", ".D...t...t...D.", "T..d...T...d..T"};

Premium premium_of(char c) {
  switch (c) {
    case 'T':
      return Premium::TripleWord;
    case 'D':
      return Premium::DoubleWord;
    case 't':
      return Premium::TripleLetter;
    case 'd':
      return Premium::DoubleLetter;
    default:
      return Premium::None;
  }
}

}  // namespace

int letter_multiplier(Premium p) {
  switch (p) {
    case Premium::DoubleLetter:
      return 2;
    case Premium::TripleLetter:
      return 3;
    case Premium::QuadLetter:
      return 4;
    default:
      return 1;
  }
}

int word_multiplier(Premium p) {
  switch (p) {
    case Premium::DoubleWord:
      return 2;
    case Premium::TripleWord:
      return 3;
    case Premium::QuadWord:
      return 4;
    default:
      return 1;
  }
}

std::string column_name(int col) {
  assert(col >= 0);
  std::string name;
  for (int n = col + 1; n > 0; n = (n - 1) / 26)
    name.insert(name.begin(), static_cast<char>('A' + (n - 1) % 26));
  return name;
}

std::optional<int> parse_column(std::string_view s) {
  if (s.empty() || s.size() > 4) return std::nullopt;
  int n = 0;
  for (char c : s) {
    int v = 0;
    if (c >= 'A' && c <= 'Z')
      v = c - 'A' + 1;
    else if (c >= 'a' && c <= 'z')
      v = c - 'a' + 1;
    else
      return std::nullopt;
    n = n * 26 + v;
  }
  return n - 1;
}

std::string format_placement(const Placement& p) {
  const std::string row = std::to_string(p.row + 1);
  const std::string col = column_name(p.col);
  return p.across ? row + col : col + row;
}

std::optional<Placement> parse_placement(std::string_view s) {
  const auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
  if (s.empty()) return std::nullopt;
  const bool across = is_digit(s[0]);
  std::size_t split = 0;
  while (split < s.size() && is_digit(s[split]) == across) ++split;
  const std::string_view first = s.substr(0, split), second = s.substr(split);
  const std::string_view digits = across ? first : second, letters = across ? second : first;
  if (digits.empty() || digits.size() > 4 || digits[0] == '0') return std::nullopt;
  for (char c : digits)
    if (!is_digit(c)) return std::nullopt;
  const auto col = parse_column(letters);
  if (!col) return std::nullopt;
  return Placement{std::stoi(std::string(digits)) - 1, *col, across};
}

Board::Board(int rows, int cols)
    : Board(rows, cols,
            std::vector<Premium>(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols),
                                 Premium::None)) {}

Board::Board(int rows, int cols, std::vector<Premium> premiums)
    : rows_(rows),
      cols_(cols),
      squares_(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), kEmpty),
      premiums_(std::move(premiums)) {
  assert(rows > 0 && cols > 0 && premiums_.size() == squares_.size());
}

Board Board::standard() {
  Board board(15, 15);
  for (int r = 0; r < 15; ++r)
    for (int c = 0; c < 15; ++c) board.set_premium(r, c, premium_of(kStandard[r][c]));
  return board;
}

Board Board::of_size(int rows, int cols) {
  return rows == 15 && cols == 15 ? standard() : Board(rows, cols);
}

int Board::tile_count() const {
  int n = 0;
  for (Tile t : squares_) n += t != kEmpty;
  return n;
}

}  // namespace cwg::game
