// `cwg analyze GAME.gcg... [--dict LEXICON] [--leaves FILE|none|default] [--top N] [--json]
// [-o REPORT.html] [--sim ...]`: each turn's best actions by equity, the one made, its rank and the
// equity it lost; phonies, missed bingos, per-player totals: the flags; the work is
// analysis/commands.hpp.
#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

#include "analysis/commands.hpp"
#include "cli/commands.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"
#include "core/workers.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kUsage =
    "usage: cwg analyze GAME.gcg... [--dict LEXICON] [--leaves FILE|none|default] [--top N]\n"
    "                   [--json] [-o REPORT.html]\n"
    "                   [--sim [--time S] [--candidates N] [--plies K] [--iterations N]\n"
    "                          [--seed S] [--threads T] [--shard K/N | --merge SHARD...]]";

std::optional<analysis::AnalyzeRequest> parse(const Args& args) {
  po::options_description desc(
      std::string(kUsage) + "\n\n" +
      "For every turn whose rack the record gives: the best actions by equity (score +\n"
      "leave value + adjustments; exchanges and the pass included), the one made, its\n"
      "rank (0: not a legal play in the lexicon) and the equity it lost against the best;\n"
      "the phonies played (words the lexicon lacks) and the bingos missed; per player the\n"
      "totals. -o writes an HTML page with each turn's board after the play made and after\n"
      "the best one. The lexicon is needed to list the plays. Several records: one report\n"
      "after another (JSON: one array).\n\n"
      "--sim looks deeper. A turn with tiles in the bag: its N best actions and the play\n"
      "made simulated as cwg sim does (win %, mean spread with its 95 % interval); a turn\n"
      "with the bag empty: the exact endgame (value, best line) and the value of the play\n"
      "made, each solve stopped after --time seconds (then 'not exact'). Turn draws come\n"
      "from (seed, event). --shard K/N does every N-th turn of the run (all records, in\n"
      "order) from the K-th and prints them as JSON lines; --merge (once per shard file)\n"
      "gives the report one run gives, the same command otherwise.\n\n"
      "options");
  desc.add_options()("help,h", "show this help")(
      "dict", po::value<std::string>()->value_name("LEXICON"), analysis::kLexiconHelp)(
      "leaves", po::value<std::string>()->value_name("FILE|none|default"),
      "leave values (default: the committed English table)")(
      "top", po::value<std::size_t>()->value_name("N"), "best actions listed per turn (5)")(
      "json", "print JSON instead of the text table")(
      "output,o", po::value<std::string>()->value_name("REPORT.html"), "write the HTML page")(
      "sim", "simulate each turn's candidates; solve the endgames")(
      "time", po::value<double>()->value_name("S"),
      "--sim: seconds per turn at most, for the simulation and each endgame solve (10)")(
      "candidates", po::value<int>()->value_name("N"), "--sim: actions simulated a turn (5)")(
      "plies", po::value<int>()->value_name("K"), "--sim: plies after the candidate (2)")(
      "iterations", po::value<std::int64_t>()->value_name("N"),
      "--sim: rollouts per candidate at most (200)")(
      "seed", po::value<std::uint64_t>()->value_name("S"), "--sim: seed (1)")(
      "threads", po::value<int>()->value_name("T"), "--sim: threads (1; 0 = every core)")(
      "shard", po::value<std::string>()->value_name("K/N"), "--sim: do share K of N of the turns")(
      "merge", po::value<std::vector<std::string>>()->value_name("SHARD"),
      "--sim: a shard's output (give it once per shard)");
  const auto parsed = parse_command("analyze", args, desc);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  analysis::AnalyzeRequest o;
  if (vm.count("input")) o.games = vm["input"].as<std::vector<std::string>>();
  if (vm.count("dict")) o.dict = vm["dict"].as<std::string>();
  if (vm.count("leaves")) o.leaves = vm["leaves"].as<std::string>();
  if (vm.count("top")) o.top = vm["top"].as<std::size_t>();
  if (vm.count("output")) o.html = vm["output"].as<std::string>();
  o.json = vm.count("json") > 0;
  o.sim = vm.count("sim") > 0;
  analysis::SimOptions& sim = o.deep.sim;
  sim.candidates = 5;
  sim.iterations = 200;
  for (const char* flag : {"time", "candidates", "plies", "iterations", "seed", "threads"})
    if (vm.count(flag) && !o.sim)
      throw InputError(std::string("analyze: --") + flag + " goes with --sim");
  if (vm.count("time")) o.deep.seconds = vm["time"].as<double>();
  if (vm.count("candidates")) sim.candidates = vm["candidates"].as<int>();
  if (vm.count("plies")) sim.plies = vm["plies"].as<int>();
  if (vm.count("iterations")) sim.iterations = vm["iterations"].as<std::int64_t>();
  if (vm.count("seed")) sim.seed = vm["seed"].as<std::uint64_t>();
  if (vm.count("threads")) sim.threads = worker_count(vm["threads"].as<int>());
  if (vm.count("shard")) o.shard_text = vm["shard"].as<std::string>();
  if (vm.count("merge")) o.merge = vm["merge"].as<std::vector<std::string>>();
  analysis::check_analyze(o);
  return o;
}

}  // namespace

int analyze_main(const Args& args) {
  const auto parsed = parse(args);
  if (!parsed) return 0;
  const std::string out = analysis::run_analyze(*parsed, std::cerr);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
