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
#include "cli/game_flags.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kAnalyzeUsage =
    "usage: cwg analyze GAME.gcg... [--dict LEXICON] [--leaves FILE|none|default] [--top N]\n"
    "                   [--json] [-o REPORT.html]\n"
    "                   [--sim [--time S] [--candidates N] [--plies K] [--iterations N]\n"
    "                          [--seed S] [--threads T] [--shard K/N | --merge SHARD...]]";

std::optional<analysis::AnalyzeRequest> parse_analyze(const Args& args) {
  po::options_description desc(
      std::string(kAnalyzeUsage) + "\n\n" +
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
  analysis::AnalyzeRequest o;
  analysis::SimOptions& sim = o.deep.sim;
  sim.candidates = 5;
  sim.iterations = 200;
  GameFlags(desc, "analyze")
      .dict(o.dict)
      .leaves(o.leaves)
      .value("top", "N", o.top, "best actions listed per turn (5)")
      .json(o.json, "print JSON instead of the text table")
      .output(o.html, "REPORT.html", "write the HTML page")
      .on("sim", o.sim, "simulate each turn's candidates; solve the endgames")
      .time(o.deep.seconds,
            "--sim: seconds per turn at most, for the simulation and each endgame solve (10)")
      .candidates(sim.candidates, "--sim: actions simulated a turn (5)")
      .plies(sim.plies, "--sim: plies after the candidate (2)")
      .iterations(sim.iterations, "--sim: rollouts per candidate at most (200)")
      .seed(sim.seed, "--sim: seed (1)")
      .threads(sim.threads, "--sim: threads (1; 0 = every core)")
      .shard(o.shard_text, "--sim: do share K of N of the turns")
      .value("merge", "SHARD", o.merge, "--sim: a shard's output (give it once per shard)");
  const auto parsed = parse_command("analyze", args, desc);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (vm.count("input")) o.games = vm["input"].as<std::vector<std::string>>();
  for (const char* flag : {"time", "candidates", "plies", "iterations", "seed", "threads"})
    if (vm.count(flag) && !o.sim)
      throw InputError(std::string("analyze: --") + flag + " goes with --sim");
  analysis::check_analyze(o);
  return o;
}

}  // namespace

int analyze_main(const Args& args) {
  const auto parsed = parse_analyze(args);
  if (!parsed) return 0;
  const std::string out = analysis::run_analyze(*parsed, std::cerr);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
