#include "solver/run/outputs.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>

namespace cwg::arrowword::run {

namespace fs = std::filesystem;

namespace {

/// Are a and b the same existing file (through links too)?
bool same_file(const fs::path& a, const fs::path& b) {
  std::error_code ec;
  return fs::exists(a, ec) && fs::exists(b, ec) && fs::equivalent(a, b, ec);
}

void out_dir_problems(const std::vector<fs::path>& inputs, const fs::path& out_dir,
                      std::vector<std::string>& problems) {
  std::error_code ec;
  if (fs::exists(out_dir, ec) && !fs::is_directory(out_dir, ec))
    problems.push_back(out_dir.string() + ": --out names a file, expected a folder");
  for (const auto& input : inputs)
    if (same_file(out_dir / input.filename(), input))
      problems.push_back(input.string() + ": --out " + out_dir.string() +
                         " would overwrite this input; choose another folder");
}

void zip_problems(const std::vector<fs::path>& inputs, const fs::path& dict, const fs::path& zip,
                  std::vector<std::string>& problems) {
  std::error_code ec;
  for (const auto& input : inputs)
    if (same_file(zip, input))
      problems.push_back(input.string() + ": --zip " + zip.string() +
                         " would overwrite this input; choose another name");
  if (same_file(zip, dict))
    problems.push_back(zip.string() + ": --zip would overwrite the word list");
  if (fs::is_directory(zip, ec)) {
    problems.push_back(zip.string() + ": --zip names a folder, expected a file");
  } else if (fs::is_regular_file(zip, ec) && fs::file_size(zip, ec) > 0) {
    // Replacing an earlier submission is fine; replacing some other file is a slip.
    std::ifstream in(zip, std::ios::binary);
    char magic[2] = {0, 0};
    in.read(magic, 2);
    if (magic[0] != 'P' || magic[1] != 'K')
      problems.push_back(zip.string() + ": --zip would overwrite a file that is not a zip");
  }
  const fs::path zip_folder = zip.parent_path();
  if (!zip_folder.empty() && !fs::is_directory(zip_folder, ec))
    problems.push_back(zip.string() + ": --zip's folder " + zip_folder.string() +
                       " does not exist");
  else if (auto why = not_writable(zip_folder.empty() ? fs::path(".") : zip_folder))
    problems.push_back(zip.string() + ": --zip's folder cannot be written: " + *why);
}

void writable_problems(const fs::path& out_dir, std::vector<std::string>& problems) {
  std::error_code ec;
  if (!fs::exists(out_dir, ec)) {
    // The nearest existing folder above it must take the new folders.
    fs::path above = out_dir.parent_path();
    while (!above.empty() && !fs::exists(above, ec)) above = above.parent_path();
    if (auto why = not_writable(above.empty() ? fs::path(".") : above))
      problems.push_back(out_dir.string() + ": --out cannot be made: " + *why);
  } else if (fs::is_directory(out_dir, ec)) {
    if (auto why = not_writable(out_dir))
      problems.push_back(out_dir.string() + ": --out cannot be written: " + *why);
  }
}

}  // namespace

std::vector<std::string> output_problems(const std::vector<fs::path>& inputs, const fs::path& dict,
                                         const fs::path& out_dir, const fs::path& zip) {
  std::vector<std::string> problems;
  out_dir_problems(inputs, out_dir, problems);
  zip_problems(inputs, dict, zip, problems);
  writable_problems(out_dir, problems);
  return problems;
}

std::optional<std::string> not_writable(const fs::path& folder) {
  // Asking the file system beats reading permission bits: it knows read-only mounts,
  // ACLs and root's exemptions.
  const fs::path probe = folder / (".cwg-write-probe-" + std::to_string(::getpid()));
  std::ofstream out(probe, std::ios::binary);
  if (!out) return std::string(std::strerror(errno));
  out.close();
  std::error_code ec;
  fs::remove(probe, ec);
  return std::nullopt;
}

}  // namespace cwg::arrowword::run
