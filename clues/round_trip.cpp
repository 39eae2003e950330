// The way back of a translation (round_trip.hpp).
#include "clues/round_trip.hpp"

#include <algorithm>
#include <string_view>

#include "clues/confidence.hpp"
#include "clues/dictionary.hpp"
#include "core/file_io.hpp"
#include "core/hash.hpp"
#include "core/input_error.hpp"

namespace cwg::clues {

namespace fs = std::filesystem;

namespace {

/// An index key as dictd writes it: lower case (ASCII and the Latin-1 capitals in UTF-8:
/// "Ärger" -> "ärger").
std::string lower_key(std::string_view word) {
  std::string out(word);
  for (std::size_t i = 0; i < out.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(out[i]);
    if (c >= 'A' && c <= 'Z') out[i] = static_cast<char>(c | 0x20);
    if (c == 0xC3 && i + 1 < out.size()) {
      const unsigned char low = static_cast<unsigned char>(out[i + 1]);
      if (low >= 0x80 && low <= 0x9E && low != 0x97) out[i + 1] = static_cast<char>(low + 0x20);
      ++i;
    }
  }
  return out;
}

/// An entry's headword: its first line up to the pronunciation or the marks ("blau /blaʊ̯/
/// <adj>": blau).
std::string_view headword(std::string_view entry) {
  std::string_view head = line_at(entry, 0);
  head = head.substr(0, std::min(head.find(" /"), head.find(" <")));
  while (!head.empty() && head.back() == ' ') head.remove_suffix(1);
  return head;
}

/// A sense's translations spelled ("bleu, bleue" -> BLEU, BLEUE; "primed <adj>, sauced
/// <adj> [coll.]" -> PRIMED, SAUCED); a phrase or a word with letters outside Latin-1 is
/// left out.
std::vector<std::string> sense_words(std::string_view line) {
  std::string bare;
  int depth = 0;
  for (const char c : line) {
    if (c == '[' || c == '<' || c == '(') ++depth;
    if (depth == 0) bare += c;
    if ((c == ']' || c == '>' || c == ')') && depth > 0) --depth;
  }
  // The next sense's number run on ("1. mer 2.").
  while (!bare.empty() &&
         (bare.back() == '.' || bare.back() == ' ' || (bare.back() >= '0' && bare.back() <= '9')))
    bare.pop_back();
  std::vector<std::string> out;
  for (std::string_view item : split_top(bare, ",")) {
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    if (auto s = spell(item)) out.push_back(std::move(*s));
  }
  return out;
}

/// The senses of one entry: its numbered lines ("1. bleu, bleue"; the German gloss lines
/// between them are skipped), or, with none, its first line after the headword (deu-eng:
/// an entry a sense).
Senses entry_senses(std::string_view entry) {
  Senses out;
  std::string_view first;
  for (std::size_t pos = entry.find('\n'); pos != entry.npos && pos + 1 < entry.size();) {
    const std::string_view line = line_at(entry, pos + 1);
    pos = entry.find('\n', pos + 1);
    std::size_t digits = 0;
    while (digits < line.size() && line[digits] >= '0' && line[digits] <= '9') ++digits;
    if (digits > 0 && line.substr(digits, 2) == ". ")
      out.push_back({sense_words(line.substr(digits + 2)), out.empty()});
    else if (first.empty() && line.find_first_not_of(' ') != line.npos)
      first = line;
  }
  if (out.empty() && !first.empty()) out.push_back({sense_words(first), true});
  return out;
}

/// The German word a translation's text names: Ding's object marks before a verb left off
/// ("etw. verkaufen", "jdn./etw. mustern": verkaufen, mustern).
std::string_view german_word(std::string_view text) {
  for (std::size_t space = text.find(' '); space != text.npos; space = text.find(' ')) {
    const std::string_view first = text.substr(0, space);
    if (first.back() != '.') break;
    text.remove_prefix(space + 1);
  }
  return text;
}

/// An English translation's way back through Ding's own lines of its German word.
unsigned ding_back_evidence(const Dictionary& dictionary, const std::string& answer,
                            const std::string& german) {
  using W = Dictionary::WayBack;
  switch (dictionary.way_back(answer, german)) {
    case W::kFirstLine:
      return kDingBack;
    case W::kSecondLine:
      return kDingBackSecond;
    case W::kLaterLine:
      return kDingBackLater;
    case W::kNoLine:
      return kDingBackOther;
    case W::kNoOwnLine:
      return kDingBackLacks;
  }
  return 0;
}

/// The other gender forms of a lower-case word in -er, -e or -es (neunter: neunte,
/// neuntes): a dictionary files a determiner or an adjective under one of them, and the
/// form of a translation that agrees with a foreign word's gender (dictionary_read.cpp,
/// clues-de36) may be another.
std::vector<std::string> gender_siblings(const std::string& word) {
  if (word.empty() || !(word[0] >= 'a' && word[0] <= 'z')) return {};
  for (const std::string_view end : {"er", "es", "e"})
    if (word.ends_with(end) && word.size() > end.size() + 2) {
      const std::string stem = word.substr(0, word.size() - end.size());
      std::vector<std::string> out;
      for (const std::string_view other : {"e", "er", "es"})
        if (other != end) out.push_back(stem + std::string(other));
      return out;
    }
  return {};
}

}  // namespace

ReverseDictionary::ReverseDictionary(fs::path index, std::string lang)
    : index_(std::move(index)), lang_(std::move(lang)) {}

void ReverseDictionary::load() const {
  if (loaded_) return;
  const fs::path dz = freedict_data(index_);
  const std::string text = read_file(index_);
  int line_no = 0;
  for (std::size_t pos = 0; pos < text.size();) {
    ++line_no;
    const std::string_view line = line_at(text, pos);
    pos += line.size() + 1;
    const auto at = index_line(line);
    if (!at) throw InputError(index_.string(), line_no, 1, "expected 'word<TAB>offset<TAB>length'");
    postings_.push_back({fnv1a(at->word), at->off, at->len});
  }
  std::sort(postings_.begin(), postings_.end(),
            [](const Posting& a, const Posting& b) { return a.hash < b.hash; });
  dictzip_ = open_dictzip(dz);
  loaded_ = true;
}

std::size_t ReverseDictionary::entries() const {
  const std::lock_guard<std::mutex> hold(lock_);
  load();
  return postings_.size();
}

std::optional<Senses> ReverseDictionary::senses(const std::string& german) const {
  const std::lock_guard<std::mutex> hold(lock_);
  if (const auto it = memo_.find(german); it != memo_.end()) return it->second;
  load();
  const std::uint64_t hash = fnv1a(lower_key(german));
  const auto from = std::lower_bound(postings_.begin(), postings_.end(), hash,
                                     [](const Posting& p, std::uint64_t h) { return p.hash < h; });
  std::optional<Senses> out;
  for (auto it = from; it != postings_.end() && it->hash == hash; ++it) {
    const auto entry = dictzip_text(*dictzip_, it->off, it->len);
    if (!entry) throw InputError(index_.string() + ": an entry past the end of its .dict.dz");
    // The key is lower case: "Kunst" and "kunst" share it, and only the word as written is
    // the German word of the clue.
    if (headword(*entry) != german) continue;
    if (!out) out.emplace();
    for (auto& sense : entry_senses(*entry)) out->push_back(std::move(sense));
  }
  memo_.emplace(german, out);
  return out;
}

unsigned round_trip_evidence(const Dictionary& dictionary, const std::string& answer,
                             const Candidate& c) {
  if (!translation(c)) return 0;
  const std::string lang = c.source.substr(c.source.find(':') + 1);
  const ReverseDictionary* reverse = dictionary.reverse(lang);
  const std::size_t colon = c.text.find(": ");
  if (colon == std::string::npos) return 0;
  if (reverse == nullptr && lang == "en")
    return ding_back_evidence(dictionary, answer, c.text.substr(colon + 2));
  if (reverse == nullptr) return 0;
  const std::string word(german_word(c.text.substr(colon + 2)));
  auto senses = reverse->senses(word);
  if (gender_by_ending(lang, answer) != Gender::kUnknown)
    for (const std::string& form : gender_siblings(word))
      if (!senses) senses = reverse->senses(form);
  if (!senses) return reverse->entries() >= kTellingEntries ? kReverseLacks : 0u;
  unsigned found = kReverseOther;
  for (const Sense& sense : *senses)
    if (std::find(sense.words.begin(), sense.words.end(), answer) != sense.words.end()) {
      if (sense.first) return kRoundTrip;
      found = kRoundTripLater;
    }
  return found;
}

}  // namespace cwg::clues
