#pragma once
/// Where a `cwg solve` run writes, checked before any work: the --out folder for the grids
/// and the --zip submission must replace no input, no word list and no file that is not an
/// earlier submission, and must be writable.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace cwg::arrowword::run {

/// Problems with where the run would write, one message each ("path: what"): `out_dir` is
/// not a folder; a grid written to out_dir would replace one of the `inputs`; the zip would
/// replace an input or the word list, or is a folder, or its folder does not exist; a folder
/// that would be written cannot be. Empty when all is well.
std::vector<std::string> output_problems(const std::vector<std::filesystem::path>& inputs,
                                         const std::filesystem::path& dict,
                                         const std::filesystem::path& out_dir,
                                         const std::filesystem::path& zip);

/// Why `folder` cannot take a new file (a file is made there and removed), or nullopt.
std::optional<std::string> not_writable(const std::filesystem::path& folder);

}  // namespace cwg::arrowword::run
