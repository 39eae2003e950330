// anneal(): the schedule of layout_anneal.hpp on the incremental LayoutState.
#include "solver/layout_anneal.hpp"

#include "solver/layout_state.hpp"

namespace cwg::arrowword::solver {

LayoutEval anneal(Layout& l, const std::vector<std::uint8_t>& length_ok, const SolverOptions& opts,
                  Rng& rng, long moves, const std::vector<int>& window, const StopToken* stop) {
  LayoutState state(l, length_ok);
  return anneal_with(state, l, opts, rng, moves, window, stop);
}

}  // namespace cwg::arrowword::solver
