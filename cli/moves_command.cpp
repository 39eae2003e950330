// `cwg moves POS.cgp|GAME.gcg...|--cgp STRING --dict LEXICON [--top N] [--by score|equity]
// [--json]`: every legal play of each position with its score, or the N best found without
// listing the others; `--bench` times the generator instead. The flags; the work is
// analysis/moves.hpp.
#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "analysis/moves.hpp"
#include "cli/commands.hpp"
#include "cli/game_flags.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kMovesUsage =
    "usage: cwg moves POS.cgp|GAME.gcg...|--cgp STRING --dict LEXICON [--top N]\n"
    "                 [--by score|equity] [--json]\n"
    "       cwg moves ... --dict LEXICON --bench [--bench-ms MS] [--top N]";

std::optional<analysis::MovesRequest> parse_moves(const Args& args) {
  po::options_description options(
      std::string(kMovesUsage) + "\n\n" +
      "Lists every legal play of the rack on turn in each position (a .cgp file holds\n"
      "one a line; a .gcg game gives the position before each play whose rack it\n"
      "records), with its score: `8D RETSINA 66`, best first. Blanks play as any\n"
      "letter (lower case in the word); `.` in JSON `tiles` marks a square played\n"
      "through. Exit 2 on bad input.\n\n"
      "options");
  analysis::MovesRequest o;
  std::string by;
  GameFlags(options, "moves")
      .value("cgp", "STRING", o.cgp, "a position given on the command line")
      .value("dict", "LEXICON", o.dict,
             "the word list, one word a line (required; read with the position's alphabet)")
      .value("top", "N", o.top,
             "list only the N best plays of each position, found without listing the others")
      .value("by", "score|equity", by,
             "rank by score (default) or by equity: score + leave value + adjustments")
      .leaves(o.leaves, "--by equity: the leave values (default: the committed English table)")
      .json(o.json, "print a JSON array, one object per input file holding its positions")
      .value("distribution", "FILE", o.distribution,
             "letters, counts and values as `letter count value` lines (default: as the position "
             "names)")
      .on("bench", o.bench, "time the generator on the positions instead of listing plays")
      .value("bench-ms", "MS", o.bench_ms, "--bench: time spent on each position (20)");
  const auto parsed = parse_command("moves", args, options);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (vm.count("input")) o.inputs = vm["input"].as<std::vector<std::string>>();
  if (o.inputs.empty() && !o.cgp)
    throw InputError("moves: no position given (see cwg moves --help)");
  if (!vm.count("dict"))
    throw InputError("moves: --dict LEXICON is required (see cwg moves --help)");
  if (vm.count("by")) o.by = analysis::rank_by(by);
  analysis::check_request(o);
  return o;
}

}  // namespace

int moves_main(const Args& args) {
  const auto parsed = parse_moves(args);
  if (!parsed) return 0;
  const std::string text = analysis::run_moves(*parsed, std::cerr);
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
