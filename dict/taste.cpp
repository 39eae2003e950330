// Taste (taste.hpp): WordNet's offensive senses read from its data and index files, the
// supplementary list, and the checks on fill words and clues.
#include "dict/taste.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <unordered_set>
#include <utility>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "dict/wordnet.hpp"

namespace cwg {

namespace {

/// What WordNet 3.0 leaves unmarked and a paper still never prints, as word or clue, in
/// either of its senses: RAPE is also a plant and GYPSY is WordNet's plain name for the
/// Roma, FAG a cigarette, COON a raccoon, COCK a rooster; WANK is only "slang" there; every
/// paper leaves them out, and PENIS and FART (judged tasteless twice each). One place for the
/// hand-kept words; everything else comes from WordNet (taste.hpp). JEWESS, SODDING and "easy
/// lay" (a drug's street name in WordNet, GOOP's clue) were judged tasteless in clues.
constexpr std::string_view kEnglishNever[] = {
    "gypsy",   "gypsies",  "gipsy",      "gipsies", "gyp",      "gypped",      "gypping",
    "rape",    "raped",    "rapist",     "retard",  "retarded", "tranny",      "negro",
    "negroes", "squaw",    "fag",        "faggot",  "coon",     "gook",        "dyke",
    "chink",   "cunt",     "twat",       "cock",    "prick",    "shit",        "piss",
    "pissed",  "fuck",     "fucking",    "asshole", "bastard",  "bullshit",    "cocksucker",
    "whore",   "spic",     "pissing",    "titty",   "arse",     "retardation", "minge",
    "wank",    "wanker",   "wanking",    "wanked",  "jism",     "jizz",        "schlong",
    "clit",    "bare-ass", "bare-assed", "niggard", "niggards", "niggardly",   "slut",
    "sluts",   "slutty",   "tits",       "porn",    "porno",    "kkk",         "penis",
    "penises", "fart",     "farts",      "farted",  "farting",  "jewess",      "jewesses",
    "sodding", "easy lay"};

/// Words a paper prints as answers and in set phrases but never as a clue of their own
/// sense: CUM is an answer ("Summa ___ laude"), and WordNet's synonym of semen (which made
/// "Ejaculate" its clue); ACT and SEX are answers, "Sex ___" and "___ act" no clues (judged
/// unprintable 12 times).
constexpr std::string_view kEnglishNeverInClues[] = {"cum",        "cums",        "ejaculate",
                                                     "ejaculated", "ejaculation", "sex act"};

/// Answers a paper leaves out although the word stands in clues' meanings: TIT (its clue
/// was "Teat", judged tasteless 11 times; "titmouse, tit" is CHICKADEE's meaning).
constexpr std::string_view kEnglishNeverInFills[] = {"TIT"};

/// The German words of the same kind that the thesaurus's notes and Ding's marks may miss
/// where the word stands unmarked (mostly in a generic-term position), and the English slur
/// OpenThesaurus lists among German synonyms (ROMA "Gypsy").
constexpr std::string_view kGermanNever[] = {
    "gypsy", "gipsy", "neger",  "negerin", "zigeuner", "zigeunerin", "kanake", "schwuchtel",
    "fotze", "nutte", "ficken", "scheiße", "scheisse", "spast",      "mongo",  "krüppel"};

/// The usage domains whose members are offensive: disparagement, ethnic slur, obscenity
/// (its synset is "obscenity, smut, vulgarism, filth, dirty word"); noun synsets' offsets.
constexpr std::array<long, 3> kDomains = {6717170, 6718862, 7124340};

/// The glosses that say so of a synset without a domain pointer ("cunt, twat ...: obscene
/// terms for female genitals").
constexpr std::array<std::string_view, 6> kGlossMarks = {"offensive term", "offensive name",
                                                         "obscene term",   "vulgar term",
                                                         "(ethnic slur)",  "(offensive"};

/// A synset's id across the four files: the part of speech, then its byte offset.
int synset_id(wordnet::Pos pos, long offset) {
  return static_cast<int>(static_cast<std::size_t>(pos) * 100000000 +
                          static_cast<std::size_t>(offset));
}

bool offensive_domain(const wordnet::Pointer& p) {
  return p.symbol == ";u" && p.pos == wordnet::Pos::Noun &&
         std::find(kDomains.begin(), kDomains.end(), p.offset) != kDomains.end();
}

}  // namespace

std::string taste_key(std::string_view text) {
  std::string out;
  bool gap = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
    if (!letter) {
      gap = !out.empty();
      continue;
    }
    if (gap) out += ' ';
    gap = false;
    if (c >= 'A' && c <= 'Z') {
      out += static_cast<char>(c | 0x20);
    } else if (c == 0xc3 && i + 1 < text.size() &&
               (text[i + 1] == '\x84' || text[i + 1] == '\x96' || text[i + 1] == '\x9c')) {
      out += static_cast<char>(c);  // Ä Ö Ü -> ä ö ü
      out += static_cast<char>(text[++i] + 0x20);
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

void Taste::add_never(std::string_view word_or_phrase, bool fill) {
  std::string key = taste_key(word_or_phrase);
  if (key.empty()) return;
  if (fill) {
    std::string az;
    for (char c : key)
      if (c >= 'a' && c <= 'z') az += static_cast<char>(c & ~0x20);
    if (az.size() == key.size() - static_cast<std::size_t>(std::count(key.begin(), key.end(), ' ')))
      fill_never_.insert(std::move(az));
  }
  if (const std::size_t space = key.find(' '); space != key.npos)
    phrase_starts_.insert(key.substr(0, space));
  never_.insert(std::move(key));
}

// The domains' own lines list their members ("-u 09636339 n 0103"): each member's synset is
// read at its offset (the few synsets marked by their gloss alone, "obscene terms for female
// genitals", are the supplementary list's); then each marked word's senses in the index, to
// tell "kike" (one sense, offensive) from "taco" (two, one of them offensive).
void Taste::read_wordnet(const std::filesystem::path& dir) {
  const wordnet::WordNet wn(dir);
  // word -> the synsets in which it is marked offensive
  std::unordered_map<std::string, std::unordered_set<int>> marked;
  std::unordered_set<int> seen;
  auto take = [&](const wordnet::Synset& s) {
    const int id = synset_id(s.pos, s.offset);
    if (!seen.insert(id).second) return;
    const bool whole = std::any_of(kGlossMarks.begin(), kGlossMarks.end(),
                                   [&](auto mark) { return s.gloss.find(mark) != s.gloss.npos; });
    std::vector<bool> by_word(s.words.size(), whole);
    for (const wordnet::Pointer& p : s.pointers)
      if (offensive_domain(p))
        for (std::size_t i = 0; i < s.words.size(); ++i)
          by_word[i] = by_word[i] || p.source == 0 || p.source == static_cast<int>(i) + 1;
    if (std::none_of(by_word.begin(), by_word.end(), [](bool m) { return m; })) return;
    for (std::size_t i = 0; i < s.words.size(); ++i) {
      const std::string key = taste_key(wordnet::word_text(s.words[i]));
      std::vector<int>& ids = senses_[key];
      if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
      if (by_word[i]) marked[key].insert(id);
    }
  };
  for (const long domain : kDomains) {
    const auto d = wn.synset(wordnet::Pos::Noun, domain);
    if (!d) continue;
    for (const wordnet::Pointer& p : d->pointers)
      if (p.symbol == "-u")
        if (const auto member = wn.synset(p.pos, p.offset)) take(*member);
  }
  // A word's senses in all four index files ("son_of_a_bitch", "slant-eye"): offensive in
  // every one, it is never printed.
  for (const auto& [key, ids] : marked) {
    int senses = 0, offensive = 0;
    for (char sep : {'_', '-'}) {
      std::string spelled = key;
      std::replace(spelled.begin(), spelled.end(), ' ', sep);
      if (sep == '-' && spelled == key) continue;  // one word: looked up once
      for (const wordnet::Pos pos :
           {wordnet::Pos::Noun, wordnet::Pos::Verb, wordnet::Pos::Adj, wordnet::Pos::Adv})
        if (const auto e = wn.lookup(pos, spelled))
          for (const long offset : e->offsets) {
            ++senses;
            offensive += ids.count(synset_id(pos, offset)) ? 1 : 0;
          }
    }
    // "screwing", "peeing": WordNet's noun is offensive, the verb's form is not (the
    // supplement has the -ing forms that are).
    if (senses > 0 && senses == offensive && !key.ends_with("ing")) add_never(key, true);
  }
}

Taste Taste::english(const std::filesystem::path& wordnet_dir) {
  Taste t;
  t.read_wordnet(wordnet_dir);
  for (std::string_view w : kEnglishNever) t.add_never(w, true);
  for (std::string_view w : kEnglishNeverInClues) t.add_never(w, false);
  for (std::string_view w : kEnglishNeverInFills) t.fill_never_.emplace(w);
  return t;
}

Taste Taste::german() {
  Taste t;
  for (std::string_view w : kGermanNever) t.add_never(w, false);
  return t;
}

const Taste& Taste::of(Lang lang) {
  if (lang == Lang::De) {
    static const Taste german_taste = german();
    return german_taste;
  }
  static const Taste english_taste = english();  // a throw leaves it to the next call
  return english_taste;
}

bool Taste::fill_ok(std::string_view word) const {
  const std::string w(word);
  if (fill_never_.count(w)) return false;
  // Plurals: FAGS, GOOKS; ES only after a hissing sound (BITCHES), so SPIKES is not SPIK's.
  auto ends = [&](std::string_view end) {
    return w.size() > end.size() + 2 && w.compare(w.size() - end.size(), end.size(), end) == 0;
  };
  if (ends("S") && fill_never_.count(w.substr(0, w.size() - 1))) return false;
  if (ends("ES")) {
    const std::string stem = w.substr(0, w.size() - 2);
    const char last = stem.back();
    const bool hiss =
        last == 'S' || last == 'X' || last == 'Z' ||
        (last == 'H' && (stem[stem.size() - 2] == 'C' || stem[stem.size() - 2] == 'S'));
    if (hiss && fill_never_.count(stem)) return false;
  }
  return true;
}

// Called for every clue a source offers (the --clued-only fill asks for 100,000 words'
// clues): words are lower-cased into one buffer, phrases built only after a word that
// starts one.
bool Taste::clue_ok(std::string_view clue) const {
  const std::string key = taste_key(clue);
  std::string w;
  for (std::size_t from = 0; from < key.size();) {
    std::size_t to = key.find(' ', from);
    if (to == key.npos) to = key.size();
    w.assign(key, from, to - from);
    if (never_.count(w)) return false;
    const bool s = w.size() > 3 && w.back() == 's';
    if (s && never_.count(w.substr(0, w.size() - 1))) return false;
    if (s && w.size() > 4 && w[w.size() - 2] == 'e' && never_.count(w.substr(0, w.size() - 2)))
      return false;
    // Phrases of up to four words ("son of a bitch", "white trash").
    if (phrase_starts_.count(w)) {
      std::string phrase = w;
      for (std::size_t at = to, words = 1; at < key.size() && words < 4; ++words) {
        std::size_t next = key.find(' ', at + 1);
        if (next == key.npos) next = key.size();
        phrase.append(key, at, next - at);
        if (never_.count(phrase)) return false;
        at = next;
      }
    }
    from = to + 1;
  }
  return true;
}

bool Taste::has_offensive_sense(std::string_view word) const {
  return senses_.count(taste_key(word)) > 0;
}

std::size_t remove_offensive(WordList& list, const Taste& taste) {
  return remove_words(list, [&](const std::string& w, int) { return !taste.fill_ok(w); });
}

bool Taste::spoils_meaning(std::string_view head, std::string_view term) const {
  return offensive_sense(head, term) || (!clue_ok(term) && !has_offensive_sense(term));
}

bool Taste::offensive_sense(std::string_view a, std::string_view b) const {
  const auto ia = senses_.find(taste_key(a));
  if (ia == senses_.end()) return false;
  const auto ib = senses_.find(taste_key(b));
  if (ib == senses_.end()) return false;
  return std::any_of(ia->second.begin(), ia->second.end(), [&](int id) {
    return std::find(ib->second.begin(), ib->second.end(), id) != ib->second.end();
  });
}

}  // namespace cwg
