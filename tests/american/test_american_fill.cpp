// The American fill adapter: the problem a grid makes, the reasons it gives, a fill of small
// grids checked here by reading the grid's rows and columns, and a .puz's shape in and its
// filled solution out on the real files.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "american/fill_grid.hpp"
#include "american/puz_fill.hpp"
#include "core/input_error.hpp"
#include "core/stop.hpp"
#include "dict/wordlist.hpp"
#include "formats/puz/io.hpp"
#include "tests/american/grid_words.hpp"
#include "tests/formats/puz/puz_test_util.hpp"

namespace cwg::american {
namespace {

Dictionary dict_of(const std::string& words) {
  return Dictionary(parse_wordlist(words, "w.txt"));
}

fill::FillAnswer solve(const GridProblem& grid, const Dictionary& dict) {
  fill::FillOptions options;
  options.seed = 3;
  return fill::fill_grid(grid.problem, dict, options, StopToken(30));
}

/// Every across and down run of two or more letters, read off the rows and columns.
std::vector<std::string> words_of(const txt::Grid& g) {
  std::vector<std::string> rows;
  for (int r = 0; r < g.rows; ++r) rows.push_back(g.squares.substr(r * g.cols, g.cols));
  return test::grid_words(rows);
}

TEST(AmericanFill, ProblemHasASlotPerWordAndTheGivenLetters) {
  const GridProblem g = make_problem(txt::parse("A.#\n...\n#..\n", "g.txt"), "g.txt");
  ASSERT_EQ(g.problem.slots.size(), 6u);
  EXPECT_EQ(g.problem.slots[0].cells, (std::vector<int>{0, 1}));
  EXPECT_EQ(g.problem.slots[3].cells, (std::vector<int>{0, 3}));
  EXPECT_EQ(g.problem.cell_mask[0], 1u);  // 'A' given
  EXPECT_EQ(g.problem.cell_mask[1], kAllLetters);
  EXPECT_EQ(g.problem.cell_slots[4].size(), 2u);  // the centre is in two words
}

TEST(AmericanFill, RefusesASquareInNoWord) {
  try {
    make_problem(txt::parse("\n..#\n#.#\n.#.\n", "g.txt"), "g.txt");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("g.txt:4:1:", 0), 0u) << e.what();
  }
}

TEST(AmericanFill, FillsWithListWordsEachOnce) {
  const txt::Grid layout = txt::parse("C..#\n...#\n...#\n", "g.txt");
  const std::set<std::string> list = {"CAB", "ORE", "WET", "COW", "ARE", "BET", "TEN", "DOG"};
  std::string text;
  for (const std::string& w : list) text += w + "\n";
  const Dictionary dict = dict_of(text);
  const GridProblem g = make_problem(layout, "g.txt");
  const fill::FillAnswer answer = solve(g, dict);
  ASSERT_EQ(answer.status, fill::FillStatus::Solved);
  const txt::Grid filled = filled_grid(g, dict, answer);
  const std::vector<std::string> words = words_of(filled);
  EXPECT_EQ(words.size(), 6u);
  std::set<std::string> seen;
  for (const std::string& w : words) {
    EXPECT_TRUE(list.count(w)) << w;
    EXPECT_TRUE(seen.insert(w).second) << w << " twice";
  }
  EXPECT_EQ(filled.at(0, 0), 'C');
  for (std::size_t i = 0; i < layout.squares.size(); ++i)
    EXPECT_EQ(filled.squares[i] == '#', layout.squares[i] == '#') << i;
}

TEST(AmericanFill, NamesTheWordNoListWordFits) {
  const GridProblem g = make_problem(txt::parse("#....\n", "g.txt"), "g.txt");
  const fill::FillAnswer answer = solve(g, dict_of("AB\nCD\nEFG\n"));
  ASSERT_EQ(answer.status, fill::FillStatus::Unsatisfiable);
  EXPECT_EQ(no_fill_reason(g, answer),
            "the across word at line 1, column 2 (length 4) is longer than any word in the list "
            "or has no word of its length");
}

// fill_layout: a fill whose rows and columns are list words, the layout's black squares and
// given letter kept; and the reason when none exists.
TEST(AmericanFill, FillLayoutGivesTheGridOrWhyNot) {
  const GridProblem g = make_problem(txt::parse("C..#\n...#\n...#\n", "g.txt"), "g.txt");
  fill::FillOptions options;
  options.seed = 5;
  const std::set<std::string> list = {"CAB", "ORE", "WET", "COW", "ARE", "BET"};
  const FillResult res =
      fill_layout(g, dict_of("CAB\nORE\nWET\nCOW\nARE\nBET\n"), options, StopToken(30));
  ASSERT_EQ(res.status, fill::FillStatus::Solved);
  EXPECT_EQ(res.grid.squares, "CAB#ORE#WET#");
  for (const std::string& w : words_of(res.grid)) EXPECT_TRUE(list.count(w)) << w;
  EXPECT_EQ(res.reason, "");
  const GridProblem none = make_problem(txt::parse("#....\n", "g.txt"), "g.txt");
  const FillResult no = fill_layout(none, dict_of("AB\nCD\n"), options, StopToken(30));
  EXPECT_EQ(no.status, fill::FillStatus::Unsatisfiable);
  EXPECT_EQ(no.reason,
            "the across word at line 1, column 2 (length 4) is longer than any word in the list "
            "or has no word of its length");
}

TEST(AmericanFill, PuzShapeInSolutionAndCluesOut) {
  CWG_REQUIRE_PUZ_DATA();
  puz::Puzzle p = puz::load(test::puz_dir() / "nyt_partlyfilled.puz");
  const txt::Grid layout = puz_layout(p);
  for (std::size_t i = 0; i < layout.squares.size(); ++i) {
    const char c = layout.squares[i];
    if (p.solution[i] == '.')
      EXPECT_EQ(c, '#');
    else
      EXPECT_TRUE(c == '.' || c == p.state[i]) << i;
  }
  // The puzzle's own solution written back: the same solution, a clue per word.
  txt::Grid filled = layout;
  for (std::size_t i = 0; i < filled.squares.size(); ++i)
    if (filled.squares[i] != '#') filled.squares[i] = p.solution[i];
  const std::string solution = p.solution;
  const std::size_t clue_count = p.clues.size();
  puzzle::ClueMap clues;
  for (const std::string& w : words_of(filled)) clues[w] = "clue of " + w;
  clues.erase(clues.begin());
  const auto missing = write_fill(p, filled, &clues, "nyt_partlyfilled.puz");
  EXPECT_EQ(p.solution, solution);
  ASSERT_EQ(p.clues.size(), clue_count);
  EXPECT_EQ(missing.size(), 1u);
  int clued = 0;
  for (const std::string& c : p.clues) clued += c.rfind("clue of ", 0) == 0;
  EXPECT_EQ(clued, static_cast<int>(clue_count) - 1);
}

TEST(AmericanFill, ReadLayoutOfATextGridAndOfAPuz) {
  std::optional<puz::Puzzle> kept;
  const txt::Grid g = read_layout(CWG_SOURCE_DIR "/tests/export/mini5.txt", kept);
  EXPECT_FALSE(kept.has_value());
  EXPECT_EQ(g.squares, "#BASTBASTEARIESTEAMSURNS#");
  CWG_REQUIRE_PUZ_DATA();
  const txt::Grid open = read_layout((test::puz_dir() / "washpost.puz").string(), kept);
  ASSERT_TRUE(kept.has_value());
  EXPECT_EQ(open.squares, puz_layout(*kept).squares);
  const std::string locked = (test::puz_dir() / "nyt_locked.puz").string();
  try {
    read_layout(locked, kept);
    FAIL() << "a locked .puz was read";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), locked + ": the solution is locked; cwg unlock it first");
  }
}

}  // namespace
}  // namespace cwg::american
