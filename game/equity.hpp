#pragma once
/// Equity: what a play is worth beyond its score, the measure engines rank plays by.
/// Equity = score + the value of the tiles kept (game/leaves.hpp) + small adjustments:
/// on the opening play a vowel beside a double-letter square gives the opponent a cheap
/// double-double or a heavy tile on it; near the end of the bag the leave counts less
/// (the tiles drawn soon end and the kept ones must be played out); with the bag empty a
/// play that goes out earns twice the opponent's rack, and one that does not keeps tiles
/// that may cost their points.
#include "game/board.hpp"
#include "game/tiles.hpp"

namespace cwg::game {

/// The knobs of equity, one place.
struct EquityRules {
  double opening_vowel_penalty = 0.7;  ///< per vowel placed beside a double-letter square
  int full_leave_bag = 14;             ///< from this many tiles in the bag the leave counts fully
};

/// What the player on turn knows beyond the board and the play.
struct EquitySituation {
  int bag = 0;              ///< tiles in the bag before the play
  int opponent_points = 0;  ///< points on the opponent's rack (the unseen tiles, bag empty)
};

/// Whether a tile's face is a vowel (A E I O U and the accented vowels of the shipped
/// alphabets); a blank is not.
bool is_vowel(const Distribution& dist, Tile t);

/// How much the leave counts with `bag` tiles in the bag: 1 from full_leave_bag on, less
/// below, 0 when the bag is empty.
double leave_weight(int bag, const EquityRules& rules);

/// The opening adjustment (<= 0) of a play on an empty `board`: `tiles` along the line
/// from `where` as movegen's Move holds them (kEmpty for a played-through square). 0 when
/// the board holds tiles.
double opening_adjustment(const Board& board, const Placement& where, const TileString& tiles,
                          const Distribution& dist, const EquityRules& rules);

/// Equity of a play (or exchange, score 0) that keeps `leave_value` worth of tiles whose
/// face points are `leave_points`; `goes_out` when it empties the rack with the bag empty.
double equity(int score, double leave_value, int leave_points, bool goes_out,
              const EquitySituation& situation, const EquityRules& rules);

}  // namespace cwg::game
