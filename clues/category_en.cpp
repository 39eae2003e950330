// Categories that lead somewhere: category_en.hpp.
#include "clues/category_en.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "clues/leak.hpp"
#include "core/split.hpp"
#include "core/text.hpp"

namespace cwg::clues::en {

namespace {

std::size_t word_count(std::string_view text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), ' ')) + 1;
}

/// Whether `word` (as the gloss writes it) is a region's or a people's adjective
/// ("European", "Asian", "Hindu"): a category of all the region's rivers or countries.
/// (A lower-case adjective narrows it: "Small island", "Female sheep" were judged good.)
bool regional(std::string_view word) {
  return word.size() >= 4 && word[0] >= 'A' && word[0] <= 'Z' &&
         std::all_of(word.begin() + 1, word.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

/// How many kinds and instances a category has in WordNet from which it leads nowhere on
/// its own: "river" 200, "unit of measurement" 35, "piece of land" 39; "eye disease" 10,
/// "plant fiber" 10, "policeman" 14 were judged good.
constexpr int kBroadKind = 20;

/// WordNet's lexicographer files of animals, locations ("country"), natural objects
/// ("river", "island") and plants.
constexpr int kAnimals = 5, kLocations = 15, kObjects = 17, kPlants = 20;

int hyponyms(const wordnet::Synset& s) {
  return static_cast<int>(std::count_if(s.pointers.begin(), s.pointers.end(), [](const auto& p) {
    return p.symbol == "~" || p.symbol == "~i";
  }));
}

}  // namespace

bool bare_category(std::string_view text, const wordnet::Synset& s, const wordnet::WordNet& wn) {
  if (const std::size_t abbr = text.find(": Abbr."); abbr != text.npos) text = text.substr(0, abbr);
  const std::string low = text::ascii_lower(text);
  for (const wordnet::Pointer& p : s.pointers) {
    if (p.symbol != "@" && p.symbol != "@i") continue;
    const auto kind = wn.synset(p.pos, p.offset);
    // A narrow kind ("Eye disease", "Plant fiber", "French policeman") leads somewhere.
    // A plant's or an animal's kind ("Coniferous tree" for PINE) is taxonomy a solver
    // knows, which the thesaurus's generic terms rank on their own (kTaxonCost).
    if (!kind || hyponyms(*kind) < kBroadKind || kind->lex_file == kAnimals ||
        kind->lex_file == kPlants)
      continue;
    for (const std::string_view w : kind->words) {
      const std::string category = text::ascii_lower(wordnet::word_text(w));
      if (low == category) return true;
      if (low.size() <= category.size() + 1 || !low.ends_with(" " + category)) continue;
      const std::string_view before = text.substr(0, low.size() - category.size() - 1);
      // The clue's first letter is capitalized for print: the gloss must write it so too.
      // Only a place's kind: "Hebrew prophet", "French policeman" are narrow enough.
      if (before.find(' ') == before.npos && regional(before) &&
          s.gloss.find(before) != s.gloss.npos &&
          (kind->lex_file == kLocations || kind->lex_file == kObjects))
        return true;
    }
  }
  return false;
}

namespace {

/// How many places up placed_kinds looks for an adjective (Tunisia, Maghreb, Africa).
constexpr int kPlaceLevels = 3;

/// The place `s` is part of (its first "#p" holonym), or nullopt.
std::optional<wordnet::Synset> part_of(const wordnet::Synset& s, const wordnet::WordNet& wn) {
  for (const wordnet::Pointer& p : s.pointers)
    if (p.symbol == "#p") return wn.synset(p.pos, p.offset);
  return std::nullopt;
}

/// The capitalized adjective that pertains to the place `place` ("Italian" for Italy: an
/// adjective related to it whose pertainym pointer names it), or "".
std::string place_adjective(const wordnet::Synset& place, const wordnet::WordNet& wn) {
  for (const wordnet::Pointer& p : place.pointers) {
    if (p.symbol != "+" || p.pos != wordnet::Pos::Adj) continue;
    const auto adj = wn.synset(p.pos, p.offset);
    if (!adj || adj->words.empty() ||
        std::none_of(adj->pointers.begin(), adj->pointers.end(), [&](const wordnet::Pointer& q) {
          return q.symbol == "\\" && q.offset == place.offset;
        }))
      continue;
    std::string word = wordnet::word_text(adj->words.front());
    if (regional(word)) return word;
  }
  return {};
}

/// Whether the name `s` is an instance of a kind whose first word is `kind` ("continent").
bool kind_is(const wordnet::Synset& s, std::string_view kind, const wordnet::WordNet& wn) {
  return std::any_of(s.pointers.begin(), s.pointers.end(), [&](const wordnet::Pointer& p) {
    if (p.symbol != "@i") return false;
    const auto up = wn.synset(p.pos, p.offset);
    return up && !up->words.empty() && wordnet::word_text(up->words.front()) == kind;
  });
}

}  // namespace

std::vector<PlacedKind> placed_kinds(std::string_view answer, const wordnet::Synset& s,
                                     const wordnet::WordNet& wn) {
  std::vector<PlacedKind> out;
  std::string adjective;
  int level = 0;
  std::optional<wordnet::Synset> place = part_of(s, wn);
  for (; place && level < kPlaceLevels; ++level, place = part_of(*place, wn)) {
    adjective = place_adjective(*place, wn);
    if (!adjective.empty() && !leaks(answer, adjective)) break;
    adjective.clear();
  }
  if (adjective.empty()) return out;
  const bool broad = level > 0 || kind_is(*place, "continent", wn) || kind_is(*place, "ocean", wn);
  for (const wordnet::Pointer& p : s.pointers) {
    if (p.symbol != "@i") continue;
    const auto kind = wn.synset(p.pos, p.offset);
    if (!kind || kind->words.empty()) continue;
    std::string name = wordnet::word_text(kind->words.front());
    if (name.starts_with("national ")) name.erase(0, 9);  // "national capital"
    if (name == "geographical area") name = "region";     // PAMPAS "Argentine region"
    std::string text = adjective + " " + name;
    if (word_count(name) <= 2 && (name[0] < 'A' || name[0] > 'Z') && !leaks(answer, text))
      out.push_back({std::move(text), broad});
  }
  return out;
}

std::string narrow_name_gloss(const std::string& clean, std::size_t max_words,
                              std::size_t max_bytes) {
  const auto fits = [&](std::string_view t) {
    return word_count(t) <= max_words && t.size() <= max_bytes;
  };
  if (fits(clean)) return clean;
  // "English clergyman and metaphysical poet [celebrated as a preacher]" (DONNE): a past
  // participle after three words or more begins a remark.
  const std::vector<std::string_view> words = text::split_spaces(clean);
  std::size_t at = 0;
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (k >= 3 && words[k].size() >= 5 && words[k].ends_with("ed") && !words[k].ends_with("eed") &&
        fits(clean.substr(0, at - 1)))
      return clean.substr(0, at - 1);
    at += words[k].size() + 1;
  }
  const std::size_t in = clean.find(" in ");
  if (in == clean.npos) return clean;
  // "Hindu god of fire [in ancient ...]": the domain after "of" identifies it; the place
  // after it is a remark.
  if (const std::size_t of = clean.find(" of "); of != clean.npos && of < in) {
    const std::string kept = clean.substr(0, in);
    if (word_count(kept) >= 3 && fits(kept)) return kept;
  }
  // "[mountainous landlocked] communist state in southeastern Asia": the kind's first
  // adjectives go, its head noun and its place stay.
  std::string_view kind = std::string_view(clean).substr(0, in);
  const std::string_view place = std::string_view(clean).substr(in);
  if (kind.find(" of ") != kind.npos) return clean;
  while (kind.find(' ') != kind.npos && !(kind[0] >= 'A' && kind[0] <= 'Z')) {
    kind.remove_prefix(kind.find(' ') + 1);
    if (kind.starts_with("and ") || kind.starts_with("or ")) continue;
    const std::string narrowed = std::string(kind) + std::string(place);
    if (fits(narrowed)) return narrowed;
  }
  return clean;
}

namespace {

/// Nouns of quantity, part or kind that want their "of ...": "series [of notes]", "piece
/// [of cloth]", "group [of people]".
constexpr std::array<std::string_view, 26> kRelational = {
    "series",   "piece", "part",  "portion", "group", "set",     "collection", "number",  "amount",
    "quantity", "kind",  "type",  "sort",    "form",  "member",  "pair",       "section", "body",
    "mass",     "layer", "strip", "sheet",   "bit",   "variety", "item",       "class"};

}  // namespace

bool relational(std::string_view kept) {
  const std::size_t last = kept.rfind(' ');
  const std::string end = text::ascii_lower(kept.substr(last == kept.npos ? 0 : last + 1));
  return std::find(kRelational.begin(), kRelational.end(), end) != kRelational.end();
}

bool wants_complement(std::string_view kept) {
  const std::string low = text::ascii_lower(kept);
  if (low.starts_with("either of ") || low.starts_with("each of ")) return true;
  const std::size_t last = low.rfind(' ');
  const std::string_view end = std::string_view(low).substr(last == low.npos ? 0 : last + 1);
  // "open receptacle for holding [or displaying ...]": the gerund's object was cut.
  if (last != low.npos && end.size() >= 6 && end.ends_with("ing")) {
    const std::size_t before = low.rfind(' ', last - 1);
    const std::string_view prep = std::string_view(low).substr(
        before == low.npos ? 0 : before + 1, last - (before == low.npos ? 0 : before + 1));
    if (prep == "for" || prep == "of" || prep == "in" || prep == "by") return true;
  }
  return false;
}

bool technical_phrase(int lex_file) {
  // noun.cognition, noun.process, noun.quantity, noun.shape, noun.state.
  static constexpr std::array<int, 5> kTechnical = {9, 22, 23, 25, 26};
  return std::find(kTechnical.begin(), kTechnical.end(), lex_file) != kTechnical.end();
}

}  // namespace cwg::clues::en
