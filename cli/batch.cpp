#include "cli/batch.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

#include "cli/run_support.hpp"

namespace cwg::cli {

using arrowword::solver::solve_grid;
using arrowword::solver::SolveProgress;
using arrowword::solver::SolveResult;
using arrowword::solver::SolverOptions;

using arrowword::check_against_spec;
using arrowword::rate;
using arrowword::validate;

namespace {

/// Folds a later round's result into a job's: the better grid, the sums of the rest;
/// `interrupted` when the round ended on the interrupt (for the message).
void merge(SolveResult& into, SolveResult&& round, bool interrupted) {
  into.attempts += round.attempts;
  into.stats += round.stats;
  if (round.filled && (!into.filled || round.score > into.score)) {
    into.filled = true;
    into.grid = std::move(round.grid);
    into.score = round.score;
    into.winner = round.winner;
    into.message.clear();
  } else if (!into.filled) {
    into.message = std::string(interrupted ? "interrupted" : "none found") + " after " +
                   std::to_string(into.attempts) + " attempts";
  }
}

}  // namespace

void run_batch(const std::vector<BatchJob>& jobs, int workers, const Dictionary& dict,
               const std::unordered_set<std::string>& words, ProgressBoard& board,
               const BatchDone& done, RunBudget* budget) {
  const auto run_start = std::chrono::steady_clock::now();
  std::vector<BatchOutcome> outcomes(jobs.size());
  std::vector<int> rounds(jobs.size(), 0);
  std::mutex mutex;
  std::condition_variable wake;
  std::size_t next = 0;  // the next job without a first round
  int running = 0;
  std::exception_ptr error;

  auto finish = [&](std::size_t i) {
    BatchOutcome& out = outcomes[i];
    if (!out.interrupted) {
      out.ratings = rate(out.result.grid);
      out.check = validate(out.result.grid, &words);
      check_against_spec(out.result.grid, *jobs[i].input, out.check);
      out.valid = out.result.filled && out.check.valid();
    }
    board.finish(i, done(i, out));
  };
  // One round of job i: solve for `seconds`, continuing the attempts of its earlier rounds.
  auto run_round = [&](std::size_t i, double seconds) {
    const BatchJob& job = jobs[i];
    BatchOutcome& out = outcomes[i];
    SolverOptions opts = job.opts;
    if (budget) opts.time = seconds;
    const int prior_attempts = out.result.attempts;
    const double prior_best = out.result.filled ? out.result.score : -1;
    board.start(i, job.name, grid_time(opts), job.note);
    const auto start = std::chrono::steady_clock::now();
    SolveResult r = solve_grid(
        *job.input, dict, opts, &g_interrupted,
        [&](const SolveProgress& p) {
          board.update(i, prior_attempts + p.attempts, std::max(prior_best, p.best_score));
        },
        prior_attempts);
    const double took = seconds_since(start);
    std::lock_guard<std::mutex> lock(mutex);
    out.seconds += took;
    const int attempts = r.attempts;
    const bool settled = r.settled;
    if (rounds[i]++ == 0) {
      out.result = std::move(r);
    } else {
      merge(out.result, std::move(r), g_interrupted.load());
    }
    // Done: no budget to go on with, interrupted, --target reached, or --patience ran out.
    const bool final = !budget || g_interrupted.load() || settled ||
                       (out.result.filled && out.result.score >= job.opts.target);
    if (budget) budget->record(i, took, attempts, out.result.filled ? out.result.score : -1, final);
    return final;
  };
  // Takes the next piece of work: a job's first round, else (with a budget) a further
  // round; waits while others run and may still leave work; nullopt when all is done.
  auto take =
      [&](std::unique_lock<std::mutex>& lock) -> std::optional<std::pair<std::size_t, double>> {
    for (;;) {
      if (error) return std::nullopt;
      if (next < jobs.size()) {
        const std::size_t i = next++;
        if (g_interrupted.load()) {
          outcomes[i].interrupted = true;
          lock.unlock();
          board.finish(i, done(i, outcomes[i]));
          lock.lock();
          continue;
        }
        if (!budget) return std::make_pair(i, grid_time(jobs[i].opts));
        budget->start(i);
        return std::make_pair(i, budget->first_round(i, seconds_since(run_start)));
      }
      if (!budget || g_interrupted.load()) return std::nullopt;
      if (auto round = budget->next_round(seconds_since(run_start)))
        return std::make_pair(round->grid, round->seconds);
      if (running == 0) return std::nullopt;
      wake.wait(lock);
    }
  };
  auto worker = [&] {
    for (;;) {
      std::unique_lock<std::mutex> lock(mutex);
      const auto work = take(lock);
      if (!work) {
        wake.notify_all();
        return;
      }
      ++running;
      lock.unlock();
      bool final = false;
      try {
        final = run_round(work->first, work->second);
      } catch (...) {
        lock.lock();
        if (!error) error = std::current_exception();
        g_interrupted.store(true);
        --running;
        wake.notify_all();
        return;
      }
      lock.lock();
      --running;
      wake.notify_all();
      lock.unlock();
      if (final) finish(work->first);
    }
  };
  if (workers <= 1) {
    worker();
  } else {
    std::vector<std::thread> pool;
    for (int t = 0; t < workers; ++t) pool.emplace_back(worker);
    for (auto& t : pool) t.join();
  }
  if (error) std::rethrow_exception(error);
  // With a budget, rows not final after a round finish here, in order, once it is spent.
  if (budget)
    for (std::size_t i = 0; i < jobs.size(); ++i)
      if (rounds[i] > 0 && !budget->final(i)) finish(i);
}

}  // namespace cwg::cli
