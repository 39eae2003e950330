// An English word's first sense for its German translation (first_sense_en.hpp).
#include "clues/first_sense_en.hpp"

#include "core/input_error.hpp"
#include "core/text.hpp"
#include "dict/wordnet.hpp"

namespace cwg::clues {

namespace {

/// The uses below which the texts say nothing of a word (a rare word's few tagged uses).
constexpr int kTellingUses = 4;
/// A part of speech used less than a quarter as often as the commonest is a later sense
/// (the English clues' pos_penalty, english.cpp, draws the line there too).
constexpr int kRareRatio = 4;

}  // namespace

bool rare_verb(const std::string& answer) {
  const wordnet::WordNet* wn = nullptr;
  try {
    wn = &wordnet::WordNet::shared();
  } catch (const InputError&) {
    return false;  // no WordNet installed: no signal
  }
  const std::string lemma = text::ascii_lower(answer);
  const int noun = wn->uses(wordnet::Pos::Noun, lemma);
  const int verb = wn->uses(wordnet::Pos::Verb, lemma);
  if (noun < kTellingUses) return false;
  // Only a verb goes back: where the tagged texts use the verb more (TEAR, COUNT, RIDE) a
  // solver still sees the noun first (Träne, Graf, Ritt), the judged rows said (clues-de23).
  return verb * kRareRatio < noun;
}

bool verb_term(std::string_view english_term) {
  return english_term.starts_with("to ");
}

}  // namespace cwg::clues
