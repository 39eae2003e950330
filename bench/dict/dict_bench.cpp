// The trie against the bitset index on the questions a fill asks of its word index, asked
// with the patterns that occur while filling real layouts: the fill engine runs on each
// layout (its own search, default options, seed 1) and at each decision the pattern of the
// slot chosen and of every slot crossing it are recorded (a cell down to one letter gives
// it). Then every recorded pattern is asked of both structures, the answers compared:
//   match    the words matching the pattern (their numbers, in order)
//   count    how many words match
//   letters  the letters each position still allows (26-bit masks)
// Usage: dict_bench --dict LIST [--decisions N] [--reps R] [--seconds S] LAYOUT...
//   LAYOUT  an arrowword .cwg layout or a black-square .txt grid
// Prints one row per structure and question: nanoseconds per query, over all patterns and
// split by whether the pattern's first letter is given.
#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "american/fill_file.hpp"
#include "core/letters.hpp"
#include "dict/dictionary.hpp"
#include "dict/trie.hpp"
#include "dict/wordlist.hpp"
#include "fill/search.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/grid.hpp"

namespace {

using namespace cwg;
using Clock = std::chrono::steady_clock;

fill::FillProblem arrowword_problem(const arrowword::ArrowwordGrid& g) {
  fill::FillProblem p;
  p.cells = g.rows * g.cols;
  p.cell_mask.assign(static_cast<std::size_t>(p.cells), kAllLetters);
  for (const auto& s : arrowword::word_slots(g)) {
    fill::FillSlot fs;
    fs.length = s.length;
    for (int k = 0; k < s.length; ++k)
      fs.cells.push_back(s.dir == arrowword::Dir::Right ? g.index(s.row, s.col + k)
                                                        : g.index(s.row + k, s.col));
    p.slots.push_back(std::move(fs));
  }
  fill::link_crossings(p);
  return p;
}

/// The patterns a fill of `problem` asks about, at most `decisions` decisions' worth.
void record(const fill::FillProblem& problem, const Dictionary& dict, int decisions, double seconds,
            std::vector<std::vector<int>>& out) {
  fill::FillOptions opts;
  const StopToken stop(seconds);
  fill::Search search(problem, dict, opts, stop);
  int seen = 0;
  search.on_decision([&](int slot) {
    if (seen++ >= decisions) return;
    out.push_back(search.pattern(slot));
    for (int cell : problem.slots[static_cast<std::size_t>(slot)].cells)
      for (const fill::SlotAt& at : problem.cell_slots[static_cast<std::size_t>(cell)]) {
        if (at.slot == slot) continue;
        auto p = search.pattern(at.slot);
        if (std::count(p.begin(), p.end(), -1) > 0) out.push_back(std::move(p));
      }
  });
  Rng rng(1, 0);
  std::vector<double> weights(problem.slots.size(), 1.0);
  search.run(rng, 1000000, weights);
}

/// The bitset index's answer to "which letters may each position take": the matching words'
/// letters, read word by word when they are few, else one intersection test per letter.
int bitset_letters(const Dictionary& dict, const std::vector<int>& pattern, Bitset& bits,
                   std::vector<LetterMask>& masks) {
  const int n = static_cast<int>(pattern.size());
  dict.match(pattern, bits);
  const int count = bits.count();
  std::fill(masks.begin(), masks.end(), 0);
  if (count == 0) return 0;
  const auto open = std::count(pattern.begin(), pattern.end(), -1);
  const std::size_t words = bits.words().size();
  if (static_cast<std::size_t>(count) * static_cast<std::size_t>(n) <=
      static_cast<std::size_t>(open) * kAlphabet * words) {
    bits.for_each([&](int i) {
      const auto w = dict.word(n, i);
      for (int k = 0; k < n; ++k)
        masks[static_cast<std::size_t>(k)] |= 1u << w[static_cast<std::size_t>(k)];
    });
    return count;
  }
  const auto& have = bits.words();
  for (int k = 0; k < n; ++k) {
    if (pattern[static_cast<std::size_t>(k)] >= 0) {
      masks[static_cast<std::size_t>(k)] = 1u << pattern[static_cast<std::size_t>(k)];
      continue;
    }
    for (int l = 0; l < kAlphabet; ++l) {
      const auto& with = dict.with(n, k, static_cast<Letter>(l)).words();
      for (std::size_t w = 0; w < words; ++w)
        if (have[w] & with[w]) {
          masks[static_cast<std::size_t>(k)] |= 1u << l;
          break;
        }
    }
  }
  return count;
}

struct Timing {
  double ns[2][3] = {};  // [first letter given][question]
  long queries[2] = {};
};

template <class F>
double time_ns(F&& f) {
  const auto t0 = Clock::now();
  f();
  return std::chrono::duration<double, std::nano>(Clock::now() - t0).count();
}

}  // namespace

int main(int argc, char** argv) {
  std::string dict_path;
  int decisions = 2000, reps = 3;
  double seconds = 20;
  std::vector<std::string> layouts;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "dict_bench: " << a << " needs a value\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--dict")
      dict_path = value();
    else if (a == "--decisions")
      decisions = std::atoi(value().c_str());
    else if (a == "--reps")
      reps = std::atoi(value().c_str());
    else if (a == "--seconds")
      seconds = std::atof(value().c_str());
    else
      layouts.push_back(a);
  }
  if (dict_path.empty() || layouts.empty() || decisions < 1 || reps < 1) {
    std::cerr
        << "usage: dict_bench --dict LIST [--decisions N] [--reps R] [--seconds S] LAYOUT...\n";
    return 2;
  }
  const WordList list = load_wordlist(dict_path);
  Dictionary dict;
  const double dict_ms = time_ns([&] { dict = Dictionary(list); }) / 1e6;
  Trie trie;
  const double trie_ms = time_ns([&] { trie = Trie(dict); }) / 1e6;
  std::printf(
      "list %s: %zu words; bitset index %.0f ms, %.1f MB; trie %.0f ms, %zu nodes, %.1f MB\n",
      dict_path.c_str(), dict.size(), dict_ms, static_cast<double>(dict.memory_bytes()) / 1e6,
      trie_ms, trie.nodes(), static_cast<double>(trie.memory_bytes()) / 1e6);

  std::vector<std::vector<int>> patterns;
  for (const std::string& path : layouts) {
    const std::size_t before = patterns.size();
    const bool txt = path.size() > 4 && path.compare(path.size() - 4, 4, ".txt") == 0;
    if (txt) {
      const auto file = american::load_layout_file(path);
      record(file.grid.problem, dict, decisions, seconds, patterns);
    } else {
      record(arrowword_problem(cwgfile::load(path)), dict, decisions, seconds, patterns);
    }
    std::printf("  %s: %zu patterns\n", path.c_str(), patterns.size() - before);
  }

  // The answers must agree before anything is timed.
  Bitset bits;
  std::vector<LetterMask> masks_a(64), masks_b(64);
  for (const auto& p : patterns) {
    std::vector<int> a, b;
    dict.match(p, bits);
    bits.for_each([&](int i) { a.push_back(i); });
    trie.for_each_match(p, [&](int i) { b.push_back(i); });
    masks_a.assign(p.size(), 0);
    masks_b.assign(p.size(), 0);
    const int ca = bitset_letters(dict, p, bits, masks_a);
    const int cb = trie.letters(p, masks_b);
    if (a != b || ca != cb || masks_a != masks_b || trie.count(p) != ca) {
      std::cerr << "dict_bench: the trie and the bitset index disagree\n";
      return 1;
    }
  }

  Timing t[2];  // [0] bitset index, [1] trie
  long sink = 0;
  std::vector<int> ids;
  for (int r = 0; r < reps; ++r)
    for (const auto& p : patterns) {
      const int g = p[0] >= 0 ? 1 : 0;
      masks_a.assign(p.size(), 0);
      t[0].ns[g][0] += time_ns([&] {
        ids.clear();
        dict.match(p, bits);
        bits.for_each([&](int i) { ids.push_back(i); });
      });
      sink += static_cast<long>(ids.size());
      t[1].ns[g][0] += time_ns([&] {
        ids.clear();
        trie.for_each_match(p, [&](int i) { ids.push_back(i); });
      });
      sink += static_cast<long>(ids.size());
      t[0].ns[g][1] += time_ns([&] {
        dict.match(p, bits);
        sink += bits.count();
      });
      t[1].ns[g][1] += time_ns([&] { sink += trie.count(p); });
      t[0].ns[g][2] += time_ns([&] { sink += bitset_letters(dict, p, bits, masks_a); });
      t[1].ns[g][2] += time_ns([&] { sink += trie.letters(p, masks_a); });
      ++t[0].queries[g];
      ++t[1].queries[g];
    }
  const char* names[2] = {"bitset index", "trie"};
  const char* questions[3] = {"match", "count", "letters"};
  std::printf("%zu patterns (%ld with the first letter given), %d reps; ns per query:\n",
              patterns.size(), t[0].queries[1] / reps, reps);
  std::printf("%-13s %-8s %12s %14s %14s\n", "structure", "question", "all", "first given",
              "first open");
  for (int q = 0; q < 3; ++q)
    for (int s = 0; s < 2; ++s) {
      const double all = (t[s].ns[0][q] + t[s].ns[1][q]) /
                         static_cast<double>(std::max(1L, t[s].queries[0] + t[s].queries[1]));
      const double given = t[s].ns[1][q] / static_cast<double>(std::max(1L, t[s].queries[1]));
      const double open = t[s].ns[0][q] / static_cast<double>(std::max(1L, t[s].queries[0]));
      std::printf("%-13s %-8s %12.0f %14.0f %14.0f\n", names[s], questions[q], all, given, open);
    }
  std::fprintf(stderr, "(checksum %ld)\n", sink);
  return 0;
}
