#pragma once
/// Games of cwg against itself: both sides pick the action of best equity (analysis/
/// ranking.hpp), each with its own leave table. A game is decided by its seed and index
/// alone (the bag is shuffled by Rng(seed, index)), so games may run on any thread in any
/// order and still give the same results.
#include <cstdint>
#include <vector>

#include "analysis/ranking.hpp"
#include "game/leaves.hpp"

namespace cwg::analysis {

/// What a leave kept was worth: the equity of the keeper's next action, in thousandths of
/// a point (integers add up the same in any order, so sums over threads are exact).
struct LeaveSample {
  game::LeaveKey leave = 0;
  std::int64_t milli = 0;
};

struct GameResult {
  int score[2] = {0, 0};  ///< final scores, end-of-game rack points applied
  int bingos[2] = {0, 0};
  int turns = 0;
  game::TileString racks[2];  ///< what each side held at the end
};

/// The rules of a self-play game beyond the ranker's.
struct GameRules {
  int rack_size = 7;
  int exchange_limit = 7;       ///< fewest tiles in the bag that allow an exchange
  int max_scoreless_turns = 6;  ///< the game ends after this many in a row
};

/// One turn of a game as played, for records and tests.
struct LoggedTurn {
  int player = 0;
  game::TileString rack;  ///< before the turn
  Action action;
};

/// What a side sees on its turn: the board, its rack, the tiles it cannot see (the bag and
/// the opponent's rack together), the scores (its own first) and the scoreless turns in a
/// row before this one.
struct SideView {
  const game::Board* board = nullptr;
  const game::TileString* rack = nullptr;
  game::TileString unseen;
  int scores[2] = {0, 0};
  int scoreless = 0;
  int bag = 0;
};

/// A side that picks its action otherwise than by static equity alone (the simulating
/// player of analysis/sim_player.hpp). `seed` is the turn's own, from (game seed, game
/// index, turn number).
class Chooser {
 public:
  virtual ~Chooser() = default;
  virtual Action choose(Ranker& ranker, const game::Leaves& leaves, const SideView& view,
                        std::uint64_t seed) const = 0;
};

/// Plays one game; side 0 moves first with `leaves[0]`. `samples` (may be nullptr) gets
/// one entry per leave kept while the bag still held tiles, valued on its keeper's next
/// turn; `log` (may be nullptr) every turn. Going out earns twice the opponent's rack;
/// after the scoreless turns each side loses its own rack's points. A side whose
/// `choosers` entry is set (the array and its entries may be nullptr) picks by it, the
/// others the action of best equity.
GameResult play_game(Ranker& ranker, const game::Leaves* const leaves[2], std::uint64_t seed,
                     std::uint64_t index, const GameRules& rules, std::vector<LeaveSample>* samples,
                     std::vector<LoggedTurn>* log = nullptr,
                     const Chooser* const* choosers = nullptr);

}  // namespace cwg::analysis
