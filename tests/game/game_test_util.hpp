#pragma once
/// Shared by the game tests: where the real files are, and running the binary.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "tests/game/gcg_files.hpp"
#include "tests/need.hpp"
#include "tests/run_binary.hpp"
#include "tests/test_util.hpp"

namespace cwg::test {

inline std::filesystem::path formats_dir() {
  return std::filesystem::path(CWG_SHARED_DIR) / "formats";
}

/// The real game records of ../shared/formats/gcg, in name order.
inline std::vector<std::filesystem::path> real_gcg_files() {
  return gcg_files(formats_dir() / "gcg");
}

#define CWG_NEED_FORMATS()                                                \
  do {                                                                    \
    CWG_NEED(std::filesystem::exists(::cwg::test::formats_dir() / "gcg")) \
        << "no ../shared/formats (the shared data is absent)";            \
  } while (0)

}  // namespace cwg::test
