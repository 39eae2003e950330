#pragma once
/// What the arrowword model's test files share: the challenge folder, questions in order, a
/// row as text, and message lists searched and shown.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/grid.hpp"
#include "grid/solution_word.hpp"
#include "grid/validate.hpp"
#include "tests/need.hpp"

namespace cwg::test {

using namespace cwg::arrowword;

namespace fs = std::filesystem;

inline fs::path challenge_dir() {
  return fs::path(CWG_SHARED_DIR) / "challenge";
}

/// Skips the calling test when the challenge data is not beside the project.
#define REQUIRE_CHALLENGE()                                     \
  do {                                                          \
    CWG_NEED(fs::is_directory(challenge_dir()))                 \
        << "no challenge data at " << challenge_dir().string(); \
  } while (0)

inline std::vector<Question> sorted(std::vector<Question> q) {
  std::sort(q.begin(), q.end());
  return q;
}

inline std::string row_text(const ArrowwordGrid& g, int r) {
  return std::string(g.fields.begin() + g.index(r, 0), g.fields.begin() + g.index(r, 0) + g.cols);
}

inline bool contains(const std::vector<std::string>& messages, const std::string& text) {
  return std::any_of(messages.begin(), messages.end(),
                     [&](const std::string& m) { return m == text; });
}

/// All messages joined, for failure output.
inline std::string joined(const std::vector<std::string>& messages) {
  std::string out;
  for (const auto& m : messages) out += "\n  " + m;
  return out;
}

inline std::unordered_set<std::string> load_word_list(const fs::path& path) {
  std::unordered_set<std::string> words;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) words.insert(line);
  }
  return words;
}

}  // namespace cwg::test
