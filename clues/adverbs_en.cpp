// An adverb's clues (EnglishData::adverb_clues): WordNet 3.0 has an adverb sense for about
// 4,500 lemmas, most of them "-ly" words, and the English thesaurus almost none, so 1,350
// "-ly" words of the American list (ABSURDLY, ACCURATELY, CLASSICALLY) had no clue at all and
// no --clued-only fill could take one. A clue of an adverb is an adverb or an adverbial
// phrase: the form agrees with the answer's. Here too the clues of the words nothing else
// clues at all, from GCIDE (gcide_clues), through the same checks.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "clues/confidence_en.hpp"
#include "clues/english.hpp"
#include "clues/leak.hpp"
#include "clues/style_en.hpp"
#include "core/split.hpp"
#include "core/text.hpp"
#include "dict/taste.hpp"

namespace cwg::clues::en {

namespace {

/// The ranks of an adverb sense's clues: its other adverbs, then those of the adjective it
/// derives from, then its gloss; kAdverbSense more for each later sense. All from
/// kConfidentWithin on: the lowest band (confidence_en.hpp), as judged: 60 of the "-ly"
/// words they clue for the first time (a blind American editor, 2026-11-29) were 53 % good,
/// 20 % wrong (a dated or minor sense: POSTHUMOUSLY "Lately", CRUELLY "Excessively"), so an
/// American --clued-only fill takes them where it needs them, not first.
constexpr int kSynonym = kConfidentWithin, kDerived = kSynonym + 4, kGloss = kSynonym + 8,
              kAdverbSense = 10;
constexpr std::size_t kSensesRead = 3;
/// A word read first as another part of speech (DEAR, FAST, DEEP, SOME: the texts use them
/// more as adjectives or nouns) gets its adverb clues after all its others: its last resort.
constexpr int kNotFirstRead = 2000;
constexpr std::array<wordnet::Pos, 4> kOtherPos = {wordnet::Pos::Noun, wordnet::Pos::Verb,
                                                   wordnet::Pos::Adj, wordnet::Pos::Adv};
/// A gloss clause longer than this is a definition, not a clue.
constexpr std::size_t kGlossWordsMost = 8;
/// A GCIDE definition's rank: the lowest band, each later definition kAdverbSense after.
constexpr int kGcide = kConfidentWithin;
/// GCIDE's first definitions only: a word's later senses in 1913 are its rarer ones.
constexpr std::size_t kGcideRead = 4;

/// The adverb an adjective makes ("happy" happily, "simple" simply, "tragic" tragically,
/// "full" fully), or "" where English makes none by a rule (a phrase).
std::string adverb_of(const std::string& adjective) {
  const std::string& a = adjective;
  if (a.size() < 3 || a.find(' ') != std::string::npos) return {};
  if (a.ends_with("ly")) return {};  // "friendly": no adverb of its own
  if (a.ends_with("y")) return a.substr(0, a.size() - 1) + "ily";
  if (a.ends_with("le")) return a.substr(0, a.size() - 1) + "y";
  if (a.ends_with("ic")) return a + "ally";
  if (a.ends_with("ll")) return a + "y";
  return a + "ly";
}

/// The adjectives adverb_of makes `adverb` (lower case) of: "festive" of "festively",
/// "groggy" of "groggily", "heroic" of "heroically", "full" of "fully", "simple" of "simply".
std::vector<std::string> adjectives_made(const std::string& adverb) {
  std::vector<std::string> out;
  const auto cut = [&](std::size_t n, std::string_view add) {
    if (adverb.size() <= n + 2) return;
    std::string a = adverb.substr(0, adverb.size() - n) + std::string(add);
    if (adverb_of(a) == adverb && std::find(out.begin(), out.end(), a) == out.end())
      out.push_back(std::move(a));
  };
  cut(2, "");
  cut(3, "y");
  cut(4, "");
  cut(1, "e");
  cut(1, "");
  return out;
}

/// Whether a word of `text` makes `answer` (A-Z) as its adverb: "In a wary manner" for WARILY
/// gives the answer away (judged a leak, amgcide's 60).
bool names_its_adjective(const std::string& text, const std::string& answer) {
  const std::string lower = text::ascii_lower(text);
  const std::string adverb = text::ascii_lower(answer);
  const auto words = text::split_any(lower, " ,;:.()'\"-");
  return std::any_of(words.begin(), words.end(),
                     [&](std::string_view w) { return adverb_of(std::string(w)) == adverb; });
}

/// A gloss's first clause, without its examples: "with few mistakes" of "with few mistakes;
/// \"he works very accurately\"".
std::string first_clause(std::string_view gloss) {
  std::string_view g = gloss.substr(0, gloss.find(';'));
  // A usage note first ("(old-fashioned or informal) in a little while"): the clause after it.
  if (g.starts_with('(') && g.find(") ") != std::string_view::npos)
    g.remove_prefix(g.find(") ") + 2);
  while (!g.empty() && (g.back() == ' ' || g.back() == '\n')) g.remove_suffix(1);
  return std::string(g);
}

/// A modifier's clues as they are gathered: none that leaks the answer or that a paper never
/// prints, none twice; with `known_only`, none that no word list knows (WordNet's
/// "opthalmic" for OPTICAL; the adverbs keep theirs, judged as they are: "Purposelessly").
class Gathered {
 public:
  Gathered(const std::string& answer, const EnglishData* known_only)
      : answer_(answer), known_only_(known_only) {}
  void add(std::string text, int rank) {
    if (text.empty() || leaks(answer_, text, true) || !Taste::of(Taste::Lang::En).clue_ok(text) ||
        (known_only_ && (known_only_->unknown_word(text) || variant(text))))
      return;
    if (std::none_of(out_.begin(), out_.end(), [&](const Offer& o) { return o.text == text; }))
      out_.push_back({std::move(text), rank});
  }
  /// The sense's gloss's first clause in the editor's short form ("quickly or rapidly":
  /// "Quickly"), ranked as WordNet writes it; none naming one of `named` ("In a racy manner"
  /// for RACILY gives its adjective away).
  void add_gloss(const wordnet::Synset& s, int rank, const std::vector<std::string>& named,
                 const wordnet::WordNet& wn) {
    const std::string gloss = first_clause(s.gloss);
    const auto words = static_cast<std::size_t>(std::count(gloss.begin(), gloss.end(), ' ')) + 1;
    const bool names = std::any_of(named.begin(), named.end(), [&](const std::string& a) {
      return (" " + gloss + " ").find(" " + a + " ") != std::string::npos;
    });
    if (words > kGlossWordsMost || gloss.find('"') != std::string::npos || names) return;
    std::string text = editor_gloss(gloss, wn);
    // "causing or tending to cause cancer" -> "Causing to cause cancer": the complement was
    // the second alternative's.
    if (const auto shown = text::split_spaces(text), whole = text::split_spaces(gloss);
        shown.size() > 1 && whole.size() > 1 && shown[1] == "to" && whole[1] == "or" &&
        text::ascii_lower(shown[0]) == whole[0])
      return;
    const std::size_t before = out_.size();
    add(std::move(text), rank + static_cast<int>(words));
    if (out_.size() > before) out_.back().gloss_words = static_cast<int>(words);
  }
  /// The other words of the sense ("Mindlessly" for SENSELESSLY, "Stellar" for ASTRAL).
  void add_synonyms(const wordnet::Synset& s, int rank) {
    const std::string lower = text::ascii_lower(answer_);
    for (const std::string_view w : s.words)
      if (text::ascii_lower(wordnet::word_text(w)) != lower) add(wordnet::word_text(w), rank);
  }
  std::vector<Offer> take() { return std::move(out_); }

 private:
  /// The answer's own spelling variant (LACRIMAL "Lachrymal", MONIED "Moneyed") or a short
  /// form in capitals for a whole word (GASTROINTESTINAL "GI").
  bool variant(const std::string& text) const {
    const bool capitals = text.size() <= 4 && std::all_of(text.begin(), text.end(), [](char c) {
                            return c >= 'A' && c <= 'Z';
                          });
    return capitals || spelling_variant(answer_, text) ||
           known_only_->unspelled_variant(answer_, text);
  }

  const std::string& answer_;
  const EnglishData* known_only_;
  std::vector<Offer> out_;
};

}  // namespace

int EnglishData::modifier_behind(const std::string& answer, wordnet::Pos pos) const {
  const std::array<int, 4> uses = tags(answer);  // noun, verb, adjective, adverb
  const int own = uses[static_cast<std::size_t>(pos)];
  const bool first = own >= std::max({uses[0], uses[1], uses[2], uses[3]}) &&
                     (own > 0 || std::none_of(kOtherPos.begin(), kOtherPos.end(), [&](auto other) {
                        return other != pos && entry(other, answer) != nullptr;
                      }));
  return first ? 0 : kNotFirstRead;
}

std::vector<Offer> EnglishData::adverb_clues(const std::string& answer) const {
  const auto own = wordnet_->lookup(wordnet::Pos::Adv, answer);
  if (!own) return {};
  const int behind = modifier_behind(answer, wordnet::Pos::Adv);
  Gathered found(answer, nullptr);
  const auto add_adverbs = [&](const wordnet::Synset& adjective, int rank) {
    for (const std::string_view w : adjective.words)
      if (const std::string adverb = adverb_of(wordnet::word_text(w));
          !adverb.empty() && entry(wordnet::Pos::Adv, adverb))
        found.add(adverb, rank);
  };
  for (std::size_t k = 0; k < own->offsets.size() && k < kSensesRead; ++k) {
    const auto s = wordnet_->synset(wordnet::Pos::Adv, own->offsets[k]);
    if (!s || vulgar(answer, *s)) continue;
    const int sense = behind + kAdverbSense * static_cast<int>(k);
    found.add_synonyms(*s, kSynonym + sense);
    std::vector<std::string> derived_from;  // the adjective's words: "racy" of RACILY
    // "\\": the adjective the adverb derives from; the adverbs WordNet has of its words and,
    // for a satellite ("absurd"), of its head's ("illogical").
    for (const wordnet::Pointer& p : s->pointers) {
      if (p.symbol != "\\" || p.pos != wordnet::Pos::Adj) continue;
      const auto adjective = wordnet_->synset(wordnet::Pos::Adj, p.offset);
      if (!adjective || vulgar(answer, *adjective)) continue;
      for (const std::string_view w : adjective->words)
        derived_from.push_back(text::ascii_lower(wordnet::word_text(w)));
      add_adverbs(*adjective, kDerived + sense);
      for (const wordnet::Pointer& q : adjective->pointers)
        if (adjective->satellite && q.symbol == "&")
          if (const auto head = wordnet_->synset(wordnet::Pos::Adj, q.offset);
              head && !vulgar(answer, *head))
            add_adverbs(*head, kDerived + sense + 2);
    }
    found.add_gloss(*s, kGloss + sense, derived_from, *wordnet_);
  }
  return found.take();
}

std::vector<Offer> EnglishData::adjective_clues(const std::string& answer) const {
  const auto own = wordnet_->lookup(wordnet::Pos::Adj, answer);
  if (!own) return {};
  const int behind = modifier_behind(answer, wordnet::Pos::Adj);
  Gathered found(answer, this);
  for (std::size_t k = 0; k < own->offsets.size() && k < kSensesRead; ++k) {
    const auto s = wordnet_->synset(wordnet::Pos::Adj, own->offsets[k]);
    if (!s || vulgar(answer, *s)) continue;
    const int sense = behind + kAdverbSense * static_cast<int>(k);
    found.add_synonyms(*s, kSynonym + sense);
    found.add_gloss(*s, kGloss + sense, {}, *wordnet_);
  }
  return found.take();
}

bool EnglishData::derived_from(const std::string& adverb, long adjective) const {
  const wordnet::Entry* own = entry(wordnet::Pos::Adv, adverb);
  if (!own) return false;
  for (const long offset : own->offsets)
    if (const auto s = wordnet_->synset(wordnet::Pos::Adv, offset))
      for (const wordnet::Pointer& p : s->pointers)
        if (p.symbol == "\\" && p.pos == wordnet::Pos::Adj && p.offset == adjective) return true;
  return false;
}

std::vector<Offer> EnglishData::sense_adverbs(const std::string& answer) const {
  const std::string lower = text::ascii_lower(answer);
  if (!lower.ends_with("ly")) return {};
  Gathered found(answer, this);
  for (const std::string& made : adjectives_made(lower)) {
    const wordnet::Entry* adjective = entry(wordnet::Pos::Adj, made);
    if (!adjective || adjective->offsets.empty()) continue;
    // The first sense only: a later one's adverbs are another meaning's (STEEPLY
    // "Exorbitantly", SULKILY "Sluggishly").
    const auto s = wordnet_->synset(wordnet::Pos::Adj, adjective->offsets.front());
    if (!s || vulgar(answer, *s)) continue;
    // The synset's own adverbs only: a satellite's head adjective is a broader meaning
    // (12 of the 13 wrong in amfill3's reading of 105: CHOPPILY "Suddenly", SLEAZILY
    // "Thinly", DILIGENTLY "Patiently"; 1 of the 39 from the synset itself): the adverb of
    // each of its words that WordNet derives from it.
    for (const std::string_view w : s->words)
      if (const std::string adverb = adverb_of(wordnet::word_text(w));
          !adverb.empty() && derived_from(adverb, s->offset))
        found.add(adverb, kDerived);
  }
  return found.take();
}

std::vector<Offer> EnglishData::gcide_clues(const std::string& answer) const {
  // 1913 Webster marks no slur ("A person of Irish descent" for MICKEY): a word WordNet
  // knows an offensive sense of gets none of its definitions.
  const Taste& taste = Taste::of(Taste::Lang::En);
  if (!taste.fill_ok(answer) || taste.has_offensive_sense(answer)) return {};
  Gathered found(answer, this);
  std::size_t read = 0;
  for (const std::string& entry : gcide_.entries(answer))
    for (const std::string& d : gcide_definitions(entry, answer)) {
      if (read == kGcideRead) return found.take();
      const int rank = kGcide + kAdverbSense * static_cast<int>(read++);
      const auto words = static_cast<std::size_t>(std::count(d.begin(), d.end(), ' ')) + 1;
      if (words <= kGlossWordsMost && !names_its_adjective(d, answer))
        found.add(editor_gloss(d, *wordnet_), rank);
    }
  return found.take();
}

}  // namespace cwg::clues::en
