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
  /// The features of a leave as (index, value) pairs.
  void features(const game::TileString& leave, std::vector<std::pair<int, double>>& out) const;
  int tiles_ = 0;  ///< distinct tiles: the blank and the letters
  int dims_ = 0;
  std::vector<bool> vowel_;
  std::vector<double> coef_;
};

/// The leave table of every leave of 1..max_tiles tiles the bag allows.
game::Leaves fit_leaves(const LeaveCounts& counts, const game::Distribution& dist,
                        const FitOptions& options);

}  // namespace cwg::analysis
