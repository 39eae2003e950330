// libFuzzer target for the word-list loader and the dictionary built from it.
//
// Properties checked beyond "no crash, leak or sanitizer report":
// - a refused input raises InputError whose message starts with the file name;
// - every word kept is 'A'..'Z' only, 1..64 letters, and no word is kept twice;
// - the counts add up (lines = kept + skipped + duplicates);
// - the Dictionary indexes exactly those words: contains() finds each, size() matches,
//   and a pattern of a word's own letters matches it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "core/input_error.hpp"
#include "dict/dictionary.hpp"
#include "dict/wordlist.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using cwg::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = cwg::fuzz::read_or_refused<cwg::InputError>(
      "fuzz.txt", [&] { return cwg::parse_wordlist(text, "fuzz.txt"); });
  if (!parsed) return 0;
  const cwg::WordList& list = *parsed;
  check(!list.words.empty());
  std::unordered_set<std::string_view> seen;
  for (const std::string& w : list.words) {
    check(!w.empty() && w.size() <= 64);
    for (char c : w) check(c >= 'A' && c <= 'Z');
    check(seen.insert(w).second);
  }
  check(list.lines == list.words.size() + list.skipped + list.duplicates);

  const cwg::Dictionary dict(list);
  check(dict.size() == list.words.size());
  // Every word is looked up; the first ones also through find() and match().
  for (std::size_t i = 0; i < list.words.size(); ++i) {
    const std::string& w = list.words[i];
    check(dict.contains(w));
    if (i >= 200) continue;
    std::vector<int> pattern;
    for (char c : w) pattern.push_back(c - 'A');
    const int n = static_cast<int>(w.size());
    std::vector<cwg::Letter> letters(pattern.begin(), pattern.end());
    const int index = dict.find(letters);
    check(index >= 0 && dict.text(n, index) == w);
    check(dict.match(pattern).test(index));
  }
  return 0;
}
