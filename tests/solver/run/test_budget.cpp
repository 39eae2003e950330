// The whole-run time budget of `cwg solve` (solver/run/budget.hpp): its arithmetic, with made-up
// rounds; no clock is read.
#include <gtest/gtest.h>

#include <set>

#include "solver/run/budget.hpp"

namespace {

using cwg::arrowword::run::RunBudget;

// Three grids like the challenge's: a 15x15, a 20x30 and a 40x40, all open.
std::vector<RunBudget::GridSize> three() {
  return {{225, 225}, {600, 600}, {1600, 1600}};
}

TEST(RunBudget, FirstRoundsShareSixtyPercentBySize) {
  const RunBudget b(three(), 50, 2);
  double sum = 0;
  for (std::size_t g = 0; g < 3; ++g) sum += b.first_round(g, 0);
  EXPECT_NEAR(sum, 0.6 * 50 * 2, 1e-9);
  // By the square root of the open fields: 15 : 24.5 : 40.
  EXPECT_LT(b.first_round(0, 0), b.first_round(1, 0));
  EXPECT_LT(b.first_round(1, 0), b.first_round(2, 0));
  EXPECT_NEAR(b.first_round(2, 0) / b.first_round(0, 0), 40.0 / 15.0, 1e-9);
}

TEST(RunBudget, FirstRoundNeverPassesTheDeadline) {
  const RunBudget b(three(), 50, 2);
  EXPECT_NEAR(b.first_round(2, 45), 5.0, 1e-9);
  EXPECT_GT(b.first_round(2, 60), 0);  // a grid started late still gets a moment
  EXPECT_LE(b.first_round(2, 60), 0.1);
}

TEST(RunBudget, CeilingFollowsTheQuestionFieldSteps) {
  const RunBudget b(three(), 50, 2);
  // 225 fields: 49 or 50 question fields, 21.78 % or 22.22 %, rating 99.80.
  EXPECT_NEAR(b.ceiling(0), (99.8025 + (100 - 58.0 / 225) + 400) / 6, 1e-3);
  EXPECT_LT(b.ceiling(0), 99.93);
  EXPECT_GT(b.ceiling(2), 99.99);
  EXPECT_LT(b.ceiling(2), 100);
}

TEST(RunBudget, TheGridFurthestBelowItsCeilingGoesFirst) {
  RunBudget b(three(), 50, 2);
  for (std::size_t g = 0; g < 3; ++g) b.start(g);
  b.record(0, 3, 6, 99.90, false);   // 0.02 below
  b.record(1, 5, 10, 99.95, false);  // 0.03 below
  b.record(2, 8, 5, 99.98, false);   // 0.01 below
  auto r = b.next_round(20);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->grid, 1u);
  EXPECT_TRUE(b.running(1));
  // A round lasts eight attempts or three seconds, whichever is longer.
  EXPECT_NEAR(r->seconds, 8 * 0.5, 1e-9);
  // The next one goes to another grid while grid 1 runs.
  auto r2 = b.next_round(20);
  ASSERT_TRUE(r2);
  EXPECT_EQ(r2->grid, 0u);
  EXPECT_NEAR(r2->seconds, 4.0, 1e-9);
}

TEST(RunBudget, ARoundWithoutGainCutsTheClaim) {
  RunBudget b({{225, 225}, {225, 225}}, 50, 1);
  b.start(0);
  b.record(0, 3, 6, 99.85, false);
  b.start(1);
  b.record(1, 3, 6, 99.86, false);
  // Grid 0 is further below: it gets the round, finds nothing better, and then grid 1 leads.
  auto r = b.next_round(10);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->grid, 0u);
  b.record(0, 3, 6, 99.80, false);
  r = b.next_round(13);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->grid, 1u);
}

TEST(RunBudget, AGridWithoutAFillComesFirst) {
  RunBudget b(three(), 50, 1);
  for (std::size_t g = 0; g < 3; ++g) {
    b.start(g);
    b.record(g, 5, 3, g == 2 ? -1 : 99.8, false);
  }
  auto r = b.next_round(15);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->grid, 2u);
}

TEST(RunBudget, WithoutGoodFillsTheSmallerGridsGoFirstUntilGood) {
  RunBudget b(three(), 50, 1);
  for (std::size_t g = 0; g < 3; ++g) b.start(g);
  b.record(0, 3, 2, 99.8, false);  // good: its rounds are the usual ones
  b.record(1, 5, 1, -1, false);    // no fill, 5 s an attempt
  b.record(2, 9, 1, -1, false);    // no fill, 9 s an attempt
  auto r = b.next_round(20);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->grid, 1u);
  EXPECT_NEAR(r->good, b.ceiling(1) - RunBudget::kGoodBelow, 1e-9);
  EXPECT_NEAR(r->seconds, 2 * 5.0, 1e-9);  // a short round: two attempts
  // Fruitless rounds cut grid 1's claim until the 40x40 gets its turn.
  b.record(1, 5, 1, -1, false);
  r = b.next_round(25);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->grid, 1u);
  b.record(1, 5, 1, -1, false);
  r = b.next_round(30);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->grid, 2u);
  EXPECT_GT(r->good, 0);
  b.record(2, 9, 1, 99.9, false);
  r = b.next_round(39);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->grid, 1u);
  // A fill, but not a good one: grid 1 still wants, ahead of grid 0 (good, 0.07 below).
  b.record(1, 5, 1, 99.2, false);
  r = b.next_round(41);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->grid, 1u);
  EXPECT_GT(r->good, 0);
  b.record(1, 5, 1, 99.8, false);
  r = b.next_round(43);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->good, 0);
}

TEST(RunBudget, NothingWhenTimeIsUpOrEveryGridIsDone) {
  RunBudget b(three(), 50, 2);
  for (std::size_t g = 0; g < 3; ++g) b.start(g);
  b.record(0, 3, 6, 99.0, true);    // reached --target: final
  b.record(1, 10, 2, 99.0, false);  // 5 s an attempt
  b.record(2, 8, 1, 99.0, false);   // 8 s an attempt
  EXPECT_TRUE(b.final(0));
  // 6 s left: only grid 1's attempts fit, and its round stops at the deadline.
  auto r = b.next_round(44);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->grid, 1u);
  EXPECT_NEAR(r->seconds, 6.0, 1e-9);
  EXPECT_FALSE(b.next_round(44));  // grid 2 cannot finish an attempt in 6 s
  EXPECT_FALSE(b.next_round(50));
}

TEST(RunBudget, AGridAtItsCeilingGetsNoMoreTime) {
  RunBudget b({{1600, 1600}}, 50, 1);
  b.start(0);
  b.record(0, 8, 5, b.ceiling(0), false);
  EXPECT_FALSE(b.next_round(10));
}

}  // namespace

TEST(RunBudget, AGridWithoutAFillOutranksASmallGridWithAPoorOne) {
  RunBudget b(three(), 50, 1);
  for (std::size_t g = 0; g < 3; ++g) b.start(g);
  b.record(0, 3, 2, 99.2, false);  // a fill, not a good one: the 15x15 wants more
  b.record(1, 5, 2, 99.9, false);
  b.record(2, 9, 1, -1, false);  // the 40x40 has none
  auto r = b.next_round(20);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->grid, 2u);
}

TEST(RunBudget, OvertimeGoesToEachGridWithoutAFillOnceUntilItsFirstFill) {
  for (const int overtime : {0, 6}) {
    RunBudget b(three(), 50, 2, overtime);
    for (std::size_t g = 0; g < 3; ++g) b.start(g);
    b.record(0, 3, 6, 99.8, false);
    b.record(1, 12, 1, -1, false);  // no fill, 12 s an attempt
    b.record(2, 20, 1, -1, false);  // no fill, 20 s an attempt
    // 6 s left: no grid without a fill can finish an attempt, the 15x15 is done with.
    auto r = b.next_round(44);
    if (r && r->grid == 0) {
      b.record(0, 6, 12, 99.8, false);
      r = b.next_round(50.5);
    }
    if (overtime == 0) {
      EXPECT_FALSE(r);
      continue;
    }
    ASSERT_TRUE(r);
    EXPECT_EQ(r->grid, 1u);
    EXPECT_GT(r->good, 0);  // any valid fill ends it
    EXPECT_LT(r->good, 1);
    EXPECT_EQ(r->attempts, 6);  // bounded by work, past the deadline
    EXPECT_GT(r->seconds, 3600);
    auto r2 = b.next_round(50.5);
    ASSERT_TRUE(r2);
    EXPECT_EQ(r2->grid, 2u);
    b.record(1, 20, 1, 99.7, false);
    b.record(2, 30, 2, -1, false);
    EXPECT_FALSE(b.next_round(81));  // one overtime round a grid
  }
}
