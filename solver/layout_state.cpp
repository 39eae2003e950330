// LayoutState: the layout's evaluation under one- and two-field moves (layout_state.hpp).
//
// The clue graph: a node per run of two or more letters (run_node) and per question field;
// a run and a question field are joined when the field is one of the run's candidates.
// assign_clues() only ever looks at a run's candidates and their type sets, so on each
// connected component of this graph it acts alone, in the same relative order (by start,
// Right before Down): the greedy on the whole grid = the greedy on every component by
// itself. A component that holds no node a move adds, removes or rewires is the same before
// and after the move, and keeps its assignment. The nodes and edges a move changes all sit
// at a cell of its "zone": the flipped cells, the run starts (before and after) on the
// segments of their row and column, and the 4-neighbours of these. So a move takes out the
// components that reach the zone (their words, faults, doubles and cover), flips, rewrites
// the runs of the segments, and puts in the components that now reach the zone, assigned by
// the greedy. Every write goes through set(), which logs the old value for undo(). The
// per-field figures (letter in no word, uncrossed, dead) are redone where the kind or cover
// changed and next to it; the clusters that touch the flipped cells are counted out before
// and in after.
#include "solver/layout_state.hpp"

#include <algorithm>

#include "solver/clues.hpp"
#include "solver/layout_eval.hpp"

namespace cwg::arrowword::solver {

namespace {
constexpr int kLetterFault = 1, kUncrossed = 2, kDead = 4;  // LayoutState::status_ bits
}  // namespace

struct LayoutState::LoggedStore {
  LayoutState& s;
  unsigned types(int cell) const {
    return static_cast<unsigned>(s.mask_[static_cast<std::size_t>(cell)]);
  }
  void set_types(int cell, unsigned t) { s.set(s.mask_, cell, static_cast<int>(t)); }
  ArrowClue clue(int node) const { return s.clue_[static_cast<std::size_t>(node)]; }
  void set_clue(int node, ArrowClue c) { s.set_clue(node, c); }
};

LayoutState::LayoutState(Layout& l, const std::vector<std::uint8_t>& length_ok)
    : l_(&l), ok_(&length_ok), rows_(l.rows), cols_(l.cols), rules_(l) {
  const auto n = static_cast<std::size_t>(rows_ * cols_);
  LayoutWorkspace ws;
  tot_.faults = derive_clues(l, length_ok, ws);
  tot_.figures = layout_figures(l, ws);
  start_ = ws.run_start;
  len_ = ws.run_len;
  clue_ = ws.clue;
  mask_.assign(ws.clue_mask.begin(), ws.clue_mask.end());
  cover_.assign(ws.cover.begin(), ws.cover.end());
  status_.assign(n, 0);
  for (std::size_t i = 0; i < n; ++i) status_[i] = cell_status(static_cast<int>(i));
  zmark_.assign(n, 0);
  qmark_.assign(n, 0);
  rmark_.assign(2 * n, 0);
  omark_.assign(2 * n, 0);
  smark_.assign(n, 0);
  cmark_.assign(n, 0);
  oinfo_.assign(2 * n, 0);
}

void LayoutState::set(std::vector<int>& a, int i, int v) {
  int& x = a[static_cast<std::size_t>(i)];
  if (x == v) return;
  log_.emplace_back(&x, x);
  x = v;
}

void LayoutState::set_clue(int node, ArrowClue c) {
  ArrowClue& x = clue_[static_cast<std::size_t>(node)];
  if (x == c) return;
  clue_log_.emplace_back(&x, x);
  x = c;
}

// A cell and its 4-neighbours inside the grid: f(cell) for each.
template <class F>
void LayoutState::around4(int i, F&& f) const {
  const unsigned nb = rules_.neighbours(i);
  f(i);
  if (nb & kNbUp) f(i - cols_);
  if (nb & kNbDown) f(i + cols_);
  if (nb & kNbLeft) f(i - 1);
  if (nb & kNbRight) f(i + 1);
}

// The 8-neighbours of a cell (and the cell itself): f(cell) for each inside the grid.
template <class F>
void LayoutState::around8(int i, F&& f) const {
  const int C = cols_;
  const unsigned nb = rules_.neighbours(i);
  const int lo = (nb & kNbLeft) ? -1 : 0, hi = (nb & kNbRight) ? 1 : 0;
  if (nb & kNbUp)
    for (int d = lo; d <= hi; ++d) f(i - C + d);
  for (int d = lo; d <= hi; ++d) f(i + d);
  if (nb & kNbDown)
    for (int d = lo; d <= hi; ++d) f(i + C + d);
}

// The status bits of a field, by the definitions of field_figures().
int LayoutState::cell_status(int i) const {
  const auto k = static_cast<std::size_t>(i);
  if (l_->kind[k] != Kind::Letter) return 0;
  if (cover_[k] == 0) return kLetterFault;
  if (cover_[k] != 1) return 0;
  const unsigned nb = rules_.neighbours(i);
  auto unc = [&](int j) {
    const auto u = static_cast<std::size_t>(j);
    return cover_[u] == 1 && l_->kind[u] == Kind::Letter;
  };
  if (((nb & kNbUp) && unc(i - cols_)) || ((nb & kNbDown) && unc(i + cols_)) ||
      ((nb & kNbLeft) && unc(i - 1)) || ((nb & kNbRight) && unc(i + 1)))
    return kUncrossed | kDead;
  return kUncrossed;
}

void LayoutState::run_contrib(int node, int sign) {
  const auto k = static_cast<std::size_t>(node);
  const int len = len_[k];
  if (clue_[k].none()) {
    tot_.faults += sign;
    return;
  }
  count_word(tot_.figures, len, sign);
  if (len >= static_cast<int>(ok_->size()) || !(*ok_)[static_cast<std::size_t>(len)])
    tot_.faults += sign;
}

void LayoutState::q_contrib(int q, int sign) {
  const auto m = static_cast<unsigned>(mask_[static_cast<std::size_t>(q)]);
  if (m == 0 || !given_kept(*l_, q, m)) tot_.faults += sign;
  if (is_pair(m)) tot_.figures.double_fields += sign;
}

// The components of the clue graph that hold a node at a zone cell: runs_ and qs_.
void LayoutState::collect() {
  const int N = rows_ * cols_;
  const unsigned s = ++stamp_;
  runs_.clear();
  qs_.clear();
  stack_.clear();
  auto push_q = [&](int q) {
    auto& m = qmark_[static_cast<std::size_t>(q)];
    if (m == s || l_->kind[static_cast<std::size_t>(q)] != Kind::Question) return;
    m = s;
    stack_.push_back(2 * N + q);
  };
  auto push_run = [&](int node) {
    const auto k = static_cast<std::size_t>(node);
    if (rmark_[k] == s || len_[k] < 2) return;
    rmark_[k] = s;
    stack_.push_back(node);
  };
  for (int z : zone_) {
    push_q(z);
    push_run(run_node(z, Dir::Right));
    push_run(run_node(z, Dir::Down));
  }
  ArrowClue cand[3];
  while (!stack_.empty()) {
    const int x = stack_.back();
    stack_.pop_back();
    if (x >= 2 * N) {
      qs_.push_back(x - 2 * N);
      rules_.runs_fed_by(x - 2 * N, push_run);
    } else {
      runs_.push_back(x);
      const int n = rules_.candidates(*l_, x, cand);
      for (int k = 0; k < n; ++k) push_q(cand[k].cell);
    }
  }
}

int LayoutState::cluster_size(int seed, unsigned stamp) {
  int size = 0;
  stack_.clear();
  stack_.push_back(seed);
  cmark_[static_cast<std::size_t>(seed)] = stamp;
  while (!stack_.empty()) {
    const int j = stack_.back();
    stack_.pop_back();
    ++size;
    around8(j, [&](int x) {
      const auto k = static_cast<std::size_t>(x);
      if (l_->kind[k] == Kind::Question && cmark_[k] != stamp) {
        cmark_[k] = stamp;
        stack_.push_back(x);
      }
    });
  }
  return size;
}

// Adds (sign 1) or removes (-1) the clusters that hold a question field at or next to
// one of the cells.
void LayoutState::clusters(const int* cells, int count, int sign) {
  const unsigned cs = ++stamp_;
  for (int j = 0; j < count; ++j)
    around8(cells[j], [&](int x) {
      const auto k = static_cast<std::size_t>(x);
      if (l_->kind[k] != Kind::Question || cmark_[k] == cs) return;
      const long long size = cluster_size(x, cs);
      tot_.figures.clusters += sign;
      if (size >= 3) tot_.figures.big_square_sum += sign * size * size;
    });
}

bool LayoutState::is_flipped(int i) const {
  return i == flipped_[0] || i == flipped_[1];
}

// The line segments whose runs change: through each flipped cell, both ways, as far as
// letters (or flipped cells) reach.
void LayoutState::find_segments(const int* cells, int count) {
  const int R = rows_, C = cols_;
  auto letter_or_flipped = [&](int i) {
    return l_->kind[static_cast<std::size_t>(i)] == Kind::Letter || is_flipped(i);
  };
  nseg_ = 0;
  for (int j = 0; j < count; ++j)
    for (int d = 0; d < 2; ++d) {
      const int f = cells[j], step = d ? C : 1, pos = d ? f / C : f % C, lim = d ? R : C;
      const int base = f - pos * step;
      int lo = pos, hi = pos;
      while (lo > 0 && letter_or_flipped(base + (lo - 1) * step)) --lo;
      while (hi + 1 < lim && letter_or_flipped(base + (hi + 1) * step)) ++hi;
      const int first = base + lo * step;
      bool dup = false;
      for (int k = 0; k < nseg_; ++k) dup = dup || (seg_[k].dir == d && seg_[k].first == first);
      if (!dup) seg_[nseg_++] = {d, first, hi - lo + 1};
    }
}

// The zone: flipped cells, run starts before and after in the segments, 4-neighbours.
void LayoutState::mark_zone(const int* cells, int count) {
  const unsigned zs = ++stamp_;
  zone_.clear();
  auto add_zone = [&](int i) {
    auto& m = zmark_[static_cast<std::size_t>(i)];
    if (m != zs) {
      m = zs;
      zone_.push_back(i);
    }
  };
  auto add_around = [&](int i) { around4(i, add_zone); };
  auto new_letter = [&](int i) {
    return (l_->kind[static_cast<std::size_t>(i)] == Kind::Letter) != is_flipped(i);
  };
  for (int j = 0; j < count; ++j) add_around(cells[j]);
  for (int g = 0; g < nseg_; ++g) {
    const int d = seg_[g].dir, step = d ? cols_ : 1;
    for (int k = 0, i = seg_[g].first; k < seg_[g].n; ++k, i += step)
      if (len_[static_cast<std::size_t>(2 * i + d)] > 0 ||
          (new_letter(i) && (k == 0 || !new_letter(i - step))))
        add_around(i);
  }
}

// Takes out the components that reach the zone and the clusters at the cells; returns the
// stamp that marks the old runs in omark_ (their length and clued state in oinfo_).
unsigned LayoutState::take_out(const int* cells, int count) {
  collect();
  const unsigned os = ++stamp_;
  old_runs_.assign(runs_.begin(), runs_.end());
  for (int node : runs_) {
    const auto k = static_cast<std::size_t>(node);
    omark_[k] = os;
    oinfo_[k] = len_[k] * 2 + (clue_[k].none() ? 0 : 1);
    run_contrib(node, -1);
    set_clue(node, ArrowClue{});
  }
  for (int q : qs_) {
    q_contrib(q, -1);
    set(mask_, q, 0);
  }
  clusters(cells, count, -1);
  return os;
}

// The move itself, and the runs of the segments.
void LayoutState::flip_kinds(const int* cells, int count) {
  auto& kind = l_->kind;
  for (int j = 0; j < count; ++j) {
    auto& k = kind[static_cast<std::size_t>(cells[j])];
    k = k == Kind::Question ? Kind::Letter : Kind::Question;
    const int q = k == Kind::Question ? 1 : -1;
    tot_.figures.question_fields += q;
    tot_.figures.letters -= q;
  }
  for (int g = 0; g < nseg_; ++g) {
    const int d = seg_[g].dir;
    write_runs(*l_, seg_[g].first, d ? cols_ : 1, seg_[g].n, [&](int cell, int start, int len) {
      set(start_, 2 * cell + d, start);
      set(len_, 2 * cell + d, len);
    });
  }
}

// Puts in the components that now reach the zone, assigned by the greedy.
void LayoutState::put_in(const int* cells, int count) {
  collect();
  std::sort(runs_.begin(), runs_.end());
  LoggedStore store{*this};
  assign_clues(*l_, rules_, runs_, pending_, store);
  for (int node : runs_) run_contrib(node, 1);
  for (int q : qs_) q_contrib(q, 1);
  clusters(cells, count, 1);
}

// Word cover: only runs whose length or clued state changed (old runs are those marked
// with `os`). The cells whose cover changes, and the flipped ones, go to touched_.
void LayoutState::update_cover(const int* cells, int count, unsigned os) {
  const int C = cols_;
  touched_.clear();
  for (int j = 0; j < count; ++j) touched_.push_back(cells[j]);
  auto cover_run = [&](int node, int len, int delta) {
    const int step = (node & 1) ? C : 1;
    for (int k = 0, i = run_start(node); k < len; ++k, i += step) {
      set(cover_, i, cover_[static_cast<std::size_t>(i)] + delta);
      touched_.push_back(i);
    }
  };
  for (int node : runs_) {
    const auto k = static_cast<std::size_t>(node);
    const int info = len_[k] * 2 + (clue_[k].none() ? 0 : 1);
    if (omark_[k] == os && oinfo_[k] == info) {
      oinfo_[k] = -1;
      continue;
    }
    if (info & 1) cover_run(node, len_[k], 1);
  }
  for (int node : old_runs_) {
    const int info = oinfo_[static_cast<std::size_t>(node)];
    if (info >= 0 && (info & 1)) cover_run(node, info >> 1, -1);
  }
}

// Per-field figures of the touched fields (kind or cover changed), and their neighbours.
void LayoutState::restatus_touched() {
  const unsigned ss = ++stamp_;
  auto restatus = [&](int i) {
    auto& m = smark_[static_cast<std::size_t>(i)];
    if (m == ss) return;
    m = ss;
    const int now = cell_status(i), was = status_[static_cast<std::size_t>(i)];
    if (now == was) return;
    tot_.faults += (now & kLetterFault) - (was & kLetterFault);
    tot_.figures.uncrossed += ((now & kUncrossed) - (was & kUncrossed)) / kUncrossed;
    tot_.figures.dead += ((now & kDead) - (was & kDead)) / kDead;
    set(status_, i, now);
  };
  for (int i : touched_) around4(i, restatus);
}

void LayoutState::flip(const int* cells, int count) {
  if (stamp_ > 0xFFFFFF00u) {
    for (auto* v : {&zmark_, &qmark_, &rmark_, &omark_, &smark_, &cmark_})
      std::fill(v->begin(), v->end(), 0u);
    stamp_ = 0;
  }
  log_.clear();
  clue_log_.clear();
  saved_ = tot_;
  nflipped_ = count;
  flipped_[0] = cells[0];
  flipped_[1] = count > 1 ? cells[1] : -1;
  find_segments(cells, count);
  mark_zone(cells, count);
  const unsigned os = take_out(cells, count);
  flip_kinds(cells, count);
  put_in(cells, count);
  update_cover(cells, count, os);
  restatus_touched();
}

void LayoutState::undo() {
  for (auto it = log_.rbegin(); it != log_.rend(); ++it) *it->first = it->second;
  for (auto it = clue_log_.rbegin(); it != clue_log_.rend(); ++it) *it->first = it->second;
  log_.clear();
  clue_log_.clear();
  for (int j = 0; j < nflipped_; ++j) {
    auto& k = l_->kind[static_cast<std::size_t>(flipped_[j])];
    k = k == Kind::Question ? Kind::Letter : Kind::Question;
  }
  nflipped_ = 0;
  tot_ = saved_;
}

LayoutEval LayoutState::eval() const {
  return layout_eval(tot_.figures, tot_.faults);
}

}  // namespace cwg::arrowword::solver
