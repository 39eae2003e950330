#pragma once
/// What the analysis commands (leaves, play, analyze) share: the lexicon they play with
/// and a clock of wall and CPU time.
#include <boost/program_options.hpp>
#include <chrono>
#include <cstdint>
#include <string>

#include "game/movegen/lexicon.hpp"

namespace cwg::cli {

/// Loads `path` with `dist`'s letters; says on stderr how many lines were skipped.
game::Lexicon load_game_lexicon(const std::string& path, const game::Distribution& dist);

/// The options `cwg play` and `cwg leaves` read alike: InputError "COMMAND: --games must
/// be 1 .. 100000000" outside that range.
void check_games(std::int64_t games, const std::string& command);
/// --threads T as worker_count(T) (0: every core), 1 when not given.
int threads_option(const boost::program_options::variables_map& vm);

/// Wall-clock and process CPU seconds since construction (CPU time is what counts on a
/// machine shared with others).
class CpuClock {
 public:
  CpuClock();
  double wall() const;
  double cpu() const;

 private:
  std::chrono::steady_clock::time_point wall0_;
  double cpu0_;
};

}  // namespace cwg::cli
