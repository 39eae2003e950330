// A grid file filled and its outputs written (american/fill_file): a tiny .txt pattern filled
// with a tiny list, its text and file checked by reading the rows and columns here; a .puz
// written with its fill and clues read back; the check's error; the no-fill report.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "american/fill_file.hpp"
#include "core/file_io.hpp"
#include "core/stop.hpp"
#include "dict/wordlist.hpp"
#include "formats/puz/io.hpp"
#include "tests/american/grid_words.hpp"
#include "tests/formats/puz/puz_test_util.hpp"

namespace cwg::american {
namespace {

namespace fs = std::filesystem;

const std::set<std::string> kList = {"CAB", "ORE", "WET", "COW", "ARE", "BET", "DOG"};

/// A fresh folder of this test's own.
fs::path scratch() {
  const fs::path dir = fs::temp_directory_path() /
                       ("cwg_fill_file_" +
                        std::string(testing::UnitTest::GetInstance()->current_test_info()->name()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string list_text() {
  std::string text;
  for (const std::string& w : kList) text += w + "\n";
  return text;
}

/// The rows of a grid text and its columns, each split at '#' into its runs of two or more.
std::vector<std::string> words_of_text(const std::string& text) {
  std::vector<std::string> rows;
  for (std::size_t from = 0, end; (end = text.find('\n', from)) != std::string::npos;
       from = end + 1)
    rows.push_back(text.substr(from, end - from));
  return test::grid_words(rows);
}

FillResult fill_of(const LayoutFile& file, const std::string& words) {
  fill::FillOptions options;
  options.seed = 5;
  return fill_layout(file.grid, Dictionary(parse_wordlist(words, "w.txt")), options, StopToken(30));
}

TEST(AmericanFillFile, FillsATextGridToTextAndToAFile) {
  const fs::path dir = scratch();
  write_file_atomic((dir / "g.txt").string(), "C..#\n...#\n...#\n");
  LayoutFile file = load_layout_file((dir / "g.txt").string());
  EXPECT_FALSE(file.puzzle.has_value());
  const FillResult res = fill_of(file, list_text());
  ASSERT_EQ(res.status, fill::FillStatus::Solved);
  const std::unordered_set<std::string> words(kList.begin(), kList.end());
  const FilledFile text = write_filled(file, res.grid, words, FillOutputs{}, "g.txt");
  EXPECT_TRUE(text.valid);
  EXPECT_TRUE(text.messages.empty());
  ASSERT_EQ(text.text.substr(0, 1), "C");
  const std::vector<std::string> found = words_of_text(text.text);
  EXPECT_EQ(found.size(), 6u);
  for (const std::string& w : found) EXPECT_TRUE(kList.count(w)) << w;
  FillOutputs out;
  out.out = (dir / "o.txt").string();
  const FilledFile written = write_filled(file, res.grid, words, out, "g.txt");
  EXPECT_EQ(written.text, "");
  EXPECT_EQ(test::read_all(dir / "o.txt"), text.text);
}

TEST(AmericanFillFile, TheCheckNamesAWordNotInTheList) {
  const fs::path dir = scratch();
  write_file_atomic((dir / "g.txt").string(), "C..#\n...#\n...#\n");
  LayoutFile file = load_layout_file((dir / "g.txt").string());
  const FillResult res = fill_of(file, list_text());
  ASSERT_EQ(res.status, fill::FillStatus::Solved);
  std::unordered_set<std::string> words(kList.begin(), kList.end());
  words.erase(words_of_text(write_filled(file, res.grid, words, {}, "g.txt").text)[0]);
  const FilledFile r = write_filled(file, res.grid, words, {}, "g.txt");
  EXPECT_FALSE(r.valid);
  ASSERT_FALSE(r.messages.empty());
  EXPECT_EQ(r.messages[0].rfind("error: ", 0), 0u) << r.messages[0];
}

// The no-fill report: the proof names the word; a stopped search says so.
TEST(AmericanFillFile, NoFillSaysWhy) {
  const fs::path dir = scratch();
  write_file_atomic((dir / "g.txt").string(), "...\n.#.\n...\n");
  const LayoutFile file = load_layout_file((dir / "g.txt").string());
  const FillResult res = fill_of(file, "abc\ncab\nxyz\n");
  ASSERT_EQ(res.status, fill::FillStatus::Unsatisfiable);
  EXPECT_EQ(fill::no_fill_text(res.status, res.reason, 0.5, res.stats, false),
            "no fill exists: the down word at line 1, column 3 (length 3) has no candidate "
            "word left");
  fill::FillStats stats;
  stats.attempts = 2;
  stats.restarts = 1;
  EXPECT_EQ(fill::no_fill_text(fill::FillStatus::Stopped, "", 1.25, stats, true),
            "no fill found in 1.2 s (2 attempts, 1 restart), interrupted");
}

// A .puz filled with its own solution and written back: the solution and the clues of the
// list read back from the file, the word without a clue counted.
TEST(AmericanFillFile, WritesThePuzWithItsClues) {
  CWG_REQUIRE_PUZ_DATA();
  const fs::path dir = scratch();
  LayoutFile file = load_layout_file((test::puz_dir() / "washpost.puz").string());
  ASSERT_TRUE(file.puzzle.has_value());
  txt::Grid filled = file.grid.layout;
  for (std::size_t i = 0; i < filled.squares.size(); ++i)
    if (filled.squares[i] != '#') filled.squares[i] = file.puzzle->solution[i];
  const std::string solution = file.puzzle->solution;
  const std::vector<std::string> words = words_of_text(txt::format(filled));
  std::string clues;
  for (std::size_t i = 1; i < words.size(); ++i) clues += words[i] + "\tclue of " + words[i] + "\n";
  write_file_atomic((dir / "clues.txt").string(), clues);
  const auto data = clues::load_clue_data({(dir / "clues.txt").string()}, "none", clues::Lang::En);
  FillOutputs out;
  out.out = (dir / "f.puz").string();
  out.to_puz = true;
  out.clue_data = data.get();
  const FilledFile r = write_filled(file, filled, {words.begin(), words.end()}, out, "w.puz");
  EXPECT_TRUE(r.valid);
  EXPECT_EQ(r.messages, std::vector<std::string>{"warning: no clue for 1 word"});
  const puz::Puzzle back = puz::load(dir / "f.puz");
  EXPECT_EQ(back.solution, solution);
  int clued = 0;
  for (const std::string& c : back.clues) clued += c.rfind("clue of ", 0) == 0;
  EXPECT_EQ(clued, static_cast<int>(back.clues.size()) - 1);
}

}  // namespace
}  // namespace cwg::american
