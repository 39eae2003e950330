#include "cli/inputs.hpp"

#include <algorithm>

#include "common/input_error.hpp"

#ifndef CWG_SOURCE_DIR
#define CWG_SOURCE_DIR "."
#endif

namespace cwg::cli {

namespace fs = std::filesystem;

fs::path default_wordlist() {
  const fs::path local = fs::path("useful") / "wordlist.txt";
  std::error_code ec;
  if (fs::exists(local, ec)) return local;
  return fs::path(CWG_SOURCE_DIR) / "useful" / "wordlist.txt";
}

std::vector<fs::path> expand_cwg_inputs(const std::vector<std::string>& args) {
  std::vector<fs::path> files;
  for (const auto& arg : args) {
    const fs::path path(arg);
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
      std::vector<fs::path> found;
      for (const auto& entry : fs::directory_iterator(path, ec))
        if (entry.path().extension() == ".cwg" && !fs::is_directory(entry.path(), ec))
          found.push_back(entry.path());
      if (ec) throw InputError(arg, 0, 0, "folder cannot be read");
      if (found.empty()) throw InputError(arg, 0, 0, "folder holds no .cwg file");
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::exists(path, ec)) {
      files.push_back(path);
    } else {
      throw InputError(arg, 0, 0, "no such file or folder");
    }
  }
  return files;
}

std::unordered_set<std::string> word_set(const std::vector<std::string>& words) {
  std::unordered_set<std::string> set;
  set.reserve(words.size());  // one allocation of buckets instead of a rehash per doubling
  set.insert(words.begin(), words.end());
  return set;
}

}  // namespace cwg::cli
