#include "scoring/word_scores.hpp"

namespace cwg::arrowword {

WordScores::WordScores(const WordList& list) {
  if (!list.scored) return;  // every word scores the default
  score_.reserve(list.words.size());
  for (std::size_t i = 0; i < list.words.size(); ++i) score_.emplace(list.words[i], list.scores[i]);
}

double WordScores::mean(const ArrowwordGrid& grid) const {
  double sum = 0;
  int count = 0;
  for (const std::string& word : question_words(grid)) {
    if (word.empty()) continue;  // not all letters yet
    const auto it = score_.find(word);
    sum += it == score_.end() ? kDefaultWordScore : it->second;
    ++count;
  }
  return count ? sum / count : 0;
}

}  // namespace cwg::arrowword
