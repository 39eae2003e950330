#pragma once
/// The time budget of a whole `cwg solve` run, shared by its grids. Pure bookkeeping: the
/// batch runner asks it how long each round of work on a grid may take, and tells it what
/// each round gave; nothing here measures time or runs anything.
///
/// Two phases. First every grid gets one round, its share of 60 % of the worker-seconds
/// (the budget times the workers) by size: the square root of its open fields, roughly what
/// one attempt on it costs. A grid that reaches --target, or runs --patience attempts
/// without a better score, is done then. The rest of the time, and whatever grids left
/// unused, goes in further rounds to the grid furthest
/// below its ceiling: the score a grid of its size can reach, estimated as the mean of the
/// six ratings with the best question-field share its field count allows (rating 1 of
/// scoring/formulas.hpp moves in steps of one field: a 15x15 cannot pass 99.80), word lengths 58
/// / open fields short of 100 (what the layout search reaches: 99.74 on a 15x15, 99.96 on a 40x40)
/// and the other four at 100 (a 15x15 tops out near 99.92, a 40x40 near 99.99). A round that brings
/// no better score cuts the grid's claim by a quarter, so a grid at its ceiling stops drawing time;
/// a grid without any valid fill yet comes first, then one whose best is not yet good (more than
/// kGoodBelow under its ceiling), the smaller grids (cheaper attempts) before the others (with a
/// thin word list, as --clued-only's, a 20x30 fills after a few attempts where a 40x40 may need
/// many more: time goes where fills are cheapest); such a round is short (two attempts) and ends
/// at the grid's first good fill, so the time goes round the grids still without one. No round
/// starts that could not finish one attempt before the deadline (a cut attempt is wasted work).
/// A grid without any valid fill comes before every grid with one. With `overtime`, when no
/// round fits in the time left, each grid still without a fill gets one more round, of at
/// most `overtime` attempts and no deadline, that ends at its first valid fill: a grid
/// without a fill is worse than a run over its time (a clued-only 40x40 at load 7-14 could
/// end its first round before its first attempt did, and the run without a fill; bounded
/// by seconds, a loaded machine's overtime ended the same way).
#include <cstddef>
#include <optional>
#include <vector>

namespace cwg::arrowword::run {

class RunBudget {
 public:
  struct GridSize {
    int fields = 0;       ///< fields not blocked
    int open_fields = 0;  ///< of those, the ones the solver designs (neither '?' nor a letter)
  };
  /// `seconds`: wall-clock for the whole run; `workers`: grids worked on at once;
  /// `overtime`: the attempts a grid without a fill may run past `seconds` (see above).
  RunBudget(const std::vector<GridSize>& grids, double seconds, int workers, int overtime = 0);

  /// Phase one: the seconds of grid g's first round, started `elapsed` seconds into the run.
  double first_round(std::size_t g, double elapsed) const;

  /// A round of grid g ended after `seconds` with `attempts` finished; `best` is the best
  /// score the grid has now over all its rounds (-1: no valid fill yet); `final` when the
  /// grid needs nothing more (it reached --target, or the run was interrupted).
  void record(std::size_t g, double seconds, int attempts, double best, bool final);

  struct Round {
    std::size_t grid;
    double seconds;
    /// When above 0: the grid has no good fill yet, and the round ends at a fill scoring this.
    double good = 0;
    /// When above 0: the round is an overtime round, bounded by these attempts, not `seconds`.
    int attempts = 0;
  };
  /// Phase two: the next round, `elapsed` seconds into the run, among the grids not
  /// `running`; nullopt when no grid is worth a round in the time left. The grid chosen
  /// counts as running until its record().
  std::optional<Round> next_round(double elapsed);

  /// The estimated best score for grid g.
  double ceiling(std::size_t g) const;
  /// How far below its ceiling a grid's best may be and still count as good (a 15x15's
  /// ceiling is 99.87: good from 99.52).
  static constexpr double kGoodBelow = 0.35;
  /// Whether grid g is being worked on (between a round's start and its record()).
  bool running(std::size_t g) const { return grids_[g].running; }
  /// Whether grid g needs nothing more (record() said so).
  bool final(std::size_t g) const { return grids_[g].final; }
  /// Marks grid g as being worked on (phase one's rounds; next_round marks its own).
  void start(std::size_t g) { grids_[g].running = true; }

 private:
  /// The overtime round of the first grid without a fill that has had none; nullopt when no
  /// grid wants one.
  std::optional<Round> overtime();

  struct Grid {
    double weight = 1;
    double ceiling = 100;
    double best = -1;
    double claim = 1;  // cut by every round that brought nothing
    double seconds_per_attempt = 0;
    double seconds = 0;
    int attempts = 0;
    bool running = false;
    bool final = false;
    bool overtime = false;  // has had its overtime round
  };
  std::vector<Grid> grids_;
  double seconds_ = 0;
  int overtime_ = 0;
  int workers_ = 1;
  double weight_sum_ = 0;
};

}  // namespace cwg::arrowword::run
