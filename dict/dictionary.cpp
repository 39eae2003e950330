#include "dict/dictionary.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstring>
#include <stdexcept>
#include <utility>

namespace cwg {

// ---------------------------------------------------------------------------------------
// Dictionary

namespace {

/// Most-significant-digit radix sort of 'A'..'Z' words (a word sorts before its
/// extensions): about three times faster than std::sort on 350k words.
void radix_sort(std::string_view* a, std::string_view* tmp, std::size_t n, std::size_t depth) {
  if (n < 32) {
    for (std::size_t i = 1; i < n; ++i) {
      const std::string_view x = a[i];
      std::size_t j = i;
      for (; j > 0 && x.substr(depth) < a[j - 1].substr(depth); --j) a[j] = a[j - 1];
      a[j] = x;
    }
    return;
  }
  const auto key = [depth](std::string_view w) -> std::size_t {
    return w.size() > depth ? static_cast<std::size_t>(w[depth] - 'A') + 1 : 0;
  };
  std::array<std::size_t, kAlphabet + 2> start{};
  for (std::size_t i = 0; i < n; ++i) ++start[key(a[i]) + 1];
  for (std::size_t b = 1; b < start.size(); ++b) start[b] += start[b - 1];
  std::array<std::size_t, kAlphabet + 2> next = start;
  for (std::size_t i = 0; i < n; ++i) tmp[next[key(a[i])]++] = a[i];
  std::copy(tmp, tmp + n, a);
  for (std::size_t b = 1; b <= kAlphabet; ++b)
    if (start[b + 1] - start[b] > 1)
      radix_sort(a + start[b], tmp + start[b], start[b + 1] - start[b], depth + 1);
}

}  // namespace

Dictionary::Dictionary(const WordList& list) {
  std::vector<std::string_view> sorted;
  sorted.reserve(list.words.size());
  std::size_t longest = 0;
  for (const std::string& w : list.words) {
    if (w.empty() || !std::all_of(w.begin(), w.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
      throw std::invalid_argument("Dictionary: \"" + w + "\" is not a normalized word (A-Z)");
    sorted.push_back(w);
    longest = std::max(longest, w.size());
  }
  {
    std::vector<std::string_view> tmp(sorted.size());
    radix_sort(sorted.data(), tmp.data(), sorted.size(), 0);
  }
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());

  // Words of one length keep the global order, so each length is sorted too.
  std::vector<std::size_t> counts(longest + 1, 0);
  for (std::string_view w : sorted) ++counts[w.size()];
  by_length_.assign(longest + 1, Length{});
  for (std::size_t n = 1; n <= longest; ++n) by_length_[n].letters.resize(counts[n] * n);
  std::fill(counts.begin(), counts.end(), 0);
  for (std::string_view w : sorted) {
    const std::size_t n = w.size();
    Letter* out = by_length_[n].letters.data() + counts[n]++ * n;
    for (std::size_t pos = 0; pos < n; ++pos) out[pos] = letter_code(w[pos]);
  }
  total_ = sorted.size();

  for (std::size_t n = 1; n <= longest; ++n) build_bitsets(n);

  if (list.scored) {
    assert(list.scores.size() == list.words.size());  // one score per word, as the loader gives
    scored_ = true;
    for (std::size_t n = 1; n <= longest; ++n)
      by_length_[n].scores.assign(by_length_[n].letters.size() / n,
                                  static_cast<std::uint8_t>(kDefaultWordScore));
    std::vector<Letter> codes;
    for (std::size_t k = 0; k < list.words.size(); ++k) {
      const std::string& w = list.words[k];
      codes.resize(w.size());
      for (std::size_t pos = 0; pos < w.size(); ++pos) codes[pos] = letter_code(w[pos]);
      const int i = find(codes);
      assert(i >= 0);
      by_length_[w.size()].scores[static_cast<std::size_t>(i)] = list.scores[k];
    }
  }
}

void Dictionary::build_bitsets(std::size_t n) {
  Length& length = by_length_[n];
  const std::size_t count = length.letters.size() / n;
  length.all = Bitset(static_cast<int>(count), true);
  length.with.assign(n * kAlphabet, Bitset(static_cast<int>(count)));
  // 64 words at a time, one position at a time: the 26 words of output stay in registers or
  // L1 instead of scattering single bits over n * 26 bitsets.
  for (std::size_t pos = 0; pos < n; ++pos) {
    Bitset* with = length.with.data() + pos * kAlphabet;
    for (std::size_t chunk = 0; chunk * 64 < count; ++chunk) {
      std::array<std::uint64_t, kAlphabet> bits{};
      const std::size_t end = std::min(count, chunk * 64 + 64);
      for (std::size_t i = chunk * 64; i < end; ++i) {
        const Letter l = length.letters[i * n + pos];
        bits[l] |= std::uint64_t{1} << (i - chunk * 64);
      }
      for (std::size_t l = 0; l < kAlphabet; ++l) with[l].words()[chunk] = bits[l];
    }
  }
}

std::string Dictionary::text(int n, int i) const {
  std::string out;
  for (Letter l : word(n, i)) out += letter_char(l);
  return out;
}

const Bitset& Dictionary::all(int n) const {
  static const Bitset kEmpty;
  return n >= 1 && n <= max_length() ? by_length_[static_cast<std::size_t>(n)].all : kEmpty;
}

Bitset Dictionary::match(std::span<const int> pattern) const {
  Bitset out;
  match(pattern, out);
  return out;
}

void Dictionary::match(std::span<const int> pattern, Bitset& out) const {
  const int n = static_cast<int>(pattern.size());
  if (n < 1 || n > max_length()) {
    out = Bitset();
    return;
  }
  const Length& length = by_length_[static_cast<std::size_t>(n)];
  bool first = true;
  for (std::size_t pos = 0; pos < pattern.size(); ++pos) {
    const int v = pattern[pos];
    if (v == -1) continue;
    if (v < -1 || v >= kAlphabet) {
      out = Bitset(length.all.size());
      return;
    }
    const Bitset& set = length.with[pos * kAlphabet + static_cast<std::size_t>(v)];
    if (first)
      out = set;  // copy assignment reuses out's storage
    else
      out &= set;
    first = false;
  }
  if (first) out = length.all;
}

int Dictionary::find(std::span<const Letter> word) const {
  const int n = static_cast<int>(word.size());
  if (n < 1 || n > max_length()) return -1;
  const Length& length = by_length_[static_cast<std::size_t>(n)];
  const auto size = static_cast<std::size_t>(n);
  const auto at = [&](int i) { return length.letters.data() + static_cast<std::size_t>(i) * size; };
  int lo = 0;
  int hi = length.all.size();
  while (lo < hi) {
    const int mid = lo + (hi - lo) / 2;
    if (std::memcmp(at(mid), word.data(), size) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < length.all.size() && std::memcmp(at(lo), word.data(), size) == 0 ? lo : -1;
}

bool Dictionary::contains(std::string_view text) const {
  if (text.empty() || static_cast<int>(text.size()) > max_length()) return false;
  std::array<Letter, 64> small;
  std::vector<Letter> large;
  Letter* codes = small.data();
  if (text.size() > small.size()) {
    large.resize(text.size());
    codes = large.data();
  }
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] < 'A' || text[i] > 'Z') return false;
    codes[i] = letter_code(text[i]);
  }
  return find(std::span<const Letter>(codes, text.size())) >= 0;
}

std::size_t Dictionary::memory_bytes() const {
  std::size_t bytes = by_length_.capacity() * sizeof(Length);
  for (const Length& length : by_length_) {
    bytes += length.letters.capacity() + length.all.words().capacity() * 8 +
             length.with.capacity() * sizeof(Bitset);
    for (const Bitset& set : length.with) bytes += set.words().capacity() * 8;
  }
  return bytes;
}

}  // namespace cwg
