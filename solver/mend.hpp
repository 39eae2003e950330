#pragma once
/// The mend (issue 27, clues-de14): a filled grid's words whose clue would be unsure (a
/// GridCheck names them) are filled anew, the layout and the rest of the fill kept, so the
/// grid's score stays. Also the fill's helpers the solve shares with it.
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "core/stop.hpp"
#include "dict/dictionary.hpp"
#include "fill/fill.hpp"
#include "solver/layout.hpp"
#include "solver/options.hpp"
#include "solver/solver.hpp"

namespace cwg::arrowword::solver {

/// The grid of `layout` with `words` filled by `solution` (word indices of `dict`, per slot).
ArrowwordGrid filled_grid(const Layout& layout, const std::vector<LayoutWord>& words,
                          const fill::FillProblem& problem, const std::vector<int>& solution,
                          const Dictionary& dict);

/// `word` may no longer fill a slot of `problem` (a word not in `dict` needs nothing).
void ban(fill::FillProblem& problem, const Dictionary& dict, const std::string& word);

/// Rounds of the mend: round r frees the weak words' slots and the words within r + 1
/// crossings of them (fill::FillOptions::partial_radius; an arrowword's letters are nearly all
/// crossed, so a slot freed alone could only take its own word again). One: a second round
/// (their crossings' crossings too) cost 21 % more CPU for 17.7 -> 17.6 % of clues under 40
/// (bench/RESULTS.md, clues-de14).
constexpr int kMendRounds = 1;

/// What the mend works on: one attempt's layout, fill problem and fill settings.
struct MendJob {
  const Layout& layout;
  const std::vector<LayoutWord>& words;
  fill::FillProblem& problem;  ///< its bans grow with the weak words found
  const Dictionary& dict;
  const SolverOptions& opts;
  fill::FillOptions fill_opts;
  const GridCheck& check;  ///< the words that may not stay (--clued-only); may be empty
  const GridCheck& weak;   ///< the words whose clue would be unsure
  const StopToken& stop;
  Rng& rng;
  std::vector<double>& weights;
  fill::FillStats& stats;
};

/// Mends `solution` (a fill of job.problem): for kMendRounds rounds, the words job.weak names
/// are banned and their slots filled anew with their crossings;
/// a fill is kept only when job.weak names fewer words in it and job.check none. Bounded by
/// work (rounds, opts.fill_restarts), drawing from the attempt's `rng`: the same grid for a
/// seed on any machine unless `stop` fires. Returns the grid, mended or not.
ArrowwordGrid mend_weak_words(const MendJob& job, std::vector<int> solution);

}  // namespace cwg::arrowword::solver
