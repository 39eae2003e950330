// A bench's runs and their summary (arrowword/run/bench.hpp), on made-up options and runs.
#include <gtest/gtest.h>

#include "arrowword/run/bench.hpp"
#include "core/stats.hpp"

namespace {

using namespace cwg::arrowword::run;
using cwg::arrowword::ArrowwordGrid;
using cwg::arrowword::solver::SolverOptions;

TEST(PlanBench, GridsOuterSeedsThenConfigurationsInner) {
  const std::vector<ArrowwordGrid> grids{{6, 6}, {8, 8}};
  SolverOptions a, b;
  a.seed = 1;
  b.seed = 100;
  a.time = b.time = 5;
  const BenchPlan plan = plan_bench({a, b}, grids, 2);
  ASSERT_EQ(plan.jobs.size(), 8u);
  // (grid, seed, config) in the order the bench runs them.
  const std::vector<std::tuple<std::size_t, std::uint64_t, std::size_t>> expected = {
      {0, 1, 0}, {0, 100, 1}, {0, 2, 0}, {0, 101, 1},
      {1, 1, 0}, {1, 100, 1}, {1, 2, 0}, {1, 101, 1}};
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(plan.where[i].grid, std::get<0>(expected[i])) << i;
    EXPECT_EQ(plan.jobs[i].opts.seed, std::get<1>(expected[i])) << i;
    EXPECT_EQ(plan.where[i].config, std::get<2>(expected[i])) << i;
    EXPECT_EQ(plan.jobs[i].input, &grids[plan.where[i].grid]);
    EXPECT_EQ(plan.jobs[i].opts.time, 5);  // --time is kept
  }
}

TEST(PlanBench, WithoutTimeEachRunGetsTheBudgetsEvenShare) {
  const std::vector<ArrowwordGrid> grids{{6, 6}, {8, 8}, {6, 6}, {7, 7}};
  SolverOptions opts;
  opts.budget = 40;
  EXPECT_EQ(plan_bench({opts}, grids, 1).jobs[0].opts.time, 10);
  opts.restarts = 3;  // a number of attempts: no time limit added
  EXPECT_EQ(plan_bench({opts}, grids, 1).jobs[0].opts.time, 0);
}

TEST(Summarize, CountsValidShareMeanMinAndMedianTime) {
  const BenchSummary s = summarize({{true, 99.5, 4}, {false, 0, 10}, {true, 99.9, 2}});
  EXPECT_EQ(s.runs, 3);
  EXPECT_NEAR(s.valid_share, 2.0 / 3, 1e-12);
  EXPECT_NEAR(s.mean, (99.5 + 99.9) / 3, 1e-12);
  EXPECT_EQ(s.min, 0);
  EXPECT_EQ(s.median_s, 4);
  EXPECT_EQ(summarize({}).runs, 0);
}

TEST(Median, MiddleValueOrMeanOfTheMiddleTwo) {
  EXPECT_EQ(cwg::median({}), 0);
  EXPECT_EQ(cwg::median({3, 1, 2}), 2);
  EXPECT_EQ(cwg::median({4, 1, 3, 2}), 2.5);
}

}  // namespace
