#pragma once
/// The flags of the puzzle maker's control over the words of a run (--ban FILE, --min-score
/// N, --theme FILE) mapped onto core/word_control's values, and the mean score of a grid's
/// words.
#include <boost/program_options/options_description.hpp>
#include <boost/program_options/variables_map.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "arrowword/grid.hpp"
#include "core/word_control.hpp"
#include "core/wordlist.hpp"

namespace cwg::cli {

/// Adds --ban, --min-score and (with `theme`) --theme to `desc`.
void add_word_control_flags(boost::program_options::options_description& desc, bool theme = true);

/// The values of --ban, --min-score and --theme.
WordControl word_control(const boost::program_options::variables_map& vm);

/// The word list of --dict (or the default) with --ban and --min-score applied; throws
/// InputError naming the file (and line) of the first problem.
WordList load_controlled_wordlist(const boost::program_options::variables_map& vm);

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
