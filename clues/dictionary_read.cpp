// Reading the translation dictionaries: our own pass over each Ding file indexes its
// single-word terms by their spelling in the grid (with named answers, only theirs), and a
// FreeDict index's entries are read from its dictzip file.
#include <zlib.h>

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <string_view>
#include <unordered_set>

#include "clues/dictionary.hpp"
#include "clues/dictionary_text.hpp"
#include "core/file_io.hpp"
#include "core/hash.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"
#include "core/text.hpp"

namespace cwg::clues {

namespace fs = std::filesystem;

namespace {

constexpr std::uint32_t kGroupShift = 48;  // 2^16 groups: the counts stay in cache
constexpr std::uint32_t kGroups = 1u << (64 - kGroupShift);

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
    // An abbreviation's mark ("/CSU/"), of an answer: its line says what it stands for.
    if (i - run_start > 3 && side[run_start] == '/' && side[i - 1] == '/')
      if (const auto spelled = spell(side.substr(run_start + 1, i - run_start - 2));
          spelled && spelled->size() <= kLongest && foreign_.has(*spelled))
        abbreviated_.add(spelling_hash(*spelled), at);
    if (count < 2) runs[count] = side.substr(run_start, i - run_start);
    ++count;
    run_start = none;
  };
  auto finish_term = [&] {
    std::string_view w;
    if (count == 1) w = bare_word(runs[0]);
    if (count == 2 && english && runs[0] == "to") w = runs[1];
    // No grid word is longer than kLongest letters: longer terms (compounds) are no answers.
    if (!w.empty() && w.size() <= 2 * kLongest) {
      if (!english) sub_terms.push_back(w);
      const Needed& needed = english ? foreign_ : answers_;
      if (needed.may_spell(w))
        if (auto spelled = spell(w); spelled && spelled->size() <= kLongest && needed.has(*spelled))
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

std::optional<std::uint64_t> first_term_hash(std::string_view line) {
  std::uint64_t h = kFnv1aBasis;
  bool empty = true, space = false;
  int depth = 0, spaces = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '{' || c == '[' || c == '(' || c == '<') {
      ++depth;
    } else if (c == '}' || c == ']' || c == ')' || c == '>') {
      depth -= depth > 0;
    } else if (depth > 0) {
      continue;
    } else if (c == ';' || c == '|' || (c == ':' && i + 1 < line.size() && line[i + 1] == ':')) {
      break;
    } else if (c == ' ') {
      space = !empty;
    } else {
      if (space) {
        if (++spaces > 1) return std::nullopt;
        h = fnv1a_mix(h, ' ');
        space = false;
      }
      h = fnv1a_mix(h, static_cast<unsigned char>(c));
      empty = false;
    }
  }
  if (empty) return std::nullopt;
  return h;
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

/// Whether the run of letters at `at` (`size` bytes) of `text` may be a one-word term as
/// index_side reads one: no word follows it in its term (after spaces comes no letter), and
/// none comes before it but an English verb's "to". A short answer (AN, DER) stands in many
/// lines as part of a phrase, and those lines need no reading.
bool may_stand_alone(std::string_view text, std::size_t at, std::size_t size) {
  std::size_t next = at + size;
  while (next < text.size() && text[next] == ' ') ++next;
  if (next < text.size() && text::word_byte(text[next])) return false;
  std::size_t before = at;
  while (before > 0 && text[before - 1] == ' ') --before;
  if (before == 0 || !text::word_byte(text[before - 1])) return true;
  std::size_t word = before;
  while (word > 0 && text::word_byte(text[word - 1])) --word;
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

std::vector<Needed::Run> Dictionary::open_ding(const fs::path& path) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec))
    throw InputError(path.string() + ": missing or unreadable dictionary file");
  ding_.emplace_back(path);
  // With named answers a line is read term by term only when one of its runs of letters
  // spells an answer and may be a term by itself (a term that spells one is such a run), or
  // it has an offensive note: a few per cent of the lines.
  if (answers_.all()) return {};
  return answers_.runs_that_may_spell(ding_.back().view());
}

void Dictionary::read_ding(const fs::path& path, std::size_t k,
                           const std::vector<Needed::Run>& runs) {
  const std::string_view text = ding_[k].view();
  // Every plural when every word is needed; else those of the lines read below (a term's
  // singular stands in its line as a term of its own, so its line is read).
  if (answers_.all()) plurals_.read_ding(text);
  const std::uint64_t file = static_cast<std::uint64_t>(k) << kOffsetBits;
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
    if (const auto own = first_term_hash(line)) own_.add(*own, file | offset);
    bool holds = answers_.all();
    for (; next_run < runs.size() && runs[next_run].offset < pos; ++next_run) {
      const Needed::Run run = runs[next_run];
      if (holds || run.offset < offset) continue;  // found already, or in a comment line
      if (!may_stand_alone(text, run.offset, run.size)) continue;
      const auto spelled = spell(text.substr(run.offset, run.size));
      // A term of the thesaurus is read as a German word only (its English namesakes, such
      // as "also" or "Gang", would double the lines read).
      holds = spelled && (run.offset < offset + sep ? answers_ : foreign_).has(*spelled);
    }
    if (!holds && !offensive_note(line)) continue;
    if (holds && !answers_.all()) plurals_.read_line(line);
    index_side(line.substr(0, sep), false, file | offset, sub_terms);
    index_side(line.substr(sep + 4), true, file | offset, sub_terms);
  }
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

}  // namespace

/// A dictzip file (gzip with dictzip's "RA" header field): its text is deflated in chunks
/// of a fixed size, each flushed on its own, so a few entries are read by inflating only
/// the chunks that hold them (the Swedish file is 1.3 MB deflated, a grid needs a dozen
/// entries). `text` is empty when the file has no such field: then the whole is inflated.
class Dictzip {
 public:
  explicit Dictzip(const fs::path& path) : path_(path), bytes_(read_file(path)) { read_header(); }

  bool random_access() const { return !chunk_at_.empty(); }

  /// The whole text, inflated at the first call (for a file without dictzip's chunks).
  const std::string& whole() {
    if (!whole_) whole_ = inflate_file(path_);
    return *whole_;
  }

  /// The text's bytes [off, off + len); none when they lie past its end.
  std::optional<std::string> text(std::uint64_t off, std::uint64_t len) {
    std::string out;
    for (std::uint64_t at = off; at < off + len;) {
      const std::uint64_t chunk = at / chunk_length_;
      if (chunk >= chunk_at_.size() - 1) return std::nullopt;
      const std::string& plain = inflated(static_cast<std::size_t>(chunk));
      const std::uint64_t from = at - chunk * chunk_length_;
      if (from >= plain.size()) return std::nullopt;
      const std::uint64_t take = std::min<std::uint64_t>(plain.size() - from, off + len - at);
      out.append(plain, from, take);
      at += take;
    }
    return out;
  }

 private:
  void read_header() {
    const auto u8 = [&](std::size_t i) { return static_cast<unsigned char>(bytes_[i]); };
    const auto u16 = [&](std::size_t i) { return static_cast<unsigned>(u8(i) | u8(i + 1) << 8); };
    if (bytes_.size() < 12 || u8(0) != 0x1f || u8(1) != 0x8b || !(u8(3) & 4)) return;
    const std::size_t extra_end = 12 + u16(10);
    if (extra_end > bytes_.size()) return;
    std::size_t pos = 12;
    std::vector<std::uint64_t> sizes;
    for (; pos + 4 <= extra_end; pos += 4 + u16(pos + 2)) {
      if (bytes_[pos] != 'R' || bytes_[pos + 1] != 'A' || pos + 10 > extra_end) continue;
      chunk_length_ = u16(pos + 6);
      const unsigned count = u16(pos + 8);
      if (pos + 10 + 2 * count > extra_end) return;
      for (unsigned i = 0; i < count; ++i) sizes.push_back(u16(pos + 10 + 2 * i));
    }
    if (chunk_length_ == 0 || sizes.empty()) return;
    pos = extra_end;
    for (const unsigned flag : {8u, 16u})  // a file name, a comment: zero-terminated
      if (u8(3) & flag) pos = bytes_.find('\0', pos) + 1;
    if (u8(3) & 2) pos += 2;  // the header's CRC
    if (pos == 0 || pos > bytes_.size()) return;
    chunk_at_.push_back(pos);
    for (const std::uint64_t size : sizes) chunk_at_.push_back(chunk_at_.back() + size);
    if (chunk_at_.back() > bytes_.size()) chunk_at_.clear();
  }

  const std::string& inflated(std::size_t chunk) {
    auto [it, fresh] = chunks_.try_emplace(chunk);
    if (!fresh) return it->second;
    z_stream z{};
    if (inflateInit2(&z, -15) != Z_OK) throw InputError(path_.string() + ": zlib failed");
    it->second.resize(chunk_length_);
    z.next_in = reinterpret_cast<Bytef*>(bytes_.data() + chunk_at_[chunk]);
    z.avail_in = static_cast<uInt>(chunk_at_[chunk + 1] - chunk_at_[chunk]);
    z.next_out = reinterpret_cast<Bytef*>(it->second.data());
    z.avail_out = static_cast<uInt>(it->second.size());
    const int rc = inflate(&z, Z_SYNC_FLUSH);
    it->second.resize(it->second.size() - z.avail_out);
    inflateEnd(&z);
    if (rc != Z_OK && rc != Z_STREAM_END)
      throw InputError(path_.string() + ": not a readable dictzip file (chunk " +
                       std::to_string(chunk) + ")");
    return it->second;
  }

  fs::path path_;
  std::string bytes_;
  std::uint64_t chunk_length_ = 0;
  std::vector<std::uint64_t> chunk_at_;  ///< each chunk's byte offset, and the data's end
  std::map<std::size_t, std::string> chunks_;
  std::optional<std::string> whole_;
};

void DictzipDelete::operator()(Dictzip* d) const {
  delete d;
}

std::unique_ptr<Dictzip, DictzipDelete> open_dictzip(const fs::path& path) {
  return std::unique_ptr<Dictzip, DictzipDelete>(new Dictzip(path));
}

std::optional<std::string> dictzip_text(Dictzip& file, std::uint64_t off, std::uint64_t len) {
  if (file.random_access()) return file.text(off, len);
  const std::string& all = file.whole();
  if (off > all.size() || len > all.size() - off) return std::nullopt;
  return all.substr(off, len);
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

std::optional<IndexLine> index_line(std::string_view line) {
  const std::size_t tab = line.find('\t');
  const std::size_t tab2 = tab == line.npos ? line.npos : line.find('\t', tab + 1);
  if (tab2 == line.npos) return std::nullopt;
  const auto off = b64(line.substr(tab + 1, tab2 - tab - 1));
  const auto len = b64(line.substr(tab2 + 1));  // a third tab is no base64 digit
  if (!off || !len) return std::nullopt;
  return IndexLine{line.substr(0, tab), *off, *len};
}

fs::path freedict_data(const fs::path& index) {
  std::error_code ec;
  if (!fs::is_regular_file(index, ec))
    throw InputError(index.string() + ": missing or unreadable dictionary file");
  fs::path dz = index;
  dz.replace_extension(".dict.dz");
  if (!fs::is_regular_file(dz, ec))
    throw InputError(dz.string() + ": missing or unreadable dictionary file");
  return dz;
}

Gender gender_by_ending(const std::string& lang, std::string_view spelled) {
  if (spelled.size() < 3) return Gender::kUnknown;
  if (lang == "la")
    return spelled.ends_with("US")   ? Gender::kMasculine
           : spelled.ends_with("UM") ? Gender::kNeuter
           : spelled.ends_with('A')  ? Gender::kFeminine
                                     : Gender::kUnknown;
  if (lang != "it" && lang != "es" && lang != "pt") return Gender::kUnknown;
  return spelled.ends_with('A')   ? Gender::kFeminine
         : spelled.ends_with('O') ? Gender::kMasculine
                                  : Gender::kUnknown;
}

namespace {

/// WikDict glosses name a sense's register in French: those senses are never offered.
bool offensive_gloss(std::string_view entry) {
  for (const char* bad : {"ulgaire", "njurieux", "éjoratif", "rgot", "nsulte", "rossier"})
    if (entry.find(bad) != entry.npos) return true;
  return false;
}

/// The translations of one sense's line, "1. Katze, Kater" or "Meer, See 2." (the next
/// sense's number run on).
std::vector<std::string> sense_terms(std::string text) {
  if (text.size() > 3 && text[0] >= '1' && text[0] <= '9' && text.compare(1, 2, ". ") == 0)
    text.erase(0, 3);
  while (!text.empty() &&
         (text.back() == '.' || text.back() == ' ' || (text.back() >= '0' && text.back() <= '9')))
    text.pop_back();
  std::vector<std::string> out;
  for (std::string_view raw : split_top(text, ", ")) {
    // The Spanish and Swedish files mark a translation's gender and field: "Haus <n, n>",
    // "Sonne <n, f> [Astronomie]"; the word is what comes before.
    std::string_view t = raw.substr(0, std::min(raw.find(" <"), raw.find(" [")));
    while (!t.empty() && t.front() == ' ') t.remove_prefix(1);
    while (!t.empty() && t.back() == ' ') t.remove_suffix(1);
    if (t.empty() || t.find_first_of("()[]<>/") != t.npos) continue;
    if (std::count(t.begin(), t.end(), ' ') > 1) continue;
    // "Müll-" (a compound's first part) is no word of its own.
    if (t.back() == '-') continue;
    out.emplace_back(t);
  }
  return out;
}

/// The translations of an entry's first sense: its second line.
std::vector<std::string> first_sense(std::string_view entry) {
  const std::size_t nl = entry.find('\n');
  if (nl == entry.npos) return {};
  const std::size_t end = entry.find('\n', nl + 1);
  return sense_terms(
      std::string(entry.substr(nl + 1, end == entry.npos ? entry.npos : end - nl - 1)));
}

/// The translations of an entry's later senses, in its order, none twice nor one of the
/// first sense's: the lines after the second that a sense's number opens ("2. Baum"; a
/// gloss line between them). WikDict numbers a word's senses in no order of use: ARBRE's
/// first is "Welle" (the shaft), its second "Baum".
std::vector<std::string> later_senses(std::string_view entry,
                                      const std::vector<std::string>& first) {
  std::vector<std::string> out;
  std::size_t at = entry.find('\n');
  at = at == entry.npos ? at : entry.find('\n', at + 1);
  while (at != entry.npos && at + 1 < entry.size()) {
    const std::string_view line = line_at(entry, at + 1);
    at = entry.find('\n', at + 1);
    if (line.size() < 4 || line[0] < '1' || line[0] > '9' || line.compare(1, 2, ". ") != 0)
      continue;
    for (std::string& g : sense_terms(std::string(line)))
      if (std::find(first.begin(), first.end(), g) == first.end() &&
          std::find(out.begin(), out.end(), g) == out.end())
        out.push_back(std::move(g));
  }
  return out;
}

/// Whether a FreeDict entry is a name German writes the same ("Odin <pn> / Odin, Wotan"):
/// the name of no one language: its other names clue it unmarked (ODIN "Wotan", not
/// "frz.: Wotan").
bool common_name(std::string_view entry, const std::string& spelled,
                 const std::vector<std::string>& german) {
  if (line_at(entry, 0).find("<pn") == std::string_view::npos) return false;
  return std::any_of(german.begin(), german.end(),
                     [&](const std::string& g) { return spell(g) == spelled; });
}

/// Whether the index's `word` is a case form the entry lists beside its headword ("deus /…/
/// (dei /…/ <gen>)"): the translation is the headword's (DEI "lat.: Gott", judged wrong).
/// Another gender of an adjective ("altus (alta <f>)") translates alike and stays, and so
/// does a genitive spelled as the headword ("auris (auris <gen>)").
bool case_form(std::string_view entry, std::string_view word) {
  const std::string_view head = line_at(entry, 0);
  if (head.substr(0, word.size()) == word && head.substr(word.size(), 2) == " /") return false;
  for (std::size_t at = head.find(word); at != head.npos; at = head.find(word, at + 1)) {
    if (at == 0 || (head[at - 1] != '(' && head[at - 1] != ' ')) continue;
    if (head.substr(at + word.size(), 2) != " /") continue;
    const std::size_t close = head.find('/', at + word.size() + 2);
    if (close == head.npos || head.substr(close + 1, 2) != " <") return false;
    const std::string_view tag = head.substr(close + 3, head.find('>', close) - close - 3);
    for (const std::string_view c : {"gen", "dat", "acc", "abl", "voc"})
      if (tag == c) return true;
    return false;
  }
  return false;
}

/// Whether the index's `word` is a Latin verb's perfect or supine the entry lists after its
/// infinitive ("venio (venire, veni, ventum) <sg, v>: kommen"): VENI is "ich kam", no
/// "lat.: kommen" (judged wrong: VENI, VIDI, RISI; clues-de15). The headword and the
/// infinitive keep the verb's translation (AMO "lat.: lieben").
bool verb_form(std::string_view entry, std::string_view word) {
  const std::string_view head = line_at(entry, 0);
  const std::size_t marks = head.rfind(" <");
  if (marks == head.npos) return false;
  const std::string_view tag = head.substr(marks + 2, head.find('>', marks) - marks - 2);
  if (tag != "v" && !tag.ends_with(", v")) return false;
  for (std::size_t at = head.find(word); at != head.npos && at < marks;
       at = head.find(word, at + 1))
    if (at >= 2 && head.substr(at - 2, 2) == ", " && head.substr(at + word.size(), 2) == " /")
      return true;
  return false;
}

/// The translations of an entry's sense that may clue its word: not the feminine of
/// another of them unless the word is feminine ("âne <n, masc>: Esel, Eselin": ANE
/// "frz.: Eselin" was judged wrong), nor an offensive one.
std::vector<std::string> usable_sense(std::string_view entry, const std::vector<std::string>& sense,
                                      const std::unordered_set<std::string>& offensive) {
  const std::string_view head = line_at(entry, 0);
  const bool feminine = head.find("fem") != head.npos || head.find(", f>") != head.npos;
  std::vector<std::string> out;
  for (const std::string& g : sense) {
    const auto g_spelled = normalize_word(g);
    if (g_spelled && offensive.count(*g_spelled)) continue;
    if (!feminine && std::any_of(sense.begin(), sense.end(), [&](const std::string& h) {
          const auto h_spelled = normalize_word(h);
          return h_spelled && *h_spelled != g_spelled && feminine_of(*h_spelled, g);
        }))
      continue;
    out.push_back(g);
  }
  return out;
}

/// The forms of a German determiner, pronoun or adjective an entry lists beside `word`,
/// one of them, for the three genders: "ein, eine, eins", "1. dieser 2. diese 3. dieses",
/// "der, die, das" (stem, endings -er, -e, -es, -s), the masculine's first; fewer than
/// three: no such list (a comparative "leiser" beside "leise" is none).
struct GenderForms {
  std::string masculine, feminine, neuter;
  std::vector<std::string> all;
};

std::optional<GenderForms> gender_forms(const std::string& word,
                                        const std::vector<std::string>& words) {
  const auto listed = [&](const std::string& w) {
    return std::find(words.begin(), words.end(), w) != words.end();
  };
  if (listed("der") && listed("die") && listed("das") &&
      (word == "der" || word == "die" || word == "das"))
    return GenderForms{"der", "die", "das", {"der", "die", "das"}};
  if (word.empty() || !(word[0] >= 'a' && word[0] <= 'z')) return std::nullopt;
  for (const std::string_view end : {"er", "es", "e", "s", ""}) {
    if (!word.ends_with(end) || word.size() < end.size() + 2) continue;
    const std::string stem = word.substr(0, word.size() - end.size());
    GenderForms f;
    for (const std::string_view e : {"er", "e", "es", "s", ""})
      if (listed(stem + std::string(e))) f.all.push_back(stem + std::string(e));
    if (f.all.size() < 3) continue;
    f.masculine = listed(stem + "er") ? stem + "er" : stem;
    f.feminine = stem + "e";
    f.neuter = listed(stem + "es") ? stem + "es" : listed(stem + "s") ? stem + "s" : stem;
    return f;
  }
  return std::nullopt;
}

/// Puts the form of the first sense's first word that agrees with the answer's `gender`
/// first and leaves the first sense's other forms of it out (UNA "ital.: eine", not "ein", judged
/// wrong; ESA "span.: diese", whose entry "ese, esa, eso" numbers the forms as senses; PRIMO
/// "ital.: erster"); "der dritte" of a feminine is "die dritte" (TERTIA). Returns whether
/// the translation now agrees.
bool agree_in_gender(Gender gender, std::vector<std::string>& first,
                     std::vector<std::string>& later) {
  if (gender == Gender::kUnknown || first.empty()) return false;
  const std::string& word = first.front();
  if (word.starts_with("der ") && word.find(' ', 4) == word.npos && word[4] >= 'a' &&
      word[4] <= 'z') {
    if (gender != Gender::kMasculine)
      first.front() = (gender == Gender::kFeminine ? "die" : "das") + word.substr(3);
    return true;
  }
  std::vector<std::string> all = first;
  all.insert(all.end(), later.begin(), later.end());
  const auto forms = gender_forms(word, all);
  if (!forms) return false;
  const std::string& own = gender == Gender::kFeminine    ? forms->feminine
                           : gender == Gender::kMasculine ? forms->masculine
                                                          : forms->neuter;
  if (std::find(forms->all.begin(), forms->all.end(), own) == forms->all.end()) return false;
  // The first sense's other forms go; a later sense's stay for the way back to confirm
  // (ESTO: "dies", its neuter, which -O does not tell).
  std::erase_if(first, [&](const std::string& w) {
    return std::find(forms->all.begin(), forms->all.end(), w) != forms->all.end();
  });
  std::erase(later, own);
  first.insert(first.begin(), own);
  return true;
}

/// Whether the index's `word` (spelled `spelled`) is another gender's form the entry lists
/// after its headword: Latin's tagged one, "udus (uda <f>, udum <n>) <adj, m>", or, in an
/// entry of no noun, the other ending of a pair, "mero, mera <adj>", "frío, fría" (not
/// "tila <n, f>, tilo <n, m>", two nouns, nor BUENO of "buen, buena, bueno"). (Case and verb
/// forms are left out before.)
bool other_gender_form(std::string_view entry, std::string_view word, const std::string& lang,
                       const std::string& spelled) {
  std::string_view head = line_at(entry, 0);
  while (!head.empty() && (head.front() == ' ' || head.front() == '[')) {
    if (head.front() == '[')
      head.remove_prefix(std::min(head.size(), head.find(']') + 1));
    else
      head.remove_prefix(1);
  }
  const auto first = spell(head.substr(0, head.find_first_of(" ,(")));
  if (!first || *first == spelled) return false;
  for (std::size_t at = head.find(word); at != head.npos; at = head.find(word, at + 1)) {
    const std::size_t slash = head.find('/', at + word.size() + 2);
    if (at > 0 && (head[at - 1] == '(' || head[at - 1] == ' ') &&
        head.substr(at + word.size(), 2) == " /" && slash != head.npos &&
        (head.substr(slash + 1, 4) == " <f>" || head.substr(slash + 1, 4) == " <n>"))
      return true;
  }
  if (head.find("<n") != head.npos) return false;
  const Gender own = gender_by_ending(lang, spelled), other = gender_by_ending(lang, *first);
  return own != Gender::kUnknown && other != Gender::kUnknown && own != other;
}

}  // namespace

void Dictionary::read_common_english(const fs::path& list) {
  std::error_code ec;
  if (!fs::is_regular_file(list, ec))
    throw InputError(list.string() + ": missing or unreadable word list");
  const std::string text = read_file(list);
  common_english_read_ = true;
  for (std::size_t pos = 0; pos < text.size();) {
    const std::string_view line = line_at(text, pos);
    pos += line.size() + 1;
    // Lower case only: a name ("Asia") is no common word.
    if (line.empty() || !(line[0] >= 'a' && line[0] <= 'z') || !foreign_.may_spell(line)) continue;
    if (auto spelled = spell(line); spelled && foreign_.has(*spelled))
      common_english_.insert(std::move(*spelled));
  }
}

std::vector<Dictionary::FreedictEntry> Dictionary::read_freedict(const fs::path& index) const {
  const fs::path dz = freedict_data(index);
  // The index first, the needed entries' places noted; the dictzip file is inflated only
  // when one is needed (a grid's words are rarely French, and the index is most of the
  // work: its lines are checked whole only for the words read).
  const std::string text = read_file(index);
  struct Place {
    std::string word, spelled;
    std::uint64_t off, len;
    int line_no;
  };
  std::vector<Place> wanted;
  int line_no = 0;
  for (std::size_t pos = 0; pos < text.size();) {
    ++line_no;
    const std::string_view line = line_at(text, pos);
    pos += line.size() + 1;
    const std::size_t tab = line.find('\t');
    if (tab == line.npos || line.find('\t', tab + 1) == line.npos)
      throw InputError(index.string(), line_no, 1, "expected 'word<TAB>offset<TAB>length'");
    const std::string_view word = line.substr(0, tab);
    if (!foreign_.may_spell(word)) continue;
    const auto spelled = term_spelling(word, false);
    if (!spelled || spelled->size() < 2 || !foreign_.has(*spelled)) continue;
    const auto at = index_line(line);
    if (!at) throw InputError(index.string(), line_no, 1, "expected 'word<TAB>offset<TAB>length'");
    wanted.push_back({std::string(word), *spelled, at->off, at->len, line_no});
  }
  std::vector<FreedictEntry> out;
  if (wanted.empty()) return out;
  Dictzip dictzip(dz);
  const std::string data = dictzip.random_access() ? std::string() : inflate_file(dz);
  for (Place& w : wanted) {
    std::optional<std::string> read;
    if (dictzip.random_access())
      read = dictzip.text(w.off, w.len);
    else if (w.off <= data.size() && w.len <= data.size() - w.off)
      read = data.substr(w.off, w.len);
    if (!read)
      throw InputError(index.string(), w.line_no, 1, "expected 'word<TAB>offset<TAB>length'");
    out.push_back({std::move(w.word), std::move(w.spelled), std::move(*read)});
  }
  return out;
}

void Dictionary::keep_freedict(const std::vector<FreedictEntry>& entries, const std::string& lang) {
  for (const FreedictEntry& e : entries) {
    const std::string_view entry = e.text;
    if (offensive_gloss(entry) || case_form(entry, e.word) || verb_form(entry, e.word)) continue;
    std::vector<std::string> first = first_sense(entry);
    std::vector<std::string> later = later_senses(entry, first);
    const bool agrees = agree_in_gender(gender_by_ending(lang, e.spelled), first, later);
    Translated t{lang, usable_sense(entry, first, offensive_), {}};
    if (t.german.empty()) continue;
    t.later = usable_sense(entry, later, offensive_);
    // A feminine adjective's translation is the masculine's ("lat.: nass" for UDA, "span.:
    // bloß" for MERA): a form the solver cannot get from it (pooled judged rows of such
    // forms: 2 of 22 good, 5 wrong; clues-de11 had kept them).
    t.other_form = !agrees && other_gender_form(entry, e.word, lang, e.spelled);
    t.name = common_name(entry, e.spelled, t.german);
    freedict_[e.spelled].push_back(std::move(t));
  }
}

}  // namespace cwg::clues
