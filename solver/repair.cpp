// Layout repair around the slot where the fill gets stuck.
#include "solver/repair.hpp"

#include <algorithm>

namespace cwg::arrowword::solver {

namespace {
constexpr int kRadius = 2;  // the window: fields within this many rows/columns of the slot
constexpr int kShakes = 3;  // fields flipped before annealing the window back
}  // namespace

bool repair_layout(Layout& l, const std::vector<int>& slot_cells,
                   const std::vector<std::uint8_t>& length_ok, const SolverOptions& opts, Rng& rng,
                   const StopToken& stop) {
  std::vector<int> window;
  const int C = l.cols;
  for (int cell : slot_cells)
    for (int dr = -kRadius; dr <= kRadius; ++dr)
      for (int dc = -kRadius; dc <= kRadius; ++dc) {
        const int r = cell / C + dr, c = cell % C + dc;
        if (r >= 0 && r < l.rows && c >= 0 && c < C) window.push_back(r * C + c);
      }
  std::sort(window.begin(), window.end());
  window.erase(std::unique(window.begin(), window.end()), window.end());
  std::vector<int> movable;
  for (int cell : window)
    if (!l.fixed[static_cast<std::size_t>(cell)]) movable.push_back(cell);
  if (movable.empty()) return false;
  for (int k = 0; k < kShakes; ++k) {
    auto& kind = l.kind[static_cast<std::size_t>(
        movable[rng.below(static_cast<std::uint32_t>(movable.size()))])];
    kind = kind == Kind::Question ? Kind::Letter : Kind::Question;
  }
  SolverOptions local = opts;
  local.layout_temp = opts.layout_temp * 0.5;  // polish, don't redesign
  anneal(l, length_ok, local, rng,
         static_cast<long>(opts.layout_moves) * static_cast<long>(window.size()), window, &stop);
  return true;
}

}  // namespace cwg::arrowword::solver
