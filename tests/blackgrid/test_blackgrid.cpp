// The words of a black-square grid: a worked example, and random grids against a
// brute-force reading of the rule that shares no code with blackgrid/.
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "blackgrid/words.hpp"

namespace cwg::blackgrid {
namespace {

std::vector<bool> black_of(const std::vector<std::string>& rows) {
  std::vector<bool> black;
  for (const std::string& row : rows)
    for (char c : row) black.push_back(c == '#');
  return black;
}

std::string name(const Word& w) {
  return std::to_string(w.row) + "," + std::to_string(w.col) + (w.across ? "a" : "d") +
         std::to_string(w.length);
}

TEST(Blackgrid, RunsAcrossByRowThenDownByColumn) {
  const auto rs = runs(4, 3, black_of({"..#.", ".#..", "...."}));
  std::vector<std::string> got;
  for (const Word& w : rs) got.push_back(name(w));
  EXPECT_EQ(got, (std::vector<std::string>{"0,0a2", "1,2a2", "2,0a4", "0,0d3", "1,2d2", "0,3d3"}));
  EXPECT_EQ(cells(rs[5], 4), (std::vector<int>{3, 7, 11}));
  EXPECT_EQ(cells(rs[2], 4), (std::vector<int>{8, 9, 10, 11}));
}

TEST(Blackgrid, NumbersInReadingOrderAcrossBeforeDown) {
  const Numbering n = number_grid(3, 3, black_of({"...", ".#.", "..."}));
  std::vector<std::string> order;
  for (const Word& w : n.in_clue_order) order.push_back(std::to_string(w.number) + name(w));
  EXPECT_EQ(order, (std::vector<std::string>{"10,0a3", "10,0d3", "20,2d3", "32,0a3"}));
  EXPECT_EQ(n.across.size(), 2u);
  EXPECT_EQ(n.down.size(), 2u);
  EXPECT_EQ(n.cell_number, (std::vector<int>{1, 0, 2, 0, 0, 0, 3, 0, 0}));
}

/// The rule read directly: a square starts a word in a direction when the square before it
/// is black or outside and the one after it is open; the word runs to the next black.
std::set<std::tuple<int, int, bool, int>> brute_words(int w, int h, const std::vector<bool>& b) {
  auto open = [&](int r, int c) { return r >= 0 && c >= 0 && r < h && c < w && !b[r * w + c]; };
  std::set<std::tuple<int, int, bool, int>> out;
  for (int r = 0; r < h; ++r)
    for (int c = 0; c < w; ++c)
      for (int dir = 0; dir < 2; ++dir) {
        const int dr = dir, dc = 1 - dir;
        if (!open(r, c) || open(r - dr, c - dc) || !open(r + dr, c + dc)) continue;
        int len = 0;
        while (open(r + len * dr, c + len * dc)) ++len;
        out.insert({r, c, dir == 0, len});
      }
  return out;
}

TEST(Blackgrid, RandomGridsAgreeWithTheRule) {
  std::uint64_t state = 12345;
  auto next = [&] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>(state >> 33);
  };
  for (int trial = 0; trial < 300; ++trial) {
    const int w = 1 + next() % 9, h = 1 + next() % 9, share = next() % 60;
    std::vector<bool> black(static_cast<std::size_t>(w * h));
    for (std::size_t i = 0; i < black.size(); ++i) black[i] = next() % 100 < share;
    const auto expected = brute_words(w, h, black);
    std::set<std::tuple<int, int, bool, int>> got;
    for (const Word& word : runs(w, h, black))
      got.insert({word.row, word.col, word.across, word.length});
    ASSERT_EQ(got, expected) << "trial " << trial;
    const Numbering n = number_grid(w, h, black);
    ASSERT_EQ(n.in_clue_order.size(), expected.size()) << "trial " << trial;
    int last = 0;
    for (const Word& word : n.in_clue_order) {
      ASSERT_GE(word.number, last) << "trial " << trial;
      ASSERT_EQ(n.cell_number[static_cast<std::size_t>(word.row * w + word.col)], word.number);
      last = word.number;
    }
  }
}

}  // namespace
}  // namespace cwg::blackgrid
