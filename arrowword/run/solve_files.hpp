#pragma once
/// What a `cwg solve` run reads and writes around the solving: its inputs expanded and
/// checked before any work, the theme words written into its grids, the submission zip.
#include <filesystem>
#include <string>
#include <unordered_set>
#include <vector>

#include "arrowword/grid.hpp"
#include "arrowword/theme.hpp"
#include "core/word_control.hpp"

namespace cwg::arrowword::run {

/// Files stay as given (a missing or unreadable one is reported when it is read); a folder
/// becomes its *.cwg files sorted by name. Throws one InputError naming every folder that
/// cannot be read or holds no .cwg file.
std::vector<std::filesystem::path> expand_cwg_inputs(const std::vector<std::string>& args);

/// One message per name two inputs share: their outputs in one folder would collide.
std::vector<std::string> name_collisions(const std::vector<std::filesystem::path>& files);

/// One message per theme word longer than a grid is wide and high (naming `theme_file`'s
/// line and the grid's file), theme words outer.
std::vector<std::string> theme_problems(const std::vector<ThemeWord>& theme,
                                        const std::string& theme_file,
                                        const std::vector<ArrowwordGrid>& grids,
                                        const std::vector<std::filesystem::path>& files);

/// The grids with the theme words written in before any work (grid g with seed + g), where
/// they went, and a message per grid that has no place for some of them.
struct ThemedGrids {
  std::vector<ArrowwordGrid> grids;
  std::vector<std::vector<ThemePlacement>> placements;
  std::vector<std::string> problems;  ///< "FILE: no place for the theme words: A B"
};
ThemedGrids place_theme(const std::vector<ArrowwordGrid>& grids,
                        const std::vector<std::filesystem::path>& files,
                        const std::vector<std::string>& words, std::uint64_t seed);

/// Writes the zip: every valid grid in `out_dir` named like one of `files` (checked against
/// its grid in `grids`) or like a test case in `cases` (a folder, read_cases), so re-solving
/// one grid still gives the whole submission. Returns how many grids it holds (none: no zip
/// is written).
std::size_t write_submission(const std::filesystem::path& out_dir, const std::filesystem::path& zip,
                             const std::filesystem::path& cases,
                             const std::vector<std::filesystem::path>& files,
                             const std::vector<ArrowwordGrid>& grids,
                             const std::unordered_set<std::string>& words);

}  // namespace cwg::arrowword::run
