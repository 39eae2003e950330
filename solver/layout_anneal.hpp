#pragma once
/// Simulated annealing over field kinds. The schedule is a template over the state that
/// evaluates the moves, so that the tests can run the very same schedule with a whole-grid
/// evaluate() after every move and check that the incremental LayoutState leads it to the
/// same layout, move for move.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "core/stop.hpp"
#include "solver/layout_model.hpp"
#include "solver/options.hpp"

namespace cwg::arrowword::solver {

/// Simulated annealing over field kinds, from the layout's current state. Deterministic for
/// a given rng state. `window` (cell indices) restricts the moves to those cells when not
/// empty (used to repair a region). The start temperature is opts.layout_temp * 100 /
/// (non-blocked fields), falling geometrically to 0.5 % of it. Each move is evaluated
/// incrementally (LayoutState). Returns the best evaluation seen, and leaves that layout.
/// `stop`, when given, is polled every few thousand moves and ends the search early.
LayoutEval anneal(Layout& layout, const std::vector<std::uint8_t>& length_ok,
                  const SolverOptions& opts, Rng& rng, long moves,
                  const std::vector<int>& window = {}, const StopToken* stop = nullptr);

/// anneal()'s schedule on any `state` that refers to `l` and offers flip(cells, count),
/// undo() and eval() as LayoutState does.
template <class State>
LayoutEval anneal_with(State& state, Layout& l, const SolverOptions& opts, Rng& rng, long moves,
                       const std::vector<int>& window, const StopToken* stop) {
  std::vector<int> free_cells;
  if (window.empty()) {
    for (int i = 0; i < l.cells(); ++i)
      if (!l.fixed[static_cast<std::size_t>(i)]) free_cells.push_back(i);
  } else {
    for (int i : window)
      if (!l.fixed[static_cast<std::size_t>(i)]) free_cells.push_back(i);
  }
  LayoutEval cur = state.eval();
  if (free_cells.empty() || moves <= 0) return cur;
  LayoutEval best = cur;
  std::vector<Kind> best_kind = l.kind;
  // One flip moves the objective by about 1/fields of the grid (the ratings are shares), so
  // layout_temp is taken as the start temperature of a grid of 100 fields and scaled by
  // 100 / fields: one setting then anneals 15x15 and 60x60 grids alike.
  int fields = 0;
  for (Kind k : l.kind) fields += k != Kind::Blocked;
  const double t0 = std::max(opts.layout_temp, 1e-6) * 100.0 / std::max(fields, 1);
  const double t1 = t0 * 0.005;
  const double decay = std::pow(t1 / t0, 1.0 / static_cast<double>(moves));
  double temp = t0;
  const int C = l.cols;
  for (long m = 0; m < moves; ++m, temp *= decay) {
    if (stop && (m & 4095) == 0 && stop->stopped()) break;
    const int a = free_cells[rng.below(static_cast<std::uint32_t>(free_cells.size()))];
    int b = -1;
    // Half the moves shift a question field to a neighbour; the rest flip one field.
    if (l.kind[static_cast<std::size_t>(a)] == Kind::Question && rng.below(2)) {
      const int dr = static_cast<int>(rng.below(3)) - 1, dc = static_cast<int>(rng.below(3)) - 1;
      const int r = a / C + dr, c = a % C + dc;
      if (r >= 0 && r < l.rows && c >= 0 && c < C) {
        const auto k = static_cast<std::size_t>(r * C + c);
        if (!l.fixed[k] && l.kind[k] == Kind::Letter) b = r * C + c;
      }
    }
    const int cells[2] = {a, b};
    state.flip(cells, b >= 0 ? 2 : 1);
    const LayoutEval next = state.eval();
    const double delta = next.objective() - cur.objective();
    if (delta >= 0 || rng.unit() < std::exp(delta / temp)) {
      cur = next;
      if (cur.better_than(best)) {
        best = cur;
        best_kind = l.kind;
      }
    } else {
      state.undo();
    }
  }
  l.kind = best_kind;
  return best;
}

}  // namespace cwg::arrowword::solver
