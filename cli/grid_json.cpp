#include "cli/grid_json.hpp"

#include <nlohmann/json.hpp>

namespace cwg::cli {

std::string dump_json(const nlohmann::ordered_json& value, int indent) {
  return value.dump(indent, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace cwg::cli
