// The analysis commands' work called directly (analysis/moves.hpp, analysis/commands.hpp):
// the flags' checks and their messages, the positions read, the plays listed against a tiny
// lexicon checked by hand, the bench's table, a match and a game's analysis.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "analysis/commands.hpp"
#include "analysis/moves.hpp"
#include "core/input_error.hpp"
#include "tests/error_message.hpp"
#include "tests/game/game_test_util.hpp"
#include "tests/game/sowpods.hpp"

namespace cwg::analysis {
namespace {

const std::string kEmpty = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ACT/ 0/0 0";
// FOO on the board, a word the tiny lexicon lacks.
const std::string kFoo = "15/15/15/15/15/15/15/7FOO5/15/15/15/15/15/15/15 ACT/ 0/0 0";

using test::message_of;

TEST(MovesRun, FlagsChecked) {
  EXPECT_EQ(rank_by("equity"), game::RankBy::Equity);
  EXPECT_EQ(message_of([] { rank_by("luck"); }), "moves: --by must be score or equity, not 'luck'");
  MovesRequest r;
  r.bench_ms = 0;
  EXPECT_EQ(message_of([&] { check_request(r); }), "moves: --bench-ms must be positive");
}

// Positions come in the order given, --cgp first, each with its input's index; a file of
// another kind is refused by name.
TEST(MovesRun, PositionsInOrder) {
  test::TempDir dir;
  MovesRequest r;
  r.cgp = kEmpty;
  r.inputs = {dir.write("p.cgp", kEmpty + "\n" + kFoo + "\n").string()};
  const auto positions = read_positions(r);
  ASSERT_EQ(positions.size(), 3u);
  EXPECT_EQ(positions[0].file, "--cgp");
  EXPECT_EQ(positions[1].input, 1u);
  EXPECT_EQ(positions[2].line, 2);
  r.inputs.push_back("x.doc");
  EXPECT_EQ(message_of([&] { read_positions(r); }),
            "x.doc: not a position file (.cgp) or game record (.gcg)");
}

// Rack ACT on an empty board with the words ACT, CAT, AT and TA: every play listed uses one
// of them and crosses the centre square; a line outside the alphabet is said once.
TEST(MovesRun, ListsPlaysOfATinyLexicon) {
  test::TempDir dir;
  MovesRequest r;
  r.dict = dir.write("words.txt", "ACT\nCAT\nAT\nTA\nD0G\n").string();
  r.inputs = {dir.write("p.cgp", kEmpty + "\n" + kFoo + "\n").string()};
  r.json = true;
  std::ostringstream err;
  const auto all = nlohmann::json::parse(run_moves(r, err));
  ASSERT_EQ(all.size(), 1u);
  const auto& first = all[0]["positions"][0];
  EXPECT_EQ(first["count"], first["moves"].size());
  EXPECT_GT(first["moves"].size(), 0u);
  const std::set<std::string> words{"ACT", "CAT", "AT", "TA"};
  for (const auto& m : first["moves"]) {
    EXPECT_TRUE(words.count(m["word"].get<std::string>())) << m.dump();
    const std::string coord = m["coord"];
    EXPECT_TRUE(coord.find('8') != std::string::npos || coord.find('H') != std::string::npos)
        << coord;
  }
  EXPECT_EQ(all[0]["positions"][1]["board_words_not_in_lexicon"], nlohmann::json({"FOO"}));
  EXPECT_EQ(err.str(), "cwg moves: " + r.dict +
                           ": 1 of 5 lines skipped: characters outside the english alphabet "
                           "(first: line 5 'D0G')\ncwg moves: " +
                           r.inputs[0] + ": 1 of 2 positions hold words on the board that " +
                           r.dict +
                           " lacks (FOO); plays are listed all the same (--json names "
                           "them per position)\n");
}

TEST(MovesRun, BenchTable) {
  test::TempDir dir;
  MovesRequest r;
  r.dict = dir.write("words.txt", "ACT\nCAT\nAT\nTA\n").string();
  r.cgp = kEmpty;
  r.bench = true;
  r.bench_ms = 1;
  r.top = 2;
  std::ostringstream err;
  const std::string text = run_moves(r, err);
  EXPECT_EQ(text.rfind("lexicon " + r.dict + " (english): 4 words", 0), 0u) << text;
  EXPECT_NE(text.find("\nrack         positions   median plays"), std::string::npos) << text;
  EXPECT_NE(text.find("\nno blank             1 "), std::string::npos) << text;
  EXPECT_NE(text.find("median top 2/s"), std::string::npos);
  EXPECT_NE(text.find("\npeak memory (max RSS): "), std::string::npos);
}

// Without --dict, leaves, play and analyze read SOWPODS of the shared data beside the
// working folder when it is there (as from a checkout).
TEST(AnalysisCommands, TheDefaultLexiconIsTheSharedSowpods) {
  namespace fs = std::filesystem;
  const fs::path top = fs::temp_directory_path() / ("cwg_lexicon_" + std::to_string(::getpid()));
  fs::create_directories(top / "shared" / "lexicon");
  fs::create_directories(top / "work");
  std::ofstream(top / "shared" / "lexicon" / "sowpods.txt") << "AA\n";
  const fs::path here = fs::current_path();
  fs::current_path(top / "work");
  const std::string found = default_lexicon();
  const LeavesRequest leaves;
  const PlayRequest play;
  const AnalyzeRequest analyze;
  fs::current_path(here);
  fs::remove_all(top);
  EXPECT_EQ(found, "../shared/lexicon/sowpods.txt");
  EXPECT_EQ(leaves.dict, found);
  EXPECT_EQ(play.dict, found);
  EXPECT_EQ(analyze.dict, found);
}

// The checks run in the order the flags are read: the output's folder first.
TEST(AnalysisCommands, LeavesFlagsChecked) {
  LeavesRequest r;
  r.out = "/no/such/folder/x.csv";
  r.games = 0;
  EXPECT_EQ(message_of([&] { check_leaves(r); }),
            "/no/such/folder/x.csv: cannot be written: folder /no/such/folder does not exist");
  r.out = "x.csv";
  EXPECT_EQ(message_of([&] { check_leaves(r); }), "leaves: --games must be 1 .. 100000000");
  r.games = 10;
  r.shard_text = "3/2";
  EXPECT_EQ(message_of([&] { check_leaves(r); }).rfind("leaves: ", 0), 0u);
  r.shard_text = "1/2";
  r.generations = 2;
  EXPECT_EQ(message_of([&] { check_leaves(r); }),
            "leaves: --shard plays one generation (chain them with --leaves)");
  r.generations = 1;
  EXPECT_EQ(message_of([&] { check_leaves(r); }), "");
  EXPECT_EQ(r.shard, std::make_pair(1, 2));
  r.merge = true;
  EXPECT_EQ(message_of([&] { check_leaves(r); }), "leaves --merge: no counts file given");
  r.merge = false;
  r.inputs = {"a"};
  EXPECT_EQ(message_of([&] { check_leaves(r); }),
            "leaves: unexpected argument 'a' (files go with --merge)");
  AnalyzeRequest a;
  EXPECT_EQ(message_of([&] { check_analyze(a); }),
            "analyze: no game record given (see cwg analyze --help)");
  a.games = {"x.gcg", "y.gcg"};
  a.top = 0;
  EXPECT_EQ(message_of([&] { check_analyze(a); }), "analyze: --top must be 1 .. 1000");
  a.top = 5;
  a.shard_text = "2/1";
  EXPECT_EQ(message_of([&] { check_analyze(a); }),
            "analyze: --shard '2/1': expected K/N with 1 <= K <= N");
  a.shard_text = "1/2";
  EXPECT_EQ(message_of([&] { check_analyze(a); }),
            "analyze: --shard and --merge share out the work of --sim; add --sim");
  a.sim = true;
  a.merge = {"s1.jsonl"};
  EXPECT_EQ(message_of([&] { check_analyze(a); }),
            "analyze: --shard and --merge exclude each other");
  a.merge.clear();
  a.shard_text.reset();
  a.html = "r.html";
  EXPECT_EQ(message_of([&] { check_analyze(a); }),
            "analyze: -o writes the page of one record; 2 given");
  a.html.clear();
  a.deep.seconds = 0;
  EXPECT_EQ(message_of([&] { check_analyze(a); }),
            "analyze: --time must be above 0 and at most 1000000");
}

// Two games with a tiny lexicon: the report counts them, whatever the result.
TEST(AnalysisCommands, PlayReportsTheMatch) {
  test::TempDir dir;
  PlayRequest r;
  r.dict = dir.write("words.txt", "ACT\nCAT\nAT\nTA\nTO\nON\nNO\nIT\nIN\n").string();
  r.first = "leaves=none";
  r.second = "leaves=none";
  r.games = 2;
  r.json = true;
  std::ostringstream err;
  const auto j = nlohmann::json::parse(run_play(r, err));
  EXPECT_EQ(j["games"], 2);
  EXPECT_EQ(j["wins"][0].get<int>() + j["wins"][1].get<int>() + j["draws"].get<int>(), 2);
  EXPECT_EQ(j["first"], "leaves=none");
  EXPECT_EQ(err.str(), "");
}

// A real record: one analysed turn per play whose rack the record gives.
TEST(AnalysisCommands, AnalyzeARecord) {
  CWG_NEED_SOWPODS();
  AnalyzeRequest r;
  r.games = {(test::formats_dir() / "gcg" / "incomplete4.gcg").string()};
  r.dict = test::sowpods_dict().string();
  r.top = 2;
  r.leaves = "none";  // the committed table is found beside the program, not the tests
  r.json = true;
  std::ostringstream err;
  const auto all = nlohmann::json::parse(run_analyze(r, err));
  ASSERT_EQ(all.size(), 1u);
  const auto& j = all[0];
  EXPECT_EQ(j["file"], r.games[0]);
  ASSERT_TRUE(j["turns"].is_array());
  EXPECT_GT(j["turns"].size(), 0u);
  for (const auto& t : j["turns"]) EXPECT_LE(t["best"].size(), 2u);
}

}  // namespace
}  // namespace cwg::analysis
