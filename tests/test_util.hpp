#pragma once
/// Helpers shared by the tests that run the `cwg` binary: quoting, reading a file whole, and
/// one fixture for a test that writes files and runs `cwg` on them.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

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

/// What a finished command left: its exit code (-1 when a signal ended it), its standard
/// output and error, and its wall time.
struct CwgRun {
  int exit_code = -1;
  std::string out, err;
  double seconds = 0;
};

/// A fresh temporary folder per test (kept when the test failed, to look at), files written
/// into it, and commands run to the end with their output captured. Standard input is
/// /dev/null, so nothing waits for a terminal.
class CwgTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string(info->test_suite_name()) + "_" + info->name();
    std::replace(name.begin(), name.end(), '/', '_');
    dir_ = std::filesystem::temp_directory_path() /
           ("cwg_test_" + std::to_string(::getpid()) + "_" + name);
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

  /// Runs a /bin/sh command line to the end.
  CwgRun shell(const std::string& command) const {
    const std::filesystem::path out = dir_ / "stdout.txt", err = dir_ / "stderr.txt";
    const auto start = std::chrono::steady_clock::now();
    const int status = std::system(
        (command + " >" + quoted(out.string()) + " 2>" + quoted(err.string()) + " </dev/null")
            .c_str());
    CwgRun run;
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    run.out = read_all(out);
    run.err = read_all(err);
    return run;
  }
  /// Runs `cwg ARGS...`, each argument quoted.
  CwgRun cwg(const std::vector<std::string>& args) const {
    std::string command = quoted(CWG_BINARY);
    for (const auto& a : args) command += " " + quoted(a);
    return shell(command);
  }

  std::filesystem::path dir_;
};

}  // namespace cwg::test
