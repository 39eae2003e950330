#pragma once
/// Helpers shared by the tests that run the `cwg` binary: quoting, reading a file whole, and
/// one fixture for a test that writes files and runs `cwg` on them (with run_binary.hpp).
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "tests/run_binary.hpp"

namespace cwg::test {

/// The whole file as bytes ("" when it cannot be read).
inline std::string read_all(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// `name` in the temporary folder with this process's id in front: a fixed name there is
/// shared by every test process at once (two test trees, ctest -j), and one test's file
/// was read back as another's (a clean clone's ASan stage saw it).
inline std::filesystem::path temp_path(const std::string& name) {
  return std::filesystem::temp_directory_path() /
         ("cwg_test_" + std::to_string(::getpid()) + "_" + name);
}

/// `s` quoted for /bin/sh.
inline std::string quoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

/// A fresh temporary folder per test (kept when the test failed, to look at) and files
/// written into it; programs run in it through run_binary.hpp (run_cwg, run_program).
class CwgTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string(info->test_suite_name()) + "_" + info->name();
    std::replace(name.begin(), name.end(), '/', '_');
    dir_ = temp_path(name);
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    if (!dir_.empty() && !HasFailure()) std::filesystem::remove_all(dir_, ec);
  }

  /// Writes `text` to `name` (folders made as needed) in the test's folder.
  std::filesystem::path write(const std::string& name, const std::string& text) const {
    const std::filesystem::path p = dir_ / name;
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
    return p;
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  std::filesystem::path dir_;
};

/// A file in a fresh temporary folder holding `bytes`; the folder goes with the test.
class TempDir {
 public:
  TempDir() {
    path_ = temp_path(std::to_string(counter()++));
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

/// `name` in a folder of this process's own that goes when the process ends: for the files a
/// test writes and does not remove itself (temp_path's stay where a test leaves them).
inline std::filesystem::path scratch_path(const std::string& name) {
  static const TempDir dir;
  return dir.path() / name;
}

}  // namespace cwg::test
