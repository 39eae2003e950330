// The progress board (term/progress.hpp) writing into memory: rows come out in input order
// whatever order they finish in, once each; live lines are redrawn in place and turn into
// the finished rows; the bar. No test waits for the redrawing thread's period.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "term/progress.hpp"

namespace {

using cwg::term::ProgressBoard;

/// A FILE* writing into a string, read back with text().
class Memory {
 public:
  Memory() : file_(open_memstream(&data_, &size_)) {}
  ~Memory() {
    std::fclose(file_);
    std::free(data_);
  }
  std::FILE* file() { return file_; }
  std::string text() {
    std::fflush(file_);
    return std::string(data_, size_);
  }

 private:
  char* data_ = nullptr;
  std::size_t size_ = 0;
  std::FILE* file_;
};

std::string plain(const ProgressBoard::Live& l, int) {
  return "live " + l.name + " " + std::to_string(l.attempts);
}

TEST(ProgressBoard, RowsComeOutInInputOrderOnceEach) {
  Memory out;
  ProgressBoard board(3, out.file(), false, plain);
  board.start(0, "a", 10);
  board.start(1, "b", 10);
  board.finish(1, "row b\n");
  EXPECT_EQ(out.text(), "");  // row 0 is not done: nothing yet
  EXPECT_FALSE(board.printed_any());
  board.finish(0, "row a\n");
  EXPECT_EQ(out.text(), "row a\nrow b\n");
  board.finish(2, "row c\n");
  board.close();
  EXPECT_EQ(out.text(), "row a\nrow b\nrow c\n");
  EXPECT_TRUE(board.printed_any());
}

TEST(ProgressBoard, TheSeparatorGoesBetweenRowsAndEmptyRowsAreLeftOut) {
  Memory out;
  {
    ProgressBoard board(4, out.file(), false, plain, ",\n");
    board.finish(0, "{1}");
    board.finish(1, "");
    board.finish(3, "{3}");
    board.finish(2, "{2}");
  }  // the destructor closes
  EXPECT_EQ(out.text(), "{1},\n{2},\n{3}");
}

TEST(ProgressBoard, LiveLinesAreRedrawnAndBecomeTheRows) {
  Memory out;
  ProgressBoard board(2, out.file(), true, plain);
  board.start(0, "a", 10);
  board.start(1, "b", 10);
  board.update(1, 7, 99.5);
  board.finish(1, "row b\n");  // a redraw: row 0 still live, row 1 shown done below it
  const std::string during = out.text();
  EXPECT_NE(during.find("live a 0"), std::string::npos) << during;
  EXPECT_NE(during.find("row b"), std::string::npos) << during;
  board.finish(0, "row a\n");
  board.close();
  const std::string all = out.text();
  // The rows are committed in order at the end: row a, then row b, each on a cleared line.
  const std::string tail = all.substr(during.size());
  const auto a = tail.find("\x1b[2Krow a\n"), b = tail.find("\x1b[2Krow b\n");
  ASSERT_NE(a, std::string::npos) << tail;
  ASSERT_NE(b, std::string::npos) << tail;
  EXPECT_LT(a, b);
}

TEST(ProgressBoard, ARoundBoundByAttemptsCarriesItsBoundAndTheAttemptsBeforeIt) {
  Memory out;
  ProgressBoard::Live seen;
  ProgressBoard board(1, out.file(), true, [&](const ProgressBoard::Live& l, int) {
    seen = l;
    return std::string("live");
  });
  board.start(0, "a", 86400, {}, 6, 4);  // an overtime round: 6 attempts after 4
  board.update(0, 5, -1);
  board.close();
  EXPECT_EQ(seen.attempt_budget, 6);
  EXPECT_EQ(seen.attempts_before, 4);
  EXPECT_EQ(seen.attempts, 5);
}

TEST(ProgressBoard, ARowNeverFinishedLeavesNoLiveLineBehind) {
  Memory out;
  ProgressBoard board(1, out.file(), true, plain);
  board.start(0, "a", 10);
  board.update(0, 3, -1);
  board.close();
  const std::string all = out.text();
  // close() draws the live line once more, then moves up over it and erases below.
  EXPECT_NE(all.find("live a 3"), std::string::npos) << all;
  const std::string clear = "\x1b[1F\x1b[J";
  ASSERT_GE(all.size(), clear.size());
  EXPECT_EQ(all.substr(all.size() - clear.size()), clear);
}

TEST(ProgressBar, FillsItsCellsByTheFraction) {
  setenv("LC_ALL", "C", 1);  // read once, by the first bar: '#' and '.'
  EXPECT_EQ(cwg::term::progress_bar(0.5, 4), "[##..]");
  EXPECT_EQ(cwg::term::progress_bar(-1, 3), "[...]");
  EXPECT_EQ(cwg::term::progress_bar(2, 3), "[###]");
}

}  // namespace
