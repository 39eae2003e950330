// The fill engine on small random problems against a brute-force oracle: a fill is found
// exactly when one exists, every fill is valid, and "no fill exists" only when none does.
// Problems are generic (slots as arbitrary cell sequences, cells in one, two or three
// slots), so the engine is tested apart from any grid family.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "dict/dictionary.hpp"
#include "dict/wordlist.hpp"
#include "fill/fill.hpp"

namespace cwg {

using namespace cwg::fill;
namespace {

struct Case {
  FillProblem problem;
  std::vector<std::string> words;
};

/// Brute force: slot by slot, every word that fits the letters so far, none twice.
struct Oracle {
  const FillProblem& p;
  const std::vector<std::string>& words;
  std::vector<char> letter;
  std::set<std::string> used;
  bool found = false;

  bool run(std::size_t s) {
    if (s == p.slots.size()) return found = true;
    const auto& slot = p.slots[s];
    for (const auto& w : words) {
      if (static_cast<int>(w.size()) != slot.length || used.count(w)) continue;
      std::vector<std::pair<int, char>> set;
      bool fits = true;
      for (int k = 0; k < slot.length && fits; ++k) {
        const auto cell = static_cast<std::size_t>(slot.cells[static_cast<std::size_t>(k)]);
        const char ch = w[static_cast<std::size_t>(k)];
        if (!(p.cell_mask[cell] & (1u << (ch - 'A'))))
          fits = false;
        else if (letter[cell] == 0)
          set.emplace_back(static_cast<int>(cell), ch), letter[cell] = ch;
        else if (letter[cell] != ch)
          fits = false;
      }
      if (fits) {
        used.insert(w);
        if (run(s + 1)) return true;
        used.erase(w);
      }
      for (const auto& [cell, ch] : set) letter[static_cast<std::size_t>(cell)] = 0;
    }
    return false;
  }
};

/// Random problem: `cells` cells, slots of length 2..4 over random distinct cells, biased
/// to reuse cells so that slots cross; a few given letters; words over a small alphabet.
Case random_case(std::mt19937_64& gen) {
  Case c;
  auto below = [&](int n) { return static_cast<int>(gen() % static_cast<std::uint64_t>(n)); };
  const int cells = 4 + below(6);
  const int slots = 1 + below(5);
  const int alphabet = 2 + below(3);
  c.problem.cells = cells;
  c.problem.cell_mask.assign(static_cast<std::size_t>(cells), kAllLetters);
  for (int s = 0; s < slots; ++s) {
    FillSlot slot;
    slot.length = 2 + below(3);
    std::vector<int> pool(static_cast<std::size_t>(cells));
    for (int i = 0; i < cells; ++i) pool[static_cast<std::size_t>(i)] = i;
    std::shuffle(pool.begin(), pool.end(), gen);
    slot.cells.assign(pool.begin(), pool.begin() + std::min(slot.length, cells));
    slot.length = static_cast<int>(slot.cells.size());
    c.problem.slots.push_back(slot);
  }
  if (below(4) == 0) {
    const int cell = below(cells);
    c.problem.cell_mask[static_cast<std::size_t>(cell)] = 1u << below(alphabet);
  }
  const int count = 3 + below(18);
  std::string text;
  for (int i = 0; i < count; ++i) {
    const int len = 2 + below(3);
    std::string w;
    for (int k = 0; k < len; ++k) w += static_cast<char>('A' + below(alphabet));
    text += w + "\n";
  }
  c.words = parse_wordlist(text, "oracle").words;
  link_crossings(c.problem);
  return c;
}

/// Each word (one per slot, "" for a slot left open) is a word of the list that fits its
/// cells' masks, crossings agree, and no word fills two slots.
void expect_valid_words(const Case& c, const std::vector<std::string>& words) {
  std::set<std::string> seen;
  std::vector<char> letter(static_cast<std::size_t>(c.problem.cells), 0);
  for (std::size_t s = 0; s < c.problem.slots.size(); ++s) {
    const std::string& w = words[s];
    if (w.empty()) continue;
    EXPECT_TRUE(std::find(c.words.begin(), c.words.end(), w) != c.words.end()) << w;
    EXPECT_TRUE(seen.insert(w).second) << w << " twice";
    for (std::size_t k = 0; k < w.size(); ++k) {
      const auto cell = static_cast<std::size_t>(c.problem.slots[s].cells[k]);
      EXPECT_TRUE(c.problem.cell_mask[cell] & (1u << (w[k] - 'A')));
      if (letter[cell]) {
        EXPECT_EQ(letter[cell], w[k]) << "crossing letters disagree";
      }
      letter[cell] = w[k];
    }
  }
}

/// Every slot has a word (expect_valid_words).
void expect_valid_fill(const Case& c, const Dictionary& dict, const FillAnswer& a) {
  std::vector<std::string> words;
  for (std::size_t s = 0; s < c.problem.slots.size(); ++s)
    words.push_back(answer_word(c.problem, dict, a, static_cast<int>(s)));
  expect_valid_words(c, words);
}

bool oracle_finds(const Case& c) {
  Oracle oracle{
      c.problem, c.words, std::vector<char>(static_cast<std::size_t>(c.problem.cells), 0), {}};
  return oracle.run(0);
}

Dictionary dictionary_of(const Case& c) {
  WordList list;
  list.words = c.words;
  return Dictionary(list);
}

TEST(FillEngine, MatchesBruteForce) {
  int satisfiable = 0, unsatisfiable = 0;
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
    std::mt19937_64 gen(seed);
    const Case c = random_case(gen);
    const Dictionary dict = dictionary_of(c);
    FillOptions opts;
    opts.seed = seed;
    opts.threads = seed % 3 == 0 ? 2 : 1;
    opts.fill_budget = 100 + static_cast<int>(seed % 7) * 50;  // small: many attempts
    const FillAnswer a = fill_grid(c.problem, dict, opts, StopToken(600));
    SCOPED_TRACE("seed " + std::to_string(seed));
    if (oracle_finds(c)) {
      ++satisfiable;
      ASSERT_EQ(a.status, FillStatus::Solved);
      expect_valid_fill(c, dict, a);
    } else {
      ++unsatisfiable;
      ASSERT_EQ(a.status, FillStatus::Unsatisfiable) << "no fill exists, but no proof either";
      EXPECT_NE(a.reason, NoFillReason::None);
    }
  }
  // Both answers must be exercised.
  EXPECT_GT(satisfiable, 300);
  EXPECT_GT(unsatisfiable, 300);
}

// Banned words (FillProblem::banned) fill no slot: the engine agrees with the brute force
// over the list without them, a proof included.
TEST(FillEngine, BannedWordsAreAsIfNotInTheList) {
  int proofs = 0;
  for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
    std::mt19937_64 gen(seed);
    Case c = random_case(gen);
    const Dictionary dict = dictionary_of(c);
    Case without = c;
    const std::string gone = c.words[gen() % c.words.size()];
    without.words.erase(std::remove(without.words.begin(), without.words.end(), gone),
                        without.words.end());
    std::vector<Letter> letters;
    for (char ch : gone) letters.push_back(letter_code(ch));
    c.problem.banned.emplace_back(static_cast<int>(gone.size()), dict.find(letters));
    FillOptions opts;
    opts.seed = seed;
    SCOPED_TRACE("seed " + std::to_string(seed) + ", " + gone + " banned");
    const FillAnswer a = fill_grid(c.problem, dict, opts, StopToken(600));
    if (oracle_finds(without)) {
      ASSERT_EQ(a.status, FillStatus::Solved);
      expect_valid_fill(without, dict, a);
    } else {
      ASSERT_EQ(a.status, FillStatus::Unsatisfiable);
      ++proofs;
    }
  }
  EXPECT_GT(proofs, 300);
}

/// A bigger problem with a fill planted in it: random letters in 30-59 cells, slots over
/// random cells (so they cross), their words from the planted letters, plus distractors.
/// Empty when two slots would need the same word.
std::optional<Case> planted_case(std::mt19937_64& gen) {
  Case c;
  auto below = [&](int n) { return static_cast<int>(gen() % static_cast<std::uint64_t>(n)); };
  const int cells = 30 + below(30);
  const int alphabet = 3 + below(2);
  std::string letters;
  for (int i = 0; i < cells; ++i) letters += static_cast<char>('A' + below(alphabet));
  c.problem.cells = cells;
  c.problem.cell_mask.assign(static_cast<std::size_t>(cells), kAllLetters);
  std::set<std::string> planted;
  const int slots = 12 + below(14);
  for (int s = 0; s < slots; ++s) {
    FillSlot slot;
    std::string word;
    slot.length = 2 + below(4);
    for (int k = 0; k < slot.length; ++k) {
      int cell = below(cells);
      while (std::find(slot.cells.begin(), slot.cells.end(), cell) != slot.cells.end())
        cell = below(cells);
      slot.cells.push_back(cell);
      word += letters[static_cast<std::size_t>(cell)];
    }
    if (!planted.insert(word).second) return std::nullopt;
    c.problem.slots.push_back(slot);
  }
  c.words.assign(planted.begin(), planted.end());
  for (int i = 0, n = 20 + below(60); i < n; ++i) {
    std::string w;
    for (int k = 0, len = 2 + below(4); k < len; ++k) w += static_cast<char>('A' + below(alphabet));
    if (planted.insert(w).second) c.words.push_back(w);
  }
  link_crossings(c.problem);
  return c;
}

/// The planted cases of seeds 1..400, each with its seed.
std::vector<std::pair<std::uint64_t, Case>> planted_cases() {
  std::vector<std::pair<std::uint64_t, Case>> out;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    std::mt19937_64 gen(seed);
    if (std::optional<Case> c = planted_case(gen)) out.emplace_back(seed, std::move(*c));
  }
  return out;
}

// Partial restarts (a restart starts from the deepest partial fill of the one before): with
// a restart after every failure and few words per decision, most restarts start from kept
// words, and the fills are still found and valid. A search exhausted below kept words
// proves nothing, so a problem with a fill never gets "no fill exists".
TEST(FillEngine, PartialRestartsFindValidFillsAndClaimNoProof) {
  int solved = 0, kept_starts = 0;
  for (const auto& [seed, c] : planted_cases()) {
    const Dictionary dict = dictionary_of(c);
    FillOptions opts;
    opts.seed = seed;
    opts.partial_restarts = 1;
    opts.partial_radius = 1 + static_cast<int>(seed % 2);
    opts.restart_base = 2;
    opts.restart_growth = 1.05;
    opts.candidates = 2 + static_cast<int>(seed % 3);
    SCOPED_TRACE("seed " + std::to_string(seed));
    const FillAnswer a = fill_grid(c.problem, dict, opts, StopToken(600));
    if (a.stats.restarts > a.stats.attempts) ++kept_starts;
    ASSERT_EQ(a.status, FillStatus::Solved);
    expect_valid_fill(c, dict, a);
    ++solved;
  }
  EXPECT_GT(solved, 100);
  EXPECT_GT(kept_starts, 20);  // restarts from kept words were exercised
}

// A weighted run that fails with partial restarts gives its deepest partial fill (where the
// solver resumes after a layout repair): a word or -1 per slot, the words fitting their
// cells and each other, none twice.
TEST(FillEngine, AFailedPartialRunGivesItsDeepestPartialFill) {
  int failed = 0, with_words = 0;
  for (const auto& [seed, c] : planted_cases()) {
    const Dictionary dict = dictionary_of(c);
    FillOptions opts;
    opts.partial_restarts = 1;
    opts.restart_base = 1;
    opts.candidates = 1;
    std::vector<double> weights(c.problem.slots.size(), 1.0);
    Rng rng(seed, 0);
    const WeightedRun run = fill_weighted(c.problem, dict, opts, StopToken(600), rng, 1, weights);
    if (run.status != FillStatus::Failed) continue;
    SCOPED_TRACE("seed " + std::to_string(seed));
    ++failed;
    ASSERT_EQ(run.deepest.size(), c.problem.slots.size());
    std::vector<std::string> words;
    for (std::size_t s = 0; s < run.deepest.size(); ++s)
      words.push_back(run.deepest[s] < 0 ? ""
                                         : dict.text(c.problem.slots[s].length, run.deepest[s]));
    expect_valid_words(c, words);
    if (std::any_of(words.begin(), words.end(), [](const std::string& w) { return !w.empty(); }))
      ++with_words;
  }
  EXPECT_GT(failed, 10) << "too few failed runs: the test proves little";
  EXPECT_GT(with_words, 5);
}

TEST(FillEngine, ReasonsNameTheSlot) {
  const Dictionary dict(parse_wordlist("AB\nCD\n", "w"));
  FillProblem p;
  p.cells = 6;
  p.cell_mask.assign(6, kAllLetters);
  p.slots = {{2, {0, 1}}, {3, {2, 3, 4}}};
  link_crossings(p);
  FillAnswer a = fill_grid(p, dict, FillOptions{}, StopToken(60));
  EXPECT_EQ(a.status, FillStatus::Unsatisfiable);
  EXPECT_EQ(a.reason, NoFillReason::NoWordOfLength);
  EXPECT_EQ(a.slot, 1);

  p.slots = {{2, {0, 1}}, {2, {2, 3}}, {2, {0, 1}}};
  link_crossings(p);
  a = fill_grid(p, dict, FillOptions{}, StopToken(60));
  EXPECT_EQ(a.reason, NoFillReason::SameCells);
  EXPECT_EQ(a.slot, 0);
  EXPECT_EQ(a.other, 2);

  p.slots = {{2, {0, 1}}, {2, {2, 3}}};
  p.cell_mask[3] = 1u << ('Z' - 'A');
  link_crossings(p);
  a = fill_grid(p, dict, FillOptions{}, StopToken(60));
  EXPECT_EQ(a.reason, NoFillReason::NoCandidate);
  EXPECT_EQ(a.slot, 1);

  // Three slots, two words: only an exhausted search can tell.
  p.cell_mask[3] = kAllLetters;
  p.slots = {{2, {0, 1}}, {2, {2, 3}}, {2, {4, 5}}};
  link_crossings(p);
  a = fill_grid(p, dict, FillOptions{}, StopToken(60));
  EXPECT_EQ(a.status, FillStatus::Unsatisfiable);
  EXPECT_EQ(a.reason, NoFillReason::Exhausted);
}

TEST(FillEngine, StopsWhenTold) {
  // A token that is already stopped: the engine answers Stopped, not a fill or a proof.
  std::string text;
  for (char a = 'A'; a <= 'Z'; ++a)
    for (char b = 'A'; b <= 'Z'; ++b) text += std::string{a, b, 'Q'} + "\n";
  const Dictionary dict(parse_wordlist(text, "w"));
  FillProblem p;
  p.cells = 9;
  p.cell_mask.assign(9, kAllLetters);
  p.slots = {{3, {0, 1, 2}}, {3, {3, 4, 5}}, {3, {6, 7, 8}}, {3, {0, 3, 6}}};
  link_crossings(p);
  std::atomic<bool> interrupt{true};
  const FillAnswer a = fill_grid(p, dict, FillOptions{}, StopToken(60, &interrupt));
  EXPECT_EQ(a.status, FillStatus::Stopped);
}

TEST(FillEngine, AttemptsRunOutAsFailedNotStopped) {
  // Nine slots, eight words: no fill, and no proof within two small budgets.
  const Dictionary dict(parse_wordlist("AB\nCD\nEF\nGH\nIJ\nKL\nMN\nOP\n", "w"));
  FillProblem p;
  p.cells = 18;
  p.cell_mask.assign(18, kAllLetters);
  for (int s = 0; s < 9; ++s) p.slots.push_back({2, {2 * s, 2 * s + 1}});
  link_crossings(p);
  FillOptions opts;
  opts.fill_budget = 100;
  opts.max_attempts = 2;
  for (int threads : {1, 2}) {
    opts.threads = threads;
    const FillAnswer a = fill_grid(p, dict, opts, StopToken(600));
    EXPECT_EQ(a.status, FillStatus::Failed) << threads << " threads";
    EXPECT_EQ(a.stats.attempts, 2) << threads << " threads";
    EXPECT_FALSE(a.cut);
  }
  // The stop, not the count, ended it: the answer says the time chose.
  std::atomic<bool> interrupt{true};
  const FillAnswer stopped = fill_grid(p, dict, opts, StopToken(600, &interrupt));
  EXPECT_EQ(stopped.status, FillStatus::Stopped);
  EXPECT_TRUE(stopped.cut);
}

std::string solve_text(const FillProblem& p, const Dictionary& dict, int threads,
                       std::uint64_t seed) {
  FillOptions opts;
  opts.threads = threads;
  opts.seed = seed;
  opts.fill_budget = 100;  // several attempts before the one that succeeds
  const FillAnswer a = fill_grid(p, dict, opts, StopToken(600));
  std::string out = std::to_string(static_cast<int>(a.status)) + ":";
  if (a.status == FillStatus::Solved)
    for (std::size_t s = 0; s < p.slots.size(); ++s)
      out += answer_word(p, dict, a, static_cast<int>(s)) + " ";
  return out;
}

TEST(FillEngine, SameAnswerWhateverTheThreads) {
  // A 5x5 open square over random 5-letter words: hard enough to take several attempts.
  std::mt19937_64 gen(7);
  std::string text;
  for (int i = 0; i < 3000; ++i) {
    std::string w;
    for (int k = 0; k < 5; ++k) w += static_cast<char>('A' + gen() % 6);
    text += w + "\n";
  }
  const Dictionary dict(parse_wordlist(text, "w"));
  FillProblem p;
  p.cells = 25;
  p.cell_mask.assign(25, kAllLetters);
  for (int r = 0; r < 5; ++r)
    p.slots.push_back({5, {r * 5, r * 5 + 1, r * 5 + 2, r * 5 + 3, r * 5 + 4}});
  for (int c = 0; c < 5; ++c) p.slots.push_back({5, {c, 5 + c, 10 + c, 15 + c, 20 + c}});
  link_crossings(p);
  for (std::uint64_t seed : {1, 2, 3}) {
    const std::string one = solve_text(p, dict, 1, seed);
    EXPECT_EQ(one.substr(0, 2), "0:") << "seed " << seed << " found no fill";
    EXPECT_EQ(solve_text(p, dict, 2, seed), one) << "seed " << seed;
    EXPECT_EQ(solve_text(p, dict, 3, seed), one) << "seed " << seed;
  }
}

TEST(FillEngine, NotFoundTextSaysHowLongAndHowMuch) {
  FillStats stats;
  stats.attempts = 3;
  stats.restarts = 2;
  EXPECT_EQ(not_found_text(12.34, stats, false),
            "no fill found in 12.3 s (3 attempts, 2 restarts)");
  stats.nodes = 150;
  stats.fails = 40;
  EXPECT_EQ(stats_text(stats), "3 attempts, 2 restarts, 150 nodes, 40 fails");
  EXPECT_EQ(not_found_text(0.06, {}, true),
            "no fill found in 0.1 s (0 attempts, 0 restarts), interrupted");
}

}  // namespace
}  // namespace cwg
