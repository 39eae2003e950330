#pragma once
/// SPEC.md's six rating formulas on their figures, the one place they are written down.
/// Each is given as an unclipped penalty (what the solver's layout search minimizes: it keeps
/// a slope where the clipped rating is flat at 0) and as the rating, 100 - penalty clipped to
/// 0..100. rating_penalties() applies all six to a grid's or a layout's RatingFigures
/// (figures.hpp); rate() (ratings.cpp) and the solver's layout evaluation both end there.
#include <algorithm>
#include <array>
#include <cmath>

#include "scoring/figures.hpp"

namespace cwg::arrowword::formula {

inline double clip(double v) {
  return std::clamp(v, 0.0, 100.0);
}

/// part / whole in %; 0 when there is nothing to count. SPEC.md leaves division by zero
/// open; each formula then takes the value it tends to with nothing to count.
inline double percent(int part, int whole) {
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

/// The ideal word-length shares for lengths 2..8 and 9+ (SPEC rating 3).
constexpr std::array<double, 8> kIdealLengthShare = {0, 18, 24, 20, 18, 12, 4, 4};

/// 1. x = question fields / non-blocked fields, in %.
inline double question_share_penalty(double x_pct) {
  const double d = std::abs(x_pct - 22.0) * 2.0;
  return d * d;
}
/// 2. x = uncrossed letters / letters, in %.
inline double uncrossed_penalty(double x_pct) {
  const double d = (std::max(20.0, x_pct) - 20.0) / 2.0;
  return d * d;
}
/// 3. share[i] = % of words of length 2..8, 9+ (index 0..7).
inline double word_lengths_penalty(const std::array<double, 8>& share_pct) {
  double sum = 0;
  for (std::size_t i = 0; i < 8; ++i) {
    const double d = share_pct[i] - kIdealLengthShare[i];
    sum += d * d;
  }
  return sum / 8.0;
}
/// 4. dead fields among `letters` letters.
inline double dead_fields_penalty(int dead, int letters) {
  return letters > 0 ? static_cast<double>(dead) / letters * 400.0 : 0.0;
}
/// 5. sum of size² over clusters of size ≥ 3, and the number of clusters (all sizes).
inline double clusters_penalty(double big_square_sum, int cluster_count) {
  return cluster_count > 0 ? big_square_sum / cluster_count * 10.0 : 0.0;
}
/// 6. x = fields with two questions / question fields, in %; 0 when there are none.
inline double double_questions_penalty(int double_fields, double x_pct) {
  if (double_fields == 0) return 0.0;
  const double d = std::abs(x_pct - 22.0);
  return d * d;
}

inline double rating(double penalty) {
  return clip(100.0 - penalty);
}

/// The shares of words of length 2..8, 9+ in % of all words.
inline std::array<double, 8> length_shares(const RatingFigures& f) {
  std::array<double, 8> share{};
  for (std::size_t b = 0; b < share.size(); ++b) share[b] = percent(f.bins[b], f.words);
  return share;
}

/// The six unclipped penalties, in SPEC order, of a grid's or a layout's figures.
inline std::array<double, 6> rating_penalties(const RatingFigures& f) {
  return {question_share_penalty(percent(f.question_fields, f.fields)),
          uncrossed_penalty(percent(f.uncrossed, f.letters)),
          word_lengths_penalty(length_shares(f)),
          // dead / letters is a fraction there: one dead letter in a hundred costs 4.
          dead_fields_penalty(f.dead, f.letters),
          clusters_penalty(static_cast<double>(f.big_square_sum), f.clusters),
          double_questions_penalty(f.double_fields, percent(f.double_fields, f.question_fields))};
}

}  // namespace cwg::arrowword::formula
