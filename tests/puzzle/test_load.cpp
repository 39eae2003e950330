// puzzle::load_grid_file: a .cwg, .txt or .puz read by its extension, and what each Need
// refuses (a locked .puz, an empty letter field, named by its line and column).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "core/input_error.hpp"
#include "puzzle/load.hpp"
#include "tests/need.hpp"
#include "tests/test_util.hpp"

namespace {

using namespace cwg;
using namespace cwg::puzzle;
namespace fs = std::filesystem;

class LoadGridFile : public cwg::test::CwgTest {};

/// The message load_grid_file throws, or "" when it returns.
std::string error_of(const std::string& path, const std::string& ext, Need need) {
  try {
    load_grid_file(path, ext, {}, need);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST_F(LoadGridFile, ArrowwordWithItsCluesAndAnEmptyFieldByLineAndColumn) {
  const std::string filled = write("g.cwg", "2\n3\n?AB\n?CD\n0 0 3\n1 0 3\n").string();
  const Puzzle p = load_grid_file(filled, ".cwg", {{"AB", "first"}}, Need::Solved);
  EXPECT_EQ(p.kind, Kind::Arrowword);
  ASSERT_EQ(p.entries.size(), 2u);
  EXPECT_EQ(p.entries[0].answer, "AB");
  EXPECT_EQ(p.entries[0].clue, "first");
  EXPECT_EQ(p.entries[1].clue, "");
  // Row 1 of the grid is the file's line 4; its column 3 the field's column 2 (from 0).
  const std::string open = write("o.cwg", "2\n3\n?AB\n?C.\n0 0 3\n1 0 3\n").string();
  EXPECT_EQ(error_of(open, ".cwg", Need::Anything), "");
  EXPECT_EQ(error_of(open, ".cwg", Need::Unlocked), "");
  EXPECT_EQ(error_of(open, ".cwg", Need::Solved),
            open + ":4:3: this letter field is empty: a page to solve needs the filled grid");
}

TEST_F(LoadGridFile, TextGridIsAmerican) {
  const std::string txt = write("g.txt", "#AB\nCDE\nFG#\n").string();
  const Puzzle p = load_grid_file(txt, ".txt", {}, Need::Solved);
  EXPECT_EQ(p.kind, Kind::American);
  EXPECT_EQ(p.width, 3);
  const std::string open = write("o.txt", "#AB\nC.E\nFG#\n").string();
  EXPECT_EQ(error_of(open, ".txt", Need::Solved),
            open + ":2:2: this letter field is empty: a page to solve needs the filled grid");
}

TEST_F(LoadGridFile, OtherExtensionsAreRefused) {
  EXPECT_TRUE(is_grid_file(".cwg") && is_grid_file(".txt") && is_grid_file(".puz"));
  EXPECT_FALSE(is_grid_file(".ipuz") || is_grid_file(".gcg") || is_grid_file(""));
  const std::string other = write("g.ipuz", "{}").string();
  EXPECT_EQ(error_of(other, ".ipuz", Need::Anything),
            other + ": expected a .cwg, .txt or .puz grid");
}

TEST_F(LoadGridFile, LockedPuzOnlyForAnything) {
  const fs::path locked = fs::path(CWG_SHARED_DIR) / "formats/puz/nyt_locked.puz";
  CWG_NEED(fs::exists(locked)) << locked << " missing (../shared)";
  EXPECT_EQ(error_of(locked.string(), ".puz", Need::Anything), "");
  EXPECT_EQ(error_of(locked.string(), ".puz", Need::Unlocked),
            locked.string() + ": the solution is locked; cwg unlock it first");
  EXPECT_EQ(error_of(locked.string(), ".puz", Need::Solved),
            locked.string() + ": the solution is locked; cwg unlock it first");
}

}  // namespace
