// The helpers at the edge every command shares (core/): printf into a string, the clock,
// Ctrl-C (one asks to stop, a second quits with 130), and the background jobs' threads.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <future>
#include <stdexcept>
#include <thread>
#include <vector>

#include "core/interrupt.hpp"
#include "core/stats.hpp"
#include "core/text.hpp"
#include "core/workers.hpp"

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

// Background(4) runs four jobs at once whatever the cores (each waits for all four to have
// started), and TBB says nothing on stderr: its worker limit, the cores less one, once gave
// cwg edit's queries one thread on 2 cores and printed a "TBB Warning".
TEST(CoreBackground, RunsAsManyJobsAtOnceAsItHasThreads) {
  testing::internal::CaptureStderr();
  std::atomic<int> started{0};
  std::vector<std::future<bool>> met;
  {
    cwg::Background jobs(4);
    for (int i = 0; i < 4; ++i)
      met.push_back(jobs.submit([&started] {
        started.fetch_add(1);
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (started.load() < 4)
          if (std::chrono::steady_clock::now() > until) return false;
        return true;
      }));
    for (auto& m : met) EXPECT_TRUE(m.get()) << "only " << started.load() << " jobs at once";
  }
  const std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(err.find("TBB"), std::string::npos) << err;
}

// LateWorkers run nothing until started (the fill engine's small fills start no thread),
// run their copies at once when started, and join() rethrows what one of them threw.
TEST(CoreLateWorkers, RunOnlyOnceStartedAndPassOnAnException) {
  std::atomic<int> runs{0};
  {
    cwg::LateWorkers never(2, [&runs] { runs.fetch_add(1); });
    never.join();
  }
  EXPECT_EQ(runs.load(), 0);
  cwg::LateWorkers late(2, [&runs] { runs.fetch_add(1); });
  late.start();
  late.start();  // once only
  late.join();
  EXPECT_EQ(runs.load(), 2);
  cwg::LateWorkers failing(1, [] { throw std::runtime_error("worker failed"); });
  failing.start();
  EXPECT_THROW(failing.join(), std::runtime_error);
}

// run_both runs both jobs, also inside a Background job (the fill's load runs the dictionary
// there, and the dictionary calls run_both), and passes on the first job's error first
// whichever ends first.
TEST(CoreRunBoth, RunsBothAndPassesOnTheFirstJobsErrorFirst) {
  int first = 0, second = 0;
  cwg::run_both([&] { ++first; }, [&] { ++second; });
  EXPECT_EQ(first + second, 2);
  cwg::Background outer(1);
  outer.submit([&] { cwg::run_both([&] { ++first; }, [&] { ++second; }); }).get();
  EXPECT_EQ(first + second, 4);
  try {
    cwg::run_both(
        [] {
          std::this_thread::sleep_for(std::chrono::milliseconds(20));
          throw std::runtime_error("first");
        },
        [] { throw std::logic_error("second"); });
    ADD_FAILURE() << "no error passed on";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "first");
  }
  EXPECT_THROW(cwg::run_both([] {}, [] { throw std::logic_error("second"); }), std::logic_error);
}

}  // namespace
