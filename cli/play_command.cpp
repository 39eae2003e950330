// `cwg play --dict LEX --games N [--seed S] --first SETTINGS --second SETTINGS [--json]`:
// a self-play match between two settings, sides alternating who starts: the flags; the
// work is analysis/commands.hpp.
#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

#include "analysis/commands.hpp"
#include "cli/commands.hpp"
#include "cli/game_flags.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kPlayUsage =
    "usage: cwg play [--dict LEXICON] --games N [--seed S] --first SETTINGS --second SETTINGS\n"
    "                [--threads T] [--json]";

std::optional<analysis::PlayRequest> parse_play(const Args& args) {
  po::options_description desc(
      std::string(kPlayUsage) + "\n\n" +
      "Plays N games of cwg against itself between two settings, the first setting\n"
      "starting the even-numbered games. Prints the wins, the first setting's win rate (a\n"
      "draw counts half) with its 95 % interval, the mean spread (first minus second) and\n"
      "the bingos a game (both sides).\n\n"
      "SETTINGS are comma-separated key=value pairs:\n"
      "  leaves=default|none|FILE  the committed English table (default), score and\n"
      "                            adjustments only, or a CSV file leave,value\n"
      "A static side plays the action of best equity. A side written sim:PAIRS (or sim\n"
      "alone) simulates on each turn, as cwg sim does, from what it sees (the bag and the\n"
      "opponent's rack unseen), and plays the candidate of best win chance; with the bag\n"
      "empty it plays each candidate out to the end. Its pairs, besides leaves=:\n"
      "  candidates=N   the N best actions by static equity (5)\n"
      "  plies=K        plies after the candidate in a rollout (2)\n"
      "  iterations=N   rollouts per candidate at most (128)\n"
      "  margin=E       only candidates within E equity of the best (0: no limit)\n"
      "  batch=N        rollouts between the stopping rule's checks (32)\n"
      "Its rollouts draw from (seed, game, turn): the same result on any --threads.\n"
      "Example: --first sim:iterations=200,plies=2 --second leaves=default\n\n"
      "options");
  analysis::PlayRequest o;
  GameFlags(desc, "play")
      .dict(o.dict)
      .games(o.games)
      .seed(o.seed, "seed (1): game i from (S, i)")
      .value("first", "SETTINGS", o.first, "the first setting")
      .value("second", "SETTINGS", o.second, "the second setting")
      .threads(o.threads)
      .json(o.json);
  const auto parsed = parse_command("play", args, desc);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (vm.count("input"))
    throw InputError("play: unexpected argument '" + vm["input"].as<std::vector<std::string>>()[0] +
                     "' (see cwg play --help)");
  for (const char* required : {"games", "first", "second"})
    if (!vm.count(required))
      throw InputError(std::string("play: --") + required + " is required (see cwg play --help)");
  analysis::check_games(o.games, "play");
  return o;
}

}  // namespace

int play_main(const Args& args) {
  const auto parsed = parse_play(args);
  if (!parsed) return 0;
  const std::string out = analysis::run_play(*parsed, std::cerr);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
