#pragma once
/// Helpers shared by the tests that run the `cwg` binary.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace cwg::test {

/// The whole file as bytes ("" when it cannot be read).
inline std::string read_all(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// `s` quoted for /bin/sh.
inline std::string quoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace cwg::test
