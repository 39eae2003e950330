#pragma once
// ThreadSanitizer builds only: see tests/tsan/README.md.
#include <thread>

namespace tbb::info {
inline int default_concurrency() {
  const unsigned n = std::thread::hardware_concurrency();
  return n > 0 ? static_cast<int>(n) : 1;
}
}  // namespace tbb::info
