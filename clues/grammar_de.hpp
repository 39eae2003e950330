#pragma once
/// A German function word's clue as Schwedenrätsel print it: what the word is in the grammar
/// ("3. Fall von ich" for MIR, "Artikel (4. Fall)" for DEN, "besitzanzeigendes Fürwort (du)"
/// for DEINE), a preposition a fixed phrase ("___ allem" for VOR). Such words have no synonym: the
/// thesaurus and Ding give another function word (MIR "mich", IHRE "dein", DEN "welchem"), which
/// the pooled judged rows found wrong or only acceptable (clues-de16: 26 % good, 50 % wrong).
#include <string>
#include <vector>

#include "clues/thesaurus.hpp"

namespace cwg::clues {

/// The confidence (confidence.hpp) of a grammar clue: the grammar names the word exactly.
constexpr int kGrammarConfidence = 75;

/// The grammar clues of `answer` (A-Z, umlauts as AE OE UE), the fullest first, source
/// "grammar"; none for a word that is no pronoun, article or preposition.
std::vector<Candidate> grammar_clues(const std::string& answer);

/// Puts `grammar` into `clues` (in rank order) before the first clue less sure than
/// kGrammarConfidence (confidence.hpp) and its ties, moving the later ones one rank down.
void insert_grammar(std::vector<Candidate> grammar, std::vector<Candidate>& clues);

}  // namespace cwg::clues
