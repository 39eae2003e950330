#pragma once
/// A bench of solver configurations (`cwg bench`): which runs it makes, in what order, and
/// how the runs of a grid and configuration are summed up.
#include <cstddef>
#include <vector>

#include "arrowword/grid.hpp"
#include "arrowword/run/batch.hpp"
#include "arrowword/solver/options.hpp"

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

}  // namespace cwg::arrowword::run
