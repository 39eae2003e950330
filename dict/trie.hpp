#pragma once
/// The design card's trie dictionary: every word of the index as a path of letter codes
/// from one root, a node per distinct prefix. A node keeps its children as a 26-bit mask and
/// the place of the first one (the children of a node lie side by side, in letter order), and
/// the lengths of the words below it as a bit mask, so a pattern of length n only walks
/// prefixes that some word of length n continues. Words end at nodes that carry their index
/// among their length's words in the bitset index (Dictionary), so both answer in the same
/// word numbers.
///
/// Measured on the patterns a fill asks (bench/dict_bench.sh, bench/RESULTS.md "The trie
/// against the bitset index"), the bitset index wins every question, so the fill keeps it;
/// the trie answers `cwg match PATTERN`.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "core/letters.hpp"
#include "dict/dictionary.hpp"

namespace cwg {

class Trie {
 public:
  Trie() = default;
  /// The words of `dict`, with its word numbers.
  explicit Trie(const Dictionary& dict);

  /// Calls f(index) for each word of length pattern.size() matching `pattern` (-1 = any
  /// letter, 0..25 that letter; any other value matches nothing), in increasing index order.
  template <class F>
  void for_each_match(std::span<const int> pattern, F&& f) const;
  /// How many words match.
  int count(std::span<const int> pattern) const;
  /// masks[k] (k < pattern.size()) = the letters the matching words have at position k;
  /// returns how many words match.
  int letters(std::span<const int> pattern, std::span<LetterMask> masks) const;

  std::size_t nodes() const { return nodes_.size(); }
  /// Bytes held by the nodes.
  std::size_t memory_bytes() const { return nodes_.capacity() * sizeof(Node); }

 private:
  struct Node {
    LetterMask children = 0;    ///< letters with a child
    std::uint32_t first = 0;    ///< node index of the child of the lowest letter
    std::uint64_t lengths = 0;  ///< bit min(L, 63): a word of length L passes here
    std::int32_t word = -1;     ///< index among its length's words of the word ending here
  };
  static std::uint64_t length_bit(std::size_t n) { return 1ull << (n < 63 ? n : 63); }
  std::uint32_t child(const Node& node, int letter) const {
    return node.first +
           static_cast<std::uint32_t>(std::popcount(node.children & ((1u << letter) - 1)));
  }
  /// Walks the matches below `node` at `depth`, letters so far in path[0..depth).
  template <class F>
  void walk(std::uint32_t node, std::size_t depth, std::span<const int> pattern, Letter* path,
            F& f) const;

  /// The letters of the path walked: on the stack for any real word's length.
  class PathBuffer {
   public:
    explicit PathBuffer(std::size_t n) {
      if (n > sizeof small_) large_.resize(n);
    }
    Letter* data() { return large_.empty() ? small_ : large_.data(); }

   private:
    Letter small_[64];
    std::vector<Letter> large_;
  };

  std::vector<Node> nodes_;  // [0] is the root (when there is a word)
};

template <class F>
void Trie::walk(std::uint32_t node, std::size_t depth, std::span<const int> pattern, Letter* path,
                F& f) const {
  const Node& at = nodes_[node];
  const std::size_t n = pattern.size();
  if (depth == n) {
    if (at.word >= 0) f(at.word, std::span<const Letter>(path, n));
    return;
  }
  LetterMask next = at.children;
  const int p = pattern[depth];
  if (p >= 0)
    next &= p < kAlphabet ? 1u << p : 0u;
  else if (p != -1)
    return;
  const std::uint64_t want = length_bit(n);
  for (; next; next &= next - 1) {
    const int l = std::countr_zero(next);
    const std::uint32_t c = child(at, l);
    if (!(nodes_[c].lengths & want)) continue;
    path[depth] = static_cast<Letter>(l);
    walk(c, depth + 1, pattern, path, f);
  }
}

template <class F>
void Trie::for_each_match(std::span<const int> pattern, F&& f) const {
  if (nodes_.empty() || pattern.empty() || !(nodes_[0].lengths & length_bit(pattern.size())))
    return;
  auto on_word = [&f](int word, std::span<const Letter>) { f(word); };
  PathBuffer path(pattern.size());
  walk(0, 0, pattern, path.data(), on_word);
}

}  // namespace cwg
