#pragma once
/// What `cwg solve` shows and writes for each grid as the run goes (cli/solve_report.cpp):
/// its files under --out, its table row or JSON object on the progress board, the summary.
#include <filesystem>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "arrowword/grid.hpp"
#include "arrowword/run/results.hpp"
#include "arrowword/solver/options.hpp"
#include "arrowword/theme.hpp"
#include "arrowword/word_scores.hpp"
#include "cli/clue_flags.hpp"
#include "core/word_control.hpp"
#include "core/wordlist.hpp"

namespace cwg::cli {

/// Everything a run reads before it solves anything.
struct Inputs {
  std::vector<std::filesystem::path> files;
  std::vector<arrowword::ArrowwordGrid> grids;   ///< as read: each grid's spec
  std::vector<arrowword::ArrowwordGrid> themed;  ///< with the theme words written in (none without)
  std::vector<std::vector<arrowword::ThemePlacement>> placements;
  std::vector<ThemeWord> theme;
  WordList list;
  std::unique_ptr<ClueData> clue_data;
  arrowword::run::Requirements requirements;
};

/// The flags that decide what is printed and written.
struct Output {
  std::filesystem::path dir, zip;
  bool quiet = false, json = false, svg = false, force = false, verbose = false;
};

/// What became of one grid, for the summary.
struct Row {
  bool ok = false;         // this run made a grid that meets every requirement
  double final_score = 0;  // the grid in --out for this input after the run; 0 if none
};

/// Solves every grid as arrowword/run/plan.hpp lays the run out, each grid's files written
/// and its row printed (through the progress board, in input order) as it is done.
std::vector<Row> solve_all(const Inputs& in, const Output& out,
                           const arrowword::solver::SolverOptions& opts,
                           const std::unordered_set<std::string>& words,
                           const arrowword::WordScores& scores);

/// The mean over the grids as they now stand in --out, and what this run did; `zipped`
/// grids went into the zip.
void print_summary(const Output& out, const std::vector<Row>& rows, std::size_t zipped);

}  // namespace cwg::cli
