#pragma once
/// Deriving the clues of a layout: its runs (maximal lines of two or more letter fields)
/// and, for each run, the question that clues it. In the interior a question field clues the
/// run to its right and the run below it; on row 0, column 0 and island edges bent arrows
/// are matched to runs by a three-pass greedy (assign_clues). Every run gets at most one
/// clue; a run without one is a fault, so in a layout without faults every letter sequence
/// is a word.
///
/// The run and greedy steps are templates over where they write, because two users run
/// them: derive_clues() on the whole layout into plain arrays, and LayoutState on the part
/// a move touches, through its undo log. One implementation keeps the two in step.
#include <cstdint>
#include <vector>

#include "scoring/figures.hpp"
#include "solver/arrows.hpp"
#include "solver/layout_model.hpp"

namespace cwg::arrowword::solver {

/// Writes the runs of one line of `n` cells from `first`, `step` apart, direction `dir`:
/// set_run(cell, start, length) for each cell, with start = the cell where its run begins
/// (-1 off letters) and length = the run's length at its start cell, 0 elsewhere.
template <class SetRun>
void write_runs(const Layout& l, int first, int step, int n, SetRun&& set_run) {
  for (int k = 0; k < n;) {
    const int i = first + k * step;
    if (l.kind[static_cast<std::size_t>(i)] != Kind::Letter) {
      set_run(i, -1, 0);
      ++k;
      continue;
    }
    int e = k;
    while (e < n && l.kind[static_cast<std::size_t>(first + e * step)] == Kind::Letter) ++e;
    for (int j = k; j < e; ++j) set_run(first + j * step, i, j == k ? e - k : 0);
    k = e;
  }
}

/// The clue greedy on `runs` (run nodes, increasing), whose clues are none and whose
/// candidates' type sets are clear on entry. Each connected group of runs and question
/// fields that compete for each other is decided alone, so the result on the whole layout
/// equals the result on each group by itself (what LayoutState relies on). `store` gives
/// types(cell) / set_types(cell, unsigned) for the arrow types a field carries and
/// clue(node) / set_clue(node, ArrowClue). `pending` gets the runs with more than one
/// candidate, in order.
///  1. Runs with one candidate take it (the interior), if the field may carry it.
///  2. The others take a candidate that may carry it, preferring a field with no question.
///  3. A question field left without a question takes over a run from a field holding two.
template <class Store>
void assign_clues(const Layout& l, const ArrowRules& rules, const std::vector<int>& runs,
                  std::vector<int>& pending, Store& store) {
  pending.clear();
  ArrowClue cand[3];
  for (int node : runs) {
    const int n = rules.candidates(l, node, cand);
    if (n == 0) continue;
    if (n > 1) {
      pending.push_back(node);
      continue;
    }
    const unsigned types = store.types(cand[0].cell) | arrow_bit(cand[0].type);
    if (!allowed_at(l, cand[0].cell, types)) continue;
    store.set_types(cand[0].cell, types);
    store.set_clue(node, cand[0]);
  }
  for (int node : pending) {
    const int n = rules.candidates(l, node, cand);
    int best = -1;
    for (int k = 0; k < n; ++k) {
      const unsigned cur = store.types(cand[k].cell);
      if (!allowed_at(l, cand[k].cell, cur | arrow_bit(cand[k].type))) continue;
      if (best < 0 || (cur == 0 && store.types(cand[best].cell) != 0)) best = k;
    }
    if (best < 0) continue;
    store.set_types(cand[best].cell, store.types(cand[best].cell) | arrow_bit(cand[best].type));
    store.set_clue(node, cand[best]);
  }
  for (int node : pending) {
    const ArrowClue owner = store.clue(node);
    if (owner.none()) continue;
    const unsigned owner_types = store.types(owner.cell);
    if (!is_pair(owner_types)) continue;
    const int n = rules.candidates(l, node, cand);
    for (int k = 0; k < n; ++k) {
      if (store.types(cand[k].cell) != 0) continue;
      store.set_types(owner.cell, owner_types & ~arrow_bit(owner.type));
      store.set_types(cand[k].cell, arrow_bit(cand[k].type));
      store.set_clue(node, cand[k]);
      break;
    }
  }
}

/// Reused buffers so that deriving and evaluating a layout allocates nothing after the first
/// call. Per run (run_node()): run_start and run_len; per cell: the rest.
struct LayoutWorkspace {
  std::vector<int> run_start;           ///< start cell of the run through it, -1 none
  std::vector<int> run_len;             ///< run length at its start, 0 elsewhere
  std::vector<ArrowClue> clue;          ///< the run's clue, none when it has none
  std::vector<std::uint8_t> clue_mask;  ///< per cell: the arrow types it carries
  std::vector<std::uint8_t> cover;      ///< per cell: words covering it
  std::vector<std::uint8_t> questions;  ///< per cell: questions on it (for the figures)
  std::vector<FieldKind> field_kind;    ///< per cell: the kind as the figures take it
  std::vector<int> runs, pending;       ///< run nodes of two or more letters; greedy pass 2
  std::vector<LayoutWord> words;        ///< one-candidate runs first, then the others
};

/// Derives the words and their clues from the field kinds; returns the number of faults.
/// `length_ok[n]` says whether a word of length n is usable (in the list, within max_word).
int derive_clues(const Layout& layout, const std::vector<std::uint8_t>& length_ok,
                 LayoutWorkspace& ws);

/// The grid of a layout with its derived words (layout_to_grid on ws.words).
inline ArrowwordGrid layout_to_grid(const Layout& layout, const LayoutWorkspace& ws) {
  return layout_to_grid(layout, ws.words);
}

}  // namespace cwg::arrowword::solver
