#include "clues/confidence_en.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace cwg::clues::en {

namespace {

/// ClueSource::candidates ranks a thesaurus term this far after the list clues.
constexpr int kThesaurusOffset = 1000000;
/// Thesaurus::candidates's bases: a reverse entry's senses (500), each stem's (1000, 2000...).
constexpr int kReverseBase = 500;
constexpr int kStemBase = 1000;

/// A term of the middle or top band that kSharedSenses of the answer's senses give.
bool shared_term(const Candidate& c) {
  return middle_or_top(c) && c.shared >= kSharedSenses;
}

/// A middle-band term (not confident) that fewer senses give.
bool lone_term(const Candidate& c) {
  return middle_or_top(c) && !confident(c) && c.shared < kSharedSenses;
}

/// Of the middle and top bands, a term two or more of the answer's senses give before a
/// middle-band term only one gives (its place taken, the confident ones' kept): the pooled
/// judged rows (clues-en28) show where the sense is shared, a shared term is good nearly
/// always, a lone middle-band term often is not (DYED "Colored", not "Bleached"). Only an
/// `offered` lone term gives its place: an unprintable one ranks before nothing.
void shared_terms_first(std::vector<Candidate>& out, const Offered& offered) {
  const auto lone = [&](const Candidate& c) { return lone_term(c) && (!offered || offered(c)); };
  std::vector<std::size_t> at;
  std::vector<Candidate> moved;
  for (std::size_t i = 0; i < out.size(); ++i)
    if (shared_term(out[i]) || lone(out[i])) {
      at.push_back(i);
      moved.push_back(std::move(out[i]));
    }
  std::stable_partition(moved.begin(), moved.end(), shared_term);
  for (std::size_t k = 0; k < at.size(); ++k) out[at[k]] = std::move(moved[k]);
}

/// A one-word synonym a wordy gloss gives its place to: a term of its headword's first noun
/// meaning (Candidate::first_noun) in the middle or top band that any solver knows
/// (wamerican-small), neither a category, a similar term, a field's blank nor a word read as
/// another part of speech.
bool plain_synonym(const Candidate& c) {
  return c.source == "thesaurus" && c.first_noun && c.familiar && middle_or_top(c) && !c.generic &&
         !c.similar && !c.technical && !c.other_pos &&
         c.text.find_first_of(" :,") == std::string::npos;
}

/// A wordy gloss put first gives its place to the first plain synonym of its noun sense that
/// `offered` accepts and that ranks no later than it (put after it only by its tier, as an
/// unattested one): EATER "Feeder", not "One who consumes food for nourishment" (see
/// wordy_gloss).
void plain_synonym_first(std::vector<Candidate>& out, const Offered& offered) {
  const auto printable = [&](const Candidate& c) { return !offered || offered(c); };
  const auto first = std::find_if(out.begin(), out.end(), printable);
  if (first == out.end() || !wordy_gloss(*first)) return;
  const auto synonym = std::find_if(first + 1, out.end(), [&](const Candidate& c) {
    return printable(c) && c.rank <= first->rank && plain_synonym(c);
  });
  if (synonym != out.end()) std::rotate(first, synonym, synonym + 1);
}

}  // namespace

bool wordy_gloss(const Candidate& c) {
  if (c.source != "wordnet" || !middle_or_top(c) || c.text.find_first_of("_:") != std::string::npos)
    return false;
  const auto words = std::count(c.text.begin(), c.text.end(), ' ') + 1;
  // "Act of firing a projectile" (SHOT), "Quality of being unbalanced": the answer's own
  // morphology spelled out, a dictionary's and no editor's way.
  static constexpr std::array<std::string_view, 4> kAbstract = {
      "Act of ", "Quality of being ", "State of being ", "Condition of being "};
  const bool abstract = std::any_of(kAbstract.begin(), kAbstract.end(),
                                    [&](std::string_view a) { return c.text.starts_with(a); });
  return words >= kWordyGlossWords || (abstract && words >= kWordyGlossWords - 1);
}

int rank_within(const Candidate& c) {
  const int r = c.rank >= kThesaurusOffset ? c.rank - kThesaurusOffset : c.rank;
  if (c.inflected) return r % kStemBase;
  return r >= kReverseBase && r < kStemBase ? r - kReverseBase : r;
}

bool confident(const Candidate& c) {
  return en::confidence(c) >= kConfident;
}

int confidence(const Candidate& c) {
  if (c.source.rfind("list:", 0) == 0) return 80;
  const int within = rank_within(c);
  if (c.generic || c.other_pos || within >= kConfidentWithin) return 42;
  // A thesaurus term (not a WordNet gloss, not a blank) of a later rank, an adjective's
  // similar or related term, or a verb's "-ing" form for another word: the middle band.
  const bool term = c.source == "thesaurus" && c.text.find("___") == std::string::npos;
  return c.similar || c.participle || (term && within >= kTermWithin) ? 66 : 75;
}

bool middle_or_top(const Candidate& c) {
  return en::confidence(c) >= kMiddle;
}

bool full_gloss(const Candidate& c) {
  const auto spaces =
      c.gloss_words > 0 ? c.gloss_words - 1 : std::count(c.text.begin(), c.text.end(), ' ');
  return c.source == "wordnet" && spaces >= 2 && spaces < kFullGlossWords;
}

int tier(const Candidate& c, bool first_gloss) {
  if (middle_or_top(c)) return c.similar || c.technical || (c.unattested && !confident(c)) ? 1 : 0;
  if (first_gloss && full_gloss(c) && !c.generic) return 2;
  if (c.other_pos) return 5;
  return c.generic ? 4 : 3;
}

bool ties(const Candidate& front, const Candidate& c) {
  return c.rank == front.rank && tier(c, true) == tier(front, true) &&
         !(shared_term(front) && lone_term(c));
}

std::vector<Candidate> by_band(std::vector<Candidate> found, const Offered& offered) {
  const auto gloss = std::find_if(found.begin(), found.end(),
                                  [](const Candidate& c) { return c.source == "wordnet"; });
  std::vector<std::pair<int, std::size_t>> order;
  for (std::size_t i = 0; i < found.size(); ++i)
    order.emplace_back(tier(found[i], gloss - found.begin() == static_cast<std::ptrdiff_t>(i)), i);
  std::stable_sort(order.begin(), order.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<Candidate> out;
  out.reserve(found.size());
  for (const auto& [t, i] : order) out.push_back(std::move(found[i]));
  shared_terms_first(out, offered);
  plain_synonym_first(out, offered);
  return out;
}

}  // namespace cwg::clues::en
