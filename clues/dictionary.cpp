// Translation dictionaries: our own pass over each file indexes its single-word terms by their
// spelling in the grid; a lookup parses the few lines that hold the answer.
#include "clues/dictionary.hpp"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <map>
#include <optional>
#include <string_view>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"

namespace cwg::clues {

namespace fs = std::filesystem;

std::vector<fs::path> default_dictionaries() {
  std::vector<fs::path> out;
  std::error_code ec;
  for (const char* p : {"/usr/share/trans/de-en", "/usr/share/dictd/freedict-fra-deu.index"})
    if (fs::exists(p, ec)) out.emplace_back(p);
  return out;
}

namespace {

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

/// One term of a Ding line, its notes read and removed.
struct DingTerm {
  std::string text;
  bool offensive = false;
  int penalty = 0;  ///< a field's or register's note: a rarer sense
};

bool offensive_tag(std::string_view tag) {
  for (const char* bad : {"vulg", "pej", "slang", "derb", "euphem", "offens"})
    if (tag.find(bad) != tag.npos) return true;
  return false;
}

DingTerm parse_term(std::string_view raw) {
  DingTerm t;
  int depth = 0;
  std::size_t tag_start = 0;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const char c = raw[i];
    if (c == '{' || c == '[' || c == '(' || c == '<') {
      if (depth++ == 0) tag_start = i;
    } else if ((c == '}' || c == ']' || c == ')' || c == '>') && depth > 0) {
      if (--depth == 0 && raw[tag_start] == '[') {
        const std::string_view tag = raw.substr(tag_start + 1, i - tag_start - 1);
        t.offensive = t.offensive || offensive_tag(tag);
        const bool rare = tag == "obs." || tag == "veraltet" || tag == "dated" || tag == "rare" ||
                          tag == "selten" || tag == "archaic";
        t.penalty += rare ? 6 : 2;
      }
    } else if (depth == 0 && !(c == ' ' && (t.text.empty() || t.text.back() == ' '))) {
      t.text += c;
    }
  }
  // An abbreviation's note ("ohne /o./") goes too.
  if (const std::size_t slash = t.text.find(" /"); slash != std::string::npos) t.text.erase(slash);
  while (!t.text.empty() && t.text.back() == ' ') t.text.pop_back();
  // A part of a word ("vor…" for PRE) is no clue.
  if (t.text.find("\u2026") != std::string::npos || t.text.find("...") != std::string::npos)
    t.text.clear();
  return t;
}

/// A word's spelling in the grid: umlauts spelled out, other accents dropped (café ->
/// CAFE); none for a phrase, a number or an abbreviation with a dot.
std::optional<std::string> spell(std::string_view word) {
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

/// The spelling of a one-word term, an English verb's "to" left off.
std::optional<std::string> term_spelling(std::string_view text, bool english) {
  if (english && text.rfind("to ", 0) == 0) text.remove_prefix(3);
  if (text.find(' ') != text.npos) return std::nullopt;
  return spell(text);
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

std::string_view line_at(std::string_view text, std::size_t offset) {
  const std::size_t end = text.find('\n', offset);
  return text.substr(offset, end == text.npos ? text.npos : end - offset);
}

constexpr std::uint64_t kOffsetBits = 40;
constexpr std::uint64_t kOffsetMask = (1ull << kOffsetBits) - 1;

struct Marker {
  const char* lang;
  const char* long_form;  ///< "engl.:"
};
constexpr std::array<Marker, 6> kMarkers{{{"en", "engl.:"},
                                          {"fr", "frz.:"},
                                          {"it", "ital.:"},
                                          {"es", "span.:"},
                                          {"nl", "niederl.:"},
                                          {"pt", "port.:"}}};

/// A translation as two clues: "engl.: Haus" for a whole field, "en: Haus" for half of one.
void add_translation(const std::string& lang, const std::string& german, int rank,
                     std::vector<Candidate>& out) {
  std::string long_form = lang + ".:";
  for (const Marker& m : kMarkers)
    if (lang == m.lang) long_form = m.long_form;
  out.push_back({long_form + " " + german, "dictionary:" + lang, 2 * rank});
  out.push_back({lang + ": " + german, "dictionary:" + lang, 2 * rank + 1});
}

}  // namespace

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
       std::array<std::pair<const char*, const char*>, 6>{{{"eng", "en"},
                                                           {"fra", "fr"},
                                                           {"ita", "it"},
                                                           {"spa", "es"},
                                                           {"nld", "nl"},
                                                           {"por", "pt"}}})
    if (code == three) code = two;
  return code.empty() ? "xx" : code;
}

}  // namespace

Dictionary::Dictionary(const std::vector<fs::path>& files, const Needed& answers)
    : answers_(answers) {
  // Ding files first, in any order given: what Ding marks offensive filters FreeDict's
  // translations too.
  for (const fs::path& file : files)
    if (!freedict_index(file)) read_ding(file);
  for (const fs::path& file : files)
    if (freedict_index(file)) read_freedict(file, freedict_lang(file));
  english_.finish();
  german_.finish();
}

namespace {

std::uint64_t spelling_hash(std::string_view s) {
  std::uint64_t h = 14695981039346656037ull;  // FNV-1a
  for (const char c : s) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return h;
}

constexpr std::uint32_t kGroupShift = 48;  // 2^16 groups: the counts stay in cache
constexpr std::uint32_t kGroups = 1u << (64 - kGroupShift);
/// The longest answer the dictionaries index (cwg's grids have words to 13 letters).
constexpr std::size_t kLongest = 15;

}  // namespace

void Dictionary::LineIndex::finish() {
  starts_.assign(kGroups + 1, 0);
  for (const Posting& p : postings_) ++starts_[(p.hash >> kGroupShift) + 1];
  for (std::size_t g = 0; g < kGroups; ++g) starts_[g + 1] += starts_[g];
  std::vector<std::uint32_t> next(starts_.begin(), starts_.end() - 1);
  std::vector<Posting> grouped(postings_.size());
  for (const Posting& p : postings_) grouped[next[p.hash >> kGroupShift]++] = p;
  postings_ = std::move(grouped);
}

std::vector<std::uint64_t> Dictionary::LineIndex::lines(std::uint64_t hash) const {
  std::vector<std::uint64_t> out;
  if (starts_.empty()) return out;
  const std::size_t g = hash >> kGroupShift;
  for (std::size_t i = starts_[g]; i < starts_[g + 1]; ++i)
    if (postings_[i].hash == hash && (out.empty() || out.back() != postings_[i].at))
      out.push_back(postings_[i].at);
  return out;
}

// One pass over a side of a line, terms split at "; " and " | " outside brackets: the
// one-word terms go into the index (and German ones of a subentry with an offensive note
// into offensive_). A term is read as its runs of characters outside brackets, not copied.
void Dictionary::index_side(std::string_view side, bool english, std::uint64_t at,
                            std::vector<std::string_view>& sub_terms) {
  constexpr std::size_t none = std::string_view::npos;
  std::array<std::string_view, 2> runs;
  int count = 0;
  std::size_t run_start = none;
  bool offensive = false;  // a term of this subentry has an offensive note: all of it is
  auto end_run = [&](std::size_t i) {
    if (run_start == none) return;
    if (count < 2) runs[count] = side.substr(run_start, i - run_start);
    ++count;
    run_start = none;
  };
  auto finish_term = [&] {
    std::string_view w;
    if (count == 1) w = runs[0];
    if (count == 2 && english && runs[0] == "to") w = runs[1];
    // No grid word is longer than kLongest letters: longer terms (compounds) are no answers.
    if (!w.empty() && w.size() <= 2 * kLongest) {
      if (!english) sub_terms.push_back(w);
      if (answers_.may_spell(w))
        if (auto spelled = spell(w);
            spelled && spelled->size() <= kLongest && answers_.has(*spelled))
          (english ? english_ : german_).add(spelling_hash(*spelled), at);
    }
    count = 0;
  };
  auto finish_sub = [&] {
    finish_term();
    // Only then are the subentry's German terms spelled: offensive notes are rare.
    if (offensive)
      for (const std::string_view t : sub_terms)
        if (auto spelled = spell(t); spelled && spelled->size() <= kLongest)
          offensive_.insert(std::move(*spelled));
    sub_terms.clear();
    offensive = false;
  };
  int depth = 0;
  std::size_t tag = 0;
  for (std::size_t i = 0; i < side.size(); ++i) {
    const char c = side[i];
    if (c == '{' || c == '[' || c == '(' || c == '<') {
      end_run(i);
      if (depth++ == 0) tag = i;
    } else if (c == '}' || c == ']' || c == ')' || c == '>') {
      if (depth > 0 && --depth == 0 && side[tag] == '[')
        offensive = offensive || offensive_tag(side.substr(tag + 1, i - tag - 1));
    } else if (depth > 0) {
      continue;
    } else if (c == ' ') {
      end_run(i);
      if (i + 2 < side.size() && side[i + 1] == '|' && side[i + 2] == ' ') {
        finish_sub();
        i += 2;
      }
    } else if (c == ';' && i + 1 < side.size() && side[i + 1] == ' ') {
      end_run(i);
      finish_term();
      ++i;
    } else if (run_start == none) {
      run_start = i;
    }
  }
  end_run(side.size());
  finish_sub();
}

namespace {

/// Whether some '[' of `line` opens a note with an offensive tag: from there to where its
/// brackets close, as index_side reads a note.
bool offensive_note(std::string_view line) {
  for (std::size_t open = line.find('['); open != line.npos; open = line.find('[', open + 1)) {
    int depth = 0;
    std::size_t end = open;
    for (; end < line.size(); ++end) {
      const char c = line[end];
      if (c == '{' || c == '[' || c == '(' || c == '<') ++depth;
      if ((c == '}' || c == ']' || c == ')' || c == '>') && --depth == 0) break;
    }
    if (offensive_tag(line.substr(open + 1, end - open - 1))) return true;
  }
  return false;
}

bool letter_byte(char c) {
  return static_cast<unsigned char>(c) >= 0x80 || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
}

/// Whether the run of letters at `at` (`size` bytes) of `text` may be a one-word term as
/// index_side reads one: no word follows it in its term (after spaces comes no letter), and
/// none comes before it but an English verb's "to". A short answer (AN, DER) stands in many
/// lines as part of a phrase, and those lines need no reading.
bool may_stand_alone(std::string_view text, std::size_t at, std::size_t size) {
  std::size_t next = at + size;
  while (next < text.size() && text[next] == ' ') ++next;
  if (next < text.size() && letter_byte(text[next])) return false;
  std::size_t before = at;
  while (before > 0 && text[before - 1] == ' ') --before;
  if (before == 0 || !letter_byte(text[before - 1])) return true;
  std::size_t word = before;
  while (word > 0 && letter_byte(text[word - 1])) --word;
  return text.substr(word, before - word) == "to";
}

/// line.find(" :: "), by its colons: a line has many spaces and few colons.
std::size_t separator(std::string_view line) {
  for (std::size_t colon = line.find(':'); colon != line.npos; colon = line.find(':', colon + 1))
    if (colon > 0 && line[colon - 1] == ' ' && line.compare(colon + 1, 2, ": ") == 0)
      return colon - 1;
  return line.npos;
}

}  // namespace

void Dictionary::read_ding(const fs::path& path) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec))
    throw InputError(path.string() + ": missing or unreadable dictionary file");
  ding_.emplace_back(path);
  const std::string_view text = ding_.back().view();
  const std::uint64_t file = static_cast<std::uint64_t>(ding_.size() - 1) << kOffsetBits;
  // With named answers a line is read term by term only when one of its runs of letters
  // spells an answer and may be a term by itself (a term that spells one is such a run), or
  // it has an offensive note: a few per cent of the lines.
  std::vector<Needed::Run> runs;
  if (!answers_.all()) runs = answers_.runs_that_may_spell(text);
  std::size_t next_run = 0;
  int line_no = 0;
  std::vector<std::string_view> sub_terms;
  for (std::size_t pos = 0; pos < text.size();) {
    ++line_no;
    const std::string_view line = line_at(text, pos);
    const std::size_t offset = pos;
    pos += line.size() + 1;
    if (line.empty() || line[0] == '#') continue;
    const std::size_t sep = separator(line);
    if (sep == line.npos)
      throw InputError(path.string(), line_no, 1, "expected 'German :: English'");
    bool holds = answers_.all();
    for (; next_run < runs.size() && runs[next_run].offset < pos; ++next_run) {
      const Needed::Run run = runs[next_run];
      if (holds || run.offset < offset) continue;  // found already, or in a comment line
      if (!may_stand_alone(text, run.offset, run.size)) continue;
      const auto spelled = spell(text.substr(run.offset, run.size));
      holds = spelled && answers_.has(*spelled);
    }
    if (!holds && !offensive_note(line)) continue;
    index_side(line.substr(0, sep), false, file | offset, sub_terms);
    index_side(line.substr(sep + 4), true, file | offset, sub_terms);
  }
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

namespace {

/// The whole text of a gzip (dictzip) file.
std::string inflate_file(const fs::path& path) {
  gzFile in = gzopen(path.c_str(), "rb");
  if (!in) throw InputError(path.string() + ": missing or unreadable dictionary file");
  std::string out;
  std::array<char, 1 << 16> buf;
  int n = 0;
  while ((n = gzread(in, buf.data(), buf.size())) > 0) out.append(buf.data(), n);
  const bool bad = n < 0;
  gzclose(in);
  if (bad) throw InputError(path.string() + ": not a readable dictzip file");
  return out;
}

/// A dictd index number (base64 digits, most significant first).
std::optional<std::uint64_t> b64(std::string_view s) {
  static constexpr std::string_view digits =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::uint64_t v = 0;
  for (const char c : s) {
    const std::size_t d = digits.find(c);
    if (d == digits.npos || v >> 50) return std::nullopt;
    v = v * 64 + d;
  }
  return v;
}

/// WikDict glosses name a sense's register in French: those senses are never offered.
bool offensive_gloss(std::string_view entry) {
  for (const char* bad : {"ulgaire", "njurieux", "éjoratif", "rgot", "nsulte", "rossier"})
    if (entry.find(bad) != entry.npos) return true;
  return false;
}

/// The translations of an entry's first sense: its second line, "1. Katze, Kater" or
/// "Meer, See 2." (the next sense's number run on).
std::vector<std::string> first_sense(std::string_view entry) {
  const std::size_t nl = entry.find('\n');
  if (nl == entry.npos) return {};
  const std::size_t end = entry.find('\n', nl + 1);
  std::string text(entry.substr(nl + 1, end == entry.npos ? entry.npos : end - nl - 1));
  if (text.size() > 3 && text[0] >= '1' && text[0] <= '9' && text.compare(1, 2, ". ") == 0)
    text.erase(0, 3);
  while (!text.empty() &&
         (text.back() == '.' || text.back() == ' ' || (text.back() >= '0' && text.back() <= '9')))
    text.pop_back();
  std::vector<std::string> out;
  for (std::string_view t : split_top(text, ", ")) {
    while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
    if (t.empty() || t.find_first_of("()[]<>/") != t.npos) continue;
    if (std::count(t.begin(), t.end(), ' ') > 1) continue;
    out.emplace_back(t);
  }
  return out;
}

}  // namespace

void Dictionary::read_freedict(const fs::path& index, const std::string& lang) {
  std::error_code ec;
  if (!fs::is_regular_file(index, ec))
    throw InputError(index.string() + ": missing or unreadable dictionary file");
  fs::path dz = index;
  dz.replace_extension(".dict.dz");
  const std::string data = inflate_file(dz);
  const std::string text = read_file(index);
  int line_no = 0;
  for (std::size_t pos = 0; pos < text.size();) {
    ++line_no;
    const std::string_view line = line_at(text, pos);
    pos += line.size() + 1;
    const auto parts = split_top(line, "\t");
    const auto off = parts.size() == 3 ? b64(parts[1]) : std::nullopt;
    const auto len = parts.size() == 3 ? b64(parts[2]) : std::nullopt;
    if (!off || !len || *off > data.size() || *len > data.size() - *off)
      throw InputError(index.string(), line_no, 1, "expected 'word<TAB>offset<TAB>length'");
    if (!answers_.may_spell(parts[0])) continue;
    const auto spelled = term_spelling(parts[0], false);
    if (!spelled || spelled->size() < 2 || !answers_.has(*spelled)) continue;
    const std::string_view entry = std::string_view(data).substr(*off, *len);
    if (offensive_gloss(entry)) continue;
    Translated t{lang, {}};
    for (std::string& g : first_sense(entry)) {
      const auto g_spelled = normalize_word(g);
      if (g_spelled && offensive_.count(*g_spelled)) continue;
      t.german.push_back(std::move(g));
    }
    if (!t.german.empty()) freedict_[*spelled].push_back(std::move(t));
  }
}

void Dictionary::add_german(const std::string& answer, std::vector<Candidate>& out) const {
  for (const std::uint64_t at : german_.lines(spelling_hash(answer))) {
    const std::string_view line = line_at(ding_[at >> kOffsetBits].view(), at & kOffsetMask);
    const Side side = parse_side(line.substr(0, line.find(" :: ")));
    for (const auto& sub : side) {
      const auto own = std::find_if(sub.begin(), sub.end(), [&](const DingTerm& t) {
        return term_spelling(t.text, false) == answer;
      });
      if (own == sub.end() || any_offensive(sub)) continue;
      for (std::size_t i = 0; i < sub.size(); ++i) {
        const DingTerm& t = sub[i];
        if (&t == &*own || t.offensive || t.text.empty()) continue;
        if (const auto s = normalize_word(t.text); s && offensive_.count(*s)) continue;
        out.push_back({t.text, "dictionary:de", 2 * static_cast<int>(i) + t.penalty});
      }
    }
  }
}

void Dictionary::add_ding(const std::string& answer, std::vector<Candidate>& out) const {
  std::map<std::string, std::pair<int, int>> found;  // German text -> best rank, lines
  for (const std::uint64_t at : english_.lines(spelling_hash(answer))) {
    const std::string_view line = line_at(ding_[at >> kOffsetBits].view(), at & kOffsetMask);
    const std::size_t sep = line.find(" :: ");
    const Side de = parse_side(line.substr(0, sep)), en = parse_side(line.substr(sep + 4));
    for (std::size_t k = 0; k < en.size() && k < de.size(); ++k) {
      const auto own = std::find_if(en[k].begin(), en[k].end(), [&](const DingTerm& t) {
        return term_spelling(t.text, true) == answer;
      });
      if (own == en[k].end() || any_offensive(en[k]) || any_offensive(de[k])) continue;
      const int en_rank = 4 * static_cast<int>(own - en[k].begin()) + own->penalty;
      for (std::size_t i = 0; i < de[k].size(); ++i) {
        const DingTerm& t = de[k][i];
        if (t.offensive || t.text.empty() || std::count(t.text.begin(), t.text.end(), ' ') > 1)
          continue;
        if (const auto s = normalize_word(t.text); s && offensive_.count(*s)) continue;
        const int rank = en_rank + 2 * static_cast<int>(i) + t.penalty + 3 * (k > 0);
        auto& [best, lines] = found[t.text];
        best = lines == 0 ? rank : std::min(best, rank);
        ++lines;
      }
    }
  }
  // Of equally near senses the shorter word, the plainer one: Jahr before Jahrgang.
  for (const auto& [text, found_as] : found)
    add_translation("en", text, found_as.first + std::max(0, static_cast<int>(text.size()) - 5) / 3,
                    out);
}

std::vector<Candidate> Dictionary::candidates(const std::string& answer, bool foreign) const {
  std::vector<Candidate> out;
  if (german(answer)) {
    add_german(answer, out);
  } else if (foreign) {
    add_ding(answer, out);
    if (const auto it = freedict_.find(answer); it != freedict_.end())
      for (std::size_t j = 0; j < it->second.size(); ++j)  // entries: the first the likeliest
        for (std::size_t i = 0; i < it->second[j].german.size(); ++i)
          add_translation(it->second[j].lang, it->second[j].german[i],
                          10 + 4 * static_cast<int>(j) + 2 * static_cast<int>(i), out);
  }
  return best_first(std::move(out));
}

}  // namespace cwg::clues
