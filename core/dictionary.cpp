#include "core/dictionary.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <stdexcept>
#include <utility>

namespace cwg {

// ---------------------------------------------------------------------------------------
// Trie

std::int32_t Trie::walk(std::span<const Letter> prefix) const {
  std::int32_t node = 0;
  for (Letter l : prefix) {
    node = child(node, l);
    if (node == kNone) return kNone;
  }
  return node;
}

void Trie::insert(std::span<const Letter> word) {
  for (Letter l : word)
    if (l >= kAlphabet) throw std::invalid_argument("Trie::insert: letter code out of range");
  std::int32_t node = 0;
  for (Letter l : word) {
    std::int32_t next = child(node, l);
    if (next == kNone) {
      const auto v = static_cast<std::size_t>(node);
      const LetterMask m = masks_[v];
      const auto k = static_cast<std::size_t>(popcount32(m & kAllLetters));
      const auto rank = static_cast<std::size_t>(popcount32(m & ((LetterMask{1} << l) - 1u)));
      const std::size_t end = masks_.size();
      if (end + k + 1 > static_cast<std::size_t>(INT32_MAX))
        throw std::length_error("Trie::insert: too many nodes");
      const auto old = static_cast<std::size_t>(first_[v]);
      if (k > 0 && old + k == end) {
        // The block is the last one: grow it in place.
        masks_.push_back(0);
        first_.push_back(kNone);
        std::move_backward(masks_.begin() + static_cast<long>(old + rank),
                           masks_.begin() + static_cast<long>(end), masks_.end());
        std::move_backward(first_.begin() + static_cast<long>(old + rank),
                           first_.begin() + static_cast<long>(end), first_.end());
        masks_[old + rank] = 0;
        first_[old + rank] = kNone;
        next = static_cast<std::int32_t>(old + rank);
      } else {
        // Move the block to the end with a gap for the new child; the old slots become
        // garbage (their own children stay where they are, reached through first_).
        masks_.resize(end + k + 1, 0);
        first_.resize(end + k + 1, kNone);
        for (std::size_t j = 0; j < k; ++j) {
          const std::size_t to = end + j + (j >= rank ? 1 : 0);
          masks_[to] = masks_[old + j];
          first_[to] = first_[old + j];
        }
        first_[v] = static_cast<std::int32_t>(end);
        next = static_cast<std::int32_t>(end + rank);
      }
      masks_[v] |= LetterMask{1} << l;
      ++live_;
    }
    node = next;
  }
  masks_[static_cast<std::size_t>(node)] |= kWordBit;
  // Keep the garbage below the live nodes: amortized, each compaction pays for itself.
  if (masks_.size() > 2 * live_ + 4096) compact();
}

void Trie::compact() {
  std::vector<LetterMask> masks;
  std::vector<std::int32_t> first;
  masks.reserve(live_);
  first.reserve(live_);
  masks.push_back(masks_[0]);
  first.push_back(kNone);
  // Depth-first: a node's child block is placed right after its parent's block is handled,
  // so walking one word down stays in a small region of memory.
  std::vector<std::pair<std::int32_t, std::int32_t>> stack{{0, 0}};  // (old id, new id)
  while (!stack.empty()) {
    const auto [old_node, new_node] = stack.back();
    stack.pop_back();
    const LetterMask m = masks_[static_cast<std::size_t>(old_node)];
    const int k = popcount32(m & kAllLetters);
    if (k == 0) continue;
    const auto start = static_cast<std::int32_t>(masks.size());
    const std::int32_t old_first = first_[static_cast<std::size_t>(old_node)];
    first[static_cast<std::size_t>(new_node)] = start;
    for (int j = 0; j < k; ++j) {
      masks.push_back(masks_[static_cast<std::size_t>(old_first + j)]);
      first.push_back(kNone);
    }
    for (int j = k - 1; j >= 0; --j) stack.emplace_back(old_first + j, start + j);
  }
  assert(masks.size() == live_);
  masks_ = std::move(masks);
  first_ = std::move(first);
}

void Trie::build(std::span<const std::span<const Letter>> sorted_words) {
  // build_node checks the order as it goes (sorted = at every node, the words that end
  // there come first and the letters that follow ascend), so no separate pass is needed.
  masks_.assign(1, 0);
  first_.assign(1, kNone);
  live_ = 1;
  build_node(0, sorted_words, 0);
  live_ = masks_.size();
  masks_.shrink_to_fit();
  first_.shrink_to_fit();
}

void Trie::build_node(std::int32_t node, std::span<const std::span<const Letter>> words,
                      std::size_t depth) {
  // All `words` share their first `depth` letters; the ones that end here sort first.
  std::size_t i = 0;
  while (i < words.size() && words[i].size() == depth) ++i;
  if (i > 0) masks_[static_cast<std::size_t>(node)] |= kWordBit;
  if (i == words.size()) return;
  // Runs of equal letters at `depth` are the children, in letter order.
  std::array<std::size_t, kAlphabet + 1> run_start{};
  std::array<Letter, kAlphabet> run_letter{};
  std::size_t runs = 0;
  LetterMask mask = 0;
  for (; i < words.size(); ++i) {
    if (words[i].size() == depth) throw std::invalid_argument("Trie::build: words are not sorted");
    const Letter l = words[i][depth];
    if (l >= kAlphabet) throw std::invalid_argument("Trie::build: letter code out of range");
    if (runs > 0 && run_letter[runs - 1] == l) continue;
    if (mask >> l) throw std::invalid_argument("Trie::build: words are not sorted");
    run_start[runs] = i;
    run_letter[runs] = l;
    mask |= LetterMask{1} << l;
    ++runs;
  }
  run_start[runs] = words.size();
  if (masks_.size() + runs > static_cast<std::size_t>(INT32_MAX))
    throw std::length_error("Trie::build: too many nodes");
  const auto start = static_cast<std::int32_t>(masks_.size());
  masks_[static_cast<std::size_t>(node)] |= mask;
  first_[static_cast<std::size_t>(node)] = start;
  masks_.resize(masks_.size() + runs, 0);
  first_.resize(first_.size() + runs, kNone);
  for (std::size_t r = 0; r < runs; ++r)
    build_node(start + static_cast<std::int32_t>(r),
               words.subspan(run_start[r], run_start[r + 1] - run_start[r]), depth + 1);
}

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
  std::vector<std::span<const Letter>> spans;
  spans.reserve(sorted.size());
  std::fill(counts.begin(), counts.end(), 0);
  for (std::string_view w : sorted) {
    const std::size_t n = w.size();
    Letter* out = by_length_[n].letters.data() + counts[n]++ * n;
    for (std::size_t pos = 0; pos < n; ++pos) out[pos] = letter_code(w[pos]);
    spans.emplace_back(out, n);
  }
  total_ = sorted.size();
  trie_.build(spans);

  for (std::size_t n = 1; n <= longest; ++n) build_bitsets(n);
}

void Dictionary::build_bitsets(std::size_t n) {
  Length& length = by_length_[n];
  const std::size_t count = length.letters.size() / n;
  length.all = Bitset(static_cast<int>(count), true);
  length.with.assign(n * kAlphabet, Bitset(static_cast<int>(count)));
  length.with_count.assign(n * kAlphabet, 0);
  // 64 words at a time, one position at a time: the 26 words of output stay in registers or
  // L1 instead of scattering single bits over n * 26 bitsets.
  for (std::size_t pos = 0; pos < n; ++pos) {
    Bitset* with = length.with.data() + pos * kAlphabet;
    std::int32_t* with_count = length.with_count.data() + pos * kAlphabet;
    for (std::size_t chunk = 0; chunk * 64 < count; ++chunk) {
      std::array<std::uint64_t, kAlphabet> bits{};
      const std::size_t end = std::min(count, chunk * 64 + 64);
      for (std::size_t i = chunk * 64; i < end; ++i) {
        const Letter l = length.letters[i * n + pos];
        bits[l] |= std::uint64_t{1} << (i - chunk * 64);
        ++with_count[l];
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
  std::size_t bytes = by_length_.capacity() * sizeof(Length) + trie_.memory_bytes();
  for (const Length& length : by_length_) {
    bytes += length.letters.capacity() + length.all.words().capacity() * 8 +
             length.with.capacity() * sizeof(Bitset) +
             length.with_count.capacity() * sizeof(std::int32_t);
    for (const Bitset& set : length.with) bytes += set.words().capacity() * 8;
  }
  return bytes;
}

}  // namespace cwg
