#pragma once
/// The lexicon as a GADDAG (Gordon 1994), the structure the move generator walks.
///
/// Gordon's GADDAG holds every word w once per split point i as rev(w[0..i]) ◇ w[i..]:
/// generation starts on an anchor square, reads letters leftwards, turns at ◇ and reads the
/// rest rightwards, so a play is found from any of its squares without guessing where it
/// starts. After the ◇ the language left is {s : w[0..i] s is a word}, which is exactly the
/// state of the minimal forward DAWG (Appel & Jacobson 1988) for the prefix w[0..i]. So the
/// ◇ arcs point into one shared minimal DAWG, and only the reversed part is an automaton of
/// its own, minimized by hash-consing its nodes bottom-up over the sorted reversed prefixes
/// (Daciuk et al. 2000). Both parts are minimal; the build is two passes over sorted input.
///
/// A node is one record in a flat array of 32-bit words: a mask of the letters that have
/// an arc (letter codes 1..63, one word when all are below 32; bit 0 is the node's accept
/// flag), its ◇ target, then its children. The child on letter c is child[popcount(mask below c)],
/// and the letters a square allows are `letters(node) & cross_check & rack`, one AND. The walk is
/// bound by memory latency, so a node's header and children share a cache line and the records are
/// laid out breadth first from the roots, in memory that asks for huge pages (fewer TLB
/// misses on a walk that jumps across megabytes).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <span>
#include <vector>

#include "game/tiles.hpp"

namespace cwg::game {

/// A set of letter codes 1..63: bit c stands for letter c.
using LetterSet = std::uint64_t;
constexpr LetterSet kAnyLetter = ~LetterSet{1};
inline LetterSet letter_bit(Tile letter) {
  return LetterSet{1} << letter;
}

/// Words as letter codes in one buffer (word i is letters[starts[i] .. starts[i + 1])):
/// what the lexicon loader fills and the builder sorts, without an allocation per word.
struct WordBuffer {
  std::vector<Tile> letters;
  std::vector<std::uint32_t> starts{0};

  void add(std::span<const Tile> word);
  std::size_t size() const { return starts.size() - 1; }
  std::span<const Tile> word(std::size_t i) const {
    return {letters.data() + starts[i], letters.data() + starts[i + 1]};
  }
};

class Gaddag {
 public:
  using Node = std::uint32_t;
  static constexpr Node kNone = 0xFFFFFFFFu;

  Gaddag() = default;
  /// Builds from words of letter codes 1..63 (no blank flag), in any order; duplicates and
  /// empty words are ignored. Asserts on a code outside 1..63.
  static Gaddag build(const WordBuffer& words);

  /// Start of the reversed part: the first letter read is the anchor's, then the letters to
  /// its left, right to left.
  Node root() const { return root_; }
  /// Start of the forward DAWG of whole words.
  Node dawg_root() const { return dawg_root_; }

  /// Letters with an arc out of `n`.
  LetterSet letters(Node n) const { return mask(n) & ~LetterSet{1}; }
  /// The child on `letter`, which must be in letters(n).
  Node child_of(Node n, Tile letter) const {
    const LetterSet below = mask(n) & (letter_bit(letter) - 1) & ~LetterSet{1};
    return data_[n + header_ + static_cast<Node>(__builtin_popcountll(below))];
  }
  /// The child on `letter`, kNone when there is none.
  Node child(Node n, Tile letter) const {
    return (letters(n) & letter_bit(letter)) ? child_of(n, letter) : kNone;
  }
  /// Asks the memory for the records of n's children on `set` (a subset of letters(n))
  /// ahead of the walk reading them one after the other: their loads then overlap.
  void prefetch_children(Node n, LetterSet set) const {
    for (; set != 0; set &= set - 1)
      __builtin_prefetch(data_ + child_of(n, static_cast<Tile>(__builtin_ctzll(set))));
  }
  /// Reversed part: the forward node reached through ◇, i.e. after the letters read so far
  /// (reversed back) as a word's prefix; kNone when they start no word.
  Node turn(Node n) const { return data_[n + header_ - 1]; }
  /// Forward part: the letters read form a word. Reversed part: the letters read, reversed
  /// back, form a word (so a word may end on the anchor).
  bool accepts(Node n) const { return (data_[n] & 1) != 0; }

  /// Whether `word` is in the lexicon.
  bool contains(std::span<const Tile> word) const;

  std::size_t word_count() const { return words_; }
  std::size_t node_count() const { return nodes_; }
  std::size_t arc_count() const { return arcs_; }
  /// Nodes of the forward DAWG (the rest belong to the reversed part).
  std::size_t dawg_node_count() const { return dawg_nodes_; }
  std::size_t max_word_length() const { return max_length_; }
  std::size_t memory_bytes() const { return size_ * sizeof(std::uint32_t); }

 private:
  friend class GaddagBuilder;
  friend class GaddagFile;  // lexicon_file.cpp: saves and reads these fields
  /// Room for `words` records, owned by this GADDAG (data_ and size_ set).
  std::uint32_t* allocate(std::size_t words);
  /// Words of a node record before its children: the mask (one word when every letter code
  /// is below 32, as in English and Polish; two otherwise) and the ◇ target.
  Node header_ = 2;
  LetterSet mask(Node n) const {
    return header_ == 2 ? LetterSet{data_[n]} : LetterSet{data_[n]} | LetterSet{data_[n + 1]} << 32;
  }

  /// Node records, each [mask (low, high), ◇ target, child...], laid out breadth first
  /// from the roots so the nodes every walk visits share cache lines; a node is the index
  /// of its record.
  struct Free {
    void operator()(std::uint32_t* p) const { std::free(p); }
  };
  std::unique_ptr<std::uint32_t[], Free> storage_;
  const std::uint32_t* data_ = nullptr;
  std::size_t size_ = 0;
  Node root_ = kNone;
  Node dawg_root_ = kNone;
  std::size_t words_ = 0;
  std::size_t nodes_ = 0;
  std::size_t arcs_ = 0;
  std::size_t dawg_nodes_ = 0;
  std::size_t max_length_ = 0;
};

}  // namespace cwg::game
