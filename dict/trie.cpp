#include "dict/trie.hpp"

#include <algorithm>

namespace cwg {

namespace {

struct Entry {
  std::span<const Letter> letters;
  int index;  // among its length's words
};

}  // namespace

Trie::Trie(const Dictionary& dict) {
  std::vector<Entry> words;
  words.reserve(dict.size());
  for (int n = 1; n <= dict.max_length(); ++n)
    for (int i = 0; i < dict.count(n); ++i) words.push_back({dict.word(n, i), i});
  if (words.empty()) return;
  // In letter order, a prefix before its extensions: each node's words are one range.
  std::sort(words.begin(), words.end(), [](const Entry& a, const Entry& b) {
    return std::lexicographical_compare(a.letters.begin(), a.letters.end(), b.letters.begin(),
                                        b.letters.end());
  });
  nodes_.emplace_back();
  struct Todo {
    std::uint32_t node;
    std::size_t lo, hi, depth;
  };
  std::vector<Todo> todo{{0, 0, words.size(), 0}};
  while (!todo.empty()) {
    auto [node, lo, hi, depth] = todo.back();
    todo.pop_back();
    std::uint64_t lengths = 0;
    for (std::size_t w = lo; w < hi; ++w) lengths |= length_bit(words[w].letters.size());
    nodes_[node].lengths = lengths;
    if (words[lo].letters.size() == depth) nodes_[node].word = words[lo++].index;
    if (lo == hi) continue;
    // Children side by side in letter order: the k-th child is first + k.
    const auto first = static_cast<std::uint32_t>(nodes_.size());
    nodes_[node].first = first;
    std::uint32_t k = 0;
    for (std::size_t w = lo; w < hi;) {
      const Letter l = words[w].letters[depth];
      std::size_t end = w;
      while (end < hi && words[end].letters[depth] == l) ++end;
      nodes_[node].children |= 1u << l;
      todo.push_back({first + k++, w, end, depth + 1});
      w = end;
    }
    nodes_.resize(nodes_.size() + k);
  }
  nodes_.shrink_to_fit();
}

int Trie::count(std::span<const int> pattern) const {
  int n = 0;
  for_each_match(pattern, [&n](int) { ++n; });
  return n;
}

int Trie::letters(std::span<const int> pattern, std::span<LetterMask> masks) const {
  std::fill(masks.begin(), masks.end(), 0);
  if (nodes_.empty() || pattern.empty() || !(nodes_[0].lengths & length_bit(pattern.size())))
    return 0;
  int n = 0;
  auto on_word = [&](int, std::span<const Letter> path) {
    ++n;
    for (std::size_t k = 0; k < path.size(); ++k) masks[k] |= 1u << path[k];
  };
  PathBuffer path(pattern.size());
  walk(0, 0, pattern, path.data(), on_word);
  return n;
}

}  // namespace cwg
