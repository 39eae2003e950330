#pragma once
/// How a `cwg solve` run lays its grids out on the cores and in time: one job per grid with
/// its own seed, several grids at once or one grid's attempts in parallel, and whether the
/// grids share one time budget.
#include <optional>
#include <vector>

#include "grid/grid.hpp"
#include "solver/options.hpp"
#include "solver/run/batch.hpp"
#include "solver/run/budget.hpp"

namespace cwg::arrowword::run {

struct SolvePlan {
  std::vector<BatchJob> jobs;
  int workers = 1;                  ///< grids worked on at once
  std::optional<RunBudget> budget;  ///< the run's shared time, when the grids share it
};

/// The plan for solving `inputs` (they must outlive it) with `opts`. Grid g uses seed + g,
/// so identical inputs give different puzzles and `cwg solve FILE --seed S` alone
/// reproduces a grid. Several grids run at once when there are at least as many grids as
/// threads (each grid then runs its attempts one after the other); otherwise one grid at a
/// time with parallel attempts: either way a grid's result depends on its seed, never on
/// the thread count. The grids share --budget unless --time sets a stop rule per grid or
/// --restarts a reproducible number of attempts (each grid may then use the whole budget).
SolvePlan plan_solve(const std::vector<const ArrowwordGrid*>& inputs,
                     const solver::SolverOptions& opts);

/// A grid's size as the budget weighs it: its fields not blocked, and the open ones of those.
RunBudget::GridSize grid_size(const ArrowwordGrid& grid);

}  // namespace cwg::arrowword::run
