#pragma once
/// What every fuzz target checks the same way: a property that must hold (a trap, so
/// libFuzzer stops and keeps the input), and a reader that either reads the bytes or refuses
/// them with an error that names the file.
#include <optional>
#include <string_view>

namespace cwg::fuzz {

/// Stops the run, keeping the input, when a property does not hold.
inline void check(bool ok) {
  if (!ok) __builtin_trap();
}

/// What `read()` returns, or nullopt when it threw `Error` with a message that starts with
/// `name` (any other exception ends the run as a finding).
template <class Error, class Read>
auto read_or_refused(std::string_view name, Read&& read) -> std::optional<decltype(read())> {
  try {
    return read();
  } catch (const Error& e) {
    check(std::string_view(e.what()).starts_with(name));
    return std::nullopt;
  }
}

}  // namespace cwg::fuzz
