// Simulation (analysis/sim.hpp): the same output on any thread count for a seed, and the
// bad input of `cwg endgame` and `cwg sim` through the binary (exit 2, the file named).
#include <gtest/gtest.h>

#include <string>

#include "analysis/sim.hpp"
#include "game/bag.hpp"
#include "game/movegen/lexicon.hpp"
#include "tests/game/game_test_util.hpp"

namespace cwg::test {
namespace {

game::Lexicon small_lexicon() {
  const std::string words =
      "AA\nAB\nAD\nAE\nAI\nAN\nAR\nAS\nAT\nBA\nBE\nDA\nDE\nED\nEN\nER\nES\nIN\nIS\nIT\nNA\nNE\n"
      "NO\nON\nOR\nOS\nRE\nSO\nTA\nTI\nTO\nBAD\nBED\nBET\nEAT\nNET\nOAT\nRAT\nSEA\nSET\nTEA\n"
      "TEN\nTIE\nTOE\nDATE\nEAST\nIRON\nNOTE\nRATE\nSEAT\nTONE\nRIDE\nSTONE\nNOTES\nTONES\n";
  return game::parse_lexicon(words, "small", game::Distribution::english());
}

analysis::GamePosition position() {
  analysis::GamePosition p;
  p.dist = std::make_shared<game::Distribution>(game::Distribution::english());
  const game::Distribution& d = *p.dist;
  int c = 7;
  for (const char ch : std::string("DATE")) p.board.set(7, c++, *d.tile_of(std::string(1, ch)));
  p.rack = *d.encode("ENOSTIR");
  std::vector<int> left = game::tiles_left(p.board, d);
  game::take_left(left, p.rack, d);
  for (std::size_t k = 0; k < left.size(); ++k)
    p.unseen.insert(p.unseen.end(), static_cast<std::size_t>(left[k]), static_cast<game::Tile>(k));
  p.scores[0] = 10;
  p.scores[1] = 12;
  return p;
}

TEST(Sim, SameOutputOnAnyThreadCount) {
  const game::Lexicon lex = small_lexicon();
  const analysis::GamePosition p = position();
  const game::Leaves none;
  const analysis::WinTable table;
  analysis::SimOptions o;
  o.candidates = 5;
  o.iterations = 96;
  o.seed = 7;
  const analysis::SimResult one = analysis::simulate(lex, none, table, p, o, StopToken());
  o.threads = 3;
  const analysis::SimResult three = analysis::simulate(lex, none, table, p, o, StopToken());
  ASSERT_EQ(one.candidates.size(), three.candidates.size());
  ASSERT_FALSE(one.candidates.empty());
  for (std::size_t i = 0; i < one.candidates.size(); ++i) {
    EXPECT_EQ(one.candidates[i].play, three.candidates[i].play);
    EXPECT_EQ(one.candidates[i].iterations, three.candidates[i].iterations);
    EXPECT_EQ(one.candidates[i].mean_spread, three.candidates[i].mean_spread);
    EXPECT_EQ(one.candidates[i].win_pct, three.candidates[i].win_pct);
  }
  // The first candidate was not dropped, and the intervals hold their means.
  EXPECT_FALSE(one.candidates[0].dropped);
  for (const auto& c : one.candidates) {
    EXPECT_LE(c.ci_low, c.mean_spread);
    EXPECT_GE(c.ci_high, c.mean_spread);
    EXPECT_GE(c.iterations, 32);
  }
}

TEST(SimCli, BadPositionsExitTwoNamingTheFile) {
  TempDir dir;
  const std::string empty_board = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15";
  const auto full_bag = dir.write("bag.cgp", empty_board + " AEINRST/ 0/0 0\n");
  ProcessRun r = run_cwg({"endgame", full_bag.string()});
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("bag.cgp:1: the bag is not empty"), std::string::npos) << r.err;
  // The board holds every Q and Z: a Q on the rack cannot come from the unseen tiles.
  const auto no_q =
      dir.write("noq.cgp", "7QZ6/15/15/15/15/15/15/15/15/15/15/15/15/15/15 Q/ 0/0 0\n");
  r = run_cwg({"sim", no_q.string()});
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("noq.cgp"), std::string::npos) << r.err;
  r = run_cwg({"endgame", no_q.string()});
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("noq.cgp"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace cwg::test
