#pragma once
/// Shared by the .puz tests: where the real files are, and reading them.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/need.hpp"
#include "tests/test_util.hpp"

namespace cwg::test {

inline std::filesystem::path puz_dir() {
  return std::filesystem::path(CWG_SHARED_DIR) / "formats" / "puz";
}

/// The rows of EXPECTED.tsv as fields, header row left out.
inline std::vector<std::vector<std::string>> expected_rows() {
  std::vector<std::vector<std::string>> rows;
  const std::string text = read_all(puz_dir() / "EXPECTED.tsv");
  std::size_t pos = text.find('\n');
  while (pos != std::string::npos && pos + 1 < text.size()) {
    const std::size_t end = text.find('\n', pos + 1);
    const std::string line =
        text.substr(pos + 1, end == std::string::npos ? std::string::npos : end - pos - 1);
    pos = end;
    if (line.empty()) continue;
    std::vector<std::string> fields;
    std::size_t from = 0;
    for (;;) {
      const std::size_t tab = line.find('\t', from);
      fields.push_back(
          line.substr(from, tab == std::string::npos ? std::string::npos : tab - from));
      if (tab == std::string::npos) break;
      from = tab + 1;
    }
    rows.push_back(fields);
  }
  return rows;
}

#define CWG_REQUIRE_PUZ_DATA()                                               \
  CWG_NEED(std::filesystem::exists(::cwg::test::puz_dir() / "EXPECTED.tsv")) \
      << "no shared .puz data at " << ::cwg::test::puz_dir()

}  // namespace cwg::test
