#include "scoring/report_json.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

namespace cwg::arrowword {

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

double rounded(double v, int decimals) {
  const double scale = std::pow(10.0, decimals);
  return std::round(v * scale) / scale;
}

nlohmann::ordered_json grid_json(const std::string& file, const ValidationReport& check,
                                 const Ratings& r, double bonus) {
  using nlohmann::ordered_json;
  auto numbers = [](const auto& values) {
    ordered_json a = ordered_json::array();
    for (double v : values) a.push_back(rounded(v, kDecimals));
    return a;
  };
  const auto counts = length_counts(r);
  int in_bins = 0;
  for (int n : counts) in_bins += n;
  ordered_json g;
  g["file"] = file;
  g["format"] = "cwg";
  g["valid"] = check.valid();
  g["unfilled"] = check.unfilled;
  g["errors"] = check.errors;
  g["warnings"] = check.warnings;
  g["rating_names"] = ordered_json::array();
  for (const char* name : kRatingNames) g["rating_names"].push_back(name);
  g["ratings"] = numbers(r.value);
  g["score"] = rounded(r.score, kDecimals);
  g["bonus_score"] = rounded(bonus, kDecimals);
  ordered_json& f = g["figures"];
  f["fields"] = r.fields;
  f["question_fields"] = r.question_fields;
  f["letters"] = r.letters;
  f["words"] = r.words;
  f["uncrossed"] = r.uncrossed;
  f["dead"] = r.dead;
  f["double_fields"] = r.double_fields;
  f["question_pct"] = rounded(r.question_pct, kDecimals);
  f["uncrossed_pct"] = rounded(r.uncrossed_pct, kDecimals);
  f["double_pct"] = rounded(r.double_pct, kDecimals);
  f["length_bins"] = kLengthBinNames;
  f["length_counts"] = counts;
  f["length_share"] = numbers(r.length_share);
  f["one_letter_words"] = r.words - in_bins;
  f["cluster_sizes"] = r.cluster_sizes;
  return g;
}

}  // namespace cwg::arrowword
