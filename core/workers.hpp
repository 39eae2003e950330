#pragma once
/// Runs `threads` copies of one worker and returns when all are done: the way the solver's
/// attempts, the fill engine's restarts, a batch's grids, self-play, the leave learner, the
/// simulation and the endgame search share the cores. Each worker takes its next job from
/// state the caller shares between them (an attempt counter), so which thread runs which job
/// never decides a result, nor whether the copies really run at once.
///
/// The runtime is oneTBB (the design card's): one `tbb::task_arena` of `threads` slots per
/// call, the copies as tasks of one task_group in it; a stop is the callers' StopToken,
/// checked by the workers between jobs. Debian's libtbb is not built with ThreadSanitizer,
/// so TSan cannot see it hand a task to a worker thread nor report its end to the waiting
/// one; `tsan_handoff` tells it of both edges here, and of nothing else, so the tsan stage
/// goes on checking everything the workers share (tests/core/tsan_race.cpp proves it).
#include <sched.h>
#include <tbb/global_control.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <exception>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#if defined(__SANITIZE_THREAD__)
#define CWG_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define CWG_TSAN 1
#endif
#endif
#ifdef CWG_TSAN
#include <sanitizer/tsan_interface.h>
#endif

namespace cwg {

/// The threads a `--threads` value asks for: itself, or for 0 (or less) every core this
/// process may run on (its CPU affinity, as taskset or a container's cpuset limits it).
inline int worker_count(int requested) {
  if (requested > 0) return requested;
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

/// The happens-before edges libtbb makes where ThreadSanitizer cannot see them: `release`
/// where a thread hands something over, `acquire` where another takes it (both no-ops in
/// a build without TSan).
namespace tsan_handoff {
inline void release([[maybe_unused]] const void* at) {
#ifdef CWG_TSAN
  __tsan_release(const_cast<void*>(at));
#endif
}
inline void acquire([[maybe_unused]] const void* at) {
#ifdef CWG_TSAN
  __tsan_acquire(const_cast<void*>(at));
#endif
}
}  // namespace tsan_handoff

namespace detail {

/// A task as TBB keeps it: TBB copies it into a task object of its own, and the copy first
/// learns where it lives (its copy constructor writes its address back to the original),
/// so that the handing thread can release that address once the task object is whole and
/// the task acquire it before it reads anything of its own. Its end is released on `done`
/// (when not null), which the waiting thread acquires once TBB says the tasks have finished.
template <class Body>
class HandedTask {
 public:
  HandedTask(Body body, const void* done) : body_(std::move(body)), done_(done) {}
  HandedTask(const HandedTask& other) : body_(other.body_), done_(other.done_) {
    other.copy_ = this;
  }
  HandedTask& operator=(const HandedTask&) = delete;
  void operator()() const {
    tsan_handoff::acquire(this);
    body_();
    if (done_ != nullptr) tsan_handoff::release(done_);
  }
  /// TBB's copy of this task, a task of `group` to spawn or enqueue, made whole and
  /// released to whichever thread runs it.
  tbb::task_handle hand_over(tbb::task_group& group) const {
    tbb::task_handle handle = group.defer(*this);
    tsan_handoff::release(copy_);
    return handle;
  }

 private:
  Body body_;
  const void* done_;
  mutable const void* copy_ = nullptr;
};

}  // namespace detail

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
    const char done = 0;  // only its address: where the tasks' ends are released
    const detail::HandedTask task(guarded, &done);
    tbb::task_arena arena(threads);
    arena.execute([&] {
      tbb::task_group group;
      for (int t = 1; t < threads; ++t) group.run(task.hand_over(group));
      guarded();
      group.wait();
    });
    tsan_handoff::acquire(&done);
  }
  if (failure) std::rethrow_exception(failure);
}

/// Jobs run in the background on `threads` TBB threads of their own, each job's result (or
/// exception) a future: the editor's server (candidate queries, health, clue look-ups off
/// its HTTP threads), a dictionary read beside a thesaurus. The destructor waits for every
/// job submitted.
class Background {
 public:
  explicit Background(int threads) : arena_(std::max(1, threads), 0) {}
  ~Background() {
    arena_.execute([this] { group_.wait(); });
  }
  Background(const Background&) = delete;
  Background& operator=(const Background&) = delete;

  template <class F>
  auto submit(F&& f) -> std::future<decltype(f())> {
    auto job = std::make_shared<std::packaged_task<decltype(f())()>>(std::forward<F>(f));
    auto future = job->get_future();
    const detail::HandedTask task([job] { (*job)(); }, nullptr);
    arena_.enqueue(task.hand_over(group_));
    return future;
  }

 private:
  tbb::task_arena arena_;  // no slot kept for the submitting threads: they only wait
  tbb::task_group group_;
};

}  // namespace cwg
