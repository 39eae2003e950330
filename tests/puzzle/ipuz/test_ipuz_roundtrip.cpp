// ipuz round trips on the real files: every readable .puz of ../shared/formats/puz (not
// locked, not diagramless) through .ipuz back to .puz keeps solution, clues and title, read
// by the .puz library's own summary; every arrowword .cwg of the challenge and test_cases/
// through .ipuz back to .cwg gives the .cwg writer's bytes. The JSON written is checked with
// the test's own reading of it (numbering, arrows from SPEC.md's table).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "formats/cwg/cwg_io.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/summary.hpp"
#include "puzzle/ipuz/ipuz.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzle/to_formats.hpp"
#include "tests/formats/puz/puz_test_util.hpp"
#include "tests/need.hpp"

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;
using namespace cwg;
using namespace cwg::arrowword;

bool diagramless(const puz::Puzzle& p) {
  return p.solution.find(puz::kDiagramlessBlack) != std::string::npos || p.bitmask == 0x0401;
}

/// The words of a summary as "number direction: answer | clue" lines.
std::vector<std::string> word_lines(const puz::Summary& s) {
  std::vector<std::string> lines;
  for (const auto* list : {&s.across, &s.down})
    for (const puz::Entry& e : *list)
      lines.push_back(std::to_string(e.word.number) + (e.word.across ? "A: " : "D: ") + e.answer +
                      " | " + e.clue);
  return lines;
}

/// The test's numbering of the American `puzzle` grid of an ipuz document: the number a
/// square must carry, 0 for none.
std::vector<int> expected_numbers(const Json& doc) {
  const int w = doc["dimensions"]["width"], h = doc["dimensions"]["height"];
  auto white = [&](int r, int c) {
    return r >= 0 && c >= 0 && r < h && c < w && doc["solution"][r][c] != "#";
  };
  std::vector<int> out;
  int next = 0;
  for (int r = 0; r < h; ++r)
    for (int c = 0; c < w; ++c) {
      const bool starts = white(r, c) && ((!white(r, c - 1) && white(r, c + 1)) ||
                                          (!white(r - 1, c) && white(r + 1, c)));
      out.push_back(starts ? ++next : 0);
    }
  return out;
}

TEST(IpuzRoundTrip, EveryRealPuzKeepsSolutionCluesAndTitle) {
  CWG_REQUIRE_PUZ_DATA();
  int tried = 0, kept = 0;
  for (const auto& row : cwg::test::expected_rows()) {
    if (row.size() < 11 || row[1] != "ok" || row[8] != "no") continue;
    const fs::path path = cwg::test::puz_dir() / row[0];
    const puz::Puzzle original = puz::load(path);
    if (diagramless(original)) continue;
    ++tried;
    const std::string json = ipuz::format_ipuz(puzzle::from_puz(original, row[0]));
    const puz::Puzzle back = puzzle::to_puz(ipuz::parse_ipuz(json, "x.ipuz"), "x.ipuz", nullptr);
    const puz::Puzzle reread = puz::parse(puz::format(back), "back.puz");
    const puz::Summary a = puz::summarize(original, row[0]);
    const puz::Summary b = puz::summarize(reread, "back.puz");
    EXPECT_TRUE(b.errors.empty()) << row[0] << ": " << b.errors.front();
    EXPECT_EQ(reread.solution, original.solution) << row[0];
    EXPECT_EQ(b.title, a.title) << row[0];
    EXPECT_EQ(b.author, a.author) << row[0];
    EXPECT_EQ(b.notes, a.notes) << row[0];
    EXPECT_EQ(word_lines(b), word_lines(a)) << row[0];
    EXPECT_EQ(b.extras.circles, a.extras.circles) << row[0];
    EXPECT_EQ(b.extras.rebus_squares, a.extras.rebus_squares) << row[0];
    kept += !::testing::Test::HasFailure();

    // The JSON as a crossword reader sees it: numbers where the grid says, the letters of
    // the .puz solution (the first letter of a rebus square), every clue numbered.
    const Json doc = Json::parse(json);
    const std::vector<int> numbers = expected_numbers(doc);
    for (int i = 0; i < original.width * original.height; ++i) {
      const Json& cell = doc["puzzle"][i / original.width][i % original.width];
      const Json& value = cell.is_object() ? cell["cell"] : cell;
      if (original.solution[static_cast<std::size_t>(i)] == '.') {
        EXPECT_EQ(value, "#") << row[0] << " square " << i;
        continue;
      }
      EXPECT_EQ(value, numbers[static_cast<std::size_t>(i)]) << row[0] << " square " << i;
      const std::string answer = doc["solution"][i / original.width][i % original.width];
      EXPECT_EQ(answer[0], original.solution[static_cast<std::size_t>(i)]) << row[0];
    }
    EXPECT_EQ(doc["clues"]["Across"].size() + doc["clues"]["Down"].size(),
              a.across.size() + a.down.size());
  }
  EXPECT_EQ(kept, tried);
  EXPECT_GE(tried, 14) << "fewer real files than the 14 readable, unlocked, not diagramless";
  std::cout << "[ measured ] " << kept << " of " << tried
            << " real .puz files round-trip through .ipuz\n";
}

std::vector<fs::path> arrowword_files() {
  std::vector<fs::path> files;
  const fs::path shared = fs::path(CWG_SHARED_DIR) / "challenge";
  for (const fs::path& dir : {shared / "samples", shared / "example_grids", shared / "test_cases",
                              fs::path(CWG_SOURCE_DIR) / "test_cases"})
    if (fs::exists(dir))
      for (const auto& f : fs::directory_iterator(dir))
        if (f.path().extension() == ".cwg") files.push_back(f.path());
  return files;
}

/// SPEC.md's arrows: the first letter's offset from the question field and the direction.
constexpr int kSpec[6][3] = {{1, 0, 1}, {1, 0, 0}, {0, -1, 1}, {0, 1, 0}, {0, 1, 1}, {-1, 0, 0}};

void expect_arrowword_json(const Json& doc, const ArrowwordGrid& g, const std::string& file) {
  EXPECT_EQ(doc["kind"], Json::array({ipuz::kCrosswordKind, ipuz::kArrowwordKind})) << file;
  EXPECT_EQ(doc["clueplacement"], "blocks") << file;
  std::size_t clues = 0;
  for (const char* dir : {"Across", "Down"})
    for (const Json& clue : doc["clues"][dir]) {
      ++clues;
      const int x = clue["location"][0], y = clue["location"][1];
      EXPECT_EQ(g.at(y, x), '?') << file;
      const Json& block = doc["puzzle"][y][x];
      EXPECT_TRUE(block.is_object() && block["cell"] == "#" && block.contains("style")) << file;
      const int t = clue[ipuz::kArrowKey];
      EXPECT_EQ(kSpec[t][2] == 1, std::string(dir) == "Down") << file;
      EXPECT_EQ(clue["cells"][0], Json::array({x + kSpec[t][1], y + kSpec[t][0]})) << file;
    }
  const std::size_t dead =
      doc.contains(ipuz::kDeadArrowsKey) ? doc[ipuz::kDeadArrowsKey].size() : 0;
  EXPECT_EQ(clues + dead, g.questions.size()) << file;
}

TEST(IpuzRoundTrip, EveryArrowwordComesBackByteForByte) {
  const std::vector<fs::path> files = arrowword_files();
  CWG_NEED(!files.empty()) << "no .cwg files";
  int same = 0;
  for (const fs::path& f : files) {
    const ArrowwordGrid grid = cwgfile::load(f);
    const std::string canonical = cwgfile::format(grid);
    // Every word gets a clue, so the clue texts make the trip too.
    puzzle::Puzzle model = puzzle::from_arrowword(grid);
    for (puzzle::Entry& e : model.entries) e.clue = "clue <" + std::to_string(e.row) + "&>";
    model.title = "Titel: Rätsel";
    const std::string json = ipuz::format_ipuz(model);
    const puzzle::Puzzle back = ipuz::parse_ipuz(json, f.string() + ".ipuz");
    const std::string bytes = cwgfile::format(puzzle::to_arrowword(back, "back"));
    EXPECT_EQ(bytes, canonical) << f;
    same += bytes == canonical;
    EXPECT_EQ(back.title, model.title);
    ASSERT_EQ(back.entries.size(), model.entries.size()) << f;
    for (const puzzle::Entry& e : back.entries) {
      EXPECT_EQ(e.clue, "clue <" + std::to_string(e.row) + "&>") << f;
      EXPECT_EQ(e.answer, puzzle::spell(back, e)) << f;
    }
    expect_arrowword_json(Json::parse(json), grid, f.string());
  }
  std::cout << "[ measured ] " << same << " of " << files.size()
            << " .cwg files come back byte for byte through .ipuz\n";
}

TEST(IpuzRoundTrip, IslandsKeepTheirCharacterAndUnknownLettersStayUnknown) {
  const ArrowwordGrid grid = cwgfile::parse("2\n5\n?.- ?\n?AB.-\n0 0 3\n1 0 3\n0 4 0\n", "t.cwg");
  const std::string json = ipuz::format_ipuz(puzzle::from_arrowword(grid));
  const Json doc = Json::parse(json);
  EXPECT_TRUE(doc["puzzle"][0][2].is_null());
  EXPECT_EQ(doc["solution"][1][1], "A");
  EXPECT_EQ(doc["solution"][0][1], 0) << "an unknown letter is the empty value";
  EXPECT_EQ(doc[ipuz::kDeadArrowsKey].size(), 1u) << "the arrow at (0,4) leads into no letter";
  EXPECT_EQ(cwgfile::format(puzzle::to_arrowword(ipuz::parse_ipuz(json, "t.ipuz"), "t")),
            cwgfile::format(grid));
}

TEST(IpuzRoundTrip, TextIsHtmlEscapedAndComesBack) {
  const ArrowwordGrid grid = cwgfile::parse("1\n3\n?AB\n0 0 3\n", "t.cwg");
  puzzle::Puzzle p = puzzle::from_arrowword(grid, {{"AB", "<img src=x onerror=alert(1)> & co"}});
  p.author = "Tom & Jerry";
  const std::string json = ipuz::format_ipuz(p);
  EXPECT_NE(json.find("&lt;img src=x onerror=alert(1)&gt; &amp; co"), std::string::npos) << json;
  EXPECT_NE(json.find("\"Tom &amp; Jerry\""), std::string::npos) << json;
  const puzzle::Puzzle back = ipuz::parse_ipuz(json, "t.ipuz");
  EXPECT_EQ(back.entries.at(0).clue, "<img src=x onerror=alert(1)> & co");
  EXPECT_EQ(back.author, "Tom & Jerry");
}

TEST(IpuzRead, TakesWhatOtherWritersWrite) {
  // Exolve's test puzzle form: named block, a string empty value, clue pairs and objects,
  // circles on a letter without a number, an omitted square, entities in a clue.
  const std::string json = R"({
    "version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
    "dimensions": {"width": 3, "height": 3}, "empty": "0", "title": "A &amp; B &#8212; C",
    "puzzle": [[{"cell": 1, "style": {"shapebg": "circle"}}, 2, "#"],
               [3, {"style": {"shapebg": "circle"}}, 4], [null, 5, "0"]],
    "solution": [["C", "A", "#"], ["B", "O", "T"], [null, "L", {"value": "O"}]],
    "clues": {"Across": [[1, "OR neighbor"], {"number": 3, "clue": "Droid"}, ["5", "Behold!"]],
              "Down:Columns": [[1, "Trucker&#39;s radio"], [2, "MSN rival"], {"number": 4, "clue": "Toe"}]}
  })";
  const puzzle::Puzzle p = ipuz::parse_ipuz(json, "x.ipuz");
  EXPECT_EQ(p.title, "A & B \xe2\x80\x94 C");
  EXPECT_TRUE(p.at(0, 0).circled);
  EXPECT_TRUE(p.at(1, 1).circled);
  EXPECT_EQ(p.at(2, 0).kind, puzzle::CellKind::Block);
  ASSERT_EQ(p.entries.size(), 6u);
  EXPECT_EQ(p.entries[0].answer, "CA");
  EXPECT_EQ(p.entries[2].answer, "LO");
  EXPECT_EQ(p.entries[3].clue, "Trucker's radio");
  EXPECT_EQ(p.entries[5].answer, "TO");
  EXPECT_TRUE(p.solved());
}

// The ipuz spec lets text hold formatting tags (<i>, <b>, <br/>, ...): cwg's plain text
// drops them, so a page shows "Hamlet" and a .puz or ipuz written back holds no "&lt;i&gt;".
// Other tags and a lone '<' stay as they are.
TEST(IpuzRead, FormattingTagsOfTextAreDropped) {
  const std::string json = R"({
    "version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
    "dimensions": {"width": 2, "height": 1}, "title": "<B>Bold</B> title<br/>two",
    "puzzle": [[1, 0]], "solution": [["A", "B"]],
    "clues": {"Across": [[1, "<i>Hamlet</i> and <EM>x</em> < y <img src=x> <sup >2</ sup>"]]}
  })";
  const puzzle::Puzzle p = ipuz::parse_ipuz(json, "f.ipuz");
  EXPECT_EQ(p.title, "Bold title two");
  ASSERT_EQ(p.entries.size(), 1u);
  EXPECT_EQ(p.entries[0].clue, "Hamlet and x < y <img src=x> 2</ sup>");
  const std::string again = ipuz::format_ipuz(p);
  EXPECT_EQ(again.find("&lt;i&gt;"), std::string::npos) << again;
  EXPECT_EQ(ipuz::parse_ipuz(again, "g.ipuz").entries[0].clue, p.entries[0].clue);
}

}  // namespace
