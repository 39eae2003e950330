#pragma once
/// The one way a test says it needs something that may be absent (../shared's data, a Debian
/// package's data or tool, the built cwg): it skips without it, and fails when the
/// environment variable CI is set, where everything setup.sh installs or builds must be.
#include <gtest/gtest.h>

#include <cstdlib>

namespace cwg::test {

/// True when CI is set (to anything but ""): anything missing is then a broken set-up.
inline bool in_ci() {
  const char* ci = std::getenv("CI");
  return ci != nullptr && *ci != '\0';
}

}  // namespace cwg::test

/// `CWG_NEED(present) << "no " << path;` in a test body: when `present` is false, ends the
/// test as skipped with that message, or as failed when CI is set.
#define CWG_NEED(present)                                                             \
  switch (0)                                                                          \
  case 0:                                                                             \
  default:                                                                            \
    if (present) {                                                                    \
    } else                                                                            \
      return ::testing::internal::AssertHelper(                                       \
                 ::cwg::test::in_ci() ? ::testing::TestPartResult::kFatalFailure      \
                                      : ::testing::TestPartResult::kSkip,             \
                 __FILE__, __LINE__,                                                  \
                 ::cwg::test::in_ci() ? "needed by this test, missing, and CI is set" \
                                      : "Skipped") = ::testing::Message()
