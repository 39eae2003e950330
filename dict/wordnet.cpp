// WordNet (wordnet.hpp): binary search in the sorted index files and cntlist.rev, data lines
// read at their offsets.
#include "dict/wordnet.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "core/input_error.hpp"
#include "core/split.hpp"

namespace cwg::wordnet {

namespace {

constexpr std::array<const char*, 4> kNames = {"noun", "verb", "adj", "adv"};

long number(std::string_view s, int base = 10) {
  return std::strtol(std::string(s).c_str(), nullptr, base);
}

std::optional<Pos> pos_of_letter(std::string_view s) {
  if (s == "n") return Pos::Noun;
  if (s == "v") return Pos::Verb;
  if (s == "a" || s == "s") return Pos::Adj;
  if (s == "r") return Pos::Adv;
  return std::nullopt;
}

/// The line of `text` that starts with `key` and a space, by binary search over a file
/// sorted by its lines' first words (lines starting with a space, a licence, come first).
std::string_view find_line(std::string_view text, std::string_view key) {
  std::size_t lo = 0, hi = text.size();  // lo starts a line; the line sought starts in [lo, hi)
  while (lo < hi) {
    const std::size_t mid = lo + (hi - lo) / 2;
    const std::size_t before = mid == 0 ? text.npos : text.rfind('\n', mid - 1);
    const std::size_t start = before == text.npos ? 0 : before + 1;  // >= lo
    std::size_t end = text.find('\n', start);
    if (end == text.npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    const int cmp =
        line.empty() || line[0] == ' ' ? -1 : line.substr(0, line.find(' ')).compare(key);
    if (cmp == 0) return line;
    if (cmp < 0)
      lo = end + 1;
    else
      hi = start;
  }
  return {};
}

FileBytes open(const std::filesystem::path& path) {
  if (!std::filesystem::exists(path))
    throw InputError(path.string() + ": missing WordNet file (Debian package wordnet-base)");
  return FileBytes(path);
}

}  // namespace

bool Synset::has(std::string_view symbol) const {
  return std::any_of(pointers.begin(), pointers.end(),
                     [&](const Pointer& p) { return p.symbol == symbol; });
}

std::string lemma_key(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c | 0x20);
    if (c == ' ') c = '_';
  }
  return out;
}

std::string word_text(std::string_view word) {
  std::string out(word.substr(0, word.find('(')));
  std::replace(out.begin(), out.end(), '_', ' ');
  return out;
}

WordNet::WordNet(const std::filesystem::path& dir) {
  for (const char* name : kNames) {
    index_.push_back(open(dir / (std::string("index.") + name)));
    data_.push_back(open(dir / (std::string("data.") + name)));
    exceptions_.push_back(open(dir / (std::string(name) + ".exc")));
  }
  counts_.emplace(open(dir / "cntlist.rev"));
}

const WordNet& WordNet::shared() {
  static const WordNet wn;  // a throw leaves it to the next call
  return wn;
}

std::optional<Entry> WordNet::lookup(Pos pos, std::string_view lemma) const {
  const std::string_view line =
      find_line(index_[static_cast<std::size_t>(pos)].view(), lemma_key(lemma));
  if (line.empty()) return std::nullopt;
  // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
  const auto f = text::split_spaces(line);
  if (f.size() < 4) return std::nullopt;
  const auto pointers = static_cast<std::size_t>(number(f[3]));
  if (f.size() < 6 + pointers) return std::nullopt;
  Entry e;
  e.tagged = static_cast<int>(number(f[5 + pointers]));
  for (std::size_t k = 6 + pointers; k < f.size(); ++k) e.offsets.push_back(number(f[k]));
  return e;
}

std::vector<std::string> WordNet::bases(Pos pos, std::string_view form) const {
  // form base [base...]: sorted by the form, as the index files are by their lemma.
  const std::string_view line =
      find_line(exceptions_[static_cast<std::size_t>(pos)].view(), lemma_key(form));
  std::vector<std::string> out;
  if (line.empty()) return out;
  const auto f = text::split_spaces(line);
  for (std::size_t k = 1; k < f.size(); ++k) out.emplace_back(f[k]);
  return out;
}

std::string_view WordNet::line_at(Pos pos, long offset) const {
  const std::string_view text = data_[static_cast<std::size_t>(pos)].view();
  if (offset <= 0 || static_cast<std::size_t>(offset) >= text.size() || text[offset - 1] != '\n')
    return {};
  const auto from = static_cast<std::size_t>(offset);
  const std::size_t end = text.find('\n', from);
  return text.substr(from, (end == text.npos ? text.size() : end) - from);
}

std::optional<Synset> WordNet::synset(Pos pos, long offset) const {
  const std::string_view line = line_at(pos, offset);
  const std::size_t bar = line.find(" | ");
  if (bar == line.npos) return std::nullopt;
  // offset lex_filenum ss_type w_cnt word lex_id ... p_cnt [symbol offset pos source/target]...
  const auto f = text::split_spaces(line.substr(0, bar));
  if (f.size() < 5) return std::nullopt;
  Synset s;
  s.offset = offset;
  s.pos = pos;
  s.lex_file = static_cast<int>(number(f[1]));
  s.satellite = f[2] == "s";
  const auto n = static_cast<std::size_t>(number(f[3], 16));
  if (4 + 2 * n >= f.size()) return std::nullopt;
  for (std::size_t i = 0; i < n; ++i) {
    s.words.push_back(f[4 + 2 * i]);
    s.lex_ids.push_back(static_cast<int>(number(f[5 + 2 * i], 16)));
  }
  const auto pointers = static_cast<std::size_t>(number(f[4 + 2 * n]));
  for (std::size_t k = 0; k < pointers; ++k) {
    const std::size_t at = 5 + 2 * n + 4 * k;
    if (at + 3 >= f.size()) break;
    const auto target = pos_of_letter(f[at + 2]);
    if (!target) continue;
    s.pointers.push_back(
        {f[at], number(f[at + 1]), *target, static_cast<int>(number(f[at + 3].substr(0, 2), 16))});
  }
  s.gloss = line.substr(bar + 3);
  while (!s.gloss.empty() && s.gloss.back() == ' ') s.gloss.remove_suffix(1);
  return s;
}

int WordNet::uses(const Synset& s, std::size_t word_index) const {
  if (s.satellite || word_index >= s.words.size()) return 0;
  char tail[32];
  std::snprintf(tail, sizeof tail, "%%%d:%02d:%02d::", static_cast<int>(s.pos) + 1, s.lex_file,
                s.lex_ids[word_index]);
  const std::string key = lemma_key(word_text(s.words[word_index])) + tail;
  // sense_key sense_number tag_cnt
  const std::string_view line = find_line(counts_->view(), key);
  if (line.empty()) return 0;
  return static_cast<int>(number(line.substr(line.rfind(' ') + 1)));
}

int WordNet::uses(Pos pos, std::string_view lemma) const {
  const auto e = lookup(pos, lemma);
  if (!e) return 0;
  const std::string key = lemma_key(lemma);
  int n = 0;
  // The tagged senses come first.
  for (std::size_t k = 0; k < e->offsets.size() && static_cast<int>(k) < e->tagged; ++k)
    if (const auto s = synset(pos, e->offsets[k]))
      for (std::size_t w = 0; w < s->words.size(); ++w)
        if (lemma_key(word_text(s->words[w])) == key) n += uses(*s, w);
  return n;
}

}  // namespace cwg::wordnet
