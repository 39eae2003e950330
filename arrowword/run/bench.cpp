#include "arrowword/run/bench.hpp"

#include <algorithm>

#include "core/stats.hpp"

namespace cwg::arrowword::run {

BenchPlan plan_bench(const std::vector<solver::SolverOptions>& configs,
                     const std::vector<ArrowwordGrid>& grids, int seeds) {
  BenchPlan plan;
  for (std::size_t g = 0; g < grids.size(); ++g)
    for (int k = 0; k < seeds; ++k)
      for (std::size_t c = 0; c < configs.size(); ++c) {
        BatchJob job{&grids[g], configs[c]};
        job.opts.seed = configs[c].seed + static_cast<std::uint64_t>(k);
        if (job.opts.time == 0 && job.opts.restarts == 0 && job.opts.budget > 0)
          job.opts.time = job.opts.budget / static_cast<double>(grids.size());
        plan.jobs.push_back(job);
        plan.where.push_back({g, c});
      }
  return plan;
}

BenchSummary summarize(const std::vector<BenchRun>& runs) {
  BenchSummary s;
  s.runs = static_cast<int>(runs.size());
  if (runs.empty()) return s;
  std::vector<double> times;
  s.min = runs.front().score;
  for (const auto& r : runs) {
    s.valid_share += r.valid ? 1 : 0;
    s.mean += r.score;
    s.min = std::min(s.min, r.score);
    times.push_back(r.seconds);
  }
  s.valid_share /= static_cast<double>(runs.size());
  s.mean /= static_cast<double>(runs.size());
  s.median_s = median(times);
  return s;
}

}  // namespace cwg::arrowword::run
