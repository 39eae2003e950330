// A layout's evaluation from scratch: the figures through field_figures(), the penalties
// through rating_penalties(), exactly as rate() gets them for a grid.
#include "solver/layout_eval.hpp"

#include <bit>

#include "scoring/formulas.hpp"

namespace cwg::arrowword::solver {

LayoutEval layout_eval(const RatingFigures& figures, int faults) {
  LayoutEval ev;
  ev.faults = faults;
  const auto penalty = formula::rating_penalties(figures);
  double sum = 0, raw = 0;
  for (std::size_t k = 0; k < penalty.size(); ++k) {
    ev.ratings[k] = formula::rating(penalty[k]);
    sum += ev.ratings[k];
    raw += penalty[k];
  }
  ev.score = sum / 6.0;
  ev.smooth = 100.0 - raw / 6.0;
  return ev;
}

RatingFigures layout_figures(const Layout& l, LayoutWorkspace& ws) {
  const std::size_t n = l.kind.size();
  ws.questions.resize(n);
  ws.field_kind.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    ws.questions[i] = static_cast<std::uint8_t>(std::popcount(ws.clue_mask[i]));
    ws.field_kind[i] = l.kind[i] == Kind::Blocked  ? FieldKind::Blocked
                       : l.kind[i] == Kind::Letter ? FieldKind::Solution
                                                   : FieldKind::Question;
  }
  RatingFigures f =
      field_figures({l.rows, l.cols, ws.field_kind.data(), ws.cover.data(), ws.questions.data()});
  for (const auto& w : ws.words) count_word(f, w.length);
  return f;
}

LayoutEval evaluate(const Layout& l, const std::vector<std::uint8_t>& length_ok,
                    LayoutWorkspace& ws) {
  const int faults = derive_clues(l, length_ok, ws);
  return layout_eval(layout_figures(l, ws), faults);
}

}  // namespace cwg::arrowword::solver
