// The thesaurus: our own pass over the index file builds the spelling index (MyThes keeps
// its word list private), MyThes reads the meanings, Hunspell finds stems.
#include "clues/thesaurus.hpp"

#include <algorithm>
#include <cassert>
#include <fstream>
#include <map>
#include <mythes.hxx>
#include <optional>
#include <unordered_set>

#include "clues/agree_en.hpp"
#include "clues/confidence_en.hpp"
#include "clues/dictionary_text.hpp"
#include "clues/english.hpp"
#include "clues/style_en.hpp"
#include "clues/terms.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"
#include "core/split.hpp"
#include "core/text.hpp"
#include "core/workers.hpp"
#include "dict/taste.hpp"

namespace cwg::clues {

namespace fs = std::filesystem;

fs::path default_thesaurus(Lang lang) {
  return lang == Lang::De ? "/usr/share/mythes/th_de_DE_v2.idx"
                          : "/usr/share/mythes/th_en_US_v2.idx";
}

namespace {

/// The first line of a MyThes file names its encoding.
std::string first_line(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::string line;
  if (!in || !std::getline(in, line))
    throw InputError(path.string() + ": missing or unreadable thesaurus file");
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

bool is_latin1(const std::string& encoding, const fs::path& path) {
  if (encoding == "UTF-8" || encoding == "utf-8") return false;
  if (encoding == "ISO8859-1" || encoding == "ISO-8859-1" || encoding == "ISO8859-15") return true;
  throw InputError(path.string(), 1, 1, "unknown thesaurus encoding '" + encoding + "'");
}

char lower(char c) {
  return static_cast<char>(c | 0x20);
}

/// Spellings of answer[i..] after `prefix`: each AE, OE, UE as an umlaut or not, SS as ß or
/// not (German), at most 32.
void spell_from(const std::string& answer, std::size_t i, const std::string& prefix, bool german,
                std::vector<std::string>& out) {
  if (out.size() >= 32) return;
  if (i == answer.size()) {
    out.push_back(prefix);
    return;
  }
  const char c = lower(answer[i]);
  if (german && i + 1 < answer.size()) {
    const char next = lower(answer[i + 1]);
    const char* umlaut = next == 'e' && c == 'a'   ? "\u00e4"
                         : next == 'e' && c == 'o' ? "\u00f6"
                         : next == 'e' && c == 'u' ? "\u00fc"
                         : next == 's' && c == 's' ? "\u00df"
                                                   : nullptr;
    if (umlaut) spell_from(answer, i + 2, prefix + umlaut, german, out);
  }
  spell_from(answer, i + 1, prefix + c, german, out);
}

/// Ways the grid's A-Z spelling may be written, in lower case and capitalized (nouns).
std::vector<std::string> spellings(const std::string& answer, bool german) {
  std::vector<std::string> out;
  spell_from(answer, 0, "", german, out);
  const std::size_t n = out.size();
  for (std::size_t k = 0; k < n; ++k) {
    std::string cap = out[k];
    if (static_cast<unsigned char>(cap[0]) < 0x80)
      cap[0] = static_cast<char>(cap[0] & ~0x20);
    else if (cap.rfind("\u00e4", 0) == 0)
      cap.replace(0, 2, "\u00c4");
    else if (cap.rfind("\u00f6", 0) == 0)
      cap.replace(0, 2, "\u00d6");
    else if (cap.rfind("\u00fc", 0) == 0)
      cap.replace(0, 2, "\u00dc");
    out.push_back(cap);
  }
  return out;
}

/// Debian's en_US Hunspell dictionary lists inflected forms as words of their own, so its
/// stemmer gives GOES back as GOES: the regular English endings are taken off here (the
/// caller keeps only what the thesaurus has as a headword).
std::vector<std::string> english_stems(const std::string& w) {
  std::vector<std::string> out;
  auto ends = [&](const char* end) {
    const std::string e(end);
    return w.size() > e.size() + 1 && w.compare(w.size() - e.size(), e.size(), e) == 0;
  };
  auto cut = [&](std::size_t n, const char* add = "") {
    out.push_back(w.substr(0, w.size() - n) + add);
  };
  if (ends("IES")) cut(3, "Y");
  // -ES after a hissing sound or an O only (BOXES, HEROES): CONES is CONE's, not CON's.
  if (ends("ES") && (std::string_view("SXZO").find(w[w.size() - 3]) != std::string_view::npos ||
                     ends("CHES") || ends("SHES")))
    cut(2);
  if (ends("S")) cut(1);
  if (ends("IED")) cut(3, "Y");
  if (ends("ED")) cut(2), cut(1);
  if (ends("ING")) cut(3), cut(3, "E");
  if (ends("ER")) cut(2), cut(1);
  if (ends("EST")) cut(3), cut(2);
  // A doubled consonant before the ending: STOPPED -> STOP, RUNNING -> RUN.
  for (const char* end : {"ED", "ING", "ER", "EST"}) {
    const std::size_t n = std::string(end).size();
    if (ends(end) && w.size() > n + 2 && w[w.size() - n - 1] == w[w.size() - n - 2]) cut(n + 1);
  }
  return out;
}

/// An irregular form's lemmas from WordNet's exception lists (TOLD tell, KNIVES knife, OVA
/// ovum: 640 words of the American list had no clue); EnglishData::form names the form.
std::vector<std::string> irregular_stems(const std::string& w) {
  std::vector<std::string> out;
  for (const wordnet::Pos pos : {wordnet::Pos::Verb, wordnet::Pos::Noun})
    for (const std::string& base : wordnet::WordNet::shared().bases(pos, w))
      if (std::all_of(base.begin(), base.end(), [](char c) { return c >= 'a' && c <= 'z'; }) &&
          std::find(out.begin(), out.end(), text::ascii_upper(base)) == out.end())
        out.push_back(text::ascii_upper(base));
  return out;
}

/// Whether `stem` + a vowel ending cannot spell `answer`: a one-syllable stem ending in
/// consonant, vowel, consonant doubles its last letter (TOTTED, RAGGED), so TOTED and RAGED
/// are TOTE's and RAGE's forms, not TOT's and RAG's (Hunspell's en_US stems them so too).
bool undoubled(const std::string& answer, const std::string& stem) {
  if (answer.size() <= stem.size() || answer.compare(0, stem.size(), stem) != 0) return false;
  const std::string_view end = std::string_view(answer).substr(stem.size());
  if (end != "ED" && end != "ING" && end != "ER" && end != "EST") return false;
  auto vowel = [](char c) { return std::string_view("AEIOU").find(c) != std::string_view::npos; };
  const std::size_t k = stem.size();
  if (k < 3 || vowel(stem[k - 1]) ||
      std::string_view("WXY").find(stem[k - 1]) != std::string_view::npos || !vowel(stem[k - 2]) ||
      vowel(stem[k - 3]))
    return false;
  return std::count_if(stem.begin(), stem.end(), vowel) == 1;
}

/// A symbol or an abbreviation of a longer word ("Pb" for BLEI, "kg", "EDV"): a poor
/// Schwedenrätsel clue unless nothing else is left, so it ranks after the words of the
/// next senses too. (A short word for a short one, "Ei" for OVUM, is no symbol.)
bool symbol_like(const std::string& text, const std::string& word) {
  if (text.find(' ') != std::string::npos || text.size() > 5) return false;
  if (word.size() <= text.size() + 1) return false;
  if (text.size() <= 2) return true;
  return std::all_of(text.begin(), text.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

/// Whether `term` is another term of `terms` with a letter doubled: "canvass" beside "canvas"
/// in the sense of sail (SAIL "Canvass", TARPS "Canvass fabrics"), "unrivalled" beside
/// "unrivaled": another word, or a spelling an American paper does not use. (Any letter more
/// is too many: "margarine" and "margarin", "hostel" and "hotel" are both good clues.)
bool doubled_variant(const std::string& term, const std::vector<Term>& terms) {
  if (term.size() < 4) return false;
  return std::any_of(terms.begin(), terms.end(), [&](const Term& t) {
    const std::string& u = t.text;
    if (u.size() + 1 != term.size()) return false;
    std::size_t i = 0;
    while (i < u.size() && u[i] == term[i]) ++i;
    return i > 0 && term[i] == term[i - 1] &&
           term.compare(i + 1, std::string::npos, u, i, std::string::npos) == 0;
  });
}

/// How often the tagged texts use a plural twin (plural_twin) before it is a word of its own.
constexpr int kOwnWordUses = 10;

/// Whether `term` is another term of `terms` with an -s: "stakes" beside "stake" in BET's
/// meaning "stake|stakes|wager" (BET "Stakes", judged wrong as its form), "bounds" beside
/// "bound": the plural, no clue of the singular (a plural answer gets the singular's -s).
bool plural_twin(const std::string& term, const std::vector<Term>& terms) {
  if (term.size() < 4 || !term.ends_with('s')) return false;
  const std::string_view singular(term.data(), term.size() - 1);
  return std::any_of(terms.begin(), terms.end(), [&](const Term& t) { return t.text == singular; });
}

/// `word` with its umlauts' dots left off (fön: fon).
std::string dotless(const std::string& word) {
  std::string out;
  for (std::size_t i = 0; i < word.size(); ++i) {
    const auto low = i + 1 < word.size() ? static_cast<unsigned char>(word[i + 1]) : 0;
    if (word[i] == '\xC3' && (low == 0xA4 || low == 0xB6 || low == 0xBC)) {
      out += low == 0xA4 ? 'a' : low == 0xB6 ? 'o' : 'u';  // ä ö ü
      ++i;
    } else {
      out += word[i];
    }
  }
  return out;
}

/// Whether a meaning that lacks the German headword holds the headword without its umlauts'
/// dots instead ("Fon" under "fön": mythes-de's index folds them), or, the other way, a plain
/// headword only with dots ("Räben" under "raben", "ächten" under "achten"): that meaning is
/// the other word's (FOEN is no "Telefon", clues-de16; RABEN no "Herbstrübe", judged wrong).
bool dotless_other(const std::string& headword, const std::vector<Term>& terms) {
  const std::string plain = dotless(headword);
  const bool dotted_head = plain != headword;
  const auto other = normalize_word(plain);
  return other && std::any_of(terms.begin(), terms.end(), [&](const Term& t) {
           if (dotted_head) return normalize_word(t.text) == other;
           const std::string term_plain = dotless(t.text);
           return term_plain != t.text && normalize_word(term_plain) == other;
         });
}

}  // namespace

Thesaurus::Thesaurus(const fs::path& idx, Lang lang, const Needed& answers)
    : lang_(lang), answers_(answers) {
  fs::path dat = idx;
  dat.replace_extension(".dat");
  Needed keys = answers;
  // The pass over the .dat for the reverse entries needs the answers only: a second core
  // takes it while Hunspell loads and the index is read (its error comes after theirs).
  run_both(
      [&] {
        // Hunspell first: the stems of named answers are indexed too.
        const std::string base =
            lang == Lang::De ? "/usr/share/hunspell/de_DE" : "/usr/share/hunspell/en_US";
        std::error_code ec;
        if (fs::exists(base + ".aff", ec) && fs::exists(base + ".dic", ec))
          stemmer_ = std::make_unique<Speller>(base + ".aff", base + ".dic");
        for (const std::string& answer : answers.spellings()) {
          for (const std::string& stem : hunspell_stems(answer)) keys.add(stem);
          if (lang_ == Lang::En) {
            for (const std::string& stem : english_stems(answer)) keys.add(stem);
            for (const std::string& stem : irregular_stems(answer)) keys.add(stem);
          }
        }
        read_index(idx, keys);
      },
      [&] {
        latin1_ = is_latin1(first_line(dat), dat);
        read_reverse(dat);
      });
  thes_ = std::make_unique<MyThes>(idx.c_str(), dat.c_str());
  if (lang_ == Lang::En)
    // The answers and their stems: a stem's WordNet counts rank an answer's senses, and
    // named answers must rank as they do with the whole list (test_clues_needed).
    english_ = std::make_unique<en::EnglishData>(FileBytes(idx).view(), FileBytes(dat).view(), keys,
                                                 stemmer_.get());
}

Thesaurus::~Thesaurus() = default;

void Thesaurus::read_index(const fs::path& idx, const Needed& keys) {
  const FileBytes file(idx);
  const std::string_view text = file.view();
  bool any = false;  // a headword of the file is spelled in A-Z (needed or not)
  std::size_t pos = 0;
  for (int line_no = 1; pos < text.size(); ++line_no) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + pos, end - pos);
    pos = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line_no <= 2) continue;  // the encoding, the number of entries
    const std::size_t bar = line.rfind('|');
    if (bar == std::string_view::npos || bar + 1 == line.size())
      throw InputError(idx.string(), line_no, 1, "expected 'word|offset'");
    const std::string_view word = line.substr(0, bar);
    if (any && !keys.may_spell(word)) continue;
    if (auto spelled = normalize_word(word)) {
      any = true;
      if (keys.has(*spelled)) index_[*spelled].emplace_back(word);
    }
  }
  if (!any) throw InputError(idx.string() + ": no headword in the thesaurus index");
}

namespace {

/// The lines of `text` (without their line ends), one call of `f` each.
template <class F>
void each_line(std::string_view text, F&& f) {
  for (std::size_t pos = 0; pos < text.size();) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    f(line);
    pos = end + 1;
  }
}

/// A meaning line starts with its part of speech: "-|" or "(Adj.)|".
bool meaning_line(std::string_view line) {
  return !line.empty() && (line[0] == '-' || line[0] == '(');
}

}  // namespace

// Reverse lookups: a word with no meaning of its own (no headword: HAFEN sits under "häfen"
// in mythes-de; or a headword whose one meaning holds only itself: "tür" has "-|Tür") that
// stands as a term in another headword's meaning ("Kasserole|Topf|Hafen") is clued by that
// meaning's other terms. Our own two passes over the data file, since MyThes looks up
// headwords only.
void Thesaurus::read_reverse(const fs::path& dat) {
  const FileBytes file(dat);
  const std::string_view text = file.view();
  // The spelling of a headword or term when it is an answer.
  auto answer_of = [&](std::string_view raw) -> std::optional<std::string> {
    if (!answers_.may_spell(raw)) return std::nullopt;
    auto spelled = latin1_ ? normalize_word(text::latin1_to_utf8(raw)) : normalize_word(raw);
    if (!spelled || !answers_.has(*spelled)) return std::nullopt;
    return spelled;
  };
  // With named answers only the lines with a run of letters that may spell one are read
  // term by term (a headword or term that spells an answer is such a run).
  std::vector<Needed::Run> runs;
  if (!answers_.all()) runs = answers_.runs_that_may_spell(text);
  const auto each = [&](auto&& f) {  // f(line, whether it may hold an answer)
    std::size_t next_run = 0;
    each_line(text, [&](std::string_view line) {
      const std::size_t from = static_cast<std::size_t>(line.data() - text.data());
      bool may = answers_.all();
      for (; next_run < runs.size() && runs[next_run].offset < from + line.size(); ++next_run)
        may = may || runs[next_run].offset >= from;
      f(line, may);
    });
  };
  // Headwords with a meaning of two terms or more, then the terms of the others: a map of
  // every term first would be the whole thesaurus again.
  std::unordered_set<std::string> has_meaning;
  std::string_view head;
  bool head_may = false, head_seen = false;
  each([&](std::string_view line, bool may) {
    if (!meaning_line(line)) {
      head = line.substr(0, line.find('|'));
      head_may = may;
      head_seen = false;
    } else if (head_may && !head_seen && std::count(line.begin(), line.end(), '|') >= 2) {
      head_seen = true;
      if (auto spelled = answer_of(head)) has_meaning.insert(std::move(*spelled));
    }
  });
  each([&](std::string_view line, bool may) {
    if (!meaning_line(line)) {
      head = line.substr(0, line.find('|'));
      return;
    }
    if (!may || std::count(line.begin(), line.end(), '|') < 2) return;
    for (std::size_t at = line.find('|'); at != std::string_view::npos;) {
      const std::size_t next = line.find('|', at + 1);
      std::string_view term = line.substr(at + 1, next == line.npos ? line.npos : next - at - 1);
      at = next;
      term = term.substr(0, term.find(" ("));  // a one-word term and its notes
      if (term.empty() || term.find(' ') != term.npos || term.find('(') != term.npos) continue;
      const auto spelled = answer_of(term);
      if (!spelled || has_meaning.count(*spelled)) continue;
      std::vector<std::string>& heads = reverse_[*spelled];
      if (heads.empty() || heads.back() != head) heads.emplace_back(head);
    }
  });
}

std::vector<std::string> Thesaurus::hunspell_stems(const std::string& answer) const {
  std::vector<std::string> out;
  if (!stemmer_) return out;
  // Capitalized stems (German nouns: Aal for AALE) before the others (aalen): a grid's
  // inflected word is more often a noun's plural than a verb's form.
  std::vector<std::string> lower;
  for (const std::string& spelling : spellings(answer, lang_ == Lang::De)) {
    for (const std::string& stem : stemmer_->stem(spelling)) {
      const auto spelled = normalize_word(stem);
      if (!spelled || *spelled == answer) continue;
      const bool capital = (stem[0] >= 'A' && stem[0] <= 'Z') || stem.rfind("\u00c4", 0) == 0 ||
                           stem.rfind("\u00d6", 0) == 0 || stem.rfind("\u00dc", 0) == 0;
      std::vector<std::string>& to = capital ? out : lower;
      if (std::find(to.begin(), to.end(), *spelled) == to.end()) to.push_back(*spelled);
    }
  }
  for (std::string& s : lower)
    if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(std::move(s));
  return out;
}

bool Thesaurus::spells(const std::string& answer) const {
  if (!stemmer_) return false;
  const auto all = spellings(answer, lang_ == Lang::De);  // lower and title case
  return std::any_of(all.begin(), all.end(),
                     [&](const std::string& s) { return stemmer_->spell(s); });
}

bool Thesaurus::familiar(const std::string& text) const {
  return !stemmer_ || text.find(' ') != std::string::npos || stemmer_->spell(text);
}

std::vector<std::string> Thesaurus::stems(const std::string& answer) const {
  std::vector<std::string> out = hunspell_stems(answer);
  if (lang_ == Lang::En) {
    for (std::string& s : english_stems(answer))
      if (index_.count(s) && std::find(out.begin(), out.end(), s) == out.end())
        out.push_back(std::move(s));
    std::erase_if(out, [&](const std::string& s) { return undoubled(answer, s); });
  }
  // A woman's word is no form of the man's (Hunspell stems CHEFIN to Chef): none of its
  // terms, put into the plural, clues it (CHEFIN "Leiter", RICHTERIN "Juristen"), nor the
  // women's plural (CHEFINNEN "Leiter", MANAGERINNEN "Entscheider").
  if (lang_ == Lang::De)
    std::erase_if(out, [&](const std::string& s) {
      const auto spelled = normalize_word(s);
      const std::string woman = spelled ? fold_umlauts(*spelled + "IN") : "";
      const std::string folded = fold_umlauts(answer);
      return spelled && (folded == woman || folded == woman + "NEN");
    });
  return out;
}

namespace {

/// What a later meaning's one-word category costs: beyond every own sense and gloss, before
/// the stem's senses (base 1000).
constexpr int kLaterCategory = 300;

/// Where a word has clues of its own, its WordNet adverb clues (adverbs_en.cpp) come after
/// them all.
constexpr int kAdverbsAfter = 3000;

}  // namespace

void Thesaurus::add_senses(const std::string& answer, const std::string& headword,
                           const std::string& spelled, int base, int first_sense,
                           std::vector<Candidate>& out, bool own_only, bool ranked) const {
  const Taste& taste = Taste::of(lang_ == Lang::De ? Taste::Lang::De : Taste::Lang::En);
  const bool head_offensive = lang_ == Lang::En && taste.has_offensive_sense(headword);
  mentry* meanings = nullptr;
  const int n = [&] {
    const std::lock_guard<std::mutex> hold(lookup_lock_);
    return thes_->Lookup(headword.c_str(), static_cast<int>(headword.size()), &meanings);
  }();
  // English: the headword's WordNet synsets per part of speech, read at its first meaning of it.
  std::map<std::string, std::optional<en::HeadSenses>> wordnet;
  std::map<std::string, std::size_t> seen;  // meanings of each part of speech so far
  const std::size_t first_out = out.size();
  bool plain_somewhere = false;  // the headword unmarked in a meaning: no land's word alone
  for (int m = 0; m < n; ++m) {
    const std::string_view defn = meanings[m].defn ? meanings[m].defn : "";
    const std::size_t within = seen[std::string(defn.substr(0, defn.find(')') + 1))]++;
    std::vector<Term> terms;
    bool skip = false, main_sense = false, own = false;
    // The headword as this meaning writes it (the index has it in lower case): its case is
    // its part of speech here. A meaning without it: its first term's.
    std::string head;
    int own_register = 0;    // the headword colloquial or dated in this sense: a rarer sense
    std::string own_region;  // the headword one land's German in this sense (regions.hpp)
    std::string own_text;    // the headword as this meaning writes it ("Tell", "ERA")
    for (int s = 0; s < meanings[m].count; ++s) {
      const std::string raw = meanings[m].psyns[s];
      Term term = parse_term(latin1_ ? text::latin1_to_utf8(raw) : raw);
      if (head.empty() || (!own && normalize_word(term.text) == spelled)) head = term.text;
      if (normalize_word(term.text) == spelled) {
        // The headword's own place in this meaning: a generic term of it (the meaning is
        // narrower than the word) or offensive, then none of the meaning's terms.
        skip = skip || term.relation == Relation::Generic || term.offensive;
        main_sense = main_sense || term.main_form;
        own = true;
        own_text = term.text;
        own_register = std::max(own_register, term.register_penalty);
        if (own_region.empty()) own_region = term.region;
        plain_somewhere = plain_somewhere || term.region.empty();
        continue;
      }
      terms.push_back(std::move(term));
    }
    if (skip || (own_only && !own)) continue;  // own_only: the meanings the word stands in
    // A drug's street names (ROPES "Roaches", ACIDS "Window panes": judged wrong, seed 41):
    // the meaning's terms are slang of one sense a solver does not read first.
    if (english_ && defn.starts_with("(noun)") && within > 0 &&
        english_->street_name(headword, within))
      continue;
    if (!own && lang_ == Lang::De && dotless_other(headword, terms)) continue;
    // The headword's offensive sense (WordNet's: QUEEN "fairy", TACO "greaser"), or one that
    // holds a word never printed (TIT's "titty"): none of its terms (Taste::spoils_meaning).
    if (lang_ == Lang::En && std::any_of(terms.begin(), terms.end(), [&](const Term& t) {
          return (head_offensive || !taste.clue_ok(t.text)) &&
                 taste.spoils_meaning(headword, t.text);
        }))
      continue;
    int sense = (main_sense ? 0 : 10 * (m + 1)) + 3 * own_register;
    // OCT in the meaning of "October", RBI in that of "run batted in": marked "Abbr."; so
    // is a noun's "yr" or "lb", an abbreviation WordNet writes in lower case.
    const std::string_view pos_tag = meanings[m].defn ? meanings[m].defn : "";
    // A unit's short form (GAL "gallon", MIN "minute", ATM "atmosphere"): a meaning whose
    // category is a unit, holding a word the answer's three or four letters begin.
    const bool unit = std::any_of(terms.begin(), terms.end(), [](const Term& t) {
      const auto words = text::split_any(t.text, " -");  // "unit", not "community"
      return t.relation == Relation::Generic &&
             std::find(words.begin(), words.end(), "unit") != words.end();
    });
    const bool unit_short =
        english_ && pos_tag.starts_with("(noun)") && unit && base < 1000 && spelled.size() == 3 &&
        std::any_of(terms.begin(), terms.end(), [&](const Term& t) {
          return t.relation == Relation::Synonym && t.text.find(' ') == std::string::npos &&
                 en::abbreviates(spelled, t.text);
        });
    const bool abbreviation =
        english_ && ((pos_tag.starts_with("(noun)") && en::vowelless(headword) &&
                      (own_text.empty() || own_text == headword)) ||
                     unit_short || std::any_of(terms.begin(), terms.end(), [&](const Term& t) {
                       // "tramcar" for TRAM is no expansion: the prefix rule wants "Oct", not
                       // "oct".
                       const bool capital =
                           !own_text.empty() && own_text[0] >= 'A' && own_text[0] <= 'Z';
                       // ARAB "Arabian" is a word of its own and its derivation, not "Semite:
                       // Abbr.".
                       if (en::derives(spelled, t.text) && english_->noun(spelled)) return false;
                       return t.relation == Relation::Synonym && en::abbreviates(spelled, t.text) &&
                              (capital || t.text.find(' ') != std::string::npos);
                     }));
    // An inflected form (a stem's sense) is a noun's plural or a verb's form far more often
    // than an adjective's: WordNet's "(adj)" and "(adv)" senses of GO come after its verbs.
    const std::string_view pos = meanings[m].defn ? meanings[m].defn : "";
    if (base > 0 && (pos.find("(adj)") != pos.npos || pos.find("(adv)") != pos.npos)) sense += 500;
    if (english_) sense += english_->pos_penalty(spelled, pos);
    // A noun meaning of a word WordNet has only as another part of speech (ANON "sugar
    // apple": mythes-en-us's, not WordNet's; judged wrong 9 times of 9): the lowest band.
    if (english_ && pos.starts_with("(noun)") && english_->noun_unknown(spelled))
      sense += en::kConfidentWithin;
    // A sense the tagged texts never use where they use another (DOSE the disease, COKE the
    // drug): not the one a solver thinks of.
    if (english_ && ranked && !terms.empty()) {
      const std::string tag(pos.substr(0, pos.find(')') + 1));
      if (!wordnet.count(tag)) wordnet[tag] = english_->head_senses(headword, tag);
      if (const auto& senses = wordnet[tag])
        sense += english_->unused_sense(*senses, within, headword, terms.front().text);
    }
    // mythes-en-us writes an adjective's related noun synset after its synonyms with one
    // mark at the end ("(adj)|Yemeni|Asian country|Asian nation (related term)", DENTAL's
    // "bone|os (related term)"): never a noun of it for the adjective.
    const bool related_nouns =
        english_ && meanings[m].count > 0 &&
        (pos.find("(adj)") != pos.npos || pos.find("(adv)") != pos.npos) &&
        std::string_view(meanings[m].psyns[meanings[m].count - 1]).ends_with("(related term)");
    // The whole meaning is the noun's synset ("rodent|gnawer|gnawing animal" for RATTY):
    // none of its terms clues the adjective, whether WordNet has it as a noun or not.
    if (related_nouns) continue;
    for (const Term& term : terms) {
      if (term.offensive || term.relation == Relation::Antonym || term.text.empty()) continue;
      // An abbreviation's meaning may hold another's expansion (CEO's "chief operating
      // officer"): a phrase of it that the answer does not abbreviate is no clue. A unit's
      // are its names ("standard pressure" for ATM).
      if (abbreviation && !unit_short && term.relation == Relation::Synonym &&
          term.text.find(' ') != std::string::npos && !en::abbreviates(spelled, term.text))
        continue;
      if (term.text.find("...") != std::string::npos) continue;
      // (A twin the tagged texts use often is a word of its own: FOREST "Woods", 43 uses;
      // "bounds" 3.)
      if (english_ &&
          (doubled_variant(term.text, terms) ||
           (plural_twin(term.text, terms) && english_->noun_uses(term.text) < kOwnWordUses)))
        continue;
      // One word is what a question field holds best: each further word costs.
      const auto words = std::count(term.text.begin(), term.text.end(), ' ');
      int rank = base + sense + term.register_penalty + 2 * static_cast<int>(words);
      // A later sense's category is twice removed from what a solver reads first (EVE
      // "Twenty-four hours", PROCESSION "Inception").
      if (term.relation == Relation::Generic) rank += 1 + (main_sense || m == 0 ? 0 : 15);
      // A one-word category of a later meaning of the word itself (HINDI "Sanskrit", COMA
      // "Fuzz", ETA "Letter") after every other clue: of 114 pooled judged English pairs 12 %
      // were good and 44 % wrong (clues-en9).
      if (english_ && term.relation == Relation::Generic && m > 0 && words == 0 && base < 1000)
        rank += kLaterCategory;
      if (term.relation == Relation::Similar)
        rank += 4 + (english_ ? english_->similar_cost(term.text) : 0);
      if (symbol_like(term.text, spelled)) rank += 30;
      std::string text = term.text;
      std::optional<en::Offer> offer;
      if (english_) {
        const std::string tag(pos.substr(0, pos.find(')') + 1));
        if (ranked && !wordnet.count(tag)) wordnet[tag] = english_->head_senses(headword, tag);
        const auto& senses = wordnet[tag];
        offer = english_->offer(
            {answer, spelled, pos, own_text, abbreviation, senses ? &*senses : nullptr, unit_short},
            term.text, term.relation == Relation::Generic);
        if (!offer) continue;
        text = offer->text;
        rank += offer->penalty;
      }
      out.push_back({std::move(text), "thesaurus", rank, head, base >= 1000, first_sense + m,
                     term.relation == Relation::Generic});
      out.back().similar = term.relation == Relation::Similar;
      out.back().participle = offer && offer->participle;
      out.back().other_pos = offer && offer->other_pos;
      out.back().unattested = offer && offer->unattested;
      out.back().first_noun = english_ && pos.starts_with("(noun)") && within == 0;
      out.back().familiar = offer && offer->familiar;
      out.back().rare = term.rare;
      if (lang_ == Lang::De) out.back().region = own_region;
    }
  }
  thes_->CleanUpAfterLookup(&meanings, n);
  // A word all Germany uses in one sense is no land's word to a solver, whatever the note
  // of another (SPASS, ZOFF marked "österr.", "schweiz.": judged wrong, the regions round).
  if (plain_somewhere)
    for (std::size_t i = first_out; i < out.size(); ++i) out[i].region.clear();
}

std::vector<Candidate> Thesaurus::candidates(const std::string& answer, bool ranked) const {
  assert(answers_.has(answer));  // else the index may lack its entries
  std::vector<Candidate> out;
  int sense = 0;  // each add_senses call's meanings get their own numbers
  const auto add = [&](const std::string& headword, const std::string& spelled, int base,
                       bool own_only) {
    add_senses(answer, headword, spelled, base, sense, out, own_only, ranked);
    sense += 1000;
  };
  // A word the sense-tagged texts never use that is a form of one they use (LIED, "lie"):
  // the stem's senses first (Fibbed, not the German art song).
  const std::vector<std::string> answer_stems = stems(answer);  // Hunspell: once a word
  int own_base = 0;
  // An agent noun or comparative (TIER, a row, is no "one who ties") keeps its own senses.
  if (english_ && english_->tagged(answer) == 0)
    for (const std::string& stem : answer_stems) {
      const en::Form form = en::form_of(answer, stem);
      if (form != en::Form::Er && form != en::Form::Est && english_->tagged(stem) >= 3)
        own_base = 1500;
    }
  if (const auto it = index_.find(answer); it != index_.end())
    for (const std::string& headword : it->second) add(headword, answer, own_base, false);
  // The meanings of other headwords the word stands in, after its own (German ranks them
  // with Ding's synonyms of the word again, rank_de.hpp: near them).
  const int reverse_base = lang_ == Lang::De ? 20 : 500;
  if (const auto it = reverse_.find(answer); it != reverse_.end())
    for (const std::string& headword : it->second) add(headword, answer, reverse_base, true);
  std::vector<Candidate> sole;  // clues only for a word nothing else clues (Offer::sole)
  if (english_) {               // a blank in a phrase ("Ginger ___") ranks among the senses
    for (en::Offer& o : english_->blanks(answer, ranked)) {
      (o.sole ? sole : out).push_back({std::move(o.text), "thesaurus", o.penalty, {}, false});
      (o.sole ? sole : out).back().technical = o.technical;
    }
    for (en::Offer& o : english_->glosses(answer)) {
      out.push_back({std::move(o.text), "wordnet", o.penalty, {}, false, -1, o.generic});
      out.back().gloss_words = o.gloss_words;
    }
    // An adverb's own clues where nothing else clues the word (1,350 "-ly" words had none);
    // after the others where something does (judged clues stay as they were).
    const int adverb_base = out.empty() ? 0 : kAdverbsAfter;
    for (en::Offer& o : english_->adverb_clues(answer)) {
      out.push_back({std::move(o.text), "wordnet", adverb_base + o.penalty, {}, false});
      out.back().gloss_words = o.gloss_words;
    }
  }
  // A plural's glosses from its singular's, ranked as that stem's senses (base 1000).
  if (english_)
    for (en::Offer& o : english_->plural_glosses(answer))
      out.push_back({std::move(o.text), "wordnet", 1000 + o.penalty, {}, true, -1, o.generic});
  int base = 1000;  // a stem's senses after every one of the word's own
  for (const std::string& stem : answer_stems) {
    if (const auto it = index_.find(stem); it != index_.end())
      for (const std::string& headword : it->second) add(headword, stem, base, false);
    base += 1000;
  }
  // An irregular form's lemma's senses where nothing else clues the word (TOLD, OVERTOOK,
  // ALUMNI); FED keeps the Federal Reserve, ATE the goddess, not "feed" and "eat". The lowest
  // band: 40 newly clued words were judged 40 % good, 20 % wrong (RIDDEN "Sat", TESTES
  // "Balls"), so a --clued-only fill takes such words last.
  if (english_ && out.empty()) {
    for (const std::string& stem : irregular_stems(answer)) {
      if (const auto it = index_.find(stem); it != index_.end())
        for (const std::string& headword : it->second) add(headword, stem, base, false);
      base += 1000;
    }
    for (Candidate& c : out) c.rank += en::kConfidentWithin;
  }
  // An adjective's own clues from WordNet (the thesaurus drops a meaning that writes its
  // synonyms beside related nouns: ASTRAL, MONETARY, UNBORN had none) and the given names'
  // blanks held back: only where nothing else clues the word, which keeps its clues as they
  // were judged.
  if (english_ && out.empty()) {
    for (en::Offer& o : english_->adjective_clues(answer)) {
      sole.push_back({std::move(o.text), "wordnet", o.penalty, {}, false});
      sole.back().gloss_words = o.gloss_words;
    }
    // An "-ly" word's adverbs of its adjective's sense (amfill3: 105 such words had no clue,
    // and an American --clued-only fill needs its everyday words); GCIDE's adverb keeps its
    // judged place (last_resort) where it has one.
    if (sole.empty() && english_->gcide_clues(answer).empty())
      for (en::Offer& o : english_->sense_adverbs(answer))
        sole.push_back({std::move(o.text), "wordnet", o.penalty, {}, false});
    out = std::move(sole);
  }
  // A British or variant spelling ("Greyish brown", "Marshalling ___") is the lowest band: of
  // the pooled judged pairs such clues were 17 % good and 34 % wrong (111 rows, clues-en15).
  if (english_)
    for (Candidate& c : out) {
      if (english_->unamerican(c.text)) c.rank += en::kConfidentWithin;
      c.text = en::american_spelling(std::move(c.text));
    }
  // A species' Latin name is no clue (CHEETAH "Acinonyx jubatus", KILLDEER "Charadrius
  // vociferus"): "Big cat", "Plover".
  if (english_) std::erase_if(out, [&](const Candidate& c) { return english_->binomial(c.text); });
  return best_first(std::move(out));
}

std::vector<Candidate> Thesaurus::last_resort(const std::string& answer) const {
  std::vector<Candidate> out;
  if (!english_) return out;
  for (en::Offer& o : english_->gcide_clues(answer)) {
    out.push_back({en::american_spelling(std::move(o.text)), "gcide", o.penalty, {}, false});
    if (english_->unamerican(out.back().text)) out.back().rank += en::kConfidentWithin;
  }
  return out;
}

std::vector<Candidate> best_first(std::vector<Candidate> found) {
  std::stable_sort(found.begin(), found.end(),
                   [](const Candidate& a, const Candidate& b) { return a.rank < b.rank; });
  std::vector<Candidate> distinct;
  for (Candidate& c : found) {
    const auto same = std::find_if(distinct.begin(), distinct.end(),
                                   [&](const Candidate& d) { return d.text == c.text; });
    if (same == distinct.end())
      distinct.push_back(std::move(c));
    else
      same->shared += c.shared;
  }
  return distinct;
}

}  // namespace cwg::clues
