#pragma once
/// The one way a test says it needs test data (../shared) that may be absent: it skips
/// without it, and fails when the environment variable CI is set, where the data must be.
#include <gtest/gtest.h>

#include <cstdlib>

namespace cwg::test {

/// True when CI is set (to anything but ""): missing test data is then a broken set-up.
inline bool in_ci() {
  const char* ci = std::getenv("CI");
  return ci != nullptr && *ci != '\0';
}

}  // namespace cwg::test

/// `CWG_NEED(present) << "no " << path;` in a test body: when `present` is false, ends the
/// test as skipped with that message, or as failed when CI is set.
#define CWG_NEED(present)                                                                \
  switch (0)                                                                             \
  case 0:                                                                                \
  default:                                                                               \
    if (present) {                                                                       \
    } else                                                                               \
      return ::testing::internal::AssertHelper(                                          \
                 ::cwg::test::in_ci() ? ::testing::TestPartResult::kFatalFailure         \
                                      : ::testing::TestPartResult::kSkip,                \
                 __FILE__, __LINE__,                                                     \
                 ::cwg::test::in_ci() ? "test data missing and CI is set" : "Skipped") = \
                 ::testing::Message()
