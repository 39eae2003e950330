#include "solver/run/plan.hpp"

#include <algorithm>

#include "core/workers.hpp"

namespace cwg::arrowword::run {

RunBudget::GridSize grid_size(const ArrowwordGrid& grid) {
  const auto& f = grid.fields;
  return {static_cast<int>(
              std::count_if(f.begin(), f.end(), [](char c) { return !is_blocked_char(c); })),
          static_cast<int>(std::count(f.begin(), f.end(), kEmptyField))};
}

SolvePlan plan_solve(const std::vector<const ArrowwordGrid*>& inputs,
                     const solver::SolverOptions& opts) {
  SolvePlan plan;
  const int threads = worker_count(opts.threads);
  const bool grid_parallel = static_cast<int>(inputs.size()) >= threads && threads > 1;
  plan.workers = grid_parallel ? threads : 1;
  for (std::size_t g = 0; g < inputs.size(); ++g) {
    BatchJob job{inputs[g], opts};
    if (grid_parallel) job.opts.threads = 1;
    job.opts.seed = opts.seed + g;
    plan.jobs.push_back(job);
  }
  if (opts.budget > 0 && opts.time == 0 && opts.restarts == 0) {
    std::vector<RunBudget::GridSize> sizes;
    for (const ArrowwordGrid* grid : inputs) sizes.push_back(grid_size(*grid));
    plan.budget.emplace(sizes, opts.budget, plan.workers, opts.overtime);
  }
  return plan;
}

}  // namespace cwg::arrowword::run
