#pragma once
/// A fill that can be clued: the word list's words that some clue source can clue, kept
/// alone (--clued-only) or preferred through the fill's word score (--clue).
#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

#include "clues/choose.hpp"
#include "clues/confidence.hpp"
#include "dict/wordlist.hpp"

namespace cwg::clues {

/// Per word of `list`, whether it can be clued in `field`.
std::vector<bool> clueable_words(const WordList& list, const ClueSource& source, Field field);

/// Per word of a fill list, the repeat keys (repeat_key) of its distinct printable clues in a
/// whole field (the most room), sorted: what ClueKeys is made of.
using WordKeys = std::vector<std::vector<std::string>>;

/// Per word of `list`, whether a --clued-only fill may use it: it can be clued in `field`,
/// and, from `min_length` letters on, not when its one printable clue is also the one clue
/// of another word ("Kapitale" is the only clue of 117 capitals: two in a grid, and one
/// goes without). Shorter words are scarce; they stay.
/// With `sure`, also per word the confidence (confidence.hpp; `english`: confidence_en.hpp)
/// of its first printable clue, the one choose_clues gives it unless another word took it
/// (-1: none).
/// With `keys`, also per word its WordKeys entry, from the same candidates: a clued-only
/// solve's ClueKeys, which asked every word for its candidates a second time (a German list's
/// cost 4.5-7 s of CPU).
std::vector<bool> surely_clued_words(const WordList& list, const ClueSource& source, Field field,
                                     std::size_t min_length, std::vector<int>* sure = nullptr,
                                     bool english = false, WordKeys* keys = nullptr);

/// Says no (in `clueable`) to each word of `min_length` letters or more whose clue is not
/// confident (`sure` below `confident_from`: the English en::kConfident), in a length where at
/// least `enough` confident clueable words are: an American --clued-only fill's first try.
void drop_unconfident(const WordList& list, const std::vector<int>& sure, std::size_t min_length,
                      std::size_t enough, std::vector<bool>& clueable,
                      int confident_from = kConfident);

/// The clues each word of a fill list may have (in a whole field, the most room), by their
/// repeat keys, and which words have a clue: for a --clued-only fill, the words a grid can no
/// longer clue because other words took every clue they have.
class ClueKeys {
 public:
  ClueKeys() = default;
  /// `keys`: per word of `words` (surely_clued_words gathers them).
  ClueKeys(std::vector<std::string> words, WordKeys keys);
  /// The words whose every clue is in `used` (repeat keys), in list order.
  std::vector<std::string> all_taken(const std::vector<std::string>& used) const;

 private:
  std::vector<std::string> words_;
  std::vector<int> key_count_;                                ///< per word
  std::unordered_map<std::string, std::vector<int>> by_key_;  ///< key -> words
};

/// Removes the words `clueable` says no to; returns how many went. `keys` (per word of
/// `list`, when given) follows the list.
std::size_t keep_clueable(WordList& list, const std::vector<bool>& clueable,
                          WordKeys* keys = nullptr);

/// Raises each clueable word's score by `bonus` and lowers every other's by as much (within
/// 0..100); the list becomes a scored one, so the fill puts clueable words first.
void prefer_clueable(WordList& list, const std::vector<bool>& clueable, int bonus);

/// Moves each word's score by `bonus` points per kConfidenceStep its clue's confidence
/// (`sure`, per word) lies above or below kConfident (within 0..100): with the default bonus a
/// word whose clue editors print 77 times in 100 scores 100, one of 30 scores 10.
void prefer_confident(WordList& list, const std::vector<int>& sure, int bonus);
constexpr int kConfidenceStep = 25;

}  // namespace cwg::clues
