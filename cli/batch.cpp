#include "cli/batch.hpp"

#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <thread>

#include "cli/run_support.hpp"

namespace cwg::cli {

void run_batch(const std::vector<BatchJob>& jobs, int workers, const Dictionary& dict,
               const std::unordered_set<std::string>& words, ProgressBoard& board,
               const BatchDone& done) {
  auto run_one = [&](std::size_t i) {
    const BatchJob& job = jobs[i];
    BatchOutcome out;
    if (g_interrupted.load()) {
      out.interrupted = true;
      board.finish(i, done(i, out));
      return;
    }
    board.start(i, job.name, job.opts.time, job.note);
    const auto start = std::chrono::steady_clock::now();
    out.result = solve_grid(*job.input, dict, job.opts, &g_interrupted,
                            [&](const SolveProgress& p) { board.update(i, p.attempts, p.best_score); });
    out.seconds = seconds_since(start);
    out.ratings = rate(out.result.grid);
    out.check = validate(out.result.grid, &words);
    check_against_spec(out.result.grid, *job.input, out.check);
    out.valid = out.result.filled && out.check.valid();
    board.finish(i, done(i, out));
  };
  if (workers <= 1) {
    for (std::size_t i = 0; i < jobs.size(); ++i) run_one(i);
    return;
  }
  std::atomic<std::size_t> next{0};
  std::mutex error_mutex;
  std::exception_ptr error;
  std::vector<std::thread> pool;
  for (int t = 0; t < workers; ++t)
    pool.emplace_back([&] {
      try {
        for (std::size_t i; (i = next.fetch_add(1)) < jobs.size();) run_one(i);
      } catch (...) {
        std::lock_guard<std::mutex> lock(error_mutex);
        if (!error) error = std::current_exception();
        g_interrupted.store(true);
      }
    });
  for (auto& t : pool) t.join();
  if (error) std::rethrow_exception(error);
}

}  // namespace cwg::cli
