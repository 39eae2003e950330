// Forward reasoning: narrowing slot domains and cell letter masks to arc consistency, and
// the trail that undoes it.
#include <bit>
#include <cassert>

#include "fill/search.hpp"

namespace cwg::fill {

namespace {
// Below this many words a domain is filtered word by word; above it with bitset algebra.
constexpr int kSmallDomain = 192;
}  // namespace

void link_crossings(FillProblem& problem) {
  problem.cell_slots.assign(static_cast<std::size_t>(problem.cells), {});
  for (int s = 0; s < static_cast<int>(problem.slots.size()); ++s) {
    const auto& slot = problem.slots[static_cast<std::size_t>(s)];
    for (int k = 0; k < slot.length; ++k)
      problem.cell_slots[static_cast<std::size_t>(slot.cells[static_cast<std::size_t>(k)])]
          .push_back({s, k});
  }
}

void Search::push_level() {
  level_start_.push_back(trail_.size());
  ++level_id_;
}

void Search::pop_level() {
  assert(!level_start_.empty());
  const std::size_t start = level_start_.back();
  level_start_.pop_back();
  while (trail_.size() > start) {
    const Entry& e = trail_.back();
    const auto i = static_cast<std::size_t>(e.index);
    switch (e.kind) {
      case Entry::Domain: {
        auto& words = dom_[i].words();
        std::copy(trail_words_.begin() + static_cast<std::ptrdiff_t>(e.word_offset),
                  trail_words_.begin() + static_cast<std::ptrdiff_t>(e.word_offset + words.size()),
                  words.begin());
        trail_words_.resize(e.word_offset);
        count_[i] = static_cast<int>(e.old);
        saved_stamp_[i] = 0;
        break;
      }
      case Entry::Mask:
        mask_[i] = e.old;
        break;
      case Entry::Applied:
        applied_[i] = e.old;
        break;
      case Entry::Assign:
        assigned_[i] = static_cast<int>(e.old);
        ++unassigned_;
        break;
    }
    trail_.pop_back();
  }
  // Domains saved at the popped level may be saved again at the next one.
  ++level_id_;
  queue_.clear();
  std::fill(queued_.begin(), queued_.end(), 0);
}

void Search::save_domain(int s) {
  const auto i = static_cast<std::size_t>(s);
  if (saved_stamp_[i] == level_id_) return;
  saved_stamp_[i] = level_id_;
  const std::size_t offset = trail_words_.size();
  const auto& words = dom_[i].words();
  trail_words_.insert(trail_words_.end(), words.begin(), words.end());
  trail_.push_back({Entry::Domain, s, static_cast<std::uint32_t>(count_[i]), offset});
}

void Search::set_mask(int cell, LetterMask mask) {
  const auto i = static_cast<std::size_t>(cell);
  trail_.push_back({Entry::Mask, cell, mask_[i], 0});
  mask_[i] = mask;
}

void Search::enqueue(int s) {
  if (queued_[static_cast<std::size_t>(s)]) return;
  queued_[static_cast<std::size_t>(s)] = 1;
  queue_.push_back(s);
}

void Search::enqueue_crossing(int cell, int except) {
  for (const SlotAt& at : p_.cell_slots[static_cast<std::size_t>(cell)])
    if (at.slot != except) enqueue(at.slot);
}

bool Search::remove_word(int s, int word) {
  const auto i = static_cast<std::size_t>(s);
  save_domain(s);
  dom_[i].reset(word);
  if (--count_[i] == 0) {
    (*weights_)[i] += 1;
    return false;
  }
  enqueue(s);
  return true;
}

bool Search::assign(int s, int word) {
  const auto i = static_cast<std::size_t>(s);
  assert(assigned_[i] < 0 && dom_[i].test(word));
  trail_.push_back({Entry::Assign, s, static_cast<std::uint32_t>(assigned_[i]), 0});
  assigned_[i] = word;
  --unassigned_;
  const FillSlot& slot = p_.slots[i];
  if (count_[i] != 1) {
    save_domain(s);
    auto& words = dom_[i].words();
    std::fill(words.begin(), words.end(), 0);
    dom_[i].set(word);
    count_[i] = 1;
  }
  // The word leaves every other slot of its length.
  for (int t : slots_of_length_[static_cast<std::size_t>(slot.length)]) {
    const auto j = static_cast<std::size_t>(t);
    if (t == s || !dom_[j].test(word)) continue;
    if (assigned_[j] >= 0 || !remove_word(t, word)) return false;
  }
  // Fix the letters of its cells.
  const auto letters = dict_.word(slot.length, word);
  for (int k = 0; k < slot.length; ++k) {
    const int cell = slot.cells[static_cast<std::size_t>(k)];
    const LetterMask bit = 1u << letters[static_cast<std::size_t>(k)];
    if (!(mask_[static_cast<std::size_t>(cell)] & bit)) return false;
    if (mask_[static_cast<std::size_t>(cell)] != bit) {
      set_mask(cell, bit);
      enqueue_crossing(cell, s);
    }
  }
  return true;
}

bool Search::revise(int s) {
  const auto i = static_cast<std::size_t>(s);
  if (assigned_[i] >= 0) return true;
  const FillSlot& slot = p_.slots[i];
  const int len = slot.length;
  Bitset& dom = dom_[i];
  LetterMask seen[kMaxSlotLength];
  assert(len <= kMaxSlotLength);

  if (count_[i] > kSmallDomain) {
    // Bitset algebra, per position only for the letters it lost since the domain was last
    // filtered there (applied_): AND with the union of the letters kept, or AND-NOT the
    // union of the letters lost, whichever names fewer letters.
    Bitset& u = scratch_[static_cast<std::size_t>(len)];
    bool changed = false;
    for (int k = 0; k < len; ++k) {
      const LetterMask m = mask_[static_cast<std::size_t>(slot.cells[static_cast<std::size_t>(k)])];
      const std::size_t at = i * kMaxSlotLength + static_cast<std::size_t>(k);
      const LetterMask before = applied_[at];
      if (m == before) continue;
      trail_.push_back({Entry::Applied, static_cast<int>(at), before, 0});
      applied_[at] = m;
      const LetterMask gone = before & ~m;
      if (!gone) continue;
      const bool keep = std::popcount(m) <= std::popcount(gone);
      auto& uw = u.words();
      std::fill(uw.begin(), uw.end(), 0);
      for (LetterMask bits = keep ? m : gone; bits; bits &= bits - 1)
        u |= dict_.with(len, k, static_cast<Letter>(std::countr_zero(bits)));
      // Only save when something actually goes.
      const auto& dw = dom.words();
      bool loses = false;
      if (keep)
        for (std::size_t w = 0; w < dw.size() && !loses; ++w) loses = (dw[w] & ~uw[w]) != 0;
      else
        for (std::size_t w = 0; w < dw.size() && !loses; ++w) loses = (dw[w] & uw[w]) != 0;
      if (!loses) continue;
      if (!changed) save_domain(s);
      changed = true;
      auto& dm = dom.words();
      if (keep)
        for (std::size_t w = 0; w < dm.size(); ++w) dm[w] &= uw[w];
      else
        for (std::size_t w = 0; w < dm.size(); ++w) dm[w] &= ~uw[w];
    }
    if (changed) count_[i] = dom.count();
  }
  if (count_[i] <= kSmallDomain) {
    for (int k = 0; k < len; ++k) seen[k] = 0;
    int kept = 0;
    bool saved = false;
    dom.for_each([&](int w) {
      const auto letters = dict_.word(len, w);
      for (int k = 0; k < len; ++k)
        if (!(mask_[static_cast<std::size_t>(slot.cells[static_cast<std::size_t>(k)])] &
              (1u << letters[static_cast<std::size_t>(k)]))) {
          if (!saved) save_domain(s);
          saved = true;
          dom.reset(w);
          return;
        }
      ++kept;
      for (int k = 0; k < len; ++k) seen[k] |= 1u << letters[static_cast<std::size_t>(k)];
    });
    count_[i] = kept;
  } else {
    // Letters the domain still has at each position: only the mask's letters can matter,
    // and a position down to one letter keeps it (the domain was filtered by it).
    const auto& dw = dom.words();
    for (int k = 0; k < len; ++k) {
      const LetterMask m = mask_[static_cast<std::size_t>(slot.cells[static_cast<std::size_t>(k)])];
      if (std::popcount(m) == 1) {
        seen[k] = m;
        continue;
      }
      seen[k] = 0;
      for (LetterMask bits = m; bits; bits &= bits - 1) {
        const int l = std::countr_zero(bits);
        const auto& ww = dict_.with(len, k, static_cast<Letter>(l)).words();
        for (std::size_t w = 0; w < dw.size(); ++w)
          if (dw[w] & ww[w]) {
            seen[k] |= 1u << l;
            break;
          }
      }
    }
  }
  if (count_[i] == 0) {
    (*weights_)[i] += 1;
    return false;
  }
  for (int k = 0; k < len; ++k) {
    const int cell = slot.cells[static_cast<std::size_t>(k)];
    const LetterMask narrowed = mask_[static_cast<std::size_t>(cell)] & seen[k];
    if (narrowed == mask_[static_cast<std::size_t>(cell)]) continue;
    assert(narrowed != 0);
    set_mask(cell, narrowed);
    enqueue_crossing(cell, s);
  }
  if (count_[i] == 1) return assign(s, dom.first());
  return true;
}

bool Search::propagate() {
  while (!queue_.empty()) {
    const int s = queue_.back();
    queue_.pop_back();
    queued_[static_cast<std::size_t>(s)] = 0;
    if (!revise(s)) {
      if (empty_slot_ < 0 && level_start_.empty()) empty_slot_ = s;
      queue_.clear();
      std::fill(queued_.begin(), queued_.end(), 0);
      return false;
    }
  }
  return true;
}

}  // namespace cwg::fill
