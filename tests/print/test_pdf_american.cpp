// American grids on paper: `cwg render X.puz -o FILE.pdf` on the real files, and
// print::puzzle_pdf with clue lists too long for one page. The expected clues and letters
// come from the .puz bytes, read here by the file format's layout (FORMAT.md), not by
// formats/puz.
#include <gtest/gtest.h>

#include <filesystem>

#include "print/pdf.hpp"
#include "puzzle/puzzle.hpp"
#include "tests/need.hpp"
#include "tests/print/pdf_test_util.hpp"

namespace cwg::test {
namespace {

namespace fs = std::filesystem;

const fs::path kPuzDir = fs::path(CWG_SHARED_DIR) / "formats/puz";

#define CWG_REQUIRE_PUZ()                                               \
  do {                                                                  \
    CWG_REQUIRE_POPPLER();                                              \
    CWG_NEED(fs::exists(kPuzDir)) << kPuzDir << " missing (../shared)"; \
  } while (0)

/// What a test needs of a .puz: size, solution rows, and its strings in file order.
struct PuzFacts {
  int width = 0, height = 0;
  std::vector<std::string> solution_rows;  ///< '.' for a black square
  std::string title;
  std::vector<std::string> clues;  ///< as stored: sorted by number, across first
};

PuzFacts read_facts(const fs::path& file) {
  // Some files have bytes before the header; it begins two bytes before its magic string.
  const std::string all = read_all(file);
  const std::size_t magic = all.find(std::string("ACROSS&DOWN\0", 12));
  const std::string b = magic == std::string::npos || magic < 2 ? all : all.substr(magic - 2);
  PuzFacts f;
  f.width = static_cast<unsigned char>(b.at(0x2C));
  f.height = static_cast<unsigned char>(b.at(0x2D));
  const int count = static_cast<unsigned char>(b.at(0x2E)) | static_cast<unsigned char>(b.at(0x2F))
                                                                 << 8;
  const std::size_t cells = static_cast<std::size_t>(f.width) * f.height;
  for (int r = 0; r < f.height; ++r)
    f.solution_rows.push_back(b.substr(0x34 + static_cast<std::size_t>(r) * f.width, f.width));
  std::size_t at = 0x34 + 2 * cells;
  auto next = [&] {
    const std::size_t end = b.find('\0', at);
    std::string s = b.substr(at, end - at);
    at = end + 1;
    return s;
  };
  f.title = next();
  next();  // author
  next();  // copyright
  for (int k = 0; k < count; ++k) f.clues.push_back(next());
  return f;
}

/// Across Lite numbering: a square starts a word when it is white and its left (or upper)
/// neighbour is black or outside, and the word is at least two squares long.
std::vector<int> clue_numbers(const PuzFacts& f) {
  std::vector<int> out;  // per clue in file order: across before down at a square
  auto white = [&](int r, int c) {
    return r >= 0 && c >= 0 && r < f.height && c < f.width && f.solution_rows[r][c] != '.';
  };
  int n = 0;
  for (int r = 0; r < f.height; ++r)
    for (int c = 0; c < f.width; ++c) {
      if (!white(r, c)) continue;
      const bool across = !white(r, c - 1) && white(r, c + 1);
      const bool down = !white(r - 1, c) && white(r + 1, c);
      if (!across && !down) continue;
      ++n;
      if (across) out.push_back(n);
      if (down) out.push_back(n);
    }
  return out;
}

bool plain_ascii(const std::string& s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return c >= 0x20 && c < 0x7f; });
}

/// The lines of letters on a solution page (the number lines dropped), without spaces.
std::vector<std::string> letter_lines(const std::string& layout_text) {
  std::vector<std::string> out;
  for (const std::string& line : packed_lines(layout_text))
    if (std::none_of(line.begin(), line.end(), [](char c) { return c >= '0' && c <= '9'; }))
      out.push_back(line);
  return out;
}

/// The solution rows as the page shows them: letters only, black squares left out.
std::vector<std::string> letter_rows(const PuzFacts& f) {
  std::vector<std::string> out;
  for (const std::string& row : f.solution_rows) {
    std::string letters;
    for (char c : row)
      if (c != '.') letters += c;
    out.push_back(letters);
  }
  return out;
}

class AmericanPdf : public PdfTest {
 protected:
  /// Renders `name` to a PDF; expects success.
  std::string render(const std::string& name, const std::vector<std::string>& more = {}) {
    const std::string pdf = path(fs::path(name).replace_extension(".pdf").string());
    std::vector<std::string> args = {"render", (kPuzDir / name).string(), "-o", pdf};
    args.insert(args.end(), more.begin(), more.end());
    const ProcessRun run = run_cwg(args);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return pdf;
  }
  /// Every plain-ASCII clue, with its number, on the pages before the last.
  void expect_clues(const std::string& pdf, const PuzFacts& f, int clue_pages) {
    std::string text;
    for (int page = 1; page <= clue_pages; ++page) text += page_text(pdf, page) + "\n";
    text = squeeze(text);
    const std::vector<int> numbers = clue_numbers(f);
    ASSERT_EQ(numbers.size(), f.clues.size());
    std::size_t checked = 0;
    for (std::size_t k = 0; k < f.clues.size(); ++k) {
      // pdftotext joins a line ending in '-' to the next (undoing hyphenation): "17 -"
      // comes out as "17 18 ...", so such clues are not looked for.
      if (!plain_ascii(f.clues[k]) || f.clues[k].empty() || f.clues[k].back() == '-') continue;
      ++checked;
      const std::string want = squeeze(std::to_string(numbers[k]) + " " + f.clues[k]);
      EXPECT_NE(text.find(want), std::string::npos) << "'" << want << "' not in the clue pages";
    }
    EXPECT_GT(checked, f.clues.size() * 9 / 10);
  }
};

TEST_F(AmericanPdf, WashpostCluesThenSolution) {
  CWG_REQUIRE_PUZ();
  const PuzFacts f = read_facts(kPuzDir / "washpost.puz");
  const std::string pdf = render("washpost.puz");
  ASSERT_EQ(page_count(pdf), 2);
  EXPECT_EQ(page_size(pdf), "595x842");
  const std::string page1 = page_text(pdf, 1);
  EXPECT_NE(page1.find(f.title), std::string::npos);
  EXPECT_NE(page1.find("ACROSS"), std::string::npos);
  EXPECT_NE(page1.find("DOWN"), std::string::npos);
  expect_clues(pdf, f, 1);
  EXPECT_TRUE(has_rows(letter_lines(page_text(pdf, 2, true)), letter_rows(f)))
      << page_text(pdf, 2, true);
  // The puzzle page gives no answer away.
  EXPECT_FALSE(has_rows(letter_lines(page_text(pdf, 1, true)), {letter_rows(f)[0]}));
  for (const auto& [name, embedded] : fonts(pdf)) EXPECT_TRUE(embedded) << name;
}

TEST_F(AmericanPdf, SundayOnLetterPaper) {
  CWG_REQUIRE_PUZ();
  const PuzFacts f = read_facts(kPuzDir / "Feb0308_oddnumbering.puz");
  const std::string pdf = render("Feb0308_oddnumbering.puz", {"--paper", "letter"});
  EXPECT_EQ(page_size(pdf), "612x792");
  const int pages = page_count(pdf);
  ASSERT_GE(pages, 2);
  expect_clues(pdf, f, pages - 1);
  EXPECT_TRUE(has_rows(letter_lines(page_text(pdf, pages, true)), letter_rows(f)));
  for (const auto& [name, embedded] : fonts(pdf)) EXPECT_TRUE(embedded) << name;
}

TEST_F(AmericanPdf, LockedPuzzleHasNoSolutionPage) {
  CWG_REQUIRE_PUZ();
  const std::string pdf = path("locked.pdf");
  const ProcessRun run = run_cwg({"render", (kPuzDir / "nyt_locked.puz").string(), "-o", pdf});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.err.find("no solution page"), std::string::npos) << run.err;
  ASSERT_EQ(page_count(pdf), 1);
  EXPECT_EQ(page_text(pdf, 1).find("Solution"), std::string::npos);
}

TEST_F(AmericanPdf, BadPaperNamesTheFlag) {
  CWG_REQUIRE_PUZ();
  const ProcessRun run = run_cwg(
      {"render", (kPuzDir / "washpost.puz").string(), "-o", path("w.pdf"), "--paper", "legal"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--paper 'legal'"), std::string::npos) << run.err;
  EXPECT_FALSE(fs::exists(path("w.pdf")));
}

/// A 15x15 of open squares with `count` clues of about four lines each.
puzzle::Puzzle long_clues(int count) {
  puzzle::Puzzle p;
  p.kind = puzzle::Kind::American;
  p.width = p.height = 15;
  p.title = "Long clues";
  p.cells.assign(225, puzzle::Cell{puzzle::CellKind::Letter, "E", false, '#'});
  for (int k = 0; k < count; ++k) {
    puzzle::Entry e;
    e.number = k + 1;
    e.direction = k < count / 2 ? puzzle::Direction::Across : puzzle::Direction::Down;
    e.row = (k % 15);
    e.col = 0;
    e.length = 15;
    e.clue = "Clue" + std::to_string(k + 1) +
             " begins a long winding sentence that goes on and on about nothing much";
    p.entries.push_back(e);
  }
  return p;
}

TEST_F(AmericanPdf, LongClueListsFlowOverPages) {
  CWG_REQUIRE_POPPLER();
  const int count = 240;
  const std::string pdf = write("long.pdf", print::puzzle_pdf(long_clues(count))).string();
  const int pages = page_count(pdf);
  ASSERT_GE(pages, 3);
  std::string text;
  for (int page = 1; page < pages; ++page) text += page_text(pdf, page) + "\n";
  text = squeeze(text);
  std::size_t at = 0;
  for (int k = 1; k <= count; ++k) {
    const std::size_t found = text.find(std::to_string(k) + " Clue" + std::to_string(k) + " ", at);
    ASSERT_NE(found, std::string::npos) << "clue " << k << " missing or out of order";
    at = found;
  }
  EXPECT_NE(page_text(pdf, 2).find("Clues, continued"), std::string::npos);
  EXPECT_NE(page_text(pdf, pages).find("Solution"), std::string::npos);
  EXPECT_EQ(page_text(pdf, pages).find("Clue1 "), std::string::npos);
}

TEST(PaperName, OnlyA4AndLetter) {
  EXPECT_EQ(print::paper_from_name("a4"), print::Paper::A4);
  EXPECT_EQ(print::paper_from_name("LETTER"), print::Paper::Letter);
  EXPECT_FALSE(print::paper_from_name("a5"));
  EXPECT_FALSE(print::paper_from_name(""));
  EXPECT_FALSE(print::paper_from_name("a4 "));
}

}  // namespace
}  // namespace cwg::test

namespace cwg::test {

// `cwg render` prints a black-square .txt grid and an .ipuz too (through export's PDF
// writer): before, render refused both and only `cwg export -o FILE.pdf` printed them.
TEST_F(AmericanPdf, RenderPrintsTxtAndIpuz) {
  CWG_REQUIRE_PUZ();
  const std::string grid = write("mini.txt", "#BAST\nBASTE\nARIES\nTEAMS\nURNS#\n").string();
  const std::string sheet =
      write("mini_clues.txt", "BAST\tPlant fiber\nURNS\tCoffee servers\n").string();
  const std::string pdf = path("mini.pdf");
  const ProcessRun run =
      run_cwg({"render", grid, "--clues", sheet, "-o", pdf, "--paper", "letter"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(page_count(pdf), 2);
  EXPECT_EQ(page_size(pdf), "612x792");
  EXPECT_NE(squeeze(page_text(pdf, 1)).find("1 Plant fiber"), std::string::npos)
      << page_text(pdf, 1);
  EXPECT_NE(page_text(pdf, 2).find("Solution"), std::string::npos) << page_text(pdf, 2);

  const std::string ipuz = path("w.ipuz");
  ASSERT_EQ(run_cwg({"convert", (kPuzDir / "washpost.puz").string(), "-o", ipuz}).exit_code, 0);
  const std::string wpdf = path("w.pdf");
  ASSERT_EQ(run_cwg({"render", ipuz, "-o", wpdf}).exit_code, 0);
  EXPECT_NE(squeeze(page_text(wpdf, 1)).find("1 Mary's pet"), std::string::npos)
      << page_text(wpdf, 1);

  // No SVG of them: refused, nothing written.
  const ProcessRun svg = run_cwg({"render", grid, "-o", path("mini.svg")});
  EXPECT_EQ(svg.exit_code, 2);
  EXPECT_NE(svg.err.find("only as a PDF"), std::string::npos) << svg.err;
  EXPECT_FALSE(fs::exists(path("mini.svg")));
}

}  // namespace cwg::test
