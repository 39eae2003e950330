// Text of plays and their output order.
#include "game/movegen/move_text.hpp"

#include <algorithm>
#include <tuple>

namespace cwg::game {

MoveText move_text(const Move& move, const Board& board, const Distribution& dist) {
  MoveText t;
  t.move = move;
  t.coord = format_placement(move.where);
  int r = move.where.row, c = move.where.col;
  for (const Tile placed : move.tiles) {
    if (placed == kEmpty) {
      t.word += dist.face(board.at(r, c));
      t.tiles += '.';
    } else {
      t.word += dist.face(placed);
      t.tiles += dist.face(placed);
    }
    (move.where.across ? c : r) += 1;
  }
  return t;
}

std::vector<MoveText> sorted_moves(const MoveList& list, const Board& board,
                                   const Distribution& dist, std::size_t top) {
  std::vector<MoveText> out;
  out.reserve(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) out.push_back(move_text(list[i], board, dist));
  auto key = [](const MoveText& m) {
    return std::make_tuple(-m.move.score, m.move.where.row, m.move.where.col,
                           m.move.where.across ? 0 : 1);
  };
  std::sort(out.begin(), out.end(), [&](const MoveText& a, const MoveText& b) {
    const auto ka = key(a), kb = key(b);
    if (ka != kb) return ka < kb;
    return a.word < b.word;
  });
  if (top > 0 && out.size() > top) out.resize(top);
  return out;
}

}  // namespace cwg::game
