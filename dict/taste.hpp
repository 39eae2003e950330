#pragma once
/// Taste: what a newspaper prints for everyone. No slur, obscenity, vulgarism or disparaging
/// term as a clue or a word of a clue, and none as a word of an English fill. Derived from
/// the data Debian ships: WordNet (wordnet-base) files such senses under the usage domains
/// "ethnic slur", "disparagement" and "obscenity/vulgarism" and glosses them "offensive
/// term for ...", "obscene terms for ..."; the thesauri's own notes ("(derb, stark
/// abwertend)") and Ding's ([vulg.], [pej.]) are read where those sources are read
/// (clues/terms.cpp, clues/dictionary.cpp). What the data misses (WordNet has "Gypsy" and
/// "date rape" unmarked) is one short list in taste.cpp.
///
/// A word is offensive in one sense or in all: "taco", "queen", "boy" have a slur among
/// their senses, "kike" has no other. A word with no other sense is never printed; a
/// sense's terms are dropped where that sense is the one meant (offensive_sense).
#include <filesystem>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "dict/wordlist.hpp"
#include "dict/wordnet.hpp"

namespace cwg {

class Taste {
 public:
  enum class Lang { De, En };

  /// English: WordNet's offensive senses in `wordnet_dir` and the supplementary list. Throws
  /// InputError naming a WordNet file that is missing (Debian package wordnet-base).
  static Taste english(const std::filesystem::path& wordnet_dir = kWordNetDir);
  /// German: the supplementary list (the thesaurus's and Ding's notes are read with them).
  static Taste german();

  /// The taste of `lang`, read once per process (English: from kWordNetDir).
  static const Taste& of(Lang lang);

  /// Whether `word` (A-Z) may be a word of a fill: no slur or obscenity whatever its other
  /// senses ("FAG", "GOOK"), nor their plurals.
  bool fill_ok(std::string_view word) const;

  /// Whether no word or phrase of `clue` (UTF-8, any case) is one never printed.
  bool clue_ok(std::string_view clue) const;

  /// Whether `a` and `b` (words or phrases, any case) share an offensive sense: in a
  /// thesaurus meaning of `a` that lists `b`, that meaning is the offensive one (QUEEN and
  /// "fairy", TACO and "greaser").
  bool offensive_sense(std::string_view a, std::string_view b) const;

  /// Whether `term` makes a meaning of `head` that lists it unprintable as a whole: the two
  /// share an offensive sense, or `term` is never printed and WordNet knows no offensive sense
  /// of it to tell this meaning from (TIT's "titty"). A never-printed word whose offensive
  /// senses `head` does not share stands in another meaning (GOOP's "sludge, goo, gook"): it
  /// alone is no clue (clue_ok), the meaning's other terms are.
  bool spoils_meaning(std::string_view head, std::string_view term) const;

  /// Whether `word` (any case) has an offensive sense at all (offensive_sense's quick test).
  bool has_offensive_sense(std::string_view word) const;

  std::size_t never_count() const { return never_.size(); }

 private:
  void add_never(std::string_view word_or_phrase, bool fill);
  void read_wordnet(const std::filesystem::path& dir);

  std::unordered_set<std::string> never_;          ///< words and phrases, lower case, one space
  std::unordered_set<std::string> fill_never_;     ///< the same, A-Z without spaces
  std::unordered_set<std::string> phrase_starts_;  ///< first words of never_'s phrases
  /// A word (as never_ spells it) -> the offensive senses it has (WordNet synset ids).
  std::unordered_map<std::string, std::vector<int>> senses_;
};

/// Removes the words of `list` that `taste` does not let into a fill; returns how many went.
std::size_t remove_offensive(WordList& list, const Taste& taste);

/// `text` lower-cased (ASCII and the German capitals Ä Ö Ü), its words joined by one space;
/// anything but a letter or a UTF-8 byte separates words ("slant-eye" is "slant eye").
std::string taste_key(std::string_view text);

}  // namespace cwg
