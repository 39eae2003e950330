// The solver's fill search against a brute-force oracle on tiny layouts and word lists: the
// oracle enumerates every assignment, with its own reading of SPEC.md's arrows. A failing
// case names its seed.
#include "tests/solver/solver_test_util.hpp"

namespace {

namespace fs = std::filesystem;
using namespace cwg;
using namespace cwg::arrowword;
using namespace cwg::arrowword::solver;
using namespace cwg::test;

// ---- 2. The fill search against brute force.

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
void oracle_case(ArrowwordGrid layout, const std::string& word_text, std::uint64_t seed,
                 int threads, bool enumerate_all, bool expect_complete, OracleTally& tally) {
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
  const std::string what = cwgfile::format(layout) + "words:\n" + word_text;

  switch (res.status) {
    case FillStatus::Solved: {
      ++tally.solved;
      ASSERT_TRUE(exists) << "Solved, but brute force finds no fill\n" << what;
      const auto found = words_in(res.grid, slots);
      if (enumerate_all) {
        EXPECT_TRUE(bf.fills.count(found)) << "the fill is not one brute force lists\n"
                                           << cwgfile::format(res.grid) << what;
      }
      std::set<std::string> distinct;
      const std::unordered_set<std::string> known(list.words.begin(), list.words.end());
      for (const auto& w : found) {
        EXPECT_TRUE(known.count(w)) << w << " is not in the list\n"
                                    << cwgfile::format(res.grid) << what;
        EXPECT_TRUE(distinct.insert(w).second) << w << " twice\n"
                                               << cwgfile::format(res.grid) << what;
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

}  // namespace
