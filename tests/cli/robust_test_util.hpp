#pragma once
/// What the robustness tests share: the challenge paths, a look for leftover temporary
/// files, and the fixture that also starts `cwg` in the background (to interrupt it).
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "arrowword/grid.hpp"
#include "arrowword/run/zip.hpp"
#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/wordlist.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "tests/test_util.hpp"

namespace cwg::test {

using namespace cwg::arrowword;

namespace fs = std::filesystem;
using namespace std::string_literals;
using Clock = std::chrono::steady_clock;

inline const fs::path kChallenge = fs::path(CWG_SHARED_DIR) / "challenge";
inline const fs::path kChallengeDict = kChallenge / "useful" / "wordlist.txt";
inline const fs::path kTestCases = kChallenge / "test_cases";

#ifdef CWG_SANITIZED
// Instrumented builds run several times slower; the bound is about the design (the flag is
// polled often), not about the speed of the machine.
constexpr double kStopSeconds = 3.0;
#else
constexpr double kStopSeconds = 1.0;
#endif

/// A small word list: the commands get this far only when the grid is at fault.
constexpr const char* kWords = "abc\nbcd\ncde\nab\nbc\nde\nfg\n";
/// The README's 3x3 as a layout, and a word list that fills it.
constexpr const char* kReadmeLayout = "3\n3\n?.?\n?..\n?..\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";
constexpr const char* kReadmeWords = "lea\nid\nei\nad\n";

/// Every file under `dir` (recursively) whose name ends in the temporary suffix.
inline std::vector<std::string> temp_files(const fs::path& dir) {
  std::vector<std::string> found;
  std::error_code ec;
  if (!fs::exists(dir, ec)) return found;
  for (const auto& e : fs::recursive_directory_iterator(dir, ec)) {
    const std::string name = e.path().filename().string();
    if (name.find(cwg::kTempSuffix) != std::string::npos || name.find(".tmp") != std::string::npos)
      found.push_back(e.path().string());
  }
  return found;
}

inline std::vector<std::string> names_in(const fs::path& dir) {
  std::vector<std::string> names;
  std::error_code ec;
  if (!fs::exists(dir, ec)) return names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

/// The shared fixture (tests/test_util.hpp) plus a command started in the background.
class Robust : public cwg::test::CwgTest {
 protected:
  /// Starts `cwg ARGS...` (stdout and stderr to files in the test folder); returns its pid.
  pid_t start_cwg(const std::vector<std::string>& args) {
    const std::string out = path("stdout.txt"), err = path("stderr.txt");
    const pid_t pid = ::fork();
    if (pid == 0) {
      const int o = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      const int e = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      const int in = ::open("/dev/null", O_RDONLY);
      if (o < 0 || e < 0 || in < 0) ::_exit(127);
      ::dup2(o, 1);
      ::dup2(e, 2);
      ::dup2(in, 0);
      std::vector<char*> argv;
      argv.push_back(const_cast<char*>(CWG_BINARY));
      for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      ::execv(CWG_BINARY, argv.data());
      ::_exit(127);
    }
    return pid;
  }

  /// Waits for `pid` at most `limit` seconds (then kills it); fills exit code and time.
  CwgRun wait_cwg(pid_t pid, double limit) {
    CwgRun run;
    const auto start = Clock::now();
    int status = 0;
    for (;;) {
      const pid_t done = ::waitpid(pid, &status, WNOHANG);
      run.seconds = std::chrono::duration<double>(Clock::now() - start).count();
      if (done == pid) break;
      if (run.seconds > limit) {
        ::kill(pid, SIGKILL);
        ::waitpid(pid, &status, 0);
        ADD_FAILURE() << "cwg did not end within " << limit << " s; killed";
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (WIFSIGNALED(status)) run.exit_code = 128 + WTERMSIG(status);
    run.out = read_all(dir_ / "stdout.txt");
    run.err = read_all(dir_ / "stderr.txt");
    return run;
  }
};

}  // namespace cwg::test
