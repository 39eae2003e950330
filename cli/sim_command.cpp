// `cwg sim POS.cgp|GAME.gcg [--candidates N] [--plies K] [--iterations N | --time S]
// [--threads T] [--seed S] [--json]` and `cwg winpct --games N -o FILE`: the flags; the work
// is analysis/sim_command.hpp.
#include "analysis/sim_command.hpp"

#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

#include "cli/commands.hpp"
#include "cli/game_flags.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kSimUsage =
    "usage: cwg sim POS.cgp|GAME.gcg [--dict LEXICON] [--at N] [--candidates N] [--plies K]\n"
    "               [--iterations N | --time S] [--threads T] [--seed S] [--json]";

std::optional<analysis::SimRequest> parse_sim(const Args& args) {
  po::options_description desc(
      std::string(kSimUsage) + "\n\n" +
      "The N best actions by static equity, each played forward K plies against\n"
      "opponent racks drawn from the unseen tiles (every ply by static equity), valued by\n"
      "the mean spread with its 95 % interval and by the chance to win (the spread at the\n"
      "end of a rollout through the win table of self-play, data/winpct); candidates\n"
      "that cannot be best are dropped between batches of 32 rollouts. The same seed and\n"
      "--iterations give the same output on any number of threads. A .cgp file's line N\n"
      "(--at, default 1) or a .gcg record's position before event N (default: its last\n"
      "turn with a known rack).\n\n"
      "options");
  analysis::SimRequest o;
  GameFlags(desc, "sim")
      .dict(o.dict)
      .leaves(o.leaves)
      .value("win-table", "FILE|default", o.win_table,
             "win table (default: data/winpct/english.csv)")
      .at(o.at)
      .candidates(o.options.candidates, "candidates simulated (10)")
      .plies(o.options.plies, "plies after the candidate (2)")
      .iterations(o.options.iterations,
                  "rollouts per candidate at most (1000; with --time: no limit)")
      .time(o.seconds, "stop after S seconds (between batches)")
      .threads(o.options.threads)
      .seed(o.options.seed, "seed (1): rollout i from (S, i)")
      .json(o.json);
  const auto parsed = parse_command("sim", args, desc);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  o.input = single_input(vm, "sim", "POS.cgp|GAME.gcg");
  // A time limit alone: as many rollouts as the time allows.
  if (vm.count("time") && !vm.count("iterations")) o.options.iterations = 100'000'000;
  analysis::check_sim(o);
  return o;
}

constexpr const char* kWinpctUsage =
    "usage: cwg winpct [--dict LEXICON] --games N [--seed S] [--threads T] -o FILE.csv";

std::optional<analysis::WinpctRequest> parse_winpct(const Args& args) {
  po::options_description desc(
      std::string(kWinpctUsage) + "\n\n" +
      "Plays N self-play games (the committed leave table on both sides) and fits, per\n"
      "number of tiles in the bag, the chance that the player on turn wins from a spread:\n"
      "the win table `cwg sim` values its rollouts by.\n\n"
      "options");
  analysis::WinpctRequest o;
  GameFlags(desc, "winpct")
      .dict(o.dict)
      .games(o.games)
      .seed(o.seed, "seed (1): game i from (S, i)")
      .threads(o.threads)
      .output(o.out, "FILE.csv", "the table (required)");
  const auto parsed = parse_command("winpct", args, desc);
  if (!parsed) return std::nullopt;
  for (const char* required : {"games", "output"})
    if (!parsed->count(required))
      throw InputError(std::string("winpct: --") + required +
                       " is required (see cwg winpct --help)");
  return o;
}

}  // namespace

int sim_main(const Args& args) {
  const auto parsed = parse_sim(args);
  if (!parsed) return 0;
  const std::string out = analysis::run_sim(*parsed, std::cerr);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

int winpct_main(const Args& args) {
  const auto parsed = parse_winpct(args);
  if (!parsed) return 0;
  analysis::run_winpct(*parsed, std::cerr);
  return 0;
}

}  // namespace cwg::cli
