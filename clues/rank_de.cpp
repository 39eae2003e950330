// Ranking German clue terms by what Ding says of them (rank_de.hpp). The adjustments are in
// rank points: the thesaurus gives 10 a meaning, 1-3 a register note, 2 a further word.
#include "clues/rank_de.hpp"

#include <algorithm>
#include <optional>
#include <unordered_set>

#include "core/letters.hpp"

namespace cwg::clues {

namespace {

constexpr int kAgrees = 8;        ///< Ding lists the term beside the word or translates both alike
constexpr int kSenseAgrees = 6;   ///< a term of the meaning agrees (else another one's does)
constexpr int kDisagrees = 4;     ///< Ding translates both, never alike
constexpr int kUnknown = 4;       ///< a one-word term Ding lacks
constexpr int kMostNote = 8;      ///< at most this for Ding's notes on the term (2 a note)
constexpr int kUnfamiliar = 5;    ///< a one-word term Hunspell does not know
constexpr int kDingSynonym = 14;  ///< Ding's own synonym, the thesaurus lacking it
constexpr int kNamesWord = 8;     ///< the term's note in Ding names the word

std::optional<Dictionary::GermanWord> word_of(const std::string& text,
                                              const Dictionary& dictionary) {
  if (text.find(' ') != std::string::npos) return std::nullopt;
  const auto spelled = normalize_word(text);
  if (!spelled) return std::nullopt;
  return dictionary.german_word(*spelled);
}

}  // namespace

std::vector<Candidate> rank_de(const std::string& answer, std::vector<Candidate> terms,
                               std::vector<Candidate> synonyms, const Dictionary& dictionary,
                               const Thesaurus& thesaurus) {
  std::unordered_set<std::string> ding;  // the texts of Ding's synonyms
  for (const Candidate& s : synonyms) ding.insert(s.text);
  const auto own = dictionary.german_word(answer);
  std::vector<bool> agrees(terms.size());
  std::unordered_set<int> agreeing_senses;
  for (std::size_t i = 0; i < terms.size(); ++i) {
    Candidate& c = terms[i];
    // A stem's term compares with the stem (REHE's "Hirsche" with Reh).
    std::optional<Dictionary::GermanWord> head = own;
    if (c.inflected)
      if (const auto stem = normalize_word(c.headword)) head = dictionary.german_word(*stem);
    const auto word = word_of(c.text, dictionary);
    const std::optional<int> shared = head && word ? head->shares(*word) : std::nullopt;
    agrees[i] = (!c.inflected && ding.count(c.text)) || shared;
    if (agrees[i]) {
      // Less where the two meet only in a later or marked sense of the word (ENTE and
      // Falschmeldung in "Ente [ugs.]").
      c.rank -= std::max(kAgrees - (shared ? *shared : 0), kAgrees / 4);
      agreeing_senses.insert(c.sense);
    } else if (!c.generic && head && word && !head->english.empty() && !word->english.empty()) {
      // (A generic term is never translated as the word is: "Vogel" for ENTE.)
      c.rank += kDisagrees;
    }
    // A term whose note names the word is a kind or a counterpart of it (Erpel "männliche
    // Ente"), no synonym.
    if (word && std::find(word->note_words.begin(), word->note_words.end(), answer) !=
                    word->note_words.end())
      c.rank += kNamesWord;
    if (word) c.rank += word->subentries == 0 ? kUnknown : std::min(2 * word->penalty, kMostNote);
    if (!thesaurus.familiar(c.text)) c.rank += kUnfamiliar;
  }
  // The meanings with an agreeing term before those without.
  for (Candidate& c : terms)
    if (c.sense >= 0 && !agreeing_senses.empty())
      c.rank += agreeing_senses.count(c.sense) ? -kSenseAgrees : kSenseAgrees;
  for (Candidate& s : synonyms) {
    s.rank += kDingSynonym + 2 * static_cast<int>(std::count(s.text.begin(), s.text.end(), ' '));
    if (!thesaurus.familiar(s.text)) s.rank += kUnfamiliar;
    terms.push_back(std::move(s));
  }
  return best_first(std::move(terms));
}

}  // namespace cwg::clues
