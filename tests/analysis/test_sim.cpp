// Simulation (analysis/sim.hpp): the same output on any thread count for a seed, and the
// bad input of `cwg endgame` and `cwg sim` through the binary (exit 2, the file named).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "analysis/deep_analysis.hpp"
#include "analysis/game_analysis.hpp"
#include "analysis/sim.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/bag.hpp"
#include "game/movegen/lexicon.hpp"
#include "tests/game/game_test_util.hpp"
#include "tests/game/sowpods.hpp"

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
  // The opponent's stated tiles must come from the unseen tiles too (issue 29 item 7).
  const auto opp_q =
      dir.write("oppq.cgp", "7QZ6/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEINRST/Q 0/0 0\n");
  r = run_cwg({"sim", opp_q.string()});
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("oppq.cgp:1"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

/// The small lexicon as a word list file in `dir`, one word a line.
std::string small_lexicon_file(TempDir& dir) {
  const std::string words =
      "AA\nAB\nAD\nAE\nAI\nAN\nAR\nAS\nAT\nBA\nBE\nDA\nDE\nED\nEN\nER\nES\nIN\nIS\nIT\nNA\nNE\n"
      "NO\nON\nOR\nOS\nRE\nSO\nTA\nTI\nTO\nBAD\nBED\nBET\nEAT\nNET\nOAT\nRAT\nSEA\nSET\nTEA\n"
      "TEN\nTIE\nTOE\nDATE\nEAST\nIRON\nNOTE\nRATE\nSEAT\nTONE\nRIDE\nSTONE\nNOTES\nTONES\n";
  return dir.write("small.txt", words).string();
}

/// A JSON output without what depends on the machine: seconds, CPU seconds, the threads.
nlohmann::json without_timing(nlohmann::json j) {
  if (!j.is_structured()) return j;  // a number or string iterates as itself
  if (j.is_object())
    for (const char* k : {"seconds", "cpu_seconds", "threads"}) j.erase(k);
  for (auto& v : j) v = without_timing(v);
  return j;
}

// `cwg sim` through the binary prints the same candidates, rollouts, spreads and win % for a
// seed on one thread and on three.
TEST(SimCli, SameOutputOnAnyThreadCount) {
  TempDir dir;
  const std::string lexicon = small_lexicon_file(dir);
  const auto pos =
      dir.write("date.cgp", "15/15/15/15/15/15/15/7DATE4/15/15/15/15/15/15/15 ENOSTIR/ 10/12 0\n");
  std::vector<nlohmann::json> outs;
  for (const char* threads : {"1", "3"}) {
    const ProcessRun r =
        run_cwg({"sim", pos.string(), "--dict", lexicon, "--candidates", "4", "--iterations", "48",
                 "--plies", "2", "--seed", "5", "--threads", threads, "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    outs.push_back(without_timing(nlohmann::json::parse(r.out)));
  }
  ASSERT_FALSE(outs[0]["candidates"].empty()) << outs[0].dump();
  EXPECT_EQ(outs[0], outs[1]);
}

// The simulating player in `cwg play`: the same games, wins and spreads for a seed on one
// thread and on three (each turn's rollouts draw from (seed, game, turn)).
TEST(PlayCli, SimPlayerSameOnAnyThreadCount) {
  TempDir dir;
  const std::string lexicon = small_lexicon_file(dir);
  std::vector<nlohmann::json> outs;
  for (const char* threads : {"1", "3"}) {
    const ProcessRun r = run_cwg({"play", "--dict", lexicon, "--games", "8", "--seed", "3",
                                  "--first", "sim:candidates=3,iterations=16,batch=8,plies=1",
                                  "--second", "leaves=none", "--threads", threads, "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    outs.push_back(without_timing(nlohmann::json::parse(r.out)));
  }
  EXPECT_EQ(outs[0], outs[1]);
}

// The opponent's stated tiles are in their rack in every rollout: a position where the
// opponent holds the last two S changes the rollouts against one where nothing is stated.
TEST(Sim, StatedOpponentTilesAreTheirs) {
  const game::Lexicon lex = small_lexicon();
  analysis::GamePosition p = position();
  const game::Leaves none;
  const analysis::WinTable table;
  analysis::SimOptions o;
  o.candidates = 3;
  o.iterations = 32;
  const analysis::SimResult open = analysis::simulate(lex, none, table, p, o, StopToken());
  p.opponent = *p.dist->encode("SSS");
  const analysis::SimResult known = analysis::simulate(lex, none, table, p, o, StopToken());
  ASSERT_EQ(open.candidates.size(), known.candidates.size());
  bool differs = false;
  for (std::size_t i = 0; i < open.candidates.size(); ++i)
    differs |= open.candidates[i].mean_spread != known.candidates[i].mean_spread;
  EXPECT_TRUE(differs);
}

// With the bag empty every rollout is the same: each candidate is played once, to the end.
TEST(Sim, BagEmptyPlaysEachCandidateOnceToTheEnd) {
  const game::Lexicon lex = small_lexicon();
  analysis::GamePosition p = position();
  p.unseen = *p.dist->encode("AEINST");  // the opponent's rack, known
  const game::Leaves none;
  const analysis::WinTable table;
  analysis::SimOptions o;
  o.candidates = 4;
  const analysis::SimResult r = analysis::simulate(lex, none, table, p, o, StopToken());
  EXPECT_TRUE(r.deterministic);
  for (const auto& c : r.candidates) {
    EXPECT_EQ(c.iterations, 1);
    EXPECT_TRUE(c.win_pct == 0 || c.win_pct == 50 || c.win_pct == 100) << c.win_pct;
  }
}

}  // namespace
}  // namespace cwg::test

namespace cwg::test {
namespace {

/// well_played_game.gcg analysed (no leave values), each turn deepened by `o`'s settings.
analysis::GameAnalysis deepened_record(const analysis::DeepOptions& o) {
  const std::string file = (formats_dir() / "gcg" / "well_played_game.gcg").string();
  const gcg::Game g = gcg::parse(read_all(file), file);
  const game::Record record = gcg::to_record(g);
  const game::Leaves none;
  analysis::Ranker ranker(*sowpods(), game::Rules{}, game::EquityRules{});
  analysis::GameAnalysis an =
      analysis::analyze_game(record, game::Distribution::english(), ranker, none, 3);
  const analysis::WinTable table;
  for (analysis::AnalyzedTurn& t : an.turns)
    t.deep = analysis::deepen_turn(t, *sowpods(), none, table, o);
  return an;
}

// Every turn of a record simulated or solved: the play made among the simulated candidates
// when legal; with the bag empty the best line's value at least the play made's; the JSON
// of a turn read back the same.
TEST(SimAnalysis, EveryTurnOfARecord) {
  CWG_NEED_SOWPODS();
  CWG_NEED(std::filesystem::exists(formats_dir() / "gcg")) << "no ../shared/formats";
  analysis::DeepOptions o;
  o.sim.candidates = 2;
  o.sim.iterations = 8;
  o.sim.plies = 1;
  o.seconds = 5;
  const analysis::GameAnalysis an = deepened_record(o);
  int sims = 0, endgames = 0;
  for (const analysis::AnalyzedTurn& t : an.turns) {
    ASSERT_TRUE(t.deep);
    const analysis::DeepTurn& d = *t.deep;
    if (d.sim) {
      ++sims;
      ASSERT_FALSE(d.sim->candidates.empty());
      if (t.rank >= 1 && !t.withdrawn) {
        ASSERT_GE(d.played, 0) << "event " << t.event;
      }
      for (std::size_t i = 1; i < d.sim->candidates.size(); ++i) {
        if (!d.sim->candidates[i].dropped) {
          EXPECT_GE(d.sim->candidates[i - 1].value(), d.sim->candidates[i].value());
        }
      }
    } else if (d.endgame) {
      ++endgames;
      EXPECT_FALSE(d.endgame->line.steps.empty());
      if (d.endgame->exact && d.endgame->played_value && d.endgame->played_exact) {
        EXPECT_GE(d.endgame->value, *d.endgame->played_value) << "event " << t.event;
      }
    }
    const auto j = analysis::deep_to_json(d);
    EXPECT_EQ(analysis::deep_to_json(analysis::deep_from_json(j, "t")), j) << "event " << t.event;
  }
  EXPECT_GT(sims, 10);
  EXPECT_GE(endgames, 1);
  // The text table gives each turn its deep line.
  const std::string text = analysis::analysis_text(an, game::Distribution::english());
  EXPECT_NE(text.find("     sim: best "), std::string::npos) << text;
  EXPECT_NE(text.find("     endgame: +"), std::string::npos) << text;
  EXPECT_NE(text.find("win % lost"), std::string::npos) << text;
  // The page gives each turn's verdict in a sentence, the solved line with who plays each
  // step, and the deep totals.
  const std::string page = analysis::analysis_html(an, game::Distribution::english(), "t");
  EXPECT_NE(page.find("Best by simulation: <b>"), std::string::npos);
  EXPECT_NE(page.find("<th>win % lost</th>"), std::string::npos);
  EXPECT_NE(page.find("for Alec</b> to the end with the best play"), std::string::npos);
  EXPECT_NE(page.find("<tr><td>1</td><td>Alec</td><td>D12 YETT</td><td>37</td></tr>"),
            std::string::npos);
  EXPECT_NE(page.find("Cesar goes out"), std::string::npos);
  // With the bag empty the opponent's rack is known and shown on both boards; before, not.
  const auto turn = [&](const std::string& n) {
    const std::size_t at = page.find("<section><h2>Turn " + n + ":");
    return page.substr(at, page.find("</section>", at) - at);
  };
  EXPECT_NE(turn("18").find("rack unknown"), std::string::npos);
  EXPECT_EQ(turn("19").find("rack unknown"), std::string::npos);
  EXPECT_EQ(turn("20").find("rack unknown"), std::string::npos);
}

}  // namespace
}  // namespace cwg::test

namespace cwg::test {
namespace {

/// The report's JSON without what differs between runs: the seconds each turn took, and
/// endgames the time limit cut short (their depth depends on the machine's load).
nlohmann::json without_seconds(nlohmann::json j) {
  for (auto& record : j)
    for (auto& t : record["turns"])
      if (t.contains("deep")) {
        t["deep"].erase("seconds");
        if (t["deep"].contains("endgame") &&
            !(t["deep"]["endgame"]["exact"] && t["deep"]["endgame"]["played_exact"]))
          t["deep"].erase("endgame");
      }
  return j;
}

/// The sowpods words of at most four letters as a word list in `dir`: the records' plays and
/// endgames analysed in a fraction of a second a run (the whole lexicon takes a second to load).
std::string short_words_file(TempDir& dir) {
  std::istringstream in(read_all(sowpods_path()));
  std::string words;
  for (std::string w; std::getline(in, w);)
    if (w.size() <= 4) words += w + "\n";
  return dir.write("short.txt", words).string();
}

// `analyze --sim` in two shards (two records, the turns of both shared out, each ending in
// endgames solved exactly) merges into the report of one run; a shard missing or of another
// run is refused with exit 2.
TEST(AnalyzeSimCli, ShardsMergeToTheSingleRun) {
  CWG_NEED_SOWPODS();
  CWG_NEED(std::filesystem::exists(formats_dir() / "gcg")) << "no ../shared/formats";
  TempDir dir;
  const std::string games = quoted((formats_dir() / "gcg" / "well_played_game.gcg").string()) +
                            " " + quoted((formats_dir() / "gcg" / "only_bingo.gcg").string());
  const std::string common = "analyze " + games + " --dict " + quoted(short_words_file(dir)) +
                             " --sim --candidates 2 --iterations 8 --plies 1 --time 1";
  const ProcessRun single = run_cwg(split_args(common + " --json"));
  ASSERT_EQ(single.exit_code, 0) << single.err;
  std::vector<std::string> shard_files;
  for (const char* k : {"1", "2"}) {
    const ProcessRun s = run_cwg(split_args(common + " --shard " + k + "/2"));
    ASSERT_EQ(s.exit_code, 0) << s.err;
    shard_files.push_back(dir.write(std::string("s") + k + ".jsonl", s.out).string());
  }
  const ProcessRun merged =
      run_cwg(split_args(common + " --json --merge " + cwg::test::quoted(shard_files[1]) +
                         " --merge " + cwg::test::quoted(shard_files[0])));
  ASSERT_EQ(merged.exit_code, 0) << merged.err;
  const auto a = without_seconds(nlohmann::json::parse(single.out));
  ASSERT_EQ(a.size(), 2u);
  int sims = 0, endgames = 0;  // what the comparison covers
  for (const auto& record : a)
    for (const auto& t : record["turns"]) {
      sims += t.contains("deep") && t["deep"].contains("sim");
      endgames += t.contains("deep") && t["deep"].contains("endgame");
    }
  EXPECT_GE(sims, 20);
  EXPECT_GE(endgames, 2);
  EXPECT_EQ(a, without_seconds(nlohmann::json::parse(merged.out)));
  const ProcessRun half =
      run_cwg(split_args(common + " --merge " + cwg::test::quoted(shard_files[0])));
  EXPECT_EQ(half.exit_code, 2);
  EXPECT_NE(half.err.find("shard(s) 2 of 2 not given"), std::string::npos) << half.err;
  const ProcessRun other =
      run_cwg(split_args(common + " --seed 9 --merge " + cwg::test::quoted(shard_files[0]) +
                         " --merge " + cwg::test::quoted(shard_files[1])));
  EXPECT_EQ(other.exit_code, 2);
  EXPECT_NE(other.err.find("s1.jsonl:1:"), std::string::npos) << other.err;
  EXPECT_NE(other.err.find("a shard of another run"), std::string::npos) << other.err;
  EXPECT_TRUE(other.out.empty());
}

}  // namespace
}  // namespace cwg::test
