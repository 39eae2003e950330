#pragma once
/// The JSON object `cwg score --json` writes per grid: `cwg solve --json` writes the same
/// members plus its own (time, restarts, seed).
#include <array>
#include <nlohmann/json.hpp>
#include <string>

#include "arrowword/ratings.hpp"
#include "arrowword/validate.hpp"

namespace cwg::cli {

/// Names of the word-length bins of rating 3 (lengths 2..8, 9+).
constexpr const char* kLengthBinNames[8] = {"2", "3", "4", "5", "6", "7", "8", "9+"};

/// Words per length bin, recovered from the shares (exact: share = 100 * count / words).
std::array<int, 8> length_counts(const arrowword::Ratings& r);

/// `v` rounded to `decimals` digits, as JSON prints it (the shortest form of that number).
double rounded(double v, int decimals);

/// The members file, format ("cwg"), valid, unfilled, errors, warnings, rating_names, ratings,
/// score, bonus_score and figures.
nlohmann::ordered_json grid_json(const std::string& file, const arrowword::ValidationReport& check,
                                 const arrowword::Ratings& ratings, double bonus);

/// `value` as indented JSON text, always valid UTF-8 (bytes that are not are replaced).
std::string dump_json(const nlohmann::ordered_json& value, int indent = 2);

}  // namespace cwg::cli
