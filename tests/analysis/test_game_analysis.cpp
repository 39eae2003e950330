// cwg analyze on the real records of ../shared/formats/gcg: every best play is checked by
// replaying the record up to its turn with that play in place of the one made (game/replay
// shares no code with the ranking): legal, its words in the lexicon, its score right. And
// the report's invariants: ranks, equity lost, the HTML page self-contained and escaped.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <unordered_set>

#include "analysis/game_analysis.hpp"
#include "core/file_io.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "tests/analysis/analysis_test_util.hpp"
#include "tests/game/game_test_util.hpp"

using cwg::test::split_args;

namespace cwg::analysis {
namespace {

namespace fs = std::filesystem;

const std::unordered_set<std::string>& words() {
  static const auto set = [] {
    std::unordered_set<std::string> w;
    std::ifstream in(test::sowpods_path());
    for (std::string s; in >> s;) {
      for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      w.insert(s);
    }
    return w;
  }();
  return set;
}

/// Replays `record` to the turn of `t` with `a` played instead; the problems found there.
std::vector<std::string> replay_instead(const game::Record& record, const AnalyzedTurn& t,
                                        const Action& a, const game::Distribution& d) {
  game::Record r = record;
  r.turns.resize(static_cast<std::size_t>(t.event - 1));
  game::Turn play;
  play.kind = game::TurnKind::Play;
  play.player = t.player;
  for (const game::Tile x : t.rack) play.rack.push_back(d.face(x));
  play.rack_known = true;
  play.placement = a.move.where;
  for (const game::Tile x : a.move.tiles) play.word.push_back(x ? d.face(x) : ".");
  play.score = a.score;
  r.turns.push_back(play);
  game::ReplayOptions o;
  o.distribution = &d;
  o.lexicon = &words();
  const game::ReplayResult rr = game::replay(r, game::Board::standard(), o);
  std::vector<std::string> problems;
  for (const auto& e : rr.errors)
    if (e.event == t.event) problems.push_back(e.message);
  for (const auto& e : rr.score_errors)
    if (e.event == t.event && e.field == "score")
      problems.push_back("score " + std::to_string(e.recorded) + " is " +
                         std::to_string(e.recomputed));
  for (const auto& e : rr.words_not_in_lexicon)
    if (e.event == t.event) problems.push_back(e.message);
  return problems;
}

TEST(GameAnalysis, BestPlaysOfRealGamesReplay) {
  CWG_NEED_SOWPODS();
  CWG_NEED_FORMATS();
  const game::Distribution& d = game::Distribution::english();
  const game::Leaves leaves = game::parse_leaves_csv("?,25\nS,8\nQ,-7\nV,-5\nES,11\n", "t", d);
  Ranker ranker(*test::sowpods(), game::Rules{}, game::EquityRules{});
  int games = 0, turns = 0;
  for (const auto& entry : fs::directory_iterator(test::formats_dir() / "gcg")) {
    const fs::path path = entry.path();
    if (path.extension() != ".gcg" || path.filename().string().rfind("polish", 0) == 0) continue;
    const gcg::Game g = gcg::parse(read_file(path), path.string());
    const game::Record record = gcg::to_record(g);
    const GameAnalysis an = analyze_game(record, d, ranker, leaves, 3);
    ++games;
    for (const AnalyzedTurn& t : an.turns) {
      ++turns;
      ASSERT_FALSE(t.best.empty());
      EXPECT_GE(t.equity_lost, 0.0);
      EXPECT_NEAR(t.equity_lost, std::max(0.0, t.best[0].equity - t.played.equity), 1e-9);
      for (std::size_t i = 1; i < t.best.size(); ++i)
        EXPECT_GE(t.best[i - 1].equity, t.best[i].equity);
      if (t.rank == 1) {
        EXPECT_NEAR(t.equity_lost, 0.0, 1e-9) << path << " turn " << t.event;
      }
      // The fast top 1 finds the same best equity as the full list.
      Turn turn;
      turn.board = &t.board;
      turn.rack = t.rack;
      turn.situation = t.situation;
      turn.may_exchange = t.situation.bag >= 7;
      EXPECT_NEAR(ranker.best(turn, leaves).equity, t.best[0].equity, 1e-9)
          << path.filename() << " turn " << t.event;
      if (t.best[0].kind != ActionKind::Play) continue;
      for (const std::string& p : replay_instead(record, t, t.best[0], d))
        ADD_FAILURE() << path.filename() << " turn " << t.event << ": " << p;
    }
  }
  EXPECT_GE(games, 20);
  EXPECT_GE(turns, 400);
}

TEST(AnalyzeCli, JsonTextAndHtml) {
  CWG_NEED_SOWPODS();
  CWG_NEED_FORMATS();
  test::TempDir dir;
  // A name with markup: the page must show it, not run it.
  std::string record = test::read_all(test::formats_dir() / "gcg" / "doug_v_emely.gcg");
  for (std::size_t at = record.find("doug"); at != std::string::npos; at = record.find("doug", at))
    record.replace(at, 4, "<i>&d");
  const auto game = dir.write("game.gcg", record);
  const auto leaves = dir.write("l.csv", "?,25\nS,8\n");
  const std::string base = "analyze " + test::quoted(game.string()) + " --dict " +
                           test::quoted(test::sowpods_path().string()) + " --leaves " +
                           test::quoted(leaves.string());
  const auto j = test::run_cwg(
      split_args(base + " --json -o " + test::quoted((dir.path() / "r.html").string())));
  ASSERT_EQ(j.exit_code, 0) << j.err;
  const auto all = nlohmann::json::parse(j.out);
  ASSERT_TRUE(all.is_array() && all.size() == 1);  // README, "JSON output"
  const auto& report = all[0];
  EXPECT_EQ(report["file"], game.string());
  EXPECT_EQ(report["format"], "gcg");
  ASSERT_EQ(report["turns"].size(), 26u);
  const auto& first = report["turns"][0];
  for (const char* key : {"turn", "player", "rack", "played", "best", "rank", "equity_lost"})
    EXPECT_TRUE(first.contains(key)) << key;
  EXPECT_EQ(first["rack"], "DINNVWY");
  EXPECT_EQ(first["played"]["play"], "8D WINDY");
  int phonies = 0;
  for (const auto& t : report["turns"]) phonies += static_cast<int>(t["phonies"].size());
  EXPECT_GE(phonies, 1);  // TILAX, challenged off
  const std::string html = test::read_all(dir.path() / "r.html");
  EXPECT_EQ(html.find("<script"), std::string::npos);
  EXPECT_EQ(html.find("<i>&d"), std::string::npos);
  EXPECT_NE(html.find("&lt;i&gt;&amp;d"), std::string::npos);
  std::size_t boards = 0;
  for (std::size_t at = html.find("<svg"); at != std::string::npos; at = html.find("<svg", at + 1))
    ++boards;
  EXPECT_EQ(boards, 2u * 26u);
  const auto text = test::run_cwg(split_args(base));
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("8D WINDY"), std::string::npos);
  EXPECT_NE(text.out.find("equity lost"), std::string::npos);
  // A malformed leave file: its line, exit 2, no report.
  const auto bad = dir.write("bad.csv", "?,25\nS,eight\n");
  const auto b = test::run_cwg(split_args("analyze " + test::quoted(game.string()) + " --dict " +
                                          test::quoted(test::sowpods_path().string()) +
                                          " --leaves " + test::quoted(bad.string()) + " -o " +
                                          test::quoted((dir.path() / "no.html").string())));
  EXPECT_EQ(b.exit_code, 2);
  EXPECT_NE(b.err.find("bad.csv:2:3:"), std::string::npos) << b.err;
  EXPECT_FALSE(fs::exists(dir.path() / "no.html"));
}

}  // namespace
}  // namespace cwg::analysis
