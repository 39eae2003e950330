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
#include "core/split.hpp"

namespace cwg {

namespace {

/// What WordNet 3.0 leaves unmarked and a paper still never prints, as word or clue, in
/// either of its senses: RAPE is also a plant and GYPSY is WordNet's plain name for the
/// Roma, FAG a cigarette, COON a raccoon, COCK a rooster; every paper leaves them out. One
/// place for the hand-kept words; everything else comes from WordNet (taste.hpp).
constexpr std::string_view kEnglishNever[] = {
    "gypsy",   "gypsies", "gipsy",   "gipsies", "gyp",      "gypped",      "gypping",
    "rape",    "raped",   "rapist",  "retard",  "retarded", "tranny",      "negro",
    "negroes", "squaw",   "fag",     "faggot",  "coon",     "gook",        "dyke",
    "chink",   "cunt",    "twat",    "cock",    "prick",    "shit",        "piss",
    "pissed",  "fuck",    "fucking", "asshole", "bastard",  "bullshit",    "cocksucker",
    "whore",   "spic",    "pissing", "titty",   "arse",     "retardation", "minge"};

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

/// One data line's synset: its offset, its words (taste keys) and, for each word, whether a
/// domain pointer marks it (pointer source 0 marks all).
struct Synset {
  long offset = 0;
  std::vector<std::string> words;
  std::vector<bool> marked;
};

std::optional<Synset> parse_synset(std::string_view line) {
  const std::size_t bar = line.find(" | ");
  const auto f = cwg::text::split_spaces(line.substr(0, bar == line.npos ? line.size() : bar));
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

// Two passes: the data files' offensive synsets (found by their domain pointers and gloss
// words, a few hundred lines of 22 MB), then the index files' senses of each word marked in
// one, to tell "kike" (one sense, offensive) from "taco" (two, one of them offensive).
void Taste::read_wordnet(const std::filesystem::path& dir) {
  // word -> the synsets in which it is marked offensive
  std::unordered_map<std::string, std::unordered_set<int>> marked;
  std::vector<FileBytes> data;
  for (const PosFile& f : kPosFiles) {
    const std::filesystem::path path = dir / f.data;
    if (!std::filesystem::exists(path))
      throw InputError(path.string() + ": missing WordNet file (Debian package wordnet-base)");
    data.emplace_back(path);
  }
  std::unordered_set<int> seen;
  auto take = [&](std::size_t pos, std::string_view line) {
    auto s = parse_synset(line);
    if (!s || !seen.insert(synset_id(pos, s->offset)).second) return;
    const std::size_t bar = line.find(" | ");
    const std::string_view gloss = bar == line.npos ? std::string_view() : line.substr(bar);
    const bool whole = std::any_of(kGlossMarks.begin(), kGlossMarks.end(),
                                   [&](auto mark) { return gloss.find(mark) != gloss.npos; });
    if (!whole && std::none_of(s->marked.begin(), s->marked.end(), [](bool m) { return m; }))
      return;
    const int id = synset_id(pos, s->offset);
    for (std::size_t i = 0; i < s->words.size(); ++i) {
      std::vector<int>& ids = senses_[s->words[i]];
      if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
      if (whole || s->marked[i]) marked[s->words[i]].insert(id);
    }
  };
  // The domains' own lines list their members ("-u 09636339 n 0103"): each member's line
  // is read at its byte offset, nothing is scanned (a scan of the 22 MB for the pointers
  // took a third of a `cwg clue`). The few synsets marked by their gloss alone ("obscene
  // terms for female genitals") are the supplementary list's.
  const std::string_view nouns = data[0].view();
  auto line_at_offset = [](std::string_view text, long offset) {
    if (offset < 0 || static_cast<std::size_t>(offset) >= text.size()) return std::string_view();
    const std::size_t end = text.find('\n', static_cast<std::size_t>(offset));
    return text.substr(static_cast<std::size_t>(offset),
                       (end == text.npos ? text.size() : end) - static_cast<std::size_t>(offset));
  };
  for (std::string_view domain : kDomains) {
    const long offset = std::strtol(std::string(domain.substr(3, 8)).c_str(), nullptr, 10);
    const std::string_view line = line_at_offset(nouns, offset);
    const auto f = cwg::text::split_spaces(line.substr(0, line.find(" | ")));
    for (std::size_t k = 0; k + 3 < f.size(); ++k) {
      if (f[k] != "-u") continue;
      const char pos = f[k + 2].empty() ? '?' : f[k + 2][0];
      const std::size_t file = pos == 'n' ? 0 : pos == 'v' ? 1 : pos == 'r' ? 3 : 2;
      take(file, line_at_offset(data[file].view(),
                                std::strtol(std::string(f[k + 1]).c_str(), nullptr, 10)));
    }
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
      const auto f = cwg::text::split_spaces(line);
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
