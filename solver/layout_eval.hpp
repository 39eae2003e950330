#pragma once
/// Evaluating a layout: its faults (clues.hpp) and the six ratings of the grid it derives,
/// from the same figures rate() uses (scoring/figures.hpp) and the same formulas.
#include <cstdint>
#include <vector>

#include "scoring/figures.hpp"
#include "solver/clues.hpp"
#include "solver/layout_model.hpp"

namespace cwg::arrowword::solver {

/// The six ratings, the score and the search objective from a layout's figures and faults.
/// evaluate() and LayoutState both end here, so their results agree to the last bit.
LayoutEval layout_eval(const RatingFigures& figures, int faults);

/// The figures of a layout whose clues `ws` holds (derive_clues), from field_figures().
RatingFigures layout_figures(const Layout& layout, LayoutWorkspace& ws);

/// Evaluates a layout from scratch: derive_clues, layout_figures, layout_eval.
LayoutEval evaluate(const Layout& layout, const std::vector<std::uint8_t>& length_ok,
                    LayoutWorkspace& ws);

}  // namespace cwg::arrowword::solver
