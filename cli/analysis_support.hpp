#pragma once
/// What the analysis commands (leaves, play, analyze) share: the lexicon they play with
/// and a clock of wall and CPU time.
#include <chrono>
#include <string>

#include "game/movegen/lexicon.hpp"

namespace cwg::cli {

/// Loads `path` with `dist`'s letters; says on stderr how many lines were skipped.
game::Lexicon load_game_lexicon(const std::string& path, const game::Distribution& dist);

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
