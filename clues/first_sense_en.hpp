#pragma once
/// An English word's first sense for its German translation (issue 27, clues-de20): a solver
/// reads AIR as the noun (Luft), STONE as Stein, not as the verbs lüften, steinigen. WordNet's
/// sense-tagged texts (cntlist.rev) say which of a word's parts of speech is its common one;
/// a translation of a verb ("to air") the texts use far less than the noun is a later
/// sense, after the others. Only the answer's own index lines are read.
#include <string>
#include <string_view>

namespace cwg::clues {

/// Whether the tagged texts use the English word `answer` (A-Z) as a verb far less than as a
/// noun (AIR, STONE, PAIR); false where WordNet lacks the word or the texts use it seldom. A
/// noun never goes back: TEAR is Träne to a solver though the texts use the verb more.
/// (Adjectives are not weighed: an adjective satellite's uses are not counted, wordnet.hpp.)
bool rare_verb(const std::string& answer);

/// Whether a Ding subentry's English term `english_term` is a verb's ("to air"). (The English
/// side, not the German marks: Ding marks only a group's last term, "lüften; belüften {vi}".)
bool verb_term(std::string_view english_term);

/// Whether WordNet knows the English word `answer` (A-Z) in any part of speech, as it is or
/// as a regular form of a lemma (BANES: bane, SUED: sue); true where WordNet is not
/// installed (no signal). A word Ding lists on its English side that neither WordNet nor
/// wamerican-small knows (EAU "Wasser", PETIT "klein", LEN "Länge", HYDRO "Gleitboot") is
/// another language's, or a clipping few readers know: no "engl.:" clue, at most the one
/// FreeDict language's that has it (Dictionary::sole_language; clues-de27: the judged rows
/// of such "engl.:" clues were 12 wrong, 1 acceptable of 13).
bool wordnet_word(const std::string& answer);

}  // namespace cwg::clues
