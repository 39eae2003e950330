#pragma once
/// Stopping as a value passed in, not a global: a deadline, an external flag (a signal
/// handler's), a flag of its own, and optionally a parent token and an index bound (an
/// attempt stops once a lower-numbered attempt has reached the target). Shared by the fill
/// engine, the layout search and the runs of many grids, so it lives in core.
#include <atomic>
#include <chrono>
#include <cstdint>

namespace cwg {

class StopToken {
 public:
  using Clock = std::chrono::steady_clock;
  explicit StopToken(double seconds = 1e9, const std::atomic<bool>* external = nullptr)
      : deadline_(Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                     std::chrono::duration<double>(std::min(seconds, 1e8)))),
        external_(external) {}
  /// A child: stops with its parent, or once *bound drops below index.
  StopToken(const StopToken& parent, const std::atomic<std::int64_t>* bound, std::int64_t index)
      : deadline_(parent.deadline_),
        external_(nullptr),
        parent_(&parent),
        bound_(bound),
        index_(index) {}

  void request() { flag_.store(true, std::memory_order_relaxed); }
  bool stopped() const {
    if (flag_.load(std::memory_order_relaxed)) return true;
    if (external_ && external_->load(std::memory_order_relaxed)) return true;
    if (bound_ && bound_->load(std::memory_order_relaxed) < index_) return true;
    if (parent_) return parent_->stopped();
    return Clock::now() >= deadline_;
  }

 private:
  Clock::time_point deadline_;
  const std::atomic<bool>* external_ = nullptr;
  const StopToken* parent_ = nullptr;
  const std::atomic<std::int64_t>* bound_ = nullptr;
  std::int64_t index_ = 0;
  std::atomic<bool> flag_{false};
};

}  // namespace cwg
