#pragma once
/// The JSON object `cwg score --json` writes per grid, as members a command can add to:
/// `cwg solve --json` writes the same ones plus its own (time, restarts, seed).
#include <string>

#include "cli/json.hpp"
#include "arrowword/validate.hpp"
#include "arrowword/ratings.hpp"

#include <array>

namespace cwg::cli {

/// Names of the word-length bins of rating 3 (lengths 2..8, 9+).
constexpr const char* kLengthBinNames[8] = {"2", "3", "4", "5", "6", "7", "8", "9+"};

/// Words per length bin, recovered from the shares (exact: share = 100 * count / words).
std::array<int, 8> length_counts(const Ratings& r);

/// Writes the members file, valid, unfilled, errors, warnings, rating_names, ratings, score,
/// bonus_score and figures into the object `w` has open.
void write_grid_members(json::Writer& w, const std::string& file, const ValidationReport& check,
                        const Ratings& ratings, double bonus);

}  // namespace cwg::cli
