#pragma once
/// A black-square (American) grid as the fill engine's problem, and its answer back as a
/// grid: the adapter between the grid model (formats/txt's Grid, blackgrid's words) and
/// fill/, which knows nothing of black squares. The arrowword twin is solver/.
#include <string>
#include <vector>

#include "blackgrid/words.hpp"
#include "dict/dictionary.hpp"
#include "fill/fill.hpp"
#include "formats/txt/txt_grid.hpp"

namespace cwg::american {

/// A grid to fill: its layout, its words (blackgrid::runs' order) and the fill problem with
/// one slot per word, in that order, and one cell per square (a given letter kept).
struct GridProblem {
  txt::Grid layout;
  std::vector<blackgrid::Word> words;
  fill::FillProblem problem;
};

/// The problem of filling `layout`. Throws InputError naming `file`, the line and the
/// column of an open square that is in no word (nothing could say what it holds).
GridProblem make_problem(const txt::Grid& layout, const std::string& file);

/// Why no fill exists (an Unsatisfiable answer), naming the words by place and length.
std::string no_fill_reason(const GridProblem& grid, const fill::FillAnswer& answer);

/// The layout with every word of a Solved answer written in.
txt::Grid filled_grid(const GridProblem& grid, const Dictionary& dict,
                      const fill::FillAnswer& answer);

/// What filling a black-square layout gives (the arrowword twin is
/// arrowword::solver::FillResult).
struct FillResult {
  fill::FillStatus status = fill::FillStatus::Failed;
  txt::Grid grid;      ///< the layout with every word written in, when Solved
  std::string reason;  ///< why no fill exists, when Unsatisfiable (no_fill_reason)
  fill::FillStats stats;
  /// The time limit ended a try before its work was done: with more time (a quieter
  /// machine) the same seed might give another grid (fill::FillAnswer::cut).
  bool cut = false;
};

/// Fills `grid` with words of `dict` until `stop` fires.
FillResult fill_layout(const GridProblem& grid, const Dictionary& dict,
                       const fill::FillOptions& opts, const StopToken& stop);

}  // namespace cwg::american
