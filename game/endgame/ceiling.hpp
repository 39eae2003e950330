#pragma once
/// Sound ceilings on the points a side can still score in an endgame (internal to
/// cwg_endgame): they let a search cut short by its depth prove a node below its window
/// (a ceiling on the side's value) or above it (a ceiling on the other side's) instead of
/// resting on the horizon's estimate.
///
/// With the bag empty every board the game can still reach holds the node's tiles and some
/// of the racks' tiles (the pool). A square can be filled only if it lies within as many
/// steps of a board tile as the pool has tiles (the "open" squares). A play of k tiles lays
/// them on open squares of one line: its main word holds, besides them, board tiles no
/// farther from one of its squares than the pool's other tiles can bridge, and pool tiles
/// laid before (at face value); each tile forms at most one cross word across the line,
/// bounded alike. Premiums count once, on open squares. So the play scores at most
///   (reach + others + sum of v_i * LM_i) * product of the k best WMs        (main word)
///   + k * (best cross reach * WM + others * WM) + (sum v_i) * best LM * WM    (cross words)
///   + the bingo bonus when k is the rack size,
/// maximised over the lines. A side's later turns play disjoint parts of its rack, so it
/// scores at most the best sum of those bounds over the parts of its rack (a partition's
/// dynamic programme over subsets), on any board the game reaches from the node.
#include <cstdint>
#include <vector>

#include "game/board.hpp"
#include "game/movegen/movegen.hpp"
#include "game/tiles.hpp"

namespace cwg::endgame {

class PointsCeiling {
 public:
  /// Reads `board` for a pool of `pool_tiles` tiles (both racks) worth `pool_value` points.
  void reset(const game::Board& board, const game::Distribution& dist, int pool_tiles,
             int pool_value);
  /// The most one play of the tiles valued `values` (k of them, highest first) can score.
  int play(const int* values, int k, const game::Rules& rules) const;
  /// best[mask], for each subset `mask` of the m tiles valued `values` (m <= kMaxTiles):
  /// the most the side can score in all its remaining turns holding those tiles.
  void totals(const int* values, int m, const game::Rules& rules, std::vector<int>& best) const;

  /// Tiles a rack may hold for these bounds (premiums are kept for that many per line).
  static constexpr int kMaxTiles = 8;

 private:
  /// One row or column: what its open squares offer.
  struct Line {
    int open = 0;                ///< open squares
    int reach = 0;               ///< board points a word along it can hold (the best square's)
    int lm[kMaxTiles] = {};      ///< the best letter multipliers, highest first
    int wm[kMaxTiles + 1] = {};  ///< wm[k]: the product of the k best word multipliers
    int cross = 0;               ///< the best cross word's board points times its square's WM
    int cross_wm = 1;            ///< the best word multiplier on an open square
    int cross_lm = 1;            ///< the best LM * WM on an open square
  };
  std::vector<Line> lines_;
  int pool_value_ = 0;
};

}  // namespace cwg::endgame
