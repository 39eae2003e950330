// derive_clues: the runs and the clue greedy (clues.hpp) on the whole layout, then the words
// and the faults.
#include "solver/clues.hpp"

namespace cwg::arrowword::solver {

namespace {

// The greedy's writes go straight into the workspace.
struct PlainStore {
  LayoutWorkspace& ws;
  unsigned types(int cell) const { return ws.clue_mask[static_cast<std::size_t>(cell)]; }
  void set_types(int cell, unsigned t) {
    ws.clue_mask[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(t);
  }
  ArrowClue clue(int node) const { return ws.clue[static_cast<std::size_t>(node)]; }
  void set_clue(int node, ArrowClue c) { ws.clue[static_cast<std::size_t>(node)] = c; }
};

}  // namespace

int derive_clues(const Layout& l, const std::vector<std::uint8_t>& length_ok, LayoutWorkspace& ws) {
  const int R = l.rows, C = l.cols, N = R * C;
  const auto n = static_cast<std::size_t>(N);
  ws.run_start.assign(2 * n, -1);
  ws.run_len.assign(2 * n, 0);
  ws.clue.assign(2 * n, ArrowClue{});
  ws.clue_mask.assign(n, 0);
  ws.cover.assign(n, 0);
  ws.words.clear();
  for (Dir dir : {Dir::Right, Dir::Down}) {
    auto set_run = [&](int cell, int start, int len) {
      const auto k = static_cast<std::size_t>(run_node(cell, dir));
      ws.run_start[k] = start;
      ws.run_len[k] = len;
    };
    if (dir == Dir::Right)
      for (int r = 0; r < R; ++r) write_runs(l, r * C, 1, C, set_run);
    else
      for (int c = 0; c < C; ++c) write_runs(l, c, C, R, set_run);
  }
  ws.runs.clear();
  for (std::size_t k = 0; k < 2 * n; ++k)
    if (ws.run_len[k] >= 2) ws.runs.push_back(static_cast<int>(k));

  const ArrowRules rules(l);
  PlainStore store{ws};
  assign_clues(l, rules, ws.runs, ws.pending, store);

  // The words: the runs decided in pass 1 in order, then those of passes 2 and 3 (the fill
  // takes its slots in this order).
  int faults = 0;
  auto add_word = [&](int node) {
    const ArrowClue c = ws.clue[static_cast<std::size_t>(node)];
    if (c.none()) {
      ++faults;  // a run nobody can clue
      return;
    }
    const int len = ws.run_len[static_cast<std::size_t>(node)];
    ws.words.push_back({run_start(node), run_dir(node), len, c});
  };
  std::size_t p = 0;
  for (int node : ws.runs) {
    if (p < ws.pending.size() && ws.pending[p] == node) {
      ++p;
      continue;
    }
    add_word(node);
  }
  for (int node : ws.pending) add_word(node);

  for (int i = 0; i < N; ++i)
    if (l.kind[static_cast<std::size_t>(i)] == Kind::Question &&
        (ws.clue_mask[static_cast<std::size_t>(i)] == 0 ||
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
    if (l.kind[static_cast<std::size_t>(i)] == Kind::Letter &&
        ws.cover[static_cast<std::size_t>(i)] == 0)
      ++faults;
  return faults;
}

}  // namespace cwg::arrowword::solver
