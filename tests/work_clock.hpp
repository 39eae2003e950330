#pragma once
/// A clock for StopToken (core/stop.hpp's NowFn) that moves `step` nanoseconds at each
/// reading. A search reads it at a fixed pace of its work, so a run takes the same "time" on
/// every machine, and a larger step is a slower machine: a test of "the same result whatever
/// the load" without a timed assertion. `reads` counts the readings.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>

#include "core/stop.hpp"

namespace cwg::test {

struct WorkClock {
  std::shared_ptr<std::atomic<std::int64_t>> reads = std::make_shared<std::atomic<std::int64_t>>(0);
  std::int64_t step = 0;
  StopToken::NowFn now() const {
    return [reads = reads, step = step] {
      return StopToken::Clock::time_point(std::chrono::nanoseconds(++*reads * step));
    };
  }
};

}  // namespace cwg::test
