// Partial restarts: a restart keeps the deepest partial fill of the one before, less the
// words near the slots that failed there. A big grid that chronological backtracking leaves
// stuck a third of the way keeps its good regions and redoes the one where it is stuck
// (large neighbourhood search, Shaw, CP 1998).
#include <algorithm>
#include <cassert>
#include <limits>

#include "fill/search.hpp"

namespace cwg::fill {

namespace {
// Besides the slot chosen at the deepest point, the slots whose weight grew most in the
// failed restart free their neighbourhoods: this many of them.
constexpr int kCulprits = 2;
}  // namespace

bool Search::reapply_kept() {
  best_unassigned_ = std::numeric_limits<int>::max();
  best_assigned_.clear();
  best_next_ = -1;
  if (kept_.empty()) return true;
  for (std::size_t s = 0; s < kept_.size(); ++s) {
    const int w = kept_[s];
    if (w < 0 || assigned_[s] >= 0) continue;
    // A kept word is no proof of anything: exhausting the search below it proves nothing.
    truncated_ = true;
    if (!dom_[s].test(w) || !assign(static_cast<int>(s), w) || !propagate()) {
      kept_.clear();
      return false;
    }
  }
  return true;
}

void Search::start_from(const FillStart& start) {
  assert(start.words.size() == p_.slots.size());
  kept_ = start.words;
  for (int s : start.redo) free_around(s, opts_.partial_radius);
}

void Search::free_around(int s, int radius) {
  std::vector<int> frontier{s};
  std::vector<std::uint8_t> seen(p_.slots.size(), 0);
  seen[static_cast<std::size_t>(s)] = 1;
  kept_[static_cast<std::size_t>(s)] = -1;
  for (int r = 0; r < radius && !frontier.empty(); ++r) {
    std::vector<int> next;
    for (int t : frontier)
      for (int cell : p_.slots[static_cast<std::size_t>(t)].cells)
        for (const SlotAt& at : p_.cell_slots[static_cast<std::size_t>(cell)]) {
          const auto u = static_cast<std::size_t>(at.slot);
          if (seen[u]) continue;
          seen[u] = 1;
          kept_[u] = -1;
          next.push_back(at.slot);
        }
    frontier = std::move(next);
  }
}

void Search::choose_kept(const std::vector<double>& weights_before) {
  if (best_assigned_.empty()) return;  // the restart never got deeper than its base
  // A restart that got no deeper than the best so far frees a wider region next time.
  if (best_unassigned_ < record_unassigned_) {
    record_unassigned_ = best_unassigned_;
    record_assigned_ = best_assigned_;
    widen_ = 0;
  } else {
    ++widen_;
  }
  const int radius = opts_.partial_radius + widen_ / 2;
  kept_ = best_assigned_;
  const auto& w = *weights_;
  std::vector<int> order(w.size());
  for (std::size_t s = 0; s < order.size(); ++s) order[s] = static_cast<int>(s);
  const int n = std::min(kCulprits, static_cast<int>(order.size()));
  std::partial_sort(order.begin(), order.begin() + n, order.end(), [&](int a, int b) {
    const auto i = static_cast<std::size_t>(a), j = static_cast<std::size_t>(b);
    return w[i] - weights_before[i] > w[j] - weights_before[j];
  });
  if (best_next_ >= 0) free_around(best_next_, radius);
  for (int k = 0; k < n; ++k) {
    const auto s = static_cast<std::size_t>(order[static_cast<std::size_t>(k)]);
    if (w[s] > weights_before[s]) free_around(order[static_cast<std::size_t>(k)], radius);
  }
}

}  // namespace cwg::fill
