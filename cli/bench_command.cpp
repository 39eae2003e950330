// `cwg bench [INPUT...] --seeds N [--config A.ini --config B.ini ...] [--csv FILE]`:
// solves every grid with N seeds under each configuration and compares them per grid:
// mean and minimum score, the share of valid grids, the median time.
#include <algorithm>
#include <boost/program_options.hpp>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/interrupt.hpp"
#include "core/stats.hpp"
#include "dict/dictionary.hpp"
#include "dict/wordlist.hpp"
#include "grid/validate.hpp"
#include "solver/run/batch.hpp"
#include "solver/run/bench.hpp"
#include "solver/run/settings.hpp"
#include "solver/run/solve_files.hpp"
#include "term/progress.hpp"

namespace cwg::cli {

using namespace arrowword::run;
using arrowword::solver::SolverOptions;
using term::is_live_terminal;
using term::progress_bar;
using term::ProgressBoard;

namespace {

namespace po = boost::program_options;
namespace fs = std::filesystem;

constexpr const char* kHeader =
    "cwg bench [INPUT...] --seeds N [--config A.ini --config B.ini ...] [options]\n\n"
    "Solves each grid (.cwg files or folders; default test_cases/) with seeds S, S+1, ...\n"
    "S+N-1 (S = --seed) under each configuration, and prints per grid and configuration\n"
    "the mean and minimum score, the share of valid grids and the median time, then the\n"
    "same over all grids. A run that ends without a valid grid scores 0. Each grid gets\n"
    "--time, or without it an even share of --budget. Flags apply to\n"
    "every configuration; each --config file is one configuration (none: the flags\n"
    "alone). Nothing is written but --csv.\n\noptions";

/// The bench's own options plus the solver flags, bound to `opts`.
po::options_description make_desc(SolverOptions& opts) {
  po::options_description desc(kHeader);
  add_help_and_dict(desc);
  desc.add_options()("seeds", po::value<int>()->default_value(3)->value_name("N"),
                     "seeds per grid and configuration")(
      "csv", po::value<std::string>()->value_name("FILE"),
      "also write the table as CSV (one row per grid and configuration, then the totals)")(
      "quiet,q", "print the table only, no progress");
  add_solver_flags(desc, opts, true);
  return desc;
}

/// Runs the plan one job at a time (the times are compared), a log line per run unless the
/// board is live or `quiet`.
BenchResults run_plan(const BenchPlan& plan, const std::vector<std::string>& names,
                      std::size_t configs, std::size_t grids, const WordList& list, bool quiet) {
  const Dictionary dict(list);
  const auto words = word_set(list.words);
  const bool live = !quiet && is_live_terminal(stderr);
  const std::size_t total = plan.jobs.size();
  auto live_line = [total](const ProgressBoard::Live& l, int) {
    const double elapsed = seconds_since(l.start);
    char tail[96];
    std::snprintf(tail, sizeof tail, " %5.1f s  attempts %d  best %s", elapsed, l.attempts,
                  l.best >= 0 ? std::to_string(l.best).substr(0, 5).c_str() : "-");
    return "bench " + l.note + " of " + std::to_string(total) + "  " + l.name + " " +
           progress_bar(elapsed / l.budget_s, 20) + tail;
  };
  ProgressBoard board(total, stderr, live, live_line);
  BenchResults results(configs, std::vector<std::vector<BenchRun>>(grids));
  const std::stop_token stop = interrupt_token();
  arrowword::run::BatchEvents events;
  events.round_started = [&](std::size_t i, const arrowword::run::RoundStart& r) {
    board.start(i, names[i], r.seconds, std::to_string(i + 1));
  };
  events.progress = [&](std::size_t i, int n, double best) { board.update(i, n, best); };
  events.done = [&](std::size_t i, const BatchOutcome& out) {
    const std::optional<BenchRun> run = add_run(results, plan, i, out, stop.stop_requested());
    board.finish(i, !run || live || quiet ? std::string() : run_line(names[i], *run));
  };
  arrowword::run::run_batch(plan.jobs, {1, &dict, &words, nullptr, {}, {}}, events, stop);
  board.close();
  return results;
}

}  // namespace

int bench_main(const std::vector<std::string>& args) {
  // First pass: the flags alone, for --help and the list of configurations.
  SolverOptions base;
  const po::options_description desc = make_desc(base);
  po::options_description all(desc);
  all.add_options()("input", po::value<std::vector<std::string>>());
  const ResolvedOptions flags = resolve_options(args, all, "");
  const po::variables_map& vm = flags.vm;
  if (vm.count("help")) {
    std::cout << desc << '\n';
    return 0;
  }
  const int seeds = vm["seeds"].as<int>();
  if (seeds < 1 || seeds > 100000) throw InputError("bench: --seeds must be within 1..100000");
  const std::vector<std::string> paths =
      vm.count("config") ? vm["config"].as<std::vector<std::string>>() : Args{""};
  const std::vector<Config> configs = resolve_configs(args, paths, make_desc);
  const std::vector<std::string> config_name = config_names(paths);
  if (vm.count("print-config")) {
    print_configs(std::cout, configs, config_name);
    return 0;
  }
  const auto files =
      expand_cwg_inputs(inputs_or_cases(vm.count("input") ? vm["input"].as<Args>() : Args{}));
  const BenchGrids grids = load_bench_grids(files);
  const WordList list = load_wordlist(dict_path(vm));
  install_interrupt_handlers();
  std::vector<SolverOptions> opts;
  for (const Config& c : configs) opts.push_back(c.opts);
  const BenchPlan plan = plan_bench(opts, grids.grids, seeds);
  const BenchResults results =
      run_plan(plan, job_names(plan, config_name, grids.names), configs.size(), grids.grids.size(),
               list, vm.count("quiet") > 0);
  const bool interrupted = interrupt_token().stop_requested();
  if (interrupted)
    std::fprintf(stderr, "cwg: bench interrupted; the table holds the runs that finished\n");
  const BenchTable table = bench_table(results, config_name, grids.names);
  std::cout << table.text << std::flush;
  if (vm.count("csv")) write_file_atomic(vm["csv"].as<std::string>(), table.csv);
  return interrupted ? 130 : 0;
}

}  // namespace cwg::cli
