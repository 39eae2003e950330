#pragma once
/// The puzzle maker's control over the words of a run, as plain values (the command line's
/// --ban, --min-score and --theme map onto them): words never to use, a lowest score, and
/// theme words every grid must hold. Applied to the word list before anything is built
/// from it.
#include <optional>
#include <string>
#include <vector>

#include "dict/wordlist.hpp"

namespace cwg {

struct WordControl {
  std::optional<std::string> ban;    ///< a word-list file of words never to use
  int min_score = 0;                 ///< only words scoring at least this (0..100)
  std::optional<std::string> theme;  ///< a file of theme words, one a line
};

/// Removes the banned and low-scoring words from `list`. Problems (an unreadable or empty
/// ban file, a score out of range, nothing left) are appended to `problems`, each naming
/// its file and line.
void apply_word_control(const WordControl& control, WordList& list,
                        std::vector<std::string>& problems);

/// A theme word as read: the word (A-Z) and the line it stands on.
struct ThemeWord {
  std::string word;
  int line = 0;
};

/// The words of `control.theme` (one a line, umlauts allowed, '#' comments), distinct;
/// none without a theme file. A line that is not a word is appended to `problems` naming
/// its line.
std::vector<ThemeWord> read_theme(const WordControl& control, std::vector<std::string>& problems);

/// Adds the theme words the list lacks (a puzzle maker's own words count as list words).
void add_theme_words(WordList& list, const std::vector<ThemeWord>& theme);

}  // namespace cwg
