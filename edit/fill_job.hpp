#pragma once
/// "Fill the rest": the fill engine run on a draft around its locked words (or every
/// letter, or in a region only), and for an arrowword optionally the layout of the unlocked
/// part designed as `cwg solve` designs it. The answer is an action (set_grid) the session
/// applies when the maker accepts it, so a fill is undone and journaled like any edit.
///
/// A fill's work is counted, not timed: a letters fill runs up to kLetterAttempts attempts of
/// the fill engine, a designed arrowword kDesignAttempts layouts. The request's seconds are
/// only the outer limit, so a seed and a grid give the same fill however busy the machine
/// is, unless the seconds end the work first: then the outcome says so (`cut`).
#include <atomic>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/stop.hpp"
#include "dict/dictionary.hpp"
#include "edit/draft.hpp"
#include "fill/fill.hpp"

namespace cwg::edit {

struct FillRequest {
  std::uint64_t seed = 1;
  /// Empty: every entry. Else only these are written; the entries crossing them are kept
  /// fillable (their letters constrain the region, each keeps a word).
  std::vector<EntryKey> region;
  bool keep_letters = false;  ///< keep every letter, not only the locked entries'
  bool design = false;        ///< arrowword: design the unlocked part's layout too
  double seconds = 30;        ///< the outer limit (see above)
  int attempts = 0;           ///< the work (0: kLetterAttempts, or kDesignAttempts with `design`)
  int threads = 1;
  StopToken::NowFn clock;  ///< where the seconds are read (tests); empty: the steady clock
};

/// Attempts of the fill engine a letters fill runs (their backtrack budgets grow 1.5x from
/// 20,000, about a million in all), and layouts a designed arrowword tries (the best kept).
constexpr int kLetterAttempts = 8;
constexpr int kDesignAttempts = 16;

enum class FillEnd : std::uint8_t { Done, Failed, Cancelled };

struct FillOutcome {
  FillEnd end = FillEnd::Failed;
  nlohmann::json action;  ///< set_grid with the filled grid (Done)
  std::string message;    ///< why not, or what was done
  fill::FillStats stats;
  int attempts = 0;
  /// The seconds ended the work before it was done, so they chose the outcome: with more
  /// time (or on a quieter machine) the same seed may give another grid.
  bool cut = false;
  /// With `cut`, the sentence that says so (fill::cut_text), apart from `message`: the page
  /// shows it on a line of its own.
  std::string cut_note;
};

/// Progress of a running fill (attempts finished, search nodes so far), for the page.
using FillProgress = std::function<void(int attempts, long nodes)>;

/// Fills `d` as `request` asks, until it is done, `cancel` is set or the time is up.
/// Throws std::invalid_argument for a region entry the draft lacks.
FillOutcome run_fill(const Draft& d, const FillRequest& request, const Dictionary& dict,
                     const std::atomic<bool>& cancel, const FillProgress& progress = {});

}  // namespace cwg::edit
