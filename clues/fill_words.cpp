#include "clues/fill_words.hpp"

#include <algorithm>
#include <atomic>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "clues/confidence.hpp"
#include "clues/confidence_en.hpp"
#include "core/workers.hpp"

namespace cwg::clues {

std::vector<bool> clueable_words(const WordList& list, const ClueSource& source, Field field) {
  std::vector<bool> out(list.words.size());
  for (std::size_t i = 0; i < list.words.size(); ++i)
    out[i] = clueable(list.words[i], source, field);
  return out;
}

void drop_unconfident(const WordList& list, const std::vector<int>& sure, std::size_t min_length,
                      std::size_t enough, std::vector<bool>& clueable, int confident_from) {
  std::unordered_map<std::size_t, std::size_t> confident;  // length -> confident words
  for (std::size_t i = 0; i < clueable.size(); ++i)
    if (clueable[i] && sure[i] >= confident_from) ++confident[list.words[i].size()];
  for (std::size_t i = 0; i < clueable.size(); ++i) {
    const std::size_t len = list.words[i].size();
    if (clueable[i] && sure[i] < confident_from && len >= min_length && confident[len] >= enough)
      clueable[i] = false;
  }
}

namespace {

/// How many distinct printable clues `word` has, counted to 2 (`count`), the one when only
/// one (`sole`), and the first one's confidence (`sure`, when asked).
void count_clues(const std::string& word, const ClueSource& source, Field field, bool english,
                 int* sure, int& count, std::string& sole) {
  for (const Candidate& c : source.candidates(word, false)) {
    if (!printable(word, c.text, field)) continue;
    // A word's last resort (a Swedish word, a translation Hunspell does not know: 7 of 43
    // judged good; an abbreviation's kind: none of 27) is no clue a fill counts on,
    // whatever the word's length.
    if (!english && last_resort(c)) continue;
    if (sure && *sure < 0) {
      *sure = english ? en::confidence(c) : confidence(c);
      if (!english && translation(c) && word.size() >= kLongForeignFrom)
        *sure = std::min(*sure, kConfident - 1);
    }
    const std::string key = repeat_key(c.text);
    if (count == 0) {
      sole = key;
      count = 1;
    } else if (key != sole) {
      count = 2;
    }
    if (count == 2) break;
  }
}

}  // namespace

std::vector<bool> surely_clued_words(const WordList& list, const ClueSource& source, Field field,
                                     std::size_t min_length, std::vector<int>* sure, bool english) {
  const std::size_t n = list.words.size();
  std::vector<int> count(n);
  std::vector<std::string> sole(n);
  if (sure) sure->assign(n, -1);
  // Each word's clues on two cores, as choose_clues gathers them (most of an American
  // --clued-only fill's set-up): a word writes only its own entries, so the result is the
  // same whatever thread took it.
  std::atomic<std::size_t> next{0};
  run_workers(std::min(2, worker_count(0)), [&] {
    for (std::size_t i = next++; i < n; i = next++)
      count_clues(list.words[i], source, field, english, sure ? &(*sure)[i] : nullptr, count[i],
                  sole[i]);
  });
  std::unordered_map<std::string, int> sole_of;  // clue -> words it is the only clue of
  for (std::size_t i = 0; i < n; ++i)
    if (count[i] == 1) ++sole_of[sole[i]];
  std::vector<bool> out(n);
  for (std::size_t i = 0; i < n; ++i)
    out[i] = count[i] == 2 ||
             (count[i] == 1 && (list.words[i].size() < min_length || sole_of[sole[i]] < 2));
  return out;
}

ClueKeys::ClueKeys(const std::vector<std::string>& words, const ClueSource& source)
    : words_(words), key_count_(words.size(), 0) {
  // Each word's keys on two cores, as surely_clued_words counts them (a German list's keys
  // cost 4.5-7 s of CPU on one): a word writes only its own entry; the map is made after,
  // in list order, so it is the same whatever thread took a word.
  std::vector<std::vector<std::string>> keys(words_.size());
  std::atomic<std::size_t> next{0};
  run_workers(std::min(2, worker_count(0)), [&] {
    for (std::size_t i = next++; i < words_.size(); i = next++) {
      for (const Candidate& c : source.candidates(words_[i], false))
        if (printable(words_[i], c.text, Field::Whole)) keys[i].push_back(repeat_key(c.text));
      std::sort(keys[i].begin(), keys[i].end());
      keys[i].erase(std::unique(keys[i].begin(), keys[i].end()), keys[i].end());
    }
  });
  for (std::size_t i = 0; i < words_.size(); ++i) {
    key_count_[i] = static_cast<int>(keys[i].size());
    for (std::string& k : keys[i]) by_key_[std::move(k)].push_back(static_cast<int>(i));
  }
}

std::vector<std::string> ClueKeys::all_taken(const std::vector<std::string>& used) const {
  std::vector<int> taken(words_.size(), 0);
  std::vector<std::string> keys = used;
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  for (const std::string& k : keys) {
    const auto it = by_key_.find(k);
    if (it == by_key_.end()) continue;
    for (int w : it->second) ++taken[static_cast<std::size_t>(w)];
  }
  std::vector<std::string> out;
  for (std::size_t i = 0; i < words_.size(); ++i)
    if (key_count_[i] > 0 && taken[i] == key_count_[i]) out.push_back(words_[i]);
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

void prefer_confident(WordList& list, const std::vector<int>& sure, int bonus) {
  if (list.scores.size() != list.words.size())
    list.scores.assign(list.words.size(), static_cast<std::uint8_t>(kDefaultWordScore));
  for (std::size_t i = 0; i < list.words.size(); ++i) {
    const int s = list.scores[i] + bonus * (std::max(sure[i], 0) - kConfident) / kConfidenceStep;
    list.scores[i] = static_cast<std::uint8_t>(std::clamp(s, 0, 100));
  }
  list.scored = true;
}

}  // namespace cwg::clues
