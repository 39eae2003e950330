#pragma once
/// What a run does with the grids it made: whether a grid meets what the puzzle asks beyond
/// the rules (its theme words, its solution word), whether it replaces the grid an earlier
/// run left in the output folder (the better one is kept), and which grids of that folder
/// make up the submission.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "grid/grid.hpp"

namespace cwg::arrowword::run {

/// What a grid must hold besides being valid.
struct Requirements {
  std::vector<std::string> theme_words;  ///< each must be one of the grid's words
  std::string solution_word;             ///< letters; empty for none
};

/// The verdict on a valid grid against its Requirements.
struct Verdict {
  bool ok = false;
  std::string theme_missing;         ///< " WORD WORD": theme words not in the grid
  std::vector<int> solution_fields;  ///< the fields that spell the solution word
  std::string unspellable;           ///< why the solution word cannot be spelled
};

/// `grid` (filled, and `valid` by the validator) against `req`: checked on the grid itself,
/// not trusted from where the theme words were placed.
Verdict judge(const ArrowwordGrid& grid, bool valid, const Requirements& req);

/// A valid grid already in an output folder: its text and score.
struct KeptGrid {
  std::string text;
  double score = 0;
};

/// The grid at `path` when it is there, parses, and is valid (against `spec` when given):
/// what an earlier run left, which a new grid must beat to replace it.
std::optional<KeptGrid> valid_grid_at(const std::filesystem::path& path, const ArrowwordGrid* spec,
                                      const std::unordered_set<std::string>& words);

/// Whether the `earlier` grid stays rather than a new valid one scoring `score`: it scores
/// at least as much, and `force` does not ask for the new one anyway.
inline bool keeps_earlier(const std::optional<KeptGrid>& earlier, double score, bool force) {
  return earlier && earlier->score >= score && !force;
}

/// The .cwg files of `folder` that read as grids, by file name (none when it is no folder):
/// the test cases the submission is made of.
std::map<std::string, ArrowwordGrid> read_cases(const std::filesystem::path& folder);

/// The submission: (name, text) of every valid grid `out_dir`/name, for each name of
/// `specs` (its grid checked against the spec), in name order.
std::vector<std::pair<std::string, std::string>> submission(
    const std::filesystem::path& out_dir, const std::map<std::string, const ArrowwordGrid*>& specs,
    const std::unordered_set<std::string>& words);

}  // namespace cwg::arrowword::run
