// cwg analyze on the real records of ../shared/formats/gcg: every best play is checked by
// replaying the record up to its turn with that play in place of the one made (game/replay
// shares no code with the ranking): legal, its words in the lexicon, its score right. And
// the report's invariants: ranks, equity lost, the HTML page self-contained and escaped.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <unordered_set>

#include "analysis/commands.hpp"
#include "analysis/game_analysis.hpp"
#include "core/file_io.hpp"
#include "core/rng.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "tests/game/game_test_util.hpp"
#include "tests/game/sowpods.hpp"

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

/// What issue 29 asks of every turn: a legal action ranks >= 1 with no best below it; an
/// illegal one ranks 0 and says why (its phonies or the replay's problems: never a play
/// the generator missed); the loss is the best's equity less what the turn earned.
void expect_truthful(const AnalyzedTurn& t, const std::string& where) {
  const std::string at = where + " turn " + std::to_string(t.event);
  const bool legal = t.phonies.empty() && t.problems.empty();
  EXPECT_EQ(legal, t.rank >= 1) << at << " rank " << t.rank;
  if (t.rank >= 1 && !t.withdrawn) {
    EXPECT_GE(t.best[0].equity, t.played.equity - 1e-9) << at;
    EXPECT_NEAR(t.equity_lost, t.best[0].equity - t.played.equity, 1e-9) << at;
  } else {
    EXPECT_NEAR(t.equity_lost, t.best[0].equity - t.played.equity, 1e-9) << at;
  }
  if (t.withdrawn) {
    EXPECT_EQ(t.played.score, 0) << at;
  }
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
      expect_truthful(t, path.filename().string());
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

/// A game of random legal plays (each chosen uniformly among the rack's plays, so the
/// positions are not the ones equity leads to), as a record writes it: a one-tile play
/// named by its longer word, down when that is the down one (the generator lists it across).
game::Record random_game(Ranker& ranker, std::uint64_t index, const game::Distribution& d) {
  Rng rng(29, index);
  game::TileString bag;
  for (int k = 0; k <= d.size(); ++k)
    for (int n = 0; n < d.count(static_cast<game::Tile>(k)); ++n)
      bag.push_back(static_cast<game::Tile>(k));
  for (std::size_t i = bag.size(); i > 1; --i)
    std::swap(bag[i - 1], bag[rng.below(static_cast<std::uint32_t>(i))]);
  game::Record r;
  r.players = {"one", "two"};
  game::Board board = game::Board::standard();
  game::TileString racks[2];
  const game::Leaves none;
  for (int turn = 0; turn < 30; ++turn) {
    game::TileString& rack = racks[turn % 2];
    while (rack.size() < 7 && !bag.empty()) rack.push_back(bag.back()), bag.pop_back();
    Turn position;
    position.board = &board;
    position.rack = rack;
    position.situation = situation_of(board, rack, d, 7);
    std::vector<Action> plays;
    for (Action& a : ranker.rank_all(position, none))
      if (a.kind == ActionKind::Play) plays.push_back(std::move(a));
    if (plays.empty() || rack.empty()) break;
    const Action& a = plays[rng.below(static_cast<std::uint32_t>(plays.size()))];
    game::Turn t;
    t.player = static_cast<std::size_t>(turn % 2);
    for (const game::Tile x : rack) t.rack.push_back(d.face(x));
    t.rack_known = true;
    t.kind = game::TurnKind::Play;
    t.line = turn + 3;
    t.placement = a.move.where;
    int row = a.move.where.row, col = a.move.where.col;
    for (const game::Tile x : a.move.tiles) {
      if (x != game::kEmpty) {
        board.set(row, col, x);
        rack.erase(
            std::find(rack.begin(), rack.end(), game::is_designated_blank(x) ? game::kBlank : x));
        if (a.move.played == 1) {
          // The other line through the one tile, when it holds a longer word.
          int r0 = row, c0 = col, n = 1;
          const bool down = a.move.where.across;
          while (board.contains(r0 - down, c0 - !down) && !board.is_empty(r0 - down, c0 - !down))
            r0 -= down, c0 -= !down;
          while (board.contains(r0 + n * down, c0 + n * !down) &&
                 !board.is_empty(r0 + n * down, c0 + n * !down))
            ++n;
          if (n > static_cast<int>(a.move.tiles.size())) {
            t.placement = {r0, c0, !down};
            t.word.clear();
            for (int k = 0; k < n; ++k)
              t.word.push_back(r0 + k * down == row && c0 + k * !down == col ? d.face(x) : ".");
          }
        }
      }
      (a.move.where.across ? col : row) += 1;
    }
    if (t.word.empty())
      for (const game::Tile x : a.move.tiles) t.word.push_back(x ? d.face(x) : ".");
    t.score = a.score;
    r.turns.push_back(std::move(t));
  }
  return r;
}

TEST(GameAnalysis, RandomLegalPlaysRankAtLeastOne) {
  CWG_NEED_SOWPODS();
  const game::Distribution& d = game::Distribution::english();
  const game::Leaves leaves = game::parse_leaves_csv("?,25\nS,8\nQ,-7\nV,-5\nES,11\n", "t", d);
  Ranker ranker(*test::sowpods(), game::Rules{}, game::EquityRules{});
  int turns = 0;
  for (std::uint64_t game = 0; game < 6; ++game) {
    const game::Record record = random_game(ranker, game, d);
    const GameAnalysis an = analyze_game(record, d, ranker, leaves, 3);
    EXPECT_EQ(an.skipped, 0);
    for (const AnalyzedTurn& t : an.turns) {
      ++turns;
      expect_truthful(t, "random game " + std::to_string(game));
      EXPECT_GE(t.rank, 1) << "random game " << game << " turn " << t.event;
    }
  }
  EXPECT_GE(turns, 100);
}

TEST(GameAnalysis, PhoniesAreNamedAndValuedByWhatTheyEarned) {
  CWG_NEED_SOWPODS();
  const game::Distribution& d = game::Distribution::english();
  Ranker ranker(*test::sowpods(), game::Rules{}, game::EquityRules{});
  const game::Leaves none;
  const auto analyze = [&](const std::string& body) {
    const gcg::Game g = gcg::parse("#player1 a A\n#player2 b B\n" + body, "t.gcg");
    return analyze_game(gcg::to_record(g), d, ranker, none, 3);
  };
  // ZQXJ stands (unchallenged): rank 0, its phony named, measured by its 72 points.
  const GameAnalysis stood = analyze(">a: JQXZAAA 8E ZQXJ +72 72\n");
  ASSERT_EQ(stood.turns.size(), 1u);
  const AnalyzedTurn& s = stood.turns[0];
  EXPECT_EQ(s.rank, 0);
  EXPECT_EQ(s.phonies, std::vector<std::string>{"ZQXJ"});
  EXPECT_LT(s.equity_lost, 0.0);  // it earned more than any legal play
  EXPECT_NEAR(s.equity_lost, s.best[0].equity - s.played.equity, 1e-9);
  // The same play withdrawn earned nothing: the pass's equity, a loss of at least 0.
  const GameAnalysis off = analyze(">a: JQXZAAA 8E ZQXJ +72 72\n>a: JQXZAAA --  -72 0\n");
  ASSERT_EQ(off.turns.size(), 1u);
  const AnalyzedTurn& w = off.turns[0];
  EXPECT_TRUE(w.withdrawn);
  EXPECT_EQ(w.rank, 0);
  EXPECT_EQ(w.played.score, 0);
  EXPECT_GE(w.equity_lost, 0.0);
  EXPECT_NEAR(w.equity_lost, w.best[0].equity - w.played.equity, 1e-9);
  // A legal main word with a phony cross word: the cross word is named.
  const GameAnalysis cross = analyze(">a: CATXYZE 8G CAT +10 10\n>b: AXEDOGS 9G AX +0 0\n");
  ASSERT_EQ(cross.turns.size(), 2u);
  EXPECT_EQ(cross.turns[1].rank, 0);
  EXPECT_EQ(cross.turns[1].phonies, std::vector<std::string>{"CA"});  // AX and AX are words
  // Tiles the rack lacks: rank 0, the replay's reason.
  const GameAnalysis lacks = analyze(">a: DOGSXYZ 8G CAT +10 10\n");
  ASSERT_EQ(lacks.turns.size(), 1u);
  EXPECT_EQ(lacks.turns[0].rank, 0);
  ASSERT_EQ(lacks.turns[0].problems.size(), 1u);
  EXPECT_NE(lacks.turns[0].problems[0].find("lacks"), std::string::npos);
}

TEST(AnalyzeTitle, TheRecordsTitleElseItsPlayersElseItsFileName) {
  const auto title = [](const std::string& text) {
    return game_title(gcg::parse(text, "t.gcg"), "/some/where/game 7.gcg");
  };
  EXPECT_EQ(title("#player1 a Ann Smith\n#player2 b Bob\n#title Final, round 3\n"),
            "Final, round 3");
  EXPECT_EQ(title("#player1 a Ann Smith\n#player2 b Bob\n"), "Ann Smith vs Bob");
  EXPECT_EQ(title("#description no players\n"), "game 7.gcg");
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
                           test::quoted(test::sowpods_dict().string()) + " --leaves " +
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
  // Titled by the game (its players), not by the path typed.
  EXPECT_NE(html.find("<h1>&lt;i&gt;&amp;d vs emely</h1>"), std::string::npos);
  EXPECT_EQ(html.find(dir.path().string()), std::string::npos);
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
                                          test::quoted(test::sowpods_dict().string()) +
                                          " --leaves " + test::quoted(bad.string()) + " -o " +
                                          test::quoted((dir.path() / "no.html").string())));
  EXPECT_EQ(b.exit_code, 2);
  EXPECT_NE(b.err.find("bad.csv:2:3:"), std::string::npos) << b.err;
  EXPECT_FALSE(fs::exists(dir.path() / "no.html"));
}

}  // namespace
}  // namespace cwg::analysis
