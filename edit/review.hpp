#pragma once
/// What the maker reviews beside the grid: an arrowword's six ratings, its score and the
/// validator's findings (as `cwg score` computes them), and clue suggestions for an entry
/// (as `cwg clue` chooses them), a leak or a clue too long for its field flagged.
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <unordered_set>
#include <vector>

#include "edit/draft.hpp"

namespace cwg::edit {

/// `GET /api/score`'s answer for an arrowword draft; `words` the list (for rule 5 and the
/// bonus), may be null.
nlohmann::json score_json(const Draft& d, const std::unordered_set<std::string>* words);

struct ClueSuggestion {
  std::string text;
  std::string source;
  bool leak = false;
  bool too_long = false;
};

/// Where a clue of entry `e` is printed: half a question field when it shares it, a whole
/// one, or the list beside an American grid.
bool shares_field(const Draft& d, const Entry& e);

/// Checks one clue for `answer` (A-Z): leak, too long for its field.
ClueSuggestion check_clue(const Draft& d, const Entry& e, const std::string& answer,
                          const std::string& clue);

/// Suggestions for a full entry from the clue lists `clue_files`, the thesaurus and the
/// dictionaries of the puzzle's language (German for an arrowword, English else), best
/// first, at most `limit`. Throws InputError naming a clue list that cannot be read.
std::vector<ClueSuggestion> suggest_clues(const Draft& d, const Entry& e, const std::string& answer,
                                          const std::vector<std::string>& clue_files, int limit);

}  // namespace cwg::edit
