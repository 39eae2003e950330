#pragma once
// ThreadSanitizer builds only: see tests/tsan/README.md. run() starts a std::thread, wait()
// joins them all and rethrows the first exception a task threw, as tbb::task_group does.
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace tbb {
class task_group {
 public:
  task_group() = default;
  task_group(const task_group&) = delete;
  task_group& operator=(const task_group&) = delete;
  ~task_group() { join(); }

  template <class F>
  void run(F&& f) {
    threads_.emplace_back([this, task = std::function<void()>(std::forward<F>(f))] {
      try {
        task();
      } catch (...) {
        std::lock_guard<std::mutex> lock(mutex_);
        if (!error_) error_ = std::current_exception();
      }
    });
  }
  void wait() {
    join();
    if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
  }

 private:
  void join() {
    for (auto& t : threads_) t.join();
    threads_.clear();
  }
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::exception_ptr error_;
};
}  // namespace tbb
