#pragma once
/// Every tuning knob of the solver, one row each: name, type, default, range, help. The
/// options struct, the command-line flags, `--help` and the INI config file all come from
/// this table (the CaDiCaL way). Solver code reads them as `opts.name`.
#include <cstdint>
#include <string>

#include "fill/options.hpp"

namespace cwg::arrowword::solver {

// X(name, type, default, min, max, help): core/option_rows.hpp
#define CWG_SOLVER_OPTIONS(X)                                                                      \
  X(time, double, 0.0, 0.0, 86400.0, "seconds allowed per grid (0 = from --budget)")               \
  X(budget, double, 50.0, 0.0, 86400.0,                                                            \
    "seconds for the whole run when --time is 0: cwg solve shares them among its grids by size "   \
    "and by how far each is below its ceiling, cwg fill gives them to its grid (0 = no limit)")    \
  X(overtime, int, 0, 0, 10000,                                                                    \
    "cwg solve: attempts a grid still without a valid fill when --budget is spent may run "        \
    "past it, until its first (0 = none; the clued-only preset: 6)")                               \
  X(threads, int, 0, 0, 256, "worker threads (0 = all cores)")                                     \
  X(seed, std::uint64_t, 1, 0, UINT64_MAX, "random seed; with --restarts, same seed = same bytes") \
  X(restarts, int, 0, 0, 1000000, "attempts per grid (0 = until --time or --target)")              \
  X(target, double, 100.0, 0.0, 100.0, "stop a grid once a valid fill reaches this base score")    \
  X(patience, int, 40, 1, 1000000,                                                                 \
    "give up on --target after this many attempts in a row without a better score")                \
  X(question_share, double, 22.0, 10.0, 40.0,                                                      \
    "share of question fields the starting layouts are seeded with, in %")                         \
  X(doubles, int, 1, 0, 1,                                                                         \
    "double questions: 0 never, 1 where the layout search finds they score better")                \
  X(max_word, int, 13, 2, 60, "longest word the layout may use")                                   \
  X(layout_moves, int, 400, 10, 100000, "layout search effort: moves per field")                   \
  X(layout_min_moves, int, 200000, 0, 100000000,                                                   \
    "layout search effort floor: moves per attempt at least (helps small grids)")                  \
  X(layout_temp, double, 2.0, 0.0, 100.0,                                                          \
    "layout annealing start temperature (score points for 100 fields; scaled by 100/fields)")      \
  X(fill_restarts, int, 4, 1, 100000, "fill restarts on one layout before repairing it")           \
  X(repairs, int, 6, 0, 10000, "layout repairs before starting a new layout")                      \
  X(layout_candidates, int, 48, 1, 100000,                                                         \
    "words tried per fill decision on a designed layout (few: a layout that keeps failing is "     \
    "repaired instead)")                                                                           \
  X(layout_refute, int, 0, 0, 1,                                                                   \
    "on a designed layout, a word that failed leaves its slot's domain and that is propagated "    \
    "(1; see refute)")                                                                             \
  X(clue_bonus, int, 50, 0, 100,                                                                   \
    "with --clue: score points a word with a clue gains, and one without loses, in the fill's "    \
    "order of words (see word_preference)")                                                        \
  X(mend, int, 1, 0, 1,                                                                            \
    "with --clued-only --clue (German): a grid's words whose clue would be unsure (confidence "    \
    "below 40) are filled anew from surer ones, the layout kept (0: off; see docs/clues.md)")      \
  X(taste, int, 1, 0, 1,                                                                           \
    "an American (English) fill leaves out slurs and obscenities (WordNet's offensive senses "     \
    "and dict/taste.cpp's list; 0 keeps every word of the list)")                                  \
  X(verbose, int, 0, 0, 1, "print search statistics (1)")                                          \
  CWG_FILL_OPTIONS(X)

struct SolverOptions {
  CWG_SOLVER_OPTIONS(CWG_OPTION_FIELD)
};

/// The seconds one grid may take: --time, else the whole --budget, else no limit (a day).
/// (cwg solve shares the budget among several grids itself: solver/run/budget.hpp.)
inline double grid_time(const SolverOptions& opts) {
  return opts.time > 0 ? opts.time : opts.budget > 0 ? opts.budget : 86400.0;
}

/// The fill engine's knobs out of the solver's settings (the rows they share, threads, seed).
inline fill::FillOptions fill_options(const SolverOptions& opts) {
  fill::FillOptions out;
#define CWG_FILL_OPTION_COPY(name, type, def, lo, hi, help) out.name = opts.name;
  CWG_FILL_OPTIONS(CWG_FILL_OPTION_COPY)
#undef CWG_FILL_OPTION_COPY
  out.threads = opts.threads;
  out.seed = opts.seed;
  return out;
}

}  // namespace cwg::arrowword::solver
