// The solver's fill of a given layout: a slot no word fits is named, forced chains are
// solved by propagation alone, an impossible layout is given up at once, and the filled
// samples of the challenge keep their letters.
#include "core/input_error.hpp"
#include "tests/need.hpp"
#include "tests/solver/solver_test_util.hpp"

namespace {

namespace fs = std::filesystem;
using namespace cwg;
using namespace cwg::arrowword;
using namespace cwg::arrowword::solver;
using namespace cwg::test;

TEST(FillLayoutCheck, AnEmptyGridAndAFilledOneAreNoLayouts) {
  auto message = [](const ArrowwordGrid& g) {
    try {
      check_fill_layout(g, "g.cwg");
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(message(grid_of({"...", "..."}, {})).rfind("g.cwg: no question field", 0), 0u);
  EXPECT_EQ(message(grid_of({"?AB", "?CD"}, {{0, 0, 3}, {1, 0, 3}})),
            "g.cwg: no open field ('.') to fill; cwg score checks and rates a filled grid");
  EXPECT_EQ(message(grid_of({"?A.", "?CD"}, {{0, 0, 3}, {1, 0, 3}})), "accepted");
}

TEST(FillPropagation, SlotWithoutCandidateIsNamed) {
  // Three independent acrosses; the last has Q X at its end and no word of the list fits.
  const ArrowwordGrid layout = grid_of({"?...", "?...", "?.QX"}, {{0, 0, 3}, {1, 0, 3}, {2, 0, 3}});
  const WordList list = parse_wordlist("ABC\nDEF\nGHI\nAQB\nXXQ\nQX\n", "words");
  const Dictionary dict(list);
  for (int threads : {1, 2}) {
    SolverOptions opts;
    opts.threads = threads;
    opts.restarts = 2;
    opts.seed = 9;
    const FillResult res = fill_layout(layout, dict, opts);
    EXPECT_EQ(res.status, FillStatus::Unsatisfiable) << seed_note(opts.seed);
    EXPECT_NE(res.reason.find("question 2 0 3"), std::string::npos) << res.reason;
    EXPECT_EQ(res.reason.find("question 0 0 3"), std::string::npos) << res.reason;
    EXPECT_EQ(res.reason.find("question 1 0 3"), std::string::npos) << res.reason;
  }
}

TEST(FillPropagation, SlotWithoutCandidateChallengeList) {
  REQUIRE_CHALLENGE(ch);
  const ArrowwordGrid layout = grid_of({"?...", "?...", "?.QX"}, {{0, 0, 3}, {1, 0, 3}, {2, 0, 3}});
  SolverOptions opts;
  opts.threads = 2;
  opts.restarts = 2;
  opts.seed = 10;
  const FillResult res = fill_layout(layout, ch->dict, opts);
  EXPECT_EQ(res.status, FillStatus::Unsatisfiable) << seed_note(opts.seed);
  EXPECT_NE(res.reason.find("question 2 0 3"), std::string::npos) << res.reason;
}

TEST(FillPropagation, SlotLongerThanAnyWordIsNamed) {
  const ArrowwordGrid layout =
      grid_of({"?....", "?.?..", "?...."}, {{0, 0, 3}, {1, 0, 3}, {1, 2, 3}, {2, 0, 3}});
  const WordList list = parse_wordlist("ABC\nDE\nFG\n", "words");
  const Dictionary dict(list);
  SolverOptions opts;
  opts.restarts = 1;
  const FillResult res = fill_layout(layout, dict, opts);
  EXPECT_EQ(res.status, FillStatus::Unsatisfiable);
  EXPECT_NE(res.reason.find("question 0 0 3"), std::string::npos) << res.reason;
}

TEST(FillPropagation, ForcedChainSolvedAtTheRoot) {
  // Every slot has exactly one word that fits; propagation alone fills the grid.
  const ArrowwordGrid layout =
      grid_of({"?.?", "?..", "?.."}, {{0, 0, 4}, {0, 2, 0}, {1, 0, 3}, {2, 0, 3}});
  const WordList list = parse_wordlist("lea\nid\nei\nad\nzz\n", "words");
  const Dictionary dict(list);
  SolverOptions opts;
  opts.restarts = 1;
  const FillResult res = fill_layout(layout, dict, opts);
  ASSERT_EQ(res.status, FillStatus::Solved);
  EXPECT_EQ(cwgfile::format(res.grid), "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n");
  EXPECT_EQ(res.stats.nodes, 0) << "no decision should be needed";
}

// A bent arrow whose word starts inside another word of the same direction (SPEC rule 6,
// only a warning on grids made elsewhere): the two words share their last fields and a down
// word crosses there. The validator accepts the filled grid, so fill_layout must find it
// rather than claim that no fill exists.
TEST(FillPropagation, WordStartingInsideAnotherIsFilled) {
  const ArrowwordGrid layout =
      grid_of({"--?\?-", "?....", "---.-"}, {{0, 2, 1}, {0, 3, 0}, {1, 0, 3}});
  const WordList list = parse_wordlist("haus\naus\nus\n", "words");
  const Dictionary dict(list);
  const std::unordered_set<std::string> words(list.words.begin(), list.words.end());
  // The fill exists and is valid (rule 6 is a warning only).
  const ArrowwordGrid expected = grid_of({"--?\?-", "?HAUS", "---S-"}, layout.questions);
  EXPECT_TRUE(validate(expected, &words).valid());
  SolverOptions opts;
  opts.threads = 1;
  opts.restarts = 1;
  const FillResult res = fill_layout(layout, dict, opts);
  EXPECT_EQ(res.status, FillStatus::Solved) << res.reason;
  if (res.status == FillStatus::Solved) {
    EXPECT_EQ(res.grid, expected);
  }
}

// A proof of unsatisfiability ends the run: with --restarts 0 ("until --time") the other
// attempts can only repeat the same proof, so fill_layout should not use up its time.
TEST(FillPropagation, UnsatisfiableDoesNotWaitForTheDeadline) {
  const ArrowwordGrid layout = grid_of({"?...", "?.QX"}, {{0, 0, 3}, {1, 0, 3}});
  const WordList list = parse_wordlist("ABC\nDEF\n", "words");
  const Dictionary dict(list);
  SolverOptions opts;
  opts.threads = 1;
  opts.restarts = 0;
  opts.time = 2;
  const auto start = std::chrono::steady_clock::now();
  const FillResult res = fill_layout(layout, dict, opts);
  const double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(res.status, FillStatus::Unsatisfiable);
  EXPECT_LT(secs, 1.0) << "fill_layout kept repeating a proven-unsatisfiable search until --time";
}

// A real 15x15 layout: the challenge's valid filled sample, with all, half or none of its
// letters given.
TEST(FillSample, FilledSampleIsKept) {
  REQUIRE_CHALLENGE(ch);
  const fs::path sample = kChallenge / "samples" / "15x15_2_filled.cwg";
  std::error_code ec;
  CWG_NEED(fs::exists(sample, ec)) << "no " << sample;
  const ArrowwordGrid filled = cwgfile::load(sample);
  SolverOptions opts;
  opts.threads = 1;
  opts.restarts = 1;
  const FillResult res = fill_layout(filled, ch->dict, opts);
  ASSERT_EQ(res.status, FillStatus::Solved) << res.reason;
  EXPECT_EQ(cwgfile::format(res.grid), cwgfile::format(filled));
}

TEST(FillSample, WordNotInTheListIsUnsatisfiable) {
  REQUIRE_CHALLENGE(ch);
  const fs::path sample = kChallenge / "samples" / "15x15_2_filled.cwg";
  std::error_code ec;
  CWG_NEED(fs::exists(sample, ec)) << "no " << sample;
  ArrowwordGrid g = cwgfile::load(sample);
  // Turn every letter of one across word into 'Q': no German word is all Q.
  const auto slots = oracle_slots(g);
  const OracleSlot* longest = &slots[0];
  for (const auto& sl : slots)
    if (sl.cells.size() > longest->cells.size()) longest = &sl;
  for (int cell : longest->cells) g.fields[static_cast<std::size_t>(cell)] = 'Q';
  SolverOptions opts;
  opts.threads = 1;
  opts.restarts = 1;
  const FillResult res = fill_layout(g, ch->dict, opts);
  EXPECT_EQ(res.status, FillStatus::Unsatisfiable);
  EXPECT_NE(res.reason.find("no candidate"), std::string::npos) << res.reason;
}

TEST(FillSample, PartlyGivenLettersAreCompleted) {
  REQUIRE_CHALLENGE(ch);
  const fs::path sample = kChallenge / "samples" / "15x15_2_filled.cwg";
  std::error_code ec;
  CWG_NEED(fs::exists(sample, ec)) << "no " << sample;
  const ArrowwordGrid filled = cwgfile::load(sample);
  for (std::uint64_t seed : {41u, 42u, 43u}) {
    SCOPED_TRACE(seed_note(seed));
    std::mt19937_64 gen(seed);
    // seed 41: every letter blank; 42, 43: about half and a third of them kept.
    ArrowwordGrid layout = filled;
    for (char& c : layout.fields)
      if (is_letter_char(c) && (seed == 41 || gen() % (seed == 42 ? 2 : 3) != 0)) c = kEmptyField;
    SolverOptions opts;
    opts.threads = 2;
    opts.restarts = 4;
    opts.seed = seed;
    opts.time = 120;
    const FillResult res = fill_layout(layout, ch->dict, opts);
    ASSERT_EQ(res.status, FillStatus::Solved) << res.reason;
    const ValidationReport report = validate(res.grid, &ch->words);
    for (const auto& e : report.errors) ADD_FAILURE() << e;
    for (const auto& w : report.warnings) ADD_FAILURE() << w;
    EXPECT_EQ(report.unfilled, 0);
    for (std::size_t i = 0; i < layout.fields.size(); ++i)
      if (layout.fields[i] != kEmptyField) {
        EXPECT_EQ(res.grid.fields[i], layout.fields[i]) << "field " << i;
      }
  }
}

}  // namespace
