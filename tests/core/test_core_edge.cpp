// The helpers at the edge every command shares (core/): printf into a string, the clock,
// and Ctrl-C (one asks to stop, a second quits with 130).
#include <gtest/gtest.h>

#include <csignal>

#include "core/interrupt.hpp"
#include "core/stats.hpp"
#include "core/text.hpp"

namespace {

TEST(CoreText, FormattedIsPrintfIntoAStringOfAnyLength) {
  EXPECT_EQ(cwg::text::formatted("%-6s|%6.2f|%+.3f", "ab", 99.125, -0.5), "ab    | 99.12|-0.500");
  const std::string long_one(1000, 'x');
  EXPECT_EQ(cwg::text::formatted("%s!", long_one.c_str()), long_one + "!");
  EXPECT_EQ(cwg::text::formatted("%s", ""), "");
  EXPECT_EQ(cwg::text::fixed(99.844), "99.84");
  EXPECT_EQ(cwg::text::fixed(2.25, 1), "2.2");
  EXPECT_EQ(cwg::text::fixed(7, 0), "7");
}

TEST(CoreClock, SecondsSinceCountsForward) {
  const auto start = std::chrono::steady_clock::now() - std::chrono::seconds(2);
  EXPECT_GE(cwg::seconds_since(start), 2.0);
}

TEST(CoreInterruptDeathTest, FirstSignalAsksToStopASecondQuitsWith130) {
  EXPECT_EXIT(
      {
        cwg::install_interrupt_handlers();
        const std::stop_token token = cwg::interrupt_token();
        if (cwg::g_interrupted || token.stop_requested()) std::_Exit(1);
        std::raise(SIGINT);
        if (!cwg::g_interrupted || !token.stop_requested()) std::_Exit(2);
        std::raise(SIGTERM);
        std::_Exit(3);
      },
      testing::ExitedWithCode(130), "");
}

}  // namespace
