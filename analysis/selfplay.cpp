// One self-play game: the bag, the racks, the turns, the end.
#include "analysis/selfplay.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/rng.hpp"

namespace cwg::analysis {

namespace {

using game::Tile;
using game::TileString;

/// The state of a game between turns.
struct Game {
  game::Board board = game::Board::standard();
  TileString bag;
  TileString racks[2];
  int scores[2] = {0, 0};
  Rng rng;

  Game(const game::Distribution& dist, std::uint64_t seed, std::uint64_t index) : rng(seed, index) {
    for (int code = 0; code <= dist.size(); ++code)
      bag.insert(bag.end(), static_cast<std::size_t>(dist.count(static_cast<Tile>(code))),
                 static_cast<Tile>(code));
    shuffle();
  }
  void shuffle() {
    for (std::size_t i = bag.size(); i > 1; --i)
      std::swap(bag[i - 1], bag[rng.below(static_cast<std::uint32_t>(i))]);
  }
  void draw(TileString& rack, int rack_size) {
    while (static_cast<int>(rack.size()) < rack_size && !bag.empty()) {
      rack.push_back(bag.back());
      bag.pop_back();
    }
  }
};

void remove_tiles(TileString& rack, const TileString& tiles) {
  for (const Tile t : tiles) rack.erase(std::find(rack.begin(), rack.end(), t));
}

/// Puts `a` on the board and takes its tiles off `rack`; exchanges go back to the bag.
void apply(Game& g, TileString& rack, const Action& a, int rack_size) {
  if (a.kind == ActionKind::Play) {
    place_tiles(a, g.board, &rack);
    g.draw(rack, rack_size);
  } else if (a.kind == ActionKind::Exchange) {
    remove_tiles(rack, a.thrown);
    g.draw(rack, rack_size);
    g.bag.insert(g.bag.end(), a.thrown.begin(), a.thrown.end());
    g.shuffle();
  }
}

/// What side `p` sees of `g`.
SideView view_of(const Game& g, int p, int scoreless) {
  SideView v;
  v.board = &g.board;
  v.rack = &g.racks[p];
  v.unseen = g.bag;
  v.unseen.insert(v.unseen.end(), g.racks[1 - p].begin(), g.racks[1 - p].end());
  std::sort(v.unseen.begin(), v.unseen.end());
  v.scores[0] = g.scores[p];
  v.scores[1] = g.scores[1 - p];
  v.scoreless = scoreless;
  v.bag = static_cast<int>(g.bag.size());
  return v;
}

/// A chooser's seed for turn `turn` of game (seed, index): the game's draws never depend on
/// how a side chose, nor a side's draws on the thread it runs on.
std::uint64_t turn_seed(std::uint64_t seed, std::uint64_t index, int turn) {
  std::uint64_t state = seed ^ (index * 0x9E3779B97F4A7C15ull);
  splitmix64(state);
  state ^= static_cast<std::uint64_t>(turn) * 0xD1B54A32D192ED03ull;
  return splitmix64(state);
}

}  // namespace

GameResult play_game(Ranker& ranker, const game::Leaves* const leaves[2], std::uint64_t seed,
                     std::uint64_t index, const GameRules& rules, std::vector<LeaveSample>* samples,
                     std::vector<LoggedTurn>* log, const Chooser* const* choosers) {
  const game::Distribution& dist = ranker.alphabet();
  Game g(dist, seed, index);
  g.draw(g.racks[0], rules.rack_size);
  g.draw(g.racks[1], rules.rack_size);
  GameResult result;
  std::optional<game::LeaveKey> pending[2];  // a leave waiting for its keeper's next turn
  int scoreless = 0;
  for (int p = 0;; p = 1 - p) {
    TileString& rack = g.racks[p];
    Turn turn;
    turn.board = &g.board;
    turn.rack = rack;
    turn.situation.bag = static_cast<int>(g.bag.size());
    turn.situation.opponent_points = dist.points(g.racks[1 - p]);
    turn.may_exchange = static_cast<int>(g.bag.size()) >= rules.exchange_limit;
    const Chooser* chooser = choosers ? choosers[p] : nullptr;
    const Action a = chooser ? chooser->choose(ranker, *leaves[p], view_of(g, p, scoreless),
                                               turn_seed(seed, index, result.turns))
                             : ranker.best(turn, *leaves[p]);
    if (log) log->push_back({p, rack, a});
    if (samples && pending[p]) samples->push_back({*pending[p], std::llround(a.equity * 1000.0)});
    pending[p].reset();
    apply(g, rack, a, rules.rack_size);
    // Leaves kept into the endgame (the bag now empty) are valued by other rules.
    if (a.kind != ActionKind::Pass && !g.bag.empty())
      pending[p] = game::leave_key(a.leave.data(), static_cast<int>(a.leave.size()));
    g.scores[p] += a.score;
    result.bingos[p] += a.kind == ActionKind::Play && a.move.bingo;
    ++result.turns;
    scoreless = a.score == 0 ? scoreless + 1 : 0;
    if (rack.empty()) {
      // Out: the opponent's rack counts twice for the player (the NASPA rule; the spread
      // is the same as with the other rule, plus for one and minus for the other).
      g.scores[p] += 2 * dist.points(g.racks[1 - p]);
      break;
    }
    if (scoreless >= rules.max_scoreless_turns) {
      for (int s = 0; s < 2; ++s) g.scores[s] -= dist.points(g.racks[s]);
      break;
    }
  }
  result.score[0] = g.scores[0];
  result.score[1] = g.scores[1];
  result.racks[0] = g.racks[0];
  result.racks[1] = g.racks[1];
  return result;
}

}  // namespace cwg::analysis
