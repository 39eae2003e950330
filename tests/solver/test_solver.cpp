// The solver: small grids designed, filled, checked by the independent validator and rated;
// the same bytes whatever the thread count. The challenge word list is read from
// CWG_SHARED_DIR; tests that need it skip when it is absent. Every failing case names the
// seed that reproduces it. (The fill search against brute force: test_solver_oracle.cpp;
// fill cases: test_solver_fill.cpp; the commands: test_solver_cli.cpp.)
#include "solver/mend.hpp"
#include "tests/need.hpp"
#include "tests/solver/solver_test_util.hpp"

namespace {

namespace fs = std::filesystem;
using namespace cwg;
using namespace cwg::arrowword;
using namespace cwg::arrowword::solver;
using namespace cwg::test;

// ---- 1. Small grids: designed, filled, validated, rated.

void expect_good_solve(const ArrowwordGrid& input, const std::string& name, std::uint64_t seed,
                       double min_score) {
  const Challenge* ch = challenge();
  ASSERT_NE(ch, nullptr);
  SCOPED_TRACE(name + ", " + seed_note(seed));
  const SolveResult res = solve_grid(input, ch->dict, small_options(seed));
  ASSERT_TRUE(res.filled) << name << ": " << res.message << " (" << seed_note(seed) << ")";
  EXPECT_EQ(res.grid.rows, input.rows);
  EXPECT_EQ(res.grid.cols, input.cols);
  EXPECT_EQ(res.seed, seed);
  EXPECT_GE(res.winner, 0);
  EXPECT_GE(res.attempts, 1);
  EXPECT_LE(res.attempts, 4);

  ValidationReport report = validate(res.grid, &ch->words);
  check_against_spec(res.grid, input, report);
  for (const auto& e : report.errors)
    ADD_FAILURE() << name << ": " << e << " (" << seed_note(seed) << ")";
  for (const auto& w : report.warnings)
    ADD_FAILURE() << name << ": " << w << " (" << seed_note(seed) << ")";
  EXPECT_EQ(report.unfilled, 0);
  EXPECT_EQ(std::count(res.grid.fields.begin(), res.grid.fields.end(), kEmptyField), 0);

  // The text round-trips, and the solver's own score is the SPEC score of its grid.
  const std::string text = cwgfile::format(res.grid);
  EXPECT_EQ(cwgfile::parse(text, name), res.grid);
  const Ratings ratings = rate(res.grid);
  EXPECT_NEAR(res.score, ratings.score, 1e-6) << seed_note(seed);
  std::printf("[ score    ] %-28s seed %llu: %.2f (ratings", name.c_str(),
              static_cast<unsigned long long>(seed), ratings.score);
  for (double v : ratings.value) std::printf(" %.2f", v);
  std::printf("), attempts %d, winner %lld\n", res.attempts, static_cast<long long>(res.winner));
  EXPECT_GE(ratings.score, min_score) << name << " (" << seed_note(seed) << ")";
}

TEST(SolveSmall, Empty8x8) {
  REQUIRE_CHALLENGE(ch);
  expect_good_solve(ArrowwordGrid(8, 8), "empty 8x8", 1, 95);
}

TEST(SolveSmall, Empty10x12) {
  REQUIRE_CHALLENGE(ch);
  expect_good_solve(ArrowwordGrid(10, 12), "empty 10x12", 2, 95);
}

TEST(SolveSmall, Empty15x15) {
  REQUIRE_CHALLENGE(ch);
  expect_good_solve(ArrowwordGrid(15, 15), "empty 15x15", 3, 95);
}

TEST(SolveSmall, IslandsAtBorderAndCorner12x12) {
  REQUIRE_CHALLENGE(ch);
  // One island touches the left border, one fills the bottom-right corner; the first is
  // written with ' ', the second with '-', and both characters must survive.
  const ArrowwordGrid input = grid_of({
      "............",
      "............",
      "............",
      "  ..........",
      "  ..........",
      "  ..........",
      "............",
      "............",
      "............",
      ".........---",
      ".........---",
      ".........---",
  });
  expect_good_solve(input, "12x12 border+corner islands", 4, 95);
}

TEST(SolveSmall, CentralIsland11x13) {
  REQUIRE_CHALLENGE(ch);
  const ArrowwordGrid input = grid_of({
      ".............",
      ".............",
      ".............",
      ".............",
      ".....---.....",
      ".....---.....",
      ".....---.....",
      ".............",
      ".............",
      ".............",
      ".............",
  });
  expect_good_solve(input, "11x13 central island", 5, 95);
}

TEST(SolveSmall, GivenQuestionFieldsKept) {
  REQUIRE_CHALLENGE(ch);
  // The challenge's 6x6 example layout with its letters blank: its question fields and
  // arrows are given and must be kept (check_against_spec), the rest designed around them.
  const fs::path example = kChallenge / "example_grids" / "6x6.cwg";
  std::error_code ec;
  CWG_NEED(fs::exists(example, ec)) << "no " << example;
  const ArrowwordGrid input = cwgfile::load(example);
  const Challenge* c = challenge();
  const std::uint64_t seed = 6;
  SCOPED_TRACE(seed_note(seed));
  const SolveResult res = solve_grid(input, c->dict, small_options(seed));
  ASSERT_TRUE(res.filled) << res.message;
  ValidationReport report = validate(res.grid, &c->words);
  check_against_spec(res.grid, input, report);
  for (const auto& e : report.errors) ADD_FAILURE() << e;
  EXPECT_EQ(report.unfilled, 0);
  for (const auto& q : input.questions) {
    EXPECT_EQ(res.grid.at(q.row, q.col), kQuestionField) << q.row << " " << q.col;
    // The given arrow itself is kept too.
    EXPECT_NE(std::find(res.grid.questions.begin(), res.grid.questions.end(), q),
              res.grid.questions.end())
        << "question " << q.row << " " << q.col << " " << q.type << " lost";
  }
}

/// The words of a filled grid, read by the oracle's own slots.
std::vector<std::string> oracle_words(const ArrowwordGrid& g) {
  std::vector<std::string> out;
  for (const OracleSlot& s : oracle_slots(g)) {
    std::string w;
    for (int cell : s.cells) w += g.fields[static_cast<std::size_t>(cell)];
    out.push_back(w);
  }
  return out;
}

// A grid check (what --clued-only checks clues with) names words that must go: the fill is
// mended around them until it names none. Here: every word with an E at its start, and W
// words that may not come in; the grid that comes out has none of either, and the check saw
// the seed of the run.
TEST(SolveSmall, AGridCheckHasTheWordsItNamesFilledAgain) {
  REQUIRE_CHALLENGE(ch);
  const std::uint64_t seed = 5;
  SCOPED_TRACE(seed_note(seed));
  SolverOptions opts = small_options(seed);
  opts.partial_restarts = 1;
  std::atomic<int> named{0}, wrong_seed{0};
  const GridCheck check = [&](const ArrowwordGrid& g, std::uint64_t s) {
    if (s != seed) ++wrong_seed;
    std::vector<std::string> out;
    for (const std::string& w : oracle_words(g))
      if (w[0] == 'E') out.push_back(w);
    named += static_cast<int>(out.size());
    if (!out.empty()) out.insert(out.end(), {"WEG", "WAL", "WELT"});
    return out;
  };
  const SolveResult res = solve_grid(ArrowwordGrid(10, 10), ch->dict, opts, nullptr, {}, 0, check);
  ASSERT_TRUE(res.filled) << res.message;
  EXPECT_GT(named.load(), 0) << "the check never named a word: the test proves nothing";
  EXPECT_EQ(wrong_seed.load(), 0);
  ValidationReport report = validate(res.grid, &ch->words);
  for (const auto& e : report.errors) ADD_FAILURE() << e;
  for (const std::string& w : oracle_words(res.grid)) {
    EXPECT_NE(w[0], 'E') << w;
    EXPECT_TRUE(w != "WEG" && w != "WAL" && w != "WELT") << w;
  }
}

// The mend (mend.hpp): the words a weak check names (here: with an A at their start) are
// filled anew on the same layout: the score and the winner stay, the grid never has more of
// them and stays valid; over a few seeds some grid has fewer (--mend 0: the fill as it was).
TEST(SolveSmall, TheMendFillsWeakWordsAnewOnTheSameLayout) {
  REQUIRE_CHALLENGE(ch);
  const GridCheck weak = [](const ArrowwordGrid& g, std::uint64_t) {
    std::vector<std::string> out;
    for (const std::string& w : oracle_words(g))
      if (w[0] == 'A') out.push_back(w);
    return out;
  };
  int fewer = 0;
  for (std::uint64_t seed = 5; seed < 9; ++seed) {
    SCOPED_TRACE(seed_note(seed));
    SolverOptions opts = small_options(seed);
    opts.restarts = 2;
    opts.mend = 0;
    const SolveResult off =
        solve_grid(ArrowwordGrid(10, 10), ch->dict, opts, nullptr, {}, 0, {}, weak);
    opts.mend = 1;
    const SolveResult on =
        solve_grid(ArrowwordGrid(10, 10), ch->dict, opts, nullptr, {}, 0, {}, weak);
    ASSERT_TRUE(off.filled && on.filled) << off.message << on.message;
    EXPECT_EQ(on.score, off.score);
    EXPECT_EQ(on.winner, off.winner);
    EXPECT_LE(weak(on.grid, seed).size(), weak(off.grid, seed).size());
    fewer += weak(on.grid, seed).size() < weak(off.grid, seed).size();
    for (std::size_t i = 0; i < on.grid.fields.size(); ++i)
      EXPECT_EQ(is_letter_char(on.grid.fields[i]), is_letter_char(off.grid.fields[i])) << i;
    ValidationReport report = validate(on.grid, &ch->words);
    for (const auto& e : report.errors) ADD_FAILURE() << e;
  }
  EXPECT_GT(fewer, 0) << "no grid mended: the test proves nothing";
}

// Only the winner is mended (clues-de17): over several attempts the weak check reads the
// grid the mend starts from and each grid a round fills, no more (with a mend in every
// attempt it read at least one grid per attempt).
TEST(SolveSmall, OnlyTheWinnerIsMended) {
  REQUIRE_CHALLENGE(ch);
  std::atomic<int> calls{0};
  const GridCheck weak = [&](const ArrowwordGrid& g, std::uint64_t) {
    ++calls;
    std::vector<std::string> out;
    for (const std::string& w : oracle_words(g))
      if (w[0] == 'A') out.push_back(w);
    return out;
  };
  const std::uint64_t seed = 5;
  SCOPED_TRACE(seed_note(seed));
  SolverOptions opts = small_options(seed);
  opts.restarts = 4;
  const SolveResult res =
      solve_grid(ArrowwordGrid(10, 10), ch->dict, opts, nullptr, {}, 0, {}, weak);
  ASSERT_TRUE(res.filled) << res.message;
  EXPECT_GE(res.attempts, 2) << "one attempt: the test proves nothing";
  EXPECT_GE(calls.load(), 1);
  EXPECT_LE(calls.load(), 1 + kMendRounds);
}

TEST(SolveSmall, DoublesOffMeansOneQuestionPerField) {
  REQUIRE_CHALLENGE(ch);
  // --doubles 0: no field carries two questions (the score pays for it; validity does not).
  const std::uint64_t seed = 3;
  SCOPED_TRACE(seed_note(seed));
  SolverOptions opts = small_options(seed);
  opts.doubles = 0;
  const SolveResult res = solve_grid(ArrowwordGrid(10, 10), challenge()->dict, opts);
  ASSERT_TRUE(res.filled) << res.message;
  ValidationReport report = validate(res.grid, &challenge()->words);
  for (const auto& e : report.errors) ADD_FAILURE() << e;
  std::map<std::pair<int, int>, int> per_field;
  for (const auto& q : res.grid.questions) ++per_field[{q.row, q.col}];
  for (const auto& [field, n] : per_field)
    EXPECT_EQ(n, 1) << "field " << field.first << " " << field.second;
}

TEST(SolveSmall, GivenLettersKept) {
  REQUIRE_CHALLENGE(ch);
  // Letters given in the input stay where they are; the layout is designed around them.
  ArrowwordGrid input(10, 10);
  input.at(0, 0) = 'E';
  input.at(4, 5) = 'N';
  input.at(9, 9) = 'R';
  input.at(6, 2) = 'S';
  expect_good_solve(input, "10x10 with given letters", 7, 90);
}

TEST(SolveSmall, InterruptStopsAtOnce) {
  REQUIRE_CHALLENGE(ch);
  const std::atomic<bool> interrupt{true};
  SolverOptions opts;
  opts.threads = 2;
  opts.restarts = 0;  // until stopped
  opts.time = 60;
  const auto start = std::chrono::steady_clock::now();
  const SolveResult res = solve_grid(ArrowwordGrid(15, 15), ch->dict, opts, &interrupt);
  const double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_FALSE(res.filled);
  EXPECT_FALSE(res.message.empty());
  EXPECT_EQ(res.grid, ArrowwordGrid(15, 15));
  EXPECT_LT(secs, 5.0);
}

TEST(SolveSmall, TimeBudgetIsKept) {
  REQUIRE_CHALLENGE(ch);
  SolverOptions opts;
  opts.threads = 2;
  opts.restarts = 0;  // until --time or --target
  opts.target = 100;  // practically never reached: the time budget ends the run
  opts.time = 0.5;
  opts.seed = 8;
  const auto start = std::chrono::steady_clock::now();
  const SolveResult res = solve_grid(ArrowwordGrid(12, 12), ch->dict, opts);
  const double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(secs, 5.0) << seed_note(opts.seed);
  EXPECT_GE(res.attempts, 1);
  if (res.filled) {
    const ValidationReport report = validate(res.grid, &ch->words);
    EXPECT_TRUE(report.valid()) << seed_note(opts.seed);
  }
}

// ---- 3. Determinism across thread counts and runs.

// Runs on 1, 2 and again 2 threads, or (`twice`) on 1 and 2 only. The 15x15 and several
// seeds through the binary: SolverCli.SameGridsOnOneAndTwoThreads (the e2e stage).
void expect_deterministic(const ArrowwordGrid& input, const std::string& name, std::uint64_t seed,
                          bool clued_only_knobs = false, bool twice = false) {
  const Challenge* ch = challenge();
  ASSERT_NE(ch, nullptr);
  SCOPED_TRACE(name + ", " + seed_note(seed));
  std::string first;
  std::int64_t winner = -1;
  int attempts = 0;
  int run = 0;
  for (int threads : {1, 2, 2}) {
    if (twice && run == 2) break;
    SolverOptions opts;
    opts.threads = threads;
    opts.restarts = 4;
    opts.seed = seed;
    if (clued_only_knobs) {
      opts.layout_refute = 1;
      opts.partial_restarts = 1;
      opts.fill_restarts = 8;
    }
    opts.time = 600;  // never the reason to stop, or the result would depend on speed
    opts.layout_min_moves = kTestLayoutMinMoves;
    const SolveResult res = solve_grid(input, ch->dict, opts);
    ASSERT_TRUE(res.filled) << res.message;
    const std::string text = cwgfile::format(res.grid);
    if (run++ == 0) {
      first = text;
      winner = res.winner;
      attempts = res.attempts;
      continue;
    }
    EXPECT_EQ(text, first) << name << ": threads " << threads << " (run " << run << ") differs";
    EXPECT_EQ(res.winner, winner);
    EXPECT_EQ(res.attempts, attempts);
  }
}

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define CWG_CLANG_TSAN 1
#endif
#endif

TEST(Determinism, Grid10x10WithIsland) {
  REQUIRE_CHALLENGE(ch);
  const ArrowwordGrid input = grid_of({
      "..........",
      "..........",
      "..........",
      "...   ....",
      "...   ....",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
  });
  // Under ThreadSanitizer (the tsan stage) one run on each thread count: TSan itself finds
  // the races a second two-thread run would show as different bytes, at a third of the cost.
#if defined(__SANITIZE_THREAD__) || defined(CWG_CLANG_TSAN)
  expect_deterministic(input, "10x10", 21, false, true);
#else
  expect_deterministic(input, "10x10", 21);
#endif
}

// The layout fill with refutation and partial restarts (what --clued-only uses): the same
// bytes whatever the threads.
TEST(Determinism, Grid15x15WithCluedOnlyKnobs) {
  REQUIRE_CHALLENGE(ch);
  expect_deterministic(ArrowwordGrid(15, 15), "15x15 refute, partial restarts", 24, true, true);
}

TEST(Determinism, FillLayoutAcrossThreads) {
  REQUIRE_CHALLENGE(ch);
  SolverOptions opts = small_options(23);
  const SolveResult solved = solve_grid(ArrowwordGrid(9, 9), ch->dict, opts);
  ASSERT_TRUE(solved.filled) << seed_note(23);
  const ArrowwordGrid layout = blank_letters(solved.grid);
  std::string first;
  for (int threads : {1, 2, 2}) {
    opts.threads = threads;
    opts.restarts = 3;
    opts.time = 600;
    const FillResult res = fill_layout(layout, ch->dict, opts);
    ASSERT_EQ(res.status, FillStatus::Solved) << seed_note(23);
    const std::string text = cwgfile::format(res.grid);
    if (first.empty())
      first = text;
    else
      EXPECT_EQ(text, first) << "threads " << threads << ", " << seed_note(23);
  }
}

}  // namespace
