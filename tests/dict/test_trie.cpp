// The trie against a brute-force scan of the word list: the words a pattern matches, their
// number and the letters each position allows, on random small lists (few letters, so
// prefixes are shared and nodes branch). A failure names the seed and the pattern.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/letters.hpp"
#include "core/rng.hpp"
#include "dict/dictionary.hpp"
#include "dict/trie.hpp"
#include "dict/wordlist.hpp"

namespace cwg {
namespace {

WordList random_list(Rng& rng, int words, int letters, int max_length) {
  WordList list;
  for (int w = 0; w < words; ++w) {
    std::string word;
    const int n = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(max_length)));
    for (int k = 0; k < n; ++k)
      word += letter_char(static_cast<Letter>(rng.below(static_cast<std::uint32_t>(letters))));
    list.words.push_back(word);
  }
  return list;
}

struct Answer {
  std::vector<int> words;
  std::vector<LetterMask> masks;
  bool operator==(const Answer&) const = default;
};

Answer brute_force(const Dictionary& dict, const std::vector<int>& pattern) {
  const int n = static_cast<int>(pattern.size());
  Answer a{{}, std::vector<LetterMask>(pattern.size(), 0)};
  for (int i = 0; i < dict.count(n); ++i) {
    const auto w = dict.word(n, i);
    bool ok = true;
    for (int k = 0; k < n && ok; ++k) ok = pattern[k] == -1 || pattern[k] == w[k];
    if (!ok) continue;
    a.words.push_back(i);
    for (int k = 0; k < n; ++k) a.masks[k] |= 1u << w[k];
  }
  return a;
}

Answer of_trie(const Trie& trie, const std::vector<int>& pattern) {
  Answer a{{}, std::vector<LetterMask>(pattern.size(), 7)};
  trie.for_each_match(pattern, [&a](int i) { a.words.push_back(i); });
  const int counted = trie.count(pattern);
  const int lettered = trie.letters(pattern, a.masks);
  EXPECT_EQ(counted, static_cast<int>(a.words.size()));
  EXPECT_EQ(lettered, counted);
  return a;
}

/// A pattern of length 1..max_length + 1: half of them from a word (so they match), some
/// letters fixed, now and then a value outside -1..25 (which matches nothing).
std::vector<int> random_pattern(const Dictionary& dict, Rng& rng, int letters, int max_length) {
  const int n = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(max_length + 1)));
  std::vector<int> pattern(static_cast<std::size_t>(n), -1);
  const bool from_word = dict.count(n) > 0 && rng.below(2) == 0;
  const int source =
      from_word ? static_cast<int>(rng.below(static_cast<std::uint32_t>(dict.count(n)))) : 0;
  const std::uint32_t fixed = rng.below(1000);
  for (int k = 0; k < n; ++k) {
    if (rng.below(1000) >= fixed) continue;
    pattern[k] = from_word ? dict.word(n, source)[k]
                           : static_cast<int>(rng.below(static_cast<std::uint32_t>(letters)));
  }
  if (rng.below(50) == 0) pattern[rng.below(static_cast<std::uint32_t>(n))] = 26;
  return pattern;
}

std::string show(const std::vector<int>& pattern) {
  std::string s;
  for (int p : pattern)
    s += p == -1                   ? "."
         : p >= 0 && p < kAlphabet ? std::string(1, letter_char(static_cast<Letter>(p)))
                                   : "#";
  return s;
}

TEST(Trie, MatchesCountsAndLettersEqualBruteForce) {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Rng rng(seed);
    const int letters = 2 + static_cast<int>(rng.below(5));
    const int max_length = 1 + static_cast<int>(rng.below(8));
    const Dictionary dict(random_list(rng, static_cast<int>(rng.below(300)), letters, max_length));
    const Trie trie(dict);
    for (int t = 0; t < 200; ++t) {
      const auto pattern = random_pattern(dict, rng, letters, max_length);
      ASSERT_EQ(of_trie(trie, pattern), brute_force(dict, pattern))
          << "seed " << seed << " pattern " << show(pattern);
    }
  }
}

TEST(Trie, EveryWordIsFoundByItsOwnPattern) {
  Rng rng(7);
  const Dictionary dict(random_list(rng, 500, 4, 9));
  const Trie trie(dict);
  for (int n = 1; n <= dict.max_length(); ++n)
    for (int i = 0; i < dict.count(n); ++i) {
      const auto w = dict.word(n, i);
      const std::vector<int> pattern(w.begin(), w.end());
      ASSERT_EQ(of_trie(trie, pattern).words, std::vector<int>{i}) << show(pattern);
    }
}

TEST(Trie, EmptyListsAndLongWords) {
  const Trie empty{Dictionary{}};
  EXPECT_EQ(empty.count(std::vector<int>{-1, -1}), 0);
  EXPECT_EQ(empty.count(std::vector<int>{}), 0);
  // Longer than the 64 letters a path keeps on the stack, and than the length mask's bits.
  WordList list;
  // 69 A's and a B, made without operator+ (GCC 12 -O3 warns of its memcpy: a false
  // -Warray-bounds).
  std::string a_then_b(70, 'A');
  a_then_b.back() = 'B';
  list.words = {std::string(70, 'A'), a_then_b, std::string(63, 'A'), "AB"};
  const Dictionary dict(list);
  const Trie trie(dict);
  std::vector<int> pattern(70, -1);
  EXPECT_EQ(of_trie(trie, pattern), brute_force(dict, pattern));
  pattern[69] = 1;
  EXPECT_EQ(of_trie(trie, pattern), brute_force(dict, pattern));
  EXPECT_EQ(trie.count(std::vector<int>(64, -1)), 0);
  EXPECT_EQ(trie.count(std::vector<int>(63, 0)), 1);
  EXPECT_EQ(trie.count(std::vector<int>{}), 0);
}

}  // namespace
}  // namespace cwg
