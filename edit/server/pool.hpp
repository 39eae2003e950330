#pragma once
/// The worker pool of the server: candidate queries, health and clue look-ups run here,
/// never on the HTTP threads, so a slow query or a running fill leaves the page responsive.
/// A handler submits its work and waits for the future.
#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

namespace cwg::edit::server {

class Pool {
 public:
  explicit Pool(int threads) {
    for (int i = 0; i < threads; ++i)
      threads_.emplace_back([this](std::stop_token st) { work(st); });
  }
  ~Pool() {
    {
      std::lock_guard lock(mutex_);
      closing_ = true;
    }
    ready_.notify_all();
  }
  Pool(const Pool&) = delete;
  Pool& operator=(const Pool&) = delete;

  template <class F>
  auto submit(F&& f) -> std::future<decltype(f())> {
    auto task = std::make_shared<std::packaged_task<decltype(f())()>>(std::forward<F>(f));
    auto future = task->get_future();
    {
      std::lock_guard lock(mutex_);
      jobs_.emplace_back([task] { (*task)(); });
    }
    ready_.notify_one();
    return future;
  }

 private:
  void work(std::stop_token) {
    for (;;) {
      std::function<void()> job;
      {
        std::unique_lock lock(mutex_);
        ready_.wait(lock, [this] { return closing_ || !jobs_.empty(); });
        if (jobs_.empty()) return;
        job = std::move(jobs_.front());
        jobs_.pop_front();
      }
      job();
    }
  }
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> jobs_;
  bool closing_ = false;
  std::vector<std::jthread> threads_;  // last: joined first, before the queue goes
};

}  // namespace cwg::edit::server
