#pragma once
/// The batch runner `cwg solve` and `cwg bench` share: a list of jobs (a grid and the
/// solver options to run it with), each solved, checked by the independent validator
/// against its input, rated and timed. What is shown while it runs is the caller's: the
/// runner only reports through BatchEvents.
#include <cstddef>
#include <functional>
#include <stop_token>
#include <string>
#include <unordered_set>
#include <vector>

#include "dict/dictionary.hpp"
#include "grid/grid.hpp"
#include "grid/validate.hpp"
#include "scoring/ratings.hpp"
#include "solver/run/budget.hpp"
#include "solver/solver.hpp"

namespace cwg::arrowword::run {

struct BatchJob {
  const ArrowwordGrid* input = nullptr;
  solver::SolverOptions opts;
};

/// What became of a job: the solver's result and the checks made on it.
struct BatchOutcome {
  bool interrupted = false;  ///< the run was stopped before this job started: nothing else is set
  solver::SolveResult result;
  ValidationReport check;  ///< the validator's verdict, against the input too
  Ratings ratings;
  bool valid = false;  ///< filled, and the validator finds no error
  double seconds = 0;
};

/// A round as it starts: allowed `seconds`, or, an overtime round (`attempts` above 0), that
/// many attempts whatever the time; `prior_attempts`: the job's attempts before it.
struct RoundStart {
  double seconds = 0;
  int attempts = 0;
  int prior_attempts = 0;
};

/// How the runner reports. Each is called from the thread that runs the job (possibly
/// concurrently for different jobs); any may be empty.
struct BatchEvents {
  /// A round of job i starts.
  std::function<void(std::size_t i, const RoundStart&)> round_started;
  /// Job i has run `attempts` attempts over all its rounds; its best score so far (-1: none).
  std::function<void(std::size_t i, int attempts, double best)> progress;
  /// Job i is done (one call per job).
  std::function<void(std::size_t i, const BatchOutcome&)> done;
};

/// The pieces of a batch that stay the same for all its jobs.
struct BatchSetup {
  int workers = 1;  ///< jobs worked on at once (1: one after the other, in order)
  const Dictionary* dict = nullptr;
  const std::unordered_set<std::string>* words = nullptr;  ///< for the validator
  /// With a budget (one grid per job, in the same order), a job's time comes from it, not
  /// from its options: see run_batch.
  RunBudget* budget = nullptr;
  solver::GridCheck check;  ///< what each fill is checked with (see solve_grid); may be empty
  solver::GridCheck weak;   ///< the words a fill's mend fills anew (see solve_grid); may be empty
};

/// Runs the jobs on `setup.workers` threads (core/workers.hpp). Stops starting jobs once
/// `stop` is requested or a job throws (the first exception is rethrown after every started
/// job has ended); a request also ends the jobs running, which keep what they found.
///
/// With a budget, each job first runs its share, then the budget hands the time left to
/// the grids furthest below their ceiling, in further rounds that continue the job's
/// attempts (attempt numbers go on, so every round tries new layouts). A job's outcome is
/// then the best grid of all its rounds, its time and attempts their sums; it is done when
/// the budget has nothing more for it.
void run_batch(const std::vector<BatchJob>& jobs, const BatchSetup& setup,
               const BatchEvents& events, std::stop_token stop);

}  // namespace cwg::arrowword::run
