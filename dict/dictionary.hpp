#pragma once
/// The index for pattern queries. Words are grouped by length and encoded into letter codes;
/// for every (length, position, letter) a bitset over that length's words tells which words
/// have that letter there. "Words of length n with these letters at these positions" is the
/// AND of those bitsets. (Prefix questions belong to the move generator's own GADDAG.)
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/letters.hpp"
#include "dict/bitset.hpp"
#include "dict/wordlist.hpp"

namespace cwg {

/// Words of each length are sorted (alphabetically = by letter code), so a word's index
/// does not depend on the order of the word list, and find() is a binary search.
class Dictionary {
 public:
  Dictionary() = default;
  /// Indexes the list's words (expects normalized 'A'..'Z' text, as parse_wordlist gives;
  /// throws std::invalid_argument otherwise). Repeated words are indexed once.
  explicit Dictionary(const WordList& list);

  /// Longest word length present (0 if none).
  int max_length() const { return static_cast<int>(by_length_.size()) - 1; }
  /// Number of words of length n (0 for n outside 1..max_length()).
  int count(int n) const;
  /// Letter codes of word i of length n.
  std::span<const Letter> word(int n, int i) const;
  /// Word i of length n as 'A'..'Z' text.
  std::string text(int n, int i) const;
  /// All words of length n (an empty bitset for n outside 1..max_length()).
  const Bitset& all(int n) const;
  /// Words of length n with letter l at position pos (1 <= n <= max_length(), 0 <= pos < n,
  /// l < 26).
  const Bitset& with(int n, int pos, Letter l) const;
  /// Words of length pattern.size() matching the pattern; -1 = any letter. A value outside
  /// -1..25 matches nothing; a length outside 1..max_length() gives an empty bitset.
  Bitset match(std::span<const int> pattern) const;
  /// The same into `out`, reusing its storage.
  void match(std::span<const int> pattern, Bitset& out) const;
  /// Index of the word among length n's words, or -1.
  int find(std::span<const Letter> word) const;
  /// Is the 'A'..'Z' text a word?
  bool contains(std::string_view text) const;
  /// Whether the list gave scores (WORD;SCORE lines); without, every word scores
  /// kDefaultWordScore.
  bool scored() const { return scored_; }
  /// The score 0..100 of word i of length n.
  int score(int n, int i) const;
  std::size_t size() const { return total_; }
  /// Bytes held by the index (letters, bitsets), roughly.
  std::size_t memory_bytes() const;

 private:
  struct Length {
    std::vector<Letter> letters;  // count * n codes, words sorted
    Bitset all;
    std::vector<Bitset> with;          // [pos * 26 + letter]
    std::vector<std::uint8_t> scores;  // per word, when the list is scored
  };
  void build_bitsets(std::size_t n);
  std::vector<Length> by_length_ = std::vector<Length>(1);  // index = length; [0] unused
  std::size_t total_ = 0;
  bool scored_ = false;
};

// The accessors the solver calls in its inner loop are inline.

inline int Dictionary::count(int n) const {
  return n >= 1 && n <= max_length() ? by_length_[static_cast<std::size_t>(n)].all.size() : 0;
}

inline int Dictionary::score(int n, int i) const {
  assert(n >= 1 && n <= max_length() && i >= 0 && i < count(n));
  return scored_ ? by_length_[static_cast<std::size_t>(n)].scores[static_cast<std::size_t>(i)]
                 : kDefaultWordScore;
}

inline std::span<const Letter> Dictionary::word(int n, int i) const {
  assert(n >= 1 && n <= max_length() && i >= 0 && i < count(n));
  const auto& letters = by_length_[static_cast<std::size_t>(n)].letters;
  return {letters.data() + static_cast<std::size_t>(i) * static_cast<std::size_t>(n),
          static_cast<std::size_t>(n)};
}

inline const Bitset& Dictionary::with(int n, int pos, Letter l) const {
  assert(n >= 1 && n <= max_length() && pos >= 0 && pos < n && l < kAlphabet);
  return by_length_[static_cast<std::size_t>(n)]
      .with[static_cast<std::size_t>(pos) * kAlphabet + l];
}

}  // namespace cwg
