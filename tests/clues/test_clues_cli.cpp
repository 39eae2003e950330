// `cwg clue`, and --clue / --clued-only of solve and fill, through the binary: the sheet's
// columns and sources, the exit codes, bad input named before any work.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "tests/need.hpp"
#include "tests/test_util.hpp"
#include "tests/xml_reader.hpp"

using cwg::test::run_cwg;

namespace {

namespace fs = std::filesystem;

// The README's 3x3 grid: LEA down from (0,1), ID down from (1,2), EI and AD across.
const char* const kGrid = "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";

/// The cells of a TSV text, row by row.
std::vector<std::vector<std::string>> cells(const std::string& tsv) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream in(tsv);
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> row;
    std::size_t start = 0;
    for (std::size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1)
      row.push_back(line.substr(start, tab - start));
    row.push_back(line.substr(start));
    rows.push_back(row);
  }
  return rows;
}

class ClueCli : public cwg::test::CwgTest {};

TEST_F(ClueCli, ListCluesWithTheirSourceAndTheUncluedNamed) {
  write("g.cwg", kGrid);
  write("a.txt", "# mine\nLEA\tName\nEI Oval\nEI\tKeim\n");
  write("b.txt", "EI\tnot this one\nID\tIch-Anteil\nAD\tAnzeige\n");
  const auto run = run_cwg({"clue", path("g.cwg"), "--clues", path("a.txt"), "--clues",
                            path("b.txt"), "--thesaurus", "none"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto rows = cells(run.out);
  ASSERT_EQ(rows.size(), 5u) << run.out;
  EXPECT_EQ(rows[0], (std::vector<std::string>{"row", "col", "arrow", "start_row", "start_col",
                                               "direction", "length", "word", "clue", "source"}));
  EXPECT_EQ(rows[1][7], "LEA");
  EXPECT_EQ(rows[1][8], "Name");
  EXPECT_EQ(rows[1][9], "list:" + path("a.txt") + ":2");
  EXPECT_EQ(rows[3][7], "EI");
  EXPECT_TRUE(rows[3][8] == "Oval" || rows[3][8] == "Keim") << "a.txt has EI first: " << rows[3][8];
  EXPECT_EQ(rows[2][9], "list:" + path("b.txt") + ":2");

  const auto partial = run_cwg({"clue", path("g.cwg"), "--clues", path("a.txt"), "--thesaurus",
                                "none", "--dictionary", "none", "-o", path("s.tsv")});
  EXPECT_EQ(partial.exit_code, 1);
  EXPECT_NE(partial.err.find("no clue for 2 words: ID AD"), std::string::npos) << partial.err;
  EXPECT_EQ(cells(cwg::test::read_all(path("s.tsv"))).size(), 5u) << "the sheet is written";
}

TEST_F(ClueCli, TheSameSeedGivesTheSameSheet) {
  write("g.cwg", kGrid);
  write("a.txt", "LEA\tName\nLEA\tWiese\nLEA\tAue\nEI\tOval\nID\tIch\nAD\tAnzeige\n");
  std::vector<std::string> seen;
  for (const char* seed : {"1", "1", "2", "3", "4", "5"})
    seen.push_back(run_cwg({"clue", path("g.cwg"), "--clues", path("a.txt"), "--thesaurus", "none",
                            "--seed", seed})
                       .out);
  EXPECT_EQ(seen[0], seen[1]);
  bool varies = false;
  for (const auto& s : seen) varies = varies || s != seen[0];
  EXPECT_TRUE(varies) << "three equal alternatives for LEA, five seeds: always the same one";
}

TEST_F(ClueCli, BadInputIsNamed) {
  write("g.cwg", kGrid);
  write("bad.txt", "LEA\tName\nEI\n");
  const auto bad_list = run_cwg({"clue", path("g.cwg"), "--clues", path("bad.txt")});
  EXPECT_EQ(bad_list.exit_code, 2);
  EXPECT_NE(bad_list.err.find(path("bad.txt") + ":2:"), std::string::npos) << bad_list.err;
  const auto no_thesaurus = run_cwg({"clue", path("g.cwg"), "--thesaurus", path("none.idx")});
  EXPECT_EQ(no_thesaurus.exit_code, 2);
  EXPECT_NE(no_thesaurus.err.find("none.idx"), std::string::npos) << no_thesaurus.err;
  const auto no_dictionary = run_cwg({"clue", path("g.cwg"), "--dictionary", path("de-en")});
  EXPECT_EQ(no_dictionary.exit_code, 2);
  EXPECT_NE(no_dictionary.err.find(path("de-en") + ": missing or unreadable dictionary file"),
            std::string::npos)
      << no_dictionary.err;
  const auto bad_lang = run_cwg({"clue", path("g.cwg"), "--lang", "fr"});
  EXPECT_EQ(bad_lang.exit_code, 2);
}

// --candidates: every clue a word's sources offer, with its confidence; a bad word is named.
TEST_F(ClueCli, CandidatesListEveryClueWithItsConfidence) {
  write("a.txt", "EI\tOval\nEI\tKeim\n");
  write("w.txt", "EI\n\nLEA\n");
  const auto run = run_cwg({"clue", "--candidates", path("w.txt"), "--clues", path("a.txt"),
                            "--thesaurus", "none", "--dictionary", "none"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto rows = cells(run.out);
  ASSERT_EQ(rows.size(), 3u) << run.out;
  EXPECT_EQ(rows[0][1], "clue");
  EXPECT_EQ(rows[0][8], "confidence");
  EXPECT_EQ(rows[0][10], "sense");
  EXPECT_EQ(rows[0][11], "inflected");
  EXPECT_EQ(rows[1][0], "EI");
  EXPECT_EQ(rows[1][1], "Oval");
  EXPECT_EQ(rows[1][8], "80") << "a maker's list clue";
  EXPECT_EQ(rows[1][10], "-1") << "no thesaurus meaning";
  EXPECT_EQ(rows[2][1], "Keim");
  write("bad.txt", "EI\nlea\n");
  const auto bad = run_cwg(
      {"clue", "--candidates", path("bad.txt"), "--thesaurus", "none", "--dictionary", "none"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find(path("bad.txt") + ":2:"), std::string::npos) << bad.err;
}

TEST_F(ClueCli, JsonHasOneObjectPerFile) {
  write("g.cwg", kGrid);
  write("a.txt", "LEA\tName\nEI\tOval\nID\tIch\nAD\tAnzeige\n");
  const auto run =
      run_cwg({"clue", path("g.cwg"), "--clues", path("a.txt"), "--thesaurus", "none", "--json"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto doc = nlohmann::json::parse(run.out);
  ASSERT_TRUE(doc.is_array());
  ASSERT_EQ(doc.size(), 1u);
  EXPECT_EQ(doc[0]["file"], path("g.cwg"));
  EXPECT_EQ(doc[0]["format"], "cwg");
  ASSERT_EQ(doc[0]["words"].size(), 4u);
  EXPECT_EQ(doc[0]["words"][0]["clue"], "Name");
  EXPECT_TRUE(doc[0]["unclued"].empty());
}

TEST_F(ClueCli, AnAmericanGridHasNumberedRows) {
  // A filled 3x3 black-square grid: CAT/ORE/WET across, COW/ARE/TET down.
  write("g.txt", "CAT\nORE\nWET\n");
  write("a.txt", "CAT\tPet\nORE\tRock\nWET\tDamp\nCOW\tMilker\nARE\tExist\nTET\tNew Year\n");
  const auto run =
      run_cwg({"clue", path("g.txt"), "--clues", path("a.txt"), "--thesaurus", "none"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto rows = cells(run.out);
  ASSERT_EQ(rows.size(), 7u) << run.out;
  EXPECT_EQ(rows[0], (std::vector<std::string>{"number", "direction", "row", "col", "length",
                                               "word", "clue", "source"}));
  EXPECT_EQ(rows[1], (std::vector<std::string>{"1", "across", "0", "0", "3", "CAT", "Pet",
                                               "list:" + path("a.txt") + ":1"}));
  EXPECT_EQ(rows[4][0], "1");
  EXPECT_EQ(rows[4][1], "down");
  EXPECT_EQ(rows[4][5], "COW");
}

TEST_F(ClueCli, AGermanGridFromTheThesaurus) {
  CWG_NEED(fs::exists("/usr/share/mythes/th_de_DE_v2.idx")) << "mythes-de missing";
  // HAUS across from its question field over a row of islands: one word.
  write("g.cwg", "2\n5\n?HAUS\n-----\n0 0 3\n");
  const auto run = run_cwg({"clue", path("g.cwg")});
  const auto rows = cells(run.out);
  ASSERT_EQ(rows.size(), 2u) << run.out << run.err;
  EXPECT_EQ(rows[1][7], "HAUS");
  EXPECT_FALSE(rows[1][8].empty());
  EXPECT_EQ(rows[1][9], "thesaurus");
  EXPECT_EQ(run.exit_code, 0) << run.err;
}

TEST_F(ClueCli, ClueSheetsBesideFillOutputsAndTooFewWordsForClueOnly) {
  write("g.txt", "...\n...\n...\n");
  write("words.txt", "CAT\nORE\nWET\nCOW\nARE\nTET\n");
  write("a.txt", "CAT\tPet\nORE\tRock\nWET\tDamp\nCOW\tMilker\nARE\tExist\nTET\tNew Year\n");
  const auto run =
      run_cwg({"fill", path("g.txt"), "--dict", path("words.txt"), "--clues", path("a.txt"),
               "--thesaurus", "none", "--clue", "-o", path("out.txt"), "--time", "5"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto rows = cells(cwg::test::read_all(path("out.clues.tsv")));
  ASSERT_EQ(rows.size(), 7u);
  for (std::size_t r = 1; r < rows.size(); ++r) EXPECT_FALSE(rows[r][6].empty()) << r;

  // A fixed grid needs only the words its slots take: --clued-only with a list of 3-letter
  // words fills the 3x3.
  const auto only =
      run_cwg({"fill", path("g.txt"), "--dict", path("words.txt"), "--clues", path("a.txt"),
               "--thesaurus", "none", "--clued-only", "-o", path("only.txt"), "--time", "5"});
  EXPECT_EQ(only.exit_code, 0) << only.err;
  EXPECT_TRUE(fs::exists(path("only.clues.tsv")));

  // An arrowword needs short words; a clue list without any leaves none: exit 3, nothing
  // written.
  write("g.cwg", kGrid);
  const auto solve = run_cwg({"solve", path("g.cwg"), "--dict", path("words.txt"), "--clues",
                              path("a.txt"), "--thesaurus", "none", "--clued-only", "--out",
                              path("out"), "--zip", path("out.zip"), "--time", "2"});
  EXPECT_EQ(solve.exit_code, 3) << solve.err;
  EXPECT_NE(solve.err.find("too few clueable words"), std::string::npos) << solve.err;
  EXPECT_FALSE(fs::exists(path("out.zip")));
  EXPECT_FALSE(fs::exists(path("out") + "/g.cwg"));
}

// Clue sources without --clue would be read and never used: refused, as --thesaurus is.
TEST_F(ClueCli, ADictionaryWithoutClueIsRefused) {
  write("g.cwg", kGrid);
  const auto solve = run_cwg({"solve", path("g.cwg"), "--dictionary", "none", "--out", path("out"),
                              "--zip", path("out.zip"), "--time", "5"});
  EXPECT_EQ(solve.exit_code, 2);
  EXPECT_NE(solve.err.find("--dictionary go with --clue"), std::string::npos) << solve.err;
  EXPECT_FALSE(fs::exists(path("out.zip")));
  write("p.txt", "...\n...\n");
  const auto fill = run_cwg({"fill", path("p.txt"), "--dictionary", "none", "-o", path("o.txt")});
  EXPECT_EQ(fill.exit_code, 2);
  EXPECT_NE(fill.err.find("--dictionary go with --clue"), std::string::npos) << fill.err;
  EXPECT_FALSE(fs::exists(path("o.txt")));
}

// The taste filter in an American fill (issue 27): FAGS is the one word of american-english
// that fits FAG_; the default fill has none, --taste 0 keeps the list as it is.
TEST_F(ClueCli, AnAmericanFillHasNoSlur) {
  const char* english = "/usr/share/dict/american-english";
  CWG_NEED(fs::exists(english) && fs::exists("/usr/share/wordnet/data.noun"))
      << "no wamerican or wordnet-base";
  write("f.txt", "FAG.\n");
  const auto taste = run_cwg({"fill", path("f.txt"), "--dict", english, "--time", "5"});
  EXPECT_EQ(taste.exit_code, 3) << taste.out << taste.err;
  EXPECT_EQ(taste.out.find("FAGS"), std::string::npos);
  const auto all =
      run_cwg({"fill", path("f.txt"), "--dict", english, "--time", "5", "--taste", "0"});
  EXPECT_EQ(all.exit_code, 0) << all.err;
  EXPECT_NE(all.out.find("FAGS"), std::string::npos) << all.out;
}

TEST_F(ClueCli, AMissingThesaurusStopsSolveBeforeAnySolving) {
  write("g.cwg", kGrid);
  const auto run = run_cwg({"solve", path("g.cwg"), "--clue", "--thesaurus", path("gone.idx"),
                            "--out", path("out"), "--zip", path("out.zip"), "--time", "600"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("gone.idx"), std::string::npos) << run.err;
  // Far below the 600 s a solve would take, far above reading the word list on a busy
  // machine under the sanitizers (20 s at load 14): not a speed test.
  EXPECT_LT(run.seconds, 300.0) << "named before the 600 s of solving";
  EXPECT_FALSE(fs::exists(path("out.zip")));
}

TEST_F(ClueCli, PrintConfigShowsTheMaxWordCluedOnlyUses) {
  auto setting = [&](std::vector<std::string> args, const std::string& key) {
    args.insert(args.begin(), "solve");
    args.push_back("--print-config");
    const auto run = run_cwg(args);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const auto at = run.out.find("\n" + key + " = ");
    return at == std::string::npos ? std::string()
                                   : run.out.substr(at + 1, run.out.find('\n', at + 1) - at - 1);
  };
  auto max_word = [&](std::vector<std::string> args) { return setting(args, "max-word"); };
  EXPECT_EQ(max_word({}), "max-word = 13                # default");
  EXPECT_EQ(max_word({"--clued-only"}),
            "max-word = 9                 # preset clued-only (--clued-only)");
  EXPECT_EQ(max_word({"--clued-only", "--max-word", "11"}), "max-word = 11                # flag");
  EXPECT_EQ(max_word({"--preset", "clued-only"}),
            "max-word = 9                 # preset clued-only");
  // The layout fill refutes failed words with the poor list only.
  EXPECT_EQ(setting({}, "layout-refute"), "layout-refute = 0            # default");
  EXPECT_EQ(setting({"--clued-only"}, "layout-refute"),
            "layout-refute = 1            # preset clued-only (--clued-only)");
  // ... and restarts from the partial fill: the 40x40s fill only with them.
  EXPECT_EQ(setting({}, "partial-restarts"), "partial-restarts = 0         # default");
  EXPECT_EQ(setting({"--clued-only"}, "partial-restarts"),
            "partial-restarts = 1         # preset clued-only (--clued-only)");
  // ... and gives up on a layout after fewer repairs (an attempt that fills does so early).
  EXPECT_EQ(setting({}, "repairs"), "repairs = 6                  # default");
  EXPECT_EQ(setting({"--clued-only"}, "repairs"),
            "repairs = 3                  # preset clued-only (--clued-only)");
}

/// The clue texts of a picture by the field they stand in ("row,col"), read as XML: the
/// field size and origin from the letters L (0,1), E (1,1) and I (1,2) of kGrid, the same
/// margin on both axes.
std::map<std::string, std::string> clues_by_field(const std::string& svg) {
  const auto root = cwg::test::parse_xml(svg);
  const cwg::test::Node* letters = cwg::test::find_id(*root, "letters");
  const cwg::test::Node* shown = cwg::test::find_id(*root, "clues");
  if (!letters || !shown) return {};
  std::map<std::string, double> x;
  for (const auto& t : letters->children) x[t->text] = std::stod(t->attrs.at("x"));
  const double cell = x.at("I") - x.at("E");
  const double origin = x.at("E") - 1.5 * cell;
  std::map<std::string, std::string> out;
  for (const auto& text : shown->children)
    for (const auto& line : text->children) {
      const int col = static_cast<int>((std::stod(line->attrs.at("x")) - origin) / cell);
      const int row = static_cast<int>((std::stod(line->attrs.at("y")) - origin) / cell);
      std::string& at = out[std::to_string(row) + "," + std::to_string(col)];
      at += (at.empty() ? "" : " ") + line->text;
    }
  return out;
}

TEST_F(ClueCli, SolveSvgShowsEachClueOfTheSheetInItsQuestionField) {
  write("g.cwg", kGrid);
  write("w.txt", "LEA\nEI\nID\nAD\n");
  write("a.txt", "LEA\tName\nEI\tOval\nID\tIch\nAD\tAnzeige\n");
  write("b.txt", "LEA\tFrau\nEI\tZelle\nID\tSelbst\nAD\thin\n");
  for (const char* list : {"a.txt", "b.txt"}) {
    // The second run keeps the grid of the first (same score): its sheet and its picture
    // are both made anew from b.txt.
    const auto run = run_cwg({"solve", path("g.cwg"), "--dict", path("w.txt"), "--clues",
                              path(list), "--thesaurus", "none", "--clue", "--svg", "--out",
                              path("out"), "--zip", path("out.zip"), "--time", "2"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto rows = cells(cwg::test::read_all(path("out/g.clues.tsv")));
    ASSERT_EQ(rows.size(), 5u);
    const auto shown = clues_by_field(cwg::test::read_all(path("out/g.svg")));
    std::map<std::string, std::string> expected;  // a field's clues in the order drawn
    for (std::size_t r = 1; r < rows.size(); ++r) {
      EXPECT_NE(rows[r][9].find(list), std::string::npos) << rows[r][7] << " clued from " << list;
      std::string& at = expected[rows[r][0] + "," + rows[r][1]];
      at += (at.empty() ? "" : " ") + rows[r][8];
    }
    EXPECT_EQ(shown, expected) << list;
  }
}

TEST_F(ClueCli, ConvertCarriesTheSheetIntoAPuz) {
  write("g.cwg", kGrid);
  write("a.txt", "LEA\tName\nEI\tOval\nID\tIch\nAD\tAnzeige\n");
  ASSERT_EQ(run_cwg({"clue", path("g.cwg"), "--clues", path("a.txt"), "--thesaurus", "none", "-o",
                     path("s.tsv")})
                .exit_code,
            0);
  const auto conv =
      run_cwg({"convert", path("g.cwg"), "-o", path("g.puz"), "--clues", path("s.tsv")});
  ASSERT_EQ(conv.exit_code, 0) << conv.err;
  const auto info = run_cwg({"info", path("g.puz"), "--json"});
  EXPECT_NE(info.out.find("Anzeige"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("Name"), std::string::npos) << info.out;
}

}  // namespace
