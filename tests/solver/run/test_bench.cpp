// A bench's runs and their summary (solver/run/bench.hpp), on made-up options and runs.
#include <gtest/gtest.h>
#include <unistd.h>

#include "core/file_io.hpp"
#include "core/stats.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "solver/run/bench.hpp"

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

TEST(BenchNames, StemsUnlessTwoShareOneAndFlagsWithoutAFile) {
  EXPECT_EQ(config_names({""}), std::vector<std::string>{"flags"});
  EXPECT_EQ(config_names({"a/fast.ini", "b/slow.ini"}), (std::vector<std::string>{"fast", "slow"}));
  EXPECT_EQ(config_names({"a/x.ini", "b/x.ini"}), (std::vector<std::string>{"a/x.ini", "b/x.ini"}));
  const std::vector<ArrowwordGrid> grids{{6, 6}};
  SolverOptions o;
  o.seed = 4;
  const BenchPlan plan = plan_bench({o}, grids, 2);
  EXPECT_EQ(job_names(plan, {"c"}, {"g.cwg"}),
            (std::vector<std::string>{"c g.cwg seed 4", "c g.cwg seed 5"}));
  EXPECT_EQ(run_line("c g.cwg seed 4", {true, 99.125, 2.25}),
            "bench: c g.cwg seed 4: score 99.12 in 2.2 s\n");
  EXPECT_EQ(run_line("n", {false, 0, 1}), "bench: n: no valid grid, score 0.00 in 1.0 s\n");
}

TEST(BenchTable, RowsPerGridThenTotalsWithTheDifferenceToTheFirst) {
  // results[config][grid]
  const BenchResults results = {{{{true, 99, 1}, {true, 97, 3}}, {}},
                                {{{true, 99.5, 2}, {false, 0, 4}}, {}}};
  const BenchTable t = bench_table(results, {"a", "b,c"}, {"g1.cwg", "g2.cwg"});
  EXPECT_EQ(t.text,
            "grid    config  runs  valid     mean      min vs_first  median_s\n"
            "g1.cwg  a          2   100%    98.00    97.00               2.00\n"
            "g1.cwg  b,c        2    50%    49.75     0.00  -48.250      3.00\n"
            "all     a          2   100%    98.00    97.00               2.00\n"
            "all     b,c        2    50%    49.75     0.00  -48.250      3.00\n");
  EXPECT_EQ(t.csv,
            "grid,config,runs,valid_share,mean_score,min_score,median_time_s\n"
            "g1.cwg,a,2,1.0000,98.0000,97.0000,2.000\n"
            "g1.cwg,\"b,c\",2,0.5000,49.7500,0.0000,3.000\n"
            "all,a,2,1.0000,98.0000,97.0000,2.000\n"
            "all,\"b,c\",2,0.5000,49.7500,0.0000,3.000\n");
}

TEST(AddRun, FinishedRunsGoToTheirGridAndConfigurationInterruptedOnesNowhere) {
  const std::vector<ArrowwordGrid> grids{{6, 6}, {8, 8}};
  SolverOptions a, b;
  a.time = b.time = 5;
  const BenchPlan plan = plan_bench({a, b}, grids, 1);  // (grid, config): 00 01 10 11
  BenchResults results(2, std::vector<std::vector<BenchRun>>(2));
  BatchOutcome valid, invalid, interrupted;
  valid.valid = true;
  valid.ratings.score = 99.5;
  valid.seconds = 2;
  invalid.ratings.score = 80;  // no valid grid: scores 0
  invalid.seconds = 3;
  interrupted.interrupted = true;
  const auto run = add_run(results, plan, 1, valid, false);
  ASSERT_TRUE(run);
  EXPECT_TRUE(run->valid);
  EXPECT_EQ(run->score, 99.5);
  EXPECT_EQ(run->seconds, 2);
  EXPECT_EQ(add_run(results, plan, 2, invalid, false)->score, 0);
  EXPECT_FALSE(add_run(results, plan, 3, interrupted, false));
  EXPECT_FALSE(add_run(results, plan, 3, valid, true));
  EXPECT_TRUE(results[0][0].empty());
  ASSERT_EQ(results[1][0].size(), 1u);
  EXPECT_EQ(results[1][0][0].score, 99.5);
  ASSERT_EQ(results[0][1].size(), 1u);
  EXPECT_FALSE(results[0][1][0].valid);
  EXPECT_TRUE(results[1][1].empty());
}

TEST(LoadBenchGrids, GridsAndTheirFileNamesInOrder) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("cwg_bench_grids_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const ArrowwordGrid small(6, 6), wide(7, 9);
  cwg::write_file_atomic(dir / "b.cwg", cwg::cwgfile::format(small));
  cwg::write_file_atomic(dir / "a.cwg", cwg::cwgfile::format(wide));
  const BenchGrids g = load_bench_grids({dir / "b.cwg", dir / "a.cwg"});
  std::filesystem::remove_all(dir);
  EXPECT_EQ(g.names, (std::vector<std::string>{"b.cwg", "a.cwg"}));
  ASSERT_EQ(g.grids.size(), 2u);
  EXPECT_EQ(g.grids[0], small);
  EXPECT_EQ(g.grids[1], wide);
}

}  // namespace
