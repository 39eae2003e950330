#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <stdexcept>

#include "edit/engine.hpp"

namespace cwg::edit {

std::vector<int> pattern_codes(const Draft& d, const Entry& e) {
  std::vector<int> p;
  p.reserve(e.cells.size());
  for (const int i : e.cells) {
    const char l = d.cells[static_cast<std::size_t>(i)].letter;
    p.push_back(l ? letter_code(l) : -1);
  }
  return p;
}

namespace {

/// Words of `base` (length n) with letter l at pos, counted without making the AND.
int and_count(const Bitset& base, const Bitset& with) {
  const auto& a = base.words();
  const auto& b = with.words();
  int n = 0;
  for (std::size_t i = 0; i < a.size(); ++i) n += popcount64(a[i] & b[i]);
  return n;
}

/// For each position of the entry at an empty cell crossed by another entry: per letter,
/// the words that crossing keeps if the letter stands there (-1 rows where none).
std::vector<std::array<int, kAlphabet>> crossing_counts(const Draft& d,
                                                        const std::vector<Entry>& es,
                                                        const Entry& e, const Dictionary& dict) {
  std::vector<std::array<int, kAlphabet>> out(e.cells.size());
  for (auto& row : out) row.fill(-1);
  for (const Entry& other : es) {
    if (other.key == e.key) continue;
    for (std::size_t j = 0; j < other.cells.size(); ++j) {
      const auto it = std::find(e.cells.begin(), e.cells.end(), other.cells[j]);
      if (it == e.cells.end() || d.cells[static_cast<std::size_t>(*it)].letter) continue;
      const auto k = static_cast<std::size_t>(it - e.cells.begin());
      const int n = other.length;
      const Bitset base = dict.match(pattern_codes(d, other));
      for (int l = 0; l < kAlphabet; ++l) {
        const int c =
            n <= dict.max_length()
                ? and_count(base, dict.with(n, static_cast<int>(j), static_cast<Letter>(l)))
                : 0;
        // A cell in two crossings (an arrowword field in three words) keeps the tighter.
        out[k][static_cast<std::size_t>(l)] =
            out[k][static_cast<std::size_t>(l)] < 0
                ? c
                : std::min(out[k][static_cast<std::size_t>(l)], c);
      }
    }
  }
  return out;
}

std::set<std::string> words_in_grid(const Draft& d, const std::vector<Entry>& es,
                                    const Entry& except) {
  std::set<std::string> out;
  for (const Entry& e : es) {
    if (e.key == except.key) continue;
    const std::string p = pattern(d, e);
    if (p.find('.') == std::string::npos) out.insert(p);
  }
  return out;
}

}  // namespace

CandidateList candidates(const Draft& d, const std::vector<Entry>& es, const Entry& e,
                         const Dictionary& dict, const std::string& filter, int limit) {
  CandidateList out;
  out.pattern = pattern(d, e);
  std::vector<int> codes = pattern_codes(d, e);
  std::string substring;
  if (!filter.empty()) {
    std::string f;
    for (const char ch : filter) {
      if (std::isalpha(static_cast<unsigned char>(ch)))
        f += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      else if (ch == '.' || ch == '?')
        f += '.';
      else
        throw std::invalid_argument("the filter takes letters, '.' and '?', not '" +
                                    std::string(1, ch) + "'");
    }
    if (static_cast<int>(f.size()) == e.length) {
      for (std::size_t k = 0; k < f.size(); ++k)
        if (f[k] != '.') {
          const int l = letter_code(f[k]);
          if (codes[k] >= 0 && codes[k] != l) return out;  // the pattern contradicts the grid
          codes[k] = l;
        }
    } else if (f.find('.') != std::string::npos) {
      throw std::invalid_argument("a pattern filter must have the entry's " +
                                  std::to_string(e.length) + " letters");
    } else {
      substring = f;
    }
  }
  if (e.length < 1 || e.length > dict.max_length()) return out;
  const Bitset domain = dict.match(codes);
  struct Hit {
    int index;
    int score;
  };
  std::vector<Hit> hits;
  domain.for_each([&](int i) {
    if (!substring.empty()) {
      const std::string text = dict.text(e.length, i);
      if (text.find(substring) == std::string::npos) return;
    }
    hits.push_back({i, dict.score(e.length, i)});
  });
  out.total = static_cast<int>(hits.size());
  const auto shown = static_cast<std::size_t>(std::clamp(limit, 0, out.total));
  // Best score first, then the index's order (A-Z).
  std::partial_sort(hits.begin(), hits.begin() + static_cast<std::ptrdiff_t>(shown), hits.end(),
                    [](const Hit& a, const Hit& b) {
                      return a.score != b.score ? a.score > b.score : a.index < b.index;
                    });
  const auto cross = crossing_counts(d, es, e, dict);
  const std::set<std::string> used = words_in_grid(d, es, e);
  for (std::size_t h = 0; h < shown; ++h) {
    const auto word = dict.word(e.length, hits[h].index);
    Candidate c;
    c.word = dict.text(e.length, hits[h].index);
    c.score = hits[h].score;
    for (std::size_t k = 0; k < word.size(); ++k) {
      const int left = cross[k][word[k]];
      if (left >= 0) c.count = c.count < 0 ? left : std::min(c.count, left);
    }
    c.dead = c.count == 0;
    c.used = used.count(c.word) > 0;
    out.items.push_back(std::move(c));
  }
  return out;
}

Health health(const Draft& d, const std::vector<Entry>& es, const Dictionary& dict) {
  Health h;
  for (const Entry& e : es) {
    const std::vector<int> codes = pattern_codes(d, e);
    const int open = static_cast<int>(std::count(codes.begin(), codes.end(), -1));
    const int count = e.length <= dict.max_length() ? dict.match(codes).count() : 0;
    if (open == 0) {
      if (count == 0) h.unknown.push_back(e.key);
      continue;
    }
    h.slots.push_back({e.key, count, open});
    if (count == 0) h.dead.push_back(e.key);
  }
  std::vector<SlotHealth> live;
  for (const SlotHealth& s : h.slots)
    if (s.count > 0) live.push_back(s);
  std::stable_sort(live.begin(), live.end(),
                   [](const SlotHealth& a, const SlotHealth& b) { return a.count < b.count; });
  for (std::size_t i = 0; i < live.size() && i < 5; ++i) h.most_constrained.push_back(live[i].key);
  return h;
}

}  // namespace cwg::edit
