#pragma once
/// What `cwg score` reads and checks: every grid (and its spec) read before any is checked,
/// then each one validated and rated.
#include <filesystem>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "grid/grid.hpp"
#include "scoring/report.hpp"

namespace cwg::arrowword::run {

/// The grids of `files` and, with `spec` (a file or folder, spec_file), each one's spec.
struct ScoreInputs {
  std::vector<ArrowwordGrid> grids;
  std::vector<std::optional<ArrowwordGrid>> specs;
};

/// Reads every grid and spec before any is checked, so that one unreadable file ends the run
/// (InputError) before any report; a `spec` that does not exist is named first.
ScoreInputs read_score_inputs(const std::vector<std::filesystem::path>& files,
                              const std::optional<std::filesystem::path>& spec);

/// Each grid of `in` (named by `files`) validated with `words` against its spec and rated.
std::vector<GridReport> score_grids(const std::vector<std::filesystem::path>& files,
                                    const ScoreInputs& in,
                                    const std::unordered_set<std::string>& words);

}  // namespace cwg::arrowword::run
