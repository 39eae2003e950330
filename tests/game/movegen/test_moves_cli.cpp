// `cwg moves` through the binary: the text and JSON outputs, positions from .cgp lines, a
// .gcg game and --cgp, the bingo bonus opcode, and each kind of bad input (exit 2 with one
// message naming the file; a lexicon with foreign characters or a board with non-words
// still gets its plays, with one note).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "tests/game/sowpods.hpp"
#include "tests/need.hpp"
#include "tests/test_util.hpp"

using cwg::test::ProcessRun;
using cwg::test::run_cwg;
using cwg::test::split_args;

namespace {

namespace fs = std::filesystem;
using cwg::test::quoted;
using cwg::test::read_all;

using cwg::test::kShared;
const fs::path kSowpods = cwg::test::sowpods_dict();
const std::string kEmptyBoard = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15";

// One folder for the program's files, removed when it ends.
fs::path temp_dir() {
  static const cwg::test::TempDir dir;
  return dir.path();
}

fs::path write_temp(const std::string& name, const std::string& text) {
  const fs::path p = temp_dir() / name;
  std::ofstream(p, std::ios::binary) << text;
  return p;
}

int count_lines(const std::string& s, const std::string& prefix = "") {
  std::istringstream in(s);
  int n = 0;
  for (std::string line; std::getline(in, line);) n += line.rfind(prefix, 0) == 0 ? 1 : 0;
  return n;
}

/// A small lexicon where every play on an empty board is easy to count by hand.
fs::path small_lexicon() {
  return write_temp("small.txt", "AB\nBA\nABA\nCAB\n");
}

TEST(MovesCli, ListsPlaysOfAnEmptyBoardByHand) {
  // Rack ABC on the empty board: AB, BA, ABA (no: one A), CAB, across and down, covering
  // the centre (H8): AB at 8G/8H, BA at 8G/8H, CAB at 8F/8G/8H, each also down.
  const ProcessRun r =
      run_cwg(split_args(std::string("moves ") + "--cgp " + quoted(kEmptyBoard + " ABC/ 0/0 0") +
                         " --dict " + quoted(small_lexicon().string())));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(count_lines(r.out), 14) << r.out;
  // CAB scores (3+1+3)*2 = 14 wherever it covers the centre; ties go by row, then column,
  // across first: H6 (down, from row 6) leads.
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "H6 CAB 14") << r.out;
  EXPECT_NE(r.out.find("\n8F CAB 14\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nH7 AB 8\n"), std::string::npos) << r.out;
}

TEST(MovesCli, JsonHasEveryPlayWithItsTiles) {
  CWG_NEED(fs::exists(kSowpods)) << "no " << kSowpods;
  const std::string pos = "15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15 ?ERS/ 10/0 0";
  const ProcessRun text = run_cwg(split_args(std::string("moves ") + "--cgp " + quoted(pos) +
                                             " --dict " + quoted(kSowpods.string())));
  const ProcessRun json = run_cwg(split_args(std::string("moves ") + "--cgp " + quoted(pos) +
                                             " --dict " + quoted(kSowpods.string()) + " --json"));
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const auto files = nlohmann::json::parse(json.out);
  ASSERT_EQ(files.size(), 1u);  // one object per input, its positions inside
  EXPECT_EQ(files[0]["file"], "--cgp");
  EXPECT_EQ(files[0]["format"], "cgp");
  const auto& j = files[0]["positions"];
  ASSERT_EQ(j.size(), 1u);
  EXPECT_EQ(j[0]["rack"], "?ERS");
  EXPECT_TRUE(j[0]["board_words_not_in_lexicon"].empty());
  EXPECT_EQ(j[0]["count"].get<int>(), count_lines(text.out));
  EXPECT_EQ(j[0]["moves"].size(), j[0]["count"].get<std::size_t>());
  bool through = false, blank = false;
  for (const auto& m : j[0]["moves"]) {
    const std::string word = m["word"], tiles = m["tiles"];
    ASSERT_EQ(word.size(), tiles.size());
    for (std::size_t i = 0; i < tiles.size(); ++i) {
      if (tiles[i] == '.')
        through = true;
      else
        EXPECT_EQ(tiles[i], word[i]);
      if (std::islower(static_cast<unsigned char>(word[i]))) blank = true;
    }
    EXPECT_EQ(m["bingo"].get<bool>(), false);
  }
  EXPECT_TRUE(through);
  EXPECT_TRUE(blank);
  // CATERS through the board's CAT: 8H..8M, E R S new, no premium under them but 8L (DL).
  EXPECT_NE(text.out.find("\n8H CATERS "), std::string::npos) << text.out.substr(0, 400);
}

TEST(MovesCli, BingoBonusFollowsTheOpcode) {
  CWG_NEED(fs::exists(kSowpods)) << "no " << kSowpods;
  const auto list = [](const std::string& ops) {
    return run_cwg(split_args(std::string("moves ") + "--cgp " +
                              quoted(kEmptyBoard + " RETSINA/ 0/0 0" + ops) + " --dict " +
                              quoted(kSowpods.string())));
  };
  EXPECT_NE(list("").out.find("\n8D RETSINA 66\n"), std::string::npos);
  EXPECT_NE(list(" bb 35;").out.find("\n8D RETSINA 51\n"), std::string::npos);
}

TEST(MovesCli, ReadsPositionFilesAndGames) {
  CWG_NEED(fs::exists(kSowpods)) << "no " << kSowpods;
  // CGP has no comment syntax ('#' is the ASCII variant's C): blank lines are skipped.
  const fs::path file = write_temp(
      "two.cgp", "\n" + kEmptyBoard + " AB/ 0/0 0\n\n" + kEmptyBoard + " QI/ 0/0 0 lex CSW21;\n");
  const ProcessRun r = run_cwg(split_args(std::string("moves ") + quoted(file.string()) +
                                          " --dict " + quoted(kSowpods.string()) + " --top 2"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(count_lines(r.out, "# "), 2) << r.out;
  EXPECT_NE(r.out.find(file.string() + ":4 rack QI: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("8G QI 22\n"), std::string::npos) << r.out;
  const fs::path game = kShared / "formats/gcg/vs_frentz.gcg";
  const ProcessRun g = run_cwg(split_args(std::string("moves ") + quoted(game.string()) +
                                          " --dict " + quoted(kSowpods.string()) + " --top 1"));
  ASSERT_EQ(g.exit_code, 0) << g.err;
  EXPECT_GE(count_lines(g.out, "# "), 10);
}

TEST(MovesCli, AsciiLineStartingWithHashIsAPosition) {
  CWG_NEED(fs::exists(kSowpods)) << "no " << kSowpods;
  // A C on 1A: in the ASCII variant the line starts with '#', which is no comment.
  const fs::path file = write_temp(
      "hash.cgp", "#~~.|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/ !\"| 0|0 0\n");
  const ProcessRun r = run_cwg(split_args(std::string("moves ") + quoted(file.string()) +
                                          " --dict " + quoted(kSowpods.string()) + " --top 2"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("1A CAB 7\n"), std::string::npos) << r.out;
}

TEST(MovesCli, BoardWordsTheLexiconLacksAreNotedOnce) {
  const std::string pos = "15/XQJ12/15/15/15/15/15/7AB6/15/15/15/15/15/15/15 AB/ 0/0 0";
  const ProcessRun r = run_cwg(split_args(std::string("moves ") + "--cgp " + quoted(pos) +
                                          " --dict " + quoted(small_lexicon().string())));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(count_lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("XQJ"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("8H ABA"), std::string::npos) << r.out;  // plays elsewhere still listed
}

TEST(MovesCli, AGameOfWordsTheLexiconLacksWarnsOncePerFile) {
  CWG_NEED(fs::exists(kShared / "formats/gcg")) << "no ../shared/formats/gcg";
  // Under the tiny lexicon nearly every board of the game holds words it lacks: one line
  // for the file, with the count; the words of each position in --json.
  const std::string game = quoted((kShared / "formats/gcg/vs_frentz.gcg").string());
  const std::string dict = " --dict " + quoted(small_lexicon().string());
  const ProcessRun r = run_cwg(split_args(std::string("moves ") + game + dict + " --top 1"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(count_lines(r.err), 1) << r.err;
  const int positions = count_lines(r.out, "# ");
  EXPECT_NE(r.err.find(" of " + std::to_string(positions) + " positions hold words"),
            std::string::npos)
      << r.err;
  const ProcessRun j = run_cwg(split_args(std::string("moves ") + game + dict + " --top 1 --json"));
  EXPECT_EQ(count_lines(j.err), 1) << j.err;
  const auto files = nlohmann::json::parse(j.out);
  ASSERT_EQ(files.size(), 1u);
  ASSERT_EQ(files[0]["positions"].size(), static_cast<std::size_t>(positions));
  int with_words = 0;
  for (const auto& p : files[0]["positions"]) {
    EXPECT_GT(p["line"].get<int>(), 0);
    with_words += p["board_words_not_in_lexicon"].empty() ? 0 : 1;
  }
  // The first play's board is empty; every later one holds words outside AB BA ABA CAB.
  EXPECT_EQ(with_words, positions - 1);
  EXPECT_NE(r.err.find(std::to_string(with_words) + " of "), std::string::npos) << r.err;
}

TEST(MovesCli, ForeignCharactersInTheLexiconAreSkippedAndCounted) {
  const fs::path lex = write_temp("mixed.txt", "AB\nÉTÉ\nB4\nBA\n");
  const ProcessRun r =
      run_cwg(split_args(std::string("moves ") + "--cgp " + quoted(kEmptyBoard + " AB/ 0/0 0") +
                         " --dict " + quoted(lex.string())));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("2 of 4 lines skipped"), std::string::npos) << r.err;
  EXPECT_EQ(count_lines(r.out), 8) << r.out;  // AB and BA, two places each, across and down
}

TEST(MovesCli, TopListsTheBestAsTheFullListDoes) {
  CWG_NEED(fs::exists(kSowpods)) << "no " << kSowpods;
  // The line 3 position of the shared CGP file: a blank and a Z, 10,193 plays.
  const std::string pos = "15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15 ?AAGSTZ/ 10/0 0";
  const std::string dict = " --dict " + quoted(kSowpods.string());
  const ProcessRun all = run_cwg(split_args(std::string("moves ") + "--cgp " + quoted(pos) + dict));
  const ProcessRun top =
      run_cwg(split_args(std::string("moves ") + "--cgp " + quoted(pos) + dict + " --top 4"));
  ASSERT_EQ(top.exit_code, 0) << top.err;
  std::istringstream lines(all.out);
  std::string first4;
  for (std::string line; first4.size() < 1000 && std::getline(lines, line);)
    if (count_lines(first4) < 4) first4 += line + "\n";
  EXPECT_EQ(top.out, first4);
  // By equity without leave values the equity is the score, printed after it.
  const ProcessRun equity = run_cwg(split_args(std::string("moves ") + "--cgp " + quoted(pos) +
                                               dict + " --top 1 --by equity --leaves none"));
  ASSERT_EQ(equity.exit_code, 0) << equity.err;
  const std::string best = first4.substr(0, first4.find('\n'));
  EXPECT_EQ(equity.out, best + " " + best.substr(best.rfind(' ') + 1) + ".0\n");
  // JSON: the N best, and no count of all plays (they are not listed).
  const auto j = nlohmann::json::parse(
      run_cwg(split_args(std::string("moves ") + "--cgp " + quoted(pos) + dict + " --top 2 --json"))
          .out);
  const auto& p = j[0]["positions"][0];
  EXPECT_TRUE(p["count"].is_null());
  EXPECT_EQ(p["moves"].size(), 2u);
}

TEST(MovesCli, BenchComparesTopWithTheFullList) {
  CWG_NEED(fs::exists(kSowpods)) << "no " << kSowpods;
  const ProcessRun r = run_cwg(
      split_args(std::string("moves ") + "--cgp " + quoted(kEmptyBoard + " RETSINA/ 0/0 0") +
                 " --dict " + quoted(kSowpods.string()) + " --bench --bench-ms 1 --top 1"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("top 1 "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("times the full list's rate"), std::string::npos) << r.out;
}

TEST(MovesCli, BadInputIsExit2WithOneMessage) {
  const std::string dict = " --dict " + quoted(small_lexicon().string());
  const struct {
    std::string args, message;
  } cases[] = {
      {"--cgp " + quoted(kEmptyBoard + " AB/ 0/0 0") + " --dict " +
           quoted(write_temp("empty.txt", "\n\n").string()),
       "no word of the english alphabet"},
      {"--cgp " + quoted(kEmptyBoard + " AB/ 0/0 0") + " --dict " +
           quoted(write_temp("digits.txt", "12\n3?\n").string()),
       "no word of the english alphabet"},
      {"--cgp " + quoted(kEmptyBoard + " AB/ 0/0 0") + " --dict " +
           quoted((temp_dir() / "none.txt").string()),
       "none.txt"},
      {"--cgp " + quoted(kEmptyBoard + " QQ/ 0/0 0") + dict, "Q"},
      {"--cgp " + quoted(kEmptyBoard + " ZZ/ 0/0 0 ld nowhere;") + dict, "holds 2 Z tiles"},
      {"--cgp " + quoted(kEmptyBoard + " /AB 0/0 0") + dict, "no known tile"},
      {"--cgp " + quoted(kEmptyBoard + " AB/ 0/0 0"), "--dict"},
      {"--cgp " + quoted(kEmptyBoard + " AB/ 0/0 0") + dict + " --by leave", "--by must be"},
      {quoted(write_temp("pos.txt", "x").string()) + dict, "not a position file"},
      {"--cgp " + quoted("15/15/15/15/15/15/15/15/15/15/15/15/15/15/16 AB/ 0/0 0") + dict, "row"},
  };
  for (const auto& c : cases) {
    const ProcessRun r = run_cwg(split_args(std::string("moves ") + c.args));
    EXPECT_EQ(r.exit_code, 2) << c.args << "\n" << r.out << r.err;
    EXPECT_EQ(count_lines(r.err), 1) << c.args << "\n" << r.err;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << c.args << "\n" << r.err;
    EXPECT_TRUE(r.out.empty()) << c.args;
  }
}

}  // namespace
