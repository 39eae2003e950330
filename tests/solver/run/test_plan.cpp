// How a solve run is laid out (solver/run/plan.hpp): seeds, threads per job, workers and
// when the grids share the budget. No grid is solved.
#include <gtest/gtest.h>

#include "solver/run/plan.hpp"

namespace {

using namespace cwg::arrowword::run;
using cwg::arrowword::ArrowwordGrid;
using cwg::arrowword::solver::SolverOptions;

struct Grids {
  std::vector<ArrowwordGrid> grids{{15, 15}, {20, 30}, {6, 6}};
  std::vector<const ArrowwordGrid*> inputs() const { return {&grids[0], &grids[1], &grids[2]}; }
};

TEST(PlanSolve, GridGTakesSeedPlusGAndItsOwnInput) {
  const Grids g;
  SolverOptions opts;
  opts.seed = 40;
  opts.threads = 1;
  const SolvePlan plan = plan_solve(g.inputs(), opts);
  ASSERT_EQ(plan.jobs.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(plan.jobs[i].opts.seed, 40 + i);
    EXPECT_EQ(plan.jobs[i].input, &g.grids[i]);
  }
  EXPECT_EQ(plan.workers, 1);
}

TEST(PlanSolve, EnoughGridsRunSideBySideEachOnOneThread) {
  const Grids g;
  SolverOptions opts;
  opts.threads = 2;
  const SolvePlan many = plan_solve(g.inputs(), opts);
  EXPECT_EQ(many.workers, 2);
  for (const BatchJob& job : many.jobs) EXPECT_EQ(job.opts.threads, 1);
  // Fewer grids than threads: one grid at a time, its attempts on every thread.
  opts.threads = 4;
  const SolvePlan few = plan_solve(g.inputs(), opts);
  EXPECT_EQ(few.workers, 1);
  for (const BatchJob& job : few.jobs) EXPECT_EQ(job.opts.threads, 4);
}

TEST(PlanSolve, TheGridsShareTheBudgetUnlessTimeOrRestartsAreSet) {
  const Grids g;
  SolverOptions opts;
  opts.threads = 1;
  opts.budget = 50;
  EXPECT_TRUE(plan_solve(g.inputs(), opts).budget);
  opts.time = 10;
  EXPECT_FALSE(plan_solve(g.inputs(), opts).budget);
  opts.time = 0;
  opts.restarts = 3;
  EXPECT_FALSE(plan_solve(g.inputs(), opts).budget);
  opts.restarts = 0;
  opts.budget = 0;
  EXPECT_FALSE(plan_solve(g.inputs(), opts).budget);
}

TEST(GridSize, CountsFieldsNotBlockedAndTheOpenOnes) {
  // Counted here by hand: 3x4 with one blocked field, one question and one letter.
  ArrowwordGrid grid(3, 4);
  grid.at(0, 0) = '-';
  grid.at(1, 1) = '?';
  grid.at(2, 3) = 'E';
  const RunBudget::GridSize size = grid_size(grid);
  EXPECT_EQ(size.fields, 11);
  EXPECT_EQ(size.open_fields, 9);
}

}  // namespace
