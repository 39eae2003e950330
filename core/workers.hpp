#pragma once
/// Runs `threads` copies of one worker at once and returns when all are done: the way the
/// solver's attempts, the fill engine's restarts and a batch's grids share the cores. Each
/// worker takes its next job from state the caller shares between them (an attempt counter),
/// so which thread runs which job never decides a result.
///
/// Plain std::thread, not a task scheduler: the workers pull their own jobs, so nothing is
/// left for work stealing to balance, and a pool of plain threads is what ThreadSanitizer
/// understands, so the tsan stage checks this very code rather than a stand-in for an
/// uninstrumented library.
#include <sched.h>

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace cwg {

/// The threads a `--threads` value asks for: itself, or for 0 (or less) every core this
/// process may run on (its CPU affinity, as taskset or a container's cpuset limits it).
inline int worker_count(int requested) {
  if (requested > 0) return requested;
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

/// `threads` >= 1; the calling thread is one of them (with 1, no thread is started). The
/// first exception a worker throws is rethrown here once every worker has returned.
template <class Worker>
void run_workers(int threads, Worker& worker) {
  std::exception_ptr failure;
  std::mutex failure_mutex;
  auto guarded = [&] {
    try {
      worker();
    } catch (...) {
      std::lock_guard lock(failure_mutex);
      if (!failure) failure = std::current_exception();
    }
  };
  {
    std::vector<std::jthread> pool;
    pool.reserve(static_cast<std::size_t>(std::max(0, threads - 1)));
    for (int t = 1; t < threads; ++t) pool.emplace_back(guarded);
    guarded();
  }  // the jthreads join here
  if (failure) std::rethrow_exception(failure);
}

}  // namespace cwg
