// No two entries of one American grid share a stem (issue 27): the rule on pairs of words,
// and a fill that has to leave ERRS out because ERR is the only word of its slot.
#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <set>

#include "american/stems.hpp"
#include "core/rng.hpp"
#include "core/stop.hpp"
#include "dict/wordlist.hpp"
#include "tests/work_clock.hpp"

namespace cwg::american {
namespace {

TEST(AmericanStems, ARegularEndingMakesAStemPair) {
  EXPECT_TRUE(extends_stem("ERRED", "ERR"));
  EXPECT_TRUE(extends_stem("ERRS", "ERR"));
  EXPECT_TRUE(extends_stem("STOPPED", "STOP"));
  EXPECT_TRUE(extends_stem("RACED", "RACE"));
  EXPECT_TRUE(extends_stem("RACING", "RACE"));
  EXPECT_TRUE(extends_stem("CARRIED", "CARRY"));
  EXPECT_TRUE(extends_stem("BOXES", "BOX"));
  EXPECT_FALSE(extends_stem("TEND", "TEN")) << "D only after an E";
  EXPECT_FALSE(extends_stem("TONES", "TON")) << "ES only after a hissing sound";
  EXPECT_FALSE(extends_stem("ERR", "ERRED"));
  EXPECT_FALSE(extends_stem("BED", "BE")) << "a stem of three letters at least";
  EXPECT_FALSE(extends_stem("CREDOS", "ERGO")) << "a doubled consonant after the stem only";
  EXPECT_FALSE(extends_stem("HIDES", "ICE")) << "a doubled consonant after the stem only";
  EXPECT_EQ(stem_extensions({"ERR", "TOGA", "ERRED", "ERRS"}),
            (std::vector<std::string>{"ERRED", "ERRS"}));
}

TEST(AmericanStems, TheFillLeavesOutTheLongerWordOfAPair) {
  const GridProblem grid = make_problem(txt::parse("....\n####\n...#\n", "g.txt"), "g.txt");
  const Dictionary dict(parse_wordlist("ERRS\nTOGA\nERR\n", "w.txt"));
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    fill::FillOptions options;
    options.seed = seed;
    const FillResult res = fill_layout_distinct_stems(grid, dict, options, StopToken(30));
    ASSERT_EQ(res.status, fill::FillStatus::Solved) << "seed " << seed;
    EXPECT_EQ(res.grid.squares.substr(0, 4), "TOGA") << "seed " << seed;
  }
}

// Two spellings of one word (the caller's twins: TSAR, TZAR) are a pair too: one of them goes.
TEST(AmericanStems, TwoSpellingsOfOneWordAreAPair) {
  const GridProblem grid = make_problem(txt::parse("....\n####\n....\n", "g.txt"), "g.txt");
  const Dictionary dict(parse_wordlist("TSAR\nTZAR\nTOGA\n", "w.txt"));
  const Twins twins = [](const std::string& w) {
    if (w == "TSAR") return std::vector<std::string>{"TZAR"};
    if (w == "TZAR") return std::vector<std::string>{"TSAR"};
    return std::vector<std::string>{};
  };
  int both_without = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    fill::FillOptions options;
    options.seed = seed;
    const FillResult res = fill_layout_distinct_stems(grid, dict, options, StopToken(30), twins);
    ASSERT_EQ(res.status, fill::FillStatus::Solved) << "seed " << seed;
    EXPECT_NE(res.grid.squares.find("TOGA"), std::string::npos) << "seed " << seed;
    const FillResult plain = fill_layout_distinct_stems(grid, dict, options, StopToken(30));
    if (plain.grid.squares.find("TOGA") == std::string::npos) ++both_without;
  }
  EXPECT_GT(both_without, 0) << "without twins some seed fills TSAR and TZAR";
}

using test::WorkClock;

/// `n` words of `size` letters from `letters` (no E, I or S: no two words share a stem),
/// the rows and columns of a square of such letters among them, one per line.
std::string square_and_decoys(std::uint64_t seed, int size, const std::string& letters, int n) {
  Rng rng(seed);
  const auto letter = [&] {
    return letters[rng.below(static_cast<std::uint32_t>(letters.size()))];
  };
  std::string cells;
  for (int i = 0; i < size * size; ++i) cells += letter();
  std::set<std::string> words;
  for (int k = 0; k < size; ++k) {
    std::string across, down;
    for (int j = 0; j < size; ++j) {
      across += cells[static_cast<std::size_t>(k * size + j)];
      down += cells[static_cast<std::size_t>(j * size + k)];
    }
    words.insert(across);
    words.insert(down);
  }
  while (static_cast<int>(words.size()) < n) {
    std::string w;
    for (int i = 0; i < size; ++i) w += letter();
    words.insert(w);
  }
  std::string text;
  for (const std::string& w : words) text += w + "\n";
  return text;
}

// The first try (the confident words) is bounded by its work, not by a share of the time:
// a machine slow enough that the fill takes half of its time limit prints the grid an idle
// one prints (a third of the time for the first try, the rule before, gave the whole list's).
TEST(AmericanStems, TheSameGridOnASlowMachine) {
  const std::string kLetters = "ABCDFGHJKL";
  const int size = 6;
  std::string rows;
  for (int r = 0; r < size; ++r) rows += std::string(static_cast<std::size_t>(size), '.') + "\n";
  const GridProblem grid = make_problem(txt::parse(rows, "g.txt"), "g.txt");
  const std::string sure_words = square_and_decoys(7, size, kLetters, 5000);
  const Dictionary sure(parse_wordlist(sure_words, "sure.txt"));
  const Dictionary all(
      parse_wordlist(sure_words + square_and_decoys(8, size, kLetters, 3000), "all.txt"));
  fill::FillOptions options;
  const auto fill = [&](const Dictionary* first, const WorkClock& clock) {
    return fill_layout_sure_first(grid, first, all, options, StopToken(1000, nullptr, clock.now()));
  };
  const WorkClock counting;  // a clock that stands still: nothing is ever cut
  const FillResult idle = fill(&sure, counting);
  ASSERT_EQ(idle.status, fill::FillStatus::Solved);
  EXPECT_FALSE(idle.cut);
  for (int k = 0; k < size; ++k)
    ASSERT_NE(sure_words.find(idle.grid.squares.substr(static_cast<std::size_t>(k * size),
                                                       static_cast<std::size_t>(size))),
              std::string::npos)
        << "the first try, from the sure words, fills it";
  const FillResult whole = fill(nullptr, WorkClock{});
  ASSERT_EQ(whole.status, fill::FillStatus::Solved);
  ASSERT_NE(whole.grid.squares, idle.grid.squares) << "the whole list alone fills otherwise";
  const std::int64_t reads = *counting.reads;
  ASSERT_GT(reads, 30) << "too little search to tell the rules apart";
  // The same work at a step that makes the run last half of its 1000 s.
  WorkClock slow;
  slow.step = 500'000'000'000 / reads;
  const FillResult loaded = fill(&sure, slow);
  ASSERT_EQ(loaded.status, fill::FillStatus::Solved);
  EXPECT_EQ(loaded.grid.squares, idle.grid.squares);
  EXPECT_FALSE(loaded.cut);
}

// The mend (clues-en13): a weak word (not in the sure list, or weak by the clue source's
// word) is filled anew from the sure list with the words through its squares; the grid
// keeps every word that is not weak, and the same seed gives the same grid.
TEST(AmericanStems, TheMendRefillsAWeakWordFromTheSureList) {
  const GridProblem grid = make_problem(txt::parse("...\n...\n...\n", "g.txt"), "g.txt");
  const Dictionary sure(parse_wordlist("CAT\nORE\nWED\nCOW\nARE\nTED\n", "sure.txt"));
  FillResult start;
  start.status = fill::FillStatus::Solved;
  start.grid = grid.layout;
  start.grid.squares = "CATOREWEB";  // WEB and TEB: not in the sure list
  const fill::FillOptions options;
  const FillResult mended = mend_weak_words(grid, start, sure, {}, options, StopToken(30));
  EXPECT_EQ(mended.grid.squares, "CATOREWED");
  EXPECT_FALSE(mended.cut);
  EXPECT_EQ(mend_weak_words(grid, start, sure, {}, options, StopToken(30)).grid.squares,
            mended.grid.squares);
  // A word the sure list has but the clue source calls weak is mended too, when it can be.
  start.grid.squares = "CATOREWED";
  const WeakWord wed = [](const std::string& w) { return w == "WED"; };
  EXPECT_EQ(mend_weak_words(grid, start, sure, wed, options, StopToken(30)).grid.squares,
            "CATOREWED")
      << "no other sure word fits: the grid stays";
}

}  // namespace
}  // namespace cwg::american
