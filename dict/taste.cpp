// Taste (taste.hpp): WordNet's offensive senses read from its data and index files, the
// supplementary list, and the checks on fill words and clues.
#include "dict/taste.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <optional>
#include <unordered_set>
#include <utility>

#include "core/file_io.hpp"
#include "core/input_error.hpp"

namespace cwg {

namespace {

/// What WordNet 3.0 leaves unmarked and a paper still never prints, as word or clue, in
/// either of its senses: RAPE is also a plant and GYPSY is WordNet's plain name for the
/// Roma, FAG a cigarette, COON a raccoon, COCK a rooster; every paper leaves them out. One
/// place for the hand-kept words; everything else comes from WordNet (taste.hpp).
constexpr std::string_view kEnglishNever[] = {
    "gypsy",   "gypsies", "gipsy",   "gipsies", "gyp",      "gypped",     "gypping",
    "rape",    "raped",   "rapist",  "retard",  "retarded", "tranny",     "negro",
    "negroes", "squaw",   "fag",     "faggot",  "coon",     "gook",       "dyke",
    "chink",   "cunt",    "twat",    "cock",    "prick",    "shit",       "piss",
    "pissed",  "fuck",    "fucking", "asshole", "bastard",  "bullshit",   "cocksucker",
    "whore",   "spic",    "pissing", "titty",   "arse",     "retardation"};

/// The German words of the same kind that the thesaurus's notes and Ding's marks may miss
/// where the word stands unmarked (mostly in a generic-term position).
constexpr std::string_view kGermanNever[] = {
    "neger", "negerin", "zigeuner", "zigeunerin", "kanake", "schwuchtel", "fotze",
    "nutte", "ficken",  "scheiße",  "scheisse",   "spast",  "mongo",      "krüppel"};

/// The usage domains whose members are offensive: disparagement, ethnic slur, obscenity
/// (its synset is "obscenity, smut, vulgarism, filth, dirty word").
constexpr std::array<std::string_view, 3> kDomains = {";u 06717170 n", ";u 06718862 n",
                                                      ";u 07124340 n"};

/// The glosses that say so of a synset without a domain pointer ("cunt, twat ...: obscene
/// terms for female genitals").
constexpr std::array<std::string_view, 6> kGlossMarks = {"offensive term", "offensive name",
                                                         "obscene term",   "vulgar term",
                                                         "(ethnic slur)",  "(offensive"};

struct PosFile {
  const char* data;
  const char* index;
};
constexpr std::array<PosFile, 4> kPosFiles = {{{"data.noun", "index.noun"},
                                               {"data.verb", "index.verb"},
                                               {"data.adj", "index.adj"},
                                               {"data.adv", "index.adv"}}};

/// A synset's id across the four files: the file's number, then its byte offset.
int synset_id(std::size_t pos, long offset) {
  return static_cast<int>(pos * 100000000 + static_cast<std::size_t>(offset));
}

std::vector<std::string_view> split_spaces(std::string_view s) {
  std::vector<std::string_view> out;
  for (std::size_t from = 0; from < s.size();) {
    std::size_t to = s.find(' ', from);
    if (to == s.npos) to = s.size();
    if (to > from) out.push_back(s.substr(from, to - from));
    from = to + 1;
  }
  return out;
}

/// One data line's synset: its offset, its words (taste keys) and, for each word, whether a
/// domain pointer marks it (pointer source 0 marks all).
struct Synset {
  long offset = 0;
  std::vector<std::string> words;
  std::vector<bool> marked;
};

std::optional<Synset> parse_synset(std::string_view line) {
  const std::size_t bar = line.find(" | ");
  const auto f = split_spaces(line.substr(0, bar == line.npos ? line.size() : bar));
  if (f.size() < 5) return std::nullopt;
  Synset s;
  s.offset = std::strtol(std::string(f[0]).c_str(), nullptr, 10);
  const std::size_t n = std::strtoul(std::string(f[3]).c_str(), nullptr, 16);
  if (4 + 2 * n >= f.size()) return std::nullopt;
  for (std::size_t i = 0; i < n; ++i) {
    std::string_view w = f[4 + 2 * i];
    w = w.substr(0, w.find('('));  // an adjective's "(a)", "(p)"
    s.words.push_back(taste_key(w));
  }
  s.marked.assign(n, false);
  const std::size_t pointers = std::strtoul(std::string(f[4 + 2 * n]).c_str(), nullptr, 10);
  for (std::size_t k = 0; k < pointers; ++k) {
    const std::size_t at = 5 + 2 * n + 4 * k;
    if (at + 3 >= f.size()) break;
    if (f[at] != ";u") continue;
    const std::string target =
        std::string(f[at]) + ' ' + std::string(f[at + 1]) + ' ' + std::string(f[at + 2]);
    if (std::find(kDomains.begin(), kDomains.end(), target) == kDomains.end()) continue;
    const std::size_t source =
        std::strtoul(std::string(f[at + 3].substr(0, 2)).c_str(), nullptr, 16);
    for (std::size_t i = 0; i < n; ++i)
      if (source == 0 || source == i + 1) s.marked[i] = true;
  }
  return s;
}

/// Where `needle` next occurs in `text` from `from` on (glibc's memmem: several times faster
/// than string_view::find on WordNet's 15 MB, where ';' and 'o' are everywhere).
std::size_t find_in(std::string_view text, std::string_view needle, std::size_t from) {
  if (from >= text.size()) return text.npos;
  const void* at = memmem(text.data() + from, text.size() - from, needle.data(), needle.size());
  return at ? static_cast<std::size_t>(static_cast<const char*>(at) - text.data()) : text.npos;
}

/// The line of `text` around byte `at`.
std::string_view line_at(std::string_view text, std::size_t at) {
  const std::size_t from = text.rfind('\n', at);
  const std::size_t start = from == text.npos ? 0 : from + 1;
  std::size_t end = text.find('\n', at);
  if (end == text.npos) end = text.size();
  return text.substr(start, end - start);
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
  never_.insert(std::move(key));
}

// Two passes: the data files' offensive synsets (found by their domain pointers and gloss
// words, a few hundred lines of 22 MB), then the index files' senses of each word marked in
// one, to tell "kike" (one sense, offensive) from "taco" (two, one of them offensive).
void Taste::read_wordnet(const std::filesystem::path& dir) {
  // word -> the synsets in which it is marked offensive
  std::unordered_map<std::string, std::unordered_set<int>> marked;
  for (std::size_t pos = 0; pos < kPosFiles.size(); ++pos) {
    const std::filesystem::path path = dir / kPosFiles[pos].data;
    if (!std::filesystem::exists(path))
      throw InputError(path.string() + ": missing WordNet file (Debian package wordnet-base)");
    const FileBytes file(path);
    const std::string_view text = file.view();
    std::unordered_set<long> seen;
    auto take = [&](std::string_view line) {
      auto s = parse_synset(line);
      if (!s || !seen.insert(s->offset).second) return;
      const std::size_t bar = line.find(" | ");
      const std::string_view gloss = bar == line.npos ? std::string_view() : line.substr(bar);
      const bool whole = std::any_of(kGlossMarks.begin(), kGlossMarks.end(),
                                     [&](auto mark) { return gloss.find(mark) != gloss.npos; });
      const int id = synset_id(pos, s->offset);
      for (std::size_t i = 0; i < s->words.size(); ++i) {
        if (!whole && std::none_of(s->marked.begin(), s->marked.end(), [](bool m) { return m; }))
          return;
        std::vector<int>& ids = senses_[s->words[i]];
        if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
        if (whole || s->marked[i]) marked[s->words[i]].insert(id);
      }
    };
    // Four passes find every such line: each of kDomains and kGlossMarks holds one of these
    // ("(ethnic slur)" stands only beside a domain pointer). A pass of glibc's memmem over
    // the 15 MB of data.noun takes 5-8 ms.
    for (std::string_view needle : {";u 0", "offensive", "obscene", "vulgar"})
      for (std::size_t at = find_in(text, needle, 0); at != text.npos;
           at = find_in(text, needle, at + 1))
        take(line_at(text, at));
  }
  // A word's senses in all four index files: offensive in every one, it is never printed.
  std::unordered_map<std::string, std::pair<int, int>> counts;  // word -> (senses, offensive)
  // The index spells "son_of_a_bitch", "slant-eye": the marked words so spelled, so that a
  // line's word is looked up as it stands.
  std::unordered_map<std::string, std::string> spelled;  // index spelling -> key
  for (const auto& [key, ids] : marked)
    for (char sep : {'_', '-'}) {
      std::string s = key;
      std::replace(s.begin(), s.end(), ' ', sep);
      spelled.emplace(std::move(s), key);
    }
  for (std::size_t pos = 0; pos < kPosFiles.size(); ++pos) {
    const std::filesystem::path path = dir / kPosFiles[pos].index;
    if (!std::filesystem::exists(path))
      throw InputError(path.string() + ": missing WordNet file (Debian package wordnet-base)");
    const FileBytes file(path);
    const std::string_view text = file.view();
    for (std::size_t from = 0; from < text.size();) {
      std::size_t end = text.find('\n', from);
      if (end == text.npos) end = text.size();
      const std::string_view line = text.substr(from, end - from);
      from = end + 1;
      if (line.empty() || line[0] == ' ') continue;  // the licence at the top
      const auto sp = spelled.find(std::string(line.substr(0, line.find(' '))));
      if (sp == spelled.end()) continue;
      const std::string& key = sp->second;
      const auto it = marked.find(key);
      const auto f = split_spaces(line);
      if (f.size() < 4) continue;
      const std::size_t pointers = std::strtoul(std::string(f[3]).c_str(), nullptr, 10);
      auto& [senses, offensive] = counts[key];
      for (std::size_t k = 4 + pointers + 2; k < f.size(); ++k) {
        ++senses;
        offensive +=
            it->second.count(synset_id(pos, std::strtol(std::string(f[k]).c_str(), nullptr, 10)))
                ? 1
                : 0;
      }
    }
  }
  // "screwing", "peeing": WordNet's noun is offensive, the verb's form is not (the supplement
  // has the -ing forms that are).
  for (const auto& [word, c] : counts)
    if (c.first > 0 && c.first == c.second && !word.ends_with("ing")) add_never(word, true);
}

Taste Taste::english(const std::filesystem::path& wordnet_dir) {
  Taste t;
  t.read_wordnet(wordnet_dir);
  for (std::string_view w : kEnglishNever) t.add_never(w, true);
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

bool Taste::clue_ok(std::string_view clue) const {
  const std::string key = taste_key(clue);
  std::vector<std::string_view> words;
  for (std::size_t from = 0; from < key.size();) {
    std::size_t to = key.find(' ', from);
    if (to == key.npos) to = key.size();
    words.emplace_back(key.data() + from, to - from);
    from = to + 1;
  }
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string_view w = words[i];
    for (std::string_view end : {"", "s", "es"}) {
      if (w.size() <= end.size() + 2 && !end.empty()) continue;
      if (!end.empty() && w.substr(w.size() - end.size()) != end) continue;
      if (never_.count(std::string(w.substr(0, w.size() - end.size())))) return false;
    }
    // Phrases of up to four words ("son of a bitch", "white trash").
    std::string phrase(w);
    for (std::size_t j = i + 1; j < words.size() && j < i + 4; ++j) {
      phrase += ' ';
      phrase += words[j];
      if (never_.count(phrase)) return false;
    }
  }
  return true;
}

std::size_t remove_offensive(WordList& list, const Taste& taste) {
  return remove_words(list, [&](const std::string& w, int) { return !taste.fill_ok(w); });
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
