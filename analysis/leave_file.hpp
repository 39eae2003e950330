#pragma once
/// Leave files on disk: CSV `leave,value`, gzip-compressed when the name ends in .gz (the
/// committed English table is large), and the table `--leaves default` names.
#include <filesystem>
#include <string>

#include "game/leaves.hpp"
#include "game/tiles.hpp"

namespace cwg::analysis {

/// The committed English leave table, data/leaves/english.csv.gz of the checkout (found as
/// checkout_file finds it: here, else above the running program).
std::filesystem::path default_leaves_path();

/// Reads a leave file; InputError naming the file (and the line of a malformed entry).
game::Leaves load_leaves(const std::filesystem::path& path, const game::Distribution& dist);

/// Writes a leave file atomically (gzip when the name ends in .gz).
void save_leaves(const std::filesystem::path& path, const game::Leaves& leaves,
                 const game::Distribution& dist);

/// What `--leaves` (or a play setting's `leaves=`) names: "none" (empty table), "default"
/// (default_leaves_path) or a file.
game::Leaves leaves_named(const std::string& name, const game::Distribution& dist);

}  // namespace cwg::analysis
