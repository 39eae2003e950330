#pragma once
/// Writing the submission zip with libzip: files at its top level, written to a temporary
/// name in the same folder and renamed into place.
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace cwg::arrowword::run {

/// entries: (name inside the zip, content). Throws InputError naming the zip on failure.
void write_zip(const std::filesystem::path& path,
               const std::vector<std::pair<std::string, std::string>>& entries);

}  // namespace cwg::arrowword::run
