#pragma once
/// How sure a clue is: the share of clues with the same evidence that editors judged good
/// (issue 27). The evidence is generic (which source, whether Ding confirms a thesaurus term
/// or another of its meaning, whether Ding and Hunspell know the term, how many of the
/// thesaurus's meanings offer it), never a word list; the table is calibrated on the pooled
/// German pairs judged blind in bench/clue_ratings/de*.tsv (bench/clue_confidence.py).
#include <cstddef>
#include <string>

#include "clues/thesaurus.hpp"

namespace cwg::clues {

/// Bits of Candidate::evidence, set where the source ranks its terms (rank_de.cpp).
enum Evidence : unsigned {
  kSenseConfirmed = 1u << 0,  ///< another term of its meaning is confirmed by Ding
  kNoneConfirmed = 1u << 1,   ///< no meaning of the answer has a term Ding confirms
  kTermInDing = 1u << 2,      ///< Ding has the term as a German word
  kTermMarked = 1u << 3,      ///< Ding marks it everywhere ([selten], [fachspr.] ...)
  kTermUnfamiliar = 1u << 4,  ///< Hunspell does not know the term
  kDingDisagrees = 1u << 5,   ///< Ding translates term and answer, never alike
  kAnswerInDing = 1u << 6,    ///< Ding has the answer as a German word
  kPhrase = 1u << 7,          ///< a term of several words
  kStemTerm = 1u << 8,        ///< a term of the answer's stem's meanings (AALE: Aal's)
  /// A translation that is the foreign word's first German word (FreeDict's first sense) or,
  /// for English, a round trip (the German word's own first subentry in Ding gives the
  /// answer first).
  kFirstTranslation = 1u << 9,
  /// The thesaurus writes the answer in capitals in the meaning that gave the term (ESA,
  /// IATA, EUR): an abbreviation, whose kind ("Anstalt", "Institut") says nothing of it.
  kAbbreviation = 1u << 10,
  /// The answer has at most kShortAnswer letters: an unconfirmed thesaurus term of it is
  /// more often another word's (a name's, an abbreviation's, a foreign word's) than a longer
  /// answer's is.
  kShortAnswer = 1u << 11,
  /// Ding's note on the term names the answer (Erpel "männliche Ente" for ENTE): a kind or
  /// a counterpart of it, no synonym; so is a Ding synonym that is the answer's feminine
  /// (IREN "Irinnen").
  kCounterpart = 1u << 12,
  /// A thesaurus term one meaning of the answer gives and no other source (no second meaning,
  /// not Ding's synonym of the word): a surer term is one sources agree on (clues-de12).
  kOneSource = 1u << 13,
  /// A phrase of a meaning whose one-word terms Ding translates unlike the answer: Ding
  /// cannot look up the phrase, but its meaning is another word's (INERT "immer wieder").
  kMeaningDisputed = 1u << 14,
  /// The way back of a translation (round_trip.hpp, clues-de15): the German word's first
  /// sense in the reverse dictionary gives the answer back ("frz.: Kopf" for TETE: Kopf,
  /// tête) ...
  kRoundTrip = 1u << 15,
  /// ... only a later sense does ("frz.: blau" for NOIR: blau, 2. betrunken: noir) ...
  kRoundTripLater = 1u << 16,
  /// ... none does (the German word is there, the answer not) ...
  kReverseOther = 1u << 17,
  /// ... or the reverse dictionary lacks the German word (a rare word or a wrong one).
  kReverseLacks = 1u << 18,
  /// The term is one preposition or personal or possessive pronoun ("nach", "ihr", "Sie"): it
  /// stands for another only in a context (SEIT "nach", SEINE "ihr", EUER "dein"; clues-de16).
  kFunctionWord = 1u << 19,
  /// The way back of an English translation through Ding itself (Dictionary::way_back,
  /// clues-de19): the German word's first own line gives the answer back ("engl.: Liste"
  /// for LIST) ...
  kDingBack = 1u << 20,
  /// ... its second own line does (RUSE "Kniff") ...
  kDingBackSecond = 1u << 21,
  /// ... only a later own line does (BILL "Liste", LEN "Länge") ...
  kDingBackLater = 1u << 22,
  /// ... none does ...
  kDingBackOther = 1u << 23,
  /// ... or the word has no line of its own (it stands only beside another term).
  kDingBackLacks = 1u << 24,
  /// An English word's translation only of a verb sense its texts use far less (AIR
  /// "lüften"; first_sense_en.hpp).
  kLaterPos = 1u << 25,
  /// The thesaurus's note marks the term a trade's, a region's or the past's word ("Decke
  /// (fachspr., Jargon)" for MANTEL, "Marille (österr.)", "Zähre (veraltet)"; Term::rare):
  /// a sense or a word the solver does not read first, whatever confirms it (clues-de30).
  kThesaurusRare = 1u << 26,
  /// A translation of another gender's form by its headword's word: a feminine adjective's by
  /// the masculine's (UDA "lat.: nass", MERA "span.: bloß"; clues-de36).
  kOtherForm = 1u << 27,
  /// An English word wamerican-small's list lacks (not a name): a rarer word (LEA "engl.:
  /// Flur", REEVES "engl.: Vögte", DURRA "engl.: Besenkorn"; clues-de36).
  kRareEnglish = 1u << 28,
};

/// The longest answer kShortAnswer marks.
constexpr std::size_t kShortAnswerMost = 4;

/// The evidence bits as letters, for `cwg clue --candidates` ("" for none).
std::string evidence_letters(unsigned evidence);

/// 0-100: how many of 100 clues like `c` an editor would print unchanged, by its source and
/// evidence (the judged shares, rounded).
int confidence(const Candidate& c);

/// confidence(c) but for how common an English answer is (kRareEnglish): that is the word's,
/// not one clue's, and it leaves the order of the word's clues as it was (clues-de36).
int order_confidence(const Candidate& c);

/// A clue sure enough to print without a second look: confidence(c) >= kConfident.
constexpr int kConfident = 50;
/// A clue editors print fewer than 1 time in 10 (a generic term, a Ding synonym Hunspell does
/// not know, a rare term of a meaning Ding confirms otherwise): 6 % of 519 judged good, 53 %
/// wrong. It ranks after surer clues (rank_de.cpp), and a --clued-only fill leaves out a
/// word of kSureFrom letters or more (sources.hpp) whose clue would be one.
constexpr int kUnsure = 10;
/// Whether `c` is a translation ("engl.: Haus", source "dictionary:en", "dictionary:fr" ...).
bool translation(const Candidate& c);
/// A German word's last resort: printed where nothing else is, never counted on by a
/// --clued-only fill, whatever the word's length: an unsure translation (a Swedish word, a
/// German side Hunspell does not know) or an unsure term of an abbreviation (ESA "Anstalt").
bool last_resort(const Candidate& c);
/// A foreign word of this many letters or more (ATTENDRE "frz.: warten") is no confident
/// answer for a --clued-only fill whatever its clue's confidence: 5 of the 350 judged
/// translations were of words that long, too few to say how editors take them.
constexpr std::size_t kLongForeignFrom = 7;
/// The confidence of a translation of a school language's word in its first sense ("engl.:
/// Haus"): others rank after it by how much less sure they are.
constexpr int kConfidentTranslation = 70;

}  // namespace cwg::clues
