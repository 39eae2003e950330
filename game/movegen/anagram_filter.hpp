#pragma once
/// Which multisets of letters are the letters of some long word: what lets the shadow bound
/// (shadow.cpp) drop the bingo bonus from a span whose rack and board letters spell no word.
/// Without it every open stretch of seven squares is bounded above 50 points and walked.
///
/// A multiset is hashed additively (the sum of a fixed 64-bit number per letter), so adding
/// or removing a letter is one addition; the keys go into a Bloom filter. A false positive
/// only keeps a bound loose (never drops a play); a multiset of a word always answers yes.
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "game/movegen/gaddag.hpp"

namespace cwg::game {

class AnagramFilter {
 public:
  AnagramFilter() = default;
  /// Indexes every word of at least `min_length` letters of `gaddag`.
  AnagramFilter(const Gaddag& gaddag, int min_length);

  int min_length() const { return min_length_; }
  /// The hash of one letter; a multiset's hash is the sum over its letters.
  static std::uint64_t letter_hash(Tile letter);
  /// Some indexed word may have exactly the letters `multiset`.
  bool may_be_word(std::uint64_t multiset) const { return test(multiset ^ kWhole); }
  /// Some indexed word may be the letters `multiset` and one letter more (a blank's).
  bool may_be_word_less_one(std::uint64_t multiset) const { return test(multiset ^ kLessOne); }

 private:
  static constexpr std::uint64_t kWhole = 0x5851F42D4C957F2Dull, kLessOne = 0x14057B7EF767814Full;
  void add(std::uint64_t key);
  bool test(std::uint64_t key) const;
  int min_length_ = 0;
  std::vector<std::uint64_t> bits_;
  std::uint64_t mask_ = 0;  ///< bit index mask (size in bits - 1)
};

/// A lexicon's anagram filters, one per shortest length, built on first use and shared by
/// every generator of the lexicon (self-play makes generators a game; each built its own).
/// Safe to ask from several threads.
class AnagramFilters {
 public:
  const AnagramFilter& of(const Gaddag& gaddag, int min_length);

 private:
  std::mutex mutex_;
  std::map<int, std::unique_ptr<const AnagramFilter>> filters_;
};

}  // namespace cwg::game
