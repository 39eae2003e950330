#pragma once
/// The fill engine's public face. A fill problem knows nothing of arrowwords or black
/// squares: cells, slots (each an ordered list of cells), a letter mask per cell (a given
/// letter, else every letter) and a dictionary. The answer is a word per slot, or a proof
/// that no fill exists with its reason, or "not found in time". Every slot's word comes
/// from the dictionary and no word fills two slots.
///
/// fill_grid() runs numbered attempts (attempt i draws its randomness from (seed, i) and
/// gets a backtrack budget growing with i), on `threads` threads; the answer is the one of
/// the lowest-numbered attempt that succeeds, so it is the same whatever the thread count.
/// With options.candidates = 0 every attempt is a complete search within its budget, and
/// the budgets grow without bound: given the time, a fill that exists is found and one
/// that does not is proved impossible.
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/letters.hpp"
#include "core/rng.hpp"
#include "core/stop.hpp"
#include "dict/dictionary.hpp"
#include "fill/options.hpp"

namespace cwg::fill {

/// Longest slot the search handles (its per-position scratch arrays are this long); a
/// longer slot is reported as having no word of its length.
constexpr int kMaxSlotLength = 64;

/// One slot of a fill problem: its cells in order.
struct FillSlot {
  int length = 0;
  std::vector<int> cells;
};

/// Where a slot passes through a cell: the slot and the position of the cell in it.
struct SlotAt {
  int slot;
  int pos;
};

struct FillProblem {
  int cells = 0;
  std::vector<FillSlot> slots;
  std::vector<LetterMask> cell_mask;            ///< initial masks (a given letter, else all)
  std::vector<std::vector<SlotAt>> cell_slots;  ///< per cell, every slot through it
  /// Words no slot may take, as (length, index among its length's words).
  std::vector<std::pair<int, int>> banned;
};

/// A partial fill for a search to start from: per slot a word index or -1, less the words
/// within partial_radius crossings of each slot in `redo` (those are filled anew).
struct FillStart {
  std::vector<int> words;
  std::vector<int> redo;
};

/// Fills `cell_slots`; call after filling `slots` and `cell_mask`. A cell usually lies in
/// one or two slots; some grids put it in three or more.
void link_crossings(FillProblem& problem);

enum class FillStatus { Solved, Failed, Unsatisfiable, Stopped };

/// Why no fill exists (with FillStatus::Unsatisfiable).
enum class NoFillReason {
  None,
  NoWordOfLength,  ///< `slot` is longer than any word, or no word has its length
  SameCells,       ///< `slot` and `other` run through the same cells: one word twice
  NoCandidate,     ///< propagation from the given letters leaves `slot` no word
  Exhausted,       ///< the complete search tried everything
};

struct FillStats {
  long nodes = 0;
  long fails = 0;
  int restarts = 0;
  int attempts = 0;
  FillStats& operator+=(const FillStats& o) {
    nodes += o.nodes;
    fails += o.fails;
    restarts += o.restarts;
    attempts += o.attempts;
    return *this;
  }
};

struct FillAnswer {
  FillStatus status = FillStatus::Failed;
  std::vector<int> words;  ///< per slot, the word's index among its length's words (Solved)
  NoFillReason reason = NoFillReason::None;
  int slot = -1;   ///< the slot the reason names, if any
  int other = -1;  ///< the second slot (SameCells)
  FillStats stats;
  /// The stop ended an attempt numbered below the answer's (or, without an answer, before
  /// max_attempts ran out): with more time the answer might be another.
  bool cut = false;
};

/// The counts so far, after each attempt of fill_grid (called under its lock, from the
/// thread that ran the attempt): progress for a page or a log.
using FillProgressFn = std::function<void(const FillStats&)>;

/// Fills `problem` (link_crossings done). Stopped when `stop` fires before an answer; Failed
/// when opts.max_attempts attempts ran to their end without one.
FillAnswer fill_grid(const FillProblem& problem, const Dictionary& dict, const FillOptions& opts,
                     const StopToken& stop, const FillProgressFn& progress = {});

/// A search's counts for people: "3 attempts, 2 restarts, 150 nodes, 40 fails".
std::string stats_text(const FillStats& stats);

/// Why a search that ended without an answer gave none, for people: "no fill found in 1.5 s
/// (3 attempts, 2 restarts)", with ", interrupted" when it was stopped from outside.
std::string not_found_text(double seconds, const FillStats& stats, bool interrupted);

/// Why a search found no fill, for people: a proof that none exists (Unsatisfiable) names
/// `reason`, the word that has none; any other end is not_found_text.
std::string no_fill_text(FillStatus status, const std::string& reason, double seconds,
                         const FillStats& stats, bool interrupted);

/// Why another grid may come for the same seed when the time limit of `seconds` ended a try
/// before its work was done (FillAnswer::cut and its likes), for people: "the time limit
/// (9.0 s) ended the fill before its work was done: with more time the same seed may give
/// another grid".
std::string cut_text(double seconds);

/// The letters of slot s's word in a solved answer, as 'A'..'Z' text.
std::string answer_word(const FillProblem& problem, const Dictionary& dict,
                        const FillAnswer& answer, int s);

/// What one weighted run gives: its status, a word per slot when Solved, its statistics.
struct WeightedRun {
  FillStatus status = FillStatus::Failed;
  std::vector<int> solution;
  /// Failed with opts.partial_restarts: the deepest partial fill (a word or -1 per slot).
  std::vector<int> deepest;
  FillStats stats;
};

/// One search of up to `max_restarts` restarts on one thread, with per-slot weights read
/// and updated in `weights` (the slots that failed most weigh most): the layout search
/// fills a designed layout this way and repairs it around the heaviest slot. With `start`
/// (and opts.partial_restarts) the first restart begins from that partial fill.
WeightedRun fill_weighted(const FillProblem& problem, const Dictionary& dict,
                          const FillOptions& opts, const StopToken& stop, Rng& rng,
                          int max_restarts, std::vector<double>& weights,
                          const FillStart* start = nullptr);

}  // namespace cwg::fill
