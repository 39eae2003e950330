// The batch runner (solver/run/batch.hpp) on small empty grids and the challenge word
// list: every job reported once, the same grids whatever the number of workers, a stop
// request and a failing job ending the batch. Each grid is checked here by the validator
// against the job's input, not trusted from the outcome.
#include <gtest/gtest.h>

#include <mutex>
#include <stdexcept>
#include <stop_token>

#include "formats/cwg/cwg_io.hpp"
#include "solver/run/batch.hpp"
#include "tests/solver/solver_test_util.hpp"

namespace {

using namespace cwg::arrowword::run;
using cwg::test::Challenge;
using cwg::test::challenge;
using cwg::test::kWordlist;
using cwg::test::small_options;

/// Three small grids, each with its seed; `restarts` attempts each, one thread per job.
struct Batch {
  std::vector<cwg::arrowword::ArrowwordGrid> grids{{6, 6}, {7, 8}, {6, 6}};
  std::vector<BatchJob> jobs;
  explicit Batch(int restarts) {
    for (std::size_t g = 0; g < grids.size(); ++g) {
      BatchJob job{&grids[g], small_options(10 + g)};
      job.opts.threads = 1;
      job.opts.restarts = restarts;
      jobs.push_back(job);
    }
  }
};

/// Runs the batch and returns each job's outcome, by job, checking that done() came once.
std::vector<BatchOutcome> run(const Batch& b, const Challenge& ch, int workers,
                              std::stop_token stop = {}, RunBudget* budget = nullptr) {
  std::vector<BatchOutcome> outcomes(b.jobs.size());
  std::vector<int> calls(b.jobs.size(), 0);
  std::mutex mutex;
  BatchEvents events;
  events.done = [&](std::size_t i, const BatchOutcome& out) {
    std::lock_guard lock(mutex);
    ++calls[i];
    outcomes[i] = out;
  };
  run_batch(b.jobs, {workers, &ch.dict, &ch.words, budget, {}, {}}, events, stop);
  for (std::size_t i = 0; i < calls.size(); ++i) EXPECT_EQ(calls[i], 1) << "job " << i;
  return outcomes;
}

TEST(RunBatch, EveryJobSolvedCheckedAndTheSameOnTwoWorkers) {
  REQUIRE_CHALLENGE(ch);
  const Batch b(2);
  const auto one = run(b, *ch, 1);
  const auto two = run(b, *ch, 2);
  for (std::size_t i = 0; i < b.jobs.size(); ++i) {
    SCOPED_TRACE(cwg::test::seed_note(b.jobs[i].opts.seed));
    ASSERT_TRUE(one[i].result.filled) << one[i].result.message;
    cwg::arrowword::ValidationReport check = validate(one[i].result.grid, &ch->words);
    check_against_spec(one[i].result.grid, b.grids[i], check);
    EXPECT_TRUE(check.valid());
    EXPECT_EQ(one[i].valid, check.valid());
    EXPECT_EQ(one[i].result.attempts, 2);
    EXPECT_EQ(cwg::cwgfile::format(one[i].result.grid), cwg::cwgfile::format(two[i].result.grid));
  }
}

TEST(RunBatch, AStopRequestedBeforehandStartsNoJob) {
  REQUIRE_CHALLENGE(ch);
  const Batch b(2);
  std::stop_source source;
  source.request_stop();
  int rounds = 0;
  BatchEvents events;
  events.round_started = [&](std::size_t, const RoundStart&) { ++rounds; };
  std::vector<bool> interrupted;
  events.done = [&](std::size_t, const BatchOutcome& o) { interrupted.push_back(o.interrupted); };
  run_batch(b.jobs, {2, &ch->dict, &ch->words, nullptr, {}, {}}, events, source.get_token());
  EXPECT_EQ(rounds, 0);
  EXPECT_EQ(interrupted, std::vector<bool>(3, true));
}

TEST(RunBatch, AStopDuringAJobEndsItWithWhatItHas) {
  REQUIRE_CHALLENGE(ch);
  Batch b(0);  // attempts until stopped
  for (BatchJob& job : b.jobs) job.opts.time = 600;
  std::stop_source source;
  BatchEvents events;
  // The first finished attempt of the first job stops the batch.
  events.progress = [&](std::size_t, int, double) { source.request_stop(); };
  std::vector<BatchOutcome> outcomes;
  events.done = [&](std::size_t, const BatchOutcome& o) { outcomes.push_back(o); };
  run_batch(b.jobs, {1, &ch->dict, &ch->words, nullptr, {}, {}}, events, source.get_token());
  ASSERT_EQ(outcomes.size(), 3u);
  EXPECT_FALSE(outcomes[0].interrupted);  // it ran, and was cut short
  EXPECT_GE(outcomes[0].result.attempts, 1);
  EXPECT_TRUE(outcomes[1].interrupted);
  EXPECT_TRUE(outcomes[2].interrupted);
}

TEST(RunBatch, AFailingJobStopsTheBatchAndItsErrorIsRethrown) {
  REQUIRE_CHALLENGE(ch);
  const Batch b(1);
  BatchEvents events;
  events.round_started = [](std::size_t i, const RoundStart&) {
    if (i == 0) throw std::runtime_error("job 0 fails");
  };
  int done = 0;
  events.done = [&](std::size_t, const BatchOutcome&) { ++done; };
  EXPECT_THROW(run_batch(b.jobs, {1, &ch->dict, &ch->words, nullptr, {}, {}}, events, {}),
               std::runtime_error);
  EXPECT_EQ(done, 0);  // nothing started after the failure
}

TEST(RunBatch, ABudgetGivesEveryJobAFirstRoundAndEndsTheBatch) {
  REQUIRE_CHALLENGE(ch);
  Batch b(0);
  std::vector<RunBudget::GridSize> sizes;
  for (const auto& g : b.grids) sizes.push_back({g.rows * g.cols, g.rows * g.cols});
  RunBudget budget(sizes, 2.0, 1);
  const auto outcomes = run(b, *ch, 1, {}, &budget);
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    EXPECT_FALSE(outcomes[i].interrupted);
    EXPECT_GT(outcomes[i].seconds, 0);
    EXPECT_FALSE(budget.running(i));
  }
}

}  // namespace
