// Translation dictionaries: a lookup parses the few lines that hold the answer (the files are
// read in dictionary_read.cpp).
#include "clues/dictionary.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <map>
#include <optional>
#include <string_view>

#include "clues/agree_de.hpp"
#include "clues/confidence.hpp"
#include "clues/dictionary_text.hpp"
#include "clues/first_sense_en.hpp"
#include "clues/leak.hpp"
#include "clues/regions.hpp"
#include "clues/round_trip.hpp"
#include "core/file_io.hpp"
#include "core/hash.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"
#include "core/workers.hpp"

namespace cwg::clues {

namespace fs = std::filesystem;

std::vector<fs::path> default_dictionaries() {
  std::vector<fs::path> out;
  std::error_code ec;
  for (const char* p :
       {"/usr/share/trans/de-en", kCommonEnglish, "/usr/share/dictd/freedict-fra-deu.index",
        "/usr/share/dictd/freedict-ita-deu.index", "/usr/share/dictd/freedict-spa-deu.index",
        "/usr/share/dictd/freedict-lat-deu.index", "/usr/share/dictd/freedict-swe-deu.index",
        "/usr/share/dictd/freedict-deu-fra.index", "/usr/share/dictd/freedict-deu-ita.index",
        "/usr/share/dictd/freedict-deu-spa.index"})
    if (fs::exists(p, ec)) out.emplace_back(p);
  return out;
}

/// Splits `s` at `sep` outside brackets ("Aal {m} (auf der Speisekarte; gebraten)").
std::vector<std::string_view> split_top(std::string_view s, std::string_view sep) {
  std::vector<std::string_view> out;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '{' || c == '[' || c == '(' || c == '<') ++depth;
    if ((c == '}' || c == ']' || c == ')' || c == '>') && depth > 0) --depth;
    if (depth == 0 && s.compare(i, sep.size(), sep) == 0) {
      out.push_back(s.substr(start, i - start));
      start = i + sep.size();
      i = start - 1;
    }
  }
  out.push_back(s.substr(start));
  return out;
}

bool offensive_tag(std::string_view tag) {
  for (const char* bad : {"vulg", "pej", "slang", "derb", "euphem", "offens"})
    if (tag.find(bad) != tag.npos) return true;
  return false;
}

/// A term without its exclamation mark (Ding's "Ciao!"): the word itself.
std::string_view bare_word(std::string_view term) {
  if (term.size() > 1 && term.back() == '!') term.remove_suffix(1);
  return term;
}

/// A word's spelling in the grid: umlauts spelled out, other accents dropped (café ->
/// CAFE); none for a phrase, a number or an abbreviation with a dot.
std::optional<std::string> spell(std::string_view word) {
  word = bare_word(word);
  if (auto w = normalize_word(word)) return w;
  std::string out;
  for (std::size_t i = 0; i < word.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(word[i]);
    if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') {
      out += static_cast<char>(c & ~0x20);
      continue;
    }
    if (c != 0xC3 || i + 1 == word.size()) return std::nullopt;
    // Latin-1 letters in UTF-8 (U+00C0..U+00FF): their base letter.
    static constexpr std::string_view base =
        "AAAAAAACEEEEIIII"
        "DNOOOOO*OUUUUYTS"
        "AAAAAAACEEEEIIII"
        "DNOOOOO/OUUUUYTY";
    const unsigned char low = static_cast<unsigned char>(word[++i]);
    if (low < 0x80 || low > 0xBF) return std::nullopt;
    const char b = base[low - 0x80];
    if (b == '*' || b == '/') return std::nullopt;
    out += b;
  }
  if (out.empty()) return std::nullopt;
  return out;
}

std::string fold_umlauts(std::string spelled) {
  for (const char* u : {"AE", "OE", "UE"})
    for (std::size_t at = spelled.find(u); at != spelled.npos; at = spelled.find(u, at + 1))
      spelled.erase(at + 1, 1);
  return spelled;
}

bool feminine_of(const std::string& answer, const std::string& term) {
  const auto spelled = normalize_word(term);
  if (!spelled || spelled->size() < 4) return false;
  // The plural too: "Goten {pl}; Gotinnen {pl}" (judged wrong: GOTEN "Gotinnen").
  const bool plural = spelled->ends_with("INNEN") && spelled->size() >= 7;
  if (!plural && !spelled->ends_with("IN")) return false;
  std::string stem = answer;
  if (plural && stem.size() >= 4 && stem.ends_with("EN"))
    stem.resize(stem.size() - 2);  // GOTEN, IREN
  else if (plural && stem.size() >= 4 && stem.ends_with("N"))
    stem.pop_back();  // BAUERN
  if (!plural && stem.size() > 2 && stem.back() == 'E') stem.pop_back();
  return fold_umlauts(spelled->substr(0, spelled->size() - (plural ? 5 : 2))) == fold_umlauts(stem);
}

/// The spelling of a one-word term, an English verb's "to" left off.
std::optional<std::string> term_spelling(std::string_view text, bool english) {
  if (english && text.rfind("to ", 0) == 0) text.remove_prefix(3);
  if (text.find(' ') != text.npos) return std::nullopt;
  return spell(text);
}

std::string_view line_at(std::string_view text, std::size_t offset) {
  const std::size_t end = text.find('\n', offset);
  return text.substr(offset, end == text.npos ? text.npos : end - offset);
}

std::uint64_t spelling_hash(std::string_view s) {
  return fnv1a(s);
}

namespace {

/// One term of a Ding line, its notes read and removed.
struct DingTerm {
  std::string text;
  bool offensive = false;
  int penalty = 0;  ///< a field's or register's note: a rarer sense
  /// A genus's name ("olea (botanical genus)"): Latin, no English word of its own.
  bool genus = false;
  /// An English term Ding marks as one land's English, not Britain's or America's: a word
  /// borrowed from the language spoken beside it ("lanai [Hawaii]", "stoep [South Africa]":
  /// LANAI "engl.: Veranda" judged wrong 3 times, clues-de27; "Eire [Ir.]": EIRE
  /// "engl.: Irland" judged wrong) or a sense the word has only there ("robot [South
  /// Africa]" the traffic light, "press [Ir.]" the cupboard: ROBOTS "engl.: Ampeln" judged
  /// wrong). A solver of "engl.:" thinks of neither.
  bool regional = false;
  /// Ding's gender mark in braces: "Chefin {f}", "Boss {m}".
  bool feminine = false, masculine = false;
  /// Ding's plural mark: "Wölfe {pl}".
  bool plural = false;
  /// A women's plural: its singular a woman's word in -in ("Kundinnen", plural_genders).
  bool womens = false;
  /// A German term one land uses ("Duvet [Schw.]"): regional_mark (regions.hpp).
  std::string region;
  /// The note "(griechischer Buchstabe)": Ding's one kind note that is a crossword clue of
  /// its own (ETA had "Effizienz", judged wrong; GAMMA, PSI, RHO and 13 more had none).
  bool greek_letter = false;
};

/// The clue a Greek letter's name takes (DingTerm::greek_letter).
constexpr std::string_view kGreekLetter = "griech. Buchstabe";

/// Ding's marks of such a land's English (DingTerm::regional). ("Austr." is Australia's on
/// the English side, Austria's on the German one, which no translation reads.) Not Scots
/// nor Northern English: Britain knows their words ("lass [Sc.]", "beck [Northern
/// English]"; LASS "engl.: Mädchen" stays).
bool regional_english(std::string_view tag) {
  for (const std::string_view land :
       {"Hawaii", "South Africa", "India", "Indian English", "SE Asia", "Ir.", "Irl.", "NZ", "Aus.",
        "Austr.", "Can.", "Can", "Wales"})
    if (tag == land) return true;
  return false;
}

/// Whether the note around the mark at `open` (a '[' in `raw`) hedges it: "(oft [pej.])",
/// "(meist [pej.])", "(often [pej.])".
bool hedged(std::string_view raw, std::size_t open) {
  const std::size_t paren = raw.rfind('(', open);
  if (paren == raw.npos) return false;
  std::string_view before = raw.substr(paren + 1, open - paren - 1);
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  for (const std::string_view hedge : {"oft", "meist", "manchmal", "often", "usually", "mostly"})
    if (before == hedge) return true;
  return false;
}

DingTerm parse_term(std::string_view raw) {
  DingTerm t;
  bool mainstream = false;  // also Britain's or America's ("Sergeant [Br.] [Can.]")
  std::string tags;         // the term's tags in square brackets, for its land (regional_mark)
  int depth = 0;
  std::size_t tag_start = 0;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const char c = raw[i];
    if (c == '{' || c == '[' || c == '(' || c == '<') {
      if (depth++ == 0) tag_start = i;
    } else if ((c == '}' || c == ']' || c == ')' || c == '>') && depth > 0) {
      // A mark inside a note marks the term too: "sein bestes Stück {n} ([euphem.] für
      // Penis)" is the line that gave PETER "engl.: Johannes" (judged wrong); not a hedged
      // one ("schaffen (oft [pej.])" for KREIEREN).
      if (c == ']' && depth > 1)
        if (const std::size_t open = raw.rfind('[', i); open != raw.npos && !hedged(raw, open))
          t.offensive = t.offensive || offensive_tag(raw.substr(open + 1, i - open - 1));
      // A note in round brackets narrows the term to one use of it (Kabine "(eines
      // Aufzugs)" for CAGE): a rarer sense than the bare term's.
      if (depth == 1 && raw[tag_start] == '(') {
        t.greek_letter = t.greek_letter ||
                         raw.substr(tag_start + 1, i - tag_start - 1) == "griechischer Buchstabe";
        t.penalty += 1;
        t.genus = t.genus || raw.substr(tag_start, i - tag_start).find("genus") != raw.npos;
      }
      if (depth == 1 && raw[tag_start] == '{') {
        const std::string_view mark = raw.substr(tag_start + 1, i - tag_start - 1);
        t.feminine = t.feminine || mark == "f";
        t.masculine = t.masculine || mark == "m";
        t.plural = t.plural || mark == "pl";
      }
      if (--depth == 0 && raw[tag_start] == '[') {
        const std::string_view tag = raw.substr(tag_start + 1, i - tag_start - 1);
        t.offensive = t.offensive || offensive_tag(tag);
        t.regional = t.regional || regional_english(tag);
        tags.append(tag).push_back(' ');
        mainstream = mainstream || tag == "Br." || tag == "Am.";
        const bool rare = tag == "obs." || tag == "veraltet" || tag == "dated" || tag == "rare" ||
                          tag == "selten" || tag == "archaic";
        t.penalty += rare ? 6 : 2;
      }
    } else if (depth == 0 && !(c == ' ' && (t.text.empty() || t.text.back() == ' '))) {
      t.text += c;
    }
  }
  t.regional = t.regional && !mainstream;
  t.region = regional_mark(tags);
  // An abbreviation's note ("ohne /o./") goes too.
  if (const std::size_t slash = t.text.find(" /"); slash != std::string::npos) t.text.erase(slash);
  while (!t.text.empty() && t.text.back() == ' ') t.text.pop_back();
  // A part of a word ("vor…" for PRE) is no clue.
  if (t.text.find("\u2026") != std::string::npos || t.text.find("...") != std::string::npos)
    t.text.clear();
  return t;
}

/// Calls `each` with every mark of Ding's braces on a term ("Keil {m}": m; "{m,f}": m, f).
template <class Each>
void each_mark(std::string_view term, Each each) {
  for (std::size_t open = term.find('{'); open != term.npos; open = term.find('{', open + 1)) {
    const std::string_view mark = term.substr(open + 1, term.find('}', open) - open - 1);
    for (std::size_t from = 0; from < mark.size();) {
      std::size_t to = mark.find_first_of(",; ", from);
      if (to == mark.npos) to = mark.size();
      each(mark.substr(from, to - from));
      from = to + 1;
    }
  }
}

/// The parts of speech Ding's marks in braces give a term ("Keil {m}", "thronen {vi}").
unsigned part_of_speech(std::string_view term) {
  using W = Dictionary::GermanWord;
  unsigned pos = 0;
  each_mark(term, [&](std::string_view m) {
    if (m == "m" || m == "f" || m == "n" || m == "pl") pos |= W::kNoun;
    if (m == "vt" || m == "vi" || m == "vr" || m == "v") pos |= W::kVerb;
    if (m == "adj") pos |= W::kAdjective;
    if (m == "adv") pos |= W::kAdverb;
  });
  return pos;
}

/// The numbers Ding's marks give a noun ("Ofensau {f}": singular, "Wölfe {pl}": plural).
unsigned noun_number(std::string_view term) {
  using W = Dictionary::GermanWord;
  unsigned number = 0;
  each_mark(term, [&](std::string_view m) {
    if (m == "m" || m == "f" || m == "n") number |= W::kSingular;
    if (m == "pl") number |= W::kPlural;
  });
  return number;
}

/// The sides of a Ding line: subentries (" | ") of terms ("; ").
using Side = std::vector<std::vector<DingTerm>>;

Side parse_side(std::string_view side) {
  Side out;
  for (std::string_view sub : split_top(side, " | ")) {
    out.emplace_back();
    for (std::string_view term : split_top(sub, "; ")) out.back().push_back(parse_term(term));
  }
  return out;
}

/// A note on one term ("Bato {n} [slang]") marks its whole subentry.
bool any_offensive(const std::vector<DingTerm>& sub) {
  return std::any_of(sub.begin(), sub.end(), [](const DingTerm& t) { return t.offensive; });
}

/// Whether the answer is the -s plural of an English term of `en` (a line's English side)
/// that Ding marks as one land's (DingTerm::regional): Ding marks the singular only
/// ("traffic light; robot [South Africa] | traffic lights; robots").
bool regional_plural(const Side& en, const std::string& answer) {
  for (const auto& sub : en)
    for (const DingTerm& t : sub)
      if (t.regional)
        if (const auto s = term_spelling(t.text, true);
            s && (*s + "S" == answer || *s + "ES" == answer))
          return true;
  return false;
}

struct Marker {
  const char* lang;
  const char* long_form;  ///< "engl.:"
};
constexpr std::array<Marker, 8> kMarkers{{{"en", "engl.:"},
                                          {"fr", "frz.:"},
                                          {"it", "ital.:"},
                                          {"es", "span.:"},
                                          {"la", "lat.:"},
                                          {"sv", "schwed.:"},
                                          {"nl", "niederl.:"},
                                          {"pt", "port.:"}}};

/// Whether a German translation is an abbreviation in capitals ("UAM", "VAE"): the foreign
/// word is one too, and the German letters say nothing of it (judged wrong: UMA "frz.: UAM",
/// EPI "frz.: PSA"). ("Frl" for MLLE was judged good.)
bool capitals_only(const std::string& german) {
  const auto spelled = normalize_word(german);
  return spelled && spelled->size() >= 2 &&
         std::none_of(german.begin(), german.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

/// A translation as two clues: "engl.: Haus" for a whole field, "en: Haus" for half of one.
void add_translation(const std::string& lang, const std::string& german, int rank,
                     unsigned evidence, std::vector<Candidate>& out) {
  if (capitals_only(german)) return;
  out.push_back({language_mark(lang) + " " + german, "dictionary:" + lang, 2 * rank, {}, false});
  out.push_back({lang + ": " + german, "dictionary:" + lang, 2 * rank + 1, {}, false});
  out[out.size() - 2].evidence = out.back().evidence = evidence;
}

}  // namespace

std::string language_mark(const std::string& lang) {
  for (const Marker& m : kMarkers)
    if (lang == m.lang) return m.long_form;
  return lang + ".:";
}

namespace {

bool freedict_index(const fs::path& file) {
  const std::string name = file.filename().string();
  return name.size() > 6 && name.compare(name.size() - 6, 6, ".index") == 0;
}

/// freedict-fra-deu.index: the source language is the three letters after "freedict-".
std::string freedict_lang(const fs::path& file) {
  const std::string name = file.filename().string();
  const std::size_t at = name.find("freedict-");
  std::string code = at == name.npos ? "" : name.substr(at + 9, 3);
  for (const auto& [three, two] :
       std::array<std::pair<const char*, const char*>, 8>{{{"eng", "en"},
                                                           {"fra", "fr"},
                                                           {"ita", "it"},
                                                           {"spa", "es"},
                                                           {"lat", "la"},
                                                           {"swe", "sv"},
                                                           {"nld", "nl"},
                                                           {"por", "pt"}}})
    if (code == three) code = two;
  return code.empty() ? "xx" : code;
}

}  // namespace

std::optional<std::string> reverse_lang(const fs::path& file) {
  const std::string name = file.filename().string();
  const std::size_t at = name.find("freedict-deu-");
  if (!freedict_index(file) || at == name.npos) return std::nullopt;
  const std::string lang = freedict_lang("freedict-" + name.substr(at + 13));
  if (lang == "xx" || lang.size() != 2) return std::nullopt;
  return lang;
}

const ReverseDictionary* Dictionary::reverse(const std::string& lang) const {
  for (const auto& r : reverse_)
    if (r->lang() == lang) return r.get();
  return nullptr;
}

Dictionary::Dictionary(const std::vector<fs::path>& files, const Needed& answers,
                       const Needed& terms)
    : answers_(terms.all() ? answers : terms), foreign_(answers) {
  const auto common = [](const fs::path& file) {
    return file.filename() == fs::path(kCommonEnglish).filename();
  };
  const auto forward = [](const fs::path& file) {  // a FreeDict file to German
    return freedict_index(file) && !reverse_lang(file);
  };
  for (const fs::path& file : files)
    if (const auto lang = reverse_lang(file))
      reverse_.push_back(std::make_unique<ReverseDictionary>(file, *lang));
  // The Ding files' runs of letters that may spell a needed word first, on both cores
  // (runs_that_may_spell); then their lines, and beside them on a second core (its errors
  // after theirs) what needs the answers only: the common English words, the FreeDict
  // entries, and the German-to-X files the clues' way back reads at its first question
  // (round_trip.hpp; a grid asks each, and a file that fails is named when asked).
  std::vector<fs::path> ding;
  std::vector<std::vector<Needed::Run>> runs;
  for (const fs::path& file : files)
    if (!common(file) && !freedict_index(file)) {
      ding.push_back(file);
      runs.push_back(open_ding(file));
    }
  std::vector<std::vector<FreedictEntry>> entries;
  run_both(
      [&] {
        for (std::size_t k = 0; k < ding.size(); ++k) read_ding(ding[k], k, runs[k]);
      },
      [&] {
        for (const fs::path& file : files)
          if (common(file))
            read_common_english(file);
          else if (forward(file))
            entries.push_back(read_freedict(file));
        for (const auto& reverse : reverse_) try {
            reverse->entries();
          } catch (const InputError&) {  // named again when asked
          }
      });
  // What Ding marks offensive filters FreeDict's translations too.
  std::size_t k = 0;
  for (const fs::path& file : files)
    if (forward(file)) keep_freedict(entries[k++], freedict_lang(file));
  english_.finish();
  german_.finish();
  abbreviated_.finish();
  own_.finish();
}

bool Dictionary::german(const std::string& answer) const {
  assert(answers_.has(answer));  // else the index may lack its lines
  for (const std::uint64_t at : german_.lines(spelling_hash(answer))) {
    const std::string_view line = line_at(ding_[at >> kOffsetBits].view(), at & kOffsetMask);
    for (const auto& sub : parse_side(line.substr(0, line.find(" :: "))))
      for (const DingTerm& t : sub)
        if (term_spelling(t.text, false) == answer) return true;
  }
  return false;
}

bool Dictionary::english(const std::string& answer) const {
  return !english_.lines(spelling_hash(answer)).empty();
}

std::optional<std::string> Dictionary::loan(const std::string& answer,
                                            const std::string& german) const {
  const auto it = freedict_.find(answer);
  // A common English word is English whatever else it is (UNIT, AGILE, ERROR).
  if (it == freedict_.end() || common_english_.count(answer)) return std::nullopt;
  // The German term's words, spelled ("absolut nichts": ABSOLUT, NICHTS).
  std::vector<std::string> words;
  for (const std::string_view w : split_top(german, " "))
    if (auto s = spell(w)) words.push_back(std::move(*s));
  for (const char* lang : {"it", "es", "la"})
    for (const Translated& t : it->second)
      if (t.lang == lang && !t.name)
        for (const std::string& g : t.german)
          if (const auto s = spell(g);
              s && std::find(words.begin(), words.end(), *s) != words.end())
            return lang;
  return std::nullopt;
}

std::optional<std::string> Dictionary::sole_language(const std::string& answer) const {
  const auto it = freedict_.find(answer);
  if (it == freedict_.end()) return std::nullopt;
  std::optional<std::string> out;
  for (const Translated& t : it->second) {
    // (Not an abbreviation's entry: French ÉAU is the VAE, no word EAU.)
    if (t.name || std::all_of(t.german.begin(), t.german.end(), capitals_only) ||
        !(t.lang == "it" || t.lang == "es" || t.lang == "la" || t.lang == "fr"))
      continue;
    if (out && *out != t.lang) return std::nullopt;
    out = t.lang;
  }
  return out;
}

bool Dictionary::translates(const std::string& answer, const std::string& german) const {
  for (const std::uint64_t at : english_.lines(spelling_hash(answer))) {
    const std::string_view line = line_at(ding_[at >> kOffsetBits].view(), at & kOffsetMask);
    const std::size_t sep = line.find(" :: ");
    const Side de = parse_side(line.substr(0, sep)), en = parse_side(line.substr(sep + 4));
    for (std::size_t k = 0; k < en.size() && k < de.size(); ++k)
      if (std::any_of(en[k].begin(), en[k].end(),
                      [&](const DingTerm& t) {
                        return !t.text.empty() && t.text[0] >= 'a' && t.text[0] <= 'z' &&
                               !t.genus && term_spelling(t.text, true) == answer;
                      }) &&
          std::any_of(de[k].begin(), de[k].end(),
                      [&](const DingTerm& t) { return t.text == german; }))
        return true;
  }
  return false;
}

Dictionary::WayBack Dictionary::way_back(const std::string& answer,
                                         const std::string& german) const {
  int own = 0;
  for (const std::uint64_t at : own_.lines(spelling_hash(german))) {
    const std::string_view line = line_at(ding_[at >> kOffsetBits].view(), at & kOffsetMask);
    const std::size_t sep = line.find(" :: ");
    const Side de = parse_side(line.substr(0, sep));
    if (de.empty() || de[0].empty() || de[0][0].text != german) continue;  // another hash's
    for (const auto& sub : parse_side(line.substr(sep + 4)))
      for (const DingTerm& t : sub)
        if (term_spelling(t.text, true) == answer)
          return own == 0 ? WayBack::kFirstLine
                          : (own == 1 ? WayBack::kSecondLine : WayBack::kLaterLine);
    ++own;
  }
  return own > 0 ? WayBack::kNoLine : WayBack::kNoOwnLine;
}

std::optional<int> Dictionary::GermanWord::shares(const GermanWord& other) const {
  std::optional<int> best;
  for (const auto& [e, cost] : english)
    for (const auto& [o, other_cost] : other.english)
      if (e == o && (!best || cost < *best)) best = cost;
  return best;
}

std::optional<Dictionary::GermanWord> Dictionary::german_word(const std::string& spelled) const {
  {
    const std::lock_guard<std::mutex> lock(memo_lock_);
    if (const auto it = memo_.find(spelled); it != memo_.end()) return it->second;
  }
  auto out = read_german_word(spelled);
  const std::lock_guard<std::mutex> lock(memo_lock_);
  if (memo_.size() < kMemoMax) memo_.emplace(spelled, out);
  return out;
}

std::optional<Dictionary::GermanWord> Dictionary::read_german_word(
    const std::string& spelled) const {
  if (!answers_.has(spelled)) return std::nullopt;
  GermanWord out;
  int line_rank = 0;
  for (const std::uint64_t at : german_.lines(spelling_hash(spelled))) {
    const std::string_view line = line_at(ding_[at >> kOffsetBits].view(), at & kOffsetMask);
    const std::size_t sep = line.find(" :: ");
    // Only the English subentries beside the word's own are parsed: a common word's lines
    // are long, and a grid's clueing reads thousands of words.
    const std::vector<std::string_view> raw = split_top(line.substr(0, sep), " | ");
    std::vector<std::string_view> raw_en;
    bool stands = false;
    for (std::size_t k = 0; k < raw.size(); ++k) {
      const std::vector<std::string_view> terms = split_top(raw[k], "; ");
      std::size_t i = 0;
      DingTerm own;
      for (; i < terms.size(); ++i)
        if (own = parse_term(terms[i]); term_spelling(own.text, false) == spelled) break;
      if (i == terms.size()) continue;
      stands = true;
      out.penalty = out.subentries++ == 0 ? own.penalty : std::min(out.penalty, own.penalty);
      // The notes in brackets of its term: the words after '(' up to ')'.
      const std::string_view term = terms[i];
      const bool capital = !term.empty() && term[0] >= 'A' && term[0] <= 'Z';
      (capital ? out.capital_pos : out.small_pos) |= part_of_speech(term);
      if (capital) out.number |= noun_number(term);
      for (std::size_t open = term.find('('); open != term.npos; open = term.find('(', open + 1))
        for (const std::string_view w :
             split_top(term.substr(open + 1, term.find(')', open) - open - 1), " "))
          if (const auto n = spell(w)) out.note_words.push_back(*n);
      if (raw_en.empty()) raw_en = split_top(line.substr(sep + 4), " | ");
      if (k >= raw_en.size()) continue;
      const int cost = 3 * line_rank + own.penalty;
      for (const std::string_view e_raw : split_top(raw_en[k], "; "))
        if (const auto e = term_spelling(parse_term(e_raw).text, true);
            e && std::none_of(out.english.begin(), out.english.end(),
                              [&](const auto& have) { return have.first == *e; }))
          out.english.emplace_back(*e, cost);
    }
    line_rank += stands;
  }
  return out;
}

namespace {

/// A German synonym from a subentry whose first term is another word (add_german).
constexpr int kNotFirst = 8;
/// The feminine of the word (feminine_of): after every synonym and the thesaurus's terms of
/// the word's stems too (from 1000 a stem: BOTEN "Kuriere", not "Botinnen").
constexpr int kFeminine = 5000;

/// Ding's plurals' subentry follows its singulars' in the same order ("Kunde {m}; Kundin {f}
/// | Kunden {pl}; Kundinnen {pl}"): a plural is a man's or a woman's word as its singular is,
/// which its own mark does not say.
void plural_genders(Side& side) {
  for (std::size_t k = 1; k < side.size(); ++k) {
    std::vector<DingTerm>& plurals = side[k];
    const std::vector<DingTerm>& singulars = side[k - 1];
    if (plurals.size() != singulars.size() ||
        std::any_of(plurals.begin(), plurals.end(), [](const DingTerm& t) { return !t.plural; }))
      continue;
    for (std::size_t i = 0; i < plurals.size(); ++i) {
      plurals[i].masculine = singulars[i].masculine;
      // (Disziplin's plural is no women's.)
      plurals[i].womens = singulars[i].feminine && singulars[i].text.ends_with("in") &&
                          plurals[i].text.ends_with("innen");
    }
  }
}

}  // namespace

void Dictionary::add_german(const std::string& answer, std::vector<Candidate>& out) const {
  // The subentries where the word stands, with its line's rank (Ding's lines of a word go
  // from its likeliest sense to rarer ones) and its place among the subentry's terms.
  struct Stand {
    std::vector<DingTerm> sub;
    int line_rank;
    std::size_t own;
    std::string region;  ///< the word's land on its line (a plural's subentry has no tag)
  };
  std::vector<Stand> stands;
  bool first_somewhere = false;
  bool plain_somewhere = false;
  int line_rank = 0;
  for (const std::uint64_t at : german_.lines(spelling_hash(answer))) {
    const std::string_view line = line_at(ding_[at >> kOffsetBits].view(), at & kOffsetMask);
    bool stands_here = false;
    const std::size_t from = stands.size();
    std::string region;  // "Egli {m} [Schw.] | ... Egli {pl}": the singular's tag
    Side side = parse_side(line.substr(0, line.find(" :: ")));
    plural_genders(side);
    for (auto& sub : side) {
      const auto own = std::find_if(sub.begin(), sub.end(), [&](const DingTerm& t) {
        return term_spelling(t.text, false) == answer;
      });
      if (own == sub.end()) continue;
      stands_here = true;
      first_somewhere = first_somewhere || own == sub.begin();
      if (region.empty()) region = own->region;
      const auto place = static_cast<std::size_t>(own - sub.begin());
      if (!any_offensive(sub)) stands.push_back({std::move(sub), line_rank, place, {}});
    }
    for (std::size_t k = from; k < stands.size(); ++k) stands[k].region = region;
    plain_somewhere = plain_somewhere || (stands_here && region.empty());
    line_rank += stands_here;
  }
  // As the thesaurus's (Thesaurus::add_senses): a word a line gives unmarked is no land's.
  if (plain_somewhere)
    for (Stand& st : stands) st.region.clear();
  for (const Stand& st : stands) {
    // A subentry's first term names its sense. Where the word names a sense of its own
    // elsewhere, a subentry that lists it later is another name of that other thing, often
    // a narrow or regional one (ENGEL in "Störechos; ...; Engel [ugs.]", TELLER in "Platte;
    // Teller; Schale", LEHNE in "Hang; Lehne [Süddt.]"): its terms rank after those of the
    // word's own senses. (MISERE stands first nowhere: "Elend; Misere" is its sense.)
    const int own_cost =
        (st.own > 0 && first_somewhere ? kNotFirst : 0) + 2 * st.sub[st.own].penalty;
    const DingTerm& own_term = st.sub[st.own];
    if (own_term.greek_letter)
      out.push_back({std::string(kGreekLetter), "dictionary:de", 3 * st.line_rank, {}, false});
    for (std::size_t i = 0; i < st.sub.size(); ++i) {
      const DingTerm& t = st.sub[i];
      if (i == st.own || t.offensive || t.text.empty()) continue;
      if (const auto s = normalize_word(t.text); s && offensive_.count(*s)) continue;
      // A woman's word is no man's: CHEFIN is no "Boss", RENTNERIN no "Pensionär" (pooled
      // judged rows: 13, none good), ATHLETIN "Sportlerin", not "Sportler".
      if (own_term.feminine && t.masculine && own_term.text.ends_with("in")) continue;
      // Nor a women's plural men's (plural_genders): KUNDINNEN is no "Klienten", nor
      // "Gäste" (judged wrong).
      if (own_term.womens && t.masculine) continue;
      // A word of another part of speech, told by its case as the thesaurus's terms are
      // (agree_de.hpp): OST is no "östlich" (judged wrong 5 times, acceptable twice), IHRE
      // no "dein". (A phrase's case says less: "Hals über Kopf" for EILIG.)
      if (t.text.find(' ') == std::string::npos &&
          capitalized(t.text) != capitalized(own_term.text))
        continue;
      // The feminine is offered last: wrong, but a word's only clue may be it (FLAME).
      const bool feminine = feminine_of(answer, t.text);
      out.push_back({t.text,
                     "dictionary:de",
                     3 * st.line_rank + 2 * static_cast<int>(i) + t.penalty + own_cost +
                         (feminine ? kFeminine : 0),
                     {},
                     false});
      // The word's counterpart, no synonym: as unsure as the thesaurus's (confidence.cpp).
      if (feminine) out.back().evidence |= kCounterpart;
      out.back().region = st.region;
    }
  }
}

/// How far a translation of a later part of speech goes back (kLaterPos): two English terms
/// of its subentry's worth.
constexpr int kLaterPosRank = 8;

void Dictionary::add_ding(const std::string& answer, std::vector<Candidate>& out) const {
  struct Found {
    int best = 0, lines = 0;
    bool round_trip = false;  ///< a German word's own first subentry gives the answer first
    bool later_pos = false;   ///< of its best subentry: a verb English uses far less
    std::string lang;         ///< of its best subentry: "en", or the language of a loan
    bool name = false;        ///< of its best subentry: the English term is a name's
  };
  // AIR is Luft before lüften: a translation of the verb ("to air") where the English texts
  // use the noun far more goes after the others (first_sense_en.hpp), two terms' worth.
  std::optional<bool> rare_verb_sense;  // read at the first verb's translation
  // No English word (EAU, PETIT, LEN) where neither English list knows it
  // (first_sense_en.hpp), nor its capitalised namesake where it has a sense in lower case
  // (CEP "Herrenpilz", not "Bay Bolete; Cep": Marone). A name alone stays (ERNEST "Ernst").
  // (No signal without wamerican-small's list: THE, FOR are no WordNet words.)
  std::optional<bool> english_word;    // read at the first English subentry not a name's
  bool no_english = false;             // such a subentry was left out
  std::map<std::string, Found> found;  // German text -> ...
  bool loaned = false;                 // a sense is another language's
  for (const std::uint64_t at : english_.lines(spelling_hash(answer))) {
    const std::string_view line = line_at(ding_[at >> kOffsetBits].view(), at & kOffsetMask);
    const std::size_t sep = line.find(" :: ");
    const Side de = parse_side(line.substr(0, sep)), en = parse_side(line.substr(sep + 4));
    for (std::size_t k = 0; k < en.size() && k < de.size(); ++k) {
      const auto own = std::find_if(en[k].begin(), en[k].end(), [&](const DingTerm& t) {
        return term_spelling(t.text, true) == answer;
      });
      // A genus's name is Latin, not English (OLEA "Ölbäume": FreeDict's Latin clues it).
      if (own == en[k].end() || own->genus || own->regional || regional_plural(en, answer) ||
          any_offensive(en[k]) || any_offensive(de[k]))
        continue;
      const int en_rank = 4 * static_cast<int>(own - en[k].begin()) + own->penalty;
      // The Italian, Spanish or Latin word English took over in this sense is that
      // language's (ALA "ital.: Flügel", NADA "span.: null", not "engl.:"). (Not a name:
      // Alsace is as much English as Italian.)
      std::string lang = "en";
      const bool name = !own->text.empty() && own->text[0] >= 'A' && own->text[0] <= 'Z';
      for (const DingTerm& t : de[k])
        if (const auto from = loan(answer, t.text); from && lang == "en" && !name) lang = *from;
      if (!name && lang == "en" && !english_word)
        english_word =
            !common_english_read_ || common_english_.count(answer) > 0 || wordnet_word(answer);
      // Such a word that one FreeDict file has is that language's (IDEM "lat.: derselbe",
      // where FreeDict's Latin gives "der" first).
      if (!name && lang == "en" && !*english_word) {
        const auto other = sole_language(answer);
        if (!other) {
          no_english = true;
          continue;
        }
        lang = *other;
      }
      loaned = loaned || lang != "en";
      for (std::size_t i = 0; i < de[k].size(); ++i) {
        const DingTerm& t = de[k][i];
        if (t.offensive || t.text.empty() || std::count(t.text.begin(), t.text.end(), ' ') > 1)
          continue;
        if (const auto s = normalize_word(t.text); s && offensive_.count(*s)) continue;
        bool later_pos = false;
        if (verb_term(own->text)) {
          if (!rare_verb_sense) rare_verb_sense = rare_verb(answer);
          later_pos = *rare_verb_sense;
        }
        const int rank = en_rank + 2 * static_cast<int>(i) + t.penalty + 3 * (k > 0) +
                         (later_pos ? kLaterPosRank : 0);
        Found& f = found[t.text];
        if (f.lines++ == 0 || rank < f.best) {
          f.best = rank;
          f.lang = lang;
          f.later_pos = later_pos;
          f.name = name;
        }
        f.round_trip = f.round_trip || (k == 0 && i == 0 && own == en[k].begin());
      }
    }
  }
  // Of equally near senses the shorter word, the plainer one: Jahr before Jahrgang. A word
  // English took over has its English-only senses in a field (NORMA "Winkelmaß"): those
  // go where a sense is the other language's.
  // An English word wamerican-small lacks is a rarer one (kRareEnglish); a name is none.
  const bool rare = common_english_read_ && common_english_.count(answer) == 0;
  for (const auto& [text, f] : found)
    if ((!loaned || f.lang != "en") && !(no_english && f.name))
      add_translation(f.lang, text, f.best + std::max(0, static_cast<int>(text.size()) - 5) / 3,
                      (f.round_trip ? kFirstTranslation : 0u) | (f.later_pos ? kLaterPos : 0u) |
                          (rare && f.lang == "en" && !f.name ? kRareEnglish : 0u),
                      out);
}

namespace {

/// The mark "/X/" of an abbreviation spelled `answer` in raw Ding term `raw` ("Zr"), if any.
std::string_view mark_of(std::string_view raw, const std::string& answer) {
  for (std::size_t open = raw.find('/'); open != raw.npos;) {
    const std::size_t close = raw.find('/', open + 1);
    if (close == raw.npos) break;
    const std::string_view mark = raw.substr(open + 1, close - open - 1);
    if (spell(mark) == answer) return mark;
    open = raw.find('/', close + 1);
  }
  return {};
}

/// Whether `mark` of a raw Ding term is a chemical element's symbol: "Zr", "H" in a line
/// Ding marks [chem.] (one capital, at most one small letter after it).
bool element_symbol(std::string_view mark, std::string_view raw) {
  const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
  const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
  return !mark.empty() && mark.size() <= 2 && upper(mark[0]) &&
         (mark.size() == 1 || lower(mark[1])) && raw.find("[chem.]") != raw.npos;
}

}  // namespace

std::vector<Candidate> Dictionary::abbreviations(const std::string& answer) const {
  std::vector<Candidate> out;
  const std::uint64_t hash = spelling_hash(answer);
  if (!german_.lines(hash).empty() || !english_.lines(hash).empty()) return out;
  const auto add = [&](const std::string& text, int rank) {
    if (std::none_of(out.begin(), out.end(), [&](const Candidate& c) { return c.text == text; }))
      out.push_back({text, "dictionary:abbr", rank, {}, false});
  };
  for (const std::uint64_t at : abbreviated_.lines(hash)) {
    const std::string_view line = line_at(ding_[at >> kOffsetBits].view(), at & kOffsetMask);
    const std::size_t sep = line.find(" :: ");
    const std::vector<std::string_view> de = split_top(line.substr(0, sep), " | ");
    const std::vector<std::string_view> en = split_top(line.substr(sep + 4), " | ");
    for (std::size_t k = 0; k < de.size() && k < en.size(); ++k) {
      const std::vector<std::string_view> de_terms = split_top(de[k], "; ");
      // The German term that carries the mark ("Tonfa {m}; Mehrzweckeinsatzstock {m}
      // /MES/"); an element's symbol names the subentry's first term, its main form
      // ("Zirkonium {n}; Zirconium {n} /Zr/"); a mark on the English side only is an English
      // abbreviation of the subentry's first German term ("Friday /Fri/": Freitag).
      std::string_view mark, raw;
      for (const std::string_view t : de_terms)
        if (mark.empty() && !(mark = mark_of(t, answer)).empty()) raw = t;
      const bool english = mark.empty();
      for (const std::string_view t : split_top(en[k], "; "))
        if (mark.empty()) mark = mark_of(t, answer);
      if (mark.empty() || de_terms.empty()) continue;
      const bool element = element_symbol(mark, de[k]);
      if (english || element) raw = de_terms.front();
      const DingTerm term = parse_term(raw);
      if (term.offensive || term.text.empty()) continue;
      const int rank = 2 * static_cast<int>(out.size()) + term.penalty;
      // House style: "chem. Zeichen für Gold" for AU, "Abk.: Kilogramm" for KG.
      if (element) {
        add("chem. Zeichen für " + term.text, rank);
        add("chem. Z. f. " + term.text, rank);  // a field's width holds this one more often
      }
      add((english ? std::string(kEnglishAbbreviation) : "Abk.: ") + term.text, rank + 1);
    }
  }
  return best_first(std::move(out));
}

namespace {

/// How far a FreeDict entry's later senses go back: two entries' worth.
constexpr int kLaterSense = 8;

}  // namespace

void Dictionary::add_later_senses(const std::string& answer, const Translated& t, std::size_t entry,
                                  std::vector<Candidate>& out) const {
  // Only where the way back gives the answer first (Baum: arbre): it is the answer's own
  // sense of that word, and its confidence puts it before a first sense the way back gives
  // only later (Welle: 1. vague, 4. arbre; choose.cpp). Unconfirmed, a later sense was as
  // often wrong as not (FLAN "frz.: Komödie", BAJA "span.: Fallen").
  for (std::size_t i = 0; i < t.later.size(); ++i) {
    const std::size_t at = out.size();
    add_translation(t.lang, t.later[i],
                    10 + 4 * static_cast<int>(entry) + kLaterSense + 2 * static_cast<int>(i),
                    t.other_form ? kOtherForm : 0u, out);
    if (out.size() > at && (round_trip_evidence(*this, answer, out[at]) & kRoundTrip) == 0)
      out.resize(at);
  }
}

namespace {

/// Whether `german` is a personal pronoun in another case than the nominative ("ihrer",
/// "mir", "ihn"): a foreign pronoun's translation in a context only.
bool oblique_pronoun(const std::string& german) {
  static const std::unordered_set<std::string> kOblique = {
      "mir",  "mich",   "dir",    "dich",   "ihm",   "ihn",   "ihnen", "uns",
      "euch", "meiner", "deiner", "seiner", "ihrer", "unser", "euer"};
  return kOblique.count(german) > 0;
}

}  // namespace

std::vector<Candidate> Dictionary::candidates(const std::string& answer, bool foreign) const {
  std::vector<Candidate> out;
  if (german(answer)) {
    add_german(answer, out);
  } else if (foreign) {
    add_ding(answer, out);
    if (const auto it = freedict_.find(answer); it != freedict_.end())
      for (std::size_t j = 0; j < it->second.size(); ++j) {  // entries: the first the likeliest
        const Translated& t = it->second[j];
        for (std::size_t i = 0; i < t.german.size(); ++i) {
          // A pronoun's case form after the entry's other words: LEI "ital.: sie", not
          // "ital.: ihrer" (judged wrong; FreeDict lists "die, ihr, ihrer, sie").
          const std::size_t at = oblique_pronoun(t.german[i]) ? i + t.german.size() : i;
          const int rank = 10 + 4 * static_cast<int>(j) + 2 * static_cast<int>(at);
          if (t.name)  // ODIN "Wotan": the name's other name, in no language's mark
            out.push_back({t.german[i], "dictionary:name", 2 * rank, {}, false});
          else
            add_translation(
                t.lang, t.german[i], rank,
                (j == 0 && i == 0 ? kFirstTranslation : 0u) | (t.other_form ? kOtherForm : 0u),
                out);
        }
        if (!t.name) add_later_senses(answer, t, j, out);
      }
  }
  // The answer as German spells the same word is no translation of it (RHUM "frz.: Rum",
  // judged a variant; KHI "frz.: Chi").
  std::erase_if(out, [&](const Candidate& c) {
    const std::size_t colon = c.text.find(": ");
    const auto german = colon == c.text.npos ? std::nullopt : spell(c.text.substr(colon + 2));
    return translation(c) && german && loan_spelling(answer, *german);
  });
  return best_first(std::move(out));
}

}  // namespace cwg::clues
