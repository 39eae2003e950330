// `cwg endgame POS.cgp|GAME.gcg [--at N] [--plies K] [--time S] [--threads T] [--json]`:
// the exact value and best sequence of a position with the bag empty: the flags; the work
// is analysis/endgame_command.hpp.
#include "analysis/endgame_command.hpp"

#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

#include "cli/commands.hpp"
#include "cli/game_flags.hpp"
#include "cli/io_flags.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kEndgameUsage =
    "usage: cwg endgame POS.cgp|GAME.gcg [--dict LEXICON] [--at N] [--plies K] [--time S]\n"
    "                   [--threads T] [--json]";

std::optional<analysis::EndgameRequest> parse_endgame(const Args& args) {
  po::options_description desc(
      std::string(kEndgameUsage) + "\n\n" +
      "With the bag empty both racks are known: the value of the position (the spread the\n"
      "player on turn gains from here to the end, going-out and six-scoreless-turn rack\n"
      "points included) and a best sequence, by negamax with alpha-beta, iterative\n"
      "deepening and a transposition table. `exact` when every line was searched to the\n"
      "end of the game; the value does not depend on --threads. A .cgp file's line N\n"
      "(--at, default 1), or a .gcg record's position before event N (default: the first\n"
      "turn with the bag empty). Exit 2 when the bag is not empty or a rack is not among\n"
      "the unseen tiles.\n\n"
      "options");
  analysis::EndgameRequest o;
  GameFlags(desc, "endgame")
      .dict(o.dict)
      .at(o.at)
      .plies(o.plies, "search at most K plies deep (0: to the end)")
      .time(o.seconds, "stop after S seconds with the last depth completed")
      .threads(o.threads)
      .json(o.json);
  const auto parsed = parse_command("endgame", args, desc);
  if (!parsed) return std::nullopt;
  o.input = single_input(*parsed, "endgame", "POS.cgp|GAME.gcg");
  analysis::check_endgame(o);
  return o;
}

}  // namespace

int endgame_main(const Args& args) {
  const auto parsed = parse_endgame(args);
  if (!parsed) return 0;
  const std::string out = analysis::run_endgame(*parsed, std::cerr);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
