// The puzzle model's builders on real files: every .puz of ../shared/formats/puz, the
// challenge's filled arrowwords, and a small text grid. The checks number and spell the
// grids with their own few lines (reading order, the SPEC arrow table), not the library's.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "formats/cwg/cwg_io.hpp"
#include "formats/puz/io.hpp"
#include "formats/txt/txt_grid.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzle/to_formats.hpp"
#include "tests/formats/puz/puz_test_util.hpp"
#include "tests/need.hpp"

using namespace cwg::arrowword;

namespace {

namespace fs = std::filesystem;
using namespace cwg::puzzle;

bool letter(const Puzzle& p, int r, int c) {
  return r >= 0 && c >= 0 && r < p.height && c < p.width && p.at(r, c).kind == CellKind::Letter;
}

/// The American numbering recomputed: a letter square starts a word when the square
/// before it is not a letter and the one after it is; numbers in reading order.
std::vector<Entry> expected_words(const Puzzle& p) {
  std::vector<Entry> across, down;
  int number = 0;
  for (int r = 0; r < p.height; ++r)
    for (int c = 0; c < p.width; ++c) {
      if (!letter(p, r, c)) continue;
      const bool a = !letter(p, r, c - 1) && letter(p, r, c + 1);
      const bool d = !letter(p, r - 1, c) && letter(p, r + 1, c);
      if (a || d) ++number;
      int n = 0;
      if (a) {
        while (letter(p, r, c + n)) ++n;
        across.push_back({number, Direction::Across, r, c, n, "", "", -1, -1, -1});
      }
      n = 0;
      if (d) {
        while (letter(p, r + n, c)) ++n;
        down.push_back({number, Direction::Down, r, c, n, "", "", -1, -1, -1});
      }
    }
  across.insert(across.end(), down.begin(), down.end());
  return across;
}

void expect_american_shape(const Puzzle& p, const std::string& file) {
  const std::vector<Entry> want = expected_words(p);
  ASSERT_EQ(p.entries.size(), want.size()) << file;
  for (std::size_t i = 0; i < want.size(); ++i) {
    const Entry& e = p.entries[i];
    EXPECT_EQ(e.number, want[i].number) << file << " entry " << i;
    EXPECT_EQ(e.direction, want[i].direction) << file << " entry " << i;
    EXPECT_EQ(e.row, want[i].row) << file << " entry " << i;
    EXPECT_EQ(e.col, want[i].col) << file << " entry " << i;
    EXPECT_EQ(e.length, want[i].length) << file << " entry " << i;
    EXPECT_EQ(e.arrow, -1);
  }
}

TEST(FromPuz, EveryRealFileHasItsWordsTitleAndClues) {
  CWG_REQUIRE_PUZ_DATA();
  int files = 0;
  for (const auto& row : cwg::test::expected_rows()) {
    if (row.size() < 11 || row[1] != "ok") continue;
    const fs::path path = cwg::test::puz_dir() / row[0];
    const Puzzle p = from_puz(cwg::puz::load(path), row[0]);
    ++files;
    EXPECT_EQ(p.kind, Kind::American);
    EXPECT_EQ(p.width, std::stoi(row[3])) << row[0];
    EXPECT_EQ(p.height, std::stoi(row[4])) << row[0];
    EXPECT_EQ(p.title, row[10]) << row[0];
    expect_american_shape(p, row[0]);
    int across = 0, clued = 0;
    for (const Entry& e : p.entries) {
      across += e.direction == Direction::Across;
      clued += !e.clue.empty();
      if (row[8] == "yes") {
        EXPECT_EQ(e.answer, "") << row[0] << ": a scrambled solution is no answer";
        continue;
      }
      std::string spelled;
      for (int k = 0; k < e.length; ++k) spelled += p.cells[p.cell_of(e, k)].solution;
      EXPECT_EQ(e.answer, spelled) << row[0] << " " << e.number;
      EXPECT_GE(e.answer.size(), 2u) << row[0] << " " << e.number;
    }
    EXPECT_EQ(across, std::stoi(row[6])) << row[0];
    EXPECT_EQ(static_cast<int>(p.entries.size()) - across, std::stoi(row[7])) << row[0];
    EXPECT_GT(clued, 0) << row[0];
    EXPECT_EQ(p.solved(), row[8] == "no") << row[0];
  }
  EXPECT_GE(files, 19);
}

TEST(FromPuz, RebusSquaresAndCircles) {
  CWG_REQUIRE_PUZ_DATA();
  const fs::path path = cwg::test::puz_dir() / "nyt_rebus_with_notes_and_shape.puz";
  const cwg::puz::Puzzle source = cwg::puz::load(path);
  const Puzzle p = from_puz(source, path.string());
  // GEXT read straight from the section: 0x80 marks a circle.
  const auto* gext = source.section("GEXT");
  ASSERT_NE(gext, nullptr);
  int want_circles = 0, circles = 0, rebus = 0;
  for (const char b : gext->data) want_circles += (static_cast<unsigned char>(b) & 0x80) != 0;
  for (const Cell& cell : p.cells) {
    circles += cell.circled;
    rebus += cell.solution.size() > 1;
  }
  EXPECT_GT(want_circles, 0);
  EXPECT_EQ(circles, want_circles);
  EXPECT_GT(rebus, 0);
  EXPECT_FALSE(p.notes.empty());
}

TEST(FromPuz, ASolutionMarkedNotGivenIsNoAnswer) {
  CWG_REQUIRE_PUZ_DATA();
  cwg::puz::Puzzle source = cwg::puz::load(cwg::test::puz_dir() / "washpost.puz");
  EXPECT_TRUE(from_puz(source, "washpost.puz").solved());
  source.scrambled_tag = cwg::puz::kNoSolutionTag;
  const Puzzle p = from_puz(source, "washpost.puz");
  EXPECT_FALSE(p.solved());
  EXPECT_EQ(p.entries.at(0).answer, "");
  EXPECT_FALSE(p.entries.at(0).clue.empty());
}

TEST(FromTxt, UncluedAnswersInEntryOrder) {
  // Across: CAT (1), ORE (4); down: CO (1), AR. (2), TE (3); only CAT has a clue.
  const Puzzle p = from_txt(cwg::txt::parse("CAT\nORE\n#.#\n", "g.txt"), {{"CAT", "Purrer"}});
  EXPECT_EQ(unclued_answers(p), (std::vector<std::string>{"ORE", "CO", "", "TE"}));
}

TEST(FromTxt, NumbersTheAmericanWay) {
  const cwg::txt::Grid grid = cwg::txt::parse("AB#\nCDE\n#F.\n", "t.txt");
  const Puzzle p = from_txt(grid, {{"CDE", "three"}, {"AC", "down one"}});
  ASSERT_EQ(p.entries.size(), 6u);
  const std::vector<std::pair<int, std::string>> want = {{1, "AB"}, {3, "CDE"}, {5, ""},
                                                         {1, "AC"}, {2, "BDF"}, {4, ""}};
  for (std::size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(p.entries[i].number, want[i].first) << i;
    EXPECT_EQ(p.entries[i].answer, want[i].second) << i;
    EXPECT_EQ(p.entries[i].direction, i < 3 ? Direction::Across : Direction::Down) << i;
  }
  EXPECT_EQ(p.entries[1].clue, "three");
  EXPECT_EQ(p.entries[3].clue, "down one");
  EXPECT_EQ(p.entries[0].clue, "");
  EXPECT_EQ(p.at(0, 2).kind, CellKind::Block);
  EXPECT_EQ(p.at(2, 2).kind, CellKind::Letter);
  EXPECT_EQ(p.at(2, 2).solution, "");
  EXPECT_FALSE(p.solved());
  expect_american_shape(p, "t.txt");
}

/// SPEC.md's arrow table: where the word starts and whether it runs down.
struct ArrowStart {
  int dr, dc;
  bool down;
};
constexpr ArrowStart kSpecArrows[6] = {{1, 0, true},  {1, 0, false}, {0, -1, true},
                                       {0, 1, false}, {0, 1, true},  {-1, 0, false}};

TEST(FromArrowword, TheChallengeSamplesKeepEveryQuestionAndWord) {
  const fs::path dir = fs::path(CWG_SHARED_DIR) / "challenge" / "samples";
  CWG_NEED(fs::exists(dir)) << "no challenge samples at " << dir;
  for (const char* name : {"15x15_1_filled.cwg", "15x15_2_filled.cwg"}) {
    const cwg::arrowword::ArrowwordGrid grid = cwg::cwgfile::load(dir / name);
    const std::string text = cwg::test::read_all(dir / name);
    // The rows as the file spells them: lines 3 .. rows+2.
    std::vector<std::string> lines;
    for (std::size_t pos = 0, end; pos < text.size(); pos = end + 1) {
      end = text.find('\n', pos);
      if (end == std::string::npos) end = text.size();
      lines.push_back(text.substr(pos, end - pos));
    }
    const Puzzle first = from_arrowword(grid);
    ASSERT_FALSE(first.entries.empty());
    const Puzzle p = from_arrowword(grid, {{first.entries[0].answer, "a clue"}});
    EXPECT_EQ(p.kind, Kind::Arrowword);
    EXPECT_TRUE(p.solved()) << name;
    EXPECT_EQ(p.entries[0].clue, "a clue");
    ASSERT_EQ(p.entries.size(), grid.questions.size()) << name;
    for (std::size_t i = 0; i < p.entries.size(); ++i) {
      const Entry& e = p.entries[i];
      const auto& q = grid.questions[i];
      EXPECT_EQ(e.number, 0);
      EXPECT_EQ(e.arrow, q.type);
      EXPECT_EQ(lines[static_cast<std::size_t>(e.question_row) + 2]
                     [static_cast<std::size_t>(e.question_col)],
                '?');
      EXPECT_EQ(p.at(e.question_row, e.question_col).kind, CellKind::Question);
      const ArrowStart a = kSpecArrows[q.type];
      EXPECT_EQ(e.row, q.row + a.dr) << name << " question " << i;
      EXPECT_EQ(e.col, q.col + a.dc) << name << " question " << i;
      EXPECT_EQ(e.direction, a.down ? Direction::Down : Direction::Across);
      std::string word;
      for (int r = e.row, c = e.col;; a.down ? ++r : ++c) {
        if (r >= grid.rows || c >= grid.cols) break;
        const char ch = lines[static_cast<std::size_t>(r) + 2][static_cast<std::size_t>(c)];
        if (ch < 'A' || ch > 'Z') break;
        word += ch;
      }
      EXPECT_EQ(e.answer, word) << name << " question " << i;
      EXPECT_EQ(e.length, static_cast<int>(word.size()));
    }
  }
}

TEST(FromArrowword, KeepsTheIslandCharacterAndEmptyFields) {
  const cwg::arrowword::ArrowwordGrid grid =
      cwg::cwgfile::parse("2\n4\n?.- \n?AB \n0 0 3\n1 0 3\n", "t.cwg");
  const Puzzle p = from_arrowword(grid);
  EXPECT_EQ(p.at(0, 2).kind, CellKind::Block);
  EXPECT_EQ(p.at(0, 2).block, '-');
  EXPECT_EQ(p.at(0, 3).block, ' ');
  EXPECT_EQ(p.at(0, 1).kind, CellKind::Letter);
  EXPECT_EQ(p.at(0, 1).solution, "");
  ASSERT_EQ(p.entries.size(), 2u);
  EXPECT_EQ(p.entries[0].answer, "");
  EXPECT_EQ(p.entries[1].answer, "AB");
  EXPECT_FALSE(p.solved());
}

TEST(ToFormats, ATextGridComesBackAndWhatItCannotHoldIsRefused) {
  const std::string text = "AB#\nC.E\n#FG\n";
  Puzzle p = from_txt(cwg::txt::parse(text, "t.txt"));
  EXPECT_EQ(cwg::txt::format(to_txt(p, "t")), text);
  EXPECT_THROW(to_arrowword(p, "t"), cwg::InputError);
  EXPECT_THROW(to_puz(p, "t", nullptr), cwg::InputError) << "(1,1) has no solution";
  p.cells[p.index(1, 1)].solution = "STAR";
  try {
    to_txt(p, "t");
    FAIL() << "a rebus square written as .txt";
  } catch (const cwg::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("row 2 column 2"), std::string::npos) << e.what();
  }
  std::vector<std::string> warnings;
  const cwg::puz::Puzzle puz = to_puz(p, "t", &warnings);
  EXPECT_EQ(puz.solution, "AB.CSE.FG");
  EXPECT_EQ(warnings.size(), 6u) << "no clue for any of the six words";
}

}  // namespace
