#pragma once
/// The layout model: what the layout phase decides. A layout is a field kind per cell
/// (blocked, letter or question); the arrows are derived from it (clues.hpp). The input's
/// blocked fields, letters and question fields are fixed and never change; its questions
/// are kept as given (Layout::given_types, Layout::forced).
#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "grid/grid.hpp"
#include "solver/options.hpp"

namespace cwg::arrowword::solver {

/// A field kind of the layout.
enum class Kind : std::uint8_t { Blocked, Letter, Question };

/// One word of a layout: start cell, direction, length, and the question that clues it.
struct LayoutWord {
  int start = 0;  ///< cell index
  Dir dir = Dir::Right;
  int length = 0;
  ArrowClue clue;
};

/// The index of a run (a maximal line of letter fields) in per-run arrays: its start cell
/// and its direction.
inline int run_node(int start, Dir dir) {
  return 2 * start + static_cast<int>(dir);
}
inline int run_start(int node) {
  return node >> 1;
}
inline Dir run_dir(int node) {
  return static_cast<Dir>(node & 1);
}

struct Layout {
  int rows = 0;
  int cols = 0;
  std::vector<Kind> kind;                 ///< per cell
  std::vector<std::uint8_t> fixed;        ///< 1 = kind given by the input, never changed
  std::vector<char> given;                ///< input character per cell (letters kept as given)
  std::vector<Question> given_questions;  ///< questions from the input, always kept
  /// Per cell: the arrow types given there by the input, as arrow_bit()s (0 = none). Such a
  /// field carries exactly these and no others; anything else is a fault.
  std::vector<std::uint8_t> given_types;
  /// Per run (run_node()): the given question addressing it, or none. That question is the
  /// run's only candidate clue.
  std::vector<ArrowClue> forced;
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

/// Builds the layout model of an input grid: blocked, given letters and given '?' fixed.
Layout layout_from_grid(const ArrowwordGrid& grid);

/// A random starting layout: question fields spread at about the target share.
void seed_layout(Layout& layout, const SolverOptions& opts, Rng& rng);

/// The grid of a layout with the given words: '?' fields with the words' questions, '.' for
/// free letters, given letters and blocked fields as in the input.
ArrowwordGrid layout_to_grid(const Layout& layout, const std::vector<LayoutWord>& words);

}  // namespace cwg::arrowword::solver
