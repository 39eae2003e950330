#pragma once
// ThreadSanitizer builds only: see tests/tsan/README.md. The arena's thread limit is the
// number of tasks the caller runs in it, one std::thread each.
#include <utility>

namespace tbb {
class task_arena {
 public:
  explicit task_arena(int /*max_concurrency*/ = 0) {}
  template <class F>
  decltype(auto) execute(F&& f) {
    return std::forward<F>(f)();
  }
};
}  // namespace tbb
