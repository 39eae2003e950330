#pragma once
/// Plays as a player reads them: the GCG coordinate, the main word as a GCG record writes
/// it, the tiles placed as CGP's `lm` writes them; and the order `cwg moves` lists them in.
#include <string>
#include <vector>

#include "game/board.hpp"
#include "game/movegen/movegen.hpp"
#include "game/tiles.hpp"

namespace cwg::game {

/// A play with its text, ready to print.
struct MoveText {
  Move move;
  std::string coord;  ///< "8D" across, "D8" down
  std::string word;   ///< the whole main word, board letters included, blanks lower case
  std::string tiles;  ///< the tiles placed, '.' for each played-through square
};

/// The text of one play on `board` (the board before the play).
MoveText move_text(const Move& move, const Board& board, const Distribution& dist);

/// The plays of a list as text, in the list's order.
std::vector<MoveText> moves_text(const MoveList& list, const Board& board,
                                 const Distribution& dist);

/// The plays of a list as text, sorted by MoveList::ranks_before (score highest first, then
/// coordinate: row, column, across before down, then word). `top` > 0 keeps only that many,
/// and only those are made text.
std::vector<MoveText> sorted_moves(const MoveList& list, const Board& board,
                                   const Distribution& dist, std::size_t top = 0,
                                   RankBy by = RankBy::Score);

}  // namespace cwg::game
