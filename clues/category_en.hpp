#pragma once
/// Categories that lead somewhere, blanks a solver can fill (issue 27, clues-en18):
/// - a WordNet gloss that says no more than a broad category of its sense ("Unit of
///   measurement" for DENIER, "European river" for ODER) is ranked as the generic term it is;
/// - a name's gloss too long to print is narrowed to its kind and domain or place ("Hindu
///   god of fire" for AGNI, "Communist state in southeastern Asia" for LAOS) rather than
///   leaving only a bare category ("Hindu deity", which SIVA took: AGNI had no clue);
/// - a gloss is not cut where its head wants what follows ("Rapid series [of notes]" for
///   GLISSANDO, "Either of two folds of skin [that ...]" for LID);
/// - a blank of a field's term ("___ typhus", "___ constancy") comes after the word's other
///   top-band clues.
#include <string>
#include <string_view>
#include <vector>

#include "dict/wordnet.hpp"

namespace cwg::clues::en {

/// Whether the gloss clue `text` ("Unit of measurement", "European river") of the noun
/// sense `s` names only a broad category of it: one of the words of a synset `s` is a kind
/// or an instance of, with 20 kinds and instances or more in WordNet, alone or after a
/// region's adjective ("European river", "Asian country").
bool bare_category(std::string_view text, const wordnet::Synset& s, const wordnet::WordNet& wn);

/// A name's kind qualified by the place it is part of, as an editor writes it.
struct PlacedKind {
  std::string text;  ///< "Italian mountain range"
  /// The place is a continent's or an ocean's ("African port", "Pacific island"), or the
  /// place's own place's (NEWARK "American city": New Jersey has no adjective): as broad as
  /// "European river" and "Asian country", judged acceptable for their category.
  bool broad = false;
};

/// The kinds of the name `s` (its "@i" synsets: "mountain range", "port"; a "national
/// capital" as "capital", a "geographical area" as "region") after the adjective of the place
/// WordNet makes it part of (a "#p" holonym's pertainym): APENNINES "Italian mountain range" rather
/// than the bare "Mountain chain" (judged wrong: leads nowhere). Where that adjective names
/// `answer` (A-Z) or the place has none, the place's own place, up to three places up: TUNIS
/// "African port" (Tunisia, Maghreb, Africa), not "Tunisian port". None that leaks, none whose kind
/// has over two words or a place already ("European country").
std::vector<PlacedKind> placed_kinds(std::string_view answer, const wordnet::Synset& s,
                                     const wordnet::WordNet& wn);

/// A name's gloss `clean` (no article, no parentheses) that has more than `max_words` words
/// or `max_bytes` bytes, narrowed to what identifies it: cut before a place that follows
/// its domain ("Hindu god of fire [in ancient and traditional India]" for AGNI), or its
/// kind's leading adjectives dropped before its place ("[mountainous landlocked] communist
/// state in southeastern Asia" for LAOS); `clean` unchanged when neither fits.
std::string narrow_name_gloss(const std::string& clean, std::size_t max_words,
                              std::size_t max_bytes);

/// Whether a gloss cut to `kept` leads nowhere: it ends on an "-ing" word after a
/// preposition ("Open receptacle for holding [or displaying ...]" for TRAY), or begins with
/// "either of" or "each of" ("Either of two folds of skin [that ...]" for LID).
bool wants_complement(std::string_view kept);

/// Whether `kept` ends on a noun of quantity, part or kind that wants its "of ...": no cut
/// before that "of" ("Rapid series [of ascending or descending notes]" for GLISSANDO).
bool relational(std::string_view kept);

/// Whether a phrase whose first WordNet sense is in the lexicographer file `lex_file` is a
/// field's term rather than one a solver completes: a state or disease ("___ typhus", "Iron
/// ___" overload), a concept ("Size ___" constancy), a process, a quantity or a shape.
/// Of the pooled judged blanks such phrases were 46 % good and 11 % wrong (353 rows), the
/// others 68 % good. Such a blank comes after the word's other top-band clues (by_band).
bool technical_phrase(int lex_file);

}  // namespace cwg::clues::en
