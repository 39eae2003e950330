#pragma once
/// Two settings playing many self-play games, sides alternating who starts (`cwg play`),
/// and what the games say: wins, draws, the first setting's win rate with its 95 %
/// interval, the mean spread and the bingos.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analysis/selfplay.hpp"
#include "analysis/sim.hpp"
#include "analysis/win_table.hpp"
#include "game/leaves.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/tiles.hpp"

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

/// A side of `cwg play`: `[sim:]key=value,...` (comma-separated pairs). `leaves=default|
/// none|FILE` for any side; a `sim:` side (or `sim` alone) simulates its candidates on each
/// turn (analysis/sim_player.hpp) with `candidates=N`, `plies=K`, `iterations=N`,
/// `margin=E` (only candidates within E equity of the best) and `batch=N`.
struct PlaySettings {
  std::string text;  ///< as given, for the report
  game::Leaves leaves;
  std::optional<SimOptions> sim;  ///< set for a simulating side
};
/// Reads SETTINGS; InputError naming the option and the pair that is wrong.
PlaySettings parse_play_settings(const std::string& text, const std::string& option,
                                 const game::Distribution& dist);

/// Plays games 0 .. games - 1 (game i from Rng(seed, i); the first setting starts the
/// even ones) on `threads` threads; the result does not depend on `threads`. `table` (the
/// win table) is needed when a side simulates.
MatchResult play_match(const game::Lexicon& lexicon, const PlaySettings& first,
                       const PlaySettings& second, std::uint64_t seed, std::int64_t games,
                       const GameRules& rules, int threads, const WinTable* table = nullptr);

/// What a match report names beyond the result: the settings, the seed, the threads and
/// the time taken.
struct MatchRun {
  std::string first, second;  ///< the settings as given
  std::uint64_t seed = 1;
  int threads = 1;
  double seconds = 0;      ///< wall clock
  double cpu_seconds = 0;  ///< of the process
};

/// `cwg play`'s report: the wins, the first's win rate with its interval, the spread and
/// bingos, the time and games per CPU second; three lines.
std::string match_text(const MatchResult& m, const MatchRun& run);
/// The same as one JSON object (games, wins, draws, win_rate, ci95, mean_spread,
/// bingos_per_game, first, second, seed, threads, seconds, cpu_seconds) and a line end.
std::string match_json(const MatchResult& m, const MatchRun& run);

}  // namespace cwg::analysis
