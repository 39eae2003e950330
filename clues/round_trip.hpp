#pragma once
/// The way back (issue 27, clues-de15): a translation ("frz.: blau" for NOIR) is sure when
/// the dictionary of the other direction gives the answer back for the German word's first
/// sense (blau: bleu, not noir; nett: nice before neat). Read: FreeDict's German-to-X files
/// (dict-freedict-deu-fra, -deu-ita, -deu-spa, -deu-eng), each when a translation into its
/// language is first asked about; a clue's evidence (confidence.hpp) says how the way back
/// went, and its confidence follows what the judges said of such translations.
#include <cstddef>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "clues/dictionary_text.hpp"
#include "clues/thesaurus.hpp"

namespace cwg::clues {

class Dictionary;

/// One sense of a German word in a reverse dictionary: its translations spelled A-Z, and
/// whether it is its entry's first (an entry that numbers its senses lists the likeliest
/// first, "1. bleu, bleue 2. ... noir" for blau; deu-eng's entries are a sense each, in no
/// such order: each is a first sense).
struct Sense {
  std::vector<std::string> words;
  bool first = true;
};
using Senses = std::vector<Sense>;

/// A FreeDict German-to-X dictionary, its index read at the first question.
class ReverseDictionary {
 public:
  /// `index`: freedict-deu-XXX.index, its .dict.dz beside it; `lang` its other language
  /// ("fr"). Nothing is read yet.
  ReverseDictionary(std::filesystem::path index, std::string lang);

  const std::string& lang() const { return lang_; }

  /// The senses of the German word `german` as written ("Kopf", "nett") over its entries;
  /// none when the dictionary lacks the word. Reads the files at the first call
  /// (InputError naming a missing or bad one). Thread-safe.
  std::optional<Senses> senses(const std::string& german) const;

  /// How many entries the index lists (reads it).
  std::size_t entries() const;

 private:
  struct Posting {
    std::uint64_t hash;  ///< of the index's key (lower case)
    std::uint64_t off, len;
  };
  void load() const;  // with lock_ held

  std::filesystem::path index_;
  std::string lang_;
  mutable std::mutex lock_;
  mutable bool loaded_ = false;
  mutable std::vector<Posting> postings_;  ///< by hash
  mutable std::unique_ptr<Dictzip, DictzipDelete> dictzip_;
  mutable std::unordered_map<std::string, std::optional<Senses>> memo_;
};

/// "fr" for "freedict-deu-fra.index" (a German-to-French file); none for any other file.
std::optional<std::string> reverse_lang(const std::filesystem::path& file);

/// A reverse dictionary of fewer entries (deu-ita has 4,449) says nothing by lacking a
/// word: kReverseLacks only from this many.
constexpr std::size_t kTellingEntries = 10000;

/// The way back of translation `c` of `answer` ("frz.: blau" for NOIR) as Evidence bits:
/// kRoundTrip where a first sense of the German word gives the answer back (Sense::first),
/// kRoundTripLater where only a later one does, kReverseOther where none does,
/// kReverseLacks where the reverse dictionary (of kTellingEntries or more) lacks the German
/// word; 0 for no translation or a language without a reverse dictionary (Latin, Swedish).
unsigned round_trip_evidence(const Dictionary& dictionary, const std::string& answer,
                             const Candidate& c);

}  // namespace cwg::clues
