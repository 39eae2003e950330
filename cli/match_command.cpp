// `cwg match PATTERN [--dict FILE] [--count | --letters]`: the words of the list that fit a
// pattern ('.' or '?' any letter), as a maker looks for a word to put in a slot.
#include <boost/program_options.hpp>
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"
#include "dict/dictionary.hpp"
#include "dict/trie.hpp"
#include "dict/wordlist.hpp"

namespace cwg::cli {

namespace po = boost::program_options;

namespace {

/// The pattern as letter codes (-1 any letter); letters are normalized as a word list's
/// (any case, umlauts spelled out).
std::vector<int> parse_pattern(const std::string& text) {
  std::vector<int> pattern;
  std::string run;  // letters since the last wildcard, normalized together (ß, umlauts)
  auto flush = [&](std::size_t at) {
    if (run.empty()) return;
    const auto word = normalize_word(run);
    if (!word)
      throw InputError("match: the pattern '" + text +
                       "' has a character other than a letter, '.' "
                       "or '?' before column " +
                       std::to_string(at + 1));
    for (char c : *word) pattern.push_back(letter_code(c));
    run.clear();
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '.' || text[i] == '?') {
      flush(i);
      pattern.push_back(-1);
    } else {
      run += text[i];
    }
  }
  flush(text.size());
  if (pattern.empty()) throw InputError("match: the pattern is empty");
  return pattern;
}

}  // namespace

int match_main(const Args& args) {
  po::options_description desc(
      "cwg match PATTERN [--dict FILE] [--count | --letters]\n\n"
      "Lists the words of the list that fit PATTERN, one a line in alphabetical order: a\n"
      "letter stands for itself, '.' or '?' for any letter (H.US: HAUS, ...). --count prints\n"
      "only how many fit; --letters the letters each position still allows. Exit 0 when a\n"
      "word fits, 3 when none does.\n\n"
      "options");
  add_help_and_dict(desc);
  desc.add_options()("count", "print how many words fit")(
      "letters", "print each position (from 1) and the letters the fitting words have there");
  const auto parsed = parse_command("match", args, desc);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  if (vm.count("count") && vm.count("letters"))
    throw InputError("match: --count and --letters exclude each other");
  const std::vector<int> pattern = parse_pattern(single_input(vm, "match", "PATTERN"));
  const Dictionary dict(load_wordlist(dict_path(vm)));
  const Trie trie(dict);
  const int n = static_cast<int>(pattern.size());
  int fitting = 0;
  if (vm.count("letters")) {
    std::vector<LetterMask> masks(pattern.size());
    fitting = trie.letters(pattern, masks);
    for (int k = 0; k < n && fitting > 0; ++k) {
      std::cout << k + 1 << ' ';
      for (int l = 0; l < kAlphabet; ++l)
        if (masks[static_cast<std::size_t>(k)] >> l & 1u)
          std::cout << letter_char(static_cast<Letter>(l));
      std::cout << '\n';
    }
  } else if (vm.count("count")) {
    fitting = trie.count(pattern);
    std::cout << fitting << '\n';
  } else {
    trie.for_each_match(pattern, [&](int i) {
      ++fitting;
      std::cout << dict.text(n, i) << '\n';
    });
  }
  return fitting > 0 ? 0 : 3;
}

}  // namespace cwg::cli
