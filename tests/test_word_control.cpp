// The puzzle maker's control over the words (issue 13): scored word lists (WORD;SCORE),
// --min-score, --ban, and the mean word score in solve's report. The CLI tests run the real
// binary on the challenge's word list and test cases and skip without them.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "arrowword/grid.hpp"
#include "core/input_error.hpp"
#include "core/wordlist.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "tests/test_util.hpp"

namespace {

namespace fs = std::filesystem;
using cwg::test::quoted;
using cwg::test::read_all;

TEST(ScoredList, ReadsScoresKeepsTheBestOfDuplicatesAndDefaultsToFifty) {
  const cwg::WordList list = cwg::parse_wordlist("Haus;70\nBaum\nHAUS; 80 \r\nEis;0\n", "s.txt");
  ASSERT_EQ(list.words, (std::vector<std::string>{"HAUS", "BAUM", "EIS"}));
  EXPECT_EQ(list.scores, (std::vector<std::uint8_t>{80, 50, 0}));
  EXPECT_TRUE(list.scored);
  EXPECT_EQ(list.duplicates, 1u);
  EXPECT_FALSE(cwg::parse_wordlist("HAUS\nBAUM\n", "p.txt").scored);
}

TEST(ScoredList, ABadScoreNamesLineAndColumn) {
  for (const char* bad : {"AB;101", "AB;x", "AB;", "AB;-1", "AB;7.5"}) {
    try {
      cwg::parse_wordlist(std::string("OK;5\n") + bad + "\n", "s.txt");
      ADD_FAILURE() << bad << " was accepted";
    } catch (const cwg::InputError& e) {
      EXPECT_EQ(std::string(e.what()).rfind("s.txt:2:4: ", 0), 0u) << e.what();
    }
  }
}

TEST(ScoredList, RemoveWordsKeepsOrderAndSpelling) {
  cwg::WordList list = cwg::parse_wordlist("A1;1\nHAUS;90\nBAUM;10\nEIS;60\n", "s.txt");
  EXPECT_EQ(list.words.size(), 3u) << "A1 is not a word";
  EXPECT_EQ(cwg::remove_words(list, [](const std::string& w, int s) { return s < 50 || w == "EIS"; }), 2u);
  EXPECT_EQ(list.words, std::vector<std::string>{"HAUS"});
  EXPECT_EQ(list.scores, std::vector<std::uint8_t>{90});
  // Nothing removed: every word keeps its letters (no self-move).
  cwg::WordList all = cwg::parse_wordlist("HAUS\nBAUM\n", "p.txt");
  cwg::remove_words(all, [](const std::string&, int) { return false; });
  EXPECT_EQ(all.words, (std::vector<std::string>{"HAUS", "BAUM"}));
}

class WordControlCli : public ::testing::Test {
 protected:
  const fs::path dict_ = fs::path(CWG_SHARED_DIR) / "challenge" / "useful" / "wordlist.txt";
  const fs::path grid_ = fs::path(CWG_SHARED_DIR) / "challenge" / "test_cases" / "15x15_1.cwg";
  fs::path dir_;
  void SetUp() override {
    if (!fs::exists(dict_) || !fs::exists(grid_)) GTEST_SKIP() << "no challenge data";
    dir_ = fs::temp_directory_path() / ("cwg_test_word_control_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    if (!dir_.empty() && !HasFailure()) fs::remove_all(dir_, ec);
  }
  /// `cwg solve` of the 15x15 into dir_/NAME; returns the exit code, output in out_.
  int solve(const std::string& name, const std::vector<std::string>& extra) {
    std::string command = quoted(CWG_BINARY) + " solve " + quoted(grid_.string()) + " --out " +
                          quoted((dir_ / name).string()) + " --zip " +
                          quoted((dir_ / (name + ".zip")).string()) + " --restarts 1 --threads 1";
    for (const auto& e : extra) command += " " + quoted(e);
    command += " >" + quoted((dir_ / "out.txt").string()) + " 2>&1";
    const int status = std::system(command.c_str());
    out_ = read_all(dir_ / "out.txt");
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  std::set<std::string> words_of(const fs::path& file) {
    const cwg::ArrowwordGrid g = cwg::read_cwg(file);
    std::set<std::string> words;
    for (const cwg::Slot& s : cwg::word_slots(g)) {
      std::string w;
      for (int i = 0; i < s.length; ++i)
        w += g.at(s.row + (s.dir == cwg::Dir::Down ? i : 0), s.col + (s.dir == cwg::Dir::Right ? i : 0));
      words.insert(w);
    }
    return words;
  }
  std::string out_;
};

TEST_F(WordControlCli, BannedWordsNeverAppear) {
  ASSERT_EQ(solve("a", {"--dict", dict_.string()}), 0) << out_;
  const std::set<std::string> first = words_of(dir_ / "a" / "15x15_1.cwg");
  std::ofstream(dir_ / "ban.txt") << [&] {
    std::string text;
    for (const auto& w : first) text += w + "\n";
    return text;
  }();
  ASSERT_EQ(solve("b", {"--dict", dict_.string(), "--ban", (dir_ / "ban.txt").string()}), 0) << out_;
  for (const auto& w : words_of(dir_ / "b" / "15x15_1.cwg")) EXPECT_EQ(first.count(w), 0u) << w;
  // An empty ban file is a mistake: exit 2 naming it.
  std::ofstream(dir_ / "empty.txt").close();
  EXPECT_EQ(solve("c", {"--dict", dict_.string(), "--ban", (dir_ / "empty.txt").string()}), 2);
  EXPECT_NE(out_.find("empty.txt"), std::string::npos) << out_;
}

TEST_F(WordControlCli, MinScoreKeepsLowScoringWordsOutAndTheTableShowsTheMean) {
  // Words with a Y score 10, the others 60.
  std::string scored;
  {
    std::ifstream in(dict_);
    for (std::string line; std::getline(in, line);) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.empty()) continue;
      scored += line + (line.find_first_of("yY") != std::string::npos ? ";10\n" : ";60\n");
    }
  }
  std::ofstream(dir_ / "scored.txt") << scored;
  ASSERT_EQ(solve("m", {"--dict", (dir_ / "scored.txt").string(), "--min-score", "20"}), 0) << out_;
  for (const auto& w : words_of(dir_ / "m" / "15x15_1.cwg")) EXPECT_EQ(w.find('Y'), std::string::npos) << w;
  EXPECT_NE(out_.find("wscore"), std::string::npos) << out_;
  EXPECT_NE(out_.find("  60.0\n"), std::string::npos) << out_;
  EXPECT_EQ(solve("n", {"--dict", (dir_ / "scored.txt").string(), "--min-score", "101"}), 2);
}

}  // namespace
