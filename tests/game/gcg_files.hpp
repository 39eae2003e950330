#pragma once
/// The .gcg records of a folder in name order: the tests' real records and the tools that
/// write their positions for a peer (record_cgp, endgame_cgp) walk them alike.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
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

/// The records of the folder a tool's one argument names; the usage and exit 2 otherwise.
inline std::vector<std::filesystem::path> gcg_files_of_argument(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s GCG_DIR\n", argv[0]);
    std::exit(2);
  }
  return gcg_files(argv[1]);
}

}  // namespace cwg::test
