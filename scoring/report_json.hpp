#pragma once
/// The JSON object of a rated grid, as `cwg score --json` writes it per grid (`cwg solve
/// --json` adds its own members): the validator's verdict, the six ratings, the score and
/// the figures behind them (README "JSON output"), mapped from the model.
#include <array>
#include <nlohmann/json_fwd.hpp>
#include <string>

#include "grid/validate.hpp"
#include "scoring/ratings.hpp"

namespace cwg::arrowword {

/// Names of the word-length bins of rating 3 (lengths 2..8, 9+).
constexpr const char* kLengthBinNames[8] = {"2", "3", "4", "5", "6", "7", "8", "9+"};

/// Words per length bin, recovered from the shares (exact: share = 100 * count / words).
std::array<int, 8> length_counts(const Ratings& r);

/// `v` rounded to `decimals` digits, as JSON prints it (the shortest form of that number).
double rounded(double v, int decimals);

/// The members file, format ("cwg"), valid, unfilled, errors, warnings, rating_names, ratings,
/// score, bonus_score and figures.
nlohmann::ordered_json grid_json(const std::string& file, const ValidationReport& check,
                                 const Ratings& ratings, double bonus);

}  // namespace cwg::arrowword
