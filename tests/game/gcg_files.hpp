#pragma once
/// The .gcg records of a folder in name order: the tests' real records and the tools that
/// write their positions for a peer (record_cgp, endgame_cgp) walk them alike.
#include <algorithm>
#include <filesystem>
#include <vector>

namespace cwg::test {

inline std::vector<std::filesystem::path> gcg_files(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".gcg") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace cwg::test
