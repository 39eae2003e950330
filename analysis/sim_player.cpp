// A self-play side that simulates before it plays.
#include "analysis/sim_player.hpp"

#include <memory>

#include "analysis/game_position.hpp"
#include "core/stop.hpp"

namespace cwg::analysis {

SimChooser::SimChooser(const SimOptions& options, const WinTable& table)
    : options_(options), table_(table) {}

SimOptions SimChooser::defaults() {
  SimOptions o;
  o.candidates = 5;
  o.plies = 2;
  o.iterations = 128;
  return o;
}

Action SimChooser::choose(Ranker& ranker, const game::Leaves& leaves, const SideView& view,
                          std::uint64_t seed) const {
  GamePosition pos;
  pos.board = *view.board;
  pos.rack = *view.rack;
  pos.unseen = view.unseen;
  pos.zero_turns = view.scoreless;
  pos.scores[0] = view.scores[0];
  pos.scores[1] = view.scores[1];
  // The ranker's alphabet outlives the turn: a pointer that owns nothing.
  pos.dist = std::shared_ptr<const game::Distribution>(std::shared_ptr<void>(), &ranker.alphabet());
  pos.rules = ranker.rules();
  SimOptions o = options_;
  o.seed = seed;
  o.threads = 1;
  const SimResult res = simulate(ranker, leaves, table_, pos, o, StopToken());
  return res.candidates.front().action;
}

}  // namespace cwg::analysis
