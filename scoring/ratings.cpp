// The six ratings of SPEC.md: the figures come from grid_figures() (figures.cpp, where the
// choices SPEC.md leaves open are written down), the formulas from formulas.hpp. Divisions
// by zero take the value the formula tends to with nothing to count: no non-blocked field →
// question share 0 (rating 0, as for any grid without questions); no letter → uncrossed
// share 0 and no dead field (ratings 100); no word → every length share 0 (the formula gives
// 100 - 1800/8, clipped to 0); no cluster → no cluster penalty (100); no double field → 100,
// as SPEC says.
#include "scoring/ratings.hpp"

#include "scoring/figures.hpp"
#include "scoring/formulas.hpp"

namespace cwg::arrowword {

const std::array<const char*, kRatingCount> kRatingNames = {
    "question_fields", "uncrossed", "word_lengths", "dead_fields", "clusters", "double_questions"};

Ratings rate(const ArrowwordGrid& grid) {
  Ratings out;
  RatingFigures& f = out;
  f = grid_figures(grid, nullptr, &out.cluster_sizes);
  out.question_pct = formula::percent(f.question_fields, f.fields);
  out.uncrossed_pct = formula::percent(f.uncrossed, f.letters);
  out.double_pct = formula::percent(f.double_fields, f.question_fields);
  out.length_share = formula::length_shares(f);
  const auto penalty = formula::rating_penalties(f);
  double sum = 0;
  for (std::size_t k = 0; k < penalty.size(); ++k) {
    out.value[k] = formula::rating(penalty[k]);
    sum += out.value[k];
  }
  out.score = sum / kRatingCount;
  return out;
}

}  // namespace cwg::arrowword
