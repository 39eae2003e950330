// A clue's confidence from its evidence (confidence.hpp).
#include "clues/confidence.hpp"

#include <algorithm>
#include <array>

#include "clues/grammar_de.hpp"

namespace cwg::clues {

std::string evidence_letters(unsigned evidence) {
  // One letter a bit, in the order of Evidence.
  static constexpr std::array<char, 29> kLetters = {
      'S', 'N', 'D', 'M', 'U', 'X', 'A', 'P', 'T', 'F', 'B', 'K', 'C', 'O', 'Q',
      'R', 'L', 'W', 'V', 'G', 'H', 'I', 'J', 'E', 'Y', 'Z', 'r', 'g', 'e'};
  std::string out;
  for (std::size_t i = 0; i < kLetters.size(); ++i)
    if ((evidence >> i & 1u) != 0) out += kLetters[i];
  return out;
}

namespace {

/// How much less sure a translation of a rarer English word is (kRareEnglish).
constexpr int kRareEnglishLess = 35;

/// A thesaurus term its note marks a trade's, a region's or the past's (kThesaurusRare).
constexpr int kRareConfirmed = 38;
constexpr int kRareUnconfirmed = 8;

/// A thesaurus term: by whether Ding confirms it, or another term of its meaning, or none of
/// the answer's (the shares of 1,799 judged terms, bench/RESULTS.md "clues-de7").
int plain_term_confidence(const Candidate& c) {
  const unsigned e = c.evidence;
  if ((e & kCounterpart) != 0) return 5;  // ENTE "Erpel": judged wrong (rank_de.cpp)
  // An abbreviation's unconfirmed terms (clues-de9, 36 distinct judged pairs): its kind
  // (ESA "Anstalt", IATA "Institut") 0 of 27 good, 63 % wrong; another term 1 of 9 good.
  if (!c.confirmed && (e & kAbbreviation) != 0) return c.generic ? 2 : 12;
  if (c.generic) return c.confirmed ? 40 : 6;  // a kind's name: 7 % good, 36-58 % wrong
  if (c.confirmed) {
    if ((e & kStemTerm) != 0) return 20;  // confirmed for the stem, not the form (17 %)
    if ((e & kTermUnfamiliar) != 0) return 50;
    // One meaning's term, no second source (clues-de12, the pooled judged rows): of a short
    // answer 65 % good, 7 % wrong (210 rows; several sources 79 / 4, 430), of a longer one
    // 77 / 3 (403; several 81 / 2, 993).
    if ((e & kOneSource) != 0) return (e & kShortAnswer) != 0 ? 65 : 72;
    return 77;
  }
  if ((e & kSenseConfirmed) != 0)  // a sound meaning, this term unconfirmed in it
    return (e & (kTermUnfamiliar | kTermMarked)) != 0 ? 5 : 30;
  if ((e & kNoneConfirmed) != 0) {  // no meaning of the answer confirmed: a phrase says more
    // (A phrase of a meaning Ding disputes: 17 % good, 41 % wrong of 46 rows, clues-de12.)
    if ((e & kPhrase) != 0) return (e & kMeaningDisputed) != 0 ? 15 : 55;
    // One word for an answer of at most 4 letters (clues-de9, 49 distinct judged pairs: 24 %
    // good, 35 % wrong; for longer answers 42 % and 20 %).
    return (e & kShortAnswer) != 0 ? 20 : 30;
  }
  // A meaning beside a confirmed one: another sense of the word.
  return (e & kStemTerm) != 0 ? 5 : 28;
}

/// A thesaurus term, at most kRareConfirmed or kRareUnconfirmed where the thesaurus's note
/// marks it a trade's, a region's or the past's word (clues-de30, the pooled judged rows):
/// Ding-confirmed such terms 36 % good, 14 % wrong of 84 rows, 33 pairs (ABI "Maturität",
/// TRAENE "Zähre", MANTEL "Decke"; the plain confirmed ones 78 / 3); unconfirmed, of an
/// answer of 5 letters or more, 9 / 62 of 45 rows, 16 pairs (NASAL "medial", SPINNE
/// "Arachnoid", TAUFLIEGE "Mücke"; the plain ones 41 / 20). A short answer's unconfirmed
/// terms are unsure anyway (kShortAnswer), the rare ones no less good (AUGE "Sehorgan", TEEN
/// "Backfisch": 5 pairs, 40 / 15).
int thesaurus_confidence(const Candidate& c) {
  const int plain = plain_term_confidence(c);
  if ((c.evidence & kThesaurusRare) == 0) return plain;
  if (c.confirmed) return std::min(plain, kRareConfirmed);
  return (c.evidence & kShortAnswer) != 0 ? plain : std::min(plain, kRareUnconfirmed);
}

/// A translation by its way back (round_trip.hpp, clues-de15): the share good of the pooled
/// judged French, Spanish and Italian translations (their German word one Hunspell knows) by
/// what the German-to-X dictionary says of their German word; -1 where it says nothing (no
/// reverse dictionary of the language).
int round_trip_confidence(unsigned e) {
  const bool first = (e & kFirstTranslation) != 0;
  // A first sense of the German word gives the answer back: of the foreign word's first
  // translation 90 % good, 3 % wrong (359 rows), of a later one 85 / 4 (27). Held at a
  // maker's list clue's 80: the fill is not to seek foreign words out.
  if ((e & kRoundTrip) != 0) return first ? 80 : 75;
  // Only a later sense (blau: 2. noir): 40 / 40 (15).
  if ((e & kRoundTripLater) != 0) return 40;
  // The German word is there, the answer not: 30 / 27 (77); of a later translation 0 / 41
  // (17: ESE "der", RES "Wild", CLAIR "bestimmt"), a last resort.
  if ((e & kReverseOther) != 0) return first ? 30 : 5;
  // The reverse dictionary lacks the German word (KHI "Chi", ARONIA "Apfelbeere"): 29 / 24
  // (49).
  if ((e & kReverseLacks) != 0) return 29;
  return -1;
}

/// An English translation by its way back through Ding's own lines of its German word
/// (Dictionary::way_back, clues-de19; the pooled judged "engl.:" rows, bench/RESULTS.md
/// "clues-de19"); -1 where it was not asked.
int ding_back_confidence(unsigned e) {
  // The first own line gives the answer back: 78 % good, 5 % wrong (355); of the foreign
  // word's first translation 80 / 4 (315), as today's kConfidentTranslation says; of a
  // later one 62 / 10 (40).
  if ((e & kDingBack) != 0) return (e & kFirstTranslation) != 0 ? kConfidentTranslation : 60;
  // The second own line (RUSE "Kniff", TREK "wandern"): 64 / 11 (64).
  if ((e & kDingBackSecond) != 0) return 60;
  // Only a third or later one (LEN "Länge", SHARE "Freigabe", BILL "Liste"): 47 / 23 (111),
  // after every surer translation of the word.
  if ((e & kDingBackLater) != 0) return 40;
  // No own line gives it (NET "rein": 50 / 0, 26), or the word has none (a plural, a
  // participle: LIONS "Löwen", SAT "gesessen": 61 / 12, 83).
  if ((e & kDingBackOther) != 0) return 50;
  if ((e & kDingBackLacks) != 0) return 60;
  return -1;
}

/// A translation ("engl.: Haus"), by its language and evidence (the shares of 350 judged
/// translations, bench/RESULTS.md "clues-de8"), but for how common its English word is.
int translation_sureness(const Candidate& c) {
  const std::string lang = c.source.substr(c.source.find(':') + 1);
  // A German word Hunspell does not know ("frz.: Cree" for CRI): 7 of 34 good, 68 % wrong.
  if ((c.evidence & kTermUnfamiliar) != 0) return 5;
  int sure = 0;
  if (lang == "en" || lang == "fr" || lang == "it")  // the languages solvers learn at school
    sure = (c.evidence & kFirstTranslation) != 0 ? kConfidentTranslation : 60;  // 71/9, 64/7 %
  else if (lang == "sv" || lang == "nl" || lang == "pt")  // Swedish: 0 of 9 good
    sure = 3;
  else  // Spanish, Latin: 28 % good, 28 % wrong (25)
    sure = 25;
  if (const int back = round_trip_confidence(c.evidence); back >= 0) sure = back;
  if (const int back = ding_back_confidence(c.evidence); back >= 0) sure = back;
  // Another gender's form translated as its headword (UDA "lat.: nass", MERA "span.: bloß",
  // VERA, ALBA, FRIA): of the pooled judged rows 2 of 22 good, 5 wrong (clues-de36): a last
  // resort.
  if ((c.evidence & kOtherForm) != 0) sure = std::min(sure, 5);
  // The short form ("en: Haus", for a half field): right, but never printed unchanged (0 of
  // 71 good, 18 % wrong).
  const bool short_form = c.text.size() > 3 && c.text[2] == ':';
  if (short_form) sure = std::min(sure, 25);
  return sure;
}

/// A translation's confidence: translation_sureness, less for a rarer English word.
int translation_confidence(const Candidate& c) {
  const int sure = translation_sureness(c);
  // An English word wamerican-small lacks (LEA, REEVES, DURRA, FIRTH, UREA): of the pooled
  // judged rows the word's first clue 27 % good, 27 % wrong (64), the small list's 76 / 4
  // (628): 35 less sure (70: 35), so that a --clued-only fill counts on it less; its
  // clues' order stays (order_confidence; clues-de36).
  return (c.evidence & kRareEnglish) != 0 ? std::max(sure - kRareEnglishLess, 0) : sure;
}

}  // namespace

bool translation(const Candidate& c) {
  return c.source.rfind("dictionary:", 0) == 0 && c.source != "dictionary:de" &&
         c.source != "dictionary:abbr" && c.source != "dictionary:place" &&
         c.source != "dictionary:name";
}

int order_confidence(const Candidate& c) {
  if ((c.evidence & kRareEnglish) == 0) return confidence(c);
  Candidate plain = c;
  plain.evidence &= ~kRareEnglish;
  return confidence(plain);
}

bool last_resort(const Candidate& c) {
  return (translation(c) || (c.evidence & kAbbreviation) != 0) && confidence(c) < kUnsure;
}

int confidence(const Candidate& c) {
  const std::string& s = c.source;
  if (s.rfind("list:", 0) == 0) return 80;  // the maker's own clue (not judged)
  // One preposition or personal pronoun for another (SEIT "nach", EUER "dein"): of 34 pooled
  // judged rows (14 pairs) 26 % good, 50 % wrong, whatever Ding says (clues-de16).
  if ((c.evidence & kFunctionWord) != 0) return 20;
  if (s == "grammar") return kGrammarConfidence;  // "3. Fall von ich" (grammar_de.hpp)
  if (s == "cldr" || s == "iso-3166-2" || s == "dictionary:place") return 85;  // 88 % of 57
  if (s == "thesaurus") return thesaurus_confidence(c);
  // Ding's own synonym of the word: 55 % good, 11 % wrong; one Hunspell does not know 9 / 71;
  // the word's feminine (IREN "Irinnen", FLAME "Flämin", GOTEN "Gotinnen": 0 of 10 pooled
  // judged rows good, 9 wrong) as a counterpart.
  if (s == "dictionary:de")
    return (c.evidence & kCounterpart) != 0 ? 5 : (c.evidence & kTermUnfamiliar) != 0 ? 8 : 55;
  if (translation(c)) return translation_confidence(c);  // "engl.: Haus" ...
  if (s == "dictionary:abbr") return 45;                 // "Abk.: Kilogramm" (1 judged)
  return 50;
}

}  // namespace cwg::clues
