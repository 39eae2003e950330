// A deliberate data race in work that core/workers.cpp runs on oneTBB: under ThreadSanitizer,
// with the tsan stage's suppressions, it must be reported (exit 86), which shows that they
// hide TBB's own frames and not a race of ours (tests/core/tsan_race.sh checks the report).
#include <atomic>
#include <chrono>
#include <cstdio>

#include "core/workers.hpp"

namespace {
int racy = 0;  // written by both workers without a lock: the race
}

int main() {
  std::atomic<int> arrived{0};
  std::atomic<bool> alone{false};
  auto worker = [&] {
    // Both copies meet before writing, with relaxed atomics (no order between the writes),
    // so the writes overlap whether or not the tasks start at the same time.
    arrived.fetch_add(1, std::memory_order_relaxed);
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (arrived.load(std::memory_order_relaxed) < 2)
      if (std::chrono::steady_clock::now() > until) {
        alone.store(true);
        return;
      }
    ++racy;
  };
  cwg::run_workers(2, worker);
  std::printf("racy = %d%s\n", racy, alone.load() ? ", the workers never met" : "");
  return alone.load() ? 1 : 0;
}
