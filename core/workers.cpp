#include "core/workers.hpp"

#include <sched.h>
#include <tbb/global_control.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <exception>
#include <mutex>
#include <new>
#include <optional>
#include <thread>

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

int worker_count(int requested) {
  if (requested > 0) return requested;
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

namespace {

/// Debian's libtbb is not built with ThreadSanitizer, so TSan cannot see it hand a task to a
/// worker thread nor report its end to the waiting one. These are those happens-before
/// edges, told to TSan here and nowhere else, so the tsan stage goes on checking everything
/// the workers share (tests/core/tsan_race.cpp proves it): `release` where a thread hands
/// something over, `acquire` where another takes it (no-ops in a build without TSan).
void handoff_release([[maybe_unused]] const void* at) {
#ifdef CWG_TSAN
  __tsan_release(const_cast<void*>(at));
#endif
}
void handoff_acquire([[maybe_unused]] const void* at) {
#ifdef CWG_TSAN
  __tsan_acquire(const_cast<void*>(at));
#endif
}

/// How deep this thread is in parallel work of ours: in an arena it runs, or in a task.
thread_local int parallel_depth = 0;
class InParallel {
 public:
  InParallel() { ++parallel_depth; }
  ~InParallel() { --parallel_depth; }
  InParallel(const InParallel&) = delete;
  InParallel& operator=(const InParallel&) = delete;
};

/// oneTBB's worker threads outlive the arenas: left alone, they were still ending (libtbb
/// freeing their memory) while the process ran its static destructors, a race TSan reported
/// at exit now and then. The first arena takes a reference to the scheduler, and at exit,
/// before the statics made earlier are destroyed, tbb::finalize waits for every worker to
/// end. Not from within parallel work (exit called in a task), which would wait for itself;
/// then the reference is only dropped.
void end_workers_at_exit() {
  struct Scheduler {
    tbb::task_scheduler_handle handle{tbb::attach{}};
    ~Scheduler() {
      if (parallel_depth == 0) tbb::finalize(handle, std::nothrow);
    }
  };
  static Scheduler scheduler;
}

/// A task as TBB keeps it: TBB copies it into a task object of its own, and the copy first
/// learns where it lives (its copy constructor writes its address back to the original),
/// so that the handing thread can release that address once the task object is whole and
/// the task acquire it before it reads anything of its own. Its end is released on `done`
/// (when not null), which the waiting thread acquires once TBB says the tasks have finished.
class HandedTask {
 public:
  HandedTask(std::function<void()> body, const void* done) : body_(std::move(body)), done_(done) {}
  HandedTask(const HandedTask& other) : body_(other.body_), done_(other.done_) {
    other.copy_ = this;
  }
  HandedTask& operator=(const HandedTask&) = delete;
  void operator()() const {
    const InParallel in_task;
    handoff_acquire(this);
    body_();
    if (done_ != nullptr) handoff_release(done_);
  }
  /// TBB's copy of this task, a task of `group` to spawn or enqueue, made whole and
  /// released to whichever thread runs it.
  tbb::task_handle hand_over(tbb::task_group& group) const {
    tbb::task_handle handle = group.defer(*this);
    handoff_release(copy_);
    return handle;
  }

 private:
  std::function<void()> body_;
  const void* done_;
  mutable const void* copy_ = nullptr;
};

/// TBB's limit of threads at once (its worker threads and one), raised to `wanted` while the
/// value returned lives when it is lower: more threads than cores is what was asked for (as
/// with --threads 8 on 2 cores), and an arena asking for more workers than the limit allows
/// gets fewer, with a "TBB Warning" on stderr.
std::optional<tbb::global_control> allow_threads(int wanted) {
  using tbb::global_control;
  std::optional<global_control> limit;
  const auto n = static_cast<std::size_t>(wanted);
  if (global_control::active_value(global_control::max_allowed_parallelism) < n)
    limit.emplace(global_control::max_allowed_parallelism, n);
  return limit;
}

/// One arena of `threads` slots, the other copies as tasks of one task_group in it.
void run_in_arena(int threads, const std::function<void()>& guarded) {
  end_workers_at_exit();
  const auto limit = allow_threads(threads);
  const char done = 0;  // only its address: where the tasks' ends are released
  const HandedTask task(guarded, &done);
  tbb::task_arena arena(threads);
  arena.execute([&] {
    const InParallel in_arena;
    tbb::task_group group;
    for (int t = 1; t < threads; ++t) group.run(task.hand_over(group));
    guarded();
    group.wait();
  });
  handoff_acquire(&done);
}

}  // namespace

void run_workers(int threads, const std::function<void()>& worker) {
  std::exception_ptr failure;
  std::mutex failure_mutex;
  const std::function<void()> guarded = [&] {
    try {
      worker();
    } catch (...) {
      std::lock_guard lock(failure_mutex);
      if (!failure) failure = std::current_exception();
    }
  };
  if (threads <= 1)
    guarded();
  else
    run_in_arena(threads, guarded);
  if (failure) std::rethrow_exception(failure);
}

void run_both(const std::function<void()>& first, const std::function<void()>& second) {
  const std::array<const std::function<void()>*, 2> jobs{&first, &second};
  std::array<std::exception_ptr, 2> failures;
  std::atomic<int> next{0};
  run_workers(std::min(2, worker_count(0)), [&] {
    for (int k = next++; k < 2; k = next++) try {
        (*jobs[k])();
      } catch (...) {
        failures[k] = std::current_exception();
      }
  });
  for (const std::exception_ptr& failure : failures)
    if (failure) std::rethrow_exception(failure);
}

struct Background::Runtime {
  // All `threads` are TBB workers, and one slot more is kept for the thread that waits in
  // the destructor: it joins the arena itself, where without a slot TBB handed its wait to a
  // worker, a hand-off TSan cannot see (a TSan build of the editor's tests reported it).
  // The limit must allow them and one more (cwg edit on 2 cores printed a "TBB Warning" at
  // its first query and ran its queries on one thread).
  explicit Runtime(int threads)
      : limit(allow_threads(std::max(1, threads) + 1)), arena(std::max(1, threads) + 1, 1) {}
  std::optional<tbb::global_control> limit;
  tbb::task_arena arena;
  tbb::task_group group;
};

Background::Background(int threads) {
  end_workers_at_exit();
  runtime_ = std::make_unique<Runtime>(threads);
}

Background::~Background() {
  runtime_->arena.execute([this] { runtime_->group.wait(); });
}

void Background::enqueue(std::function<void()> job) {
  const HandedTask task(std::move(job), nullptr);
  runtime_->arena.enqueue(task.hand_over(runtime_->group));
}

LateWorkers::LateWorkers(int copies, std::function<void()> worker)
    : copies_(copies), worker_(std::move(worker)) {}

LateWorkers::~LateWorkers() = default;

void LateWorkers::start() {
  if (copies_ <= 0 || pool_) return;
  pool_ = std::make_unique<Background>(copies_);
  for (int k = 0; k < copies_; ++k) done_.push_back(pool_->submit([this] { worker_(); }));
}

void LateWorkers::join() {
  for (auto& f : done_) f.wait();
  for (auto& f : done_) f.get();
}

}  // namespace cwg
