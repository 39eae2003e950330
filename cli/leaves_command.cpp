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
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"
#include "core/workers.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kUsage =
    "usage: cwg leaves [--dict LEXICON] --games N [--generations G] [--seed S] -o OUT.csv[.gz]\n"
    "       cwg leaves [--dict LEXICON] --games N --shard K/N [--seed S] -o COUNTS\n"
    "       cwg leaves --merge COUNTS... -o OUT.csv[.gz]";

std::optional<analysis::LeavesRequest> parse(const Args& args) {
  po::options_description desc(
      std::string(kUsage) + "\n\n" +
      "Plays games of cwg against itself (both sides by equity with the current leave\n"
      "values; game i of generation g from the seed S + g and i, so the result is the same\n"
      "with any number of threads) and records what each leave kept was worth on its\n"
      "keeper's next turn. After each generation the table is refitted: leaves seen\n"
      "--min-count times keep their own mean, the rest come from a model (value per tile,\n"
      "duplicates, vowel/consonant balance, pairs). Writes CSV `leave,value` for every leave\n"
      "of 1-6 English tiles. --shard plays one share of one generation and writes its\n"
      "counts; --merge adds shards up and writes the same table one run would.\n\n"
      "options");
  desc.add_options()("help,h", "show this help")(
      "dict", po::value<std::string>()->value_name("LEXICON"), analysis::kLexiconHelp)(
      "games", po::value<std::int64_t>()->value_name("N"), "games per generation")(
      "generations", po::value<int>()->value_name("G"), "generations (1)")(
      "seed", po::value<std::uint64_t>()->value_name("S"), "seed (1)")(
      "leaves", po::value<std::string>()->value_name("FILE|none|default"),
      "the values the first generation plays with (none)")(
      "shard", po::value<std::string>()->value_name("K/N"), "play share K of N, write counts")(
      "merge", "the inputs are counts files of --shard runs: add them up and fit")(
      "max-tiles", po::value<int>()->value_name("K"), "write leaves of 1..K tiles (6)")(
      "min-count", po::value<std::int64_t>()->value_name("M"),
      "samples a leave needs to keep its own mean (20)")(
      "threads", po::value<int>()->value_name("T"), "threads (1; 0 = every core)")(
      "output,o", po::value<std::string>()->value_name("FILE"), "where to write (required)");
  const auto parsed = parse_command("leaves", args, desc);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  analysis::LeavesRequest o;
  if (!vm.count("output")) throw InputError("leaves: -o FILE is required (see cwg leaves --help)");
  o.out = vm["output"].as<std::string>();
  o.merge = vm.count("merge") > 0;
  if (vm.count("input")) o.inputs = vm["input"].as<std::vector<std::string>>();
  if (vm.count("dict")) o.dict = vm["dict"].as<std::string>();
  if (vm.count("games")) o.games = vm["games"].as<std::int64_t>();
  if (vm.count("generations")) o.generations = vm["generations"].as<int>();
  if (vm.count("seed")) o.seed = vm["seed"].as<std::uint64_t>();
  if (vm.count("leaves")) o.start = vm["leaves"].as<std::string>();
  if (vm.count("shard")) o.shard_text = vm["shard"].as<std::string>();
  if (vm.count("max-tiles")) o.fit.max_tiles = vm["max-tiles"].as<int>();
  if (vm.count("min-count")) o.fit.min_count = vm["min-count"].as<std::int64_t>();
  o.threads = vm.count("threads") ? worker_count(vm["threads"].as<int>()) : 1;
  analysis::check_leaves(o);
  return o;
}

}  // namespace

int leaves_main(const Args& args) {
  const auto parsed = parse(args);
  if (!parsed) return 0;
  analysis::run_leaves(*parsed, std::cerr);
  return 0;
}

}  // namespace cwg::cli
