#pragma once
/// German clues agree with their answer in part of speech and number. German writes its
/// nouns with a capital, so a thesaurus term agrees with its headword when both begin in
/// the same case (Twitter is no "tweeten", Lehne no "stützen"); an answer reached through
/// its stem is a plural when the stem is a noun (REHE from Reh: each term is put into
/// Ding's plural of it, or not offered) and a verb's or adjective's form when it is not
/// (LOECHER from löchern: no infinitive clue for it).
#include <string>
#include <vector>

#include "clues/plurals_de.hpp"
#include "clues/thesaurus.hpp"

namespace cwg::clues {

/// Whether a German term begins with a capital letter (A-Z, Ä, Ö, Ü).
bool capitalized(const std::string& text);

/// The thesaurus candidates of `answer` that agree with it, a stem's noun terms put into
/// the plural with `plurals` (none known: such terms are left out); other candidates as
/// they are, in the same order.
std::vector<Candidate> agree_de(const std::string& answer, std::vector<Candidate> found,
                                const Plurals* plurals);

}  // namespace cwg::clues
