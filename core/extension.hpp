#pragma once
/// The extension of a file's name in lower case, by which inputs and outputs are told apart.
#include <cctype>
#include <filesystem>
#include <string>

namespace cwg {

/// The file name's extension in lower case, with its dot (".puz"); "" when it has none.
inline std::string lower_extension(const std::filesystem::path& path) {
  std::string ext = path.extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

}  // namespace cwg
