#pragma once
/// Two settings playing many self-play games, sides alternating who starts (`cwg play`),
/// and what the games say: wins, draws, the first setting's win rate with its 95 %
/// interval, the mean spread and the bingos.
#include <cstdint>
#include <vector>

#include "analysis/selfplay.hpp"
#include "game/leaves.hpp"
#include "game/movegen/lexicon.hpp"

namespace cwg::analysis {

struct MatchResult {
  std::int64_t games = 0;
  std::int64_t wins[2] = {0, 0};  ///< the first setting's, the second's
  std::int64_t draws = 0;
  std::int64_t spread = 0;  ///< sum of first minus second
  std::int64_t bingos[2] = {0, 0};
  double win_rate() const;  ///< of the first setting, a draw counting half
  /// Normal interval of the mean of per-game outcomes (1, 1/2, 0), from their variance.
  std::pair<double, double> ci95() const;
  double mean_spread() const;
  double bingos_per_game() const;  ///< both sides together
};

/// Plays games 0 .. games - 1 (game i from Rng(seed, i); the first setting starts the
/// even ones) on `threads` threads; the result does not depend on `threads`.
MatchResult play_match(const game::Lexicon& lexicon, const game::Leaves& first,
                       const game::Leaves& second, std::uint64_t seed, std::int64_t games,
                       const GameRules& rules, int threads);

}  // namespace cwg::analysis
