#pragma once
/// What the solver's test files share: the challenge word list loaded once, small grids
/// written as rows, and the note that names a failing case's seed.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "dict/dictionary.hpp"
#include "dict/wordlist.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/grid.hpp"
#include "grid/validate.hpp"
#include "scoring/ratings.hpp"
#include "solver/options.hpp"
#include "solver/solver.hpp"
#include "tests/need.hpp"
#include "tests/test_util.hpp"

namespace cwg::fill {
// Readable statuses in failure messages.
inline void PrintTo(FillStatus status, std::ostream* os) {
  constexpr const char* kNames[] = {"Solved", "Failed", "Unsatisfiable", "Stopped"};
  *os << kNames[static_cast<int>(status)];
}
}  // namespace cwg::fill

namespace cwg::test {

using namespace cwg::arrowword;
using namespace cwg::arrowword::solver;
using namespace cwg::fill;

inline const std::filesystem::path kChallenge = std::filesystem::path(CWG_SHARED_DIR) / "challenge";
inline const std::filesystem::path kWordlist = kChallenge / "useful" / "wordlist.txt";

// ---- The challenge word list, loaded once for the whole run.

struct Challenge {
  WordList list;
  Dictionary dict;
  std::unordered_set<std::string> words;
};

inline const Challenge* challenge() {
  static const std::unique_ptr<Challenge> loaded = []() -> std::unique_ptr<Challenge> {
    std::error_code ec;
    if (!std::filesystem::exists(kWordlist, ec)) return nullptr;
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
  CWG_NEED(var != nullptr) << "no challenge word list at " << kWordlist

// ---- ArrowwordGrid helpers.

/// A grid from its rows; every character is taken as it is (' ' and '-' are blocked).
inline ArrowwordGrid grid_of(const std::vector<std::string>& rows,
                             const std::vector<Question>& questions = {}) {
  ArrowwordGrid g(static_cast<int>(rows.size()), static_cast<int>(rows.at(0).size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      g.at(r, c) = rows[static_cast<std::size_t>(r)].at(static_cast<std::size_t>(c));
  g.questions = questions;
  return g;
}

/// The grid with every letter turned back into '.'.
inline ArrowwordGrid blank_letters(ArrowwordGrid g) {
  for (char& ch : g.fields)
    if (is_letter_char(ch)) ch = kEmptyField;
  return g;
}

inline std::string blank_letters(std::string text) {
  // Only the field lines hold letters; the size and question lines are digits.
  for (char& ch : text)
    if (ch >= 'A' && ch <= 'Z') ch = '.';
  return text;
}

inline std::string seed_note(std::uint64_t seed) {
  return "reproduce with seed " + std::to_string(seed);
}

/// Settings of the small solves: 4 attempts on 2 threads; the time is a safety net only.
/// A tenth of the layout search's floor of moves (200,000 an attempt, which small grids
/// reach instead of their moves per field): the tests check what a grid is, not how good
/// the best of a long search gets, and ran 5-10 s each under the sanitizers.
constexpr int kTestLayoutMinMoves = 20000;

inline SolverOptions small_options(std::uint64_t seed) {
  SolverOptions opts;
  opts.threads = 2;
  opts.restarts = 4;
  opts.seed = seed;
  opts.time = 120;
  opts.layout_min_moves = kTestLayoutMinMoves;
  return opts;
}

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

inline std::vector<OracleSlot> oracle_slots(const ArrowwordGrid& g) {
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

}  // namespace cwg::test
