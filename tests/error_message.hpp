#pragma once
/// The message of the InputError a call throws: what the tests of a command's refusals
/// compare, one helper for all of them.
#include <functional>
#include <string>

#include "core/input_error.hpp"

namespace cwg::test {

/// What `f` throws as InputError ("" when it throws none).
inline std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace cwg::test
