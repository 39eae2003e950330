// The reports of cwg play and cwg analyze and a side's settings, from results made by hand
// (the expected text worked out here, not by the code under test).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "analysis/game_analysis.hpp"
#include "analysis/leave_counts.hpp"
#include "analysis/leave_fit.hpp"
#include "analysis/match.hpp"
#include "core/input_error.hpp"
#include "tests/game/sowpods.hpp"

namespace cwg::analysis {
namespace {

const game::Distribution& en() {
  return game::Distribution::english();
}

game::TileString tiles(const std::string& text) {
  return *en().encode(text);
}

MatchResult four_games() {
  MatchResult m;
  m.games = 4;
  m.wins[0] = 2;
  m.wins[1] = 1;
  m.draws = 1;
  m.spread = 10;
  m.bingos[0] = 3;
  m.bingos[1] = 2;
  return m;
}

const MatchRun kRun{"leaves=a", "leaves=b", 7, 2, 1.5, 0.5};

// Win rate (2 + 1/2) / 4; variance 2.25/4 - 0.625^2 = 0.171875, half width
// 1.96 * sqrt(0.171875 / 4) = 0.4063: [21.9 %, 100 %] (capped).
TEST(MatchReport, TextByHand) {
  EXPECT_EQ(match_text(four_games(), kRun),
            "4 games: first (leaves=a) 2 wins, second (leaves=b) 1 wins, 1 draws\n"
            "win rate of the first 62.5 % (95 % interval 21.9 % - 100.0 %), mean spread 2.5, "
            "1.25 bingos a game\n"
            "1.5 s, 8.0 games per CPU second on 2 threads\n");
}

TEST(MatchReport, JsonByHand) {
  const std::string text = match_json(four_games(), kRun);
  ASSERT_EQ(text.back(), '\n');
  const auto j = nlohmann::ordered_json::parse(text);
  std::vector<std::string> keys;
  for (const auto& [key, value] : j.items()) keys.push_back(key);
  EXPECT_EQ(keys, (std::vector<std::string>{"games", "wins", "draws", "win_rate", "ci95",
                                            "mean_spread", "bingos_per_game", "first", "second",
                                            "seed", "threads", "seconds", "cpu_seconds"}));
  EXPECT_EQ(j["games"], 4);
  EXPECT_EQ(j["wins"], nlohmann::ordered_json::array({2, 1}));
  EXPECT_EQ(j["draws"], 1);
  EXPECT_DOUBLE_EQ(j["win_rate"].get<double>(), 0.625);
  EXPECT_NEAR(j["ci95"][0].get<double>(), 0.625 - 0.40629, 1e-4);
  EXPECT_DOUBLE_EQ(j["ci95"][1].get<double>(), 1.0);
  EXPECT_DOUBLE_EQ(j["mean_spread"].get<double>(), 2.5);
  EXPECT_DOUBLE_EQ(j["bingos_per_game"].get<double>(), 1.25);
  EXPECT_EQ(j["first"], "leaves=a");
  EXPECT_EQ(j["seed"], 7);
  EXPECT_EQ(j["threads"], 2);
  EXPECT_DOUBLE_EQ(j["cpu_seconds"].get<double>(), 0.5);
}

std::string settings_error(const std::string& text) {
  try {
    parse_play_settings(text, "--first", en());
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(PlaySettings, ReadOrNamed) {
  const PlaySettings none = parse_play_settings("leaves=none", "--second", en());
  EXPECT_EQ(none.text, "leaves=none");
  EXPECT_TRUE(none.leaves.empty());
  EXPECT_EQ(settings_error("speed=9"),
            "--first 'speed=9': 'speed=9' is not a setting (leaves=default|none|FILE, or sim:... "
            "for a simulating side)");
  EXPECT_EQ(settings_error("leaves="),
            "--first 'leaves=': 'leaves=' is not a setting (leaves=default|none|FILE, or sim:... "
            "for a simulating side)");
  EXPECT_EQ(settings_error("plies=2"),
            "--first 'plies=2': 'plies=2' is not a setting (leaves=default|none|FILE, or sim:... "
            "for a simulating side)");
  EXPECT_EQ(settings_error(""),
            "--first '': no setting (leaves=default|none|FILE, or sim:... for a simulating side)");
  EXPECT_EQ(settings_error("sim:plies=-1"),
            "--first 'sim:plies=-1': 'plies=-1': the value must be an integer 0 .. 50");
  EXPECT_EQ(settings_error("sim:iterations=1.5"),
            "--first 'sim:iterations=1.5': 'iterations=1.5': the value must be an integer 1 .. "
            "1000000");
  EXPECT_EQ(settings_error("sim:speed=2"),
            "--first 'sim:speed=2': 'speed=2' is not a setting (leaves=default|none|FILE, "
            "candidates=N, plies=K, iterations=N, margin=E, batch=N)");
  // The default leave table is found in the working directory (a checkout's root) or
  // beside the program: this test program, in build*/tests/analysis, is in neither place.
  const std::filesystem::path here = std::filesystem::current_path();
  std::filesystem::current_path(CWG_SOURCE_DIR);
  const PlaySettings sim =
      parse_play_settings("sim:iterations=64,plies=1,margin=7.5", "--first", en());
  const bool bare_sim = parse_play_settings("sim", "--first", en()).sim.has_value();
  std::filesystem::current_path(here);
  ASSERT_TRUE(sim.sim);
  EXPECT_EQ(sim.sim->iterations, 64);
  EXPECT_EQ(sim.sim->plies, 1);
  EXPECT_DOUBLE_EQ(sim.sim->margin, 7.5);
  EXPECT_FALSE(sim.leaves.empty());  // the default table
  EXPECT_TRUE(bare_sim);
  EXPECT_EQ(settings_error("leaves=none,leaves=none"),
            "--first 'leaves=none,leaves=none': leaves= given twice");
}

/// One turn: Alec exchanged QUUV keeping AEI (equity 4.5, the best), the pass second.
GameAnalysis one_exchange() {
  GameAnalysis an;
  an.players = {{"Alec", 1, 1, 0.0, 0, 0, 0}, {"Cesar"}};
  AnalyzedTurn t;
  t.event = 3;
  t.line = 7;
  t.player = 0;
  t.rack = tiles("AEIQUUV");
  t.played.kind = ActionKind::Exchange;
  t.played.thrown = tiles("QUUV");
  t.played.leave = tiles("AEI");
  t.played.equity = 4.5;
  Action pass;
  pass.leave = t.rack;
  t.best = {t.played, pass};
  t.rank = 1;
  an.turns.push_back(t);
  an.skipped = 2;
  return an;
}

TEST(AnalysisReport, TextByHand) {
  EXPECT_EQ(analysis_text(one_exchange(), en()),
            "turn player       rack     played                  score  equity rank  "
            "best                    score  equity   lost\n"
            "3    Alec         AEIQUUV  -QUUV                       0     4.5    1  "
            "-QUUV                       0     4.5    0.0\n"
            "\n"
            "player        turns  best  equity lost  phonies  bingos  bingos missed\n"
            "Alec              1     1          0.0        0       0              0\n"
            "Cesar             0     0          0.0        0       0              0\n"
            "2 turns skipped (rack or exchanged tiles not in the record)\n");
}

TEST(AnalysisReport, JsonByHand) {
  const auto j = nlohmann::json::parse(analysis_json("g.gcg", one_exchange(), en()));
  ASSERT_TRUE(j.is_array());
  ASSERT_EQ(j.size(), 1u);
  EXPECT_EQ(j[0]["file"], "g.gcg");
  EXPECT_EQ(j[0]["format"], "gcg");
  const auto& turn = j[0]["turns"][0];
  EXPECT_EQ(turn["turn"], 3);
  EXPECT_EQ(turn["line"], 7);
  EXPECT_EQ(turn["player"], "Alec");
  EXPECT_EQ(turn["rack"], "AEIQUUV");
  EXPECT_EQ(turn["played"]["play"], "-QUUV");
  EXPECT_EQ(turn["played"]["leave"], "AEI");
  EXPECT_EQ(turn["played"]["coord"], "");
  EXPECT_EQ(turn["best"].size(), 2u);
  EXPECT_EQ(turn["best"][1]["play"], "-");
  EXPECT_EQ(turn["rank"], 1);
  EXPECT_TRUE(turn["bingo_missed"].is_null());
  EXPECT_EQ(j[0]["players"][1]["name"], "Cesar");
  EXPECT_EQ(j[0]["skipped"], 2);
}

std::string shard_error(const std::string& text) {
  try {
    parse_shard(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(Shard, KOfN) {
  EXPECT_EQ(parse_shard("1/1"), std::make_pair(1, 1));
  EXPECT_EQ(parse_shard("3/12"), std::make_pair(3, 12));
  for (const char* bad : {"3/2", "0/2", "01/2", "1/", "/2", "1-2", "a/b", "1/2x", ""})
    EXPECT_EQ(shard_error(bad),
              "--shard '" + std::string(bad) + "': expected K/N with 1 <= K <= N");
}

// Generations in order, each reported as it starts and when played, and the table learnt
// the same on one thread and two.
TEST(LearnLeaves, GenerationsInOrderAnyThreads) {
  CWG_NEED_SOWPODS();
  const game::Lexicon& lex = *test::sowpods();
  LearnPlan plan;
  plan.seed = 5;
  plan.games = 6;
  plan.generations = 2;
  std::string events;
  const auto start = [&](int g) { events += "start " + std::to_string(g) + ";"; };
  const auto played = [&](int g, const LeaveCounts& c) {
    events += "played " + std::to_string(g) + " " + std::to_string(c.games_played) + ";";
  };
  const game::Leaves one = learn_leaves(lex, game::Leaves(), plan, start, played);
  EXPECT_EQ(events, "start 0;played 0 6;start 1;played 1 6;");
  plan.threads = 2;
  const game::Leaves two = learn_leaves(lex, game::Leaves(), plan, {}, {});
  EXPECT_FALSE(one.empty());
  EXPECT_EQ(one.keys(), two.keys());
  EXPECT_EQ(one.values(), two.values());
}

}  // namespace
}  // namespace cwg::analysis
