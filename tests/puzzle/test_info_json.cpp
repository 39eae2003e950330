// The JSON and text read-outs of a puzzle model (puzzle/info_json) of a small American
// grid, every figure counted here by hand.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "formats/txt/txt_grid.hpp"
#include "puzzle/info_json.hpp"

namespace cwg::puzzle {
namespace {

TEST(PuzzleInfoJson, CountsAndWordsOfASmallGrid) {
  // Across: CAT (1), ORE (4); down: CO (1), AR. (2), TE (3).
  const Puzzle p = from_txt(txt::parse("CAT\nORE\n#.#\n", "g.txt"), {{"CAT", "Purrer"}});
  const Counts n = count(p);
  EXPECT_EQ(n.across, 2);
  EXPECT_EQ(n.down, 3);
  EXPECT_EQ(n.clued, 1);
  EXPECT_EQ(n.letters, 7);
  EXPECT_EQ(n.known, 6);
  const auto j = info_json("g.ipuz", "ipuz", p);
  EXPECT_EQ(j["format"], "ipuz");
  EXPECT_EQ(j["kind"], "american");
  EXPECT_EQ(j["width"], 3);
  EXPECT_EQ(j["solution_known"], 6);
  ASSERT_EQ(j["words"].size(), 5u);
  EXPECT_EQ(j["words"][0].dump(), R"({"direction":"across","row":0,"col":0,"length":3,)"
                                  R"("answer":"CAT","clue":"Purrer","number":1})");
  EXPECT_EQ(j["words"][3]["direction"], "down");
  EXPECT_EQ(j["words"][3]["answer"], "");  // its last square is unknown
}

TEST(PuzzleInfoText, TheLinesOfASmallGrid) {
  Puzzle p = from_txt(txt::parse("CAT\nORE\n#.#\n", "g.txt"), {{"CAT", "Purrer"}});
  p.title = "Tiny";
  EXPECT_EQ(info_text("g.ipuz", "ipuz", p),
            "g.ipuz: ipuz American crossword, 3x3\n"
            "  title: Tiny\n"
            "  words: 2 across, 3 down; 1 with a clue\n"
            "  solution: 6 of 7 letter squares known\n");
}

TEST(PuzzleInfoJson, AnUnreadableFileHasItsError) {
  EXPECT_EQ(unreadable_json("x.ipuz", "ipuz", "x.ipuz: $.width: missing").dump(),
            R"({"file":"x.ipuz","format":"ipuz","valid":false,)"
            R"("errors":["x.ipuz: $.width: missing"]})");
}

}  // namespace
}  // namespace cwg::puzzle
