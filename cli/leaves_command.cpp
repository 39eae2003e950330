// `cwg leaves`: leave values learned from self-play (analysis/), in one run or in shards.
//   cwg leaves --dict LEX --games N [--generations G] [--seed S] [--leaves START] -o OUT.csv
//   cwg leaves --dict LEX --games N --shard K/N [--seed S] [--leaves START] -o COUNTS
//   cwg leaves --merge COUNTS... -o OUT.csv
#include <boost/program_options.hpp>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "analysis/leave_counts.hpp"
#include "analysis/leave_file.hpp"
#include "analysis/leave_fit.hpp"
#include "cli/analysis_support.hpp"
#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kUsage =
    "usage: cwg leaves [--dict LEXICON] --games N [--generations G] [--seed S] -o OUT.csv[.gz]\n"
    "       cwg leaves [--dict LEXICON] --games N --shard K/N [--seed S] -o COUNTS\n"
    "       cwg leaves --merge COUNTS... -o OUT.csv[.gz]";

struct Options {
  std::string dict, out, start = "none";
  std::vector<std::string> merge;
  std::int64_t games = 0;
  int generations = 1;
  std::uint64_t seed = 1;
  std::optional<std::pair<int, int>> shard;
  int threads = 1;
  analysis::FitOptions fit;
};

std::optional<Options> parse(const Args& args) {
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
      "dict", po::value<std::string>()->value_name("LEXICON"), kLexiconHelp)(
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
  Options o;
  if (!vm.count("output")) throw InputError("leaves: -o FILE is required (see cwg leaves --help)");
  o.out = vm["output"].as<std::string>();
  // Before any game is played: a folder that is not there would only fail at the end.
  const std::filesystem::path folder = std::filesystem::path(o.out).parent_path();
  if (!folder.empty() && !std::filesystem::is_directory(folder))
    throw InputError(o.out + ": cannot be written: folder " + folder.string() + " does not exist");
  if (vm.count("merge")) {
    if (vm.count("input")) o.merge = vm["input"].as<std::vector<std::string>>();
    if (o.merge.empty()) throw InputError("leaves --merge: no counts file given");
  } else if (vm.count("input")) {
    throw InputError("leaves: unexpected argument '" +
                     vm["input"].as<std::vector<std::string>>()[0] + "' (files go with --merge)");
  }
  o.dict = lexicon_flag(vm);
  if (vm.count("games")) o.games = vm["games"].as<std::int64_t>();
  if (vm.count("generations")) o.generations = vm["generations"].as<int>();
  if (vm.count("seed")) o.seed = vm["seed"].as<std::uint64_t>();
  if (vm.count("leaves")) o.start = vm["leaves"].as<std::string>();
  if (vm.count("shard")) {
    try {
      o.shard = analysis::parse_shard(vm["shard"].as<std::string>());
    } catch (const InputError& e) {
      throw InputError(std::string("leaves: ") + e.what());
    }
  }
  if (vm.count("max-tiles")) o.fit.max_tiles = vm["max-tiles"].as<int>();
  if (o.fit.max_tiles < 1 || o.fit.max_tiles > game::kMaxLeave)
    throw InputError("leaves: --max-tiles must be 1 .. " + std::to_string(game::kMaxLeave));
  if (vm.count("min-count")) o.fit.min_count = vm["min-count"].as<std::int64_t>();
  o.threads = threads_option(vm);
  if (o.merge.empty()) {
    check_games(o.games, "leaves");
    if (o.generations < 1 || o.generations > 100)
      throw InputError("leaves: --generations must be 1 .. 100");
    if (o.shard && o.generations != 1)
      throw InputError("leaves: --shard plays one generation (chain them with --leaves)");
  }
  if (o.fit.min_count < 1) throw InputError("leaves: --min-count must be at least 1");
  return o;
}

}  // namespace

int leaves_main(const Args& args) {
  const auto parsed = parse(args);
  if (!parsed) return 0;
  const Options& o = *parsed;
  const game::Distribution& dist = game::Distribution::english();
  if (!o.merge.empty()) {
    std::vector<analysis::LeaveCounts> shards;
    for (const std::string& file : o.merge)
      shards.push_back(analysis::parse_counts(read_file(file), file, dist));
    const analysis::LeaveCounts merged = analysis::merge_counts(shards, o.merge);
    analysis::save_leaves(o.out, analysis::fit_leaves(merged, dist, o.fit), dist);
    std::cerr << "cwg leaves: " << merged.games_played << " games, " << merged.total.count
              << " leaves kept, " << merged.leaves.size() << " distinct; wrote " << o.out << '\n';
    return 0;
  }
  const game::Lexicon lexicon = load_game_lexicon(o.dict, dist);
  const game::Leaves start = analysis::leaves_named(o.start, dist);
  std::optional<CpuClock> clock;
  const auto start_clock = [&](int) { clock.emplace(); };
  const auto report = [&](int g, const analysis::LeaveCounts& counts) {
    std::fprintf(stderr,
                 "cwg leaves: generation %d: %lld games in %.1f s (%.0f games/s, %.0f per CPU "
                 "second), %lld leaves kept, %zu distinct\n",
                 g + 1, static_cast<long long>(counts.games_played), clock->wall(),
                 static_cast<double>(counts.games_played) / clock->wall(),
                 static_cast<double>(counts.games_played) / clock->cpu(),
                 static_cast<long long>(counts.total.count), counts.leaves.size());
  };
  if (o.shard) {
    // One share of one generation: its counts, for --merge.
    const analysis::GameShare share{o.seed, o.games, o.shard->first, o.shard->second};
    start_clock(0);
    const analysis::LeaveCounts counts =
        analysis::collect_leave_counts(lexicon, start, share, analysis::GameRules{}, o.threads);
    report(0, counts);
    write_file_atomic(o.out, analysis::counts_text(counts, dist));
    return 0;
  }
  const analysis::LearnPlan plan{o.seed, o.games, o.generations, o.threads, o.fit, {}};
  const game::Leaves current = analysis::learn_leaves(lexicon, start, plan, start_clock, report);
  analysis::save_leaves(o.out, current, dist);
  return 0;
}

}  // namespace cwg::cli
