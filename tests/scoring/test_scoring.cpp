// The six ratings against SPEC.md's worked examples and small hand-made grids, one or more
// per formula. Expected values are worked out by hand in the comments.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/grid.hpp"
#include "scoring/figures.hpp"
#include "scoring/ratings.hpp"
#include "scoring/report.hpp"
#include "tests/need.hpp"

namespace cwg {

using namespace cwg::arrowword;
namespace {

ArrowwordGrid grid_of(const std::string& text) {
  return cwgfile::parse(text, "test");
}

/// The same grid with every letter replaced by '.'.
ArrowwordGrid layout_of(ArrowwordGrid grid) {
  for (char& c : grid.fields)
    if (is_letter_char(c)) c = kEmptyField;
  return grid;
}

void expect_ratings(const Ratings& r, std::array<double, kRatingCount> want, double tolerance) {
  for (int i = 0; i < kRatingCount; ++i)
    EXPECT_NEAR(r.value[static_cast<std::size_t>(i)], want[static_cast<std::size_t>(i)], tolerance)
        << "rating " << i + 1 << " (" << kRatingNames[static_cast<std::size_t>(i)] << ")";
}

const std::filesystem::path kSample2 =
    std::filesystem::path(CWG_SHARED_DIR) / "challenge" / "samples" / "15x15_2_filled.cwg";

// The README's 3x3: ?L? / ?EI / ?AD with LEA (3), ID, EI, AD (2).
const char* const kReadme3x3 = "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";

TEST(Rate, ReadmeExample) {
  const Ratings r = rate(grid_of(kReadme3x3));
  // 4 of 9 fields are questions (44 %); only L is uncrossed (20 %, not over 20);
  // lengths 75 % 2 and 25 % 3; no dead field; clusters {3, 1}: 100 - 9 / 2 * 10 = 55.
  expect_ratings(r, {0, 100, 0, 100, 55, 100}, 1e-9);
  EXPECT_NEAR(r.score, 59.17, 0.005);
  EXPECT_EQ(r.fields, 9);
  EXPECT_EQ(r.question_fields, 4);
  EXPECT_EQ(r.letters, 5);
  EXPECT_EQ(r.words, 4);
  EXPECT_EQ(r.uncrossed, 1);
  EXPECT_EQ(r.dead, 0);
  EXPECT_EQ(r.double_fields, 0);
  EXPECT_NEAR(r.length_share[0], 75, 1e-9);
  EXPECT_NEAR(r.length_share[1], 25, 1e-9);
  std::vector<int> sizes = r.cluster_sizes;
  std::sort(sizes.begin(), sizes.end());
  EXPECT_EQ(sizes, (std::vector<int>{1, 3}));
}

// cwg score's table of the README's 3x3, written out by hand from the figures above: valid
// with its four words listed, one error and no bonus without ID.
TEST(Report, TableOfTheReadmeExample) {
  const ArrowwordGrid grid = grid_of(kReadme3x3);
  const std::unordered_set<std::string> all = {"LEA", "ID", "EI", "AD"},
                                        no_id = {"LEA", "EI", "AD"};
  const GridReport ok = check_and_rate("t.cwg", grid, &all);
  const GridReport bad = check_and_rate("u.cwg", grid, &no_id);
  EXPECT_TRUE(ok.check.valid());
  EXPECT_NEAR(ok.bonus, 355.0 / 6 * 1.1, 1e-9);
  EXPECT_FALSE(bad.check.valid());
  EXPECT_NEAR(bad.bonus, 355.0 / 6, 1e-9);
  const std::string figures =
      "  questions 44.4% (4/9), uncrossed 20.0% (1/5), dead 0, double 0.0% (0/4)\n"
      "  words 4 by length 2:3 3:1 4:0 5:0 6:0 7:0 8:0 9+:0; clusters 2, of size >= 3: 3\n";
  EXPECT_EQ(report_table({ok, bad}),
            "file   valid   quest uncross  length    dead cluster  double   score   bonus\n"
            "t.cwg  yes      0.00  100.00    0.00  100.00   55.00  100.00   59.17   65.08\n"
            "u.cwg  no       0.00  100.00    0.00  100.00   55.00  100.00   59.17   59.17\n"
            "\nt.cwg\n" +
                figures + "\nu.cwg\n" + figures +
                "  error: rule 5: question (0, 2) type 0: word ID at (1, 2) down is not in the "
                "word list\n");
}

TEST(Report, SpecMismatchIsAnError) {
  const ArrowwordGrid grid = grid_of(kReadme3x3);
  ArrowwordGrid spec = grid;
  spec.fields[1] = '-';  // the test case blocks (0, 1)
  const GridReport rep = check_and_rate("t.cwg", grid, nullptr, &spec);
  ASSERT_EQ(rep.check.errors.size(), 1u);
  EXPECT_EQ(rep.check.errors[0], "spec: field (0, 1) must stay blocked as '-', holds 'L'");
  EXPECT_EQ(rep.bonus, rep.ratings.score);
}

// score --json's array: an object per report, in order, named by its file.
TEST(Report, JsonArrayOfTheReports) {
  const ArrowwordGrid grid = grid_of(kReadme3x3);
  const auto all = reports_json(
      {check_and_rate("t.cwg", grid, nullptr), check_and_rate("u.cwg", grid, nullptr)});
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0]["file"], "t.cwg");
  EXPECT_EQ(all[1]["file"], "u.cwg");
  EXPECT_EQ(all[0]["valid"], true);
}

// --spec FILE is that file for every grid; --spec DIR the grid's namesake in it, or an error
// naming the grid and the file looked for.
TEST(Report, SpecFileOfAGrid) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("cwg_spec_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "a.cwg") << "x";
  EXPECT_EQ(spec_file("out/a.cwg", dir / "a.cwg"), dir / "a.cwg");
  EXPECT_EQ(spec_file("out/a.cwg", dir), dir / "a.cwg");
  try {
    spec_file("out/b.cwg", dir);
    ADD_FAILURE() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "out/b.cwg: no spec grid of the same name in " + dir.string() +
                                         " (looked for " + (dir / "b.cwg").string() + ")");
  }
  std::filesystem::remove_all(dir);
}

TEST(Rate, Sample2) {
  CWG_NEED(std::filesystem::exists(kSample2)) << kSample2 << " not found";
  const ArrowwordGrid grid = cwgfile::load(kSample2);
  const Ratings r = rate(grid);
  expect_ratings(r, {99.8, 100, 99.0, 100, 100, 100}, 0.005);
  EXPECT_NEAR(r.score, 99.80, 0.005);
  EXPECT_NEAR(bonus_score(r.score, true), 109.78, 0.005);
  EXPECT_DOUBLE_EQ(bonus_score(r.score, false), r.score);
}

TEST(Rate, LayoutRatesLikeItsFilling) {
  std::vector<ArrowwordGrid> grids = {grid_of(kReadme3x3)};
  if (std::filesystem::exists(kSample2)) grids.push_back(cwgfile::load(kSample2));
  for (const ArrowwordGrid& filled : grids) {
    const Ratings a = rate(filled);
    const Ratings b = rate(layout_of(filled));
    for (int i = 0; i < kRatingCount; ++i)
      EXPECT_DOUBLE_EQ(a.value[static_cast<std::size_t>(i)], b.value[static_cast<std::size_t>(i)]);
    EXPECT_DOUBLE_EQ(a.score, b.score);
    EXPECT_EQ(a.letters, b.letters);
    EXPECT_EQ(a.uncrossed, b.uncrossed);
  }
}

TEST(Rate, BlockedCharactersAreEquivalent) {
  const std::string spaces = "2\n4\n?AB \n?CD \n0 0 3\n1 0 3\n";
  const std::string dashes = "2\n4\n?AB-\n?CD-\n0 0 3\n1 0 3\n";
  const Ratings a = rate(grid_of(spaces));
  const Ratings b = rate(grid_of(dashes));
  EXPECT_EQ(a.fields, 6);
  EXPECT_EQ(b.fields, 6);
  EXPECT_DOUBLE_EQ(a.score, b.score);
}

TEST(Rate, QuestionShare) {
  // 2 question fields of 10: x = 20, 100 - (2 * 2)^2 = 84.
  const Ratings r = rate(grid_of("2\n5\n?....\n?....\n0 0 3\n1 0 3\n"));
  EXPECT_NEAR(r.question_pct, 20, 1e-9);
  EXPECT_NEAR(r.value[0], 84, 1e-9);
}

TEST(Rate, UncrossedShareAndDeadChain) {
  // Rows ABC DEF GHI and columns AD G, BEH; column C F I has no question: C, F, I are
  // uncrossed (3 / 9 = 33.3 %: 100 - (13.33 / 2)^2 = 55.56), and dead, as a vertical chain
  // of three (100 - 3 / 9 * 400 < 0, clipped to 0).
  const Ratings r =
      rate(grid_of("4\n4\n????\n?ABC\n?DEF\n?GHI\n"
                   "0 1 0\n0 2 0\n1 0 3\n2 0 3\n3 0 3\n"));
  EXPECT_EQ(r.letters, 9);
  EXPECT_EQ(r.uncrossed, 3);
  EXPECT_EQ(r.dead, 3);
  const double x = 100.0 * 3 / 9;
  EXPECT_NEAR(r.value[1], 100 - ((x - 20) / 2) * ((x - 20) / 2), 1e-9);
  EXPECT_NEAR(r.value[1], 55.56, 0.005);
  EXPECT_DOUBLE_EQ(r.value[3], 0);
}

TEST(Rate, DeadPair) {
  // A fully crossed 3x4 block, and below a row of islands the word MN, crossed by nothing:
  // M and N are uncrossed neighbours, so both are dead. 14 letters: 100 - 2 / 14 * 400.
  const Ratings r =
      rate(grid_of("6\n5\n?????\n?ABCD\n?EFGH\n?IJKL\n-----\n?MN--\n"
                   "0 1 0\n0 2 0\n0 3 0\n0 4 0\n1 0 3\n2 0 3\n3 0 3\n5 0 3\n"));
  EXPECT_EQ(r.letters, 14);
  EXPECT_EQ(r.uncrossed, 2);
  EXPECT_EQ(r.dead, 2);
  EXPECT_NEAR(r.value[3], 100 - 2.0 / 14 * 400, 1e-9);
  EXPECT_DOUBLE_EQ(r.value[1], 100);  // 14.3 % uncrossed is under 20 %
}

TEST(Rate, LoneUncrossedLetterIsNotDead) {
  const Ratings r = rate(grid_of(kReadme3x3));  // L is uncrossed, its neighbours are not
  EXPECT_EQ(r.uncrossed, 1);
  EXPECT_EQ(r.dead, 0);
}

TEST(Rate, DiagonalClusterOfThree) {
  // ? at (0,0), (1,1), (2,2) touch diagonally: one cluster of 3, 100 - 9 / 1 * 10 = 10.
  const Ratings r = rate(grid_of("3\n3\n?AB\nC?D\nEF?\n0 0 3\n1 1 3\n2 2 5\n"));
  EXPECT_EQ(r.cluster_sizes, (std::vector<int>{3}));
  EXPECT_NEAR(r.value[4], 10, 1e-9);
}

TEST(Rate, SmallClustersCostNothing) {
  // Two clusters of 2: no cluster reaches size 3.
  const Ratings r = rate(grid_of("2\n5\n??.??\n.....\n0 0 0\n0 1 0\n0 3 0\n0 4 0\n"));
  EXPECT_EQ(r.cluster_sizes.size(), 2u);
  EXPECT_DOUBLE_EQ(r.value[4], 100);
}

TEST(Rate, ClusterPenaltyIsClipped) {
  // One cluster of 4 (an L): 100 - 16 * 10 < 0, clipped to 0.
  const Ratings r = rate(grid_of("3\n3\n?..\n?..\n??.\n0 0 3\n1 0 3\n2 1 3\n2 0 5\n"));
  EXPECT_EQ(r.cluster_sizes, (std::vector<int>{4}));
  EXPECT_DOUBLE_EQ(r.value[4], 0);
}

TEST(Rate, DoubleQuestionShare) {
  // 5 question fields, one holding two questions: x = 20, 100 - 2^2 = 96.
  const Ratings r =
      rate(grid_of("2\n9\n?.?.?.?.?\n.........\n0 0 0\n0 0 3\n0 2 0\n0 4 0\n0 6 0\n0 8 0\n"));
  EXPECT_EQ(r.question_fields, 5);
  EXPECT_EQ(r.double_fields, 1);
  EXPECT_NEAR(r.double_pct, 20, 1e-9);
  EXPECT_NEAR(r.value[5], 96, 1e-9);
}

TEST(Rate, ManyDoublesAreClipped) {
  // 2 of 4 question fields are doubles: x = 50, 100 - 28^2 < 0.
  const Ratings r =
      rate(grid_of("2\n7\n?.?.?.?\n.......\n0 0 0\n0 0 3\n0 2 0\n0 2 3\n0 4 0\n0 6 0\n"));
  EXPECT_EQ(r.double_fields, 2);
  EXPECT_DOUBLE_EQ(r.value[5], 0);
}

TEST(Rate, LengthBinsAndOneLetterWords) {
  // ?A?BC: A is a word of length 1 (counted among the words, in no bin), BC one of length 2.
  Ratings r = rate(grid_of("1\n5\n?A?BC\n0 0 3\n0 2 3\n"));
  EXPECT_EQ(r.words, 2);
  EXPECT_NEAR(r.length_share[0], 50, 1e-9);
  double total = 0;
  for (double s : r.length_share) total += s;
  EXPECT_NEAR(total, 50, 1e-9);

  // Ten letters fall into the 9+ bin.
  r = rate(grid_of("1\n11\n?ABCDEFGHIJ\n0 0 3\n"));
  EXPECT_NEAR(r.length_share[7], 100, 1e-9);
}

TEST(Rate, LengthRatingFormula) {
  // Words of lengths 3, 4, 5, 6, a quarter each. Squares from length 2 to 9+:
  // 0 + 49 + 1 + 25 + 49 + 144 + 16 + 16 = 300, so 100 - 300 / 8 = 62.5.
  const Ratings r =
      rate(grid_of("4\n7\n?ABC---\n?ABCD--\n?ABCDE-\n?ABCDEF\n0 0 3\n1 0 3\n2 0 3\n3 0 3\n"));
  EXPECT_EQ(r.words, 4);
  EXPECT_NEAR(r.value[2], 62.5, 1e-9);
}

TEST(Rate, NothingToDivideBy) {
  // A test case as given: no question at all. Question share 0 (rating 0), no word (all
  // length shares 0: 100 - 1800 / 8, clipped to 0), the rest perfect.
  Ratings r = rate(grid_of("2\n3\n...\n...\n"));
  expect_ratings(r, {0, 100, 0, 100, 100, 100}, 1e-9);
  EXPECT_EQ(r.words, 0);
  EXPECT_TRUE(r.cluster_sizes.empty());

  // Only islands: no field at all.
  r = rate(grid_of("2\n2\n  \n--\n"));
  EXPECT_EQ(r.fields, 0);
  expect_ratings(r, {0, 100, 0, 100, 100, 100}, 1e-9);
}

TEST(Rate, ScoreIsTheMean) {
  const Ratings r = rate(grid_of(kReadme3x3));
  double sum = 0;
  for (double v : r.value) sum += v;
  EXPECT_DOUBLE_EQ(r.score, sum / kRatingCount);
}

TEST(Rate, StartsOutsideOrOnQuestionsAreNoWords) {
  // (0,0) type 5 starts above the grid; (0,2) type 2 starts on the '?' at (0,1); only
  // (1,0) type 3 makes a word, BC.
  const Ratings r = rate(grid_of("2\n3\n???\n?BC\n0 0 5\n0 2 2\n1 0 3\n"));
  EXPECT_EQ(r.words, 1);
  EXPECT_EQ(r.uncrossed, 2);
}

// The figures behind the ratings, field by field (what render marks) and in total.
TEST(Figures, FlagsTheFieldsTheRatingsCount) {
  // DeadPair's grid: M (5,1) and N (5,2) are uncrossed and dead; the first row and column of
  // '?' form one cluster of 9 (8-connected along the corner).
  const ArrowwordGrid g = grid_of(
      "6\n5\n?????\n?ABCD\n?EFGH\n?IJKL\n-----\n?MN--\n"
      "0 1 0\n0 2 0\n0 3 0\n0 4 0\n1 0 3\n2 0 3\n3 0 3\n5 0 3\n");
  std::vector<std::uint8_t> flags;
  std::vector<int> sizes;
  const RatingFigures f = grid_figures(g, &flags, &sizes);
  EXPECT_EQ(sizes, (std::vector<int>{8, 1}));
  EXPECT_EQ(f.clusters, 2);
  EXPECT_EQ(f.big_square_sum, 64);
  EXPECT_EQ(f.uncrossed, 2);
  EXPECT_EQ(f.dead, 2);
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const int want = (r == 5 && (c == 1 || c == 2))   ? kFlagUncrossed | kFlagDead
                       : ((r == 0 || c == 0) && r <= 3) ? kFlagCluster
                                                        : 0;
      EXPECT_EQ(flags[static_cast<std::size_t>(g.index(r, c))], want) << r << "," << c;
    }
  // rate() reports these very figures.
  const Ratings rt = rate(g);
  EXPECT_EQ(rt.uncrossed, f.uncrossed);
  EXPECT_EQ(rt.dead, f.dead);
  EXPECT_EQ(rt.cluster_sizes, sizes);
  EXPECT_EQ(rt.words, f.words);
}

TEST(Figures, FromFieldArrays) {
  // 2 x 3 by hand: a double question field, an uncrossed pair (dead), a crossed letter and
  // a field that is none of the kinds (counted as a field only).
  const FieldKind B = FieldKind::Blocked, S = FieldKind::Solution, Q = FieldKind::Question,
                  O = FieldKind::Other;
  const FieldKind kind[] = {Q, S, S, B, S, O};
  const std::uint8_t cover[] = {0, 1, 1, 0, 2, 0};
  const std::uint8_t questions[] = {2, 0, 0, 0, 0, 0};
  const RatingFigures f = field_figures({2, 3, kind, cover, questions});
  EXPECT_EQ(f.fields, 5);
  EXPECT_EQ(f.question_fields, 1);
  EXPECT_EQ(f.double_fields, 1);
  EXPECT_EQ(f.letters, 3);
  EXPECT_EQ(f.uncrossed, 2);
  EXPECT_EQ(f.dead, 2);
  EXPECT_EQ(f.clusters, 1);
  EXPECT_EQ(f.big_square_sum, 0);
  EXPECT_EQ(f.words, 0);  // words are the caller's: count_word
  RatingFigures w = f;
  count_word(w, 1);
  count_word(w, 12);
  EXPECT_EQ(w.words, 2);
  EXPECT_EQ(w.bins[7], 1);
}

}  // namespace
}  // namespace cwg
