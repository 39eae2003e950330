#pragma once
/// Every tuning knob of the fill engine, one row each: name, type, default, range, help.
/// The solver's table (solver/options.hpp) includes these rows, so they become flags, INI
/// keys and `--help` lines like every other option; the engine reads them as `opts.name`.
#include <cstdint>

#include "core/option_rows.hpp"

namespace cwg::fill {

// X(name, type, default, min, max, help): core/option_rows.hpp
#define CWG_FILL_OPTIONS(X)                                                                    \
  X(candidates, int, 0, 0, 100000,                                                             \
    "words tried per fill decision in cwg fill (0 = all: a complete search that finds a fill " \
    "when one exists and proves it when none does)")                                           \
  X(random_width, int, 3, 1, 64, "randomize word choice among the best this many")             \
  X(slot_noise, double, 0.05, 0.0, 10.0,                                                       \
    "relative noise on the slot choice (dom/wdeg), so restarts choose differently")            \
  X(word_noise, double, 0.3, 0.0, 100.0,                                                       \
    "noise added to a word's score (log of the support it leaves its crossings)")              \
  X(restart_base, int, 200, 1, 100000000, "backtracks before the first fill restart")          \
  X(restart_growth, double, 1.3, 1.0, 10.0, "factor by which the restart limit grows")         \
  X(fill_budget, int, 20000, 100, 1000000000,                                                  \
    "cwg fill: backtracks of its first attempt (each attempt restarts from fresh weights)")    \
  X(fill_budget_growth, double, 1.5, 1.01, 10.0,                                               \
    "cwg fill: factor by which each attempt's backtrack budget grows")                         \
  X(word_preference, double, 2.0, 0.0, 100.0,                                                  \
    "with a scored word list (WORD;SCORE): how much a word's score counts when its slot's "    \
    "words are put in order, per 50 points above or below 50 (0 = scores ignored)")            \
  X(refute, int, 1, 0, 1,                                                                      \
    "cwg fill: a word that failed leaves its slot's domain and that is propagated (1)")        \
  X(partial_restarts, int, 0, 0, 1,                                                            \
    "a restart starts from the deepest partial fill of the one before, less the words near "   \
    "the slots that failed; restarts then count from the last that got deeper (1: large "      \
    "neighbourhood search, never a proof that no fill exists)")                                \
  X(partial_radius, int, 2, 1, 10,                                                             \
    "with partial_restarts: crossings between a failed slot and the farthest word it frees")

/// The engine's knobs: the rows above plus what the caller decides (threads and seed come
/// from the caller's own table).
struct FillOptions {
  CWG_FILL_OPTIONS(CWG_OPTION_FIELD)
  int threads = 1;         ///< worker threads of fill_grid (0 = all cores)
  std::uint64_t seed = 1;  ///< attempt i draws from (seed, i)
  /// fill_grid's attempts at most (0 = until an answer or the stop): a try bounded by work,
  /// whose outcome is the same however fast the machine runs.
  std::int64_t max_attempts = 0;
};

}  // namespace cwg::fill
