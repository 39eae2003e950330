#include "solver/layout.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cmath>

#include "scoring/formulas.hpp"

namespace cwg {

namespace {

// Pairs of arrow types that may share a field (SPEC rule 3), as type bitmasks.
constexpr std::uint8_t kPairs[] = {(1 << 0) | (1 << 3), (1 << 0) | (1 << 2), (1 << 0) | (1 << 4),
                                   (1 << 3) | (1 << 1), (1 << 3) | (1 << 5)};

bool mask_allowed(std::uint8_t mask) {
  if (std::popcount(mask) <= 1) return true;
  for (auto p : kPairs)
    if (p == mask) return true;
  return false;
}

bool bent_ok(const Layout& l, int r, int c) {
  return r == 0 || c == 0 || l.kind[static_cast<std::size_t>(r * l.cols + c - 1)] == Kind::Blocked ||
         l.kind[static_cast<std::size_t>((r - 1) * l.cols + c)] == Kind::Blocked;
}

struct Cand {
  int cell;
  int type;
};

// The (field, type) pairs that could clue the run starting at (r, c) in direction dir.
int candidates(const Layout& l, int r, int c, Dir dir, Cand out[3]) {
  int n = 0;
  auto question = [&](int rr, int cc) {
    return rr >= 0 && rr < l.rows && cc >= 0 && cc < l.cols &&
           l.kind[static_cast<std::size_t>(rr * l.cols + cc)] == Kind::Question;
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

}  // namespace

Layout layout_from_grid(const Grid& grid) {
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
  return l;
}

int derive_clues(const Layout& l, const std::vector<std::uint8_t>& length_ok,
                 LayoutWorkspace& ws) {
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
      while (e < C && K(r * C + e) == Kind::Letter) ws.hid[static_cast<std::size_t>(r * C + e++)] = r * C + c;
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
      while (e < R && K(e * C + c) == Kind::Letter) ws.vid[static_cast<std::size_t>(e++ * C + c)] = r * C + c;
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
      const int len = dir == Dir::Right ? ws.hrun[static_cast<std::size_t>(i)] : ws.vrun[static_cast<std::size_t>(i)];
      if (len < 2) continue;
      Pending p{i, dir, 0, {}};
      p.n = candidates(l, i / C, i % C, dir, p.cand);
      if (p.n == 0) {
        ++faults;  // a run nobody can clue
      } else if (p.n == 1) {
        const auto mask = static_cast<std::uint8_t>(ws.clue_mask[static_cast<std::size_t>(p.cand[0].cell)] | (1 << p.cand[0].type));
        if (mask_allowed(mask))
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
      if (!mask_allowed(static_cast<std::uint8_t>(cur | (1 << p.cand[k].type)))) continue;
      if (best < 0 || (cur == 0 && ws.clue_mask[static_cast<std::size_t>(p.cand[best].cell)] != 0)) best = k;
    }
    const int len = p.dir == Dir::Right ? ws.hrun[static_cast<std::size_t>(p.start)] : ws.vrun[static_cast<std::size_t>(p.start)];
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
    if (K(i) == Kind::Question && ws.clue_mask[static_cast<std::size_t>(i)] == 0) ++faults;
  for (const auto& w : ws.words) {
    if (w.length >= static_cast<int>(length_ok.size()) || !length_ok[static_cast<std::size_t>(w.length)]) ++faults;
    const int step = w.dir == Dir::Right ? 1 : C;
    for (int k = 0, i = w.start; k < w.length; ++k, i += step) ++ws.cover[static_cast<std::size_t>(i)];
  }
  for (int i = 0; i < N; ++i)
    if (K(i) == Kind::Letter && ws.cover[static_cast<std::size_t>(i)] == 0) ++faults;
  return faults;
}

LayoutEval evaluate(const Layout& l, const std::vector<std::uint8_t>& length_ok,
                    LayoutWorkspace& ws) {
  LayoutEval ev;
  ev.faults = derive_clues(l, length_ok, ws);
  const int R = l.rows, C = l.cols, N = R * C;
  int fields = 0, questions = 0, letters = 0, uncrossed = 0, dead = 0, doubles = 0;
  for (int i = 0; i < N; ++i) {
    const Kind k = l.kind[static_cast<std::size_t>(i)];
    if (k == Kind::Blocked) continue;
    ++fields;
    if (k == Kind::Question) {
      ++questions;
      if (std::popcount(ws.clue_mask[static_cast<std::size_t>(i)]) == 2) ++doubles;
      continue;
    }
    ++letters;
    if (ws.cover[static_cast<std::size_t>(i)] != 1) continue;
    ++uncrossed;
    const int r = i / C, c = i % C;
    auto unc = [&](int rr, int cc) {
      return rr >= 0 && rr < R && cc >= 0 && cc < C && ws.cover[static_cast<std::size_t>(rr * C + cc)] == 1 &&
             l.kind[static_cast<std::size_t>(rr * C + cc)] == Kind::Letter;
    };
    if (unc(r - 1, c) || unc(r + 1, c) || unc(r, c - 1) || unc(r, c + 1)) ++dead;
  }
  std::array<double, 8> share{};
  for (const auto& w : ws.words)
    if (w.length >= 2) share[static_cast<std::size_t>(std::min(w.length, 9) - 2)] += 1;
  if (!ws.words.empty())
    for (auto& s : share) s = s * 100.0 / static_cast<double>(ws.words.size());
  // Clusters: 8-connected groups of question fields.
  ws.comp.assign(static_cast<std::size_t>(N), 0);
  int clusters = 0;
  double big = 0;
  for (int i = 0; i < N; ++i) {
    if (l.kind[static_cast<std::size_t>(i)] != Kind::Question || ws.comp[static_cast<std::size_t>(i)]) continue;
    ++clusters;
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
    if (size >= 3) big += size * size;
  }
  const double qpct = fields ? 100.0 * questions / fields : 0.0;
  const double upct = letters ? 100.0 * uncrossed / letters : 0.0;
  const double dpct = questions ? 100.0 * doubles / questions : 0.0;
  const double penalty[6] = {formula::question_share_penalty(qpct),
                            formula::uncrossed_penalty(upct),
                            formula::word_lengths_penalty(share),
                            formula::dead_fields_penalty(dead, letters),
                            formula::clusters_penalty(big, clusters),
                            formula::double_questions_penalty(doubles, dpct)};
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

LayoutEval anneal(Layout& l, const std::vector<std::uint8_t>& length_ok, const SolverOptions& opts,
                  Rng& rng, long moves, const std::vector<int>& window) {
  LayoutWorkspace ws;
  std::vector<int> free_cells;
  if (window.empty()) {
    for (int i = 0; i < l.cells(); ++i)
      if (!l.fixed[static_cast<std::size_t>(i)]) free_cells.push_back(i);
  } else {
    for (int i : window)
      if (!l.fixed[static_cast<std::size_t>(i)]) free_cells.push_back(i);
  }
  LayoutEval cur = evaluate(l, length_ok, ws);
  if (free_cells.empty() || moves <= 0) return cur;
  LayoutEval best = cur;
  std::vector<Kind> best_kind = l.kind;
  const double t0 = std::max(opts.layout_temp, 1e-6), t1 = t0 * 0.005;
  const double decay = std::pow(t1 / t0, 1.0 / static_cast<double>(moves));
  double temp = t0;
  const int C = l.cols;
  for (long m = 0; m < moves; ++m, temp *= decay) {
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
    auto flip = [&](int i) {
      auto& k = l.kind[static_cast<std::size_t>(i)];
      k = k == Kind::Question ? Kind::Letter : Kind::Question;
    };
    flip(a);
    if (b >= 0) flip(b);
    const LayoutEval next = evaluate(l, length_ok, ws);
    const double delta = next.objective() - cur.objective();
    if (delta >= 0 || rng.unit() < std::exp(delta / temp)) {
      cur = next;
      if (cur.objective() > best.objective()) {
        best = cur;
        best_kind = l.kind;
      }
    } else {
      flip(a);
      if (b >= 0) flip(b);
    }
  }
  l.kind = best_kind;
  return best;
}

Grid layout_to_grid(const Layout& l, const LayoutWorkspace& ws) {
  Grid g(l.rows, l.cols);
  for (int i = 0; i < l.cells(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    switch (l.kind[k]) {
      case Kind::Blocked: g.fields[k] = l.given[k]; break;
      case Kind::Question: g.fields[k] = kQuestionField; break;
      case Kind::Letter: g.fields[k] = is_letter_char(l.given[k]) ? l.given[k] : kEmptyField; break;
    }
  }
  for (const auto& w : ws.words) g.questions.push_back({w.clue_cell / l.cols, w.clue_cell % l.cols, w.clue_type});
  std::sort(g.questions.begin(), g.questions.end());
  return g;
}

}  // namespace cwg
