#pragma once
/// The engine beside the maker, on a draft and the word index: the candidates of one slot,
/// each with the words it leaves to its tightest crossing (what no open constructor shows),
/// and the grid's health (every open slot's candidate count).
#include <cstdint>
#include <string>
#include <vector>

#include "dict/dictionary.hpp"
#include "edit/draft.hpp"

namespace cwg::edit {

struct Candidate {
  std::string word;
  int score = 0;
  /// Words left to the tightest crossing slot through one of the entry's empty cells if
  /// this word were placed; -1 when placing it changes no crossing.
  int count = -1;
  bool dead = false;  ///< count == 0: a crossing would have no word
  bool used = false;  ///< the word already stands in another entry
};

struct CandidateList {
  std::string pattern;
  int total = 0;                 ///< words that fit (and pass the filter)
  std::vector<Candidate> items;  ///< the first `limit`, best score first, then A-Z
};

/// The words of `dict` that fit entry `e` of `d` and pass `filter`: "" none; letters of the
/// entry's length with '.' or '?' for any letter: a pattern; other letters: a substring the
/// word must contain. Throws std::invalid_argument for a filter with other characters.
CandidateList candidates(const Draft& d, const std::vector<Entry>& es, const Entry& e,
                         const Dictionary& dict, const std::string& filter, int limit);

struct SlotHealth {
  EntryKey key;
  int count = 0;  ///< words that fit the slot's letters
  int open = 0;   ///< its empty cells
};

struct Health {
  std::vector<SlotHealth> slots;           ///< every open slot, in entry order
  std::vector<EntryKey> most_constrained;  ///< up to 5 open slots with the fewest words (> 0)
  std::vector<EntryKey> dead;              ///< open slots with no word
  std::vector<EntryKey> unknown;           ///< full slots whose word is not in the list
};

Health health(const Draft& d, const std::vector<Entry>& es, const Dictionary& dict);

/// The entry's letters as the index's pattern (-1 for an empty cell).
std::vector<int> pattern_codes(const Draft& d, const Entry& e);

}  // namespace cwg::edit
