#pragma once
/// Runs `threads` copies of one worker and returns when all are done: the way the solver's
/// attempts, the fill engine's restarts, a batch's grids, self-play, the leave learner, the
/// simulation and the endgame search share the cores. Each worker takes its next job from
/// state the caller shares between them (an attempt counter), so which thread runs which job
/// never decides a result, nor whether the copies really run at once.
///
/// The runtime is oneTBB (the design card's), kept in core/workers.cpp: its headers are about
/// 100,000 lines, which every file including this one compiled before (the sanitized tree's
/// build spent minutes on them).
#include <functional>
#include <future>
#include <memory>
#include <utility>
#include <vector>

namespace cwg {

/// The threads a `--threads` value asks for: itself, or for 0 (or less) every core this
/// process may run on (its CPU affinity, as taskset or a container's cpuset limits it).
int worker_count(int requested);

/// `threads` >= 1 copies of `worker` at once; the calling thread is one of them (with 1, the
/// worker simply runs here). The first exception a worker throws is rethrown here once every
/// worker has returned.
void run_workers(int threads, const std::function<void()>& worker);

template <class Worker>
void run_workers(int threads, Worker& worker) {
  run_workers(threads, std::function<void()>(std::ref(worker)));
}

/// Runs `first` and `second`, at once when a second thread is free (else one after the
/// other, on the calling thread, which never waits for a thread to come): the independent
/// parts of a load (clues/sources.hpp). Once both have ended, rethrows the exception
/// `first` threw, else the one `second` threw, whichever came first in time.
void run_both(const std::function<void()>& first, const std::function<void()>& second);

/// Jobs run in the background on `threads` TBB threads of their own, each job's result (or
/// exception) a future: the editor's server (candidate queries, health, clue look-ups off
/// its HTTP threads), a dictionary read beside a thesaurus. The destructor waits for every
/// job submitted.
class Background {
 public:
  explicit Background(int threads);
  ~Background();
  Background(const Background&) = delete;
  Background& operator=(const Background&) = delete;

  template <class F>
  auto submit(F&& f) -> std::future<decltype(f())> {
    auto job = std::make_shared<std::packaged_task<decltype(f())()>>(std::forward<F>(f));
    auto future = job->get_future();
    enqueue([job] { (*job)(); });
    return future;
  }

 private:
  void enqueue(std::function<void()> job);
  struct Runtime;
  std::unique_ptr<Runtime> runtime_;
};

/// `copies` copies of `worker` that start in the background only when start() is first
/// called, and never when it is not: for a caller whose first job usually ends soon, where
/// threads started at once would only take CPU from it (the fill engine's attempts). join()
/// waits for them and rethrows the first exception one threw; the destructor waits as well.
class LateWorkers {
 public:
  LateWorkers(int copies, std::function<void()> worker);
  ~LateWorkers();
  LateWorkers(const LateWorkers&) = delete;
  LateWorkers& operator=(const LateWorkers&) = delete;
  /// Starts them, the first time (from one thread at a time).
  void start();
  void join();

 private:
  int copies_;
  std::function<void()> worker_;
  std::vector<std::future<void>> done_;
  std::unique_ptr<Background> pool_;  // last: destroyed first, waiting for every copy
};

}  // namespace cwg
