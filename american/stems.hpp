#pragma once
/// No two entries of one American grid share a stem (ERR beside ERRED, STOP beside STOPS):
/// an editor's rule (issue 27). The fill is asked again with the longer word of each such
/// pair banned, a few rounds; a grid that keeps a pair is still a fill.
#include <atomic>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "american/fill_grid.hpp"

namespace cwg::american {

/// Whether `longer` is `shorter` plus a regular English ending: S, ES, ED, D, ING, ER,
/// ERS, EST, after a doubled consonant, a dropped E or a Y turned to I too.
bool extends_stem(std::string_view longer, std::string_view shorter);

/// The words of `words` that extend another word of it (extends_stem), each once.
std::vector<std::string> stem_extensions(const std::vector<std::string>& words);

/// How many times the fill is asked again for a grid without such pairs.
constexpr int kStemRounds = 6;

/// fill_layout, then, while the fill has words that extend another of its words, again with
/// those banned (up to kStemRounds more fills, each with the whole time `stop` leaves); the
/// last fill without such a pair, else the first fill.
FillResult fill_layout_distinct_stems(const GridProblem& grid, const Dictionary& dict,
                                      const fill::FillOptions& opts, const StopToken& stop);

/// The share of a --clued-only fill's time spent first on the words whose clues are
/// confident (issue 27): the grid an editor prints unchanged; the whole list has the rest.
constexpr double kSureShare = 1.0 / 3;

/// fill_layout_distinct_stems from `sure` for kSureShare of `seconds`, then, unless that
/// filled or `interrupted` was set, from `dict` for the time left; from `dict` alone when
/// `sure` is null.
FillResult fill_layout_sure_first(const GridProblem& grid, const Dictionary* sure,
                                  const Dictionary& dict, const fill::FillOptions& opts,
                                  double seconds, const std::atomic<bool>* interrupted);

}  // namespace cwg::american
