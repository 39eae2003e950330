#pragma once
/// The puzzle maker's control over the words of a run: --ban FILE (never these words) and
/// --min-score N (only words of a scored list that score at least N), applied to the word
/// list before anything is built from it, and the mean score of a grid's words.
#include <boost/program_options/options_description.hpp>
#include <boost/program_options/variables_map.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "arrowword/grid.hpp"
#include "core/wordlist.hpp"

namespace cwg::cli {

/// Adds --ban, --min-score and (with `theme`) --theme to `desc`.
void add_word_control_flags(boost::program_options::options_description& desc, bool theme = true);

/// The word list of --dict (or the default) with --ban and --min-score applied; throws
/// InputError naming the file (and line) of the first problem.
WordList load_controlled_wordlist(const boost::program_options::variables_map& vm);

/// Removes the banned and low-scoring words from `list`. Problems (an unreadable or empty
/// ban file, a score out of range, nothing left) are appended to `problems`, each naming
/// its file and line.
void apply_word_control(const boost::program_options::variables_map& vm, WordList& list,
                        std::vector<std::string>& problems);

/// A theme word as read: the word (A-Z) and the line it stands on.
struct ThemeWord {
  std::string word;
  int line = 0;
};

/// The words of --theme FILE (one a line, umlauts allowed, '#' comments), distinct; none
/// without the flag. A line that is not a word is appended to `problems` naming its line.
std::vector<ThemeWord> read_theme(const boost::program_options::variables_map& vm,
                                  std::vector<std::string>& problems);

/// Adds the theme words the list lacks (a puzzle maker's own words count as list words).
void add_theme_words(WordList& list, const std::vector<ThemeWord>& theme);

/// Word scores by word, for reporting how good a grid's words are.
class WordScores {
 public:
  explicit WordScores(const WordList& list);
  /// The mean score of the words the grid's questions address (letters only; a word not
  /// in the list counts as kDefaultWordScore); 0 for a grid without a complete word.
  double mean(const arrowword::ArrowwordGrid& grid) const;

 private:
  std::unordered_map<std::string, int> score_;
};

}  // namespace cwg::cli
