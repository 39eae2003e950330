#pragma once
/// JSON as the commands print it; the object of a rated grid is arrowword's (report_json).
#include <nlohmann/json.hpp>
#include <string>

#include "arrowword/report_json.hpp"

namespace cwg::cli {

using arrowword::grid_json;
using arrowword::kLengthBinNames;
using arrowword::length_counts;
using arrowword::rounded;

/// `value` as indented JSON text, always valid UTF-8 (bytes that are not are replaced).
std::string dump_json(const nlohmann::ordered_json& value, int indent = 2);

}  // namespace cwg::cli
