// The plays cwg moves lists (analysis/play_lists): the listing's text and JSON from plays
// made here, and the lister against the generator's full list.
#include <gtest/gtest.h>

#include "analysis/play_lists.hpp"
#include "tests/game/sowpods.hpp"

namespace cwg::analysis {
namespace {

game::ListedPosition position(const std::string& rack) {
  game::ListedPosition p;
  p.where = "f.cgp:3";
  p.file = "f.cgp";
  p.line = 3;
  p.dist = std::make_shared<game::Distribution>(game::Distribution::english());
  p.rack = *p.dist->encode(rack);
  return p;
}

std::vector<game::MoveText> one_play() {
  game::MoveText m;
  m.move.score = 66;
  m.move.equity = 70.26;
  m.move.bingo = true;
  m.coord = "8D";
  m.word = "RETAINS";
  m.tiles = "RETAINS";
  return {m};
}

TEST(PlayLists, TextByHand) {
  const auto p = position("AEINRST");
  EXPECT_EQ(position_text(p, one_play(), 1, 0, false, true),
            "# f.cgp:3 rack AEINRST: 1 play\n8D RETAINS 66\n");
  EXPECT_EQ(position_text(p, one_play(), std::nullopt, 5, true, true),
            "# f.cgp:3 rack AEINRST: top 5\n8D RETAINS 66 70.3\n");
  EXPECT_EQ(position_text(p, one_play(), 9, 0, false, false), "8D RETAINS 66\n");
}

TEST(PlayLists, JsonByHand) {
  const auto j = position_json(position("AEINRST"), {"YAS"}, one_play(), std::nullopt, true);
  EXPECT_EQ(j.dump(),
            "{\"line\":3,\"rack\":\"AEINRST\",\"count\":null,\"board_words_not_in_lexicon\":"
            "[\"YAS\"],\"moves\":[{\"coord\":\"8D\",\"word\":\"RETAINS\",\"tiles\":\"RETAINS\","
            "\"score\":66,\"bingo\":true,\"equity\":70.26}]}");
}

// The lister's top plays are the first of the generator's whole list, ranked the same way.
TEST(PlayLists, TopIsTheFullListsHead) {
  CWG_NEED_SOWPODS();
  const game::Lexicon& lex = *test::sowpods();
  game::MoveGenerator gen(lex);
  const auto p = position("AEINRS?");
  for (const game::RankBy by : {game::RankBy::Score, game::RankBy::Equity}) {
    PlayLister all(by, 0, "none"), top(by, 3, "none");
    std::optional<std::size_t> count_all, count_top;
    const auto every = all.list(p, lex, gen, count_all);
    const auto best = top.list(p, lex, gen, count_top);
    ASSERT_TRUE(count_all.has_value());
    EXPECT_EQ(*count_all, every.size());
    EXPECT_FALSE(count_top.has_value());
    ASSERT_EQ(best.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
      EXPECT_EQ(best[i].coord + best[i].word, every[i].coord + every[i].word);
      EXPECT_EQ(best[i].move.equity, every[i].move.equity);
    }
  }
}

}  // namespace
}  // namespace cwg::analysis
