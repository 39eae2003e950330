#pragma once
/// What the analysis commands (leaves, play, analyze) share: the lexicon they play with,
/// a clock of wall and CPU time, and the settings a side of `cwg play` is given.
#include <chrono>
#include <string>

#include "game/leaves.hpp"
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

/// A side of `cwg play`: `leaves=default|none|FILE` (comma-separated key=value pairs).
struct PlaySettings {
  std::string text;  ///< as given, for the report
  game::Leaves leaves;
};
/// Reads SETTINGS; InputError naming the option and the pair that is wrong.
PlaySettings parse_play_settings(const std::string& text, const std::string& option,
                                 const game::Distribution& dist);

}  // namespace cwg::cli
