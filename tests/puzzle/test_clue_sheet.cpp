// The clue sheets `--clues` reads (puzzle/clue_sheet): both line forms, Latin-1, the
// `cwg words --tsv` template, and the line named for a word without a clue.
#include <gtest/gtest.h>

#include <string>

#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "puzzle/clue_sheet.hpp"

namespace {

using cwg::InputError;
using cwg::puzzle::ClueMap;
using cwg::puzzle::kWordsTsvHeader;
using cwg::puzzle::parse_clues;

TEST(Clues, ParsesWordsLikeTheWordList) {
  const ClueMap clues =
      parse_clues("# comment\n\nStraße\tWeg\r\nKäse\t Milchprodukt \nab-c\tx\n", "c.txt");
  ASSERT_EQ(clues.size(), 3u);
  EXPECT_EQ(clues.at("STRASSE"), "Weg");
  EXPECT_EQ(clues.at("KAESE"), "Milchprodukt");
  EXPECT_EQ(clues.at("ABC"), "x");
}

TEST(Clues, ReadsLatin1) {
  const ClueMap clues = parse_clues("K\xe4se\tM\xfchle\n", "c.txt");
  EXPECT_EQ(clues.at("KAESE"), "M\xc3\xbchle");
}

TEST(Clues, LineWithAWordAndNoClueNamesTheLine) {
  try {
    parse_clues("A\tb\nlonely\n", "c.txt");
    FAIL() << "expected an InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("c.txt:2:"), std::string::npos) << e.what();
  }
}

TEST(Clues, WordAndClueApartBySpaces) {
  const ClueMap clues = parse_clues("Straße   ein Weg\nEI Oval\n", "c.txt");
  ASSERT_EQ(clues.size(), 2u);
  EXPECT_EQ(clues.at("STRASSE"), "ein Weg");
  EXPECT_EQ(clues.at("EI"), "Oval");
}

TEST(Clues, ReadsTheWordsTemplateWithItsClueColumn) {
  const std::string tsv = std::string(kWordsTsvHeader) +
                          "start_row\tstart_col\tdirection\tlength\tword\tclue\n"
                          "0\t0\t3\t0\t1\tacross\t3\tLEA\tVorname\n"
                          "1\t0\t3\t1\t1\tacross\t2\tID\t\n"
                          "2\t0\t3\t2\t1\tacross\t2\tEI\tOval mit Schale\n";
  const ClueMap clues = parse_clues(tsv, "t.tsv");
  ASSERT_EQ(clues.size(), 2u) << "the row with an empty clue is skipped";
  EXPECT_EQ(clues.at("LEA"), "Vorname");
  EXPECT_EQ(clues.at("EI"), "Oval mit Schale");
}

TEST(Clues, CoverageNamesMissingAndUnusedWords) {
  const ClueMap clues = {{"ZOO", "Tiere"}, {"EI", "Oval"}, {"AAL", "Fisch"}};
  const auto coverage =
      cwg::puzzle::clue_coverage({"LEA", "", "EI", "AD", "LEA"}, clues);  // "": not all letters
  EXPECT_EQ(coverage.missing, (std::vector<std::string>{"LEA", "AD", "LEA"}));
  EXPECT_EQ(coverage.unused, (std::vector<std::string>{"AAL", "ZOO"}));
  EXPECT_TRUE(cwg::puzzle::clue_coverage({"EI"}, {{"EI", "Oval"}}).missing.empty());
}

// The README's 3x3: its template written out by hand, and read back once a clue is filled in.
TEST(Clues, TheWordsTemplateOfTheReadmeExample) {
  const auto g = cwg::cwgfile::parse("3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n", "t");
  const std::string tsv = cwg::puzzle::words_template(cwg::arrowword::word_rows(g));
  EXPECT_EQ(tsv,
            "row\tcol\tarrow\tstart_row\tstart_col\tdirection\tlength\tword\tclue\n"
            "0\t0\t4\t0\t1\tdown\t3\tLEA\t\n"
            "0\t2\t0\t1\t2\tdown\t2\tID\t\n"
            "1\t0\t3\t1\t1\tacross\t2\tEI\t\n"
            "2\t0\t3\t2\t1\tacross\t2\tAD\t\n");
  std::string filled = tsv;
  filled.insert(filled.find("LEA\t") + 4, "Meadow");
  EXPECT_EQ(parse_clues(filled, "t.tsv"), (ClueMap{{"LEA", "Meadow"}}));
}

TEST(ClueCoverage, WarningsNameSomeOfTheWordsOfEachKind) {
  using cwg::puzzle::coverage_warnings;
  EXPECT_TRUE(coverage_warnings({}, "c.txt").empty());
  EXPECT_EQ(coverage_warnings({{"AB", "CD"}, {}}, "c.txt"),
            std::vector<std::string>{"c.txt: warning: no clue for these words (2): AB CD"});
  EXPECT_EQ(coverage_warnings({{}, {"EF"}}, "c.txt"),
            std::vector<std::string>{"c.txt: warning: clues for words not in the grid (1): EF"});
}

TEST(Clues, SomeWordsNameEightAtMost) {
  using cwg::puzzle::some_words;
  EXPECT_EQ(some_words({}), "");
  EXPECT_EQ(some_words({"AB", "CD"}), " AB CD");
  EXPECT_EQ(some_words({"A", "B", "C"}, 2), " A B ...");
  EXPECT_EQ(some_words(std::vector<std::string>(8, "X")), " X X X X X X X X");
  EXPECT_EQ(some_words(std::vector<std::string>(9, "X")), " X X X X X X X X ...");
}

}  // namespace
