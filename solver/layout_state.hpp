#pragma once
/// The layout's evaluation kept up to date under moves that flip one or two free fields
/// between letter and question (what anneal() does), in time proportional to the region the
/// move touches instead of the whole grid. The whole-layout evaluate() costs O(fields) per
/// move; the annealer makes hundreds of thousands of moves per attempt, so this is where the
/// layout phase spends its time.
///
/// It keeps the runs, the clue assignment (exactly derive_clues': the greedy decides each
/// connected group of runs and question fields that compete for each other alone, so only
/// the groups around a move are redone, with the same assign_clues()), the word cover, the
/// per-field figures and the question clusters, and the RatingFigures totals. eval() always
/// equals evaluate() on the current layout (tests/solver/test_layout.cpp checks it move
/// by move). It refers to `layout` (and `length_ok`) and changes layout.kind itself: while it
/// lives, change the kinds only through flip() and undo().
#include <cstddef>
#include <utility>
#include <vector>

#include "scoring/figures.hpp"
#include "solver/arrows.hpp"
#include "solver/layout_model.hpp"

namespace cwg::arrowword::solver {

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

  /// Read access for tests: the arrow types a cell carries and its word cover.
  int clue_mask(int cell) const { return mask_[static_cast<std::size_t>(cell)]; }
  int cover(int cell) const { return cover_[static_cast<std::size_t>(cell)]; }
  /// The clue of the run starting at `start` in `dir`; none when there is none.
  ArrowClue clue(int start, Dir dir) const {
    return clue_[static_cast<std::size_t>(run_node(start, dir))];
  }
  /// The figures the six ratings are computed from, and the faults.
  const RatingFigures& figures() const { return tot_.figures; }
  int faults() const { return tot_.faults; }

 private:
  struct Totals {
    RatingFigures figures;
    int faults = 0;
  };
  struct LoggedStore;  // assign_clues' writes through set()
  struct Segment {     // a row (dir 0) or column (1) stretch of letters and flipped cells
    int dir, first, n;
  };

  void set(std::vector<int>& a, int i, int v);
  void set_clue(int node, ArrowClue c);
  void collect();
  void run_contrib(int node, int sign);
  void q_contrib(int q, int sign);
  int cell_status(int i) const;
  int cluster_size(int seed, unsigned stamp);
  void clusters(const int* cells, int count, int sign);
  // The steps of flip(), in order.
  bool is_flipped(int i) const;
  void find_segments(const int* cells, int count);
  void mark_zone(const int* cells, int count);
  unsigned take_out(const int* cells, int count);
  void flip_kinds(const int* cells, int count);
  void put_in(const int* cells, int count);
  void update_cover(const int* cells, int count, unsigned os);
  void restatus_touched();
  template <class F>
  void around4(int i, F&& f) const;
  template <class F>
  void around8(int i, F&& f) const;

  Layout* l_;
  const std::vector<std::uint8_t>* ok_;
  int rows_ = 0, cols_ = 0;
  ArrowRules rules_;
  std::vector<int> start_, len_;  // per run node
  std::vector<ArrowClue> clue_;   // per run node
  std::vector<int> mask_, cover_, status_;
  Totals tot_, saved_;
  std::vector<std::pair<int*, int>> log_;
  std::vector<std::pair<ArrowClue*, ArrowClue>> clue_log_;
  int flipped_[2] = {-1, -1};
  int nflipped_ = 0;
  Segment seg_[4];  // the flip's segments: a row and a column through each flipped cell
  int nseg_ = 0;
  // Scratch for one move.
  std::vector<unsigned> zmark_, qmark_, rmark_, omark_, smark_, cmark_;
  std::vector<int> oinfo_;
  unsigned stamp_ = 0;
  std::vector<int> zone_, qs_, runs_, old_runs_, touched_, pending_, stack_;
};

}  // namespace cwg::arrowword::solver
