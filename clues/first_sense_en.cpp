// An English word's first sense for its German translation (first_sense_en.hpp).
#include "clues/first_sense_en.hpp"

#include <array>
#include <string_view>
#include <utility>

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

/// The installed WordNet, or nullptr where wordnet-base is missing (then no signal).
const wordnet::WordNet* installed_wordnet() {
  try {
    return &wordnet::WordNet::shared();
  } catch (const InputError&) {
    return nullptr;
  }
}

}  // namespace

bool rare_verb(const std::string& answer) {
  const wordnet::WordNet* wn = installed_wordnet();
  if (!wn) return false;
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

bool wordnet_word(const std::string& answer) {
  const wordnet::WordNet* wn = installed_wordnet();
  if (!wn) return true;
  const std::string word = text::ascii_lower(answer);
  const auto known = [&](std::string_view lemma) {
    for (const auto pos :
         {wordnet::Pos::Noun, wordnet::Pos::Verb, wordnet::Pos::Adj, wordnet::Pos::Adv})
      if (wn->lookup(pos, lemma)) return true;
    return false;
  };
  if (known(word)) return true;
  // A regular form's lemma: its ending replaced (SUED: sue, ESPIES: espy, CLASSIER: classy,
  // RULING: rule, STOPPED: stop).
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 14> kForms = {{
      {"s", ""},
      {"es", ""},
      {"ies", "y"},
      {"ed", ""},
      {"ed", "e"},
      {"ied", "y"},
      {"ing", ""},
      {"ing", "e"},
      {"er", ""},
      {"er", "e"},
      {"ier", "y"},
      {"est", ""},
      {"est", "e"},
      {"iest", "y"},
  }};
  for (const auto& [ending, lemma_end] : kForms) {
    if (word.size() < ending.size() + 2 || !word.ends_with(ending)) continue;
    const std::string stem = word.substr(0, word.size() - ending.size());
    if (known(stem + std::string(lemma_end))) return true;
    // A doubled last consonant (STOPPED, BIGGER): one of it.
    if (lemma_end.empty() && stem[stem.size() - 1] == stem[stem.size() - 2] &&
        known(stem.substr(0, stem.size() - 1)))
      return true;
  }
  return false;
}

}  // namespace cwg::clues
