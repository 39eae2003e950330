#pragma once
/// A MyThes thesaurus (Debian mythes-de: OpenThesaurus; mythes-en-us: WordNet) read through
/// Debian's MyThes library, its headwords indexed by their spelling in the grid (upper case
/// A-Z, Ä Ö Ü ß as AE OE UE SS) rather than guessing umlauts back; inflected forms (AALE,
/// HAEUSER) reach their headword through Hunspell's stemmer when the language's Hunspell
/// dictionary is installed.
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "clues/needed.hpp"
#include "clues/speller.hpp"

class MyThes;

namespace cwg::clues {

namespace en {
class EnglishData;
}

enum class Lang { De, En };

/// One clue a source offers for an answer; a lower rank is a better clue.
struct Candidate {
  std::string text;
  std::string source;  ///< "list:FILE:LINE" or "thesaurus"
  int rank = 0;
  std::string headword;    ///< the thesaurus headword whose meaning gave it ("" else)
  bool inflected = false;  ///< that headword is the answer's stem (AALE: "Aal")
  int sense = -1;          ///< which of the thesaurus's meanings gave it (-1: none)
  bool generic = false;    ///< a generic term of the answer ("Vogel" for ENTE)
  /// A thesaurus term a second source confirms (German: Ding lists it beside the word or
  /// translates it as it translates the word, rank_de.hpp); unused for other sources.
  bool confirmed = false;
  /// How many of a source's meanings offer the text (best_first counts them).
  int shared = 1;
  /// What the sources say of it besides its rank: Evidence bits (confidence.hpp).
  unsigned evidence = 0;
  /// An adjective's similar term (WordNet's satellite: "ulterior" for SUBTERRANEAN), not a
  /// synonym of the word itself (confidence_en.hpp).
  bool similar = false;
  /// An English verb's "-ing" form for an answer that is none (AVID "Devouring"): the
  /// middle band at best (confidence_en.hpp).
  bool participle = false;
  /// An English noun's sense clued by a word WordNet's tagged texts use mostly as an
  /// adjective (DOLT "Stupid", TORY "American"; EnglishData::other_pos): the lowest band,
  /// last in it (confidence_en.hpp).
  bool other_pos = false;
  /// A WordNet gloss's words before the editor's short form (en::Offer::gloss_words): the
  /// tier of a full gloss (confidence_en.hpp) is the whole gloss's; 0: count the text's.
  int gloss_words = 0;
  /// An English blank of a field's term ("___ typhus", en::technical_phrase): after the
  /// other clues of the middle and top bands (confidence_en.hpp).
  bool technical = false;
  /// An English one-word synonym the sense-tagged texts never use in the meaning that gives
  /// it (en::EnglishData::unattested): after the other clues of its band (confidence_en.hpp).
  bool unattested = false;
  /// An English thesaurus term of its headword's first noun meaning (mythes-en-us lists
  /// WordNet's senses in WordNet's order: the noun sense a solver reads first).
  bool first_noun = false;
  /// An English term every word of which wamerican-small lists (EnglishData::unfamiliar: no
  /// cost), a word any solver knows: a wordy gloss gives its place to such a synonym only.
  bool familiar = false;
  /// A German thesaurus term its note marks as a trade's, a region's or the past's word
  /// (Term::rare): rank_de.cpp's evidence kThesaurusRare.
  bool rare = false;
  /// The answer is one land's German in the sense that gives it ("Velo (schweiz.)", Ding's
  /// "Duvet [Schw.]"): the house style marks the clue (regional_mark, mark_regions).
  std::string region = {};
};

/// `found` best rank first (ties in the order found), each text once (its `shared` the sum of
/// its copies'): what a source offers.
std::vector<Candidate> best_first(std::vector<Candidate> found);

/// /usr/share/mythes/th_de_DE_v2.idx or th_en_US_v2.idx.
std::filesystem::path default_thesaurus(Lang lang);

class Thesaurus {
 public:
  /// Opens FILE.idx and the FILE.dat beside it, and the Hunspell dictionary of `lang` from
  /// /usr/share/hunspell when it is there; indexes only what `answers` (and their stems)
  /// need. Throws InputError naming the file that is missing or unreadable (and the line of
  /// an index line that is not `word|offset`).
  Thesaurus(const std::filesystem::path& idx, Lang lang, const Needed& answers = {});
  ~Thesaurus();
  Thesaurus(const Thesaurus&) = delete;
  Thesaurus& operator=(const Thesaurus&) = delete;

  /// The terms offered for `answer` (A-Z), best first: synonyms and generic terms of the
  /// senses the word most likely has (its main form's sense first), of its own headword
  /// before those of its stems; no offensive term, no antonym, none of a sense in which the
  /// answer is itself the generic term. Leaks are the chooser's business. `answer` must be
  /// one of the answers the thesaurus was opened for. Not `ranked`: the same terms, without
  /// the English ranks by usage (WordNet look-ups for each term; the fill asks whether each
  /// of 100,000 words has a clue, not which is best).
  std::vector<Candidate> candidates(const std::string& answer, bool ranked = true) const;
  /// English: GCIDE's clues of `answer` (EnglishData::gcide_clues), for a word no source
  /// clues printably; none for German.
  std::vector<Candidate> last_resort(const std::string& answer) const;

  Lang lang() const { return lang_; }

  /// Whether the language's Hunspell dictionary knows the one-word `text` (a German clue
  /// word it lacks, "Flagelle", "Kerub", "laktieren", is harder than most answers); true
  /// for a phrase and when no Hunspell dictionary is installed.
  bool familiar(const std::string& text) const;
  /// Whether the Hunspell dictionary (de_DE: Germany's German) spells the answer (A-Z) in
  /// some spelling of it (umlauts, lower or title case); false without one.
  bool spells(const std::string& answer) const;

  /// Headwords indexed (distinct spellings; with named answers, those they need).
  std::size_t headwords() const { return index_.size(); }

 private:
  void read_index(const std::filesystem::path& idx, const Needed& keys);
  void read_reverse(const std::filesystem::path& dat);
  std::vector<std::string> hunspell_stems(const std::string& answer) const;
  std::vector<std::string> stems(const std::string& answer) const;
  void add_senses(const std::string& answer, const std::string& headword,
                  const std::string& spelled, int base, int first_sense,
                  std::vector<Candidate>& out, bool own_only, bool ranked) const;

  std::unique_ptr<MyThes> thes_;
  /// MyThes reads its meanings through one FILE*: one lookup at a time.
  mutable std::mutex lookup_lock_;
  std::unique_ptr<Speller> stemmer_;
  std::unique_ptr<en::EnglishData> english_;  ///< the English rules' data (english.hpp)
  Lang lang_;
  Needed answers_;
  bool latin1_ = false;  ///< the .dat says ISO-8859-1 (else UTF-8)
  std::unordered_map<std::string, std::vector<std::string>> index_;  ///< spelling -> headwords
  /// Spelling -> headwords in whose meanings a word without meanings of its own stands.
  std::unordered_map<std::string, std::vector<std::string>> reverse_;
};

}  // namespace cwg::clues
