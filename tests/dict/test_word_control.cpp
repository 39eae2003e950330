// The word list's scores (WORD;SCORE), kept through the dictionary's index, and the word
// control of core/word_control (--ban, --min-score, theme words) on a word list, without
// the binary. Their effect on a run is tested in tests/solver/test_word_control.cpp.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "core/letters.hpp"
#include "dict/dictionary.hpp"
#include "dict/word_control.hpp"
#include "dict/wordlist.hpp"
#include "tests/test_util.hpp"

namespace {

namespace fs = std::filesystem;

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
  EXPECT_EQ(
      cwg::remove_words(list, [](const std::string& w, int s) { return s < 50 || w == "EIS"; }),
      2u);
  EXPECT_EQ(list.words, std::vector<std::string>{"HAUS"});
  EXPECT_EQ(list.scores, std::vector<std::uint8_t>{90});
  // Nothing removed: every word keeps its letters (no self-move).
  cwg::WordList all = cwg::parse_wordlist("HAUS\nBAUM\n", "p.txt");
  cwg::remove_words(all, [](const std::string&, int) { return false; });
  EXPECT_EQ(all.words, (std::vector<std::string>{"HAUS", "BAUM"}));
}

TEST(ScoredList, TheIndexKeepsEachWordsScore) {
  const cwg::Dictionary scored(cwg::parse_wordlist("HAUS;70\nBAUM;20\nEIS\n", "s.txt"));
  ASSERT_TRUE(scored.scored());
  const auto code = [](const std::string& w) {
    std::vector<cwg::Letter> out;
    for (char c : w) out.push_back(cwg::letter_code(c));
    return out;
  };
  EXPECT_EQ(scored.score(4, scored.find(code("HAUS"))), 70);
  EXPECT_EQ(scored.score(4, scored.find(code("BAUM"))), 20);
  EXPECT_EQ(scored.score(3, scored.find(code("EIS"))), cwg::kDefaultWordScore);
  const cwg::Dictionary plain(cwg::parse_wordlist("HAUS\nBAUM\n", "p.txt"));
  EXPECT_FALSE(plain.scored());
  EXPECT_EQ(plain.score(4, 0), cwg::kDefaultWordScore);
}

/// A file in the program's temporary folder (removed when it ends) holding `text`.
fs::path temp_file(const std::string& name, const std::string& text) {
  static const cwg::test::TempDir dir;
  return dir.write(name, text);
}

TEST(WordControl, BanAndMinScoreNarrowTheListInOrder) {
  cwg::WordList list = cwg::parse_wordlist("HAUS;70\nBAUM;20\nEIS\nTOR;90\n", "s.txt");
  cwg::WordControl control;
  control.ban = temp_file("ban.txt", "tor\n").string();
  control.min_score = 50;
  std::vector<std::string> problems;
  cwg::apply_word_control(control, list, problems);
  EXPECT_TRUE(problems.empty());
  EXPECT_EQ(list.words, (std::vector<std::string>{"HAUS", "EIS"}));
}

TEST(WordControl, ProblemsNameTheFileOrTheValue) {
  cwg::WordList list = cwg::parse_wordlist("HAUS;70\n", "s.txt");
  std::vector<std::string> problems;
  cwg::WordControl control;
  control.ban = "/nonexistent/ban.txt";
  control.min_score = 101;
  cwg::apply_word_control(control, list, problems);
  ASSERT_EQ(problems.size(), 2u);
  EXPECT_NE(problems[0].find("/nonexistent/ban.txt"), std::string::npos);
  EXPECT_NE(problems[0].find("(--ban)"), std::string::npos);
  EXPECT_EQ(problems[1], "--min-score 101: must be within 0..100");
  problems.clear();
  control = {};
  control.min_score = 80;
  cwg::apply_word_control(control, list, problems);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0], "s.txt: no word left after --ban and --min-score");
  EXPECT_TRUE(list.words.empty());
}

TEST(WordControl, ThemeWordsAreReadOnceEachAndBadLinesNamed) {
  cwg::WordControl control;
  std::vector<std::string> problems;
  EXPECT_TRUE(cwg::read_theme(control, problems).empty());  // no theme file: no words
  EXPECT_TRUE(problems.empty());
  control.theme = temp_file("theme.txt", "# comment\nStraße\n\nhaus\nHAUS\n  x\nab1\n").string();
  const auto theme = cwg::read_theme(control, problems);
  ASSERT_EQ(theme.size(), 2u);
  EXPECT_EQ(theme[0].word, "STRASSE");
  EXPECT_EQ(theme[0].line, 2);
  EXPECT_EQ(theme[1].word, "HAUS");
  EXPECT_EQ(theme[1].line, 4);
  ASSERT_EQ(problems.size(), 2u);
  EXPECT_EQ(problems[0].rfind(*control.theme + ":6:3:", 0), 0u) << problems[0];
  EXPECT_EQ(problems[1].rfind(*control.theme + ":7:1:", 0), 0u) << problems[1];
  cwg::WordList list = cwg::parse_wordlist("HAUS\n", "l.txt");
  cwg::add_theme_words(list, theme);
  EXPECT_EQ(list.words, (std::vector<std::string>{"HAUS", "STRASSE"}));
  EXPECT_EQ(list.scores.back(), cwg::kDefaultWordScore);
}

}  // namespace
