// core/extension.hpp and core/cpu_clock.hpp: how files are told apart, and CPU time.
#include <gtest/gtest.h>

#include "core/cpu_clock.hpp"
#include "core/extension.hpp"

namespace cwg {
namespace {

// Files are told apart by their extension in any case; a name without one has none.
TEST(CoreExtension, LowerCaseWithItsDot) {
  EXPECT_EQ(lower_extension("a/B.PUZ"), ".puz");
  EXPECT_EQ(lower_extension("game.GcG"), ".gcg");
  EXPECT_EQ(lower_extension("dir.d/readme"), "");
  EXPECT_EQ(lower_extension("x.tar.GZ"), ".gz");
}

// CPU time only moves forward, and a busy thread's CPU time shows in its process's.
TEST(CoreCpuClock, ThreadTimeShowsInTheProcess) {
  const CpuClock clock;
  const double t0 = thread_seconds();
  volatile double sink = 0;
  for (int i = 0; i < 2'000'000; ++i) sink = sink + i;
  const double worked = thread_seconds() - t0;
  EXPECT_GT(worked, 0);
  EXPECT_GE(clock.cpu(), worked);
  EXPECT_GE(clock.wall(), 0);
}

}  // namespace
}  // namespace cwg
