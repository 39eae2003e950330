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

/// A file in a fresh temporary folder holding `bytes`; the folder goes with the test.
class TempDir {
 public:
  TempDir() {
    path_ = std::filesystem::temp_directory_path() /
            ("cwg_game_" + std::to_string(::getpid()) + "_" + std::to_string(counter()++));
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  std::filesystem::path write(const std::string& name, const std::string& bytes) const {
    const auto p = path_ / name;
    std::FILE* f = std::fopen(p.c_str(), "wb");
    if (f) {
      std::fwrite(bytes.data(), 1, bytes.size(), f);
      std::fclose(f);
    }
    return p;
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  static int& counter() {
    static int n = 0;
    return n;
  }
  std::filesystem::path path_;
};

}  // namespace cwg::test
