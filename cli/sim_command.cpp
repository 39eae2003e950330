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
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"
#include "core/workers.hpp"

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
  desc.add_options()("help,h", "show this help")(
      "dict", po::value<std::string>()->value_name("LEXICON"), analysis::kLexiconHelp)(
      "leaves", po::value<std::string>()->value_name("FILE|none|default"),
      "leave values (default: the committed English table)")(
      "win-table", po::value<std::string>()->value_name("FILE|default"),
      "win table (default: data/winpct/english.csv)")(
      "at", po::value<int>()->value_name("N"), "the CGP line or the record's event (1-based)")(
      "candidates", po::value<int>()->value_name("N"), "candidates simulated (10)")(
      "plies", po::value<int>()->value_name("K"), "plies after the candidate (2)")(
      "iterations", po::value<std::int64_t>()->value_name("N"),
      "rollouts per candidate at most (1000; with --time: no limit)")(
      "time", po::value<double>()->value_name("S"), "stop after S seconds (between batches)")(
      "threads", po::value<int>()->value_name("T"), "threads (1; 0 = every core)")(
      "seed", po::value<std::uint64_t>()->value_name("S"), "seed (1): rollout i from (S, i)")(
      "json", "print one JSON object");
  const auto parsed = parse_command("sim", args, desc);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  analysis::SimRequest o;
  o.input = single_input(vm, "sim", "POS.cgp|GAME.gcg");
  if (vm.count("dict")) o.dict = vm["dict"].as<std::string>();
  if (vm.count("leaves")) o.leaves = vm["leaves"].as<std::string>();
  if (vm.count("win-table")) o.win_table = vm["win-table"].as<std::string>();
  if (vm.count("at")) o.at = vm["at"].as<int>();
  if (vm.count("candidates")) o.options.candidates = vm["candidates"].as<int>();
  if (vm.count("plies")) o.options.plies = vm["plies"].as<int>();
  if (vm.count("time")) {
    o.seconds = vm["time"].as<double>();
    o.options.iterations = 100'000'000;
  }
  if (vm.count("iterations")) o.options.iterations = vm["iterations"].as<std::int64_t>();
  if (vm.count("threads")) o.options.threads = worker_count(vm["threads"].as<int>());
  if (vm.count("seed")) o.options.seed = vm["seed"].as<std::uint64_t>();
  o.json = vm.count("json") > 0;
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
  desc.add_options()("help,h", "show this help")(
      "dict", po::value<std::string>()->value_name("LEXICON"), analysis::kLexiconHelp)(
      "games", po::value<std::int64_t>()->value_name("N"), "games to play (required)")(
      "seed", po::value<std::uint64_t>()->value_name("S"), "seed (1): game i from (S, i)")(
      "threads", po::value<int>()->value_name("T"), "threads (1; 0 = every core)")(
      "output,o", po::value<std::string>()->value_name("FILE.csv"), "the table (required)");
  const auto parsed = parse_command("winpct", args, desc);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  for (const char* required : {"games", "output"})
    if (!vm.count(required))
      throw InputError(std::string("winpct: --") + required +
                       " is required (see cwg winpct --help)");
  analysis::WinpctRequest o;
  if (vm.count("dict")) o.dict = vm["dict"].as<std::string>();
  o.games = vm["games"].as<std::int64_t>();
  o.out = vm["output"].as<std::string>();
  if (vm.count("seed")) o.seed = vm["seed"].as<std::uint64_t>();
  o.threads = vm.count("threads") ? worker_count(vm["threads"].as<int>()) : 1;
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
