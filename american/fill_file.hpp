#pragma once
/// A black-square grid file (.txt or .puz) to fill, and the outputs of its fill: the grid
/// checked, written as text or as the .puz with its solution and clues, and the clue sheet.
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "american/fill_grid.hpp"
#include "clues/sources.hpp"
#include "formats/puz/puz.hpp"

namespace cwg::american {

/// A grid file to fill: the .puz it came from (none for a .txt) and its fill problem.
struct LayoutFile {
  std::optional<puz::Puzzle> puzzle;
  GridProblem grid;
};

/// The grid of a .txt or a .puz file and its problem; InputError naming `path` when bad.
LayoutFile load_layout_file(const std::string& path);

/// Where a filled grid goes and with which clues.
struct FillOutputs {
  std::string out;                             ///< the file; empty: the text is returned
  bool to_puz = false;                         ///< `out` is a .puz (from a .puz input)
  const clues::ClueData* clue_data = nullptr;  ///< the --clue or --clues sources, or none
  bool clue_sheet = false;                     ///< write OUT.clues.tsv beside `out` (--clue)
  std::uint64_t seed = 0;                      ///< the clue sheet's choice
};

/// What writing a fill gave: the check's errors and the warnings, each "error: ..." or
/// "warning: ...", in the order they arose; the grid's text when there is no `out`.
struct FilledFile {
  bool valid = true;  ///< the check found nothing wrong
  std::vector<std::string> messages;
  std::string text;
};

/// Checks `filled` (against the layout and `words`, by code the fill does not share) and
/// writes it: the clue sheet first (its clues go into a .puz), then the grid or the .puz
/// with the fill as its solution, every checksum written anew; `file.puzzle` is changed.
/// `path` (the input) names the file in errors.
FilledFile write_filled(LayoutFile& file, const txt::Grid& filled,
                        const std::unordered_set<std::string>& words, const FillOutputs& out,
                        const std::string& path);

}  // namespace cwg::american
