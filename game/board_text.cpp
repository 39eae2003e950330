#include "game/board_text.hpp"

#include <algorithm>

namespace cwg::game {

namespace {

char premium_char(Premium p) {
  switch (p) {
    case Premium::TripleWord:
    case Premium::QuadWord:
      return '=';
    case Premium::DoubleWord:
      return '-';
    case Premium::TripleLetter:
    case Premium::QuadLetter:
      return '"';
    case Premium::DoubleLetter:
      return '\'';
    case Premium::None:
      break;
  }
  return '.';
}

std::string pad(std::string s, std::size_t width, bool left) {
  std::size_t chars = 0;
  for (std::size_t i = 0; i < s.size(); i += utf8_length(s, i)) ++chars;
  if (chars < width) s.insert(left ? 0 : s.size(), width - chars, ' ');
  return s;
}

}  // namespace

std::string board_text(const Board& board, const Distribution& d) {
  // Columns are as wide as the widest face or column name, plus one space.
  std::size_t width = 1;
  for (int c = 0; c < board.cols(); ++c) width = std::max(width, column_name(c).size());
  for (Tile t : board.squares()) {
    if (t == kEmpty) continue;
    const std::string f = d.face(t);
    std::size_t chars = 0;
    for (std::size_t i = 0; i < f.size(); i += utf8_length(f, i)) ++chars;
    width = std::max(width, chars);
  }
  const std::size_t label = std::to_string(board.rows()).size();
  std::string out(label + 1, ' ');
  for (int c = 0; c < board.cols(); ++c) out += " " + pad(column_name(c), width, false);
  out += '\n';
  for (int r = 0; r < board.rows(); ++r) {
    out += pad(std::to_string(r + 1), label, true) + " ";
    for (int c = 0; c < board.cols(); ++c) {
      std::string cell;
      if (!board.is_empty(r, c))
        cell = d.face(board.at(r, c));
      else if (r == board.center_row() && c == board.center_col())
        cell = "*";
      else
        cell = std::string(1, premium_char(board.premium(r, c)));
      out += " " + pad(cell, width, false);
    }
    out += '\n';
  }
  return out;
}

}  // namespace cwg::game
