#pragma once
/// A bench of solver configurations (`cwg bench`): which runs it makes, in what order, how
/// the runs of a grid and configuration are summed up, and the table that compares them.
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "grid/grid.hpp"
#include "solver/options.hpp"
#include "solver/run/batch.hpp"

namespace cwg::arrowword::run {

/// A bench's jobs and, per job, the grid and configuration it belongs to.
struct BenchPlan {
  struct Where {
    std::size_t grid, config;
  };
  std::vector<BatchJob> jobs;
  std::vector<Where> where;
};

/// Every grid with seeds S..S+seeds-1 (S: each configuration's seed) under every
/// configuration: grids outer, seeds, configurations inner, so every configuration has run
/// on a grid before the next grid starts and an interrupted bench still compares like with
/// like. Without --time or --restarts each run gets the budget's even share of the grids,
/// what cwg solve gives a grid before it hands out the rest by need (budget.hpp).
BenchPlan plan_bench(const std::vector<solver::SolverOptions>& configs,
                     const std::vector<ArrowwordGrid>& grids, int seeds);

/// One finished run.
struct BenchRun {
  bool valid = false;
  double score = 0;  ///< 0 unless valid
  double seconds = 0;
};

struct BenchSummary {
  int runs = 0;
  double valid_share = 0;  ///< 0..1
  double mean = 0, min = 0;
  double median_s = 0;
};

/// The runs' count, valid share, mean and minimum score and median time.
BenchSummary summarize(const std::vector<BenchRun>& runs);

/// results[config][grid]: one BenchRun per seed.
using BenchResults = std::vector<std::vector<std::vector<BenchRun>>>;

/// Job i's outcome as a run, added to results[config][grid] of its place in `plan`; nullopt
/// (nothing added) when it was interrupted or the bench `stopped`, so that an interrupted
/// bench compares only runs that finished.
std::optional<BenchRun> add_run(BenchResults& results, const BenchPlan& plan, std::size_t i,
                                const BatchOutcome& outcome, bool stopped);

/// The grids of a bench, read from `files`, and their names (the files' names).
struct BenchGrids {
  std::vector<ArrowwordGrid> grids;
  std::vector<std::string> names;
};
BenchGrids load_bench_grids(const std::vector<std::filesystem::path>& files);

/// The names of the configurations read from `paths` (one "" for the flags alone: "flags"):
/// each file's stem, or its whole path when two files share a stem.
std::vector<std::string> config_names(const std::vector<std::string>& paths);

/// Each job's name for the live line and the log: "CONFIG GRID seed N".
std::vector<std::string> job_names(const BenchPlan& plan, const std::vector<std::string>& configs,
                                   const std::vector<std::string>& grids);

/// The log line of a finished run: "bench: NAME: score 99.12 in 3.4 s".
std::string run_line(const std::string& name, const BenchRun& run);

/// The comparison, as a table and as CSV (a header, then one row per grid and
/// configuration, then the totals over all grids). In the table the configurations of a
/// grid stand one under the other, each mean with its difference to the first one's.
struct BenchTable {
  std::string text, csv;
};
BenchTable bench_table(const BenchResults& results, const std::vector<std::string>& configs,
                       const std::vector<std::string>& grids);

}  // namespace cwg::arrowword::run
