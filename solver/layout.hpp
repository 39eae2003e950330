#pragma once
/// The layout phase: where question fields go and which arrows they carry. All six ratings
/// depend on the layout alone, so the score is reached here; the fill phase then only has
/// to find letters. A layout is a field kind per cell; arrows are derived from it
/// (derive_clues): in the interior a question field clues the run to its right and the run
/// below it; on row 0, column 0 and island edges bent arrows are matched to runs greedily.
/// Every run of two or more letters gets exactly one clue, so every letter sequence in the
/// output is a word.
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/rng.hpp"
#include "arrowword/grid.hpp"
#include "solver/options.hpp"
#include "solver/stop.hpp"

namespace cwg {

enum class Kind : std::uint8_t { Blocked, Letter, Question };

/// One word of a layout: start cell, direction, length, and the question that clues it.
struct LayoutWord {
  int start = 0;  ///< cell index
  Dir dir = Dir::Right;
  int length = 0;
  int clue_cell = -1;
  int clue_type = -1;
};

struct Layout {
  int rows = 0;
  int cols = 0;
  std::vector<Kind> kind;                 ///< per cell
  std::vector<std::uint8_t> fixed;        ///< 1 = kind given by the input, never changed
  std::vector<char> given;                ///< input character per cell (letters kept as given)
  std::vector<Question> given_questions;  ///< questions from the input, always kept
  /// Per cell: the arrow types given there by the input (0 = none). Such a field carries
  /// exactly these and no others; anything else is a fault.
  std::vector<std::uint8_t> given_types;
  /// Per run start (2 * cell + dir): the given question addressing it, as cell * 8 + type,
  /// or -1. That question is the run's only candidate clue.
  std::vector<int> forced;
  /// May a field carry two questions (SolverOptions::doubles)?
  bool allow_doubles = true;

  int cells() const { return rows * cols; }
};

/// How good and how sound a layout is. `score` is the exact SPEC score of the derived grid;
/// `faults` counts what makes it unusable (a run without clue, a question field without
/// question, a letter in no word, a word longer than allowed or than any in the list).
struct LayoutEval {
  double score = 0;
  double ratings[6] = {};
  double smooth = 0;  ///< 100 - mean of the unclipped penalties: what the search climbs
  int faults = 0;
  /// What the annealer climbs: faults are a soft penalty, so it may pass through them.
  double objective() const { return smooth - 6.0 * faults; }
  /// What it keeps as its best: fewer faults first (on a small grid with given fields a
  /// fault can cost less objective than the penalties it saves), then the objective.
  bool better_than(const LayoutEval& o) const {
    return faults != o.faults ? faults < o.faults : objective() > o.objective();
  }
};

/// Reused buffers so that evaluating a layout allocates nothing after the first call.
struct LayoutWorkspace {
  std::vector<int> hrun, vrun;          // run length starting at a cell (0 = not a start)
  std::vector<int> hid, vid;            // run start cell covering each cell (-1 none)
  std::vector<std::uint8_t> clue_mask;  // per cell: bitmask of arrow types
  std::vector<std::uint8_t> cover;      // words covering each cell
  std::vector<int> stack, comp;
  std::vector<LayoutWord> words;
};

/// The layout's evaluation kept up to date under moves that flip one or two free fields
/// between letter and question (what anneal() does), in time proportional to the region
/// the move touches instead of the whole grid. It keeps the runs, the clue assignment
/// (exactly derive_clues': the greedy decides each connected group of runs and question
/// fields that compete for each other alone, so only the groups around a move are redone),
/// the word cover, the per-field ratings figures and the question clusters, and their
/// running totals. eval() always equals evaluate() on the current layout.
/// It refers to `layout` (and `length_ok`) and changes layout.kind itself: while it lives,
/// change the kinds only through flip() and undo().
class LayoutState {
 public:
  LayoutState(Layout& layout, const std::vector<std::uint8_t>& length_ok);
  LayoutState(const LayoutState&) = delete;
  LayoutState& operator=(const LayoutState&) = delete;
  /// Flips `count` (1 or 2) distinct non-blocked cells, Letter <-> Question, and updates
  /// the state.
  void flip(const int* cells, int count);
  /// Takes back the last flip (one level only).
  void undo();
  /// The evaluation of the current layout, as evaluate() gives it.
  LayoutEval eval() const;

  /// Read access for tests: the derived clue bitmask and word cover of a cell.
  int clue_mask(int cell) const { return mask_[static_cast<std::size_t>(cell)]; }
  int cover(int cell) const { return cover_[static_cast<std::size_t>(cell)]; }
  /// The clue of the run starting at `start` in `dir` as cell * 8 + type, -1 when none.
  int clue(int start, Dir dir) const {
    return clue_[2 * static_cast<std::size_t>(start) + static_cast<std::size_t>(dir)];
  }

  /// The figures the six ratings are computed from.
  struct Totals {
    int fields = 0, questions = 0, uncrossed = 0, dead = 0, doubles = 0, faults = 0;
    int words = 0, clusters = 0;
    long long big = 0;  ///< sum of size^2 over clusters of size >= 3
    int bins[8] = {};   ///< words of length 2..8, 9+
  };

 private:
  void set(std::vector<int>& a, int i, int v);
  void collect();
  void run_contrib(int node, int sign);
  void q_contrib(int q, int sign);
  void assign();
  int cell_status(int i) const;
  int candidates(int start, int dir, int cell[3], int type[3]) const;
  int cluster_size(int seed, unsigned stamp);
  void clusters(const int* cells, int count, int sign);
  template <class F>
  void around4(int i, F&& f) const;
  template <class F>
  void around8(int i, F&& f) const;

  Layout* l_;
  const std::vector<std::uint8_t>* ok_;
  int rows_ = 0, cols_ = 0;
  std::vector<std::uint8_t> bent_, nb_;  // per cell: bent arrows allowed; neighbours inside
  std::vector<int> start_, len_, clue_;  // per 2 * cell + dir
  std::vector<int> mask_, cover_, status_;
  Totals tot_, saved_;
  std::vector<std::pair<int*, int>> log_;
  int flipped_[2] = {-1, -1};
  int nflipped_ = 0;
  // Scratch for one move.
  std::vector<unsigned> zmark_, qmark_, rmark_, omark_, smark_, cmark_;
  std::vector<int> oinfo_;
  unsigned stamp_ = 0;
  std::vector<int> zone_, qs_, runs_, old_runs_, touched_, pending_, stack_;
};

/// Builds the layout model of an input grid: blocked, given letters and given '?' fixed.
Layout layout_from_grid(const ArrowwordGrid& grid);

/// Derives the words and their clues from the field kinds; returns the number of faults.
/// `length_ok[n]` says whether a word of length n is usable (in the list, within max_word).
int derive_clues(const Layout& layout, const std::vector<std::uint8_t>& length_ok,
                 LayoutWorkspace& ws);

/// Evaluates a layout (derive_clues + the six ratings).
LayoutEval evaluate(const Layout& layout, const std::vector<std::uint8_t>& length_ok,
                    LayoutWorkspace& ws);

/// Simulated annealing over field kinds, from the layout's current state. Deterministic for
/// a given rng state. `window` (cell indices) restricts the moves to those cells when not
/// empty (used to repair a region). The start temperature is opts.layout_temp * 100 /
/// (non-blocked fields), falling geometrically to 0.5 % of it. Each move is evaluated
/// incrementally (LayoutState). Returns the best evaluation seen, and leaves that layout.
/// `stop`, when given, is polled every few thousand moves and ends the search early.
LayoutEval anneal(Layout& layout, const std::vector<std::uint8_t>& length_ok,
                  const SolverOptions& opts, Rng& rng, long moves,
                  const std::vector<int>& window = {}, const StopToken* stop = nullptr);

/// A random starting layout: question fields spread at about the target share.
void seed_layout(Layout& layout, const SolverOptions& opts, Rng& rng);

/// The grid of a layout: '?' fields with their derived questions, '.' for free letters,
/// given letters and blocked fields as in the input.
ArrowwordGrid layout_to_grid(const Layout& layout, const LayoutWorkspace& ws);

}  // namespace cwg
