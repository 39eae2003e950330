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
#include <utility>

#include "core/workers.hpp"
#include "game/endgame/endgame.hpp"
#include "game/endgame/search.hpp"

namespace cwg::endgame {

namespace {

struct RootMove {
  NodeMove move;
  int value = -kInfinity;  ///< of the last iteration (an upper bound if it failed low)
  bool horizon = false;
  /// What a search resting on no horizon proved of the move, at any depth: an upper bound
  /// on its value, and whether that is its value (a proof holds whatever the depth).
  int proven_upper = kInfinity;
  bool proven_exact = false;
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
      RootMove& m = out[i];
      // A move proved before needs no search again: its value, or a bound below the window.
      if (m.proven_exact || m.proven_upper <= alpha) {
        m.value = m.proven_upper;
        m.horizon = false;
      } else {
        s.trim_line_cache();  // between root moves no node refers to the cache
        bool horizon = false;
        try {
          // A null window first: most moves only need to be shown no better than the best.
          int v = alpha > -kInfinity ? s.move_value(m.move, depth, alpha, alpha + 1, horizon)
                                     : kInfinity;
          if (v > alpha) {
            horizon = false;  // the value is the second search's alone
            v = s.move_value(m.move, depth, alpha, kInfinity, horizon);
          }
          m.value = v;
        } catch (const Aborted&) {
          aborted = true;
          return;
        }
        m.horizon = horizon;
        if (!horizon) {
          m.proven_exact = m.value > alpha;
          m.proven_upper = m.proven_exact ? m.value : std::min(m.proven_upper, m.value);
        }
      }
      for (int b = best.load(); m.value > b && !best.compare_exchange_weak(b, m.value);) {
      }
    }
  };
  run_workers(static_cast<int>(searchers.size()), worker);
  if (aborted) {
    // The proofs of a stopped iteration hold all the same.
    for (std::size_t i = 0; i < root.size(); ++i) {
      root[i].proven_upper = out[i].proven_upper;
      root[i].proven_exact = out[i].proven_exact;
    }
    return false;
  }
  root = std::move(out);
  return true;
}

/// A floor under the root's value: after an iteration that rests on the horizon, its best
/// move is searched again with null windows at its value and, failing that, halfway down
/// to the floor known (16 below when none); a cut resting on no horizon proves the move
/// worth at least what it returned. Returns the floor proved (-kInfinity when none).
int prove_floor(Searcher& s, const RootMove& best, int depth, int floor) {
  const int targets[2] = {
      best.value, floor > -kInfinity ? floor + (best.value - floor + 1) / 2 : best.value - 16};
  try {
    for (const int t : targets) {
      if (t <= floor) break;
      bool horizon = false;
      const int v = s.move_value(best.move, depth + 1, t - 1, t, horizon);
      if (!horizon && v >= t) return v;
    }
  } catch (const Aborted&) {  // stopped: no floor from this probe
  }
  return -kInfinity;
}

/// A ceiling under way: after an iteration that rests on the horizon, the root moves not
/// yet proved at most `target` (the iteration's value) are searched again with a null window
/// there, proving (Searcher::set_proving), the lowest valued first, within `budget` nodes in
/// all; one failing low on no horizon is proved worth at most what it returned. When every
/// move is, the value is at most `target`.
void prove_ceilings(Searcher& s, std::vector<RootMove>& root, int depth, int target,
                    std::uint64_t budget) {
  s.set_proving(true);
  s.set_node_limit(s.nodes() + budget);
  try {
    for (auto m = root.rbegin(); m != root.rend(); ++m) {
      if (m->proven_upper <= target) continue;
      s.trim_line_cache();  // between root moves no node refers to the cache
      bool horizon = false;
      const int v = s.move_value(m->move, depth, target, target + 1, horizon);
      if (!horizon && v <= target) m->proven_upper = std::min(m->proven_upper, v);
    }
  } catch (const Aborted&) {  // stopped or out of nodes: the proofs so far hold
  }
  s.set_node_limit(~std::uint64_t{0});
  s.set_proving(false);
}

/// What the proofs give whatever the horizon: a move proved exact or at least a value is a
/// floor (as is `floor`), and when every move has a proved bound, the largest is a ceiling
/// (-kInfinity and kInfinity when unknown).
std::pair<int, int> proved_bounds(const std::vector<RootMove>& root, int floor) {
  int lower = floor, upper = -kInfinity;
  for (const RootMove& m : root) {
    if (m.proven_exact) lower = std::max(lower, m.proven_upper);
    upper = std::max(upper, m.proven_upper);
  }
  return {lower, upper};
}

/// The line's move at a node of `value` with `left` plies to search: the first move (in
/// search order) whose null-window value is the node's, else (a depth's value the table's
/// mixed depths no longer give) the best now. Throws Aborted when the searcher's stop fires.
NodeMove line_move(Searcher& s, const std::vector<NodeMove>& moves, int left, int value) {
  for (const NodeMove& c : moves) {
    bool horizon = false;
    if (s.move_value(c, left, value - 1, value + 1, horizon) == value) return c;
  }
  const NodeMove* pick = &moves.front();
  int pick_value = -kInfinity;
  for (const NodeMove& c : moves) {
    bool horizon = false;
    const int v = s.move_value(c, left, -kInfinity, kInfinity, horizon);
    if (v > pick_value) {
      pick = &c;
      pick_value = v;
    }
  }
  return *pick;
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
  NodeMove first;          // the line's first move
  int floor = -kInfinity;  // the largest value proved reachable by a probe
  NodeMove floor_move;     // the move that probe proved worth the floor
  bool solved = false;     // an iteration reached the end of the game on every line
  const int limit = options.max_plies > 0 ? options.max_plies : 1000;
  const auto total_nodes = [&searchers] {
    std::uint64_t n = 0;
    for (const auto& s : searchers) n += s->nodes();
    return n;
  };
  std::uint64_t nodes_before = 0;  // searched before this iteration
  for (int depth = 1; depth <= limit; ++depth) {
    if (!iterate(searchers, root, depth)) break;
    // The first iteration always completes, so there is a value and a move to show.
    if (depth == 1)
      for (const auto& s : searchers) s->set_stop(&stop);
    // The root's order for the next iteration: by this one's values, ties as before.
    std::stable_sort(root.begin(), root.end(),
                     [](const RootMove& a, const RootMove& b) { return a.value > b.value; });
    first = root[0].move;
    result.value = root[0].value;
    result.depth = depth;
    result.exact = solved =
        std::none_of(root.begin(), root.end(), [](const RootMove& m) { return m.horizon; });
    if (solved) break;
    if (const int f = prove_floor(*searchers[0], root[0], depth, floor); f > floor) {
      floor = f;
      floor_move = root[0].move;
    }
    // The probes get a share of the nodes the iteration and the floor's probe took.
    if (options.ceiling_probe_percent > 0)
      prove_ceilings(*searchers[0], root, depth, result.value,
                     (total_nodes() - nodes_before) *
                         static_cast<std::uint64_t>(options.ceiling_probe_percent) / 100);
    nodes_before = total_nodes();
    // A floor and a ceiling that meet: the value is proved, whatever the horizon.
    if (const std::pair<int, int> bounds = proved_bounds(root, floor);
        bounds.first == bounds.second) {
      // (not a structured binding: clang 14 cannot capture one in the lambda below)
      const int lower = bounds.first;
      result.value = lower;
      result.exact = true;
      // The line starts with a move proved worth the value: the first in the root's order
      // proved exact, else the one the floor's probe proved.
      const auto exact = std::find_if(root.begin(), root.end(), [lower](const RootMove& m) {
        return m.proven_exact && m.proven_upper == lower;
      });
      first = exact != root.end() ? exact->move : floor_move;
      break;
    }
  }
  for (const auto& s : searchers) {
    result.nodes += s->nodes();
    result.table_cuts += s->table_cuts();
  }
  const auto [lower, upper] = proved_bounds(root, floor);
  for (const RootMove& m : root) result.root_moves_bounded += m.proven_upper < kInfinity ? 1 : 0;
  result.root_moves = static_cast<int>(root.size());
  if (lower > -kInfinity) result.lower = lower;
  if (upper < kInfinity) result.upper = upper;

  if (result.depth > 0) {
    // The line: the root's best move, then at each node the first move (in search order)
    // whose value is the node's, found by null-window searches on the first thread's
    // (warm) table, with no deadline.
    Searcher& s = *searchers[0];
    const StopToken never;
    s.set_stop(&never);
    NodeMove m = first;
    int value = result.value;
    // A solved value may rest on table entries solved deeper than the last iteration: its
    // line is walked to the end of the game. A value proved by its bounds too, until the
    // deadline (then the line stops short, its end "depth").
    const int plies = result.exact ? 1000 : result.depth;
    if (result.exact && !solved) s.set_stop(&stop);
    for (int left = plies;;) {
      std::vector<NodeMove> moves = s.ordered_moves();  // regenerates this ply's list
      if (left < plies) try {
          m = line_move(s, moves, left, value);
        } catch (const Aborted&) {  // the deadline of a value proved by its bounds
          break;
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
