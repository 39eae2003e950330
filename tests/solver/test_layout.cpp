// Tests of the layout phase: the incremental LayoutState against a from-scratch evaluate()
// (and the ratings' figures) after every move and every undo, and anneal() against the same
// schedule driven by the whole-grid evaluate() (same moves, same acceptance, so the very same
// layout).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "grid/grid.hpp"
#include "solver/layout.hpp"
#include "solver/options.hpp"

using namespace cwg;
using namespace cwg::arrowword;
using namespace cwg::arrowword::solver;

namespace {

struct Shape {
  int rows, cols;
  bool islands;  // blocked rectangles inside
  bool givens;   // fixed letters and question fields
};

// A random input grid of the shape, as layout_from_grid() reads it.
Layout random_layout(const Shape& s, Rng& rng) {
  ArrowwordGrid g(s.rows, s.cols);
  if (s.islands) {
    const int n = 1 + static_cast<int>(rng.below(3));
    for (int k = 0; k < n; ++k) {
      const int h =
          1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(std::max(1, s.rows / 3))));
      const int w =
          1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(std::max(1, s.cols / 3))));
      const int r0 = static_cast<int>(rng.below(static_cast<std::uint32_t>(s.rows - h + 1)));
      const int c0 = static_cast<int>(rng.below(static_cast<std::uint32_t>(s.cols - w + 1)));
      const char ch = rng.below(2) ? ' ' : '-';
      for (int r = r0; r < r0 + h; ++r)
        for (int c = c0; c < c0 + w; ++c) g.at(r, c) = ch;
    }
  }
  if (s.givens)
    for (auto& f : g.fields)
      if (f == kEmptyField && rng.below(25) == 0) f = rng.below(2) ? kQuestionField : 'E';
  return layout_from_grid(g);
}

void randomize_kinds(Layout& l, Rng& rng) {
  const double p = 0.1 + 0.5 * rng.unit();
  for (std::size_t i = 0; i < l.kind.size(); ++i)
    if (!l.fixed[i]) l.kind[i] = rng.unit() < p ? Kind::Question : Kind::Letter;
}

std::vector<std::uint8_t> random_length_ok(Rng& rng) {
  std::vector<std::uint8_t> ok(6 + rng.below(12), 1);
  ok[0] = ok[1] = 0;
  for (std::size_t n = 2; n < ok.size(); ++n)
    if (rng.below(8) == 0) ok[n] = 0;
  return ok;
}

// Everything LayoutState keeps equals what derive_clues(), layout_figures() (the ratings'
// field_figures()) and evaluate() compute afresh.
void expect_matches(const Layout& l, const std::vector<std::uint8_t>& ok, const LayoutState& st,
                    const std::string& where) {
  LayoutWorkspace ws;
  const LayoutEval ref = evaluate(l, ok, ws);
  const LayoutEval got = st.eval();
  ASSERT_EQ(got.faults, ref.faults) << where;
  ASSERT_EQ(st.faults(), ref.faults) << where;
  ASSERT_TRUE(st.figures() == layout_figures(l, ws)) << where;
  ASSERT_EQ(got.score, ref.score) << where;
  ASSERT_EQ(got.smooth, ref.smooth) << where;
  for (int k = 0; k < 6; ++k) ASSERT_EQ(got.ratings[k], ref.ratings[k]) << where << " rating " << k;
  for (int i = 0; i < l.cells(); ++i) {
    ASSERT_EQ(st.clue_mask(i), ws.clue_mask[static_cast<std::size_t>(i)]) << where << " cell " << i;
    ASSERT_EQ(st.cover(i), ws.cover[static_cast<std::size_t>(i)]) << where << " cell " << i;
  }
  int clued = 0;
  for (int i = 0; i < l.cells(); ++i)
    for (Dir d : {Dir::Right, Dir::Down}) clued += !st.clue(i, d).none();
  ASSERT_EQ(clued, static_cast<int>(ws.words.size())) << where;
  for (const auto& w : ws.words)
    ASSERT_TRUE(st.clue(w.start, w.dir) == w.clue) << where << " word at " << w.start;
}

// The annealer's state as it was before LayoutState: evaluate() on the whole grid after
// every move. anneal_with() on it must take the same path as anneal().
struct WholeGridState {
  Layout& l;
  const std::vector<std::uint8_t>& ok;
  LayoutWorkspace ws;
  int flipped[2] = {-1, -1};
  int count = 0;
  void toggle() {
    for (int j = 0; j < count; ++j) {
      auto& k = l.kind[static_cast<std::size_t>(flipped[j])];
      k = k == Kind::Question ? Kind::Letter : Kind::Question;
    }
  }
  void flip(const int* cells, int n) {
    count = n;
    flipped[0] = cells[0];
    flipped[1] = n > 1 ? cells[1] : -1;
    toggle();
  }
  void undo() { toggle(); }
  LayoutEval eval() { return evaluate(l, ok, ws); }
};

LayoutEval reference_anneal(Layout& l, const std::vector<std::uint8_t>& length_ok,
                            const SolverOptions& opts, Rng& rng, long moves) {
  WholeGridState state{l, length_ok, {}};
  return anneal_with(state, l, opts, rng, moves, {}, nullptr);
}

const Shape kShapes[] = {{5, 5, false, false}, {5, 5, true, true},     {6, 9, false, true},
                         {9, 6, true, false},  {10, 10, true, true},   {15, 15, false, false},
                         {15, 15, true, true}, {12, 20, true, false},  {20, 12, false, true},
                         {25, 25, true, true}, {40, 40, false, false}, {40, 40, true, true}};

}  // namespace

TEST(LayoutState, MatchesEvaluateAfterEveryMoveAndUndo) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed)
    for (const Shape& s : kShapes) {
      Rng rng(seed, static_cast<std::uint64_t>(s.rows * 100 + s.cols + (s.islands ? 7 : 0)));
      Layout l = random_layout(s, rng);
      randomize_kinds(l, rng);
      const auto ok = random_length_ok(rng);
      std::vector<int> free_cells;
      for (int i = 0; i < l.cells(); ++i)
        if (!l.fixed[static_cast<std::size_t>(i)]) free_cells.push_back(i);
      if (free_cells.empty()) continue;
      LayoutState st(l, ok);
      const std::string name = std::to_string(s.rows) + "x" + std::to_string(s.cols) +
                               (s.islands ? " islands" : "") + (s.givens ? " givens" : "") +
                               " seed " + std::to_string(seed);
      expect_matches(l, ok, st, name + " start");
      // The 40x40s cost as much a move as all the other shapes together: fewer moves there.
      const int moves = l.cells() > 1000 ? 250 : 1000;
      for (int m = 0; m < moves; ++m) {
        const int a = free_cells[rng.below(static_cast<std::uint32_t>(free_cells.size()))];
        int cells[2] = {a, -1};
        int count = 1;
        const auto second = rng.below(4);
        if (second < 2) {  // a second flip on an 8-neighbour, of either kind
          const int r = a / l.cols + static_cast<int>(rng.below(3)) - 1;
          const int c = a % l.cols + static_cast<int>(rng.below(3)) - 1;
          const int b = r * l.cols + c;
          if (r >= 0 && r < l.rows && c >= 0 && c < l.cols && b != a &&
              !l.fixed[static_cast<std::size_t>(b)])
            cells[count++] = b;
        } else if (second == 2) {  // or anywhere
          const int b = free_cells[rng.below(static_cast<std::uint32_t>(free_cells.size()))];
          if (b != a) cells[count++] = b;
        }
        const std::vector<Kind> before = l.kind;
        st.flip(cells, count);
        const std::string where = name + " move " + std::to_string(m);
        expect_matches(l, ok, st, where);
        if (HasFatalFailure()) return;
        if (rng.below(3) == 0) {
          st.undo();
          ASSERT_EQ(l.kind, before) << where;
          expect_matches(l, ok, st, where + " undone");
          if (HasFatalFailure()) return;
        }
      }
    }
}

TEST(Anneal, FollowsTheWholeGridAnnealerExactly) {
  for (std::uint64_t seed = 1; seed <= 2; ++seed)
    for (const Shape& s : kShapes) {
      if (s.rows * s.cols > 400) continue;
      Rng rng(seed, 99);
      Layout base = random_layout(s, rng);
      std::vector<std::uint8_t> ok(14, 1);
      ok[0] = ok[1] = 0;
      SolverOptions opts;
      Layout a = base, b = base;
      Rng ra(seed), rb(seed);
      seed_layout(a, opts, ra);
      seed_layout(b, opts, rb);
      const long moves = 40L * s.rows * s.cols;
      const LayoutEval ea = anneal(a, ok, opts, ra, moves);
      const LayoutEval eb = reference_anneal(b, ok, opts, rb, moves);
      EXPECT_EQ(a.kind, b.kind) << s.rows << "x" << s.cols << " seed " << seed;
      EXPECT_EQ(ea.score, eb.score);
      EXPECT_EQ(ea.faults, eb.faults);
      EXPECT_EQ(ra.next(), rb.next());
    }
}

TEST(Anneal, ReturnsTheEvaluationOfTheLayoutItLeaves) {
  Rng rng(5);
  Layout l = random_layout({20, 20, true, true}, rng);
  std::vector<std::uint8_t> ok(14, 1);
  ok[0] = ok[1] = 0;
  SolverOptions opts;
  seed_layout(l, opts, rng);
  const LayoutEval ev = anneal(l, ok, opts, rng, 100L * 400);
  LayoutWorkspace ws;
  const LayoutEval ref = evaluate(l, ok, ws);
  EXPECT_EQ(ev.score, ref.score);
  EXPECT_EQ(ev.faults, ref.faults);
}

TEST(Anneal, WindowKeepsFarCellsAndIsDeterministic) {
  std::vector<std::uint8_t> ok(14, 1);
  ok[0] = ok[1] = 0;
  SolverOptions opts;
  Rng rng(11);
  Layout l = random_layout({20, 20, false, false}, rng);
  seed_layout(l, opts, rng);
  anneal(l, ok, opts, rng, 50L * 400);
  std::vector<int> window;
  for (int r = 5; r < 10; ++r)
    for (int c = 6; c < 12; ++c) window.push_back(r * 20 + c);
  Layout a = l, b = l;
  Rng ra(3), rb(3);
  anneal(a, ok, opts, ra, 400L * static_cast<long>(window.size()), window);
  anneal(b, ok, opts, rb, 400L * static_cast<long>(window.size()), window);
  EXPECT_EQ(a.kind, b.kind);
  for (int r = 0; r < 20; ++r)
    for (int c = 0; c < 20; ++c) {
      if (r >= 4 && r <= 10 && c >= 5 && c <= 12) continue;  // the window and its border
      EXPECT_EQ(a.kind[static_cast<std::size_t>(r * 20 + c)],
                l.kind[static_cast<std::size_t>(r * 20 + c)])
          << r << "," << c;
    }
}
