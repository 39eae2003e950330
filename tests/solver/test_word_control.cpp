// The puzzle maker's control over the words (issue 13): scored word lists (WORD;SCORE),
// --min-score, --ban, and the mean word score in solve's report. The CLI tests run the real
// binary on the challenge's word list and test cases and skip without them.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "dict/wordlist.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/grid.hpp"
#include "scoring/word_scores.hpp"
#include "solver/theme.hpp"
#include "tests/need.hpp"
#include "tests/test_util.hpp"

using cwg::test::run_cwg;

using namespace cwg::arrowword;

namespace {

namespace fs = std::filesystem;
using cwg::test::quoted;
using cwg::test::read_all;

TEST(WordScores, TheMeanOfTheGridsWordsUnlistedOnesAtTheDefault) {
  // ?L? / ?EI / ?AD: the words LEA, ID, EI and AD.
  const ArrowwordGrid g =
      cwg::cwgfile::parse("3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n", "t");
  const cwg::arrowword::WordScores scored(cwg::parse_wordlist("LEA;90\nID;20\nXY;0\n", "s"));
  EXPECT_DOUBLE_EQ(scored.mean(g), (90 + 20 + 50 + 50) / 4.0);
  const cwg::arrowword::WordScores plain(cwg::parse_wordlist("LEA\nID\n", "p"));
  EXPECT_DOUBLE_EQ(plain.mean(g), 50);
  ArrowwordGrid open = g;
  for (char& c : open.fields)
    if (is_letter_char(c)) c = kEmptyField;
  EXPECT_DOUBLE_EQ(scored.mean(open), 0);  // no complete word
}

// ---- Theme words placed into an empty grid.

TEST(Theme, EachWordIsExactlyOneRunWithTheBorderOrAQuestionFieldAtBothEnds) {
  std::string text = "7\n9\n";
  for (int r = 0; r < 7; ++r) text += std::string(9, '.') + "\n";
  const cwg::arrowword::ArrowwordGrid empty = cwg::cwgfile::parse(text, "g");
  const std::vector<std::string> words = {"HAUS", "BAUMHAUS", "EI"};
  for (std::uint64_t seed = 1; seed < 6; ++seed) {
    const cwg::arrowword::ThemeResult r = cwg::arrowword::place_theme_words(empty, words, seed);
    ASSERT_TRUE(r.not_placed.empty());
    ASSERT_EQ(r.placed.size(), 3u);
    for (const cwg::arrowword::ThemePlacement& p : r.placed) {
      const int dr = p.dir == cwg::arrowword::Dir::Down, dc = p.dir == cwg::arrowword::Dir::Right;
      const int n = static_cast<int>(p.word.size());
      for (int i = 0; i < n; ++i)
        EXPECT_EQ(r.grid.at(p.row + dr * i, p.col + dc * i), p.word[static_cast<std::size_t>(i)]);
      for (int end : {-1, n}) {
        const int er = p.row + dr * end, ec = p.col + dc * end;
        if (r.grid.inside(er, ec)) {
          EXPECT_EQ(r.grid.at(er, ec), cwg::arrowword::kQuestionField) << p.word;
        }
      }
      EXPECT_FALSE(p.dir == cwg::arrowword::Dir::Right && p.row == 0) << "no word could cross it";
      EXPECT_FALSE(p.dir == cwg::arrowword::Dir::Down && p.col == 0) << "no word could cross it";
    }
    EXPECT_TRUE(r.grid.questions.empty()) << "the layout designer chooses the arrows";
    EXPECT_EQ(cwg::arrowword::place_theme_words(empty, words, seed).grid, r.grid)
        << "same seed, same places";
  }
}

TEST(Theme, AWordWithoutRoomIsNamed) {
  const cwg::arrowword::ArrowwordGrid g = cwg::cwgfile::parse("3\n3\n...\n...\n...\n", "g");
  const cwg::arrowword::ThemeResult r = cwg::arrowword::place_theme_words(g, {"ABCD", "AB"}, 1);
  EXPECT_EQ(r.not_placed, std::vector<std::string>{"ABCD"});
  ASSERT_EQ(r.placed.size(), 1u);
  EXPECT_EQ(r.placed[0].word, "AB");
}

class WordControlCli : public cwg::test::CwgTest {
 protected:
  const fs::path dict_ = fs::path(CWG_SHARED_DIR) / "challenge" / "useful" / "wordlist.txt";
  const fs::path grid_ = fs::path(CWG_SHARED_DIR) / "challenge" / "test_cases" / "15x15_1.cwg";
  void SetUp() override {
    CWG_NEED(fs::exists(dict_) && fs::exists(grid_)) << "no challenge data";
    CwgTest::SetUp();
  }
  /// `cwg solve` of the 15x15 into dir_/NAME; returns the exit code, output in out_.
  int solve(const std::string& name, const std::vector<std::string>& extra) {
    std::vector<std::string> args = {
        "solve", grid_.string(), "--out", path(name), "--zip", path(name + ".zip"), "--restarts",
        "1",     "--threads",    "1"};
    args.insert(args.end(), extra.begin(), extra.end());
    const cwg::test::ProcessRun run = run_cwg(args);
    out_ = run.out + run.err;
    return run.exit_code;
  }
  std::set<std::string> words_of(const fs::path& file) {
    const cwg::arrowword::ArrowwordGrid g = cwg::cwgfile::load(file);
    std::set<std::string> words;
    for (const cwg::arrowword::Slot& s : cwg::arrowword::word_slots(g)) {
      std::string w;
      for (int i = 0; i < s.length; ++i)
        w += g.at(s.row + (s.dir == cwg::arrowword::Dir::Down ? i : 0),
                  s.col + (s.dir == cwg::arrowword::Dir::Right ? i : 0));
      words.insert(w);
    }
    return words;
  }
  /// dir_/scored.txt: the challenge list with score(word) after each word (WORD;SCORE).
  void write_scored(const std::function<int(const std::string&)>& score) {
    std::string scored;
    std::ifstream in(dict_);
    for (std::string line; std::getline(in, line);) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (!line.empty()) scored += line + ";" + std::to_string(score(line)) + "\n";
    }
    std::ofstream(dir_ / "scored.txt") << scored;
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
  ASSERT_EQ(solve("b", {"--dict", dict_.string(), "--ban", (dir_ / "ban.txt").string()}), 0)
      << out_;
  for (const auto& w : words_of(dir_ / "b" / "15x15_1.cwg")) EXPECT_EQ(first.count(w), 0u) << w;
  // An empty ban file is a mistake: exit 2 naming it.
  std::ofstream(dir_ / "empty.txt").close();
  EXPECT_EQ(solve("c", {"--dict", dict_.string(), "--ban", (dir_ / "empty.txt").string()}), 2);
  EXPECT_NE(out_.find("empty.txt"), std::string::npos) << out_;
}

TEST_F(WordControlCli, MinScoreKeepsLowScoringWordsOutAndTheTableShowsTheMean) {
  // Words with a Y score 10, the others 60.
  write_scored(
      [](const std::string& w) { return w.find_first_of("yY") != std::string::npos ? 10 : 60; });
  ASSERT_EQ(solve("m", {"--dict", (dir_ / "scored.txt").string(), "--min-score", "20"}), 0) << out_;
  for (const auto& w : words_of(dir_ / "m" / "15x15_1.cwg"))
    EXPECT_EQ(w.find('Y'), std::string::npos) << w;
  EXPECT_NE(out_.find("wscore"), std::string::npos) << out_;
  EXPECT_NE(out_.find("  60.0\n"), std::string::npos) << out_;
  EXPECT_EQ(solve("n", {"--dict", (dir_ / "scored.txt").string(), "--min-score", "101"}), 2);
}

TEST_F(WordControlCli, TheFillPrefersHigherScoringWords) {
  // Scores spread over 0..100 by the letters, so that preferring them shows in the mean.
  write_scored([](const std::string& w) {
    unsigned h = 0;
    for (unsigned char c : w) h = h * 31 + c;
    return static_cast<int>(h % 101);
  });
  auto mean_of = [&](const std::string& name, const std::string& preference) {
    EXPECT_EQ(solve(name, {"--dict", (dir_ / "scored.txt").string(), "--json", "--word_preference",
                           preference}),
              0)
        << out_;
    const std::size_t at = out_.find("\"word_score_mean\": ");
    return at == std::string::npos ? -1.0 : std::stod(out_.substr(at + 19));
  };
  const double indifferent = mean_of("p0", "0"), preferring = mean_of("p2", "2");
  EXPECT_GT(preferring, indifferent + 5)
      << "mean word score " << indifferent << " -> " << preferring;
}

TEST_F(WordControlCli, FillTakesBanAndMinScore) {
  ASSERT_EQ(solve("a", {"--dict", dict_.string()}), 0) << out_;
  const std::set<std::string> first = words_of(dir_ / "a" / "15x15_1.cwg");
  cwg::arrowword::ArrowwordGrid layout = cwg::cwgfile::load(dir_ / "a" / "15x15_1.cwg");
  for (char& f : layout.fields)
    if (cwg::arrowword::is_letter_char(f)) f = cwg::arrowword::kEmptyField;
  std::ofstream(dir_ / "layout.cwg") << cwg::cwgfile::format(layout);
  std::string ban;
  for (const auto& w : first) ban += w + "\n";
  std::ofstream(dir_ / "ban.txt") << ban;
  auto fill = [&](const std::vector<std::string>& extra) {
    std::vector<std::string> args = {"fill",   (dir_ / "layout.cwg").string(),
                                     "--dict", dict_.string(),
                                     "--out",  (dir_ / "filled.cwg").string()};
    args.insert(args.end(), extra.begin(), extra.end());
    const cwg::test::ProcessRun run = run_cwg(args);
    out_ = run.out + run.err;
    return run.exit_code;
  };
  ASSERT_EQ(fill({"--ban", (dir_ / "ban.txt").string(), "--time", "60"}), 0) << out_;
  for (const auto& w : words_of(dir_ / "filled.cwg")) EXPECT_EQ(first.count(w), 0u) << w;
  EXPECT_EQ(fill({"--min-score", "101"}), 2) << out_;
  EXPECT_NE(out_.find("--min-score 101"), std::string::npos) << out_;
}

TEST_F(WordControlCli, ThemeWordsAppearInTheGridOrTheRunSaysWhichCannot) {
  std::ofstream(dir_ / "theme.txt") << "# my theme\nRätsel\nSchweden\n";
  ASSERT_EQ(solve("t", {"--dict", dict_.string(), "--theme", (dir_ / "theme.txt").string(),
                        "--time", "60"}),
            0)
      << out_;
  const std::set<std::string> words = words_of(dir_ / "t" / "15x15_1.cwg");
  EXPECT_EQ(words.count("RAETSEL"), 1u);
  EXPECT_EQ(words.count("SCHWEDEN"), 1u);
  // Not a word, too long for the grid: exit 2 naming file and line.
  std::ofstream(dir_ / "bad.txt") << "HAUS\nab1\n";
  EXPECT_EQ(solve("u", {"--dict", dict_.string(), "--theme", (dir_ / "bad.txt").string()}), 2);
  EXPECT_NE(out_.find("bad.txt:2:1: a theme word has letters only"), std::string::npos) << out_;
  std::ofstream(dir_ / "long.txt") << "HAUS\nDONAUDAMPFSCHIFFFAHRT\n";
  EXPECT_EQ(solve("v", {"--dict", dict_.string(), "--theme", (dir_ / "long.txt").string()}), 2);
  EXPECT_NE(out_.find("long.txt:2:1: theme word DONAUDAMPFSCHIFFFAHRT (21 letters) is longer than"),
            std::string::npos)
      << out_;
  // Fifteen 15-letter words cannot all find a place: exit 3 naming those left over.
  std::string many;
  for (char c = 'A'; c < 'A' + 16; ++c) many += std::string(15, c) + "\n";
  std::ofstream(dir_ / "many.txt") << many;
  EXPECT_EQ(solve("w", {"--dict", dict_.string(), "--theme", (dir_ / "many.txt").string()}), 3);
  EXPECT_NE(out_.find("no place for the theme words:"), std::string::npos) << out_;
}

}  // namespace
