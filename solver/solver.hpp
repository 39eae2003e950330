#pragma once
/// The solver's entry points: design and fill a grid (solve_grid), or fill a fixed layout
/// (fill_layout). Both are deterministic for a given seed and restart count, whatever the
/// number of threads.
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/stop.hpp"
#include "dict/dictionary.hpp"
#include "fill/fill.hpp"
#include "grid/grid.hpp"
#include "solver/options.hpp"

namespace cwg::arrowword::solver {

struct SolveResult {
  bool filled = false;       ///< a complete fill was found
  ArrowwordGrid grid;        ///< the best grid (filled when `filled`)
  double score = 0;          ///< its layout score (the solver's own evaluation)
  int attempts = 0;          ///< attempts (layout + fill restarts) run
  std::int64_t winner = -1;  ///< index of the attempt that produced `grid`
  std::uint64_t seed = 0;
  fill::FillStats stats;  ///< summed over attempts
  std::string message;    ///< why nothing was found, when not filled
  bool settled = false;   ///< ended by --patience: the best was that many attempts old
  /// The time limit (or an interrupt) chose the grid: it ended an attempt before --restarts,
  /// --target or --patience decided the run (without them, always).
  bool cut = false;
};

/// Where a run stands, reported after each finished attempt (for progress displays only:
/// reporting never changes the result).
struct SolveProgress {
  int attempts = 0;        ///< attempts finished so far
  double best_score = -1;  ///< best layout score of a filled attempt so far; -1 before one
};
using SolveProgressFn = std::function<void(const SolveProgress&)>;

/// The words of a filled grid that may not stay (--clued-only: those the clue choice leaves
/// without a clue), and words that may not come in when it is filled again around them,
/// given the grid and the run's seed; empty: the grid is good as it is.
using GridCheck = std::function<std::vector<std::string>(const ArrowwordGrid&, std::uint64_t seed)>;

/// Designs and fills `input` (its blocked fields, letters and question fields kept).
/// `interrupt` (may be null) stops the run early, like the time budget. `progress` (may
/// be empty) is called after each attempt, from the thread that ran it, one call at a time.
/// Attempt i of the run is attempt `first_attempt + i` of the seed: a run that continues an
/// earlier one of `first_attempt` attempts tries new layouts, not the same ones again.
/// With `check`, a fill it names words of is filled again around them, those words banned,
/// up to a few times (the last fill stays when the words are not all gone). With `weak` (and
/// opts.mend), the words it names (their clue would be unsure) are then mended (mend.hpp).
SolveResult solve_grid(const ArrowwordGrid& input, const Dictionary& dict,
                       const SolverOptions& opts, const std::atomic<bool>* interrupt = nullptr,
                       const SolveProgressFn& progress = {}, std::int64_t first_attempt = 0,
                       const GridCheck& check = {}, const GridCheck& weak = {});
/// The same, stopped by `stop` (its time, its interrupt, its clock) instead of --time.
SolveResult solve_grid(const ArrowwordGrid& input, const Dictionary& dict,
                       const SolverOptions& opts, const StopToken& stop,
                       const SolveProgressFn& progress = {}, std::int64_t first_attempt = 0,
                       const GridCheck& check = {}, const GridCheck& weak = {});

struct FillResult {
  fill::FillStatus status = fill::FillStatus::Failed;
  ArrowwordGrid grid;  ///< the layout with its '.' fields filled when Solved
  std::string reason;  ///< which slot makes it impossible, when Unsatisfiable
  fill::FillStats stats;
  bool cut = false;  ///< the time limit chose the grid (fill::FillAnswer::cut)
};

/// Throws InputError naming `path` when `layout` is no layout to fill: without a question
/// field (an empty grid, for solve) or without an open field (a filled grid, for score).
void check_fill_layout(const ArrowwordGrid& layout, const std::string& path);

/// Fills the '.' fields of a fixed layout (question fields and arrows kept).
FillResult fill_layout(const ArrowwordGrid& layout, const Dictionary& dict,
                       const SolverOptions& opts, const std::atomic<bool>* interrupt = nullptr);

}  // namespace cwg::arrowword::solver
