#include "solver/layout.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cmath>

#include "arrowword/formulas.hpp"

namespace cwg {

namespace {

// Pairs of arrow types that may share a field (SPEC rule 3), as type bitmasks.
constexpr std::uint8_t kPairs[] = {(1 << 0) | (1 << 3), (1 << 0) | (1 << 2), (1 << 0) | (1 << 4),
                                   (1 << 3) | (1 << 1), (1 << 3) | (1 << 5)};

// Per arrow-type bitmask: 1 when it is one type or an allowed pair, 2 when it is a pair.
constexpr std::array<std::uint8_t, 64> kMaskInfo = [] {
  std::array<std::uint8_t, 64> t{};
  for (unsigned m = 0; m < 64; ++m) {
    const int bits = std::popcount(m);
    bool ok = bits <= 1;
    for (auto p : kPairs) ok = ok || p == m;
    t[m] = static_cast<std::uint8_t>((ok ? 1 : 0) | (bits == 2 ? 2 : 0));
  }
  return t;
}();
bool allowed(int mask) {
  return kMaskInfo[static_cast<std::size_t>(mask)] & 1;
}
bool is_pair(int mask) {
  return kMaskInfo[static_cast<std::size_t>(mask)] & 2;
}
// May `cell` carry the arrow types `mask`? A pair needs doubles allowed, unless the input
// gave that very pair there.
bool allowed_at(const Layout& l, int cell, int mask) {
  if (!allowed(mask)) return false;
  return !is_pair(mask) || l.allow_doubles || l.given_types[static_cast<std::size_t>(cell)] == mask;
}

bool bent_ok(const Layout& l, int r, int c) {
  return r == 0 || c == 0 ||
         l.kind[static_cast<std::size_t>(r * l.cols + c - 1)] == Kind::Blocked ||
         l.kind[static_cast<std::size_t>((r - 1) * l.cols + c)] == Kind::Blocked;
}

// A field with given questions must carry exactly those.
bool given_kept(const Layout& l, int cell, int mask) {
  const int given = l.given_types[static_cast<std::size_t>(cell)];
  return given == 0 || given == mask;
}

struct Cand {
  int cell;
  int type;
};

// The (field, type) pairs that could clue the run starting at (r, c) in direction dir.
int candidates(const Layout& l, int r, int c, Dir dir, Cand out[3]) {
  int n = 0;
  const int forced = l.forced[2 * static_cast<std::size_t>(r * l.cols + c) + static_cast<std::size_t>(dir)];
  if (forced >= 0) {
    out[n++] = {forced >> 3, forced & 7};
    return n;
  }
  // A field with given questions offers only those (and they are forced above).
  auto question = [&](int rr, int cc) {
    return rr >= 0 && rr < l.rows && cc >= 0 && cc < l.cols &&
           l.kind[static_cast<std::size_t>(rr * l.cols + cc)] == Kind::Question &&
           l.given_types[static_cast<std::size_t>(rr * l.cols + cc)] == 0;
  };
  if (dir == Dir::Right) {
    if (question(r, c - 1)) out[n++] = {r * l.cols + c - 1, 3};
    if (question(r - 1, c) && bent_ok(l, r - 1, c)) out[n++] = {(r - 1) * l.cols + c, 1};
    if (question(r + 1, c) && bent_ok(l, r + 1, c)) out[n++] = {(r + 1) * l.cols + c, 5};
  } else {
    if (question(r - 1, c)) out[n++] = {(r - 1) * l.cols + c, 0};
    if (question(r, c - 1) && bent_ok(l, r, c - 1)) out[n++] = {r * l.cols + c - 1, 4};
    if (question(r, c + 1) && bent_ok(l, r, c + 1)) out[n++] = {r * l.cols + c + 1, 2};
  }
  return n;
}

// The six ratings, the score and the search objective from a layout's figures. evaluate()
// and LayoutState both end here, so their results agree to the last bit.
LayoutEval from_totals(const LayoutState::Totals& t) {
  LayoutEval ev;
  ev.faults = t.faults;
  const int letters = t.fields - t.questions;
  std::array<double, 8> share{};
  for (std::size_t k = 0; k < 8; ++k) share[k] = t.bins[k];
  if (t.words > 0)
    for (auto& s : share) s = s * 100.0 / static_cast<double>(t.words);
  const double qpct = t.fields ? 100.0 * t.questions / t.fields : 0.0;
  const double upct = letters ? 100.0 * t.uncrossed / letters : 0.0;
  const double dpct = t.questions ? 100.0 * t.doubles / t.questions : 0.0;
  const double penalty[6] = {formula::question_share_penalty(qpct),
                             formula::uncrossed_penalty(upct),
                             formula::word_lengths_penalty(share),
                             formula::dead_fields_penalty(t.dead, letters),
                             formula::clusters_penalty(static_cast<double>(t.big), t.clusters),
                             formula::double_questions_penalty(t.doubles, dpct)};
  double sum = 0, raw = 0;
  for (int k = 0; k < 6; ++k) {
    ev.ratings[k] = formula::rating(penalty[k]);
    sum += ev.ratings[k];
    raw += penalty[k];
  }
  ev.score = sum / 6.0;
  ev.smooth = 100.0 - raw / 6.0;
  return ev;
}

}  // namespace

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
  l.forced.assign(2 * n, -1);
  for (const Question& q : grid.questions) {
    if (!grid.inside(q.row, q.col) || q.type < 0 || q.type >= kArrowTypes) continue;
    const Arrow& a = kArrows[q.type];
    const int r = q.row + a.dr, c = q.col + a.dc;
    const auto cell = static_cast<std::size_t>(grid.index(q.row, q.col));
    l.given_types[cell] = static_cast<std::uint8_t>(l.given_types[cell] | (1 << q.type));
    if (grid.inside(r, c))
      l.forced[2 * static_cast<std::size_t>(grid.index(r, c)) + static_cast<std::size_t>(a.dir)] =
          grid.index(q.row, q.col) * 8 + q.type;
  }
  return l;
}

int derive_clues(const Layout& l, const std::vector<std::uint8_t>& length_ok, LayoutWorkspace& ws) {
  const int R = l.rows, C = l.cols, N = R * C;
  const auto n = static_cast<std::size_t>(N);
  ws.hrun.assign(n, 0);
  ws.vrun.assign(n, 0);
  ws.hid.assign(n, -1);
  ws.vid.assign(n, -1);
  ws.clue_mask.assign(n, 0);
  ws.cover.assign(n, 0);
  ws.words.clear();
  auto K = [&](int i) { return l.kind[static_cast<std::size_t>(i)]; };

  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C;) {
      if (K(r * C + c) != Kind::Letter) {
        ++c;
        continue;
      }
      int e = c;
      while (e < C && K(r * C + e) == Kind::Letter)
        ws.hid[static_cast<std::size_t>(r * C + e++)] = r * C + c;
      ws.hrun[static_cast<std::size_t>(r * C + c)] = e - c;
      c = e;
    }
  for (int c = 0; c < C; ++c)
    for (int r = 0; r < R;) {
      if (K(r * C + c) != Kind::Letter) {
        ++r;
        continue;
      }
      int e = r;
      while (e < R && K(e * C + c) == Kind::Letter)
        ws.vid[static_cast<std::size_t>(e++ * C + c)] = r * C + c;
      ws.vrun[static_cast<std::size_t>(r * C + c)] = e - r;
      r = e;
    }

  // Runs of length >= 2 need one clue each. Assign those with a single candidate first
  // (the interior), then the rest preferring fields that have no question yet.
  int faults = 0;
  struct Pending {
    int start;
    Dir dir;
    int n;
    Cand cand[3];
  };
  thread_local std::vector<Pending> pending;
  thread_local std::vector<int> clue_of;  // per run (2 * start + dir): index into ws.words
  pending.clear();
  clue_of.assign(2 * n, -1);
  auto add_word = [&](int start, Dir dir, int len, Cand cd) {
    ws.clue_mask[static_cast<std::size_t>(cd.cell)] |= static_cast<std::uint8_t>(1 << cd.type);
    clue_of[2 * static_cast<std::size_t>(start) + static_cast<std::size_t>(dir)] =
        static_cast<int>(ws.words.size());
    ws.words.push_back({start, dir, len, cd.cell, cd.type});
  };
  for (int i = 0; i < N; ++i) {
    for (Dir dir : {Dir::Right, Dir::Down}) {
      const int len = dir == Dir::Right ? ws.hrun[static_cast<std::size_t>(i)]
                                        : ws.vrun[static_cast<std::size_t>(i)];
      if (len < 2) continue;
      Pending p{i, dir, 0, {}};
      p.n = candidates(l, i / C, i % C, dir, p.cand);
      if (p.n == 0) {
        ++faults;  // a run nobody can clue
      } else if (p.n == 1) {
        const auto mask = static_cast<std::uint8_t>(
            ws.clue_mask[static_cast<std::size_t>(p.cand[0].cell)] | (1 << p.cand[0].type));
        if (allowed_at(l, p.cand[0].cell, mask))
          add_word(i, dir, len, p.cand[0]);
        else
          ++faults;
      } else {
        pending.push_back(p);
      }
    }
  }
  for (const auto& p : pending) {
    int best = -1;
    for (int k = 0; k < p.n; ++k) {
      const auto cur = ws.clue_mask[static_cast<std::size_t>(p.cand[k].cell)];
      if (!allowed_at(l, p.cand[k].cell, cur | (1 << p.cand[k].type))) continue;
      if (best < 0 || (cur == 0 && ws.clue_mask[static_cast<std::size_t>(p.cand[best].cell)] != 0))
        best = k;
    }
    const int len = p.dir == Dir::Right ? ws.hrun[static_cast<std::size_t>(p.start)]
                                        : ws.vrun[static_cast<std::size_t>(p.start)];
    if (best < 0)
      ++faults;
    else
      add_word(p.start, p.dir, len, p.cand[best]);
  }
  // A question field left without a question takes over a run from a field holding two.
  for (const auto& p : pending) {
    const int w = clue_of[2 * static_cast<std::size_t>(p.start) + static_cast<std::size_t>(p.dir)];
    if (w < 0) continue;
    auto& word = ws.words[static_cast<std::size_t>(w)];
    auto& owner = ws.clue_mask[static_cast<std::size_t>(word.clue_cell)];
    if (std::popcount(owner) != 2) continue;
    for (int k = 0; k < p.n; ++k) {
      auto& m = ws.clue_mask[static_cast<std::size_t>(p.cand[k].cell)];
      if (m != 0) continue;
      owner = static_cast<std::uint8_t>(owner & ~(1 << word.clue_type));
      m = static_cast<std::uint8_t>(1 << p.cand[k].type);
      word.clue_cell = p.cand[k].cell;
      word.clue_type = p.cand[k].type;
      break;
    }
  }
  for (int i = 0; i < N; ++i)
    if (K(i) == Kind::Question && (ws.clue_mask[static_cast<std::size_t>(i)] == 0 ||
                                   !given_kept(l, i, ws.clue_mask[static_cast<std::size_t>(i)])))
      ++faults;
  for (const auto& w : ws.words) {
    if (w.length >= static_cast<int>(length_ok.size()) ||
        !length_ok[static_cast<std::size_t>(w.length)])
      ++faults;
    const int step = w.dir == Dir::Right ? 1 : C;
    for (int k = 0, i = w.start; k < w.length; ++k, i += step)
      ++ws.cover[static_cast<std::size_t>(i)];
  }
  for (int i = 0; i < N; ++i)
    if (K(i) == Kind::Letter && ws.cover[static_cast<std::size_t>(i)] == 0) ++faults;
  return faults;
}

LayoutEval evaluate(const Layout& l, const std::vector<std::uint8_t>& length_ok,
                    LayoutWorkspace& ws) {
  LayoutState::Totals t;
  t.faults = derive_clues(l, length_ok, ws);
  const int R = l.rows, C = l.cols, N = R * C;
  for (int i = 0; i < N; ++i) {
    const Kind k = l.kind[static_cast<std::size_t>(i)];
    if (k == Kind::Blocked) continue;
    ++t.fields;
    if (k == Kind::Question) {
      ++t.questions;
      if (std::popcount(ws.clue_mask[static_cast<std::size_t>(i)]) == 2) ++t.doubles;
      continue;
    }
    if (ws.cover[static_cast<std::size_t>(i)] != 1) continue;
    ++t.uncrossed;
    const int r = i / C, c = i % C;
    auto unc = [&](int rr, int cc) {
      return rr >= 0 && rr < R && cc >= 0 && cc < C &&
             ws.cover[static_cast<std::size_t>(rr * C + cc)] == 1 &&
             l.kind[static_cast<std::size_t>(rr * C + cc)] == Kind::Letter;
    };
    if (unc(r - 1, c) || unc(r + 1, c) || unc(r, c - 1) || unc(r, c + 1)) ++t.dead;
  }
  for (const auto& w : ws.words)
    if (w.length >= 2) ++t.bins[std::min(w.length, 9) - 2];
  t.words = static_cast<int>(ws.words.size());
  // Clusters: 8-connected groups of question fields.
  ws.comp.assign(static_cast<std::size_t>(N), 0);
  for (int i = 0; i < N; ++i) {
    if (l.kind[static_cast<std::size_t>(i)] != Kind::Question ||
        ws.comp[static_cast<std::size_t>(i)])
      continue;
    ++t.clusters;
    int size = 0;
    ws.stack.clear();
    ws.stack.push_back(i);
    ws.comp[static_cast<std::size_t>(i)] = 1;
    while (!ws.stack.empty()) {
      const int j = ws.stack.back();
      ws.stack.pop_back();
      ++size;
      const int r = j / C, c = j % C;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int rr = r + dr, cc = c + dc;
          if (rr < 0 || rr >= R || cc < 0 || cc >= C) continue;
          const auto k = static_cast<std::size_t>(rr * C + cc);
          if (l.kind[k] == Kind::Question && !ws.comp[k]) {
            ws.comp[k] = 1;
            ws.stack.push_back(rr * C + cc);
          }
        }
    }
    if (size >= 3) t.big += size * size;
  }
  return from_totals(t);
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

// ---------------------------------------------------------------------------------------
// LayoutState.
//
// The clue graph: a node per run of two or more letters (2 * start + dir) and per question
// field; a run and a question field are joined when the field is one of the run's
// candidates. derive_clues' greedy only ever looks at a run's candidates and their masks,
// so on each connected component of this graph it acts alone, in the same relative order
// (by start, Right before Down): derive_clues on the whole grid = the greedy run on every
// component by itself. A component that holds no node a move adds, removes or rewires is
// the same before and after the move, and keeps its assignment. The nodes and edges a move
// changes all sit at a cell of its "zone": the flipped cells, the run starts (before and
// after) on the segments of their row and column, and the 4-neighbours of these. So a move
// takes out the components that reach the zone (their words, faults, doubles and cover),
// flips, rewrites the runs of the segments, and puts in the components that now reach the
// zone, assigned by the greedy. Every write goes through set(), which logs the old value
// for undo(). The per-field figures (letter in no word, uncrossed, dead) are redone where
// the kind or cover changed and next to it; the clusters that touch the flipped cells are
// counted out before and in after.

namespace {
constexpr int kLetterFault = 1, kUncrossed = 2, kDead = 4;         // LayoutState::status_ bits
constexpr std::uint8_t kUp = 1, kDown = 2, kLeft = 4, kRight = 8;  // LayoutState::nb_ bits

}  // namespace

LayoutState::LayoutState(Layout& l, const std::vector<std::uint8_t>& length_ok)
    : l_(&l), ok_(&length_ok), rows_(l.rows), cols_(l.cols) {
  const int N = rows_ * cols_;
  const auto n = static_cast<std::size_t>(N);
  bent_.assign(n, 0);
  nb_.assign(n, 0);
  for (int i = 0; i < N; ++i) {
    const int r = i / cols_, c = i % cols_;
    bent_[static_cast<std::size_t>(i)] = bent_ok(l, r, c);
    nb_[static_cast<std::size_t>(i)] =
        static_cast<std::uint8_t>((r > 0 ? kUp : 0) | (r + 1 < rows_ ? kDown : 0) |
                                  (c > 0 ? kLeft : 0) | (c + 1 < cols_ ? kRight : 0));
  }
  LayoutWorkspace ws;
  tot_.faults = derive_clues(l, length_ok, ws);
  start_.assign(2 * n, -1);
  len_.assign(2 * n, 0);
  clue_.assign(2 * n, -1);
  mask_.assign(n, 0);
  cover_.assign(n, 0);
  status_.assign(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    start_[2 * i] = ws.hid[i];
    start_[2 * i + 1] = ws.vid[i];
    len_[2 * i] = ws.hrun[i];
    len_[2 * i + 1] = ws.vrun[i];
    mask_[i] = ws.clue_mask[i];
    cover_[i] = ws.cover[i];
  }
  for (const auto& w : ws.words) {
    clue_[2 * static_cast<std::size_t>(w.start) + static_cast<std::size_t>(w.dir)] =
        w.clue_cell * 8 + w.clue_type;
    ++tot_.bins[std::min(w.length, 9) - 2];
  }
  tot_.words = static_cast<int>(ws.words.size());
  for (int i = 0; i < N; ++i) {
    const Kind k = l.kind[static_cast<std::size_t>(i)];
    if (k != Kind::Blocked) ++tot_.fields;
    if (k == Kind::Question) {
      ++tot_.questions;
      if (is_pair(mask_[static_cast<std::size_t>(i)])) ++tot_.doubles;
    }
    const int st = cell_status(i);
    status_[static_cast<std::size_t>(i)] = st;
    if (st & kUncrossed) ++tot_.uncrossed;
    if (st & kDead) ++tot_.dead;
  }
  zmark_.assign(n, 0);
  qmark_.assign(n, 0);
  rmark_.assign(2 * n, 0);
  omark_.assign(2 * n, 0);
  smark_.assign(n, 0);
  cmark_.assign(n, 0);
  oinfo_.assign(2 * n, 0);
  const unsigned cs = ++stamp_;
  for (int i = 0; i < N; ++i) {
    if (l.kind[static_cast<std::size_t>(i)] != Kind::Question ||
        cmark_[static_cast<std::size_t>(i)] == cs)
      continue;
    const int size = cluster_size(i, cs);
    ++tot_.clusters;
    if (size >= 3) tot_.big += size * size;
  }
}

void LayoutState::set(std::vector<int>& a, int i, int v) {
  int& x = a[static_cast<std::size_t>(i)];
  if (x == v) return;
  log_.emplace_back(&x, x);
  x = v;
}

// A cell and its 4-neighbours inside the grid: f(cell) for each.
template <class F>
void LayoutState::around4(int i, F&& f) const {
  const int nb = nb_[static_cast<std::size_t>(i)];
  f(i);
  if (nb & kUp) f(i - cols_);
  if (nb & kDown) f(i + cols_);
  if (nb & kLeft) f(i - 1);
  if (nb & kRight) f(i + 1);
}

int LayoutState::cell_status(int i) const {
  const auto k = static_cast<std::size_t>(i);
  if (l_->kind[k] != Kind::Letter) return 0;
  if (cover_[k] == 0) return kLetterFault;
  if (cover_[k] != 1) return 0;
  const int nb = nb_[k];
  auto unc = [&](int j) {
    const auto u = static_cast<std::size_t>(j);
    return cover_[u] == 1 && l_->kind[u] == Kind::Letter;
  };
  if (((nb & kUp) && unc(i - cols_)) || ((nb & kDown) && unc(i + cols_)) ||
      ((nb & kLeft) && unc(i - 1)) || ((nb & kRight) && unc(i + 1)))
    return kUncrossed | kDead;
  return kUncrossed;
}

// Same candidates, in the same order, as candidates() above.
int LayoutState::candidates(int start, int dir, int cell[3], int type[3]) const {
  const int C = cols_, nb = nb_[static_cast<std::size_t>(start)];
  int n = 0;
  const int forced = l_->forced[2 * static_cast<std::size_t>(start) + static_cast<std::size_t>(dir)];
  if (forced >= 0) {
    cell[0] = forced >> 3;
    type[0] = forced & 7;
    return 1;
  }
  auto add = [&](int side, int q, int t, bool bent) {
    if (!(nb & side)) return;
    const auto k = static_cast<std::size_t>(q);
    if (l_->kind[k] != Kind::Question || (bent && !bent_[k]) || l_->given_types[k] != 0) return;
    cell[n] = q;
    type[n++] = t;
  };
  if (dir == 0) {
    add(kLeft, start - 1, 3, false);
    add(kUp, start - C, 1, true);
    add(kDown, start + C, 5, true);
  } else {
    add(kUp, start - C, 0, false);
    add(kLeft, start - 1, 4, true);
    add(kRight, start + 1, 2, true);
  }
  return n;
}

void LayoutState::run_contrib(int node, int sign) {
  const auto k = static_cast<std::size_t>(node);
  const int len = len_[k];
  if (clue_[k] < 0) {
    tot_.faults += sign;
    return;
  }
  tot_.words += sign;
  tot_.bins[std::min(len, 9) - 2] += sign;
  if (len >= static_cast<int>(ok_->size()) || !(*ok_)[static_cast<std::size_t>(len)])
    tot_.faults += sign;
}

void LayoutState::q_contrib(int q, int sign) {
  const int m = mask_[static_cast<std::size_t>(q)];
  if (m == 0 || !given_kept(*l_, q, m)) tot_.faults += sign;
  if (is_pair(m)) tot_.doubles += sign;
}

// The components of the clue graph that hold a node at a zone cell: runs_ and qs_.
void LayoutState::collect() {
  const int C = cols_, N = rows_ * C;
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
    push_run(2 * z);
    push_run(2 * z + 1);
  }
  while (!stack_.empty()) {
    const int x = stack_.back();
    stack_.pop_back();
    if (x >= 2 * N) {
      const int q = x - 2 * N, nb = nb_[static_cast<std::size_t>(q)];
      qs_.push_back(q);
      if (nb & kDown) push_run(2 * (q + C) + 1);  // type 0
      if (nb & kRight) push_run(2 * (q + 1));     // type 3
      if (bent_[static_cast<std::size_t>(q)]) {
        if (nb & kDown) push_run(2 * (q + C));       // type 1
        if (nb & kUp) push_run(2 * (q - C));         // type 5
        if (nb & kLeft) push_run(2 * (q - 1) + 1);   // type 2
        if (nb & kRight) push_run(2 * (q + 1) + 1);  // type 4
      }
    } else {
      runs_.push_back(x);
      int cell[3], type[3];
      const int n = candidates(x >> 1, x & 1, cell, type);
      for (int k = 0; k < n; ++k) push_q(cell[k]);
    }
  }
}

// derive_clues' three passes on the runs of runs_ (sorted), whose clues and candidates'
// masks are clear.
void LayoutState::assign() {
  pending_.clear();
  int cell[3], type[3];
  for (int node : runs_) {
    const int n = candidates(node >> 1, node & 1, cell, type);
    if (n == 0) continue;
    if (n > 1) {
      pending_.push_back(node);
      continue;
    }
    const int m = mask_[static_cast<std::size_t>(cell[0])] | (1 << type[0]);
    if (!allowed_at(*l_, cell[0], m)) continue;
    set(mask_, cell[0], m);
    set(clue_, node, cell[0] * 8 + type[0]);
  }
  for (int node : pending_) {
    const int n = candidates(node >> 1, node & 1, cell, type);
    int best = -1;
    for (int k = 0; k < n; ++k) {
      const int cur = mask_[static_cast<std::size_t>(cell[k])];
      if (!allowed_at(*l_, cell[k], cur | (1 << type[k]))) continue;
      if (best < 0 || (cur == 0 && mask_[static_cast<std::size_t>(cell[best])] != 0)) best = k;
    }
    if (best < 0) continue;
    set(mask_, cell[best], mask_[static_cast<std::size_t>(cell[best])] | (1 << type[best]));
    set(clue_, node, cell[best] * 8 + type[best]);
  }
  for (int node : pending_) {
    const int cl = clue_[static_cast<std::size_t>(node)];
    if (cl < 0) continue;
    const int owner = cl >> 3, otype = cl & 7;
    const int om = mask_[static_cast<std::size_t>(owner)];
    if (!is_pair(om)) continue;
    const int n = candidates(node >> 1, node & 1, cell, type);
    for (int k = 0; k < n; ++k) {
      if (mask_[static_cast<std::size_t>(cell[k])] != 0) continue;
      set(mask_, owner, om & ~(1 << otype));
      set(mask_, cell[k], 1 << type[k]);
      set(clue_, node, cell[k] * 8 + type[k]);
      break;
    }
  }
}

// The 8-neighbours of a cell (and the cell itself): f(cell) for each inside the grid.
template <class F>
void LayoutState::around8(int i, F&& f) const {
  const int C = cols_, nb = nb_[static_cast<std::size_t>(i)];
  const int lo = (nb & kLeft) ? -1 : 0, hi = (nb & kRight) ? 1 : 0;
  if (nb & kUp)
    for (int d = lo; d <= hi; ++d) f(i - C + d);
  for (int d = lo; d <= hi; ++d) f(i + d);
  if (nb & kDown)
    for (int d = lo; d <= hi; ++d) f(i + C + d);
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
      const int size = cluster_size(x, cs);
      tot_.clusters += sign;
      if (size >= 3) tot_.big += sign * size * size;
    });
}

void LayoutState::flip(const int* cells, int count) {
  const int R = rows_, C = cols_;
  if (stamp_ > 0xFFFFFF00u) {
    for (auto* v : {&zmark_, &qmark_, &rmark_, &omark_, &smark_, &cmark_})
      std::fill(v->begin(), v->end(), 0u);
    stamp_ = 0;
  }
  log_.clear();
  saved_ = tot_;
  nflipped_ = count;
  flipped_[0] = cells[0];
  flipped_[1] = count > 1 ? cells[1] : -1;
  auto& kind = l_->kind;
  auto K = [&](int i) { return kind[static_cast<std::size_t>(i)]; };
  auto is_flipped = [&](int i) { return i == flipped_[0] || i == flipped_[1]; };
  auto letter_or_flipped = [&](int i) { return K(i) == Kind::Letter || is_flipped(i); };

  // The line segments whose runs change: through each flipped cell, both ways, as far as
  // letters (or flipped cells) reach.
  struct Segment {
    int dir, first, n;
  } seg[4];
  int nseg = 0;
  for (int j = 0; j < count; ++j)
    for (int d = 0; d < 2; ++d) {
      const int f = cells[j], step = d ? C : 1, pos = d ? f / C : f % C, lim = d ? R : C;
      const int base = f - pos * step;
      int lo = pos, hi = pos;
      while (lo > 0 && letter_or_flipped(base + (lo - 1) * step)) --lo;
      while (hi + 1 < lim && letter_or_flipped(base + (hi + 1) * step)) ++hi;
      const int first = base + lo * step;
      bool dup = false;
      for (int k = 0; k < nseg; ++k) dup = dup || (seg[k].dir == d && seg[k].first == first);
      if (!dup) seg[nseg++] = {d, first, hi - lo + 1};
    }

  // The zone: flipped cells, run starts before and after in the segments, 4-neighbours.
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
  auto new_letter = [&](int i) { return (K(i) == Kind::Letter) != is_flipped(i); };
  for (int j = 0; j < count; ++j) add_around(cells[j]);
  for (int g = 0; g < nseg; ++g) {
    const int d = seg[g].dir, step = d ? C : 1;
    for (int k = 0, i = seg[g].first; k < seg[g].n; ++k, i += step)
      if (len_[static_cast<std::size_t>(2 * i + d)] > 0 ||
          (new_letter(i) && (k == 0 || !new_letter(i - step))))
        add_around(i);
  }

  // Take out the old components and clusters.
  collect();
  const unsigned os = ++stamp_;
  old_runs_.assign(runs_.begin(), runs_.end());
  for (int node : runs_) {
    const auto k = static_cast<std::size_t>(node);
    omark_[k] = os;
    oinfo_[k] = len_[k] * 2 + (clue_[k] >= 0 ? 1 : 0);
    run_contrib(node, -1);
    set(clue_, node, -1);
  }
  for (int q : qs_) {
    q_contrib(q, -1);
    set(mask_, q, 0);
  }
  clusters(cells, count, -1);

  // The move itself, and the runs of the segments.
  for (int j = 0; j < count; ++j) {
    auto& k = kind[static_cast<std::size_t>(cells[j])];
    k = k == Kind::Question ? Kind::Letter : Kind::Question;
    tot_.questions += k == Kind::Question ? 1 : -1;
  }
  for (int g = 0; g < nseg; ++g) {
    const int d = seg[g].dir, step = d ? C : 1, n = seg[g].n, first = seg[g].first;
    for (int k = 0; k < n;) {
      const int i = first + k * step;
      if (K(i) != Kind::Letter) {
        set(start_, 2 * i + d, -1);
        set(len_, 2 * i + d, 0);
        ++k;
        continue;
      }
      int e = k;
      while (e < n && K(first + e * step) == Kind::Letter) ++e;
      for (int j = k; j < e; ++j) {
        const int x = first + j * step;
        set(start_, 2 * x + d, i);
        set(len_, 2 * x + d, j == k ? e - k : 0);
      }
      k = e;
    }
  }

  // Put in the new components.
  collect();
  std::sort(runs_.begin(), runs_.end());
  assign();
  for (int node : runs_) run_contrib(node, 1);
  for (int q : qs_) q_contrib(q, 1);
  clusters(cells, count, 1);

  // Word cover: only runs whose length or clued state changed.
  touched_.clear();
  for (int j = 0; j < count; ++j) touched_.push_back(cells[j]);
  auto cover_run = [&](int node, int len, int delta) {
    const int step = (node & 1) ? C : 1;
    for (int k = 0, i = node >> 1; k < len; ++k, i += step) {
      set(cover_, i, cover_[static_cast<std::size_t>(i)] + delta);
      touched_.push_back(i);
    }
  };
  for (int node : runs_) {
    const auto k = static_cast<std::size_t>(node);
    const int info = len_[k] * 2 + (clue_[k] >= 0 ? 1 : 0);
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

  // Per-field figures of the fields whose kind or cover changed, and their neighbours.
  const unsigned ss = ++stamp_;
  auto restatus = [&](int i) {
    auto& m = smark_[static_cast<std::size_t>(i)];
    if (m == ss) return;
    m = ss;
    const int now = cell_status(i), was = status_[static_cast<std::size_t>(i)];
    if (now == was) return;
    tot_.faults += (now & kLetterFault) - (was & kLetterFault);
    tot_.uncrossed += ((now & kUncrossed) - (was & kUncrossed)) / kUncrossed;
    tot_.dead += ((now & kDead) - (was & kDead)) / kDead;
    set(status_, i, now);
  };
  for (int i : touched_) around4(i, restatus);
}

void LayoutState::undo() {
  for (auto it = log_.rbegin(); it != log_.rend(); ++it) *it->first = it->second;
  log_.clear();
  for (int j = 0; j < nflipped_; ++j) {
    auto& k = l_->kind[static_cast<std::size_t>(flipped_[j])];
    k = k == Kind::Question ? Kind::Letter : Kind::Question;
  }
  nflipped_ = 0;
  tot_ = saved_;
}

LayoutEval LayoutState::eval() const {
  return from_totals(tot_);
}

LayoutEval anneal(Layout& l, const std::vector<std::uint8_t>& length_ok, const SolverOptions& opts,
                  Rng& rng, long moves, const std::vector<int>& window, const StopToken* stop) {
  std::vector<int> free_cells;
  if (window.empty()) {
    for (int i = 0; i < l.cells(); ++i)
      if (!l.fixed[static_cast<std::size_t>(i)]) free_cells.push_back(i);
  } else {
    for (int i : window)
      if (!l.fixed[static_cast<std::size_t>(i)]) free_cells.push_back(i);
  }
  LayoutState state(l, length_ok);
  LayoutEval cur = state.eval();
  if (free_cells.empty() || moves <= 0) return cur;
  LayoutEval best = cur;
  std::vector<Kind> best_kind = l.kind;
  // One flip moves the objective by about 1/fields of the grid (the ratings are shares), so
  // layout_temp is taken as the start temperature of a grid of 100 fields and scaled by
  // 100 / fields: one setting then anneals 15x15 and 60x60 grids alike.
  int fields = 0;
  for (Kind k : l.kind) fields += k != Kind::Blocked;
  const double t0 = std::max(opts.layout_temp, 1e-6) * 100.0 / std::max(fields, 1);
  const double t1 = t0 * 0.005;
  const double decay = std::pow(t1 / t0, 1.0 / static_cast<double>(moves));
  double temp = t0;
  const int C = l.cols;
  for (long m = 0; m < moves; ++m, temp *= decay) {
    if (stop && (m & 4095) == 0 && stop->stopped()) break;
    const int a = free_cells[rng.below(static_cast<std::uint32_t>(free_cells.size()))];
    int b = -1;
    // Half the moves shift a question field to a neighbour; the rest flip one field.
    if (l.kind[static_cast<std::size_t>(a)] == Kind::Question && rng.below(2)) {
      const int dr = static_cast<int>(rng.below(3)) - 1, dc = static_cast<int>(rng.below(3)) - 1;
      const int r = a / C + dr, c = a % C + dc;
      if (r >= 0 && r < l.rows && c >= 0 && c < C) {
        const auto k = static_cast<std::size_t>(r * C + c);
        if (!l.fixed[k] && l.kind[k] == Kind::Letter) b = r * C + c;
      }
    }
    const int cells[2] = {a, b};
    state.flip(cells, b >= 0 ? 2 : 1);
    const LayoutEval next = state.eval();
    const double delta = next.objective() - cur.objective();
    if (delta >= 0 || rng.unit() < std::exp(delta / temp)) {
      cur = next;
      if (cur.better_than(best)) {
        best = cur;
        best_kind = l.kind;
      }
    } else {
      state.undo();
    }
  }
  l.kind = best_kind;
  return best;
}

ArrowwordGrid layout_to_grid(const Layout& l, const LayoutWorkspace& ws) {
  ArrowwordGrid g(l.rows, l.cols);
  for (int i = 0; i < l.cells(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    switch (l.kind[k]) {
      case Kind::Blocked:
        g.fields[k] = l.given[k];
        break;
      case Kind::Question:
        g.fields[k] = kQuestionField;
        break;
      case Kind::Letter:
        g.fields[k] = is_letter_char(l.given[k]) ? l.given[k] : kEmptyField;
        break;
    }
  }
  for (const auto& w : ws.words)
    g.questions.push_back({w.clue_cell / l.cols, w.clue_cell % l.cols, w.clue_type});
  std::sort(g.questions.begin(), g.questions.end());
  return g;
}

}  // namespace cwg
