#pragma once
/// Loading a word list: one word a line, UTF-8 or Latin-1, any case; blank lines and CRLF
/// tolerated; words with non-letters skipped and counted; duplicates removed and counted.
#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace cwg {

struct WordList {
  std::string source;               ///< file name, for messages
  std::vector<std::string> words;   ///< normalized 'A'..'Z', distinct, in first-seen order
  std::size_t lines = 0;            ///< non-blank lines read
  std::size_t skipped = 0;          ///< lines with a non-letter (after transliteration)
  std::size_t duplicates = 0;       ///< lines whose normalized word was seen before
};

/// Parses word-list text; `name` is used in messages. Throws InputError when it has no
/// usable word (empty, or every line skipped) or looks binary (NUL bytes).
WordList parse_wordlist(std::string_view text, const std::string& name);

/// Reads and parses a file; throws InputError naming the path when missing or unreadable.
WordList load_wordlist(const std::filesystem::path& path);

}  // namespace cwg
