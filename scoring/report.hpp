#pragma once
/// A grid's verdict and rating as `cwg score` reports it: the validator's messages (and the
/// check against the test case it was made from), the six ratings, the bonus score, and the
/// text table of a set of them.
#include <filesystem>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <unordered_set>
#include <vector>

#include "grid/grid.hpp"
#include "grid/validate.hpp"
#include "scoring/ratings.hpp"

namespace cwg::arrowword {

struct GridReport {
  std::string file;
  ValidationReport check;
  Ratings ratings;
  double bonus = 0;  ///< bonus_score: the score, with the bonus when valid and filled
};

/// Validates `grid` (with the word list `words`, nullptr for none; against `spec`, the empty
/// test case, when given) and rates it.
GridReport check_and_rate(std::string file, const ArrowwordGrid& grid,
                          const std::unordered_set<std::string>* words,
                          const ArrowwordGrid* spec = nullptr);

/// The text `cwg score` prints: a row per grid (valid, the six ratings, score, bonus), then
/// per grid its figures, word lengths and clusters, unfilled fields, errors and warnings.
std::string report_table(const std::vector<GridReport>& reports);

/// The JSON array `cwg score --json` prints: grid_json of each report, in order.
nlohmann::ordered_json reports_json(const std::vector<GridReport>& reports);

/// The spec grid of `file` (the empty test case it was made from): `spec` itself, or the file
/// of the same name in the folder `spec`. Throws InputError naming `file` when the folder has
/// none.
std::filesystem::path spec_file(const std::filesystem::path& file,
                                const std::filesystem::path& spec);

}  // namespace cwg::arrowword
