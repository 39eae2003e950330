#pragma once
/// What `cwg solve` prints for each grid as it is done: its table row (with the errors,
/// warnings and search figures under it) or its JSON object, and the summary of the run.
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "solver/run/batch.hpp"
#include "solver/run/results.hpp"
#include "solver/theme.hpp"

namespace cwg::arrowword::run {

/// What became of one grid, for its row.
struct GridRow {
  std::string name;    ///< the input's file name
  std::string file;    ///< the input as given
  std::string output;  ///< its grid's place in --out
  const BatchOutcome* outcome = nullptr;
  std::optional<KeptGrid> earlier;  ///< the valid grid an earlier run left there
  std::optional<KeptGrid> kept;     ///< that one, when it stays
  Verdict verdict;
  double bonus = 0;
  double word_score_mean = 0;  ///< of the grid made (the list's own scores)
  std::vector<ThemePlacement> theme;
  std::string clue_note;  ///< "no clue for ..." of its clue sheet, if any
};

/// The table's header line.
std::string table_header();

/// The row of a grid: its ratings, score, bonus, time, attempts, seed and mean word score
/// (or why there is no fill), then a line per error and warning; with `verbose` the search's
/// figures. `solution_word` names the word in the error when the grid cannot spell it.
std::string table_row(const GridRow& row, const std::string& solution_word, bool verbose);

/// The grid's object of `cwg solve --json`: cwg score's (file: the input) plus output,
/// time_s, restarts, seed, word_score_mean, theme, written and kept_earlier.
nlohmann::ordered_json json_row(const GridRow& row);

/// What one grid came to, for the summary.
struct Tally {
  bool ok = false;         ///< this run made a grid that meets every requirement
  double final_score = 0;  ///< the grid in --out for this input after the run; 0 if none
};

/// The mean over the grids as they now stand in `dir`, and what this run did; `zipped`
/// grids went into `zip` (none: nothing written).
std::string summary(const std::vector<Tally>& tallies, const std::string& dir,
                    const std::string& zip, std::size_t zipped);

}  // namespace cwg::arrowword::run
