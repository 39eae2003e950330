// Decisions: which slot to fill next (dom/wdeg) and in which order to try its words
// (the support each word leaves its crossing slots, randomized among the best few).
#include <algorithm>
#include <bit>
#include <cmath>

#include "fill/search.hpp"

namespace cwg::fill {

namespace {
// Words put in order when a decision is made; a complete search sorts the rest in chunks
// of twice the words tried so far, when it gets there (most decisions never do).
constexpr std::size_t kFirstChunk = 48;
}  // namespace

int Search::select_slot(Rng& rng) const {
  int best = -1;
  double best_key = 0;
  const auto& w = *weights_;
  for (int s = 0; s < static_cast<int>(dom_.size()); ++s) {
    const auto i = static_cast<std::size_t>(s);
    if (assigned_[i] >= 0) continue;
    // Smallest domain per weight; a little noise breaks ties differently per restart.
    const double key =
        static_cast<double>(count_[i]) / w[i] * (1.0 + opts_.slot_noise * rng.unit());
    if (best < 0 || key < best_key) {
      best = s;
      best_key = key;
    }
  }
  return best;
}

void Search::order_words(int s, Rng& rng, Frame& frame) {
  const auto i = static_cast<std::size_t>(s);
  const FillSlot& slot = p_.slots[i];
  const int len = slot.length;
  // support[k][l]: log of the words left in the slots crossing position k if letter l goes
  // there (summed when several cross); -inf-like when one of them would be left empty.
  float support[kMaxSlotLength][kAlphabet];
  bool crossed[kMaxSlotLength];
  for (int k = 0; k < len; ++k) {
    const int cell = slot.cells[static_cast<std::size_t>(k)];
    const LetterMask m = mask_[static_cast<std::size_t>(cell)];
    crossed[k] = false;
    for (int l = 0; l < kAlphabet; ++l) support[k][l] = (m & (1u << l)) ? 0.0f : -1e9f;
    for (const SlotAt& at : p_.cell_slots[static_cast<std::size_t>(cell)]) {
      const auto t = static_cast<std::size_t>(at.slot);
      if (at.slot == s || assigned_[t] >= 0) continue;
      crossed[k] = true;
      const auto& dw = dom_[t].words();
      const int tlen = p_.slots[t].length;
      for (int l = 0; l < kAlphabet; ++l) {
        if (!(m & (1u << l))) continue;
        const auto& ww = dict_.with(tlen, at.pos, static_cast<Letter>(l)).words();
        int n = 0;
        for (std::size_t w = 0; w < dw.size(); ++w) n += std::popcount(dw[w] & ww[w]);
        support[k][l] += n > 0 ? std::log(static_cast<float>(n)) : -1e9f;
      }
    }
  }
  auto& scored = frame.rest;
  scored.clear();
  const auto noise = static_cast<float>(opts_.word_noise);
  // A scored list moves good words forward: +preference for 100, -preference for 0.
  const float preference =
      dict_.scored() ? static_cast<float>(opts_.word_preference) / 50.0f : 0.0f;
  dom_[i].for_each([&](int w) {
    const auto letters = dict_.word(len, w);
    float sc = preference * static_cast<float>(dict_.score(len, w) - kDefaultWordScore);
    for (int k = 0; k < len; ++k)
      if (crossed[k]) sc += support[k][letters[static_cast<std::size_t>(k)]];
    if (sc > -1e8f) scored.push_back({sc + noise * static_cast<float>(rng.unit()), w});
  });
  frame.slot = s;
  frame.words.clear();
  frame.next = 0;
  if (opts_.candidates > 0) {
    // Incomplete on purpose: the best few only (the arrowword solver repairs the layout
    // instead of searching a bad one to the end).
    const auto cut = static_cast<std::size_t>(opts_.candidates);
    if (scored.size() > cut) {
      truncated_ = true;
      std::partial_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(cut),
                        scored.end(),
                        [](const Scored& a, const Scored& b) { return a.score > b.score; });
      scored.resize(cut);
    }
  }
  more_words(frame, rng);
}

bool Search::more_words(Frame& frame, Rng& rng) {
  auto& rest = frame.rest;
  if (rest.empty()) return false;
  const std::size_t chunk = std::max(kFirstChunk, 2 * frame.words.size());
  const std::size_t keep = std::min(rest.size(), chunk);
  std::partial_sort(rest.begin(), rest.begin() + static_cast<std::ptrdiff_t>(keep), rest.end(),
                    [](const Scored& a, const Scored& b) { return a.score > b.score; });
  // Randomize among the best `random_width` still untried.
  const auto width = static_cast<std::size_t>(opts_.random_width);
  for (std::size_t k = 0; k < keep; ++k) {
    const std::size_t span = std::min(width, keep - k);
    const std::size_t pick = k + rng.below(static_cast<std::uint32_t>(span));
    std::swap(rest[k], rest[pick]);
    frame.words.push_back(rest[k].word);
  }
  rest.erase(rest.begin(), rest.begin() + static_cast<std::ptrdiff_t>(keep));
  return true;
}

}  // namespace cwg::fill
