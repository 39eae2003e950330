// Shared parts of the analysis commands.
#include "cli/analysis_support.hpp"

#include <time.h>

#include <iostream>

#include "core/input_error.hpp"
#include "core/stats.hpp"
#include "core/workers.hpp"

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

void check_games(std::int64_t games, const std::string& command) {
  if (games < 1 || games > 100'000'000)
    throw InputError(command + ": --games must be 1 .. 100000000");
}

int threads_option(const boost::program_options::variables_map& vm) {
  return vm.count("threads") ? worker_count(vm["threads"].as<int>()) : 1;
}

CpuClock::CpuClock() : wall0_(std::chrono::steady_clock::now()), cpu0_(process_seconds()) {}

double CpuClock::wall() const {
  return seconds_since(wall0_);
}

double CpuClock::cpu() const {
  return process_seconds() - cpu0_;
}

}  // namespace cwg::cli
