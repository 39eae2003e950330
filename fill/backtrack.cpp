// Depth-first search with chronological backtracking under a failure limit. A decision
// tries its slot's words in order; with `refute`, a word that failed (at once or after its
// whole subtree) leaves the slot's domain at the decision's level, and that is propagated
// before the next word: the crossings lose the letters only it supported.
#include <bit>
#include <cassert>

#include "fill/search.hpp"

namespace cwg::fill {

std::vector<int> Search::pattern(int s) const {
  const FillSlot& slot = p_.slots[static_cast<std::size_t>(s)];
  std::vector<int> out;
  for (int cell : slot.cells) {
    const LetterMask m = mask_[static_cast<std::size_t>(cell)];
    out.push_back(std::popcount(m) == 1 ? std::countr_zero(m) : -1);
  }
  return out;
}

bool Search::refute_word(int s, int word) {
  const auto i = static_cast<std::size_t>(s);
  if (assigned_[i] >= 0 || !dom_[i].test(word)) return true;
  return remove_word(s, word) && propagate();
}

void Search::note_depth(int next_slot) {
  if (unassigned_ >= best_unassigned_) return;
  best_unassigned_ = unassigned_;
  best_assigned_ = assigned_;
  best_next_ = next_slot;
}

FillStatus Search::dfs(long fail_limit, Rng& rng) {
  // Frames are reused from decision to decision: their word vectors keep their storage.
  thread_local std::vector<Frame> frames;
  std::size_t depth = 0;
  long fails = 0;
  const std::size_t base_levels = level_start_.size();
  auto unwind = [&] {
    while (level_start_.size() > base_levels) pop_level();
  };
  const bool refute = opts_.refute != 0;
  const bool partial = opts_.partial_restarts != 0;
  bool descend = true;
  for (;;) {
    if (descend) {
      if (unassigned_ == 0) return FillStatus::Solved;
      // Every node looks at the stop token (a few atomic loads and a clock read, little
      // beside a node's propagation): an attempt a lower one made useless ends at once.
      ++stats_.nodes;
      if (stop_.stopped()) {
        unwind();
        return FillStatus::Stopped;
      }
      if (frames.size() <= depth) frames.resize(depth + 1);
      Frame& f = frames[depth];
      const int slot = select_slot(rng);
      assert(slot >= 0);
      if (partial) note_depth(slot);
      if (on_decision_) on_decision_(slot);
      order_words(slot, rng, f);
      f.open = false;
      f.forced = false;
      ++depth;
    }
    Frame& top = frames[depth - 1];
    const auto ts = static_cast<std::size_t>(top.slot);
    bool alive = true;
    if (top.open) {
      // Back from the subtree of the word last tried: it failed there.
      pop_level();
      top.open = false;
      if (top.forced)
        alive = false;  // the only word left failed
      else if (refute)
        alive = refute_word(top.slot, top.words[top.next - 1]);
    }
    bool ok = false;
    while (alive) {
      if (assigned_[ts] >= 0) {
        // Refutations left one word, and propagation took it: go on below, once.
        top.forced = true;
        push_level();
        ok = true;
        break;
      }
      if (top.next == top.words.size() && !more_words(top, rng)) break;
      const int w = top.words[top.next++];
      if (!dom_[ts].test(w)) continue;
      push_level();
      if (assign(top.slot, w) && propagate()) {
        ok = true;
        break;
      }
      pop_level();
      // A slot can fail word after word without going deeper: look at the stop token here
      // too, so an interrupt or the time limit is seen within milliseconds.
      if ((++stats_.fails & 15) == 0 && stop_.stopped()) {
        unwind();
        return FillStatus::Stopped;
      }
      if (++fails > fail_limit) {
        unwind();
        return FillStatus::Failed;
      }
      if (refute) alive = refute_word(top.slot, w);
    }
    if (ok) {
      top.open = true;
      descend = true;
      continue;
    }
    // Every word of this slot failed: its weight grows, and we backtrack.
    (*weights_)[ts] += 1;
    --depth;
    if (depth == 0) {
      unwind();
      // Exhausted: a proof only when no decision left words untried.
      return truncated_ ? FillStatus::Failed : FillStatus::Unsatisfiable;
    }
    descend = false;
  }
}

}  // namespace cwg::fill
