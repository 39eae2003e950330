#pragma once
/// Layout repair: where the fill keeps failing, change the layout locally instead of
/// starting over — shake the question fields around the slot that failed most and anneal
/// that window back to a good score, keeping the rest of the layout as it was.
#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "core/stop.hpp"
#include "solver/layout.hpp"
#include "solver/options.hpp"

namespace cwg::arrowword::solver {

/// Repairs `layout` around `slot_cells` (the cells of the slot the fill failed on most).
/// Returns false when no field near it may change (then only a new layout helps).
bool repair_layout(Layout& layout, const std::vector<int>& slot_cells,
                   const std::vector<std::uint8_t>& length_ok, const SolverOptions& opts, Rng& rng,
                   const StopToken& stop);

}  // namespace cwg::arrowword::solver
