#include "solver/run/batch.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <utility>

#include "core/text.hpp"
#include "core/workers.hpp"

namespace cwg::arrowword::run {

using solver::solve_grid;
using solver::SolveProgress;
using solver::SolveResult;
using solver::SolverOptions;

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

/// Folds a later round's result into a job's: the better grid, the sums of the rest;
/// `interrupted` when the round ended on a stop request (for the message).
void merge(SolveResult& into, SolveResult&& round, bool interrupted) {
  into.attempts += round.attempts;
  into.stats += round.stats;
  into.cut = into.cut || round.cut;  // a round the time limit cut had a say in the grid
  if (round.filled && (!into.filled || round.score > into.score)) {
    into.filled = true;
    into.grid = std::move(round.grid);
    into.score = round.score;
    into.winner = round.winner;
    into.message.clear();
  } else if (!into.filled) {
    into.message = std::string(interrupted ? "interrupted" : "none found") + " after " +
                   text::counted(into.attempts, "attempt");
  }
}

/// One batch while it runs: the workers share it, under `mutex_`.
class BatchRun {
 public:
  BatchRun(const std::vector<BatchJob>& jobs, const BatchSetup& setup, const BatchEvents& events,
           std::stop_token stop)
      : jobs_(jobs),
        setup_(setup),
        events_(events),
        outcomes_(jobs.size()),
        rounds_(jobs.size(), 0),
        stopped_(stop.stop_requested()),
        // Runs in the thread that requests the stop (a signal handler, even): a store only.
        on_stop_(stop, [this] { stopped_.store(true); }) {}

  void run() {
    auto worker = [this] { work(); };
    run_workers(std::max(setup_.workers, 1), worker);
    if (error_) std::rethrow_exception(error_);
    // With a budget, jobs not final after a round finish here, in order, once it is spent.
    if (setup_.budget)
      for (std::size_t i = 0; i < jobs_.size(); ++i)
        if (rounds_[i] > 0 && !setup_.budget->final(i)) finish(i);
  }

 private:
  struct Work {
    std::size_t job;
    double seconds;    // of its round
    double good = 0;   // when above 0: end the round at a valid fill scoring this
    int attempts = 0;  // when above 0: the round's attempts at most (an overtime round)
  };

  void finish(std::size_t i) {
    BatchOutcome& out = outcomes_[i];
    if (!out.interrupted) {
      out.ratings = rate(out.result.grid);
      out.check = validate(out.result.grid, setup_.words);
      check_against_spec(out.result.grid, *jobs_[i].input, out.check);
      out.valid = out.result.filled && out.check.valid();
    }
    if (events_.done) events_.done(i, out);
  }

  /// One round of job i: solve for `seconds`, continuing the attempts of its earlier
  /// rounds. True when the job needs no further round.
  bool run_round(const Work& work) {
    const std::size_t i = work.job;
    const BatchJob& job = jobs_[i];
    BatchOutcome& out = outcomes_[i];
    SolverOptions opts = job.opts;
    if (setup_.budget) opts.time = work.seconds;
    if (work.attempts > 0) opts.restarts = work.attempts;
    const double good = work.good;
    // A good fill ends the round (whether the job is final still follows its own target).
    if (good > 0) opts.target = std::min(opts.target, good);
    const int prior_attempts = out.result.attempts;
    const double prior_best = out.result.filled ? out.result.score : -1;
    if (events_.round_started)
      events_.round_started(i, {grid_time(opts), work.attempts, prior_attempts});
    auto progress = [&](const SolveProgress& p) {
      if (events_.progress)
        events_.progress(i, prior_attempts + p.attempts, std::max(prior_best, p.best_score));
    };
    const auto start = Clock::now();
    SolveResult r = solve_grid(*job.input, *setup_.dict, opts, &stopped_, progress, prior_attempts,
                               setup_.check, setup_.weak);
    const double took = seconds_since(start);
    std::lock_guard lock(mutex_);
    out.seconds += took;
    const int attempts = r.attempts;
    const bool settled = r.settled;
    if (rounds_[i]++ == 0)
      out.result = std::move(r);
    else
      merge(out.result, std::move(r), stopped_.load());
    // Done: no budget to go on with, stopped, --target reached, or --patience ran out.
    const bool final = !setup_.budget || stopped_.load() || settled ||
                       (out.result.filled && out.result.score >= job.opts.target);
    if (setup_.budget)
      setup_.budget->record(i, took, attempts, out.result.filled ? out.result.score : -1, final);
    return final;
  }

  /// The next piece of work: a job's first round, else (with a budget) a further round;
  /// waits while others run and may still leave work; nullopt when all is done.
  std::optional<Work> take(std::unique_lock<std::mutex>& lock) {
    RunBudget* budget = setup_.budget;
    for (;;) {
      if (error_) return std::nullopt;
      if (next_ < jobs_.size()) {
        const std::size_t i = next_++;
        if (stopped_.load()) {
          outcomes_[i].interrupted = true;
          lock.unlock();
          if (events_.done) events_.done(i, outcomes_[i]);
          lock.lock();
          continue;
        }
        if (!budget) return Work{i, grid_time(jobs_[i].opts)};
        budget->start(i);
        return Work{i, budget->first_round(i, seconds_since(start_))};
      }
      if (!budget || stopped_.load()) return std::nullopt;
      if (auto round = budget->next_round(seconds_since(start_)))
        return Work{round->grid, round->seconds, round->good, round->attempts};
      if (running_ == 0) return std::nullopt;
      wake_.wait(lock);
    }
  }

  void work() {
    for (;;) {
      std::unique_lock lock(mutex_);
      const std::optional<Work> work = take(lock);
      if (!work) {
        wake_.notify_all();
        return;
      }
      ++running_;
      lock.unlock();
      bool final = false;
      try {
        final = run_round(*work);
      } catch (...) {
        lock.lock();
        if (!error_) error_ = std::current_exception();
        stopped_.store(true);  // the other jobs end early; the error is what the caller sees
        --running_;
        wake_.notify_all();
        return;
      }
      lock.lock();
      --running_;
      wake_.notify_all();
      lock.unlock();
      if (final) finish(work->job);
    }
  }

  const std::vector<BatchJob>& jobs_;
  const BatchSetup& setup_;
  const BatchEvents& events_;
  const Clock::time_point start_ = Clock::now();
  std::vector<BatchOutcome> outcomes_;
  std::vector<int> rounds_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::size_t next_ = 0;  // the next job without a first round
  int running_ = 0;
  std::exception_ptr error_;
  std::atomic<bool> stopped_;
  std::stop_callback<std::function<void()>> on_stop_;
};

}  // namespace

void run_batch(const std::vector<BatchJob>& jobs, const BatchSetup& setup,
               const BatchEvents& events, std::stop_token stop) {
  BatchRun(jobs, setup, events, std::move(stop)).run();
}

}  // namespace cwg::arrowword::run
