// Self-play games checked by game/replay (which shares no code with the ranking or the
// game loop): every play legal, every word in the lexicon, every score and the end right;
// and the results independent of the thread count and the shard split.
#include <gtest/gtest.h>

#include <fstream>
#include <unordered_set>

#include "analysis/leave_counts.hpp"
#include "analysis/leave_fit.hpp"
#include "analysis/match.hpp"
#include "analysis/selfplay.hpp"
#include "core/input_error.hpp"
#include "game/replay.hpp"
#include "tests/game/sowpods.hpp"

namespace cwg::analysis {
namespace {

using game::Distribution;
using game::TileString;

std::vector<std::string> faces(const Distribution& d, const TileString& t) {
  std::vector<std::string> out;
  for (const game::Tile x : t) out.push_back(d.face(x));
  return out;
}

/// The game as a neutral record, as a GCG file would give it.
game::Record record_of(const std::vector<LoggedTurn>& log, const Distribution& d,
                       const TileString& last_rack, const TileString& other_rack) {
  game::Record r;
  r.players = {"one", "two"};
  int totals[2] = {0, 0};
  for (const LoggedTurn& l : log) {
    game::Turn t;
    t.player = static_cast<std::size_t>(l.player);
    t.rack = faces(d, l.rack);
    t.rack_known = true;
    t.score = l.action.score;
    if (l.action.kind == ActionKind::Play) {
      t.kind = game::TurnKind::Play;
      t.placement = l.action.move.where;
      for (const game::Tile x : l.action.move.tiles) t.word.push_back(x ? d.face(x) : ".");
    } else if (l.action.kind == ActionKind::Exchange) {
      t.kind = game::TurnKind::Exchange;
      t.tiles = faces(d, l.action.thrown);
    } else {
      t.kind = game::TurnKind::Pass;
    }
    totals[l.player] += t.score;
    t.cumulative = totals[l.player];
    r.turns.push_back(t);
  }
  // The end: the player who went out gets twice the other's rack.
  if (last_rack.empty()) {
    game::Turn t;
    t.kind = game::TurnKind::EndRackPoints;
    t.player = static_cast<std::size_t>(log.back().player);
    t.tiles = faces(d, other_rack);
    for (const game::Tile x : other_rack) t.score += 2 * d.value(x);
    totals[t.player] += t.score;
    t.cumulative = totals[t.player];
    r.turns.push_back(t);
  }
  return r;
}

std::unordered_set<std::string> sowpods_words() {
  std::unordered_set<std::string> words;
  std::ifstream in(test::sowpods_path());
  for (std::string w; in >> w;) {
    for (char& c : w) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    words.insert(w);
  }
  return words;
}

TEST(SelfPlay, GamesReplayCleanly) {
  CWG_NEED_SOWPODS();
  const Distribution& d = Distribution::english();
  const auto words = sowpods_words();
  Ranker ranker(*test::sowpods(), game::Rules{}, game::EquityRules{});
  const game::Leaves none;
  const game::Leaves some = game::parse_leaves_csv("?,25\nS,8\nQ,-7\nV,-5\nES,11\n", "t", d);
  const game::Leaves* sides[2] = {&some, &none};
  int exchanges = 0, outs = 0;
  for (std::uint64_t i = 0; i < 8; ++i) {
    std::vector<LoggedTurn> log;
    const GameResult res = play_game(ranker, sides, 7, i, GameRules{}, nullptr, &log);
    ASSERT_EQ(res.turns, static_cast<int>(log.size()));
    const int last = log.back().player;
    const TileString& last_rack = res.racks[last];
    const TileString& other = res.racks[1 - last];
    outs += last_rack.empty();
    game::ReplayOptions o;
    o.distribution = &d;
    o.lexicon = &words;
    game::Record rec = record_of(log, d, last_rack, other);
    // Scoreless turns ended it: each side loses its rack's points (EndRackPenalty events).
    for (int p = 0; p < 2 && !last_rack.empty(); ++p) {
      game::Turn t;
      t.kind = game::TurnKind::EndRackPenalty;
      t.player = static_cast<std::size_t>(p);
      t.tiles = faces(d, res.racks[p]);
      for (const game::Tile x : res.racks[p]) t.score -= d.value(x);
      int before = 0;
      for (const game::Turn& u : rec.turns)
        if (u.player == t.player) before = u.cumulative;
      t.cumulative = before + t.score;
      rec.turns.push_back(t);
    }
    const game::ReplayResult rr = game::replay(rec, game::Board::standard(), o);
    for (const auto& e : rr.errors) ADD_FAILURE() << "game " << i << ": " << e.message;
    for (const auto& e : rr.score_errors)
      ADD_FAILURE() << "game " << i << " event " << e.event << ": " << e.field << " " << e.recorded
                    << " vs " << e.recomputed;
    EXPECT_TRUE(rr.words_not_in_lexicon.empty()) << "game " << i;
    ASSERT_EQ(rr.scores.size(), 2u);
    EXPECT_EQ(rr.scores[0], res.score[0]) << "game " << i;
    EXPECT_EQ(rr.scores[1], res.score[1]) << "game " << i;
    for (const LoggedTurn& l : log) exchanges += l.action.kind == ActionKind::Exchange;
    EXPECT_GT(res.score[0] + res.score[1], 300) << "game " << i;  // engines score 350+ a side
  }
  EXPECT_GT(outs, 4);  // most games end with a player going out
  (void)exchanges;
}

TEST(SelfPlay, MatchIsTheSameOnAnyThreadCount) {
  CWG_NEED_SOWPODS();
  const game::Leaves none;
  const game::Leaves some =
      game::parse_leaves_csv("?,25\nS,8\nQ,-7\n", "t", Distribution::english());
  const PlaySettings first{"", some, {}}, second{"", none, {}};
  const MatchResult one = play_match(*test::sowpods(), first, second, 3, 9, GameRules{}, 1);
  const MatchResult three = play_match(*test::sowpods(), first, second, 3, 9, GameRules{}, 3);
  EXPECT_EQ(one.games, 9);
  EXPECT_EQ(one.wins[0] + one.wins[1] + one.draws, 9);
  EXPECT_EQ(one.wins[0], three.wins[0]);
  EXPECT_EQ(one.spread, three.spread);
  EXPECT_EQ(one.bingos[0] + one.bingos[1], three.bingos[0] + three.bingos[1]);
  const auto [low, high] = one.ci95();
  EXPECT_LE(low, one.win_rate());
  EXPECT_GE(high, one.win_rate());
}

TEST(LeaveCounts, ThreadsAndShardsGiveTheSameCounts) {
  CWG_NEED_SOWPODS();
  const Distribution& d = Distribution::english();
  const game::Leaves none;
  const GameShare all{11, 6, 1, 1};
  const LeaveCounts one = collect_leave_counts(*test::sowpods(), none, all, GameRules{}, 1);
  const LeaveCounts two = collect_leave_counts(*test::sowpods(), none, all, GameRules{}, 2);
  EXPECT_EQ(counts_text(one, d), counts_text(two, d));
  EXPECT_EQ(one.games_played, 6);
  EXPECT_GT(one.total.count, 6 * 10);
  std::vector<LeaveCounts> shards;
  for (int k = 1; k <= 3; ++k) {
    const LeaveCounts s =
        collect_leave_counts(*test::sowpods(), none, {11, 6, k, 3}, GameRules{}, 1);
    EXPECT_EQ(s.games_played, 2);
    // Through the file form, as a scheduler would carry them.
    shards.push_back(parse_counts(counts_text(s, d), "shard", d));
  }
  const LeaveCounts merged = merge_counts(shards, {"a", "b", "c"});
  EXPECT_EQ(counts_text(merged, d), counts_text(one, d));
  EXPECT_THROW(merge_counts({shards[0], shards[1]}, {"a", "b"}), InputError);
  EXPECT_THROW(merge_counts({shards[0], shards[0], shards[2]}, {"a", "b", "c"}), InputError);
}

}  // namespace
}  // namespace cwg::analysis
