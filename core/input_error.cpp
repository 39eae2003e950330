#include "core/input_error.hpp"

namespace cwg {

static std::string locate(const std::string& file, int line, int column) {
  std::string where = file;
  if (line > 0) where.append(":").append(std::to_string(line));
  if (line > 0 && column > 0) where.append(":").append(std::to_string(column));
  return where;
}

InputError::InputError(const std::string& file, int line, int column, const std::string& message)
    : std::runtime_error(locate(file, line, column).append(": ").append(message)) {}

}  // namespace cwg
