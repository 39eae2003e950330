// The plain-text black-square grid: parsing (one broken input per error kind), writing,
// the independent check, and `cwg fill GRID.txt` through the binary.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "american/check.hpp"
#include "formats/txt/txt_grid.hpp"
#include "tests/test_util.hpp"

using cwg::test::ProcessRun;
using cwg::test::run_cwg;
using cwg::test::split_args;

namespace cwg::txt {
namespace {

namespace fs = std::filesystem;

ErrorKind kind_of(const std::string& text) {
  try {
    parse(text, "g.txt");
  } catch (const TxtError& e) {
    return e.kind();
  }
  ADD_FAILURE() << "no error for:\n" << text;
  return ErrorKind::Empty;
}

std::string message_of(const std::string& text) {
  try {
    parse(text, "g.txt");
  } catch (const TxtError& e) {
    return e.what();
  }
  return "";
}

TEST(TxtGrid, ParsesAndWritesBack) {
  const Grid g = parse("\n\n#..\r\n.a.\n..#\n\n", "g.txt");
  EXPECT_EQ(g.rows, 3);
  EXPECT_EQ(g.cols, 3);
  EXPECT_EQ(g.squares, "#...A...#");
  EXPECT_EQ(g.first_line, 3);
  EXPECT_EQ(format(g), "#..\n.A.\n..#\n");
  EXPECT_EQ(format(parse(format(g), "again")), format(g));
}

TEST(TxtGrid, EachErrorKindNamesWhere) {
  EXPECT_EQ(kind_of(""), ErrorKind::Empty);
  EXPECT_EQ(kind_of("\n \n"), ErrorKind::Empty);
  EXPECT_EQ(kind_of("##\n##\n"), ErrorKind::NoOpenSquare);
  EXPECT_EQ(kind_of("...\n..\n"), ErrorKind::RaggedRow);
  EXPECT_EQ(kind_of("...\n.\n...\n"), ErrorKind::RaggedRow);
  EXPECT_EQ(kind_of("...\n.x?\n"), ErrorKind::BadCharacter);
  EXPECT_EQ(message_of("...\n.A?\n"),
            "g.txt:2:3: unexpected '?'; a square is '#' (black), '.' (empty) or a letter A-Z");
  EXPECT_EQ(message_of("\n...\n....\n"), "g.txt:3:4: row has 4 squares, the first row 3");
  EXPECT_EQ(message_of("...\n\n...\n"), "g.txt:2:1: row has 0 squares, the first row 3");
  EXPECT_NE(message_of("..\n.\xc3\xa4\n").find("g.txt:2:2: unexpected byte 195"),
            std::string::npos);
}

TEST(TxtCheck, FindsEveryKindOfFault) {
  const Grid layout = parse("..#\n.A.\n#..\n", "l.txt");
  const std::unordered_set<std::string> words = {"AB", "CAD", "BE", "AC", "BAB", "DE"};
  // Across: AB, CAD, BE; down: AC, BAB, DE.
  EXPECT_TRUE(american::check_fill(layout, parse("AB#\nCAD\n#BE\n", "f"), words).empty());
  EXPECT_FALSE(
      american::check_fill(layout, parse("AB#\nCXD\n#BE\n", "f"), words).empty());  // given letter
  EXPECT_FALSE(
      american::check_fill(layout, parse("AB.\nCAD\n#BE\n", "f"), words).empty());  // black gone
  EXPECT_FALSE(
      american::check_fill(layout, parse("A.#\nCAD\n#BE\n", "f"), words).empty());  // empty
  const auto repeated =
      american::check_fill(parse("..#\n..#\n", "l"), parse("AB#\nAB#\n", "f"), {"AB", "AA", "BB"});
  ASSERT_FALSE(repeated.empty());
  EXPECT_NE(repeated[0].find("twice"), std::string::npos);
  const auto unknown = american::check_fill(layout, parse("AB#\nCAD\n#BX\n", "f"), words);
  ASSERT_FALSE(unknown.empty());
  EXPECT_NE(unknown[0].find("not in the word list"), std::string::npos);
}

// --- through the binary ---------------------------------------------------------------

class FillCli : public cwg::test::CwgTest {
 protected:
  static std::string slurp(const std::string& p) { return cwg::test::read_all(p); }
};

TEST_F(FillCli, FillsATextGridAndKeepsTheGivenLetters) {
  // A 4x4 with black corners; the list holds a fill (OPEN NAME SPAT HEMP ON NE SH TP)
  // and decoys.
  write("g.txt", "\n#..#\n..E.\n....\n#..#\n\n");
  write("w.txt", "open\nname\nspat\nhemp\non\nne\nsh\ntp\nbear\ncore\nab\ncd\nmore\n");
  const ProcessRun r = run_cwg(split_args("fill " + path("g.txt") + " --dict " + path("w.txt") +
                                          " --out " + path("o.txt") + " --time 20"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string filled = slurp(path("o.txt"));
  const Grid layout = parse(slurp(path("g.txt")), "g");
  const Grid g = parse(filled, "o");
  std::unordered_set<std::string> words;
  std::istringstream in(slurp(path("w.txt")));
  for (std::string w; in >> w;) {
    for (auto& ch : w) ch = static_cast<char>(ch - 'a' + 'A');
    words.insert(w);
  }
  EXPECT_TRUE(american::check_fill(layout, g, words).empty()) << filled;
  EXPECT_EQ(filled.find('.'), std::string::npos);
  EXPECT_EQ(filled.size(), 20u) << "four lines of four squares and a newline";
}

TEST_F(FillCli, SameBytesWithOneAndTwoThreads) {
  // A 3x3 word square over 40 of the 64 words of A-D: many fills; the seed picks one.
  write("g.txt", "...\n...\n...\n");
  std::string list;
  for (int i = 0; i < 64; ++i)
    if (i * 37 % 64 < 40)
      list += std::string{char('A' + i / 16), char('A' + i / 4 % 4), char('A' + i % 4)} + "\n";
  write("w.txt", list);
  std::string first;
  for (const char* threads : {"1", "2", "2"}) {
    const ProcessRun r = run_cwg(split_args("fill " + path("g.txt") + " --dict " + path("w.txt") +
                                            " --threads " + threads + " --seed 5 --time 60"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    if (first.empty()) first = r.out;
    EXPECT_EQ(r.out, first) << "threads " << threads;
  }
}

TEST_F(FillCli, BadGridsNameFileLineAndColumn) {
  write("w.txt", "ab\ncd\n");
  const std::pair<const char*, const char*> cases[] = {
      {"##\n##\n", "g.txt:1:1: the grid has no open square"},
      {"..\n...\n", "g.txt:2:3: row has 3 squares, the first row 2"},
      {"..\n.*\n", "g.txt:2:2: unexpected '*'"},
      {"\n\n", "g.txt: the grid has no rows"},
  };
  for (const auto& [text, message] : cases) {
    write("g.txt", text);
    const ProcessRun r = run_cwg(split_args("fill " + path("g.txt") + " --dict " + path("w.txt")));
    EXPECT_EQ(r.exit_code, 2) << text;
    EXPECT_NE(r.err.find(message), std::string::npos) << r.err;
  }
}

TEST_F(FillCli, NoFillIsProvedAndNamed) {
  write("w.txt", "ab\ncd\n");
  write("long.txt", "...\n#..\n");
  ProcessRun r = run_cwg(split_args("fill " + path("long.txt") + " --dict " + path("w.txt")));
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(
      r.err.find(
          "no fill exists: the across word at line 1, column 1 (length 3) is longer than any word"),
      std::string::npos)
      << r.err;
  // Three 2-letter words and two in the list: only the exhausted search can say it.
  write("three.txt", "..#..\n#####\n..#..\n");
  r = run_cwg(split_args("fill " + path("three.txt") + " --dict " + path("w.txt")));
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.err.find("no fill exists"), std::string::npos) << r.err;
  // A square in no word of two or more letters.
  write("lone.txt", "..#\n##.\n");
  r = run_cwg(split_args("fill " + path("lone.txt") + " --dict " + path("w.txt")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("lone.txt:2:3: this empty square is in no word"), std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace cwg::txt
