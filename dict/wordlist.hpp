#pragma once
/// Loading a word list: one word a line, UTF-8 or Latin-1, any case; blank lines and CRLF
/// tolerated; words with non-letters skipped and counted; duplicates removed and counted.
/// A scored list has lines WORD;SCORE with a score 0-100 (how good a word is for a puzzle,
/// as constructors' lists grade them); a plain line scores kDefaultWordScore.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace cwg {

/// The score of a word listed without one.
constexpr int kDefaultWordScore = 50;

struct WordList {
  std::string source;                ///< file name, for messages
  std::vector<std::string> words;    ///< normalized 'A'..'Z', distinct, in first-seen order
  std::vector<std::uint8_t> scores;  ///< per word 0..100 (the best one given for it)
  bool scored = false;               ///< some line gave a score
  std::size_t lines = 0;             ///< non-blank lines read
  std::size_t skipped = 0;           ///< lines with a non-letter (after transliteration)
  std::size_t duplicates = 0;        ///< lines whose normalized word was seen before
};

/// Parses word-list text; `name` is used in messages. Throws InputError when it has no
/// usable word (empty, or every line skipped), looks binary (NUL bytes), or a score is not
/// a whole number 0-100 (naming its line and column).
WordList parse_wordlist(std::string_view text, const std::string& name);

/// Removes the words for which drop(word, score) holds, keeping the order; returns how
/// many went.
std::size_t remove_words(WordList& list, const std::function<bool(const std::string&, int)>& drop);

/// Reads and parses a file; throws InputError naming the path when missing or unreadable.
WordList load_wordlist(const std::filesystem::path& path);

}  // namespace cwg
