#pragma once
/// Stopping as a value passed in, not a global: a deadline, an external flag (a signal
/// handler's), a flag of its own, and optionally a parent token and an index bound (an
/// attempt stops once a lower-numbered attempt has reached the target). Shared by the fill
/// engine, the layout search and the runs of many grids, so it lives in core.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <utility>

namespace cwg {

class StopToken {
 public:
  using Clock = std::chrono::steady_clock;
  /// Where a token reads the time: the steady clock, or a test's own clock (one that runs
  /// fast makes the machine look slow without a timed assertion).
  using NowFn = std::function<Clock::time_point()>;

  explicit StopToken(double seconds = 1e9, const std::atomic<bool>* external = nullptr,
                     NowFn now = {})
      : now_(std::move(now)), deadline_(after(seconds)), external_(external) {}
  /// A child: stops with its parent, or once *bound drops below index.
  StopToken(const StopToken& parent, const std::atomic<std::int64_t>* bound, std::int64_t index)
      : now_(parent.now_),
        deadline_(parent.deadline_),
        external_(nullptr),
        parent_(&parent),
        bound_(bound),
        index_(index) {}
  /// A child with an earlier deadline: stops with its parent, or once `share` (0..1) of the
  /// time its parent had left at its making has passed.
  StopToken(const StopToken& parent, double share)
      : now_(parent.now_),
        deadline_(now() + std::chrono::duration_cast<Clock::duration>((parent.deadline_ - now()) *
                                                                      std::clamp(share, 0.0, 1.0))),
        external_(nullptr),
        parent_(&parent),
        own_deadline_(true) {}

  void request() { flag_.store(true, std::memory_order_relaxed); }
  bool stopped() const {
    if (flag_.load(std::memory_order_relaxed)) return true;
    if (external_ && external_->load(std::memory_order_relaxed)) return true;
    if (bound_ && bound_->load(std::memory_order_relaxed) < index_) return true;
    if (parent_) {
      if (parent_->stopped()) return true;
      if (!own_deadline_) return false;
    }
    return now() >= deadline_;
  }

 private:
  Clock::time_point now() const { return now_ ? now_() : Clock::now(); }
  Clock::time_point after(double seconds) const {
    return now() + std::chrono::duration_cast<Clock::duration>(
                       std::chrono::duration<double>(std::min(seconds, 1e8)));
  }

  NowFn now_;
  Clock::time_point deadline_;
  const std::atomic<bool>* external_ = nullptr;
  const StopToken* parent_ = nullptr;
  const std::atomic<std::int64_t>* bound_ = nullptr;
  std::int64_t index_ = 0;
  bool own_deadline_ = false;  ///< a share of the parent's time (the second child kind)
  std::atomic<bool> flag_{false};
};

}  // namespace cwg
