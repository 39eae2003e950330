// The analysis commands through the binary: leave shards run by GNU parallel and merged
// against one run, malformed leave files, cwg play's JSON.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/game/game_test_util.hpp"
#include "tests/game/sowpods.hpp"
#include "tests/need.hpp"

namespace cwg::test {
namespace {

std::string lexicon_arg() {
  return "--dict " + quoted(sowpods_dict().string());
}

TEST(LeavesCli, ShardsRunByGnuParallelMergeToTheSingleRun) {
  CWG_NEED_SOWPODS();
  CWG_NEED(installed("parallel")) << "GNU parallel is not installed";
  TempDir dir;
  const std::string d = quoted(dir.path().string());
  const std::string common = lexicon_arg() + " --games 8 --seed 4 --max-tiles 3";
  const ProcessRun single = run_cwg(split_args("leaves " + common + " -o " + d + "/single.csv"));
  ASSERT_EQ(single.exit_code, 0) << single.err;
  // GNU parallel runs the shards (through its shell): the way the README shows.
  const ProcessRun shards = run_program(
      "parallel", split_args("--will-cite " + quoted(cwg::test::cwg_binary()) + " leaves " +
                             common + " --shard {}/2 -o " + d + "/shard{}.counts ::: 1 2"));
  ASSERT_EQ(shards.exit_code, 0);
  const ProcessRun merged =
      run_cwg(split_args("leaves --merge --max-tiles 3 " + d + "/shard2.counts " + d +
                         "/shard1.counts -o " + d + "/merged.csv"));
  ASSERT_EQ(merged.exit_code, 0) << merged.err;
  const std::string a = read_all(dir.path() / "single.csv");
  EXPECT_GT(a.size(), 1000u);
  EXPECT_EQ(a, read_all(dir.path() / "merged.csv"));
  // A shard missing is refused, naming it.
  const ProcessRun half =
      run_cwg(split_args("leaves --merge " + d + "/shard1.counts -o " + d + "/half.csv"));
  EXPECT_EQ(half.exit_code, 2);
  EXPECT_NE(half.err.find("shard 2/2 is missing"), std::string::npos) << half.err;
  EXPECT_FALSE(std::filesystem::exists(dir.path() / "half.csv"));
}

TEST(LeavesCli, MalformedLeaveFileNamesItsLine) {
  CWG_NEED_SOWPODS();
  TempDir dir;
  const auto bad = dir.write("bad.csv", "?,25\nS,8\nQ;-7\n");
  const ProcessRun r = run_cwg(split_args("play " + lexicon_arg() + " --games 1 --first leaves=" +
                                          quoted(bad.string()) + " --second leaves=none"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("bad.csv:3:1: expected 'leave,value'"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
  const auto cut = dir.write("cut.csv.gz", std::string("\x1f\x8b\x08\x00", 4));
  const ProcessRun z = run_cwg(split_args("play " + lexicon_arg() + " --games 1 --first leaves=" +
                                          quoted(cut.string()) + " --second leaves=none"));
  EXPECT_EQ(z.exit_code, 2);
  EXPECT_NE(z.err.find("not a complete gzip stream"), std::string::npos) << z.err;
  const ProcessRun folder = run_cwg(split_args("leaves " + lexicon_arg() + " --games 2 -o " +
                                               quoted((dir.path() / "no" / "x.csv").string())));
  EXPECT_EQ(folder.exit_code, 2);
  EXPECT_NE(folder.err.find("does not exist"), std::string::npos) << folder.err;
  EXPECT_EQ(folder.err.find("generation"), std::string::npos);  // refused before playing
  const ProcessRun s =
      run_cwg(split_args("leaves " + lexicon_arg() + " --games 2 --shard 3/2 -o x"));
  EXPECT_EQ(s.exit_code, 2);
  EXPECT_NE(s.err.find("--shard '3/2'"), std::string::npos) << s.err;
  const ProcessRun k =
      run_cwg(split_args("play " + lexicon_arg() + " --games 1 --first leaves=none --second x=1"));
  EXPECT_EQ(k.exit_code, 2);
  EXPECT_NE(k.err.find("--second 'x=1'"), std::string::npos) << k.err;
}

// --threads is read one way by every game command (cli/game_flags): 0 .. 256, 0 for every
// core; a negative or absurd count is refused before anything is read or played.
TEST(GameCli, ThreadsOutOfRangeRefusedByEveryCommand) {
  for (const char* command :
       {"play --games 1 --first leaves=none --second leaves=none", "leaves --games 1 -o x.csv",
        "winpct --games 1 -o x.csv", "sim x.gcg", "endgame x.gcg", "analyze x.gcg --sim"})
    for (const char* threads : {"-1", "257"}) {
      const ProcessRun r =
          run_cwg(split_args(std::string(command) + " --dict nowhere.txt --threads " + threads));
      const std::string name = std::string(command).substr(0, std::string(command).find(' '));
      EXPECT_EQ(r.exit_code, 2) << command << " --threads " << threads;
      EXPECT_EQ(r.err, "cwg: " + name + ": --threads must be 0 .. 256\n") << command;
      EXPECT_EQ(r.out, "");
    }
}

// Without --dict the game commands read ../shared/lexicon/sowpods.txt beside the checkout
// the program sits in, whatever the working folder (ctest runs this one in the build tree).
TEST(AnalyzeCli, WithoutDictReadsTheSharedLexicon) {
  CWG_NEED_SOWPODS();
  CWG_NEED_FORMATS();
  const std::string game = quoted((formats_dir() / "gcg" / "well_played_game.gcg").string());
  const ProcessRun given = run_cwg(split_args("analyze " + game + " --top 2 " + lexicon_arg()));
  const ProcessRun found = run_cwg(split_args("analyze " + game + " --top 2"));
  ASSERT_EQ(given.exit_code, 0) << given.err;
  EXPECT_EQ(found.exit_code, 0) << found.err;
  EXPECT_EQ(found.out, given.out);
  EXPECT_NE(found.out.find("LIGATURE"), std::string::npos);
}

TEST(PlayCli, JsonReport) {
  CWG_NEED_SOWPODS();
  const ProcessRun r =
      run_cwg(split_args("play " + lexicon_arg() +
                         " --games 6 --seed 2 --first leaves=default --second leaves=none --json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["games"], 6);
  EXPECT_EQ(j["wins"][0].get<int>() + j["wins"][1].get<int>() + j["draws"].get<int>(), 6);
  const double rate = j["win_rate"];
  EXPECT_LE(j["ci95"][0].get<double>(), rate);
  EXPECT_GE(j["ci95"][1].get<double>(), rate);
  EXPECT_GT(j["bingos_per_game"].get<double>(), 0.0);
  EXPECT_TRUE(j.contains("mean_spread"));
}

}  // namespace
}  // namespace cwg::test

namespace cwg::test {
namespace {

TEST(MovesCli, ByEquityWithLeavesTopMatchesTheFullList) {
  CWG_NEED_SOWPODS();
  CWG_NEED(std::filesystem::exists(formats_dir() / "gcg")) << "no ../shared/formats";
  TempDir dir;
  const auto leaves = dir.write("l.csv", "?,25\nS,8\nQ,-7\nV,-5\nES,11\n");
  const std::string base =
      "moves " + quoted((formats_dir() / "gcg" / "well_played_game.gcg").string()) + " " +
      lexicon_arg() + " --by equity --json --leaves " + quoted(leaves.string());
  const ProcessRun top = run_cwg(split_args(base + " --top 1"));
  const ProcessRun all = run_cwg(split_args(base));
  ASSERT_EQ(top.exit_code, 0) << top.err;
  ASSERT_EQ(all.exit_code, 0) << all.err;
  const auto t = nlohmann::json::parse(top.out)[0]["positions"];
  const auto a = nlohmann::json::parse(all.out)[0]["positions"];
  ASSERT_EQ(t.size(), a.size());
  ASSERT_GE(t.size(), 15u);
  bool leave_counted = false;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const double best = t[i]["moves"][0]["equity"];
    EXPECT_NEAR(best, a[i]["moves"][0]["equity"].get<double>(), 1e-9) << "position " << i;
    for (const auto& m : a[i]["moves"])
      leave_counted = leave_counted || m["equity"].get<double>() != m["score"].get<double>();
  }
  EXPECT_TRUE(leave_counted);
  const ProcessRun bad =
      run_cwg(split_args(base + " --leaves " + quoted((dir.path() / "none.csv").string())));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(bad.out.empty());
}

}  // namespace
}  // namespace cwg::test
