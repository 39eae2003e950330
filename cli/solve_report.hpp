#pragma once
/// What `cwg solve` writes for each grid as the run goes (cli/solve_report.cpp): its files
/// under --out, and its row (arrowword/run/solve_rows.hpp) printed through the progress board.
#include <filesystem>
#include <string>
#include <unordered_set>
#include <vector>

#include "arrowword/run/solve_files.hpp"
#include "arrowword/run/solve_rows.hpp"
#include "arrowword/solver/options.hpp"
#include "arrowword/word_scores.hpp"

namespace cwg::cli {

using Inputs = arrowword::run::SolveInputs;

/// The flags that decide what is printed and written.
struct Output {
  std::filesystem::path dir, zip;
  bool quiet = false, json = false, svg = false, force = false, verbose = false;
};

/// Solves every grid as arrowword/run/plan.hpp lays the run out, each grid's files written
/// and its row printed (through the progress board, in input order) as it is done.
std::vector<arrowword::run::Tally> solve_all(const Inputs& in, const Output& out,
                                             const arrowword::solver::SolverOptions& opts,
                                             const std::unordered_set<std::string>& words,
                                             const arrowword::WordScores& scores);

}  // namespace cwg::cli
