#pragma once
/// No two entries of one American grid share a stem (ERR beside ERRED, STOP beside STOPS):
/// an editor's rule (issue 27). The words of each such pair are filled anew with the rest
/// of the grid kept (fill_layout_distinct_stems); a grid that keeps a pair is still a fill.
#include <cstdint>
#include <functional>
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

/// The other spellings of a word that may not share a grid with it (clues::en::spelling_twins:
/// TSAR, TZAR); empty: none but the stem pairs.
using Twins = std::function<std::vector<std::string>(const std::string&)>;

/// Passes of the stem repair over the grid's slots (a pass that repairs nothing ends it).
constexpr int kStemRounds = 6;

/// Attempts (fill_grid's, attempt i with fill_budget * fill_budget_growth^i backtracks) of
/// each fill of a region by the stem repair. Work, not time: the grid printed is the same on
/// a busy machine as on an idle one.
constexpr std::int64_t kStemAttempts = 4;
/// Fills of one region the stem repair tries (each reach: the word's squares, then its
/// crossings' too).
constexpr int kStemTries = 3;
/// Regions the stem repair tries: the word's squares, with its crossings', with theirs.
constexpr int kStemReaches = 3;
/// Sets the stem repair's seeds apart from the mend's (mend_weak_words).
constexpr std::uint64_t kStemTag = 0x5354454d00000000;

/// fill_layout, then the stem repair (house8): while the fill has a pair of words one of
/// which extends the other (extends_stem), each word of such a pair, in slot order, has its
/// squares filled anew from `dict` with the slots through them (their other squares kept),
/// then those of its crossing words too, the rest of the grid kept and none of its words
/// taken twice; banned: the pairs' longer words found so far, every word that would pair
/// with one of the grid's, and the longer words of a try that kept as many pairs. A region's
/// fill is kept when the grid has fewer pairs. Bounded by work (kStemAttempts, kStemTries,
/// kStemRounds), seeded from (opts.seed, pass, slot, try): the same grid for a seed on any
/// machine unless `stop` fires (then `cut`). The figures are the first fill's and every
/// repair fill's together. A pair no refill removes stays. Two spellings of one word
/// (`twins`) are such a pair too, the later one alphabetically standing for the longer.
FillResult fill_layout_distinct_stems(const GridProblem& grid, const Dictionary& dict,
                                      const fill::FillOptions& opts, const StopToken& stop,
                                      const Twins& twins = {});

/// The attempts of a --clued-only fill's first try, with the words whose clues are
/// confident only (issue 27: the grid an editor prints unchanged); the whole list has the
/// rest of the time. A count of work, like kStemAttempts.
constexpr std::int64_t kSureAttempts = 4;

/// The first try's guard: it stops at this share of the time `stop` leaves, so the whole
/// list always has the rest. When it fires the grid depends on the machine's speed, and
/// the result is `cut`.
constexpr double kSureGuard = 2.0 / 3;

/// Whether a word's clue would be weak (the lowest band: none of its ranked clues is of the
/// middle band or better); empty: only the words `sure` lacks are.
using WeakWord = std::function<bool(const std::string&)>;

/// A mend's fill of a region runs this many fill_grid attempts (mend_weak_words).
constexpr std::int64_t kMendAttempts = 2;
/// Fills of one region a mend tries (each with the weak words the ones before placed banned).
constexpr int kMendTries = 3;
/// Passes of a mend over the grid's slots (a pass that mends nothing ends it).
constexpr int kMendRounds = 2;

/// A fill mended (issue 27, clues-en13): for each word of `fill` that is weak (not in
/// `sure`, or `weak`), in slot order, the squares of that word are filled anew from `sure`
/// with the slots through them (their other squares kept), then those of the slots crossing
/// it too, the rest of the grid kept and none of its words taken twice; a region's fill is
/// kept when the grid has fewer weak words and no more pairs of words sharing a stem (or
/// spelling one word two ways: `twins`). Each
/// fill of a region bans the weak words found so far. Bounded by work (kMendAttempts,
/// kMendTries, kMendRounds), seeded from (opts.seed, pass, slot, try): the same grid for a
/// seed on any machine unless `stop` fires (then `cut`).
FillResult mend_weak_words(const GridProblem& grid, FillResult fill, const Dictionary& sure,
                           const WeakWord& weak, const fill::FillOptions& opts,
                           const StopToken& stop, const Twins& twins = {});

/// fill_layout_distinct_stems from `sure` for kSureAttempts attempts, then, unless that
/// filled or `stop` fired, from `dict` until `stop`; the grid mended (mend_weak_words);
/// from `dict` alone, unmended, when `sure` is null. The figures are both tries' together.
/// `twins` as fill_layout_distinct_stems has them.
FillResult fill_layout_sure_first(const GridProblem& grid, const Dictionary* sure,
                                  const Dictionary& dict, const fill::FillOptions& opts,
                                  const StopToken& stop, const WeakWord& weak = {},
                                  const Twins& twins = {});

}  // namespace cwg::american
