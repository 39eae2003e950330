#pragma once
/// The index for pattern queries. Words are grouped by length and encoded into letter codes;
/// for every (length, position, letter) a bitset over that length's words tells which words
/// have that letter there. "Words of length n with these letters at these positions" is the
/// AND of those bitsets. A trie over all words answers prefix questions.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dict/bitset.hpp"
#include "dict/letters.hpp"
#include "dict/wordlist.hpp"

namespace cwg {

/// A prefix trie over letter codes. Node 0 is the root.
class Trie {
 public:
  static constexpr std::int32_t kNone = -1;
  /// Child of `node` by letter, or kNone.
  std::int32_t child(std::int32_t node, Letter l) const;
  /// Letters that continue `node` (bit l set when child(node, l) exists).
  LetterMask next_letters(std::int32_t node) const;
  /// True when the path to `node` spells a whole word.
  bool is_word(std::int32_t node) const;
  /// Node reached by `prefix` from the root, or kNone.
  std::int32_t walk(std::span<const Letter> prefix) const;
  void insert(std::span<const Letter> word);
  std::size_t nodes() const { return masks_.size(); }

 private:
  struct Edge {
    std::int32_t first_child = kNone;
  };
  // Children of a node are stored contiguously after construction? Kept simple: per-node
  // 26-slot child table would cost 104 bytes a node; we store a mask and a sparse child list.
  std::vector<LetterMask> masks_{0};
  std::vector<std::uint8_t> word_{0};
  std::vector<std::vector<std::int32_t>> children_{{}};  // ordered by letter, size = popcount
};

class Dictionary {
 public:
  Dictionary() = default;
  explicit Dictionary(const WordList& list);

  /// Longest word length present (0 if none).
  int max_length() const { return static_cast<int>(by_length_.size()) - 1; }
  /// Number of words of length n (0 for n outside 1..max_length()).
  int count(int n) const;
  /// Letter codes of word i of length n.
  std::span<const Letter> word(int n, int i) const;
  /// Word i of length n as 'A'..'Z' text.
  std::string text(int n, int i) const;
  /// All words of length n.
  const Bitset& all(int n) const;
  /// Words of length n with letter l at position pos.
  const Bitset& with(int n, int pos, Letter l) const;
  /// Words of length pattern.size() matching the pattern; -1 = any letter.
  Bitset match(std::span<const int> pattern) const;
  /// Index of the word among length n's words, or -1.
  int find(std::span<const Letter> word) const;
  /// Is the 'A'..'Z' text a word?
  bool contains(std::string_view text) const;
  const Trie& trie() const { return trie_; }
  std::size_t size() const { return total_; }

 private:
  struct Length {
    std::vector<Letter> letters;   // count * n codes
    Bitset all;
    std::vector<Bitset> with;      // n * 26
  };
  std::vector<Length> by_length_;  // index = length
  Trie trie_;
  std::size_t total_ = 0;
};

}  // namespace cwg
