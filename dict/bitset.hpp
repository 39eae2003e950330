#pragma once
/// A fixed-size bitset over one word length's words: the domain of a slot is one of these,
/// narrowed by AND with per-(length, position, letter) bitsets (the compact-table idea of
/// Demeulenaere et al., "Compact-Table: efficiently filtering table constraints", CP 2016).
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cwg {

// Bits set in x. Unless the target has a popcount instruction (-mpopcnt, -march=x86-64-v2),
// GCC compiles std::popcount to a library call; the SWAR form inlines and vectorizes over a
// bitset's words, and made match() + count() on the Debian list twice as fast (3.2 -> 1.5 us
// a query, as fast as -mpopcnt). For one 32-bit mask at a time SWAR gains nothing.
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
inline int popcount64(std::uint64_t x) {
  return std::popcount(x);
}
#else
inline int popcount64(std::uint64_t x) {
  x -= (x >> 1) & 0x5555555555555555ull;
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}
#endif
/// Bits set in x (e.g. a LetterMask).
inline int popcount32(std::uint32_t x) {
  return std::popcount(x);
}

class Bitset {
 public:
  Bitset() = default;
  explicit Bitset(int size, bool value = false)
      : size_(size), words_(static_cast<std::size_t>((size + 63) / 64), value ? ~0ull : 0ull) {
    trim();
  }
  int size() const { return size_; }
  bool test(int i) const { return (words_[static_cast<std::size_t>(i >> 6)] >> (i & 63)) & 1u; }
  void set(int i) { words_[static_cast<std::size_t>(i >> 6)] |= 1ull << (i & 63); }
  void reset(int i) { words_[static_cast<std::size_t>(i >> 6)] &= ~(1ull << (i & 63)); }
  int count() const {
    int n = 0;
    for (auto w : words_) n += popcount64(w);
    return n;
  }
  Bitset& operator&=(const Bitset& o) {
    assert(o.size_ == size_);
    for (std::size_t i = 0; i < words_.size(); ++i) words_[i] &= o.words_[i];
    return *this;
  }
  Bitset& operator|=(const Bitset& o) {
    assert(o.size_ == size_);
    for (std::size_t i = 0; i < words_.size(); ++i) words_[i] |= o.words_[i];
    return *this;
  }
  bool operator==(const Bitset&) const = default;
  /// Calls f(i) for every set bit in increasing order.
  template <class F>
  void for_each(F&& f) const {
    for (std::size_t w = 0; w < words_.size(); ++w)
      for (std::uint64_t bits = words_[w]; bits; bits &= bits - 1)
        f(static_cast<int>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits))));
  }
  /// Index of the first set bit, or -1.
  int first() const {
    for (std::size_t w = 0; w < words_.size(); ++w)
      if (words_[w]) return static_cast<int>(w * 64 + std::countr_zero(words_[w]));
    return -1;
  }
  const std::vector<std::uint64_t>& words() const { return words_; }
  std::vector<std::uint64_t>& words() { return words_; }

 private:
  void trim() {
    if (size_ % 64 && !words_.empty()) words_.back() &= (1ull << (size_ % 64)) - 1;
  }
  int size_ = 0;
  std::vector<std::uint64_t> words_;
};

}  // namespace cwg
