// Ranking German clue terms by what Ding says of them (rank_de.hpp). The adjustments are in
// rank points: the thesaurus gives 10 a meaning, 1-3 a register note, 2 a further word.
#include "clues/rank_de.hpp"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "clues/agree_de.hpp"
#include "clues/confidence.hpp"
#include "clues/dictionary_text.hpp"
#include "clues/leak.hpp"
#include "core/letters.hpp"
#include "core/split.hpp"

namespace cwg::clues {

namespace {

constexpr int kAgrees = 8;       ///< Ding lists the term beside the word or translates both alike
constexpr int kSenseAgrees = 6;  ///< a term of the meaning agrees (else another one's does)
constexpr int kDisagrees = 8;    ///< Ding translates both, never alike (ALPEN "Rücken")
/// A generic term: after the sound synonyms of its meaning. OpenThesaurus's generic terms
/// are loose (judged wrong: IRE "Gallier", TELE "Okular", NATO "Institut", BALANCE "Stand").
constexpr int kGeneric = 7;
/// A generic term of a word none of whose meanings Ding confirms: after its synonyms of about
/// the same rank. Of 110 such terms judged in earlier rounds 5 % were good, 60 % wrong (IRE
/// "Gallier", AAL "Waffe", NATO "Anstalt"); of the synonyms beside them 26 % good, 32 % wrong.
/// More than 3 brings in the synonyms that rank far lower for a reason (ROMA "Gypsy", EUR
/// "ECU", NABE "Nexus").
constexpr int kGenericUnconfirmed = 3;
constexpr int kPhraseWord = 2;    ///< each further word of a term (the thesaurus's 2 besides)
constexpr int kUnknown = 4;       ///< a one-word term Ding lacks
constexpr int kMostNote = 8;      ///< at most this for Ding's notes on the term (2 a note)
constexpr int kUnfamiliar = 5;    ///< a one-word term Hunspell does not know
constexpr int kDingSynonym = 14;  ///< Ding's own synonym, the thesaurus lacking it
constexpr int kNamesWord = 8;     ///< the term's note in Ding names the word
/// A noun of the other number than the answer's: after its meaning's terms of the answer's.
constexpr int kOtherNumber = 20;
constexpr int kNever = 1 << 20;  ///< a term of another part of speech: dropped
constexpr int kEmpty = 40;       ///< a category that leads nowhere: after every other term
constexpr int kBare = 20;        ///< a bare category ("Land", "Insel"): after every other clue
/// A clue of confidence under kUnsure (confidence.hpp): after the surer terms near its rank
/// (TEILHABER "Partner", not "Partizipant"; KRIMI "Thriller", not "Epos").
constexpr int kUnsureRank = 8;
/// A term less sure than kSureTerm (confidence.hpp: the judged share of its kind of
/// evidence) ranks a point later for each kConfidencePerRank it lacks: of
/// the judged answers whose best term this changes (clues-de10), the terms it passes over
/// were 35 % good and 25 % wrong, those it takes (where judged) 64 % and 7 %.
constexpr int kSureTerm = 77;
constexpr int kConfidencePerRank = 5;

/// The thesaurus's broadest generic terms: an editor never prints them bare (judged wrong
/// for ENGEL "Subjekt", STAR "Person", KRANKER "Mensch", SPURT "Bewegung", KANTATE "Stück").
bool empty_category(const std::string& text) {
  static const std::unordered_set<std::string> kEmptyTerms = {
      "Person", "Mensch", "Subjekt", "Individuum", "Charakter", "Zustand", "Ding", "Sache",
      "Objekt", "Gegenstand", "Einheit", "Bewegung", "Stück", "Wesen", "Teil", "Vehikel",
      "Erscheinung", "Vorgang", "Etwas", "Technik", "Typ", "Status", "Laden",
      // The generic terms of a state (BALANCE "Stand"): one of them says nothing.
      "Stand", "Befindlichkeit", "Verfassung", "Konstitution"};
  return kEmptyTerms.count(text) > 0;
}

/// A category an editor never prints bare: it names a kind of which there are hundreds
/// (judged wrong: USA "Nation", NEPAL "Land", FERRO "Insel", CSU "Partei", VESTA "Gottheit",
/// ATHEN "Hauptstadt", MON "Volk", PARSEC "Maß"). A qualified one ("Staat in Südasien",
/// categories_de.hpp) or any other term comes first.
bool bare_category(const std::string& text) {
  static const std::unordered_set<std::string> kBareTerms = {
      "Land",        "Staat",     "Nation",        "Insel",   "Stadt",       "Großstadt",
      "Fluss",       "Strom",     "Gebirge",       "Berg",    "Hauptstadt",  "Metropole",
      "Ort",         "Ortschaft", "Gemeinde",      "Region",  "Gegend",      "Gebiet",
      "Partei",      "Volk",      "Ethnie",        "Stamm",   "Institution", "Institut",
      "Einrichtung", "Anstalt",   "Organisation",  "Frau",    "Mann",        "Gottheit",
      "Gott",        "Göttin",    "Monat",         "Maß",     "Maßeinheit",  "Titel",
      "Name",        "Vorname",   "Begriff",       "Wort",    "Leiden",      "Krankheit",
      "Sender",      "TV-Sender", "Fernsehsender", "Behörde", "Firma",       "Unternehmen"};
  return kBareTerms.count(text) > 0;
}

/// A phrase of a light verb and function words only, or of "tun" and no noun: a fragment
/// that says nothing (judged wrong every time in the pooled rows: NUR "ruhig tun",
/// AGITIEREN "tun für", ABFUEHREN "geben für"; "wütend sein", "steif gehen" say something).
bool empty_phrase(const std::string& text) {
  static const std::unordered_set<std::string> kLightVerbs = {
      "tun",     "geben",  "machen", "sein",   "haben", "lassen", "werden",  "gehen", "kommen",
      "bringen", "halten", "nehmen", "stehen", "legen", "setzen", "stellen", "ziehen"};
  static const std::unordered_set<std::string> kFunctionWords = {
      "für",  "an",    "auf",   "aus",    "bei",    "mit",   "nach", "von", "zu",
      "vor",  "über",  "unter", "um",     "durch",  "gegen", "ohne", "in",  "ab",
      "los",  "hin",   "her",   "weg",    "es",     "sich",  "so",   "was", "etwas",
      "dran", "drauf", "drin",  "vorbei", "zurück", "voran"};
  if (text.find(' ') == std::string::npos) return false;
  bool light = false, tun = false, content = false;
  for (std::size_t from = 0; from <= text.size();) {
    std::size_t to = text.find(' ', from);
    if (to == std::string::npos) to = text.size();
    const std::string word = text.substr(from, to - from);
    if (capitalized(word)) return false;  // a noun is content
    if (kLightVerbs.count(word) > 0) {
      light = true;
      tun = tun || word == "tun";
    } else if (kFunctionWords.count(word) == 0) {
      content = true;
    }
    from = to + 1;
  }
  return light && (tun || !content);
}

/// Whether `text` is one preposition or personal or possessive pronoun: it says what the
/// answer says only in some context (SEIT "nach", NACH "durch", SEINE "ihr", EUER "dein",
/// EVA "Sie"). (Relative and demonstrative ones stay: SEIN "dessen", JENER "der".)
bool function_word(const std::string& text) {
  static const std::unordered_set<std::string> kFunctionWords = {
      // Prepositions.
      "ab", "an", "auf", "aus", "außer", "bei", "bis", "durch", "für", "gegen", "in", "mit", "nach",
      "neben", "ohne", "per", "seit", "über", "um", "unter", "von", "vor", "während", "wegen", "zu",
      "zwischen",
      // Personal and possessive pronouns (a person of their own: SEINE is no "ihr").
      "ich", "du", "er", "es", "wir", "ihr", "sie", "Sie", "Ihr", "Ihre", "Ihnen", "mein", "dein",
      "sein", "unser", "euer", "meine", "deine", "seine", "ihre", "unsere", "eure", "mich", "dich",
      "sich", "uns", "euch", "mir", "dir", "ihm", "ihn", "ihnen"};
  return kFunctionWords.count(text) > 0;
}

/// Whether `text` is written in German letters only (ASCII, ä ö ü ß and their capitals):
/// a foreign spelling is a foreign word (ATHEN "Athínai").
bool german_letters(const std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) continue;
    if (c != 0xC3 || i + 1 == text.size()) return false;
    const auto low = static_cast<unsigned char>(text[++i]);
    // Ä Ö Ü ß ä ö ü in UTF-8: C3 84, 96, 9C, 9F, A4, B6, BC.
    if (low != 0x84 && low != 0x96 && low != 0x9C && low != 0x9F && low != 0xA4 && low != 0xB6 &&
        low != 0xBC)
      return false;
  }
  return true;
}

std::optional<Dictionary::GermanWord> word_of(const std::string& text,
                                              const Dictionary& dictionary) {
  if (text.find(' ') != std::string::npos) return std::nullopt;
  const auto spelled = normalize_word(text);
  if (!spelled) return std::nullopt;
  return dictionary.german_word(*spelled);
}

/// Whether Ding gives the term (written `text`) a part of speech the answer's word has,
/// or says too little to tell: ANSAESSIG {adj} is not clued "thronen" {vi}, ERST {adv} not
/// "Anfang" {m}, though the thesaurus puts them in one meaning.
/// The answer's parts of speech (Dictionary::GermanWord's bits; 0: unknown) in the meaning
/// that gave `c`.
unsigned answer_part_of_speech(const std::optional<Dictionary::GermanWord>& head,
                               const Candidate& c) {
  using W = Dictionary::GermanWord;
  unsigned answer = head ? head->capital_pos | head->small_pos : 0;
  // Ding lacking the word: how the thesaurus's meaning writes it says some (a capital: a
  // noun; lower case not ending in -n: no infinitive, "ansässig").
  const std::string& as = c.headword;
  if (answer == 0 && !as.empty() && as.find(' ') == as.npos)
    answer = as[0] >= 'A' && as[0] <= 'Z' ? W::kNoun
             : as.back() != 'n'           ? W::kAdjective | W::kAdverb
                                          : 0;
  return answer;
}

/// Whether a phrase (a term of several words) may have the answer's part of speech, told by
/// its last word: a noun's phrase ends in a capital ("Sohn Gottes", not MISERE "Arschkarte
/// haben"), a verb's not; an adjective's ends in no infinitive (COOL not "drüber stehen").
bool phrase_agrees(unsigned answer, const std::string& text) {
  using W = Dictionary::GermanWord;
  const std::size_t space = text.rfind(' ');
  if (space == std::string::npos || answer == 0) return true;
  const std::string last = text.substr(space + 1);
  if (last.empty()) return true;
  const bool capital = capitalized(last);
  if (answer == W::kNoun) return capital;
  if ((answer & W::kVerb) != 0) return !capital || (answer & W::kNoun) != 0;
  const bool infinitive = !capital && last.size() > 3 &&
                          (last.ends_with("en") || last.ends_with("ern") || last.ends_with("eln"));
  return !infinitive;
}

bool same_part_of_speech(const std::optional<Dictionary::GermanWord>& head,
                         const Dictionary::GermanWord& word, const Candidate& c) {
  using W = Dictionary::GermanWord;
  const std::string& text = c.text;
  const unsigned answer = answer_part_of_speech(head, c);
  const bool capital = !text.empty() && text[0] >= 'A' && text[0] <= 'Z';
  unsigned term = capital ? word.capital_pos : word.small_pos;
  // Ding lacking it: a word in -ieren is a verb (residieren).
  if (term == 0 && !capital && text.size() > 5 && text.ends_with("ieren")) term = W::kVerb;
  return answer == 0 || term == 0 || (answer & term) != 0;
}

/// A Ding synonym that is a compound of one of the thesaurus's terms ranks just before that
/// term: it says which kind (GIN "Wacholderschnaps" before "Schnaps", KEBAB "Fleischspieß"
/// before "Spieß"). kNever when it is none.
int qualified_rank(const std::string& synonym, const std::vector<Candidate>& terms) {
  const auto whole = normalize_word(synonym);
  int best = kNever;
  if (!whole) return best;
  for (const Candidate& t : terms) {
    const auto part = normalize_word(t.text);
    if (t.rank < kNever / 2 && part && part->size() >= 3 && whole->size() >= part->size() + 3 &&
        whole->ends_with(*part))
      best = std::min(best, t.rank - 1);
  }
  return best;
}

/// Whether a word of `text` begins with the answer's stem (the answer less a final -E, -EN
/// or -N; three letters or more), umlauts folded, or is the answer's root with other endings
/// (root_leak): the clue is made of the answer (judged wrong: ERDE "Erdboden", TON "Tönung",
/// EHRE "Ehrung", SATT "gesättigt", REUIG "reuevoll").
bool shares_stem(const std::string& answer, const std::string& text) {
  std::string stem = fold_umlauts(answer);
  if (stem.ends_with("EN") && stem.size() > 5) stem.resize(stem.size() - 2);
  if ((stem.ends_with("E") || stem.ends_with("N")) && stem.size() > 3) stem.pop_back();
  if (root_leak(answer, text)) return true;
  if (stem.size() < 3) return false;
  for (const std::string_view part : text::split_any(text, " -"))
    if (const auto w = normalize_word(std::string(part)))
      if (*w != answer && fold_umlauts(*w).rfind(stem, 0) == 0) return true;
  return false;
}

/// Whether the thesaurus's meaning writes the answer in capitals (`head`: "ESA", "USA"): an
/// abbreviation in that meaning.
bool abbreviation(const std::string& answer, const std::string& head) {
  return head.size() >= 2 && head == answer;
}

/// Whether the thesaurus term `text` is the feminine of another of `terms` (MOSLEM
/// "Muslimin" beside "Muslim", judged wrong): a counterpart of an answer that is no feminine
/// in -in itself, as Ding's feminine synonym is (Dictionary::candidates).
bool feminine_term(const std::string& answer, const std::string& text,
                   const std::vector<Candidate>& terms) {
  if (answer.ends_with("IN") || answer.ends_with("INNEN") || !capitalized(text)) return false;
  if (feminine_of(answer, text)) return true;
  return std::any_of(terms.begin(), terms.end(), [&](const Candidate& other) {
    const auto spelled = normalize_word(other.text);
    return other.text != text && capitalized(other.text) && spelled && feminine_of(*spelled, text);
  });
}

}  // namespace

std::vector<Candidate> rank_de(const std::string& answer, std::vector<Candidate> terms,
                               std::vector<Candidate> synonyms, const Dictionary& dictionary,
                               const Thesaurus& thesaurus) {
  std::unordered_set<std::string> ding;  // the texts of Ding's synonyms
  for (const Candidate& s : synonyms) ding.insert(s.text);
  const auto own = dictionary.german_word(answer);
  std::vector<bool> agrees(terms.size());
  // Each term's number against the answer's: 1 agrees, -1 does not, 0 unknown.
  std::vector<int> number(terms.size());
  using W = Dictionary::GermanWord;
  std::unordered_map<std::string, std::optional<Dictionary::GermanWord>> stems, words;
  std::unordered_set<int> agreeing_senses;
  for (std::size_t i = 0; i < terms.size(); ++i) {
    Candidate& c = terms[i];
    // A stem's term compares with the stem (REHE's "Hirsche" with Reh).
    std::optional<Dictionary::GermanWord> head = own;
    if (c.inflected)
      if (const auto stem = normalize_word(c.headword)) {
        // Each of a stem's terms asks for it: Ding's lines are read once.
        auto at = stems.find(*stem);
        if (at == stems.end()) at = stems.emplace(*stem, dictionary.german_word(*stem)).first;
        head = at->second;
      }
    auto seen = words.find(c.text);  // a term of several meanings is read once
    if (seen == words.end()) seen = words.emplace(c.text, word_of(c.text, dictionary)).first;
    const std::optional<Dictionary::GermanWord>& word = seen->second;
    if ((word && !same_part_of_speech(head, *word, c)) ||
        !phrase_agrees(answer_part_of_speech(head, c), c.text)) {
      c.rank = kNever;
      continue;
    }
    // The answer's number (a stem's terms are put into the plural later, agree_de.hpp); a
    // word that is a plural only takes a singular term (FERIEN "Urlaub").
    // (Of a term Ding has twice at least: one line's number may be another word's, Tacken
    // the doormats', not the money's.)
    if (!c.inflected && own && word && own->number != 0 && word->subentries > 1 &&
        capitalized(c.headword) && capitalized(c.text) &&
        (own->number != W::kPlural || dictionary.plurals().is_plural(answer)))
      number[i] = (word->number & own->number) != 0 ? 1 : word->number != 0 ? -1 : 0;
    // A phrase is looser than a word (and often an idiom: SUSPEKT "nicht ganz astrein").
    c.rank += kPhraseWord * static_cast<int>(std::count(c.text.begin(), c.text.end(), ' '));
    const std::optional<int> shared = head && word ? head->shares(*word) : std::nullopt;
    c.evidence |= (abbreviation(answer, c.headword) ? kAbbreviation : 0u) |
                  (answer.size() <= kShortAnswerMost ? kShortAnswer : 0u) |
                  (word && word->subentries > 0 ? kTermInDing : 0u) |
                  (word && word->penalty > 0 ? kTermMarked : 0u) |
                  (own && own->subentries > 0 ? kAnswerInDing : 0u) |
                  (c.text.find(' ') != std::string::npos ? kPhrase : 0u) |
                  (c.inflected ? kStemTerm : 0u) | (function_word(c.text) ? kFunctionWord : 0u) |
                  (c.rare ? kThesaurusRare : 0u) |
                  (thesaurus.familiar(c.text) ? 0u : kTermUnfamiliar);
    agrees[i] = (!c.inflected && ding.count(c.text)) || shared;
    c.confirmed = agrees[i];
    if (agrees[i]) {
      // Less where the two meet only in a later or marked sense of the word (ENTE and
      // Falschmeldung in "Ente [ugs.]").
      c.rank -= std::max(kAgrees - (shared ? *shared : 0), kAgrees / 4);
      agreeing_senses.insert(c.sense);
    } else if (!c.generic && head && word && !head->english.empty() && !word->english.empty()) {
      // (A generic term is never translated as the word is: "Vogel" for ENTE.)
      c.rank += kDisagrees;
      c.evidence |= kDingDisagrees;
    }
    // A term whose note names the word is a kind or a counterpart of it (Erpel "männliche
    // Ente"), no synonym.
    if (word && std::find(word->note_words.begin(), word->note_words.end(), answer) !=
                    word->note_words.end()) {
      c.rank += kNamesWord;
      c.evidence |= kCounterpart;
    }
    if (!c.inflected && feminine_term(answer, c.text, terms)) {
      c.rank += kNamesWord;
      c.evidence |= kCounterpart;
    }
    if (word) c.rank += word->subentries == 0 ? kUnknown : std::min(2 * word->penalty, kMostNote);
    if (!thesaurus.familiar(c.text)) c.rank += kUnfamiliar;
    if (c.generic) c.rank += kGeneric;
    if (shares_stem(answer, c.text)) c.rank += kEmpty;
    if (empty_category(c.text) || empty_phrase(c.text)) c.rank += kEmpty;
    // Bare as a generic term (USA "Land"); as a synonym it is the word (STAAT "Land").
    if (c.generic && bare_category(c.text)) c.rank += kBare;
    if (!german_letters(c.text)) c.rank += kEmpty;
  }
  // A second source or meaning for a term; the meanings whose one-word terms Ding disputes.
  std::unordered_set<int> disputed;
  for (const Candidate& c : terms) {
    if ((c.evidence & kDingDisagrees) != 0 && c.text.find(' ') == std::string::npos)
      disputed.insert(c.sense);
  }
  for (Candidate& c : terms) {
    if (c.shared == 1 && (c.inflected || ding.count(c.text) == 0)) c.evidence |= kOneSource;
    if (c.text.find(' ') != std::string::npos && c.sense >= 0 && disputed.count(c.sense) > 0)
      c.evidence |= kMeaningDisputed;
  }
  // The meanings with an agreeing term before those without.
  for (Candidate& c : terms)
    if (agreeing_senses.empty()) {
      c.rank += c.generic ? kGenericUnconfirmed : 0;
      c.evidence |= kNoneConfirmed;
    } else if (c.sense >= 0) {
      const bool agrees_here = agreeing_senses.count(c.sense) > 0;
      c.rank += agrees_here ? -kSenseAgrees : kSenseAgrees;
      c.evidence |= agrees_here ? kSenseConfirmed : 0u;
    }
  // A noun of the other number after a term of its meaning that agrees and is as sure
  // (WOELFE "Ofensau", DEICHE "Kaje" judged wrong; ERLOES "Einkünfte" acceptable, "Ertrag"
  // the judge's own): a less sure one is no better (RUECKSTAND "Schulden", not "Forderung"),
  // and where its meaning has none it may be that sense's only clue (BLAETTER "Laub").
  std::unordered_map<int, int> agreeing_number;  // sense -> its surest agreeing term
  for (std::size_t i = 0; i < number.size(); ++i)
    if (number[i] == 1 && terms[i].rank < kNever / 2) {
      int& best = agreeing_number[terms[i].sense];
      best = std::max(best, confidence(terms[i]));
    }
  for (std::size_t i = 0; i < number.size(); ++i)
    if (const auto it = agreeing_number.find(terms[i].sense);
        number[i] == -1 && it != agreeing_number.end() && it->second >= confidence(terms[i]))
      terms[i].rank += kOtherNumber;
  for (Candidate& s : synonyms) {
    s.evidence |= kTermInDing | (own && own->subentries > 0 ? kAnswerInDing : 0u) |
                  (s.text.find(' ') != std::string::npos ? kPhrase : 0u) |
                  (function_word(s.text) ? kFunctionWord : 0u) |
                  (thesaurus.familiar(s.text) ? 0u : kTermUnfamiliar);
    s.rank += kDingSynonym + 2 * static_cast<int>(std::count(s.text.begin(), s.text.end(), ' '));
    if (!thesaurus.familiar(s.text)) s.rank += kUnfamiliar;
    if (empty_category(s.text) || empty_phrase(s.text)) s.rank += kEmpty;
    if (!german_letters(s.text) || shares_stem(answer, s.text)) s.rank += kEmpty;
    if (const int before = qualified_rank(s.text, terms); before < kNever / 2)
      s.rank = std::min(s.rank, before);
    terms.push_back(std::move(s));
  }
  for (Candidate& c : terms)
    c.rank += (confidence(c) < kUnsure ? kUnsureRank : 0) +
              std::max(0, kSureTerm - confidence(c)) / kConfidencePerRank;
  std::erase_if(terms, [](const Candidate& c) { return c.rank >= kNever / 2; });
  return best_first(std::move(terms));
}

}  // namespace cwg::clues
