// `cwg bench [INPUT...] --seeds N [--config A.ini --config B.ini ...] [--csv FILE]`:
// solves every grid with N seeds under each configuration and compares them per grid:
// mean and minimum score, the share of valid grids, the median time.
#include <algorithm>
#include <boost/program_options.hpp>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "arrowword/ratings.hpp"
#include "arrowword/run/batch.hpp"
#include "arrowword/run/bench.hpp"
#include "arrowword/solver/solver.hpp"
#include "arrowword/validate.hpp"
#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/run_support.hpp"
#include "cli/solver_flags.hpp"
#include "core/dictionary.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/wordlist.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "term/progress.hpp"

namespace cwg::cli {

using arrowword::ArrowwordGrid;
using arrowword::run::BatchJob;
using arrowword::run::BatchOutcome;
using arrowword::run::BenchPlan;
using arrowword::run::BenchRun;
using arrowword::run::BenchSummary;
using arrowword::run::plan_bench;
using arrowword::run::summarize;
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

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char ch : text) out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
  return out + "\"";
}

/// One configuration to compare: default < preset < its file < flags.
struct Config {
  std::string name;
  SolverOptions opts;
  ResolvedOptions resolved;
};

std::vector<Config> read_configs(const std::vector<std::string>& args,
                                 const po::variables_map& vm) {
  std::vector<std::string> paths = vm.count("config") ? vm["config"].as<std::vector<std::string>>()
                                                      : std::vector<std::string>{""};
  std::vector<Config> configs;
  std::map<std::string, int> stems;
  for (const auto& p : paths) ++stems[fs::path(p).stem().string()];
  for (const auto& path : paths) {
    Config c;
    po::options_description mine = make_desc(c.opts);
    mine.add_options()("input", po::value<std::vector<std::string>>());
    c.resolved = resolve_options(args, mine, path);
    const std::string stem = fs::path(path).stem().string();
    c.name = path.empty() ? "flags" : stems[stem] > 1 ? path : stem;
    configs.push_back(std::move(c));
  }
  return configs;
}

/// results[config][grid]: one BenchRun per seed.
using Results = std::vector<std::vector<std::vector<BenchRun>>>;

/// The bench's jobs (arrowword/run/bench.hpp) and their names, for the live line and the log.
struct Plan : BenchPlan {
  std::vector<std::string> names;
};

Plan make_plan(const std::vector<Config>& configs, const std::vector<ArrowwordGrid>& grids,
               const std::vector<fs::path>& files, int seeds) {
  std::vector<SolverOptions> opts;
  for (const Config& c : configs) opts.push_back(c.opts);
  Plan plan{plan_bench(opts, grids, seeds), {}};
  for (std::size_t i = 0; i < plan.jobs.size(); ++i)
    plan.names.push_back(configs[plan.where[i].config].name + " " +
                         files[plan.where[i].grid].filename().string() + " seed " +
                         std::to_string(plan.jobs[i].opts.seed));
  return plan;
}

/// Runs the plan one job at a time (the times are compared), a log line per run unless the
/// board is live or `quiet`.
Results run_plan(const Plan& plan, std::size_t configs, std::size_t grids,
                 const std::vector<std::string>& dict_words, const Dictionary& dict, bool quiet) {
  const auto words = word_set(dict_words);
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
  Results results(configs, std::vector<std::vector<BenchRun>>(grids));
  const std::stop_token stop = interrupt_token();
  arrowword::run::BatchEvents events;
  events.round_started = [&](std::size_t i, double s) {
    board.start(i, plan.names[i], s, std::to_string(i + 1));
  };
  events.progress = [&](std::size_t i, int n, double best) { board.update(i, n, best); };
  events.done = [&](std::size_t i, const BatchOutcome& out) {
    if (out.interrupted || stop.stop_requested()) return board.finish(i, {});
    const BenchRun run{out.valid, out.valid ? out.ratings.score : 0, out.seconds};
    results[plan.where[i].config][plan.where[i].grid].push_back(run);
    char line[256];
    std::snprintf(line, sizeof line, "bench: %s: %s %.2f in %.1f s\n", plan.names[i].c_str(),
                  run.valid ? "score" : "no valid grid, score", run.score, run.seconds);
    board.finish(i, live || quiet ? std::string() : std::string(line));
  };
  arrowword::run::run_batch(plan.jobs, {1, &dict, &words, nullptr}, events, stop);
  board.close();
  return results;
}

/// The table: per grid, the configurations one under the other, with the difference of
/// each mean to the first configuration's; then the totals over all grids. Returns it as
/// CSV lines too.
std::vector<std::string> print_table(const Results& results, const std::vector<Config>& configs,
                                     const std::vector<fs::path>& files) {
  std::size_t name_w = 5, config_w = 6;
  for (const auto& f : files) name_w = std::max(name_w, f.filename().string().size());
  for (const auto& c : configs) config_w = std::max(config_w, c.name.size());
  const int nw = static_cast<int>(name_w), cw = static_cast<int>(config_w);
  std::printf("%-*s  %-*s %5s %6s %8s %8s %8s %9s\n", nw, "grid", cw, "config", "runs", "valid",
              "mean", "min", "vs_first", "median_s");
  std::vector<std::string> csv = {
      "grid,config,runs,valid_share,mean_score,min_score,median_time_s"};
  auto print_row = [&](const std::string& grid, std::size_t c, const BenchSummary& s,
                       double first) {
    if (s.runs == 0) return;
    char delta[16] = "";
    if (c > 0) std::snprintf(delta, sizeof delta, "%+.3f", s.mean - first);
    std::printf("%-*s  %-*s %5d %5.0f%% %8.2f %8.2f %8s %9.2f\n", nw, grid.c_str(), cw,
                configs[c].name.c_str(), s.runs, 100 * s.valid_share, s.mean, s.min, delta,
                s.median_s);
    char row[256];
    std::snprintf(row, sizeof row, ",%d,%.4f,%.4f,%.4f,%.3f", s.runs, s.valid_share, s.mean, s.min,
                  s.median_s);
    csv.push_back(csv_field(grid) + "," + csv_field(configs[c].name) + row);
  };
  for (std::size_t g = 0; g < files.size(); ++g) {
    const double first = summarize(results[0][g]).mean;
    for (std::size_t c = 0; c < configs.size(); ++c)
      print_row(files[g].filename().string(), c, summarize(results[c][g]), first);
  }
  std::vector<BenchSummary> totals;
  for (std::size_t c = 0; c < configs.size(); ++c) {
    std::vector<BenchRun> every;
    for (const auto& runs : results[c]) every.insert(every.end(), runs.begin(), runs.end());
    totals.push_back(summarize(every));
  }
  for (std::size_t c = 0; c < configs.size(); ++c) print_row("all", c, totals[c], totals[0].mean);
  return csv;
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
  const std::vector<Config> configs = read_configs(args, vm);
  if (vm.count("print-config")) {
    for (const auto& c : configs) {
      std::cout << "# configuration " << c.name << "\n";
      print_config(std::cout, c.opts, c.resolved);
      std::cout << "\n";
    }
    return 0;
  }
  const auto files =
      expand_cwg_inputs(vm.count("input") ? vm["input"].as<std::vector<std::string>>()
                                          : std::vector<std::string>{"test_cases"});
  std::vector<ArrowwordGrid> grids;
  for (const auto& f : files) grids.push_back(cwgfile::load(f));
  const WordList list = load_wordlist(dict_path(vm));
  const Dictionary dict(list);
  install_interrupt_handlers();
  const Plan plan = make_plan(configs, grids, files, seeds);
  const Results results =
      run_plan(plan, configs.size(), grids.size(), list.words, dict, vm.count("quiet") > 0);
  const bool interrupted = interrupt_token().stop_requested();
  if (interrupted)
    std::fprintf(stderr, "cwg: bench interrupted; the table holds the runs that finished\n");
  const std::vector<std::string> csv = print_table(results, configs, files);
  if (vm.count("csv")) {
    std::string text;
    for (const auto& line : csv) text += line + "\n";
    write_file_atomic(vm["csv"].as<std::string>(), text);
  }
  return interrupted ? 130 : 0;
}

}  // namespace cwg::cli
