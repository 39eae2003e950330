#pragma once
/// Runs `threads` copies of one worker and returns when all are done: the way the solver's
/// attempts, the fill engine's restarts, a batch's grids, self-play and the leave learner
/// share the cores. Each worker takes its next job from state the caller shares between them
/// (an attempt counter), so which thread runs which job never decides a result, nor whether
/// the copies really run at once.
///
/// The runtime is oneTBB (the design card's): one `tbb::task_arena` of `threads` slots per
/// call, the copies as tasks of one task_group in it; a stop is the callers' StopToken,
/// checked by the workers between jobs. ThreadSanitizer cannot see the hand-over inside the
/// (uninstrumented) libtbb, so each copy starts by acquiring what the caller released and
/// ends by releasing what the caller acquires after the wait: two atomics of ours that TSan
/// does see, and the tsan stage goes on checking everything the workers share.
#include <sched.h>
#include <tbb/global_control.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <atomic>
#include <cassert>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

namespace cwg {

/// The threads a `--threads` value asks for: itself, or for 0 (or less) every core this
/// process may run on (its CPU affinity, as taskset or a container's cpuset limits it).
inline int worker_count(int requested) {
  if (requested > 0) return requested;
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

/// `threads` >= 1; the calling thread is one of them (with 1, the worker simply runs here).
/// The first exception a worker throws is rethrown here once every worker has returned.
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
  if (threads <= 1) {
    guarded();
  } else {
    // More threads than cores is what was asked for (as with --threads 8 on 2 cores):
    // TBB's default limit is the cores, so it is raised while this arena runs.
    using tbb::global_control;
    std::optional<global_control> limit;
    const auto wanted = static_cast<std::size_t>(threads);
    if (global_control::active_value(global_control::max_allowed_parallelism) < wanted)
      limit.emplace(global_control::max_allowed_parallelism, wanted);
    std::atomic<bool> started{false};
    std::atomic<int> finished{0};
    auto task = [&] {
      (void)started.load(std::memory_order_acquire);
      guarded();
      finished.fetch_add(1, std::memory_order_acq_rel);
    };
    tbb::task_arena arena(threads);
    arena.execute([&] {
      tbb::task_group group;
      // After the group is made: its state is what each task touches last (TSan saw the
      // group's construction race a task's finish when this came first).
      started.store(true, std::memory_order_release);
      for (int t = 1; t < threads; ++t) group.run(task);
      task();
      group.wait();
    });
    [[maybe_unused]] const int done = finished.load(std::memory_order_acquire);
    assert(done == threads);
  }
  if (failure) std::rethrow_exception(failure);
}

}  // namespace cwg
