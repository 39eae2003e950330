#include "clues/choose.hpp"

#include <algorithm>
#include <atomic>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

#include "clues/agree_de.hpp"
#include "clues/confidence.hpp"
#include "clues/confidence_en.hpp"
#include "clues/english.hpp"
#include "clues/grammar_de.hpp"
#include "clues/leak.hpp"
#include "clues/rank_de.hpp"
#include "clues/style_en.hpp"
#include "core/letters.hpp"
#include "core/rng.hpp"
#include "core/workers.hpp"
#include "dict/taste.hpp"
#include "render/text_fit.hpp"

namespace cwg::clues {

namespace {

/// "Stew" for STEW (ASCII answers; an umlaut's spelling is never English).
std::string title_case(const std::string& answer) {
  std::string out = answer;
  for (std::size_t i = 1; i < out.size(); ++i)
    if (out[i] >= 'A' && out[i] <= 'Z') out[i] = static_cast<char>(out[i] - 'A' + 'a');
  return out;
}

/// A place's kind as the thesaurus's generic terms name it, as a clue says it: "Stadt" for
/// Stadt, Großstadt, Hauptstadt ...; "" for none.
std::string place_kind(const std::string& generic) {
  static const std::unordered_map<std::string, std::string> kinds = {
      {"Stadt", "Stadt"},     {"Großstadt", "Stadt"},  {"Hauptstadt", "Stadt"},
      {"Metropole", "Stadt"}, {"Kleinstadt", "Stadt"}, {"Ortschaft", "Ort"},
      {"Ort", "Ort"},         {"Gemeinde", "Ort"},     {"Insel", "Insel"},
      {"Region", "Region"},   {"Provinz", "Provinz"},  {"Landschaft", "Landschaft"}};
  const auto it = kinds.find(generic);
  return it == kinds.end() ? std::string() : it->second;
}

/// "Stadt in Estland" for TARTU: the thesaurus's generic term of a place ("Stadt") and the
/// one country ISO 3166-2 names a subdivision of it in, or of a synonym of its meaning
/// (WILNA: Vilnius). A qualified category, before the bare one (judged wrong bare).
void qualify_places(const std::string& answer, const std::vector<Candidate>& terms,
                    const Categories& categories, std::vector<Candidate>& out) {
  for (const Candidate& kind_term : terms) {
    if (!kind_term.generic) continue;
    const std::string kind = place_kind(kind_term.text);
    if (kind.empty()) continue;
    std::string in = categories.place_in(answer);
    for (const Candidate& t : terms)
      if (in.empty() && !t.generic && t.sense == kind_term.sense)
        if (const auto spelled = normalize_word(t.text)) in = categories.place_in(*spelled);
    if (in.empty()) continue;
    const std::string text = kind + " " + in;
    if (std::none_of(out.begin(), out.end(), [&](const Candidate& c) { return c.text == text; }))
      out.push_back({text, "iso-3166-2", 500050, {}, false});
    return;
  }
}

/// After every other source's clues (a thesaurus term ranks from 1000000).
constexpr int kLastResort = 5000000;
/// A place's other name (Dictionary::other_names): after a thesaurus term, before a
/// translation (from 2000000).
constexpr int kOtherName = 1500000;

/// Whether Hunspell knows a translation's German word ("engl.: Haus").
void mark_translation(const Thesaurus& thesaurus, Candidate& c) {
  const std::size_t colon = c.text.find(": ");
  if (colon != std::string::npos && !thesaurus.familiar(c.text.substr(colon + 2)))
    c.evidence |= kTermUnfamiliar;
}

/// `terms` with an abbreviation's expansion also in the house style, before it as is ("Abk.:
/// Universal Serial Bus" for USB): a phrase whose words' initials spell the answer.
std::vector<Candidate> mark_expansions(const std::string& answer, std::vector<Candidate> terms) {
  std::vector<Candidate> out;
  for (Candidate& c : terms) {
    if (c.text.find(' ') != std::string::npos && c.text.find(':') == std::string::npos &&
        en::abbreviates(answer, c.text)) {
      out.push_back(c);
      out.back().text = "Abk.: " + c.text;
    }
    out.push_back(std::move(c));
  }
  return out;
}

/// A German answer one land uses in the sense of its clue, marked as the house style does
/// ("schweiz.: Fahrrad" for VELO, "schweiz.: Deckbett" for DUVET; unmarked, judged
/// acceptable at best: "Helvetismus ohne Kennzeichnung", ABWART, CAR, CORNET, MATUR, STAPI).
/// The bare clue stays after it, for a field too small for the mark. A word Germany's
/// Hunspell dictionary spells is no land's word to a solver, whatever the sources' notes
/// (BOUILLON, DOSSIER, ZOFF marked "schweiz.": judged wrong or loose, the regions round).
std::vector<Candidate> mark_regions(const std::string& answer, const Thesaurus& thesaurus,
                                    std::vector<Candidate> found) {
  // (Hunspell asked only for a word some source marks: every list word's candidates pass here.)
  const auto marked = [](const Candidate& c) { return !c.region.empty(); };
  if (std::none_of(found.begin(), found.end(), marked) || thesaurus.spells(answer)) {
    for (Candidate& c : found) c.region.clear();
    return found;
  }
  std::vector<Candidate> out;
  for (Candidate& c : found) {
    if (!c.region.empty() && c.text.find(": ") == std::string::npos) {
      out.push_back(c);
      out.back().text = c.region + ": " + c.text;
    }
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace

std::vector<Candidate> ClueSource::candidates(const std::string& answer, bool ranked) const {
  std::vector<Candidate> out;
  if (lists) out = lists->candidates(answer);
  // "Staat in Südamerika", "Hauptstadt von Peru": before the thesaurus's bare "Staat".
  std::vector<Candidate> qualified;
  if (categories) qualified = categories->candidates(answer);
  std::size_t abbreviations = 0;          // "Abk.: ...": no sense of the word itself
  std::size_t english_abbreviations = 0;  // "engl. Abk.: ...": an English short form
  if (dictionary) {
    for (Candidate& c : dictionary->places(answer)) qualified.push_back(std::move(c));
    for (Candidate& c : dictionary->abbreviations(answer)) {
      english_abbreviations += c.text.starts_with(kEnglishAbbreviation) ? 1 : 0;
      qualified.push_back(std::move(c));
      ++abbreviations;
    }
  }
  for (Candidate& c : qualified) {
    c.rank += 500000;
    out.push_back(std::move(c));
  }
  // A German word's synonyms in Ding rank among the thesaurus's terms (rank_de.hpp).
  const bool german = thesaurus && thesaurus->lang() == Lang::De && dictionary;
  // A word neither Ding nor Hunspell knows as German, and no name or abbreviation of the
  // data, is a foreign word: its translation comes before the thesaurus's terms (DEA
  // "lat.: Göttin", not "Matrone"; RADIX "lat.: Wurzel", not "engl.: Wurzel").
  // (Not an English word: the thesaurus's terms of one are marked "engl.:" below, and
  // another language's namesake is another word: AND is no Swedish "Ente".)
  // (An English short form of the same letters is no German word either: DEA, the US drug
  // agency, is "lat.: Göttin" before the thesaurus's "Matrone", judged wrong 16 times.)
  const bool foreign_word = german && qualified.size() == english_abbreviations &&
                            !dictionary->german(answer) && !dictionary->english(answer) &&
                            !thesaurus->familiar(answer) &&
                            !thesaurus->familiar(title_case(answer));
  if (thesaurus) {
    std::vector<Candidate> terms = thesaurus->candidates(answer, ranked);
    if (german)
      terms = rank_de(answer, std::move(terms), dictionary->candidates(answer, false), *dictionary,
                      *thesaurus);
    if (thesaurus->lang() == Lang::De)
      terms = agree_de(answer, std::move(terms), dictionary ? &dictionary->plurals() : nullptr);
    // An English word the thesaurus lists among German ones (STEW "Eintopf", FILE "Datei"):
    // Ding has it in English only, Hunspell does not know it as German, and the term is
    // one of Ding's translations of it (VESTA "Gottheit" is the goddess, not a match).
    if (german && !dictionary->german(answer) && !thesaurus->familiar(answer) &&
        !thesaurus->familiar(title_case(answer)))
      for (Candidate& c : terms)
        if (dictionary->translates(answer, c.text)) {
          // The Latin or Italian word English took over is Latin or Italian (ULNA, RADIX
          // "lat.: Wurzel").
          const auto from = dictionary->loan(answer, c.text);
          c.text = language_mark(from.value_or("en")) + " " + c.text;
        }
    // An abbreviation's expansion in the house style (USB "Abk.: Universal Serial Bus", RAF
    // "Abk.: Royal Air Force"): bare, it reads as the definition of a longer word. The bare
    // one stays after it, for a field too small for the mark.
    if (thesaurus->lang() == Lang::De) terms = mark_expansions(answer, std::move(terms));
    if (categories) qualify_places(answer, terms, *categories, out);
    // Thesaurus terms rank after every list clue.
    for (Candidate& c : terms) {
      c.rank += 1000000;
      out.push_back(std::move(c));
    }
  }
  if (dictionary && !(german && dictionary->german(answer))) {
    // A foreign word's translation only for a word the lists and the thesaurus know nothing
    // of, or a foreign word: the German sense first (RAT is Rat, not "engl.: Ratte").
    const auto from = static_cast<std::ptrdiff_t>(out.size());
    for (Candidate& c :
         dictionary->candidates(answer, out.size() == abbreviations || foreign_word)) {
      // (Ding's English translations stay last: the thesaurus's terms marked "engl.:" are
      // checked against them, FILE "engl.: Datei" and not "engl.: Schlange".)
      c.rank += foreign_word && c.source != "dictionary:en" ? 900000 : 2000000;
      if (thesaurus && translation(c)) {
        mark_translation(*thesaurus, c);
        c.evidence |= round_trip_evidence(*dictionary, answer, c);
        // "ital.: See" before "span.: See"; Swedish words and translations Hunspell does not
        // know (7 of 43 judged good, 74 % wrong) after every other clue: a word's last resort,
        // which a --clued-only fill takes only in a short word it cannot do without.
        const int sure = order_confidence(c);
        c.rank += kConfidentTranslation - sure + (sure < kUnsure ? kLastResort : 0);
      }
      out.push_back(std::move(c));
    }
    // A place's other name: its German name's note, after the thesaurus's terms (LIEGE is a
    // Liege before it is Liège) and before the translations (BRNO "Stadt in Tschechien").
    // Where the word's own language gives the German name back, surely and printably (not ROME
    // "frz.: Rom"), that translation is the clue in the note's place: GENOVA "ital.: Genua", ALSACE
    // "frz.: Elsass" (judged: the note "Stadt in Italien" leads to GENUA, wrong twice; "engl.:
    // Genua" wrong twice).
    for (Candidate& c : dictionary->other_names(answer)) {
      const auto own = std::find_if(out.begin() + from, out.end(), [&](const Candidate& t) {
        return translation(t) && t.source != "dictionary:en" && (t.evidence & kRoundTrip) != 0 &&
               t.text.ends_with(": " + c.headword) && confidence(t) >= kConfident &&
               printable(answer, t.text, Field::Whole);
      });
      if (own != out.end()) {
        own->rank = std::min(own->rank, kOtherName);
        continue;
      }
      c.rank += kOtherName;
      out.push_back(std::move(c));
    }
    // A foreign word's translations before the thesaurus's terms; any word's by rank.
    std::stable_sort(out.begin() + (foreign_word ? 0 : from), out.end(),
                     [](const Candidate& a, const Candidate& b) { return a.rank < b.rank; });
  }
  // A pronoun's or article's grammar ("3. Fall von ich") before every less sure clue: another
  // function word says what it says only in some context (MIR "mich", IHRE "dein").
  if (thesaurus && thesaurus->lang() == Lang::De) insert_grammar(grammar_clues(answer), out);
  // Taste (dict/taste.hpp): no slur or obscenity from a source; the maker's lists are the
  // maker's own word.
  const Taste* taste =
      thesaurus ? &Taste::of(thesaurus->lang() == Lang::De ? Taste::Lang::De : Taste::Lang::En)
      : dictionary || categories ? &Taste::of(Taste::Lang::De)
                                 : nullptr;
  if (taste)
    std::erase_if(out, [&](const Candidate& c) {
      return c.source.rfind("list:", 0) != 0 && !taste->clue_ok(c.text);
    });
  // GCIDE's 1913 definitions only for an English word no other source clues printably
  // (ERE, ATOP, EVERYONE: 11,017 words of wamerican had none, which an American
  // --clued-only fill could not take); after every other clue, in the lowest band.
  if (thesaurus && thesaurus->lang() == Lang::En &&
      std::none_of(out.begin(), out.end(),
                   [&](const Candidate& c) { return printable(answer, c.text, Field::American); }))
    for (Candidate& c : thesaurus->last_resort(answer)) {
      c.rank += kLastResort;
      out.push_back(std::move(c));
    }
  if (thesaurus && thesaurus->lang() == Lang::En)
    out = en::by_band(std::move(out), [&](const Candidate& c) {
      return printable(answer, c.text, Field::American);
    });
  if (thesaurus && thesaurus->lang() == Lang::De)
    out = mark_regions(answer, *thesaurus, std::move(out));
  return out;
}

bool printable(const std::string& answer, const std::string& clue, Field field) {
  if (clue.empty() || leaks(answer, clue, field == Field::American) || variant(answer, clue))
    return false;
  // Two letters at least: a lone symbol ("η" for ETA, "$") is no clue to print.
  std::size_t letters = 0;
  for (const std::string& w : clue_words(clue)) letters += w.size();
  if (letters < 2) return false;
  if (field == Field::American) return clue.size() <= kAmericanMax;
  // (German only: English has true synonyms two letters apart.)
  if (near_variant(answer, clue) || compound_leak(answer, clue)) return false;
  return render::clue_fits(clue, field == Field::Half);
}

bool clueable(const std::string& answer, const ClueSource& source, Field field) {
  const auto all = source.candidates(answer, false);
  return std::any_of(all.begin(), all.end(),
                     [&](const Candidate& c) { return printable(answer, c.text, field); });
}

namespace {

/// The printable clues of one word, best rank first.
std::vector<Candidate> printable_of(const Wanted& w, const ClueSource& source) {
  std::vector<Candidate> out;
  for (Candidate& c : source.candidates(w.answer))
    if (printable(w.answer, c.text, w.field)) out.push_back(std::move(c));
  return out;
}

}  // namespace

std::string repeat_key(const std::string& text) {
  std::string k;
  for (const std::string& w : clue_words(text)) k += w + ' ';
  // clue_words keeps letters only; the digits tell "3. Fall von er" (IHM) from "4. Fall von
  // er" (IHN), which clashed: a clued-only 40x40 left IHN without its one clue.
  for (const char c : text)
    if (c >= '0' && c <= '9') k += c;
  return k;
}

namespace {

/// Kuhn's augmenting path: gives word i one of its clues, moving the words that hold them to
/// other clues of theirs where that frees one. `owner`: clue key -> word.
bool augment(std::size_t i, const std::vector<std::vector<Candidate>>& options,
             std::unordered_map<std::string, std::size_t>& owner,
             std::unordered_set<std::string>& visited, std::vector<Chosen>& chosen) {
  for (const Candidate& c : options[i]) {
    const std::string k = repeat_key(c.text);
    if (!visited.insert(k).second) continue;
    const auto it = owner.find(k);
    if (it != owner.end() && !augment(it->second, options, owner, visited, chosen)) continue;
    owner[k] = i;
    chosen[i] = {c.text, c.source};
    return true;
  }
  return false;
}

}  // namespace

std::vector<Chosen> choose_clues(const std::vector<Wanted>& words, const ClueSource& source,
                                 std::uint64_t seed) {
  // Each word's clues on two cores (a third of a 40x40's time): they depend on the word
  // alone, so the choice below is the same whatever thread gathered them.
  std::vector<std::vector<Candidate>> options(words.size());
  std::atomic<std::size_t> next{0};
  run_workers(std::min(2, worker_count(0)), [&] {
    for (std::size_t i = next++; i < words.size(); i = next++)
      options[i] = printable_of(words[i], source);
  });
  std::vector<std::size_t> order(words.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return options[a].size() < options[b].size();
  });
  std::vector<Chosen> chosen(words.size());
  std::unordered_map<std::string, std::size_t> owner;  // clue key -> the word it clues
  std::vector<std::size_t> left;                       // words the greedy could not clue
  for (const std::size_t i : order) {
    // Ties: one rank, and (English, ordered by en::tier) one tier (en::ties).
    const auto ties = [&](const Candidate& front, const Candidate& c) {
      return words[i].field == Field::American ? en::ties(front, c) : c.rank <= front.rank;
    };
    std::vector<const Candidate*> best;
    for (const Candidate& c : options[i]) {
      if (owner.count(repeat_key(c.text))) continue;
      if (!best.empty() && !ties(*best.front(), c)) break;
      best.push_back(&c);
    }
    if (best.empty()) {
      left.push_back(i);
      continue;
    }
    Rng rng(seed, i);
    const Candidate* pick = best[rng.below(static_cast<std::uint32_t>(best.size()))];
    owner[repeat_key(pick->text)] = i;
    chosen[i] = {pick->text, pick->source};
  }
  // Best clues first, then as many words clued as can be: a word whose clues all went to
  // others takes one over where the holder has another left (OSLO and TEHERAN sharing
  // "Hauptstadt", one of them also "Kapitale").
  for (const std::size_t i : left) {
    std::unordered_set<std::string> visited;
    augment(i, options, owner, visited, chosen);
  }
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i].field == Field::American) chosen[i].text = en::house_style(chosen[i].text);
  return chosen;
}

}  // namespace cwg::clues
