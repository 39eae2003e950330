// Leave keys, the CSV form, the per-rack table, equity's adjustments and the fit.
#include <gtest/gtest.h>

#include <cmath>

#include "analysis/leave_counts.hpp"
#include "analysis/leave_fit.hpp"
#include "core/input_error.hpp"
#include "game/equity.hpp"
#include "game/leaves.hpp"

namespace cwg::game {
namespace {

const Distribution& en() {
  return Distribution::english();
}

TileString tiles(const std::string& faces) {
  return *en().encode(faces);
}

TEST(LeaveKey, OrderFreeAndReversible) {
  const TileString a = tiles("SE?R");
  const TileString b = tiles("?ERS");
  EXPECT_EQ(leave_key(a.data(), 4), leave_key(b.data(), 4));
  EXPECT_EQ(leave_tiles(leave_key(a.data(), 4)), b);  // sorted, blank first
  EXPECT_NE(leave_key(a.data(), 3), leave_key(a.data(), 4));
  EXPECT_EQ(leave_key(nullptr, 0), 0u);
  const TileString blanks = tiles("??");
  EXPECT_EQ(leave_tiles(leave_key(blanks.data(), 2)), blanks);
}

TEST(LeavesCsv, RoundTripsAndLooksUp) {
  const Leaves l =
      parse_leaves_csv("?,25.5\r\nS,8\n# a comment\n\nER,1.25\nQ,-7.000\n", "t.csv", en());
  EXPECT_EQ(l.size(), 4u);
  EXPECT_DOUBLE_EQ(l.value(tiles("RE")), 1.25);
  EXPECT_DOUBLE_EQ(l.value(tiles("?")), 25.5);
  // Not in the table: the sum of the one-tile values (0 for tiles without one).
  EXPECT_DOUBLE_EQ(l.value(tiles("SQ")), 1.0);
  EXPECT_DOUBLE_EQ(l.value(tiles("SZ")), 8.0);
  EXPECT_GE(l.max_value(), 25.5);
  EXPECT_EQ(leaves_csv(l, en()), "?,25.500\nQ,-7.000\nS,8.000\nER,1.250\n");
  const Leaves again = parse_leaves_csv(leaves_csv(l, en()), "t.csv", en());
  EXPECT_EQ(again.keys(), l.keys());
  EXPECT_EQ(again.values(), l.values());
}

/// The message of the InputError parsing `text` throws ("" when none).
std::string csv_error(const std::string& text) {
  try {
    parse_leaves_csv(text, "bad.csv", en());
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(LeavesCsv, MalformedLinesAreNamed) {
  EXPECT_EQ(csv_error("A,1\nB 2\n"), "bad.csv:2:1: expected 'leave,value'");
  EXPECT_EQ(csv_error("A,1\nB,x\n"), "bad.csv:2:3: expected a number after ','");
  EXPECT_EQ(csv_error("A,1\nB,2.5junk\n"), "bad.csv:2:3: expected a number after ','");
  EXPECT_EQ(csv_error("A,1\n,2\n"), "bad.csv:2:1: empty leave");
  EXPECT_EQ(csv_error("A1,1\n"), "bad.csv:1:2: not a tile of the english distribution");
  EXPECT_EQ(csv_error("ZZ,1\n"), "bad.csv:1:1: more Z tiles than the bag holds");
  EXPECT_EQ(csv_error("a,1\n"), "bad.csv:1:1: a lower-case letter: the blank is '?'");
  EXPECT_EQ(csv_error("AB,1\nC,2\nBA,3\n"), "bad.csv:3:1: leave given twice (also line 1)");
  EXPECT_EQ(csv_error("AEIOUAEIOU,1\n"), "bad.csv:1:1: a leave of more than 9 tiles");
  EXPECT_EQ(csv_error("A,inf\n"), "bad.csv:1:3: expected a number after ','");
}

// A value of 300 digits is read, so it is written whole (fuzz_leaves found the writer's
// 64-byte buffer overrun by it).
TEST(LeavesCsv, HugeValuesAreWrittenWhole) {
  const Leaves l = parse_leaves_csv("A,1e300\nB,-2.5\n", "t.csv", en());
  const std::string csv = leaves_csv(l, en());
  EXPECT_EQ(csv.size(), std::string("A,").size() + 301 + 4 + 1 + std::string("B,-2.500\n").size());
  const Leaves again = parse_leaves_csv(csv, "t.csv", en());
  EXPECT_EQ(again.values(), l.values());
}

TEST(RackLeaves, EveryIndexIsItsSubMultiset) {
  const Leaves l = parse_leaves_csv("E,3\nS,8\nES,12\nEE,-2\nEES,5\n", "t.csv", en());
  const TileString rack = tiles("EESQ");
  const RackLeaves r(rack, l);
  EXPECT_EQ(r.count(), 3 * 2 * 2);
  EXPECT_EQ(r.tiles(r.full()), (TileString{tiles("EEQS")}));
  EXPECT_TRUE(r.tiles(0).empty());
  for (int i = 0; i < r.count(); ++i) EXPECT_DOUBLE_EQ(r.value(i), l.value(r.tiles(i)));
  // Playing Q and one E keeps ES.
  const Tile e = tiles("E")[0], q = tiles("Q")[0];
  const int kept = r.full() - r.weight(q) - r.weight(e);
  EXPECT_EQ(r.tiles(kept), tiles("ES"));
  EXPECT_DOUBLE_EQ(r.value(kept), 12.0);
  EXPECT_DOUBLE_EQ(r.best(), 12.0);  // the whole rack (EESQ, 8+3+3+0 = 14 by sums) excluded
}

TEST(Equity, EndOfBagAndGoingOut) {
  const EquityRules rules;
  EquitySituation s;
  s.bag = 50;
  EXPECT_DOUBLE_EQ(equity(20, 10, 3, false, s, rules), 30);
  s.bag = 7;
  EXPECT_DOUBLE_EQ(equity(20, 10, 3, false, s, rules), 25);  // half of the leave
  s.bag = 0;
  s.opponent_points = 9;
  EXPECT_DOUBLE_EQ(equity(20, 10, 0, true, s, rules), 38);   // twice the opponent's rack
  EXPECT_DOUBLE_EQ(equity(20, 10, 3, false, s, rules), 17);  // the kept tiles' points
}

TEST(Equity, OpeningVowelsBesideDoubleLetters) {
  const Board board = Board::standard();
  const EquityRules rules;
  // 8D: D..J on row 8; G8 and I8 touch the double letters at 7G, 9G, 7I, 9I: the O and A
  // there cost 0.7 each (E8 touches D8, a double letter the play covers itself).
  const Placement at{7, 3, true};
  EXPECT_NEAR(opening_adjustment(board, at, tiles("AEIOUAE"), en(), rules), -1.4, 1e-9);
  // 8E: E..K; now E8 and K8 touch the open double letters D8 and L8 too.
  EXPECT_NEAR(opening_adjustment(board, {7, 4, true}, tiles("AEIOUAE"), en(), rules), -2.8, 1e-9);
  EXPECT_DOUBLE_EQ(opening_adjustment(board, at, tiles("BCDFGHJ"), en(), rules), 0.0);
  Board played = board;
  played.set(7, 7, tiles("A")[0]);
  EXPECT_DOUBLE_EQ(opening_adjustment(played, at, tiles("AEIOUAE"), en(), rules), 0.0);
}

TEST(LeaveFit, KeepsWhatTheDataSupports) {
  analysis::LeaveCounts c;
  c.share.games = 1;
  c.table_id = "x";
  auto add = [&c](const std::string& faces, std::int64_t n, std::int64_t mean) {
    const TileString t = tiles(faces);
    const analysis::LeaveStat stat{n, mean * 1000 * n};
    c.leaves[leave_key(t.data(), static_cast<int>(t.size()))] = stat;
    c.total.add(stat);
  };
  add("S", 5000, 30);
  add("Q", 5000, 10);
  add("E", 5000, 20);
  add("V", 3, 100);  // too thin to stand alone
  analysis::FitOptions o;
  o.max_tiles = 2;
  const Leaves l = analysis::fit_leaves(c, en(), o);
  EXPECT_EQ(l.size(), 27u + 373u);  // every leave of 1-2 English tiles
  EXPECT_GT(l.value(tiles("S")), 9.0);
  EXPECT_LT(l.value(tiles("Q")), -9.0);
  EXPECT_LT(l.value(tiles("V")), 40.0);  // mostly the model's, not its own mean of about +80
  // The model carries the seen tiles over to leaves never seen.
  EXPECT_GT(l.value(tiles("SV")), l.value(tiles("QV")));
  EXPECT_GT(l.value(tiles("ES")), l.value(tiles("EQ")));
}

}  // namespace
}  // namespace cwg::game
