#include "clues/fill_words.hpp"

#include <algorithm>
#include <string>
#include <unordered_set>

namespace cwg::clues {

std::vector<bool> clueable_words(const WordList& list, const ClueSource& source, Field field) {
  std::vector<bool> out(list.words.size());
  for (std::size_t i = 0; i < list.words.size(); ++i)
    out[i] = clueable(list.words[i], source, field);
  return out;
}

std::size_t keep_clueable(WordList& list, const std::vector<bool>& clueable) {
  std::unordered_set<std::string> drop;
  for (std::size_t i = 0; i < list.words.size(); ++i)
    if (!clueable[i]) drop.insert(list.words[i]);
  return remove_words(list, [&](const std::string& w, int) { return drop.count(w) > 0; });
}

void prefer_clueable(WordList& list, const std::vector<bool>& clueable, int bonus) {
  if (list.scores.size() != list.words.size())
    list.scores.assign(list.words.size(), static_cast<std::uint8_t>(kDefaultWordScore));
  for (std::size_t i = 0; i < list.words.size(); ++i) {
    const int s = list.scores[i] + (clueable[i] ? bonus : -bonus);
    list.scores[i] = static_cast<std::uint8_t>(std::clamp(s, 0, 100));
  }
  list.scored = true;
}

}  // namespace cwg::clues
