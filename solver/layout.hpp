#pragma once
/// The layout phase: where question fields go and which arrows they carry. All six ratings
/// depend on the layout alone, so the score is reached here; the fill phase then only has
/// to find letters. A layout is a field kind per cell; arrows are derived from it
/// (derive_clues): in the interior a question field clues the run to its right and the run
/// below it; on row 0, column 0 and island edges bent arrows are matched to runs greedily.
/// Every run of two or more letters gets exactly one clue, so every letter sequence in the
/// output is a word.
#include <cstdint>
#include <vector>

#include "common/rng.hpp"
#include "grid/grid.hpp"
#include "solver/options.hpp"

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
  std::vector<Kind> kind;             ///< per cell
  std::vector<std::uint8_t> fixed;    ///< 1 = kind given by the input, never changed
  std::vector<char> given;            ///< input character per cell (letters kept as given)
  std::vector<Question> given_questions;  ///< questions from the input, always kept

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
  double objective() const { return smooth - 6.0 * faults; }
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

/// Builds the layout model of an input grid: blocked, given letters and given '?' fixed.
Layout layout_from_grid(const Grid& grid);

/// Derives the words and their clues from the field kinds; returns the number of faults.
/// `length_ok[n]` says whether a word of length n is usable (in the list, within max_word).
int derive_clues(const Layout& layout, const std::vector<std::uint8_t>& length_ok,
                 LayoutWorkspace& ws);

/// Evaluates a layout (derive_clues + the six ratings).
LayoutEval evaluate(const Layout& layout, const std::vector<std::uint8_t>& length_ok,
                    LayoutWorkspace& ws);

/// Simulated annealing over field kinds, from the layout's current state. Deterministic for
/// a given rng state. `window` (cell indices) restricts the moves to those cells when not
/// empty (used to repair a region). Returns the final evaluation.
LayoutEval anneal(Layout& layout, const std::vector<std::uint8_t>& length_ok,
                  const SolverOptions& opts, Rng& rng, long moves,
                  const std::vector<int>& window = {});

/// A random starting layout: question fields spread at about the target share.
void seed_layout(Layout& layout, const SolverOptions& opts, Rng& rng);

/// The grid of a layout: '?' fields with their derived questions, '.' for free letters,
/// given letters and blocked fields as in the input.
Grid layout_to_grid(const Layout& layout, const LayoutWorkspace& ws);

}  // namespace cwg
