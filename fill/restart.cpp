// The search's life cycle: initial domains, the root propagation, and restarts with a
// geometrically growing failure limit (Walsh, "Search in a small world", IJCAI 1999).
#include <algorithm>
#include <cassert>
#include <cmath>

#include "fill/search.hpp"

namespace cwg::fill {

namespace {
constexpr double kMaxCutoff = 1e15;  // failures; 2 * this still fits a long
}  // namespace

Search::Search(const FillProblem& problem, const Dictionary& dict, const FillOptions& opts,
               const StopToken& stop)
    : p_(problem), dict_(dict), opts_(opts), stop_(stop) {
  const std::size_t n = problem.slots.size();
  dom_.reserve(n);
  count_.resize(n);
  assigned_.assign(n, -1);
  saved_stamp_.assign(n, 0);
  queued_.assign(n, 0);
  unassigned_ = static_cast<int>(n);
  const int max_len = dict.max_length();
  slots_of_length_.resize(static_cast<std::size_t>(std::max(max_len, 0) + 1));
  scratch_.resize(slots_of_length_.size());
  for (int l = 1; l <= max_len; ++l) scratch_[static_cast<std::size_t>(l)] = Bitset(dict.count(l));
  for (std::size_t s = 0; s < n; ++s) {
    const int len = problem.slots[s].length;
    if (len >= 1 && len <= max_len && len <= kMaxSlotLength) {
      dom_.push_back(dict.all(len));
      slots_of_length_[static_cast<std::size_t>(len)].push_back(static_cast<int>(s));
    } else {
      dom_.emplace_back(0);  // no word of this length: empty from the start
    }
  }
  for (const auto& [len, word] : problem.banned)
    if (len >= 1 && len < static_cast<int>(slots_of_length_.size()))
      for (int s : slots_of_length_[static_cast<std::size_t>(len)])
        dom_[static_cast<std::size_t>(s)].reset(word);
  for (std::size_t s = 0; s < n; ++s) count_[s] = dom_[s].count();
  mask_ = problem.cell_mask;
  applied_.assign(n * kMaxSlotLength, kAllLetters);
}

FillStatus Search::run(Rng& rng, int max_restarts, std::vector<double>& weights, long max_fails) {
  assert(weights.size() == p_.slots.size());
  weights_ = &weights;
  assert(level_start_.empty());
  // Root propagation (never undone).
  for (int s = 0; s < static_cast<int>(dom_.size()); ++s) {
    if (count_[static_cast<std::size_t>(s)] == 0) {
      empty_slot_ = s;
      return FillStatus::Unsatisfiable;
    }
    enqueue(s);
  }
  if (!propagate()) return FillStatus::Unsatisfiable;
  if (unassigned_ == 0) return FillStatus::Solved;
  double limit = opts_.restart_base;
  // With partial restarts, max_restarts counts the restarts since the partial fill last got
  // deeper, and the cutoff grows with them: a big grid that keeps getting deeper goes on, a
  // layout that is stuck gives up soon.
  const bool partial = opts_.partial_restarts != 0;
  for (int r = 0; (partial ? widen_ : r) < max_restarts; ++r) {
    stats_.restarts = r + 1;
    if (partial) limit = opts_.restart_base * std::pow(opts_.restart_growth, widen_);
    // Capped: restarts without end (cwg fill's attempts) would grow it past any long.
    long cutoff = static_cast<long>(std::min(limit, kMaxCutoff));
    if (max_fails >= 0) {
      const long left = max_fails - stats_.fails;
      if (left <= 0) break;
      // The last restart of a budget gets what is left of it (and never a sliver).
      if (left < 2 * cutoff) cutoff = left;
    }
    push_level();
    std::vector<double> weights_before;
    if (partial) {
      weights_before = weights;
      if (!reapply_kept()) {
        pop_level();
        push_level();
      }
    }
    const FillStatus st = dfs(cutoff, rng);
    if (st == FillStatus::Solved) return st;  // the solution stays on the trail
    pop_level();
    if (st != FillStatus::Failed) return st;
    if (partial) choose_kept(weights_before);
    limit *= opts_.restart_growth;
  }
  return FillStatus::Failed;
}

}  // namespace cwg::fill
