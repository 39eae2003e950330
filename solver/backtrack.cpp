// Depth-first search with chronological backtracking under a failure limit.
#include <cassert>

#include "solver/search.hpp"

namespace cwg {

FillStatus Search::dfs(long fail_limit, Rng& rng) {
  struct Frame {
    int slot;
    std::vector<int> words;
    std::size_t next = 0;
  };
  std::vector<Frame> frames;
  long fails = 0;
  const std::size_t base_levels = level_start_.size();
  auto unwind = [&] {
    while (level_start_.size() > base_levels) pop_level();
  };
  bool descend = true;
  for (;;) {
    if (descend) {
      if (unassigned_ == 0) return FillStatus::Solved;
      if ((++stats_.nodes & 255) == 0 && stop_.stopped()) {
        unwind();
        return FillStatus::Stopped;
      }
      Frame f;
      f.slot = select_slot(rng);
      assert(f.slot >= 0);
      order_words(f.slot, rng, f.words);
      frames.push_back(std::move(f));
    }
    Frame& top = frames.back();
    if (top.next > 0) pop_level();  // undo the previous try at this frame
    bool ok = false;
    while (top.next < top.words.size()) {
      const int w = top.words[top.next++];
      if (!dom_[static_cast<std::size_t>(top.slot)].test(w)) continue;
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
    }
    if (ok) {
      descend = true;
      continue;
    }
    // Every word of this slot failed: its weight grows, and we backtrack.
    (*weights_)[static_cast<std::size_t>(top.slot)] += 1;
    frames.pop_back();
    if (frames.empty()) {
      unwind();
      // Exhausted: a proof only when no decision left words untried.
      return truncated_ ? FillStatus::Failed : FillStatus::Unsatisfiable;
    }
    descend = false;
  }
}

}  // namespace cwg
