#pragma once
/// `cwg sim` (a position's candidates ranked by simulation) and `cwg winpct` (the win table
/// it values rollouts by, made by self-play) once their flags are read.
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

#include "analysis/commands.hpp"
#include "analysis/sim.hpp"

namespace cwg::analysis {

struct SimRequest {
  std::string input, dict = default_lexicon(), leaves = "default", win_table = "default";
  std::optional<int> at;
  SimOptions options;
  double seconds = 0;  ///< 0: no limit (then --iterations bounds the run)
  bool json = false;
};

/// InputError "sim: ..." for a flag out of range.
void check_sim(const SimRequest& r);
/// The whole command: the position read and checked, simulated, reported.
std::string run_sim(const SimRequest& r, std::ostream& err);

struct WinpctRequest {
  std::string dict = default_lexicon(), out;
  std::int64_t games = 0;
  std::uint64_t seed = 1;
  int threads = 1;
};
/// `cwg winpct`: self-play games, the table fitted, written to `r.out` (CSV).
void run_winpct(const WinpctRequest& r, std::ostream& err);

}  // namespace cwg::analysis
