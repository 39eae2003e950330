// `cwg leaves`: leave values learned from self-play, in one run or in shards: the flags;
// the work is analysis/commands.hpp.
//   cwg leaves --dict LEX --games N [--generations G] [--seed S] [--leaves START] -o OUT.csv
//   cwg leaves --dict LEX --games N --shard K/N [--seed S] [--leaves START] -o COUNTS
//   cwg leaves --merge COUNTS... -o OUT.csv
#include <boost/program_options.hpp>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "analysis/commands.hpp"
#include "cli/commands.hpp"
#include "cli/game_flags.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kLeavesUsage =
    "usage: cwg leaves [--dict LEXICON] --games N [--generations G] [--seed S] -o OUT.csv[.gz]\n"
    "       cwg leaves [--dict LEXICON] --games N --shard K/N [--seed S] -o COUNTS\n"
    "       cwg leaves --merge COUNTS... -o OUT.csv[.gz]";

std::optional<analysis::LeavesRequest> parse_leaves(const Args& args) {
  po::options_description desc(
      std::string(kLeavesUsage) + "\n\n" +
      "Plays games of cwg against itself (both sides by equity with the current leave\n"
      "values; game i of generation g from the seed S + g and i, so the result is the same\n"
      "with any number of threads) and records what each leave kept was worth on its\n"
      "keeper's next turn. After each generation the table is refitted: leaves seen\n"
      "--min-count times keep their own mean, the rest come from a model (value per tile,\n"
      "duplicates, vowel/consonant balance, pairs). Writes CSV `leave,value` for every leave\n"
      "of 1-6 English tiles. --shard plays one share of one generation and writes its\n"
      "counts; --merge adds shards up and writes the same table one run would.\n\n"
      "options");
  analysis::LeavesRequest o;
  GameFlags(desc, "leaves")
      .dict(o.dict)
      .games(o.games, "games per generation")
      .value("generations", "G", o.generations, "generations (1)")
      .seed(o.seed, "seed (1)")
      .leaves(o.start, "the values the first generation plays with (none)")
      .shard(o.shard_text, "play share K of N, write counts")
      .on("merge", o.merge, "the inputs are counts files of --shard runs: add them up and fit")
      .value("max-tiles", "K", o.fit.max_tiles, "write leaves of 1..K tiles (6)")
      .value("min-count", "M", o.fit.min_count, "samples a leave needs to keep its own mean (20)")
      .threads(o.threads)
      .output(o.out, "FILE", "where to write (required)");
  const auto parsed = parse_command("leaves", args, desc);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (!vm.count("output")) throw InputError("leaves: -o FILE is required (see cwg leaves --help)");
  if (vm.count("input")) o.inputs = vm["input"].as<std::vector<std::string>>();
  analysis::check_leaves(o);
  return o;
}

}  // namespace

int leaves_main(const Args& args) {
  const auto parsed = parse_leaves(args);
  if (!parsed) return 0;
  analysis::run_leaves(*parsed, std::cerr);
  return 0;
}

}  // namespace cwg::cli
