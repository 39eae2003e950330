#pragma once
/// From leave counts to a leave table: what the data supports is kept, the rest is a model.
///
/// A leave's observed value is the mean equity of its keeper's next action less the mean
/// over all leaves. Leaves kept often enough (min_count) keep that mean, pulled towards
/// the model by `prior` pseudo-games ("thin leaves borrow from their neighbours"); every
/// other leave of 1..max_tiles tiles is the model's: a least-squares fit over all samples of
/// a value per tile, per duplicate of a tile, per vowel/consonant balance and per pair of
/// distinct tiles, with a small ridge so unseen features stay near 0.
#include <cstdint>
#include <functional>

#include "analysis/leave_counts.hpp"
#include "game/leaves.hpp"
#include "game/tiles.hpp"

namespace cwg::analysis {

struct FitOptions {
  int max_tiles = 6;            ///< leaves of 1..max_tiles tiles are written
  std::int64_t min_count = 20;  ///< samples a leave needs to keep its own mean
  double prior = 20;            ///< pseudo-samples of the model's value in that mean
  double ridge = 10;            ///< L2 weight on the model's coefficients
};

/// The model's coefficients over the features named in this header.
class LeaveModel {
 public:
  explicit LeaveModel(const game::Distribution& dist);
  /// Fits to the counts (observed value per leave, weighted by its sample count).
  void fit(const LeaveCounts& counts, const FitOptions& options);
  double value(const game::TileString& leave) const;

 private:
  /// Calls add(index, value) for each feature of a leave (leave_fit.cpp): what fit() and
  /// value() read, without a list on the heap for each of the ~900,000 leaves.
  template <class Add>
  void each_feature(const game::TileString& leave, Add&& add) const;
  int tiles_ = 0;  ///< distinct tiles: the blank and the letters
  int dims_ = 0;
  std::vector<bool> vowel_;
  std::vector<double> coef_;
};

/// The leave table of every leave of 1..max_tiles tiles the bag allows.
game::Leaves fit_leaves(const LeaveCounts& counts, const game::Distribution& dist,
                        const FitOptions& options);

/// What `cwg leaves` learns from: generations of self-play games, each refitted.
struct LearnPlan {
  std::uint64_t seed = 1;  ///< generation g (0-based) plays with seed + g
  std::int64_t games = 0;  ///< per generation
  int generations = 1;
  int threads = 1;
  FitOptions fit;
  GameRules rules;
};

/// Plays the plan's generations, the first with `start`, each next with the table fitted
/// after the one before, and returns the last fitted table. `on_start(g)` is called as
/// generation g (0-based) begins and `on_played(g, counts)` when its games are played
/// (either may be empty): progress, not part of the result, which does not depend on
/// the threads.
game::Leaves learn_leaves(const game::Lexicon& lexicon, const game::Leaves& start,
                          const LearnPlan& plan, const std::function<void(int)>& on_start,
                          const std::function<void(int, const LeaveCounts&)>& on_played);

}  // namespace cwg::analysis
