#pragma once
/// The batch runner `cwg solve` and `cwg bench` share: a list of jobs (a grid and the
/// solver options to run it with), each solved, checked by the independent validator
/// against its input, rated and timed, with its live line on a progress board.
#include <cstddef>
#include <functional>
#include <string>
#include <unordered_set>
#include <vector>

#include "arrowword/grid.hpp"
#include "arrowword/ratings.hpp"
#include "arrowword/solver/solver.hpp"
#include "arrowword/validate.hpp"
#include "cli/budget.hpp"
#include "cli/progress.hpp"
#include "core/dictionary.hpp"

namespace cwg::cli {

struct BatchJob {
  const arrowword::ArrowwordGrid* input = nullptr;
  arrowword::solver::SolverOptions opts;
  std::string name;  ///< shown in the live line
  std::string note;  ///< the live line's note
};

/// What became of a job: the solver's result and the checks made on it.
struct BatchOutcome {
  bool interrupted = false;  ///< the run was stopped before this job started: nothing else is set
  arrowword::solver::SolveResult result;
  arrowword::ValidationReport check;  ///< the validator's verdict, against the input too
  arrowword::Ratings ratings;
  bool valid = false;  ///< filled, and the validator finds no error
  double seconds = 0;
};

/// Called when job `i` is done, from the thread that ran it (one call per job, possibly
/// concurrently for different jobs): returns the row text for the board ("" for none).
using BatchDone = std::function<std::string(std::size_t i, const BatchOutcome&)>;

/// Runs the jobs on `workers` threads (1: one after the other, in order), each job's row
/// finishing on `board`. Stops starting jobs once g_interrupted is set or a job throws
/// (the first exception is rethrown after every started job has ended).
///
/// With a `budget` (one grid per job, in the same order), a job's time comes from it, not
/// from its options: each job first runs its share, then the budget hands the time left to
/// the grids furthest below their ceiling, in further rounds that continue the job's
/// attempts (attempt numbers go on, so every round tries new layouts). A job's outcome is
/// then the best grid of all its rounds, its time and attempts their sums; its row
/// finishes when the budget has nothing more for it.
void run_batch(const std::vector<BatchJob>& jobs, int workers, const Dictionary& dict,
               const std::unordered_set<std::string>& words, ProgressBoard& board,
               const BatchDone& done, RunBudget* budget = nullptr);

}  // namespace cwg::cli
