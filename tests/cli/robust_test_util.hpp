#pragma once
/// What the robustness tests share: the challenge paths, a look for leftover temporary
/// files, and their fixture.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
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
#include <vector>

#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "dict/wordlist.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/grid.hpp"
#include "solver/run/zip.hpp"
#include "tests/test_util.hpp"

namespace cwg::test {

using namespace cwg::arrowword;

namespace fs = std::filesystem;
using namespace std::string_literals;
using Clock = std::chrono::steady_clock;

inline const fs::path kChallenge = fs::path(CWG_SHARED_DIR) / "challenge";
inline const fs::path kChallengeDict = kChallenge / "useful" / "wordlist.txt";
inline const fs::path kTestCases = kChallenge / "test_cases";

/// How soon `cwg` must stop after a signal: within a second (the design polls the stop flag
/// often), for the program under test. An instrumented cwg runs several times slower and gets
/// 3 s; the e2e stage runs these tests against the Release program (CWG_TEST_BINARY): 1 s.
inline double stop_seconds() {
#ifdef CWG_SANITIZED
  const char* other = std::getenv("CWG_TEST_BINARY");
  return other != nullptr && *other != '\0' ? 1.0 : 3.0;
#else
  return 1.0;
#endif
}

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

/// The shared fixture (tests/test_util.hpp): a fresh folder per test.
class Robust : public cwg::test::CwgTest {};

}  // namespace cwg::test
