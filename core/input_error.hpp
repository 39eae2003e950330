#pragma once
/// Bad input is an error that names file, line and column: one type for all of cwg.
#include <stdexcept>
#include <string>

namespace cwg {

/// Thrown for any problem with user input (grid files, word lists, paths, usage).
/// what() is the complete message, e.g. "grid.cwg:3:7: expected '?', '.', 'A'-'Z', ' ' or '-'".
class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& message) : std::runtime_error(message) {}
  /// "file:line:column: message"; line and column are 1-based, 0 leaves them out.
  InputError(const std::string& file, int line, int column, const std::string& message);
};

}  // namespace cwg
