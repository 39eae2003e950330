// No two entries of one American grid share a stem (issue 27): the rule on pairs of words,
// and a fill that has to leave ERRS out because ERR is the only word of its slot.
#include <gtest/gtest.h>

#include "american/stems.hpp"
#include "core/stop.hpp"
#include "dict/wordlist.hpp"

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

}  // namespace
}  // namespace cwg::american
