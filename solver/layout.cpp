// The layout model: from an input grid, a random start, back to a grid.
#include <algorithm>

#include "solver/layout_model.hpp"

namespace cwg::arrowword::solver {

Layout layout_from_grid(const ArrowwordGrid& grid) {
  Layout l;
  l.rows = grid.rows;
  l.cols = grid.cols;
  const auto n = static_cast<std::size_t>(grid.rows * grid.cols);
  l.kind.assign(n, Kind::Letter);
  l.fixed.assign(n, 0);
  l.given = grid.fields;
  for (std::size_t i = 0; i < n; ++i) {
    const char ch = grid.fields[i];
    if (is_blocked_char(ch)) {
      l.kind[i] = Kind::Blocked;
      l.fixed[i] = 1;
    } else if (ch == kQuestionField) {
      l.kind[i] = Kind::Question;
      l.fixed[i] = 1;
    } else if (is_letter_char(ch)) {
      l.fixed[i] = 1;
    }
  }
  l.given_questions = grid.questions;
  l.given_types.assign(n, 0);
  l.forced.assign(2 * n, ArrowClue{});
  for (const Question& q : grid.questions) {
    if (!grid.inside(q.row, q.col) || q.type < 0 || q.type >= kArrowTypes) continue;
    const Arrow& a = kArrows[q.type];
    const int r = q.row + a.dr, c = q.col + a.dc;
    const auto cell = static_cast<std::size_t>(grid.index(q.row, q.col));
    l.given_types[cell] = static_cast<std::uint8_t>(l.given_types[cell] | arrow_bit(q.type));
    if (grid.inside(r, c))
      l.forced[static_cast<std::size_t>(run_node(grid.index(r, c), a.dir))] = {
          grid.index(q.row, q.col), q.type};
  }
  return l;
}

void seed_layout(Layout& l, const SolverOptions& opts, Rng& rng) {
  const double p = opts.question_share / 100.0;
  for (int i = 0; i < l.cells(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (l.fixed[k]) continue;
    const int r = i / l.cols, c = i % l.cols;
    // Row 0 and column 0 carry the clues of the first row and column: start them dense.
    const double q = (r == 0 || c == 0) ? 0.5 : p;
    l.kind[k] = rng.unit() < q ? Kind::Question : Kind::Letter;
  }
}

ArrowwordGrid layout_to_grid(const Layout& l, const std::vector<LayoutWord>& words) {
  ArrowwordGrid g(l.rows, l.cols);
  for (int i = 0; i < l.cells(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    switch (l.kind[k]) {
      case Kind::Question:
        g.fields[k] = kQuestionField;
        break;
      case Kind::Letter:
        g.fields[k] = is_letter_char(l.given[k]) ? l.given[k] : kEmptyField;
        break;
      case Kind::Blocked:
        g.fields[k] = l.given[k];
        break;
    }
  }
  for (const auto& w : words)
    g.questions.push_back({w.clue.cell / l.cols, w.clue.cell % l.cols, w.clue.type});
  std::sort(g.questions.begin(), g.questions.end());
  return g;
}

}  // namespace cwg::arrowword::solver
