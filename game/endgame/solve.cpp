// Iterative deepening over the root's moves, shared among threads; then the best line.
//
// Each thread has its own Searcher (board, generator, transposition table) and takes the
// root's moves one at a time. A move is searched with the window (best so far - 1, +inf):
// a move worth the best value is then always searched exactly, so the value and the first
// move of the line (the first in the root's order reaching the value) do not depend on
// which thread searched what, or when.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>

#include "core/workers.hpp"
#include "game/endgame/endgame.hpp"
#include "game/endgame/search.hpp"

namespace cwg::endgame {

namespace {

struct RootMove {
  NodeMove move;
  int value = -kInfinity;  ///< of the last iteration (an upper bound if it failed low)
  bool horizon = false;
};

/// One iteration at `depth` over `root` with `threads` searchers; false when stopped.
bool iterate(std::vector<std::unique_ptr<Searcher>>& searchers, std::vector<RootMove>& root,
             int depth) {
  std::atomic<std::size_t> next{0};
  std::atomic<int> best{-kInfinity};
  std::atomic<int> worker_id{0};
  std::atomic<bool> aborted{false};
  std::vector<RootMove> out = root;
  auto worker = [&] {
    Searcher& s = *searchers[static_cast<std::size_t>(worker_id++)];
    for (std::size_t i; !aborted && (i = next++) < root.size();) {
      const int alpha = std::max(best.load() - 1, -kInfinity);
      bool horizon = false;
      try {
        // A null window first: most moves only need to be shown no better than the best.
        int v = alpha > -kInfinity ? s.move_value(root[i].move, depth, alpha, alpha + 1, horizon)
                                   : kInfinity;
        if (v > alpha) v = s.move_value(root[i].move, depth, alpha, kInfinity, horizon);
        out[i].value = v;
      } catch (const Aborted&) {
        aborted = true;
        return;
      }
      out[i].horizon = horizon;
      for (int b = best.load(); out[i].value > b && !best.compare_exchange_weak(b, out[i].value);) {
      }
    }
  };
  run_workers(static_cast<int>(searchers.size()), worker);
  if (aborted) return false;
  root = std::move(out);
  return true;
}

}  // namespace

Result solve(const game::Lexicon& lexicon, const game::Rules& rules, const Position& pos,
             const Options& options, const StopToken& stop) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::unique_ptr<Searcher>> searchers;
  for (int t = 0; t < std::max(1, options.threads); ++t) {
    searchers.push_back(std::make_unique<Searcher>(lexicon, rules, pos, options));
  }
  std::vector<RootMove> root;
  for (const NodeMove& m : searchers[0]->ordered_moves()) root.push_back({m});
  // Every searcher generates the root's list once, so a move's index means the same play.
  for (std::size_t t = 1; t < searchers.size(); ++t) searchers[t]->ordered_moves();

  Result result;
  std::size_t best_index = 0;
  const int limit = options.max_plies > 0 ? options.max_plies : 1000;
  for (int depth = 1; depth <= limit; ++depth) {
    if (!iterate(searchers, root, depth)) break;
    // The first iteration always completes, so there is a value and a move to show.
    if (depth == 1)
      for (const auto& s : searchers) s->set_stop(&stop);
    // The root's order for the next iteration: by this one's values, ties as before.
    std::stable_sort(root.begin(), root.end(),
                     [](const RootMove& a, const RootMove& b) { return a.value > b.value; });
    best_index = 0;
    result.value = root[0].value;
    result.depth = depth;
    result.exact =
        std::none_of(root.begin(), root.end(), [](const RootMove& m) { return m.horizon; });
    if (result.exact) break;
  }
  for (const auto& s : searchers) result.nodes += s->nodes();

  if (result.depth > 0) {
    // The line: the root's best move, then at each node the first move (in search order)
    // whose value is the node's, found by null-window searches on the first thread's
    // (warm) table, with no deadline.
    Searcher& s = *searchers[0];
    const StopToken never;
    s.set_stop(&never);
    NodeMove m = root[best_index].move;
    int value = result.value;
    // A solved value may rest on table entries solved deeper than the last iteration: its
    // line is walked to the end of the game.
    const int plies = result.exact ? 1000 : result.depth;
    for (int left = plies;;) {
      std::vector<NodeMove> moves = s.ordered_moves();  // regenerates this ply's list
      if (left < plies) {
        const NodeMove* pick = nullptr;
        int pick_value = -kInfinity;
        for (const NodeMove& c : moves) {
          bool horizon = false;
          const int v = s.move_value(c, left, value - 1, value + 1, horizon);
          if (v == value) {
            pick = &c;
            pick_value = v;
            break;
          }
        }
        if (!pick)  // a depth's value the table's mixed depths no longer give: the best now
          for (const NodeMove& c : moves) {
            bool horizon = false;
            const int v = s.move_value(c, left, -kInfinity, kInfinity, horizon);
            if (v > pick_value) {
              pick = &c;
              pick_value = v;
            }
          }
        m = *pick;
      }
      LineStep step;
      step.board_before = s.board();
      step.score = m.score;
      if (m.index != NodeMove::kPass) step.move = s.move_of(m);
      result.line.push_back(std::move(step));
      const char* end = nullptr;
      if (s.make(m, &end)) {
        result.end = end;
        break;
      }
      if (--left == 0) break;
      value = m.score - value;
    }
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace cwg::endgame
