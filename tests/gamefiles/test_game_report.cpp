// What `cwg info` says about a record and a position (gamefiles), on inputs written here
// with the lines worked out by hand.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "formats/cgp/cgp.hpp"
#include "gamefiles/game_report.hpp"
#include "gamefiles/scenes.hpp"

namespace cwg::gamefiles {
namespace {

// RETAINS 8D covers 8D..8J; DOG H8 then puts its D on 8H, which holds the I.
constexpr const char* kRecord =
    "#character-encoding UTF-8\n#player1 A Alice\n#player2 B Bob\n"
    ">A: AEINRST 8D RETAINS +66 66\n>B: DOG H8 DOG +5 5\n";

game::ReplayResult replayed(const LoadedGame& g) {
  game::ReplayOptions ro;
  ro.distribution = &g.distribution;
  return game::replay(g.record, game::Board::standard(), ro);
}

TEST(GameReport, RecordText) {
  const LoadedGame g = load_game("t.gcg", kRecord, nullptr);
  EXPECT_FALSE(g.distribution_guessed);
  EXPECT_EQ(g.distribution.name(), "english");
  const std::string text = game_text(g, replayed(g));
  EXPECT_EQ(text.substr(0, text.find("    A B C")),
            "t.gcg: 2 events, english distribution, UTF-8\n  A (Alice): 66\n  B (Bob): 5\n");
  EXPECT_NE(text.find("\n 8  = . . R E T A I N S . ' . . =\n"), std::string::npos);
  const std::string tail =
      "t.gcg:5:9: event 2 (occupied): square 8H holds I, the play puts D there\nnot valid\n";
  ASSERT_GE(text.size(), tail.size());
  EXPECT_EQ(text.substr(text.size() - tail.size()), tail);
}

TEST(GameReport, RecordJson) {
  const LoadedGame g = load_game("t.gcg", kRecord, nullptr);
  const auto j = game_json(g, replayed(g), false);
  EXPECT_EQ(j["file"], "t.gcg");
  EXPECT_EQ(j["format"], "gcg");
  EXPECT_EQ(j["valid"], false);
  ASSERT_EQ(j["errors"].size(), 1u);
  EXPECT_EQ(j["errors"][0]["kind"], "occupied");
  EXPECT_EQ(j["errors"][0]["line"], 5);
  EXPECT_EQ(j["players"][0]["nick"], "A");
  EXPECT_EQ(j["players"][0]["score"], 66);
  EXPECT_EQ(j["events"], 2);
  EXPECT_EQ(j["turns"][0]["coordinate"], "8D");
  EXPECT_EQ(j["turns"][0]["recomputed"], 66);
  EXPECT_FALSE(j.contains("words_not_in_lexicon"));
  EXPECT_FALSE(j.contains("distribution_note"));
}

TEST(GameReport, PositionTextAndJson) {
  cgp::ReadOptions ro;
  ro.file = "one.cgp";
  const cgp::Position p =
      cgp::parse("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEINRST/ 12/7 1 lex CSW21;", ro);
  const std::string text = position_text(p, "one.cgp", 1);
  EXPECT_EQ(text.substr(0, text.find('\n') + 1),
            "one.cgp:1: UTF-8 variant, 15x15, english distribution\n");
  const std::string tail =
      "  player 1 (to move): score 12, rack AEINRST\n  player 2: score 7, rack unknown\n"
      "  zero turns: 1\n  lex CSW21\n";
  ASSERT_GE(text.size(), tail.size());
  EXPECT_EQ(text.substr(text.size() - tail.size()), tail);
  const auto j = position_json(p, 1);
  EXPECT_EQ(j["variant"], "utf8");
  EXPECT_EQ(j["board"].size(), 15u);
  EXPECT_EQ(j["board"][7], "...............");
  EXPECT_EQ(j["racks"][0], "AEINRST");
  EXPECT_EQ(j["racks"][1], "");
  EXPECT_EQ(j["scores"][1], 7);
  EXPECT_EQ(j["opcodes"][0]["name"], "lex");
  EXPECT_EQ(j["opcodes"][0]["operands"], "CSW21");
}

// RET on 8D..8F, the E already there: the lm play "8D R.T" put down the R and the T.
TEST(Scenes, PositionMarksItsLastPlay) {
  cgp::ReadOptions ro;
  ro.file = "p.cgp";
  const cgp::Position p =
      cgp::parse("15/15/15/15/15/15/15/3RET9/15/15/15/15/15/15/15 AB/CD 4/9 0 lm 8D R.T;", ro);
  const render::BoardScene s = position_scene(p);
  EXPECT_EQ(s.board, &p.board);
  EXPECT_EQ(s.highlight, (std::vector<std::pair<int, int>>{{7, 3}, {7, 5}}));
  ASSERT_EQ(s.players.size(), 2u);
  EXPECT_EQ(s.caption, "last move: 8D R.T");
}

TEST(Scenes, RecordAfterItsFirstEvent) {
  const LoadedGame g = load_game("t.gcg", kRecord, nullptr);
  game::ReplayOptions ro;
  ro.distribution = &g.distribution;
  ro.stop_after = 1;
  const game::ReplayResult r = game::replay(g.record, game::Board::standard(), ro);
  const render::BoardScene s = record_scene(g, r);
  EXPECT_EQ(s.caption, "after event 1 of 2: A 8D RETAINS +66");
  std::vector<std::pair<int, int>> retains;
  for (int c = 3; c <= 9; ++c) retains.emplace_back(7, c);
  EXPECT_EQ(s.highlight, retains);
  ASSERT_EQ(s.players.size(), 2u);
  EXPECT_EQ(s.players[0].score, 66);
}

}  // namespace
}  // namespace cwg::gamefiles
