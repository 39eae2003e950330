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
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kUsage =
    "usage: cwg moves POS.cgp|GAME.gcg...|--cgp STRING --dict LEXICON [--top N]\n"
    "                 [--by score|equity] [--json]\n"
    "       cwg moves ... --dict LEXICON --bench [--bench-ms MS] [--top N]";

std::optional<analysis::MovesRequest> parse(const Args& args) {
  po::options_description options(
      std::string(kUsage) + "\n\n" +
      "Lists every legal play of the rack on turn in each position (a .cgp file holds\n"
      "one a line; a .gcg game gives the position before each play whose rack it\n"
      "records), with its score: `8D RETSINA 66`, best first. Blanks play as any\n"
      "letter (lower case in the word); `.` in JSON `tiles` marks a square played\n"
      "through. Exit 2 on bad input.\n\n"
      "options");
  options.add_options()("help,h", "show this help")("cgp",
                                                    po::value<std::string>()->value_name("STRING"),
                                                    "a position given on the command line")(
      "dict", po::value<std::string>()->value_name("LEXICON"),
      "the word list, one word a line (required; read with the position's alphabet)")(
      "top", po::value<std::size_t>()->value_name("N"),
      "list only the N best plays of each position, found without listing the others")(
      "by", po::value<std::string>()->value_name("score|equity"),
      "rank by score (default) or by equity: score + leave value + adjustments")(
      "leaves", po::value<std::string>()->value_name("FILE|none|default"),
      "--by equity: the leave values (default: the committed English table)")(
      "json", "print a JSON array, one object per input file holding its positions")(
      "distribution", po::value<std::string>()->value_name("FILE"),
      "letters, counts and values as `letter count value` lines (default: as the position names)")(
      "bench", "time the generator on the positions instead of listing plays")(
      "bench-ms", po::value<double>()->value_name("MS"),
      "--bench: time spent on each position (20)");
  const auto parsed = parse_command("moves", args, options);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  analysis::MovesRequest o;
  if (vm.count("input")) o.inputs = vm["input"].as<std::vector<std::string>>();
  if (vm.count("cgp")) o.cgp = vm["cgp"].as<std::string>();
  if (o.inputs.empty() && !o.cgp)
    throw InputError("moves: no position given (see cwg moves --help)");
  if (!vm.count("dict"))
    throw InputError("moves: --dict LEXICON is required (see cwg moves --help)");
  o.dict = vm["dict"].as<std::string>();
  if (vm.count("distribution")) o.distribution = vm["distribution"].as<std::string>();
  if (vm.count("top")) o.top = vm["top"].as<std::size_t>();
  if (vm.count("by")) o.by = analysis::rank_by(vm["by"].as<std::string>());
  if (vm.count("leaves")) o.leaves = vm["leaves"].as<std::string>();
  o.json = vm.count("json") > 0;
  o.bench = vm.count("bench") > 0;
  if (vm.count("bench-ms")) o.bench_ms = vm["bench-ms"].as<double>();
  analysis::check_request(o);
  return o;
}

}  // namespace

int moves_main(const Args& args) {
  const auto parsed = parse(args);
  if (!parsed) return 0;
  const std::string text = analysis::run_moves(*parsed, std::cerr);
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
