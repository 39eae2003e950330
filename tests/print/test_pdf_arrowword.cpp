// `cwg render GRID.cwg -o FILE.pdf`: an arrowword with its clues on page 1 and the solution
// on page 2, read back by poppler. The expected letters come from the .cwg text itself.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "print/pdf.hpp"
#include "puzzle/puzzle.hpp"
#include "tests/need.hpp"
#include "tests/print/pdf_test_util.hpp"

namespace cwg::test {

using namespace cwg::arrowword;
namespace {

namespace fs = std::filesystem;

const fs::path kSample = fs::path(CWG_SHARED_DIR) / "challenge/samples/15x15_1_filled.cwg";

#define CWG_REQUIRE_SAMPLE()                                            \
  do {                                                                  \
    CWG_REQUIRE_POPPLER();                                              \
    CWG_NEED(fs::exists(kSample)) << kSample << " missing (../shared)"; \
  } while (0)

/// Per grid row, its letters left to right (rows without a letter left out): what the
/// solution page shows on one line.
std::vector<std::string> letter_rows(const fs::path& cwg) {
  std::ifstream in(cwg);
  int rows = 0, cols = 0;
  in >> rows >> cols;
  std::string line;
  std::getline(in, line);
  std::vector<std::string> out;
  for (int r = 0; r < rows && std::getline(in, line); ++r) {
    std::string letters;
    for (char c : line)
      if (c >= 'A' && c <= 'Z') letters += c;
    if (!letters.empty()) out.push_back(letters);
  }
  return out;
}

class ArrowwordPdf : public PdfTest {
 protected:
  /// A clue sheet from `cwg words --tsv` with a clue of its own in every row: "Kx" and
  /// the row's number, short enough to stand unbroken in a split field.
  fs::path clue_sheet(std::vector<std::string>& clues) const {
    const ProcessRun words = run_cwg({"words", kSample.string(), "--tsv"});
    EXPECT_EQ(words.exit_code, 0) << words.err;
    std::istringstream in(words.out);
    std::string sheet, line;
    std::getline(in, line);
    sheet = line + "\n";
    while (std::getline(in, line)) {
      clues.push_back("Kx" + std::to_string(clues.size() + 1));
      sheet += line + clues.back() + "\n";
    }
    return write("clues.tsv", sheet);
  }
};

TEST(PdfOptionsFor, APdfOutputAndItsPaperOrWhyNot) {
  EXPECT_FALSE(print::pdf_options_for("g.svg", std::nullopt, "render"));
  EXPECT_FALSE(print::pdf_options_for("-", std::nullopt, "render"));
  EXPECT_EQ(print::pdf_options_for("G.PDF", std::nullopt, "render")->paper, print::Paper::A4);
  EXPECT_EQ(print::pdf_options_for("g.pdf", "Letter", "render")->paper, print::Paper::Letter);
  auto message = [](const std::string& out, const std::string& paper) {
    try {
      print::pdf_options_for(out, paper, "export");
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message("g.pdf", "a3"), "export: --paper 'a3': the paper is a4 or letter");
  EXPECT_EQ(message("-", "a4"),
            "export: --paper is for PDF output (-o FILE.pdf), not standard output");
  EXPECT_EQ(message("g.svg", "a4"), "export: --paper is for PDF output (-o FILE.pdf), not g.svg");
}

TEST_F(ArrowwordPdf, CluesOnPageOneSolutionOnPageTwo) {
  CWG_REQUIRE_SAMPLE();
  std::vector<std::string> clues;
  const fs::path sheet = clue_sheet(clues);
  ASSERT_GT(clues.size(), 50u);
  const std::string pdf = path("grid.pdf");
  const ProcessRun run = run_cwg({"render", kSample.string(), "--clues", sheet.string(), "-o", pdf,
                                  "--title", "Sample 15x15", "--author", "A. Uthor"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(page_count(pdf), 2);
  EXPECT_EQ(page_size(pdf), "595x842");  // A4 unless asked

  const std::string page1 = page_text(pdf, 1), page2 = page_text(pdf, 2);
  EXPECT_NE(page1.find("Sample 15x15"), std::string::npos);
  EXPECT_NE(page1.find("A. Uthor"), std::string::npos);
  std::istringstream words(page1);
  std::vector<std::string> seen;
  for (std::string w; words >> w;) seen.push_back(w);
  for (const std::string& clue : clues) {
    EXPECT_NE(std::find(seen.begin(), seen.end(), clue), seen.end()) << clue << " not on page 1";
    EXPECT_EQ(page2.find(clue + "\n"), std::string::npos) << clue << " on the solution page";
  }
  // Page 1 gives no letter away: no line of it is a run of grid letters.
  const std::vector<std::string> rows = letter_rows(kSample);
  ASSERT_EQ(rows.size(), 15u);
  EXPECT_FALSE(has_rows(packed_lines(page_text(pdf, 1, true)), {rows[0]}));
  EXPECT_TRUE(has_rows(packed_lines(page_text(pdf, 2, true)), rows)) << page_text(pdf, 2, true);
  EXPECT_NE(page2.find("Solution"), std::string::npos);
}

TEST_F(ArrowwordPdf, EveryFontEmbedded) {
  CWG_REQUIRE_SAMPLE();
  std::vector<std::string> clues;
  const fs::path sheet = clue_sheet(clues);
  const std::string pdf = path("grid.pdf");
  ASSERT_EQ(run_cwg({"render", kSample.string(), "--clues", sheet.string(), "-o", pdf}).exit_code,
            0);
  const auto list = fonts(pdf);
  ASSERT_FALSE(list.empty());
  for (const auto& [name, embedded] : list) EXPECT_TRUE(embedded) << name << " not embedded";
}

TEST_F(ArrowwordPdf, PaperLetterAndA4) {
  CWG_REQUIRE_SAMPLE();
  const std::string letter = path("letter.pdf"), a4 = path("a4.PDF");
  ASSERT_EQ(run_cwg({"render", kSample.string(), "-o", letter, "--paper", "letter"}).exit_code, 0);
  ASSERT_EQ(run_cwg({"render", kSample.string(), "-o", a4, "--paper", "A4"}).exit_code, 0);
  EXPECT_EQ(page_size(letter), "612x792");
  EXPECT_EQ(page_size(a4), "595x842");
  EXPECT_EQ(page_count(letter), 2);
}

TEST_F(ArrowwordPdf, PuzzleOnlyLeavesOutTheSolutionPage) {
  CWG_REQUIRE_SAMPLE();
  const std::string pdf = path("puzzle.pdf");
  ASSERT_EQ(run_cwg({"render", kSample.string(), "-o", pdf, "--puzzle"}).exit_code, 0);
  EXPECT_EQ(page_count(pdf), 1);
}

// The library call behind cwg render -o FILE.pdf, without the binary: the puzzle page with
// its heading and clue, no letter on it; the solution page only when asked for.
TEST_F(ArrowwordPdf, LibraryPuzzlePageThenSolutionPage) {
  CWG_REQUIRE_POPPLER();
  const ArrowwordGrid grid = cwgfile::parse("2\n4\n?QXZ\n?JWV\n0 0 3\n1 0 3\n", "t.cwg");
  const puzzle::ClueMap clues = {{"QXZ", "Kx1"}};
  render::RenderOptions view;
  view.clues = &clues;
  print::PdfOptions no_solution;
  no_solution.solution = false;
  const std::string both = write("both.pdf", print::arrowword_pdf(grid, view, "Tiny", "By me"));
  const std::string one =
      write("one.pdf", print::arrowword_pdf(grid, view, "Tiny", "", no_solution));
  ASSERT_EQ(page_count(both), 2);
  EXPECT_EQ(page_count(one), 1);
  const std::string page1 = page_text(both, 1), page2 = page_text(both, 2);
  EXPECT_NE(page1.find("Tiny"), std::string::npos) << page1;
  EXPECT_NE(page1.find("By me"), std::string::npos) << page1;
  EXPECT_NE(page1.find("Kx1"), std::string::npos) << page1;
  EXPECT_EQ(page1.find('Q'), std::string::npos) << page1;  // no letter given away
  EXPECT_NE(page2.find("Solution"), std::string::npos) << page2;
  EXPECT_NE(page2.find("Q"), std::string::npos) << page2;
  EXPECT_EQ(page2.find("Kx1"), std::string::npos) << page2;  // the clues stay on page 1
}

TEST_F(ArrowwordPdf, BadPaperIsRefusedAndNothingWritten) {
  CWG_REQUIRE_SAMPLE();
  const std::string pdf = path("out.pdf");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--paper", "a5"}, {"--paper", ""}, {"--paper", "letterx"}}) {
    std::vector<std::string> all = {"render", kSample.string(), "-o", pdf};
    all.insert(all.end(), args.begin(), args.end());
    const ProcessRun run = run_cwg(all);
    EXPECT_EQ(run.exit_code, 2) << args[1];
    EXPECT_NE(run.err.find("--paper"), std::string::npos) << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  }
  // --paper for an SVG makes no sense either.
  const ProcessRun svg =
      run_cwg({"render", kSample.string(), "-o", path("out.svg"), "--paper", "a4"});
  EXPECT_EQ(svg.exit_code, 2);
  EXPECT_NE(svg.err.find("--paper"), std::string::npos) << svg.err;
  EXPECT_FALSE(fs::exists(pdf));
  EXPECT_FALSE(fs::exists(path("out.svg")));
}

TEST_F(ArrowwordPdf, FailedRenderLeavesTheOldFileAndNoTemporary) {
  CWG_REQUIRE_SAMPLE();
  const fs::path pdf = write("out.pdf", "an earlier file");
  write("bad.cwg", "15\n15\n???\n");
  const ProcessRun run = run_cwg({"render", path("bad.cwg"), "-o", pdf.string()});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(read_all(pdf), "an earlier file");
  const ProcessRun missing =
      run_cwg({"render", kSample.string(), "-o", path("no/such/dir/out.pdf")});
  EXPECT_EQ(missing.exit_code, 2);
  for (const auto& entry : fs::directory_iterator(dir_))
    EXPECT_EQ(entry.path().string().find(".tmp"), std::string::npos) << entry.path();
}

// The library call `cwg export` uses: the puzzle model of an arrowword, its clues by answer.
TEST_F(ArrowwordPdf, WritePdfFromThePuzzleModel) {
  CWG_REQUIRE_SAMPLE();
  const ArrowwordGrid grid = cwgfile::load(kSample);
  puzzle::ClueMap clues;
  for (const puzzle::Entry& e : puzzle::from_arrowword(grid).entries)
    if (!e.answer.empty()) clues[e.answer] = "Kx" + std::to_string(clues.size() + 1);
  puzzle::Puzzle p = puzzle::from_arrowword(grid, clues);
  p.title = "Model";
  const fs::path pdf = dir_ / "model.pdf";
  print::write_pdf(pdf, p, {print::Paper::Letter});
  EXPECT_EQ(page_count(pdf.string()), 2);
  EXPECT_EQ(page_size(pdf.string()), "612x792");
  const std::string page1 = squeeze(page_text(pdf.string(), 1)) + " ";
  for (const auto& [answer, clue] : clues)
    EXPECT_NE(page1.find(" " + clue + " "), std::string::npos) << clue << " (" << answer << ")";
  EXPECT_TRUE(has_rows(packed_lines(page_text(pdf.string(), 2, true)), letter_rows(kSample)));
}

}  // namespace
}  // namespace cwg::test
