#pragma once
/// Runs `threads` copies of one worker at once and returns when all are done: the way the
/// solver's attempts and the fill engine's restarts share the cores. Each worker takes its
/// next job from state the caller shares between them (an attempt counter), so which thread
/// runs which job never decides a result.
#include <tbb/info.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

namespace cwg {

/// The threads a `--threads` value asks for: itself, or every core for 0 (or less).
inline int worker_count(int requested) {
  return requested > 0 ? requested : static_cast<int>(tbb::info::default_concurrency());
}

/// `threads` >= 1; with 1 the worker runs on the calling thread (no pool at all).
template <class Worker>
void run_workers(int threads, Worker& worker) {
  if (threads <= 1) {
    worker();
    return;
  }
  tbb::task_arena arena(threads);
  arena.execute([&] {
    tbb::task_group group;
    for (int t = 0; t < threads; ++t) group.run([&worker] { worker(); });
    group.wait();
  });
}

}  // namespace cwg
