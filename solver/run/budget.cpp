#include "solver/run/budget.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "scoring/formulas.hpp"

namespace cwg::arrowword::run {

namespace {
constexpr double kFirstPhaseShare = 0.6;   // of the worker-seconds, for the first rounds
constexpr double kMinRound = 3.0;          // seconds: a round shorter wastes its cut attempt
constexpr int kAttemptsPerRound = 8;       // a round lasts at least this many attempts
constexpr double kLengthShortfall = 58.0;  // word-length rating: 100 - this / open fields
constexpr double kCloseEnough = 0.001;     // below its ceiling by less: no more rounds
constexpr double kFruitless = 0.75;        // a round without a better score scales the claim
constexpr int kWantingAttempts = 2;        // a round of a grid without a good fill, at least
constexpr double kCheapWeight = 15;        // a 15x15's weight: grids this small cost least
constexpr double kNoFillFirst = 1000;      // added to the priority of a grid without a fill
constexpr double kAnyFill = 1e-9;          // an overtime round's `good`: any valid fill ends it
constexpr double kNoDeadline = 86400;      // an overtime round's seconds: its attempts bound it

/// The best question-field rating (SPEC rating 1) a grid of `fields` non-blocked fields
/// allows: some whole number of question fields comes closest to the ideal share.
double best_question_rating(int fields) {
  double best = 0;
  for (int k = 0; k <= fields; ++k)
    best = std::max(best,
                    formula::rating(formula::question_share_penalty(formula::percent(k, fields))));
  return best;
}

}  // namespace

RunBudget::RunBudget(const std::vector<GridSize>& grids, double seconds, int workers, int overtime)
    : grids_(grids.size()), seconds_(seconds), overtime_(overtime), workers_(std::max(workers, 1)) {
  for (std::size_t g = 0; g < grids_.size(); ++g) {
    const double open = std::max(grids[g].open_fields, 1);
    grids_[g].weight = std::sqrt(open);
    const double lengths = std::max(0.0, 100.0 - kLengthShortfall / open);
    grids_[g].ceiling =
        (best_question_rating(std::max(grids[g].fields, 1)) + lengths + 400.0) / 6.0;
    weight_sum_ += grids_[g].weight;
  }
}

double RunBudget::ceiling(std::size_t g) const {
  return grids_[g].ceiling;
}

double RunBudget::first_round(std::size_t g, double elapsed) const {
  const double share = kFirstPhaseShare * seconds_ * workers_ * grids_[g].weight / weight_sum_;
  // Never past the deadline, but always a moment: a grid started late still gets a chance.
  return std::max(std::min(share, seconds_ - elapsed), 0.1);
}

void RunBudget::record(std::size_t g, double seconds, int attempts, double best, bool final) {
  Grid& grid = grids_[g];
  assert(grid.running);
  const bool first = grid.attempts == 0 && grid.seconds == 0;
  grid.seconds += seconds;
  grid.attempts += attempts;
  // Unknown until an attempt finishes: then at least the time spent so far.
  grid.seconds_per_attempt = grid.seconds / std::max(grid.attempts, 1);
  if (!first && best <= grid.best) grid.claim *= kFruitless;
  grid.best = std::max(grid.best, best);
  grid.final = grid.final || final;
  grid.running = false;
}

std::optional<RunBudget::Round> RunBudget::next_round(double elapsed) {
  const double left = seconds_ - elapsed;
  std::optional<Round> pick;
  double pick_priority = 0;
  for (std::size_t g = 0; g < grids_.size(); ++g) {
    const Grid& grid = grids_[g];
    if (grid.running || grid.final || grid.seconds_per_attempt > left) continue;
    const double good = grid.ceiling - kGoodBelow;
    const bool wanting = grid.best < good;
    const double gap = grid.best < 0 ? 100.0 : wanting ? 50.0 : grid.ceiling - grid.best;
    if (gap < kCloseEnough) continue;
    // Without a good fill, the chance of one per second counts: small grids (cheap attempts)
    // first, in short rounds, so the time goes round the wanting grids.
    const double cost = wanting ? std::min(1.0, kCheapWeight / grid.weight) : 1.0;
    // A grid without a fill before every grid with one: a wanting 15x15 (cost 1) outranked a
    // 40x40 without any fill (cost 0.43), which could then end the run with none.
    const double priority = gap * grid.claim * cost + (grid.best < 0 ? kNoFillFirst : 0);
    const int attempts = wanting ? kWantingAttempts : kAttemptsPerRound;
    if (!pick || priority > pick_priority) {
      pick = Round{g, std::min(left, std::max(kMinRound, attempts * grid.seconds_per_attempt)),
                   wanting ? good : 0.0};
      pick_priority = priority;
    }
  }
  if (!pick) pick = overtime();
  if (pick) grids_[pick->grid].running = true;
  return pick;
}

std::optional<RunBudget::Round> RunBudget::overtime() {
  if (overtime_ <= 0) return std::nullopt;
  for (std::size_t g = 0; g < grids_.size(); ++g) {
    Grid& grid = grids_[g];
    if (grid.running || grid.final || grid.best >= 0 || grid.overtime) continue;
    grid.overtime = true;
    return Round{g, kNoDeadline, kAnyFill, overtime_};
  }
  return std::nullopt;
}

}  // namespace cwg::arrowword::run
