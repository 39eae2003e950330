#pragma once
/// The six ratings of SPEC.md, their mean, and the figures behind each one. They depend on
/// the layout alone: '.' fields count as letters, so a layout can be rated before filling.
#include <array>
#include <string>
#include <vector>

#include "grid/grid.hpp"
#include "scoring/figures.hpp"
#include "scoring/formulas.hpp"

namespace cwg::arrowword {

constexpr int kRatingCount = 6;
/// Short names in SPEC order, for tables and JSON.
extern const std::array<const char*, kRatingCount> kRatingNames;
/// The ideal word-length shares for lengths 2..8 and 9+ (SPEC rating 3; formulas.hpp).
using formula::kIdealLengthShare;

/// The ratings and, as its base, the figures behind them (scoring/figures.hpp): fields,
/// question_fields, letters, words, uncrossed, dead, double_fields, clusters and bins.
struct Ratings : RatingFigures {
  std::array<double, kRatingCount> value{};  ///< each clipped to 0..100, SPEC order
  double score = 0;                          ///< mean of the six

  double question_pct = 0;
  double uncrossed_pct = 0;
  double double_pct = 0;
  std::array<double, 8> length_share{};  ///< % of words of length 2..8, 9+
  std::vector<int> cluster_sizes;        ///< every 8-connected group of question fields
};

/// The six ratings of a grid, from grid_figures() and rating_penalties().
Ratings rate(const ArrowwordGrid& grid);

/// score × 1.1 when `valid_and_known` (valid, filled, every word in the list), else score.
inline double bonus_score(double score, bool valid_and_known) {
  return valid_and_known ? score * 1.1 : score;
}

}  // namespace cwg::arrowword
