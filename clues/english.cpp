// The English clue rules of english.hpp: agreement, sense kinds, familiarity, broadness.
#include "clues/english.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>

#include "clues/agree_en.hpp"
#include "core/input_error.hpp"

namespace cwg::clues::en {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c | 0x20);
  return out;
}

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c & ~0x20);
  return out;
}

std::unordered_set<std::string> read_list(const char* path, const char* package) {
  std::ifstream in(path);
  if (!in)
    throw InputError(std::string(path) + ": missing word list (Debian package " + package + ")");
  std::unordered_set<std::string> out;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) out.insert(lower(line));
  }
  return out;
}

enum class Kind { Common, Proper, Abbreviation };

/// A sense whose own term is capitalized names one thing (Tell, the River Cam); all in
/// capitals, it is an abbreviation's (ERA: earned run average).
Kind kind_of(std::string_view own) {
  if (own.empty() || !(own[0] >= 'A' && own[0] <= 'Z')) return Kind::Common;
  std::size_t upper = 0;
  for (char c : own) {
    if (c >= 'a' && c <= 'z') return Kind::Proper;
    if (c >= 'A' && c <= 'Z') ++upper;
  }
  return upper >= 2 ? Kind::Abbreviation : Kind::Proper;
}

}  // namespace

EnglishData::EnglishData(std::string_view idx, std::string_view dat, const Needed& answers,
                         Hunspell* speller)
    : small_(read_list(kSmallList, "wamerican-small")),
      medium_(read_list(kMediumList, "wamerican")),
      speller_(speller) {
  read_phrases(idx, answers);
  // "|city (generic term)" 869 times, "|archer (generic term)" 3 times: one pass.
  constexpr std::string_view mark = " (generic term)";
  for (std::size_t at = dat.find(mark); at != dat.npos; at = dat.find(mark, at + mark.size())) {
    const std::size_t bar = dat.rfind('|', at);
    if (bar == dat.npos) continue;
    ++generic_[std::string(dat.substr(bar + 1, at - bar - 1))];
  }
}

// A phrase for a blank: two or three lower-case words of plain letters, every other word
// one the small list has (a blank in "ginger ale", not in "abelmoschus esculentus").
void EnglishData::read_phrases(std::string_view idx, const Needed& answers) {
  for (std::size_t pos = 0; pos < idx.size();) {
    std::size_t end = idx.find('\n', pos);
    if (end == idx.npos) end = idx.size();
    const std::string_view line = idx.substr(pos, end - pos);
    pos = end + 1;
    const std::size_t bar = line.rfind('|');
    if (bar == line.npos || line.find(' ') == line.npos) continue;
    const std::string_view phrase = line.substr(0, bar);
    std::vector<std::string_view> words;
    bool plain = true;
    for (std::size_t from = 0; from <= phrase.size() && plain;) {
      std::size_t to = phrase.find(' ', from);
      if (to == phrase.npos) to = phrase.size();
      const std::string_view w = phrase.substr(from, to - from);
      plain = !w.empty() &&
              std::all_of(w.begin(), w.end(), [](char c) { return c >= 'a' && c <= 'z'; });
      words.push_back(w);
      from = to + 1;
    }
    if (!plain || words.size() > 3) continue;
    for (std::size_t k = 0; k < words.size(); ++k) {
      const std::string spelled = upper(words[k]);
      if (spelled.size() < 3 || spelled.size() > 6 || !answers.has(spelled)) continue;
      bool known = true;
      for (std::size_t j = 0; j < words.size(); ++j)
        known = known && (j == k || (words[j].size() >= 2 && small_.count(std::string(words[j]))));
      if (!known) continue;
      std::string blank;
      for (std::size_t j = 0; j < words.size(); ++j)
        blank += (j ? " " : "") + (j == k ? std::string("___") : std::string(words[j]));
      phrases_[spelled].push_back(std::move(blank));
    }
  }
}

std::vector<Offer> EnglishData::blanks(const std::string& answer) const {
  std::vector<Offer> out;
  const auto it = phrases_.find(answer);
  if (it == phrases_.end()) return out;
  // After the first sense's own words, before the second sense's (thesaurus.cpp's ranks).
  for (const std::string& phrase : it->second)
    out.push_back(
        {phrase, 12 + static_cast<int>(std::count(phrase.begin(), phrase.end(), ' ') - 1) * 3});
  return out;
}

int EnglishData::generic_count(const std::string& term) const {
  const auto it = generic_.find(term);
  return it == generic_.end() ? 0 : it->second;
}

int EnglishData::unfamiliar(std::string_view term) const {
  int cost = 0;
  std::size_t from = 0;
  while (from <= term.size()) {
    std::size_t end = term.find_first_of(" -", from);
    if (end == term.npos) end = term.size();
    const std::string word = lower(term.substr(from, end - from));
    from = end + 1;
    if (word.size() <= 2 || small_.count(word)) continue;
    cost += medium_.count(word) ? 8 : 20;
  }
  return cost;
}

std::optional<Offer> EnglishData::offer(const Sense& sense, const std::string& term,
                                        bool generic) const {
  Offer o{term, 0};
  const bool inflected = sense.answer != sense.stem;
  const Kind kind = kind_of(sense.own_text);
  if (kind != Kind::Common && inflected) return std::nullopt;  // no plural of Tell or ERA
  if (kind == Kind::Proper) o.penalty += 200;
  if (inflected) {
    auto made = inflect(term, form_of(sense.answer, sense.stem), pos_of(sense.pos_tag), speller_);
    if (!made) return std::nullopt;
    o.text = std::move(*made);
  }
  o.penalty += unfamiliar(term);
  if (generic) o.penalty += static_cast<int>(3 * std::log2(generic_count(term) + 1));
  if (kind == Kind::Abbreviation) {
    o.penalty += 100;
    o.text += ": Abbr.";
  }
  return o;
}

}  // namespace cwg::clues::en
