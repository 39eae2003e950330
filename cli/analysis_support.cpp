// Shared parts of the analysis commands.
#include "cli/analysis_support.hpp"

#include <time.h>

#include <iostream>

#include "analysis/leave_file.hpp"
#include "cli/run_support.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace {

double process_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

}  // namespace

game::Lexicon load_game_lexicon(const std::string& path, const game::Distribution& dist) {
  game::Lexicon lex = game::load_lexicon(path, dist);
  if (lex.skipped > 0)
    std::cerr << "cwg: " << path << ": " << lex.skipped << " of " << lex.lines
              << " lines skipped: characters outside the " << dist.name()
              << " alphabet (first: line " << lex.first_skipped_line << " '" << lex.first_skipped
              << "')\n";
  return lex;
}

CpuClock::CpuClock() : wall0_(std::chrono::steady_clock::now()), cpu0_(process_seconds()) {}

double CpuClock::wall() const {
  return seconds_since(wall0_);
}

double CpuClock::cpu() const {
  return process_seconds() - cpu0_;
}

PlaySettings parse_play_settings(const std::string& text, const std::string& option,
                                 const game::Distribution& dist) {
  PlaySettings s;
  s.text = text;
  bool leaves_given = false;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t comma = std::min(text.find(',', at), text.size());
    const std::string pair = text.substr(at, comma - at);
    const std::size_t eq = pair.find('=');
    const std::string key = pair.substr(0, eq);
    if (eq == std::string::npos || key != "leaves" || eq + 1 == pair.size())
      throw InputError(option + " '" + text + "': '" + pair +
                       "' is not a setting (leaves=default|none|FILE)");
    if (leaves_given) throw InputError(option + " '" + text + "': leaves= given twice");
    s.leaves = analysis::leaves_named(pair.substr(eq + 1), dist);
    leaves_given = true;
    at = comma + 1;
  }
  return s;
}

}  // namespace cwg::cli
