#pragma once
/// The index for pattern queries. Words are grouped by length and encoded into letter codes;
/// for every (length, position, letter) a bitset over that length's words tells which words
/// have that letter there. "Words of length n with these letters at these positions" is the
/// AND of those bitsets. A trie over all words answers prefix questions.
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/bitset.hpp"
#include "core/letters.hpp"
#include "core/wordlist.hpp"

namespace cwg {

/// A prefix trie over letter codes. Node 0 is the root.
///
/// Layout for memory (the Debian German list has ~356k words, ~730k nodes): a node is a
/// 32-bit mask (bits 0..25 = letters that continue it, bit 31 = a word ends here) plus the
/// index of its first child; a node's children are contiguous and ordered by letter, so
/// child(v, l) = first(v) + popcount(mask(v) below l). That is 8 bytes a node, against
/// 104+ for a 26-slot child table. insert() keeps children contiguous by moving a node's
/// child block to the end when it grows (compacting once the moved-out garbage outgrows
/// the live nodes), so node ids are stable only between inserts; the Dictionary builds its
/// trie from sorted words in one pass instead (build()).
class Trie {
 public:
  static constexpr std::int32_t kNone = -1;
  /// Child of `node` by letter, or kNone.
  std::int32_t child(std::int32_t node, Letter l) const {
    if (l >= kAlphabet) return kNone;
    const LetterMask m = masks_[static_cast<std::size_t>(node)];
    if (!((m >> l) & 1u)) return kNone;
    return first_[static_cast<std::size_t>(node)] + popcount32(m & ((LetterMask{1} << l) - 1u));
  }
  /// Letters that continue `node` (bit l set when child(node, l) exists).
  LetterMask next_letters(std::int32_t node) const {
    return masks_[static_cast<std::size_t>(node)] & kAllLetters;
  }
  /// True when the path to `node` spells a whole word.
  bool is_word(std::int32_t node) const {
    return (masks_[static_cast<std::size_t>(node)] & kWordBit) != 0;
  }
  /// Node reached by `prefix` from the root, or kNone.
  std::int32_t walk(std::span<const Letter> prefix) const;
  /// Adds a word (letter codes 0..25; throws std::invalid_argument otherwise).
  void insert(std::span<const Letter> word);
  /// Live nodes, the root included (= distinct prefixes of the inserted words, "" included).
  std::size_t nodes() const { return live_; }
  /// Drops the garbage that insert() leaves behind and lays nodes out depth-first, so a
  /// walk down one word touches nearby memory. Renumbers nodes.
  void compact();
  /// Replaces the contents by the trie of `sorted_words` (sorted lexicographically,
  /// repeats allowed), built in one pass in compact()'s layout, with no garbage.
  void build(std::span<const std::span<const Letter>> sorted_words);
  /// Bytes held by the node arrays.
  std::size_t memory_bytes() const {
    return masks_.capacity() * sizeof(LetterMask) + first_.capacity() * sizeof(std::int32_t);
  }

 private:
  void build_node(std::int32_t node, std::span<const std::span<const Letter>> words,
                  std::size_t depth);
  static constexpr LetterMask kWordBit = LetterMask{1} << 31;
  std::vector<LetterMask> masks_{0};        // per node: child letters | kWordBit
  std::vector<std::int32_t> first_{kNone};  // per node: index of the first child
  std::size_t live_ = 1;
};

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
  /// How many words of length n have letter l at position pos (= with(n, pos, l).count()).
  int with_count(int n, int pos, Letter l) const;
  /// Words of length pattern.size() matching the pattern; -1 = any letter. A value outside
  /// -1..25 matches nothing; a length outside 1..max_length() gives an empty bitset.
  Bitset match(std::span<const int> pattern) const;
  /// The same into `out`, reusing its storage.
  void match(std::span<const int> pattern, Bitset& out) const;
  /// Index of the word among length n's words, or -1.
  int find(std::span<const Letter> word) const;
  /// Is the 'A'..'Z' text a word?
  bool contains(std::string_view text) const;
  const Trie& trie() const { return trie_; }
  std::size_t size() const { return total_; }
  /// Bytes held by the index (letters, bitsets, trie), roughly.
  std::size_t memory_bytes() const;

 private:
  struct Length {
    std::vector<Letter> letters;  // count * n codes, words sorted
    Bitset all;
    std::vector<Bitset> with;              // [pos * 26 + letter]
    std::vector<std::int32_t> with_count;  // [pos * 26 + letter]
  };
  void build_bitsets(std::size_t n);
  std::vector<Length> by_length_ = std::vector<Length>(1);  // index = length; [0] unused
  Trie trie_;
  std::size_t total_ = 0;
};

// The accessors the solver calls in its inner loop are inline.

inline int Dictionary::count(int n) const {
  return n >= 1 && n <= max_length() ? by_length_[static_cast<std::size_t>(n)].all.size() : 0;
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

inline int Dictionary::with_count(int n, int pos, Letter l) const {
  assert(n >= 1 && n <= max_length() && pos >= 0 && pos < n && l < kAlphabet);
  return by_length_[static_cast<std::size_t>(n)]
      .with_count[static_cast<std::size_t>(pos) * kAlphabet + l];
}

}  // namespace cwg
