#pragma once
/// JSON as the commands print it.
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace cwg::cli {

/// `value` as indented JSON text, always valid UTF-8 (bytes that are not are replaced).
std::string dump_json(const nlohmann::ordered_json& value, int indent = 2);

}  // namespace cwg::cli
