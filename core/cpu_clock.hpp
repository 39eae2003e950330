#pragma once
/// CPU time of this thread or process, and a clock of wall and CPU time: on a machine shared
/// with others, waiting for a core is not the work's time.
#include <time.h>

#include <chrono>

#include "core/stats.hpp"

namespace cwg {

/// CPU seconds of the calling thread (CLOCK_THREAD_CPUTIME_ID).
inline double thread_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

/// CPU seconds of the whole process, every thread (CLOCK_PROCESS_CPUTIME_ID).
inline double process_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

/// Wall-clock and process CPU seconds since construction.
class CpuClock {
 public:
  CpuClock() : wall0_(std::chrono::steady_clock::now()), cpu0_(process_seconds()) {}
  double wall() const { return seconds_since(wall0_); }
  double cpu() const { return process_seconds() - cpu0_; }

 private:
  std::chrono::steady_clock::time_point wall0_;
  double cpu0_;
};

}  // namespace cwg
