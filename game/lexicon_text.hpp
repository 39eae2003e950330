#pragma once
/// The lines of a word-list file for the crossword game, read one way for every command that
/// takes `--dict LEXICON` (the move generator's GADDAG, the replay's word check).
#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace cwg::game {

/// One word of a word-list file and its 1-based line number.
struct LexiconEntry {
  std::string_view word;
  std::size_t line = 0;
};

/// The words of word-list text, in file order: each line's first token (blanks and tabs end
/// it, so a list that carries definitions after each word reads too). Lines ending in LF, CR
/// LF or CR; blank lines and lines starting with '#' are skipped; a UTF-8 byte-order mark at
/// the start is skipped. Characters are not checked here: that is the alphabet's job.
std::vector<LexiconEntry> lexicon_entries(std::string_view text);

/// The words of word-list text as upper-case strings (UTF-8), for a word check that needs no
/// alphabet: the replay names the words formed that the set lacks.
std::unordered_set<std::string> lexicon_word_set(std::string_view text);

}  // namespace cwg::game
