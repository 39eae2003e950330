// Rollouts of the top candidates in batches, the racing rule between batches.
#include "analysis/sim.hpp"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <chrono>
#include <cmath>
#include <memory>

#include "analysis/game_analysis.hpp"
#include "core/rng.hpp"
#include "core/workers.hpp"

namespace cwg::analysis {

namespace {

using game::Tile;
using game::TileString;

/// A rollout's state: the board, both racks (0: the simulating player), the bag.
struct Rollout {
  game::Board board;
  TileString racks[2];
  TileString bag;
  int spread = 0;  ///< player 0's points less player 1's since the position
  int scoreless = 0;
  bool over = false;
  double kept[2] = {0, 0};  ///< the equity of each side's last leave (and adjustments)

  void draw(TileString& rack, int size) {
    while (static_cast<int>(rack.size()) < size && !bag.empty()) {
      rack.push_back(bag.back());
      bag.pop_back();
    }
  }
  /// Player p makes `a`; ends the game when it goes out or is the sixth scoreless turn.
  void apply(int p, const Action& a, const game::Distribution& d, Rng& rng, int rack_size) {
    TileString& rack = racks[p];
    if (a.kind == ActionKind::Play) {
      place_tiles(a, board, &rack);
      draw(rack, rack_size);
    } else if (a.kind == ActionKind::Exchange) {
      for (const Tile t : a.thrown) rack.erase(std::find(rack.begin(), rack.end(), t));
      draw(rack, rack_size);
      bag.insert(bag.end(), a.thrown.begin(), a.thrown.end());
      for (std::size_t i = bag.size(); i > 1; --i)
        std::swap(bag[i - 1], bag[rng.below(static_cast<std::uint32_t>(i))]);
    }
    const int sign = p == 0 ? 1 : -1;
    spread += sign * a.score;
    kept[p] = a.equity - a.score;
    scoreless = a.score == 0 ? scoreless + 1 : 0;
    if (rack.empty()) {
      spread += sign * 2 * d.points(racks[1 - p]);
      over = true;
    } else if (scoreless >= 6) {
      spread += d.points(racks[1]) - d.points(racks[0]);
      over = true;
    }
  }
};

/// What one rollout gives: player 0's spread over it and chance to win.
struct Outcome {
  double spread = 0;
  double win = 0;
};

Outcome rollout(Ranker& ranker, const game::Leaves& leaves, const WinTable& table,
                const GamePosition& pos, const Action& candidate, const SimOptions& o,
                std::uint64_t iteration, bool to_the_end) {
  const game::Distribution& d = ranker.alphabet();
  const int rack_size = ranker.rules().rack_size;
  Rng rng(o.seed, iteration);
  Rollout g{pos.board, {pos.rack, {}}, pos.unseen};
  if (pos.opponent) {
    // The opponent's known tiles are theirs; the rest of their rack comes from the bag.
    g.racks[1] = *pos.opponent;
    for (const Tile t : *pos.opponent) {
      const auto it = std::find(g.bag.begin(), g.bag.end(), t);
      assert(it != g.bag.end() && "read_game_position checks the stated tiles are unseen");
      g.bag.erase(it);
    }
  }
  for (std::size_t i = g.bag.size(); i > 1; --i)
    std::swap(g.bag[i - 1], g.bag[rng.below(static_cast<std::uint32_t>(i))]);
  g.draw(g.racks[1], rack_size);
  g.scoreless = pos.zero_turns;
  g.apply(0, candidate, d, rng, rack_size);
  int p = 1;
  // Without a bag every game ends within a few dozen plies: six scoreless turns at most
  // between plays, each play taking a tile.
  const int plies = to_the_end ? 1000 : o.plies;
  for (int ply = 0; ply < plies && !g.over; ++ply, p = 1 - p) {
    Turn turn;
    turn.board = &g.board;
    turn.rack = g.racks[p];
    turn.situation.bag = static_cast<int>(g.bag.size());
    turn.situation.opponent_points = d.points(g.racks[1 - p]);
    turn.may_exchange = static_cast<int>(g.bag.size()) >= 7;
    g.apply(p, ranker.best(turn, leaves), d, rng, rack_size);
  }
  const double spread = g.over ? g.spread : g.spread + g.kept[0] - g.kept[1];
  const double total = pos.scores[0] - pos.scores[1] + spread;
  Outcome out{spread, 0};
  if (g.over) {
    out.win = total > 0 ? 1 : total == 0 ? 0.5 : 0;
  } else {
    // Player p is on turn: their chance from their spread, with the bag as it is.
    const int bag = static_cast<int>(g.bag.size());
    const double on_turn = table.win(p == 0 ? total : -total, bag);
    out.win = p == 0 ? on_turn : 1 - on_turn;
  }
  return out;
}

}  // namespace

double SimCandidate::value() const {
  return iterations ? value_sum / static_cast<double>(iterations) : -1e9;
}

namespace {

/// The top candidates of `pos` by static equity, within `o.margin` of the best.
std::vector<SimCandidate> candidates_of(Ranker& ranker, const game::Leaves& leaves,
                                        const GamePosition& pos, const SimOptions& o,
                                        const Action* also) {
  const game::Distribution& d = ranker.alphabet();
  Turn turn;
  turn.board = &pos.board;
  turn.rack = pos.rack;
  turn.situation = situation_of(pos.board, pos.rack, d, pos.rules.rack_size);
  turn.may_exchange = pos.bag() >= 7;
  std::vector<Action> ranked = ranker.rank_all(turn, leaves);
  ranked.resize(std::min(ranked.size(), static_cast<std::size_t>(o.candidates)));
  std::vector<SimCandidate> out;
  for (Action& a : ranked) {
    if (o.margin > 0 && !out.empty() && a.equity < out[0].action.equity - o.margin) break;
    SimCandidate c;
    c.play = action_text(a, pos.board, d);
    c.action = std::move(a);
    c.spread_weight = o.spread_weight;
    out.push_back(std::move(c));
  }
  if (also) {
    const std::string text = action_text(*also, pos.board, d);
    if (std::none_of(out.begin(), out.end(),
                     [&](const SimCandidate& c) { return c.play == text; })) {
      SimCandidate c;
      c.play = text;
      c.action = *also;
      c.spread_weight = o.spread_weight;
      out.push_back(std::move(c));
    }
  }
  return out;
}

SimResult simulate_on(const std::vector<Ranker*>& rankers, const game::Leaves& leaves,
                      const WinTable& table, const GamePosition& pos, const SimOptions& o,
                      const StopToken& stop, const Action* also) {
  const auto start = std::chrono::steady_clock::now();
  SimResult res;
  res.candidates = candidates_of(*rankers[0], leaves, pos, o, also);
  const int threads = static_cast<int>(rankers.size());
  // With the bag empty the opponent's rack is the unseen tiles: nothing is drawn, and every
  // rollout of a candidate is the same.
  res.deterministic = static_cast<int>(pos.unseen.size()) <= pos.rules.rack_size;
  const std::int64_t iterations = res.deterministic ? 1 : o.iterations;
  std::int64_t done = 0;  // iterations of every candidate still in the race
  while (done < iterations && !stop.stopped()) {
    std::vector<std::size_t> active;
    for (std::size_t c = 0; c < res.candidates.size(); ++c)
      if (!res.candidates[c].dropped) active.push_back(c);
    if (active.size() <= 1 && done > 0) break;
    const std::int64_t batch = std::min<std::int64_t>(o.batch, iterations - done);
    const std::size_t jobs = active.size() * static_cast<std::size_t>(batch);
    std::vector<Outcome> outcomes(jobs);
    std::atomic<std::size_t> next{0};
    std::atomic<int> worker_id{0};
    auto worker = [&] {
      Ranker& ranker = *rankers[static_cast<std::size_t>(worker_id++)];
      for (std::size_t j; (j = next++) < jobs;) {
        const SimCandidate& c = res.candidates[active[j / static_cast<std::size_t>(batch)]];
        const std::uint64_t iteration =
            static_cast<std::uint64_t>(done) + j % static_cast<std::size_t>(batch);
        outcomes[j] =
            rollout(ranker, leaves, table, pos, c.action, o, iteration, res.deterministic);
      }
    };
    run_workers(threads, worker);
    for (std::size_t j = 0; j < jobs; ++j) {
      SimCandidate& c = res.candidates[active[j / static_cast<std::size_t>(batch)]];
      const Outcome& x = outcomes[j];
      const double v = x.win + o.spread_weight * x.spread;
      ++c.iterations;
      c.spread_sum += x.spread;
      c.spread_squares += x.spread * x.spread;
      c.win_sum += x.win;
      c.value_sum += v;
      c.value_squares += v * v;
    }
    res.rollouts += static_cast<std::int64_t>(jobs);
    done += batch;
    // The racing rule: drop a candidate whose upper bound is below the leader's lower one.
    auto bound = [&](const SimCandidate& c, double sign) {
      const double n = static_cast<double>(c.iterations);
      const double mean = c.value_sum / n;
      const double var = std::max(0.0, c.value_squares / n - mean * mean);
      return mean + sign * o.z * std::sqrt(var / n);
    };
    double leader_low = -1e9;
    for (const std::size_t c : active)
      leader_low = std::max(leader_low, bound(res.candidates[c], -1));
    for (const std::size_t c : active)
      if (bound(res.candidates[c], +1) < leader_low) res.candidates[c].dropped = true;
  }
  for (SimCandidate& c : res.candidates) {
    if (c.iterations == 0) continue;
    const double n = static_cast<double>(c.iterations);
    c.mean_spread = c.spread_sum / n;
    const double var = std::max(0.0, c.spread_squares / n - c.mean_spread * c.mean_spread);
    const double half = 1.96 * std::sqrt(var / n);
    c.ci_low = c.mean_spread - half;
    c.ci_high = c.mean_spread + half;
    c.win_pct = 100.0 * c.win_sum / n;
  }
  std::stable_sort(res.candidates.begin(), res.candidates.end(),
                   [](const SimCandidate& a, const SimCandidate& b) {
                     if (a.dropped != b.dropped) return !a.dropped;
                     return a.value() > b.value();
                   });
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return res;
}

}  // namespace

SimResult simulate(const game::Lexicon& lexicon, const game::Leaves& leaves, const WinTable& table,
                   const GamePosition& pos, const SimOptions& o, const StopToken& stop,
                   const Action* also) {
  std::vector<std::unique_ptr<Ranker>> owned;
  std::vector<Ranker*> rankers;
  for (int t = 0; t < std::max(1, o.threads); ++t) {
    owned.push_back(std::make_unique<Ranker>(lexicon, pos.rules, game::EquityRules{}));
    rankers.push_back(owned.back().get());
  }
  return simulate_on(rankers, leaves, table, pos, o, stop, also);
}

SimResult simulate(Ranker& ranker, const game::Leaves& leaves, const WinTable& table,
                   const GamePosition& pos, const SimOptions& o, const StopToken& stop,
                   const Action* also) {
  return simulate_on({&ranker}, leaves, table, pos, o, stop, also);
}

}  // namespace cwg::analysis
