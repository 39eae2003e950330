// The English clue rules of english.hpp: agreement, sense kinds, familiarity, broadness.
#include "clues/english.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>

#include "clues/agree_en.hpp"
#include "core/input_error.hpp"
#include "core/split.hpp"
#include "dict/taste.hpp"

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
      wordnet_(&wordnet::WordNet::shared()),
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
      // WordNet names taxa "genus rosa", "family canidae": no phrase a solver says.
      bool known = true;
      for (std::size_t j = 0; j < words.size(); ++j)
        known = known && (j == k || (words[j].size() >= 2 && small_.count(std::string(words[j])) &&
                                     words[j] != "genus" && words[j] != "family"));
      if (!known) continue;
      std::string blank;
      for (std::size_t j = 0; j < words.size(); ++j)
        blank += (j ? " " : "") + (j == k ? std::string("___") : std::string(words[j]));
      phrases_[spelled].push_back(std::move(blank));
    }
  }
}

namespace {

/// A gloss's first clause as a clue: no parentheses, no article in front, at most
/// `max_words` words ("influential German idealist philosopher (1724-1804)" -> "Influential
/// German idealist philosopher"); "" when it is longer or holds a quotation.
std::string short_gloss(std::string_view gloss, std::size_t max_words) {
  gloss = gloss.substr(0, gloss.find(';'));
  std::string out;
  int depth = 0;
  for (char c : gloss) {
    if (c == '(') ++depth;
    if (depth == 0) out += c;
    if (c == ')' && depth > 0) --depth;
  }
  if (out.find('"') != out.npos || out.find(':') != out.npos) return {};
  std::string clean;
  for (char c : out)
    if (c != ' ' || (!clean.empty() && clean.back() != ' ')) clean += c;
  while (!clean.empty() && (clean.back() == ' ' || clean.back() == ',')) clean.pop_back();
  for (const char* article : {"a ", "an ", "the "})
    if (clean.rfind(article, 0) == 0) clean.erase(0, std::string_view(article).size());
  const auto words = static_cast<std::size_t>(std::count(clean.begin(), clean.end(), ' ') + 1);
  if (clean.empty() || words < 2 || words > max_words || clean.size() > 40) return {};
  if (clean[0] >= 'a' && clean[0] <= 'z') clean[0] = static_cast<char>(clean[0] & ~0x20);
  return clean;
}

}  // namespace

namespace {

std::optional<wordnet::Pos> wordnet_pos(std::string_view pos_tag) {
  if (pos_tag.find("(noun)") != pos_tag.npos) return wordnet::Pos::Noun;
  if (pos_tag.find("(verb)") != pos_tag.npos) return wordnet::Pos::Verb;
  if (pos_tag.find("(adj)") != pos_tag.npos) return wordnet::Pos::Adj;
  if (pos_tag.find("(adv)") != pos_tag.npos) return wordnet::Pos::Adv;
  return std::nullopt;
}

constexpr std::array<wordnet::Pos, 4> kAllPos = {wordnet::Pos::Noun, wordnet::Pos::Verb,
                                                 wordnet::Pos::Adj, wordnet::Pos::Adv};

}  // namespace

std::array<int, 4> EnglishData::tags(const std::string& spelled) const {
  std::array<int, 4> out{};
  for (std::size_t k = 0; k < kAllPos.size(); ++k)
    if (const auto e = wordnet_->lookup(kAllPos[k], spelled)) out[k] = e->tagged;
  return out;
}

int EnglishData::tagged(const std::string& spelled) const {
  const std::array<int, 4> c = tags(spelled);
  return c[0] + c[1] + c[2] + c[3];
}

int EnglishData::pos_penalty(const std::string& spelled, std::string_view pos_tag) const {
  const auto pos = wordnet_pos(pos_tag);
  if (!pos) return 0;
  const std::array<int, 4> c = tags(spelled);
  const int most = *std::max_element(c.begin(), c.end());
  // A part of speech the texts use far less than another: its senses after the other's
  // first ones (DERIVE's verbs, not a noun; LIE the verb before "lie" the noun).
  return most >= 4 && c[static_cast<std::size_t>(*pos)] * 4 < most ? 25 : 0;
}

std::vector<Offer> EnglishData::glosses(const std::string& answer) const {
  std::vector<Offer> out;
  const auto entry = wordnet_->lookup(wordnet::Pos::Noun, answer);
  if (!entry) return out;
  bool named = false;  // an earlier sense is a name (ETNA the volcano before the burner)
  for (std::size_t k = 0; k < entry->offsets.size() && k < 4; ++k) {
    auto s = wordnet_->synset(wordnet::Pos::Noun, entry->offsets[k]);
    if (!s) continue;
    const bool instance = s->has("@i");
    named = named || instance;
    // A name's gloss before its bare category (a proper sense costs 200 in offer()); a
    // common noun's after its own sense's synonyms, before a broad generic term.
    const std::string text = short_gloss(s->gloss, instance ? 6 : 5);
    if (text.empty()) continue;
    const int words = static_cast<int>(std::count(text.begin(), text.end(), ' '));
    // WordNet's first sense a name (ETNA the volcano): what a solver thinks of first.
    const bool first_named = instance && k == 0;
    const int rank =
        (named && !first_named ? 150 : 8) + 10 * static_cast<int>(k) + words + unfamiliar(text);
    out.push_back({text, rank});
  }
  return out;
}

std::vector<Offer> EnglishData::blanks(const std::string& answer) const {
  std::vector<Offer> out;
  const auto it = phrases_.find(answer);
  if (it == phrases_.end()) return out;
  // After the first sense's own words, before the second sense's (thesaurus.cpp's ranks).
  for (std::string phrase : it->second) {
    // The phrase as WordNet spells it: "___ Sea" for ARAL, "Ten ___" for COMMANDMENTS.
    std::string full = phrase;
    const std::size_t at = full.find("___");
    full.replace(at, 3, lower(answer));
    if (const auto e = wordnet_->lookup(wordnet::Pos::Noun, full); e && !e->offsets.empty())
      if (const auto s = wordnet_->synset(wordnet::Pos::Noun, e->offsets.front()))
        for (const std::string_view w : s->words)
          if (lower(wordnet::word_text(w)) == full) {
            phrase = wordnet::word_text(w);
            phrase.replace(at, answer.size(), "___");
          }
    // A name's blank ("John ___" for DONNE) after the name's own gloss ("English poet"):
    // a place's ("___ Sea" for ARAL) has none to lose to.
    const bool name = phrase != full && std::any_of(phrase.begin(), phrase.end(),
                                                    [](char c) { return c >= 'A' && c <= 'Z'; });
    out.push_back(
        {phrase, (name ? 160 : 12) +
                     static_cast<int>(std::count(phrase.begin(), phrase.end(), ' ') - 1) * 3});
  }
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

bool abbreviates(std::string_view answer, std::string_view term) {
  if (answer.size() < 2 || term.empty()) return false;
  const std::string t = upper(term);
  if (t.find(' ') == t.npos)
    return answer.size() <= 4 && t.size() >= answer.size() + 2 && t.rfind(answer, 0) == 0 &&
           std::all_of(t.begin(), t.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
  std::string initials;
  for (std::size_t i = 0; i < t.size(); ++i)
    if (i == 0 || t[i - 1] == ' ') initials += t[i];
  return initials == answer;
}

std::optional<Offer> EnglishData::offer(const Sense& sense, const std::string& term,
                                        bool generic) const {
  Offer o{term, 0};
  const bool inflected = sense.answer != sense.stem;
  const Kind kind = sense.abbreviation ? Kind::Abbreviation : kind_of(sense.own_text);
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
