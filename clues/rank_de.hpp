#pragma once
/// The sense a solver thinks of first, for German clues: the thesaurus lists a word's
/// meanings in no order of likelihood (ANFANG: "Herkunft" before "Beginn") and puts
/// counterparts beside synonyms (ENTE: "Erpel"), so its terms are ranked again with what
/// Ding says of them: a term Ding also lists beside the word, or translates as it translates
/// the word, is the word's sense, and so is its meaning; a term Ding translates otherwise
/// (Erpel "drake", Ente "duck") is not; a term Ding lacks or marks [selten], [fachspr.] is
/// harder than the answer, and so is a word Hunspell does not know. Ding's own synonyms of the word
/// join the thesaurus's terms.
#include <string>
#include <vector>

#include "clues/dictionary.hpp"
#include "clues/thesaurus.hpp"

namespace cwg::clues {

/// `terms` (the thesaurus's, best first, not yet put into the answer's form) and `synonyms`
/// (Ding's, Dictionary::candidates) of `answer` as one list, best first; a word Hunspell
/// does not know (Thesaurus::familiar) ranks lower.
std::vector<Candidate> rank_de(const std::string& answer, std::vector<Candidate> terms,
                               std::vector<Candidate> synonyms, const Dictionary& dictionary,
                               const Thesaurus& thesaurus);

}  // namespace cwg::clues
