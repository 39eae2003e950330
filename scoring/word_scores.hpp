#pragma once
/// How good a grid's words are by the word list's scores (`cwg solve`'s report).
#include <string>
#include <unordered_map>

#include "dict/wordlist.hpp"
#include "grid/grid.hpp"

namespace cwg::arrowword {

/// Word scores by word.
class WordScores {
 public:
  explicit WordScores(const WordList& list);
  /// The mean score of the words the grid's questions address (letters only; a word not
  /// in the list counts as kDefaultWordScore); 0 for a grid without a complete word.
  double mean(const ArrowwordGrid& grid) const;

 private:
  std::unordered_map<std::string, int> score_;
};

}  // namespace cwg::arrowword
