#pragma once
/// Simulation: the top static candidates of a position played forward a few plies against
/// opponent racks drawn from the unseen tiles, each ply by static equity (analysis/
/// ranking.hpp), each candidate valued by its mean spread and its chance to win (the spread
/// at the end of the rollout through the self-play win table, analysis/win_table.hpp).
///
/// Rollouts go in batches; after each, a candidate whose upper confidence bound falls below
/// the best candidate's lower bound is dropped (a racing rule, as MAGPIE's best-arm
/// identification does in its simplest form). Iteration i of every candidate draws the same
/// racks and bag, from Rng(seed, i) (common random numbers: the candidates are compared on
/// the same draws, which narrows their differences' spread); which thread runs a rollout
/// never changes its result, and the stopping rule looks only at whole batches, so the
/// output for a seed and an iteration count is the same on any number of threads.
///
/// A rollout ends K plies after the candidate or at the game's end; its value is the
/// spread since the position plus the leave each side kept from its last action (valued as
/// the static equity values it, end-of-bag weight included), as Quackle's residual leave
/// does. The opponent's tiles the position states (a CGP's second rack) are theirs in every
/// rollout; the rest of their rack is drawn. With the bag empty and the opponent's rack thus known,
/// every rollout of a candidate is the same: it is played once, to the end of the game.
#include <cstdint>
#include <string>
#include <vector>

#include "analysis/game_position.hpp"
#include "analysis/ranking.hpp"
#include "analysis/win_table.hpp"
#include "core/stop.hpp"
#include "game/leaves.hpp"

namespace cwg::analysis {

/// The knobs of the simulation, one place.
struct SimOptions {
  int candidates = 10;             ///< the best N static actions simulated
  int plies = 2;                   ///< plies after the candidate in each rollout
  std::int64_t iterations = 1000;  ///< rollouts per candidate at most
  int threads = 1;
  std::uint64_t seed = 1;
  /// Candidates whose static equity is more than this below the best are not simulated
  /// (0: the N best, however far).
  double margin = 0;
  int batch = 32;    ///< rollouts per candidate between stopping checks
  double z = 2.576;  ///< confidence bound of the racing rule (99 %)
  /// A spread point counts this much of a win (0..1) in a candidate's value: win chance
  /// first, spread breaking what it leaves level.
  double spread_weight = 1e-4;
};

struct SimCandidate {
  Action action;
  std::string play;  ///< as `cwg moves` prints it ("8D WORD", "-ABC" exchange, "-" pass)
  std::int64_t iterations = 0;
  double mean_spread = 0;          ///< the rollouts' spread with the leaves kept (see above)
  double ci_low = 0, ci_high = 0;  ///< 95 % interval of the mean spread
  double win_pct = 0;
  bool dropped = false;  ///< stopped by the racing rule
  double value() const;  ///< the ranking's key
  // Sums over the rollouts.
  double spread_sum = 0, spread_squares = 0, win_sum = 0, value_sum = 0, value_squares = 0;
  double spread_weight = 1e-4;
};

struct SimResult {
  std::vector<SimCandidate> candidates;  ///< best first
  std::int64_t rollouts = 0;
  double seconds = 0;
  bool deterministic = false;  ///< the bag was empty: each candidate played once, to the end
};

/// Simulates the position's top candidates on `options.threads` threads, and `also` (the
/// play made, in an analysis) beside them when it is not among them; stops at `stop`
/// between batches.
SimResult simulate(const game::Lexicon& lexicon, const game::Leaves& leaves, const WinTable& table,
                   const GamePosition& pos, const SimOptions& options, const StopToken& stop,
                   const Action* also = nullptr);
/// The same on the calling thread with `ranker` (its lexicon and rules), whatever
/// `options.threads` says: a simulating player's turn inside a self-play game.
SimResult simulate(Ranker& ranker, const game::Leaves& leaves, const WinTable& table,
                   const GamePosition& pos, const SimOptions& options, const StopToken& stop,
                   const Action* also = nullptr);

}  // namespace cwg::analysis
