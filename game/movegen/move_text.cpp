// Text of plays and their output order.
#include "game/movegen/move_text.hpp"

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

std::vector<MoveText> moves_text(const MoveList& list, const Board& board,
                                 const Distribution& dist) {
  std::vector<MoveText> out;
  out.reserve(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) out.push_back(move_text(list[i], board, dist));
  return out;
}

std::vector<MoveText> sorted_moves(const MoveList& list, const Board& board,
                                   const Distribution& dist, std::size_t top, RankBy by) {
  MoveList best = list;
  best.keep_best(top, by);
  return moves_text(best, board, dist);
}

}  // namespace cwg::game
