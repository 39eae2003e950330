#include "cli/grid_json.hpp"

#include <array>
#include <cmath>

namespace cwg::cli {

namespace {

/// Enough decimals that a reader can recompute the score from the ratings.
constexpr int kDecimals = 6;
}  // namespace

std::array<int, 8> length_counts(const Ratings& r) {
  std::array<int, 8> counts{};
  for (std::size_t b = 0; b < counts.size(); ++b)
    counts[b] = static_cast<int>(std::lround(r.length_share[b] * r.words / 100.0));
  return counts;
}

void write_grid_members(json::Writer& w, const std::string& file, const ValidationReport& check,
                        const Ratings& r, double bonus) {
  w.key("file").value(file);
  w.key("valid").value(check.valid());
  w.key("unfilled").value(check.unfilled);
  w.key("errors").strings(check.errors);
  w.key("warnings").strings(check.warnings);
  w.key("rating_names").begin_array(true);
  for (const char* name : kRatingNames) w.value(name);
  w.end_array();
  w.key("ratings").begin_array(true);
  for (double v : r.value) w.value(v, kDecimals);
  w.end_array();
  w.key("score").value(r.score, kDecimals);
  w.key("bonus_score").value(bonus, kDecimals);

  const auto counts = length_counts(r);
  int in_bins = 0;
  for (int n : counts) in_bins += n;
  w.key("figures").begin_object();
  w.key("fields").value(r.fields);
  w.key("question_fields").value(r.question_fields);
  w.key("letters").value(r.letters);
  w.key("words").value(r.words);
  w.key("uncrossed").value(r.uncrossed);
  w.key("dead").value(r.dead);
  w.key("double_fields").value(r.double_fields);
  w.key("question_pct").value(r.question_pct, kDecimals);
  w.key("uncrossed_pct").value(r.uncrossed_pct, kDecimals);
  w.key("double_pct").value(r.double_pct, kDecimals);
  w.key("length_bins").begin_array(true);
  for (const char* name : kLengthBinNames) w.value(name);
  w.end_array();
  w.key("length_counts").begin_array(true);
  for (int n : counts) w.value(n);
  w.end_array();
  w.key("length_share").begin_array(true);
  for (double s : r.length_share) w.value(s, kDecimals);
  w.end_array();
  w.key("one_letter_words").value(r.words - in_bins);
  w.key("cluster_sizes").begin_array(true);
  for (int size : r.cluster_sizes) w.value(size);
  w.end_array();
  w.end_object();
}

}  // namespace cwg::cli
