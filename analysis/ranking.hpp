#pragma once
/// Plays ranked by equity: every legal play of a rack (game/movegen), every exchange the bag
/// allows and the pass, each valued as game/equity.hpp says with one leave table. What the
/// self-play picks its move by (the best alone) and what the game analysis lists (all).
#include <memory>
#include <utility>
#include <vector>

#include "game/board.hpp"
#include "game/equity.hpp"
#include "game/leaves.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/movegen.hpp"
#include "game/tiles.hpp"

namespace cwg::analysis {

enum class ActionKind { Play, Exchange, Pass };

/// One thing a player may do on a turn, with its equity.
struct Action {
  ActionKind kind = ActionKind::Pass;
  game::Move move;          ///< Play
  game::TileString thrown;  ///< Exchange: the tiles put back (kBlank for a blank)
  game::TileString leave;   ///< the tiles kept
  int score = 0;
  double leave_value = 0;  ///< as the table gives it, before the end-of-bag weight
  double equity = 0;
};

/// The position a player ranks plays in: the board, the rack, what the bag and the unseen
/// tiles hold.
struct Turn {
  const game::Board* board = nullptr;
  game::TileString rack;
  game::EquitySituation situation;
  bool may_exchange = false;  ///< the bag holds at least the rules' exchange limit
};

/// What the player on turn can count: the bag (the tiles not on the board or the rack, less
/// an opponent's rack of `rack_size`) and, for the end, the points of those unseen tiles.
game::EquitySituation situation_of(const game::Board& board, const game::TileString& rack,
                                   const game::Distribution& dist, int rack_size);

/// Puts a play's tiles on `board` and, when `rack` is given, takes them off it (a blank
/// as the blank); returns the squares filled. Exchanges and the pass change nothing.
std::vector<std::pair<int, int>> place_tiles(const Action& a, game::Board& board,
                                             game::TileString* rack = nullptr);

/// The order of a ranking: equity (highest first), then score, then plays before exchanges
/// before the pass, then the play's place and tiles, so the best is one play on every run.
bool ranks_before(const Action& a, const Action& b);

class Ranker {
 public:
  /// The lexicon must outlive the ranker; `leaves` may be empty (score and adjustments only).
  Ranker(const game::Lexicon& lexicon, const game::Rules& rules, const game::EquityRules& equity);

  /// Every action of `turn`, sorted by ranks_before.
  std::vector<Action> rank_all(const Turn& turn, const game::Leaves& leaves);
  /// The best action by equity without listing every play: the generator's shadow-bounded
  /// top 1 (game/movegen) against every exchange and the pass. Its equity is rank_all's
  /// first; among actions of equal equity it may pick another.
  Action best(const Turn& turn, const game::Leaves& leaves);

  /// The plays alone (no exchange, no pass) by equity into `out` under `rules`: the `top`
  /// best found directly by the shadow-bounded generator, or every play sorted (top 0).
  /// What `cwg moves --by equity` lists.
  void plays_by_equity(const Turn& turn, const game::Leaves& leaves, const game::Rules& rules,
                       std::size_t top, game::MoveList& out);

  const game::Distribution& alphabet() const { return lexicon_.alphabet; }
  const game::Lexicon& lexicon() const { return lexicon_; }
  const game::Rules& rules() const { return rules_; }

 private:
  struct Scored {
    std::size_t entry;  ///< index into the move list; npos for exchanges and the pass
    int leave_index;
    double equity;
  };
  /// Values the rack's leaves for `turn`; with `generate`, lists every play too.
  void prepare(const Turn& turn, const game::Leaves& leaves, bool generate = true);
  class Valuer;
  /// The value of the leave at `index` of the rack (0 for the whole rack: the pass).
  double leave_value(int index) const;
  /// Equity of move list entry `i`, with its leave index.
  Scored score_entry(const Turn& turn, std::size_t i) const;
  Action action_of(const Turn& turn, const Scored& s) const;
  void add_exchanges(const Turn& turn, std::vector<Scored>& out) const;

  const game::Lexicon& lexicon_;
  game::Rules rules_;
  game::EquityRules equity_;
  game::MoveGenerator generator_;
  game::MoveList list_;
  game::RackLeaves rack_leaves_;  ///< the turn's leaves, with their sizes and points
  std::vector<Scored> scored_;    ///< best(): reused between turns
  bool opening_ = false;          ///< the turn's board is empty
};

}  // namespace cwg::analysis
