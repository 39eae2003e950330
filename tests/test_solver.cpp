// The solver: grids designed and filled, checked by the independent validator and rated;
// the fill search against a brute-force oracle on tiny layouts and word lists; determinism
// whatever the thread count; and `cwg solve` / `cwg fill` end to end through the built
// binary. The challenge word list is read from CWG_SHARED_DIR; tests that need it skip when
// it is absent. Every failing case names the seed that reproduces it.
#include <gtest/gtest.h>

#include "tests/test_util.hpp"
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <map>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/dictionary.hpp"
#include "core/wordlist.hpp"
#include "arrowword/grid.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "arrowword/validate.hpp"
#include "arrowword/ratings.hpp"
#include "arrowword/solver/options.hpp"
#include "arrowword/solver/solver.hpp"

namespace cwg {
// Readable statuses in failure messages.
void PrintTo(FillStatus status, std::ostream* os) {
  constexpr const char* kNames[] = {"Solved", "Failed", "Unsatisfiable", "Stopped"};
  *os << kNames[static_cast<int>(status)];
}
}  // namespace cwg

namespace {

using cwg::test::quoted;
using cwg::test::read_all;

namespace fs = std::filesystem;
using namespace cwg;

const fs::path kChallenge = fs::path(CWG_SHARED_DIR) / "challenge";
const fs::path kWordlist = kChallenge / "useful" / "wordlist.txt";

// ---- The challenge word list, loaded once for the whole run.

struct Challenge {
  WordList list;
  Dictionary dict;
  std::unordered_set<std::string> words;
};

const Challenge* challenge() {
  static const std::unique_ptr<Challenge> loaded = []() -> std::unique_ptr<Challenge> {
    std::error_code ec;
    if (!fs::exists(kWordlist, ec)) return nullptr;
    auto c = std::make_unique<Challenge>();
    c->list = load_wordlist(kWordlist);
    c->dict = Dictionary(c->list);
    c->words.insert(c->list.words.begin(), c->list.words.end());
    return c;
  }();
  return loaded.get();
}

#define REQUIRE_CHALLENGE(var)        \
  const Challenge* var = challenge(); \
  if (var == nullptr) GTEST_SKIP() << "no challenge word list at " << kWordlist

// ---- ArrowwordGrid helpers.

/// A grid from its rows; every character is taken as it is (' ' and '-' are blocked).
ArrowwordGrid grid_of(const std::vector<std::string>& rows, const std::vector<Question>& questions = {}) {
  ArrowwordGrid g(static_cast<int>(rows.size()), static_cast<int>(rows.at(0).size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      g.at(r, c) = rows[static_cast<std::size_t>(r)].at(static_cast<std::size_t>(c));
  g.questions = questions;
  return g;
}

/// The grid with every letter turned back into '.'.
ArrowwordGrid blank_letters(ArrowwordGrid g) {
  for (char& ch : g.fields)
    if (is_letter_char(ch)) ch = kEmptyField;
  return g;
}

std::string blank_letters(std::string text) {
  // Only the field lines hold letters; the size and question lines are digits.
  for (char& ch : text)
    if (ch >= 'A' && ch <= 'Z') ch = '.';
  return text;
}

std::string seed_note(std::uint64_t seed) {
  return "reproduce with seed " + std::to_string(seed);
}

// ---- 1. Small grids: designed, filled, validated, rated.

SolverOptions small_options(std::uint64_t seed) {
  SolverOptions opts;
  opts.threads = 2;
  opts.restarts = 4;
  opts.seed = seed;
  opts.time = 120;  // a safety net only; the restart count bounds the run
  return opts;
}

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
  const std::string text = format_cwg(res.grid);
  EXPECT_EQ(parse_cwg(text, name), res.grid);
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

TEST(SolveSmall, SeveralSeeds8x10) {
  REQUIRE_CHALLENGE(ch);
  for (std::uint64_t seed : {11u, 12u, 13u}) expect_good_solve(ArrowwordGrid(8, 10), "empty 8x10", seed, 95);
}

TEST(SolveSmall, GivenQuestionFieldsKept) {
  REQUIRE_CHALLENGE(ch);
  // The challenge's 6x6 example layout with its letters blank: its question fields and
  // arrows are given and must be kept (check_against_spec), the rest designed around them.
  const fs::path example = kChallenge / "example_grids" / "6x6.cwg";
  std::error_code ec;
  if (!fs::exists(example, ec)) GTEST_SKIP() << "no " << example;
  const ArrowwordGrid input = read_cwg(example);
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

// ---- 2. The fill search against brute force.

/// SPEC's arrow table, written down here again so the oracle shares nothing with the solver.
struct OracleArrow {
  int dr, dc;
  bool down;
};
constexpr OracleArrow kOracleArrows[6] = {{1, 0, true},  {1, 0, false}, {0, -1, true},
                                          {0, 1, false}, {0, 1, true},  {-1, 0, false}};

struct OracleSlot {
  std::vector<int> cells;
};

std::vector<OracleSlot> oracle_slots(const ArrowwordGrid& g) {
  std::vector<OracleSlot> slots;
  for (const auto& q : g.questions) {
    const auto& a = kOracleArrows[q.type];
    int r = q.row + a.dr, c = q.col + a.dc;
    OracleSlot s;
    while (r >= 0 && r < g.rows && c >= 0 && c < g.cols) {
      const char ch = g.at(r, c);
      if (ch != '.' && !(ch >= 'A' && ch <= 'Z')) break;
      s.cells.push_back(r * g.cols + c);
      if (a.down)
        ++r;
      else
        ++c;
    }
    slots.push_back(std::move(s));
  }
  return slots;
}

/// Every fill: one word per slot, in slot order; crossing letters and given letters agree;
/// no word twice (unless `distinct` is false). Stops after `limit` fills (then `complete` is
/// false).
struct BruteForce {
  const std::vector<OracleSlot>& slots;
  const std::vector<std::string>& words;
  std::size_t limit;
  bool distinct = true;
  std::vector<char> letter;  // per cell, 0 = free
  std::vector<std::string> current;
  std::set<std::vector<std::string>> fills;
  bool complete = true;

  void run(std::size_t k) {
    if (!complete) return;
    if (k == slots.size()) {
      fills.insert(current);
      if (fills.size() >= limit) complete = false;
      return;
    }
    const auto& cells = slots[k].cells;
    for (const auto& w : words) {
      if (w.size() != cells.size()) continue;
      if (distinct && std::find(current.begin(), current.end(), w) != current.end()) continue;
      bool fits = true;
      for (std::size_t i = 0; i < cells.size() && fits; ++i) {
        const char have = letter[static_cast<std::size_t>(cells[i])];
        fits = have == 0 || have == w[i];
      }
      if (!fits) continue;
      std::vector<int> set_here;
      for (std::size_t i = 0; i < cells.size(); ++i)
        if (letter[static_cast<std::size_t>(cells[i])] == 0) {
          letter[static_cast<std::size_t>(cells[i])] = w[i];
          set_here.push_back(cells[i]);
        }
      current.push_back(w);
      run(k + 1);
      current.pop_back();
      for (int cell : set_here) letter[static_cast<std::size_t>(cell)] = 0;
      if (!complete) return;
    }
  }
};

/// Questions for a field pattern: a '?' clues the run to its right (type 3) and the run
/// below it (type 0) when they are two fields or longer.
std::vector<Question> derive_questions(const ArrowwordGrid& g) {
  std::vector<Question> qs;
  auto run = [&](int r, int c, int dr, int dc) {
    int n = 0;
    while (g.solution(r, c)) {
      ++n;
      r += dr;
      c += dc;
    }
    return n;
  };
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      if (g.at(r, c) != '?') continue;
      if (run(r + 1, c, 1, 0) >= 2) qs.push_back({r, c, 0});
      if (run(r, c + 1, 0, 1) >= 2) qs.push_back({r, c, 3});
    }
  return qs;
}

/// Hand-made layouts: the README's 3x3 with its bent arrow, and field patterns whose
/// arrows derive_questions() adds.
std::vector<ArrowwordGrid> hand_layouts() {
  std::vector<ArrowwordGrid> out;
  out.push_back(grid_of({"?.?", "?..", "?.."}, {{0, 0, 4}, {0, 2, 0}, {1, 0, 3}, {2, 0, 3}}));
  const std::vector<std::vector<std::string>> patterns = {
      {"???", "?..", "?.."},                 // 2x2 square
      {"????", "?...", "?...", "?..."},      // 3x3 square
      {"????", "?...", "?..?", "?.?."},      // mixed lengths, a letter in one word only
      {"?????", "?....", "?...."},           // four downs of 2, two acrosses of 4
      {"?????", "?..?.", "?....", "??..."},  // an interior question field
      {"????", "?..?", "??..", "?..."},      // staggered
      {"?.??", "?...", "??..", "?.?."},      // a run without clue in row 0
      {"?????", "?...?", "?.?..", "?...."},  // words of 2, 3 and 4
      {"???", "?..", "?..", "?..", "??."},   // tall
  };
  for (const auto& p : patterns) {
    ArrowwordGrid g = grid_of(p);
    g.questions = derive_questions(g);
    out.push_back(std::move(g));
  }
  return out;
}

/// A random layout of 3..4 rows and 3..5 columns: row 0 and column 0 are question fields,
/// some interior fields too, islands now and then.
ArrowwordGrid random_layout(std::mt19937_64& gen) {
  auto below = [&](int n) { return static_cast<int>(gen() % static_cast<std::uint64_t>(n)); };
  const int rows = 3 + below(2), cols = 3 + below(3);
  ArrowwordGrid g(rows, cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (r == 0 || c == 0)
        g.at(r, c) = '?';
      else if (below(100) < 18)
        g.at(r, c) = '?';
      else if (below(100) < 5)
        g.at(r, c) = ' ';
    }
  g.questions = derive_questions(g);
  return g;
}

/// `count` random words over the first `alphabet` letters, of lengths 2..4, or of the
/// lengths `lengths` gives when it is not empty (one entry per word). Some are lower case
/// and some lines end in CRLF, as a word list may have them; repeats are possible.
std::string random_words(std::mt19937_64& gen, int count, int alphabet,
                         const std::vector<int>& lengths = {}) {
  std::string text;
  for (int i = 0; i < count; ++i) {
    const int len = lengths.empty() ? 2 + static_cast<int>(gen() % 3)
                                    : lengths[static_cast<std::size_t>(i) % lengths.size()];
    for (int k = 0; k < len; ++k)
      text += static_cast<char>((i % 3 == 0 ? 'a' : 'A') +
                                static_cast<int>(gen() % static_cast<std::uint64_t>(alphabet)));
    text += i % 5 == 0 ? "\r\n" : "\n";
  }
  return text;
}

/// The words the filled grid holds in each slot.
std::vector<std::string> words_in(const ArrowwordGrid& g, const std::vector<OracleSlot>& slots) {
  std::vector<std::string> out;
  for (const auto& s : slots) {
    std::string w;
    for (int cell : s.cells) w += g.fields[static_cast<std::size_t>(cell)];
    out.push_back(w);
  }
  return out;
}

struct OracleTally {
  int cases = 0, satisfiable = 0, solved = 0, unsat = 0, failed = 0;
  int only_with_repeats = 0;  ///< no fill, but one if a word could be used twice

  void print(const char* what) const {
    std::printf(
        "[ oracle   ] %s: %d cases, %d satisfiable (%d more with repeated words); solved %d, "
        "unsatisfiable %d, failed %d\n",
        what, cases, satisfiable, only_with_repeats, solved, unsat, failed);
  }
};

/// One oracle case. With `enumerate_all` every fill is listed and a found fill must be one
/// of them; otherwise only existence is decided and a found fill is checked directly.
void oracle_case(ArrowwordGrid layout, const std::string& word_text, std::uint64_t seed, int threads,
                 bool enumerate_all, bool expect_complete, OracleTally& tally) {
  SCOPED_TRACE(seed_note(seed));
  const WordList list = parse_wordlist(word_text, "oracle");
  const Dictionary dict(list);
  const auto slots = oracle_slots(layout);
  std::vector<char> given(layout.fields.size(), 0);
  for (std::size_t i = 0; i < layout.fields.size(); ++i)
    if (is_letter_char(layout.fields[i])) given[i] = layout.fields[i];
  BruteForce bf{slots, list.words, enumerate_all ? std::size_t(1) << 40 : 1, true, given, {},
                {},    true};
  bf.run(0);
  const bool exists = !bf.fills.empty();
  if (!exists) {
    BruteForce repeats{slots, list.words, 1, false, given, {}, {}, true};
    repeats.run(0);
    tally.only_with_repeats += !repeats.fills.empty();
  }

  SolverOptions opts;
  opts.threads = threads;
  opts.restarts = threads;  // one or two attempts: every one must finish
  opts.seed = seed;
  opts.time = 600;
  const FillResult res = fill_layout(layout, dict, opts);
  ++tally.cases;
  tally.satisfiable += exists;
  const std::string what = format_cwg(layout) + "words:\n" + word_text;

  switch (res.status) {
    case FillStatus::Solved: {
      ++tally.solved;
      ASSERT_TRUE(exists) << "Solved, but brute force finds no fill\n" << what;
      const auto found = words_in(res.grid, slots);
      if (enumerate_all) {
        EXPECT_TRUE(bf.fills.count(found)) << "the fill is not one brute force lists\n"
                                           << format_cwg(res.grid) << what;
      }
      std::set<std::string> distinct;
      const std::unordered_set<std::string> known(list.words.begin(), list.words.end());
      for (const auto& w : found) {
        EXPECT_TRUE(known.count(w)) << w << " is not in the list\n" << format_cwg(res.grid) << what;
        EXPECT_TRUE(distinct.insert(w).second) << w << " twice\n" << format_cwg(res.grid) << what;
      }
      // Only '.' fields change; question fields, islands and given letters stay.
      for (std::size_t i = 0; i < layout.fields.size(); ++i)
        if (layout.fields[i] != kEmptyField) {
          EXPECT_EQ(res.grid.fields[i], layout.fields[i]) << what;
        }
      EXPECT_EQ(res.grid.questions, layout.questions);
      break;
    }
    case FillStatus::Unsatisfiable:
      ++tally.unsat;
      EXPECT_FALSE(exists) << "Unsatisfiable claimed, but brute force finds " << bf.fills.size()
                           << " fill(s)\n"
                           << what;
      EXPECT_FALSE(res.reason.empty());
      break;
    case FillStatus::Failed:
      ++tally.failed;
      EXPECT_FALSE(exists) << "Failed, but brute force finds " << bf.fills.size() << " fill(s)\n"
                           << what;
      // Tiny lists leave no word untried: the search is exhaustive and must say so.
      if (expect_complete)
        ADD_FAILURE() << "Failed where the exhaustive search should prove Unsatisfiable\n" << what;
      break;
    case FillStatus::Stopped:
      ADD_FAILURE() << "Stopped without a time limit\n" << what;
      break;
  }
}

/// A random given letter on one of the layout's '.' fields.
void give_a_letter(ArrowwordGrid& layout, std::mt19937_64& gen, int alphabet) {
  std::vector<std::size_t> free;
  for (std::size_t i = 0; i < layout.fields.size(); ++i)
    if (layout.fields[i] == kEmptyField) free.push_back(i);
  if (free.empty()) return;
  layout.fields[free[gen() % free.size()]] =
      static_cast<char>('A' + gen() % static_cast<std::uint64_t>(alphabet));
}

TEST(FillOracle, HandLayoutsTinyLists) {
  const auto layouts = hand_layouts();
  OracleTally tally;
  for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
    std::mt19937_64 gen(seed);
    ArrowwordGrid layout = layouts[seed % layouts.size()];
    const int alphabet = 2 + static_cast<int>(gen() % 4);  // 2..5 letters
    const int count = 10 + static_cast<int>(gen() % 31);   // 10..40 words
    if (gen() % 4 == 0) give_a_letter(layout, gen, alphabet);
    const std::string words = random_words(gen, count, alphabet);
    oracle_case(layout, words, seed, seed % 3 == 0 ? 2 : 1, true, true, tally);
    if (HasFailure()) break;
  }
  tally.print("hand layouts");
  // The cases must exercise both answers, and the rule against a word twice.
  EXPECT_GT(tally.satisfiable, tally.cases / 10);
  EXPECT_GT(tally.cases - tally.satisfiable, tally.cases / 10);
  EXPECT_GT(tally.only_with_repeats, 0);
}

TEST(FillOracle, RandomLayoutsTinyLists) {
  OracleTally tally;
  for (std::uint64_t seed = 100001; seed <= 101500; ++seed) {
    std::mt19937_64 gen(seed);
    ArrowwordGrid layout = random_layout(gen);
    if (layout.questions.empty() || layout.questions.size() > 9) continue;
    const int alphabet = 2 + static_cast<int>(gen() % 4);
    const int count = 10 + static_cast<int>(gen() % 31);
    if (gen() % 5 == 0) give_a_letter(layout, gen, alphabet);
    const std::string words = random_words(gen, count, alphabet);
    oracle_case(layout, words, seed, seed % 4 == 0 ? 2 : 1, true, true, tally);
    if (HasFailure()) break;
  }
  tally.print("random layouts");
  EXPECT_GE(tally.cases, 1000);
  EXPECT_GT(tally.satisfiable, tally.cases / 10);
  EXPECT_GT(tally.cases - tally.satisfiable, tally.cases / 10);
  EXPECT_GT(tally.only_with_repeats, 0);
}

// Large domains: hundreds of words of length 4 take the bitset path of propagation and the
// chunked word ordering of the complete search, while few short words keep the crossings
// tight. The search is complete: a fill that exists is found, and "no fill" is a proof.
TEST(FillOracle, LargeDomains) {
  const auto layouts = hand_layouts();
  OracleTally tally;
  for (std::uint64_t seed = 5001; seed <= 5200; ++seed) {
    std::mt19937_64 gen(seed);
    ArrowwordGrid layout = seed % 2 ? layouts[seed % layouts.size()] : random_layout(gen);
    if (layout.questions.empty() || layout.questions.size() > 9) continue;
    const int alphabet = 5 + static_cast<int>(gen() % 3);  // 5..7 letters
    std::vector<int> lengths;
    const int n2 = 2 + static_cast<int>(gen() % 8), n3 = 4 + static_cast<int>(gen() % 30),
              n4 = 200 + static_cast<int>(gen() % 400);
    lengths.insert(lengths.end(), static_cast<std::size_t>(n2), 2);
    lengths.insert(lengths.end(), static_cast<std::size_t>(n3), 3);
    lengths.insert(lengths.end(), static_cast<std::size_t>(n4), 4);
    if (gen() % 4 == 0) give_a_letter(layout, gen, alphabet);
    const std::string words = random_words(gen, n2 + n3 + n4, alphabet, lengths);
    oracle_case(layout, words, seed, seed % 3 == 0 ? 2 : 1, false, true, tally);
    if (HasFailure()) break;
  }
  tally.print("large domains");
  EXPECT_GT(tally.satisfiable, tally.cases / 10);
  EXPECT_GT(tally.cases - tally.satisfiable, tally.cases / 10);
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
  const ArrowwordGrid layout = grid_of({"?.?", "?..", "?.."}, {{0, 0, 4}, {0, 2, 0}, {1, 0, 3}, {2, 0, 3}});
  const WordList list = parse_wordlist("lea\nid\nei\nad\nzz\n", "words");
  const Dictionary dict(list);
  SolverOptions opts;
  opts.restarts = 1;
  const FillResult res = fill_layout(layout, dict, opts);
  ASSERT_EQ(res.status, FillStatus::Solved);
  EXPECT_EQ(format_cwg(res.grid), "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n");
  EXPECT_EQ(res.stats.nodes, 0) << "no decision should be needed";
}

// A bent arrow whose word starts inside another word of the same direction (SPEC rule 6,
// only a warning on grids made elsewhere): the two words share their last fields and a down
// word crosses there. The validator accepts the filled grid, so fill_layout must find it
// rather than claim that no fill exists.
TEST(FillPropagation, WordStartingInsideAnotherIsFilled) {
  const ArrowwordGrid layout = grid_of({"--?\?-", "?....", "---.-"}, {{0, 2, 1}, {0, 3, 0}, {1, 0, 3}});
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
  if (!fs::exists(sample, ec)) GTEST_SKIP() << "no " << sample;
  const ArrowwordGrid filled = read_cwg(sample);
  SolverOptions opts;
  opts.threads = 1;
  opts.restarts = 1;
  const FillResult res = fill_layout(filled, ch->dict, opts);
  ASSERT_EQ(res.status, FillStatus::Solved) << res.reason;
  EXPECT_EQ(format_cwg(res.grid), format_cwg(filled));
}

TEST(FillSample, WordNotInTheListIsUnsatisfiable) {
  REQUIRE_CHALLENGE(ch);
  const fs::path sample = kChallenge / "samples" / "15x15_2_filled.cwg";
  std::error_code ec;
  if (!fs::exists(sample, ec)) GTEST_SKIP() << "no " << sample;
  ArrowwordGrid g = read_cwg(sample);
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
  if (!fs::exists(sample, ec)) GTEST_SKIP() << "no " << sample;
  const ArrowwordGrid filled = read_cwg(sample);
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

// ---- 3. Determinism across thread counts and runs.

void expect_deterministic(const ArrowwordGrid& input, const std::string& name, std::uint64_t seed) {
  const Challenge* ch = challenge();
  ASSERT_NE(ch, nullptr);
  SCOPED_TRACE(name + ", " + seed_note(seed));
  std::string first;
  std::int64_t winner = -1;
  int attempts = 0;
  int run = 0;
  for (int threads : {1, 2, 2}) {
    SolverOptions opts;
    opts.threads = threads;
    opts.restarts = 4;
    opts.seed = seed;
    opts.time = 600;  // never the reason to stop, or the result would depend on speed
    const SolveResult res = solve_grid(input, ch->dict, opts);
    ASSERT_TRUE(res.filled) << res.message;
    const std::string text = format_cwg(res.grid);
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

TEST(Determinism, Grid12x12WithIsland) {
  REQUIRE_CHALLENGE(ch);
  const ArrowwordGrid input = grid_of({
      "............",
      "............",
      "............",
      "............",
      "....   .....",
      "....   .....",
      "............",
      "............",
      "............",
      "............",
      "............",
      "............",
  });
  expect_deterministic(input, "12x12", 21);
}

TEST(Determinism, Grid15x15) {
  REQUIRE_CHALLENGE(ch);
  expect_deterministic(ArrowwordGrid(15, 15), "15x15", 22);
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
    const std::string text = format_cwg(res.grid);
    if (first.empty())
      first = text;
    else
      EXPECT_EQ(text, first) << "threads " << threads << ", " << seed_note(23);
  }
}

// ---- 4. The command line, through the built binary.

struct CliRun {
  int exit_code = -1;
  std::string out, err;
};

class SolverCli : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           ("cwg_test_solver_" + std::to_string(::getpid()) + "_" + info->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    if (!HasFailure()) fs::remove_all(dir_, ec);
  }

  fs::path write(const std::string& name, const std::string& text) {
    const fs::path path = dir_ / name;
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }

  /// Runs a command line, capturing stdout, stderr and the exit code.
  CliRun shell(const std::string& command) {
    const fs::path out = dir_ / "stdout.txt", err = dir_ / "stderr.txt";
    const int status =
        std::system((command + " >" + quoted(out.string()) + " 2>" + quoted(err.string())).c_str());
    CliRun run;
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    run.out = read_all(out);
    run.err = read_all(err);
    return run;
  }

  CliRun cwg(const std::vector<std::string>& args) {
    std::string command = quoted(CWG_BINARY);
    for (const auto& a : args) {
      command += ' ';
      command += quoted(a);
    }
    return shell(command);
  }

  /// The two small grids of the solve tests, in `folder`.
  void write_two_grids(const std::string& folder) {
    write(folder + "/a.cwg", "6\n8\n........\n........\n........\n........\n........\n........\n");
    // An island inside, and no newline after the last line.
    write(folder + "/b.cwg",
          "8\n8\n........\n........\n........\n...  ...\n........\n........\n........\n........");
  }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
};

#define REQUIRE_CHALLENGE_CLI() \
  if (challenge() == nullptr) GTEST_SKIP() << "no challenge word list at " << kWordlist

std::vector<std::string> solve_flags(std::uint64_t seed) {
  std::vector<std::string> flags = {"--dict", kWordlist.string(), "--threads", "2"};
  flags.insert(flags.end(), {"--restarts", "4", "--seed", std::to_string(seed), "--time", "120"});
  return flags;
}

std::vector<std::string> concat(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

TEST_F(SolverCli, SolveWritesGridsAndZip) {
  REQUIRE_CHALLENGE_CLI();
  write_two_grids("in");
  const CliRun run = cwg(concat(
      {"solve", path("in"), "--out", path("out"), "--zip", path("res.zip")}, solve_flags(31)));
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err << seed_note(31);
  EXPECT_TRUE(fs::exists(dir_ / "out" / "a.cwg"));
  EXPECT_TRUE(fs::exists(dir_ / "out" / "b.cwg"));
  ASSERT_TRUE(fs::exists(dir_ / "res.zip"));
  const CliRun list = shell(std::string("unzip -Z1 ").append(quoted(path("res.zip"))));
  ASSERT_EQ(list.exit_code, 0) << list.err;
  std::vector<std::string> names;
  std::istringstream lines(list.out);
  for (std::string line; std::getline(lines, line);) names.push_back(line);
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"a.cwg", "b.cwg"}));
  // The zip holds the very bytes written to --out.
  for (const char* name : {"a.cwg", "b.cwg"}) {
    const CliRun extract =
        shell(std::string("unzip -p ").append(quoted(path("res.zip"))).append(" ").append(name));
    EXPECT_EQ(extract.out, read_all(dir_ / "out" / name)) << name;
  }
  // The island of b.cwg is kept, with its ' ' fields.
  const ArrowwordGrid b = read_cwg(dir_ / "out" / "b.cwg");
  EXPECT_EQ(b.at(3, 3), ' ');
  EXPECT_EQ(b.at(3, 4), ' ');

  const CliRun score =
      cwg({"score", path("out/a.cwg"), path("out/b.cwg"), "--dict", kWordlist.string()});
  EXPECT_EQ(score.exit_code, 0) << score.out << score.err;
}

TEST_F(SolverCli, SolveRefusesAMalformedInput) {
  REQUIRE_CHALLENGE_CLI();
  write_two_grids("in");
  write("in/bad.cwg", "3\n3\n?.?\n?x.\n?..\n0 0 4\n");
  const CliRun run = cwg(concat(
      {"solve", path("in"), "--out", path("out"), "--zip", path("res.zip")}, solve_flags(32)));
  EXPECT_EQ(run.exit_code, 2) << run.out << run.err;
  EXPECT_NE(run.err.find("bad.cwg"), std::string::npos) << run.err;
  EXPECT_TRUE(run.out.empty()) << "nothing may be solved:\n" << run.out;
  EXPECT_FALSE(fs::exists(dir_ / "out" / "a.cwg"));
  EXPECT_FALSE(fs::exists(dir_ / "out" / "b.cwg"));
  EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
}

TEST_F(SolverCli, SolveRefusesOutEqualToTheInputFolder) {
  REQUIRE_CHALLENGE_CLI();
  write_two_grids("in");
  const std::string a = read_all(dir_ / "in" / "a.cwg"), b = read_all(dir_ / "in" / "b.cwg");
  for (const std::string& out : {path("in"), path("in") + "/", path("in/../in")}) {
    const CliRun run =
        cwg(concat({"solve", path("in"), "--out", out, "--zip", path("res.zip")}, solve_flags(33)));
    EXPECT_EQ(run.exit_code, 2) << "--out " << out << "\n" << run.out << run.err;
    EXPECT_NE(run.err.find("a.cwg"), std::string::npos) << run.err;
    EXPECT_EQ(read_all(dir_ / "in" / "a.cwg"), a);
    EXPECT_EQ(read_all(dir_ / "in" / "b.cwg"), b);
    EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_ / "in")) ++entries;
    EXPECT_EQ(entries, 2u);
  }
}

TEST_F(SolverCli, FillKeepsTheLayout) {
  REQUIRE_CHALLENGE(ch);
  // A layout: a solved grid (islands written with '-') with its letters blanked.
  const ArrowwordGrid input = grid_of({
      "..........",
      "..........",
      "...--.....",
      "...--.....",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
  });
  const std::uint64_t seed = 34;
  const SolveResult solved = solve_grid(input, ch->dict, small_options(seed));
  ASSERT_TRUE(solved.filled) << seed_note(seed);
  const std::string layout_text = format_cwg(blank_letters(solved.grid));
  write("layout.cwg", layout_text);
  const CliRun run =
      cwg({"fill", path("layout.cwg"), "--dict", kWordlist.string(), "--seed", std::to_string(seed),
           "--threads", "2", "--restarts", "8", "--time", "120", "-o", path("filled.cwg")});
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err << seed_note(seed);
  const std::string filled = read_all(dir_ / "filled.cwg");
  EXPECT_EQ(blank_letters(filled), layout_text);
  const ArrowwordGrid g = parse_cwg(filled, "filled.cwg");
  const ValidationReport report = validate(g, &ch->words);
  for (const auto& e : report.errors) ADD_FAILURE() << e;
  EXPECT_EQ(report.unfilled, 0);

  // Standard output holds the same grid when -o is left out.
  const CliRun to_stdout = cwg({"fill", path("layout.cwg"), "--dict", kWordlist.string(), "--seed",
                                std::to_string(seed), "--threads", "2", "--restarts", "8"});
  ASSERT_EQ(to_stdout.exit_code, 0) << to_stdout.err;
  EXPECT_EQ(to_stdout.out, filled);
}

TEST_F(SolverCli, FillNamesASlotLongerThanAnyWord) {
  write("words.txt", "ab\ncd\nefg\n");
  write("long.cwg", "3\n6\n?.....\n?.?...\n?.....\n0 0 3\n1 2 3\n2 0 3\n");
  const CliRun run =
      cwg({"fill", path("long.cwg"), "--dict", path("words.txt"), "--restarts", "1"});
  EXPECT_EQ(run.exit_code, 3) << run.out << run.err;
  EXPECT_NE(run.err.find("long.cwg"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("question 0 0 3"), std::string::npos) << run.err;
  EXPECT_TRUE(run.out.empty()) << run.out;
}

TEST_F(SolverCli, FillNamesASlotLongerThanAnyWordChallengeList) {
  REQUIRE_CHALLENGE_CLI();
  write("long.cwg", "1\n20\n?...................\n0 0 3\n");
  const CliRun run = cwg({"fill", path("long.cwg"), "--dict", kWordlist.string()});
  EXPECT_EQ(run.exit_code, 3) << run.out << run.err;
  EXPECT_NE(run.err.find("question 0 0 3"), std::string::npos) << run.err;
}

TEST_F(SolverCli, SolveHelpListsTheSolverOptions) {
  const CliRun run = cwg({"solve", "--help"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  for (const char* flag : {"--time", "--threads", "--seed", "--restarts", "--target", "--config"})
    EXPECT_NE(run.out.find(flag), std::string::npos) << flag << " missing from\n" << run.out;
  const CliRun fill = cwg({"fill", "--help"});
  EXPECT_EQ(fill.exit_code, 0) << fill.err;
  for (const char* flag : {"--time", "--threads", "--seed", "--restarts"})
    EXPECT_NE(fill.out.find(flag), std::string::npos) << flag << " missing from\n" << fill.out;
}

TEST_F(SolverCli, ConfigFileIsHonoured) {
  REQUIRE_CHALLENGE_CLI();
  write("in/a.cwg", "6\n8\n........\n........\n........\n........\n........\n........\n");
  const std::string dict = kWordlist.string();
  const CliRun flags = cwg({"solve", path("in"), "--dict", dict, "--out", path("by_flags"), "--zip",
                            path("flags.zip"), "--threads", "2", "--time", "120", "--seed", "77",
                            "--restarts", "3", "--json"});
  ASSERT_EQ(flags.exit_code, 0) << flags.out << flags.err << seed_note(77);
  write("solve.ini", "# the solver's options\nseed = 77\nrestarts = 3\n");
  const CliRun config = cwg({"solve", path("in"), "--dict", dict, "--out", path("by_config"),
                             "--zip", path("config.zip"), "--threads", "2", "--time", "120",
                             "--config", path("solve.ini"), "--json"});
  ASSERT_EQ(config.exit_code, 0) << config.out << config.err << seed_note(77);
  EXPECT_NE(config.out.find("\"seed\": 77"), std::string::npos) << config.out;
  EXPECT_EQ(read_all(dir_ / "by_config" / "a.cwg"), read_all(dir_ / "by_flags" / "a.cwg"));
  // A flag on the command line wins over the file.
  const CliRun both = cwg({"solve", path("in"), "--dict", dict, "--out", path("by_both"), "--zip",
                           path("both.zip"), "--threads", "2", "--time", "120", "--config",
                           path("solve.ini"), "--seed", "78", "--json"});
  ASSERT_EQ(both.exit_code, 0) << both.out << both.err << seed_note(78);
  EXPECT_NE(both.out.find("\"seed\": 78"), std::string::npos) << both.out;
}

TEST_F(SolverCli, OutOfRangeOptionsAreRefused) {
  write_two_grids("in");
  // With this list a flag that slipped through would end in exit 3 (no fill), not 2.
  write("words.txt", "ab\ncd\n");
  struct Bad {
    std::vector<std::string> flags;
    const char* name;
  };
  const std::vector<Bad> bad = {
      {{"--threads", "-1"}, "threads"},   {{"--threads=-1"}, "threads"},
      {{"--threads", "1000"}, "threads"}, {{"--target", "200"}, "target"},
      {{"--target=-0.5"}, "target"},      {{"--restarts=-3"}, "restarts"},
      {{"--seed", "x"}, "seed"},          {{"--question_share", "90"}, "question_share"}};
  for (const auto& b : bad) {
    std::string shown;
    for (const auto& f : b.flags) shown += f + " ";
    const CliRun run = cwg(concat({"solve", path("in"), "--out", path("out"), "--zip",
                                   path("res.zip"), "--dict", path("words.txt"), "--time", "5"},
                                  b.flags));
    EXPECT_EQ(run.exit_code, 2) << shown << "\n" << run.out << run.err;
    EXPECT_NE(run.err.find(b.name), std::string::npos) << shown << "\n" << run.err;
    EXPECT_FALSE(fs::exists(dir_ / "out" / "a.cwg")) << shown;
    EXPECT_FALSE(fs::exists(dir_ / "res.zip")) << shown;
  }
  const CliRun time =
      cwg({"solve", path("in"), "--out", path("out"), "--dict", path("words.txt"), "--time", "-1"});
  EXPECT_EQ(time.exit_code, 2) << time.out << time.err;
  EXPECT_NE(time.err.find("time"), std::string::npos) << time.err;
  write("bad.ini", "threads = -1\n");
  const CliRun ini = cwg({"solve", path("in"), "--out", path("out"), "--dict", path("words.txt"),
                          "--time", "5", "--config", path("bad.ini")});
  EXPECT_EQ(ini.exit_code, 2) << ini.out << ini.err;
  EXPECT_NE(ini.err.find("threads"), std::string::npos) << ini.err;
  const CliRun fill = cwg(
      {"fill", path("in/a.cwg"), "--dict", path("words.txt"), "--time", "5", "--target", "200"});
  EXPECT_EQ(fill.exit_code, 2) << fill.out << fill.err;
  EXPECT_NE(fill.err.find("target"), std::string::npos) << fill.err;
}

}  // namespace
