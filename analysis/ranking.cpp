// Ranking a turn's plays, exchanges and pass by equity.
#include "analysis/ranking.hpp"

#include <algorithm>
#include <optional>
#include <span>
#include <tuple>

namespace cwg::analysis {

namespace {

constexpr std::size_t kNoEntry = static_cast<std::size_t>(-1);

/// The rack tile a move's tile came from: a designated blank came from a blank.
game::Tile rack_tile(game::Tile t) {
  return game::is_designated_blank(t) ? game::kBlank : t;
}

}  // namespace

game::EquitySituation situation_of(const game::Board& board, const game::TileString& rack,
                                   const game::Distribution& d, int rack_size) {
  std::vector<int> unseen(static_cast<std::size_t>(d.size()) + 1);
  for (std::size_t k = 0; k < unseen.size(); ++k) unseen[k] = d.count(static_cast<game::Tile>(k));
  for (const game::Tile sq : board.squares())
    if (sq != game::kEmpty) --unseen[game::is_designated_blank(sq) ? game::kBlank : sq];
  for (const game::Tile t : rack) --unseen[t];
  int count = 0, points = 0;
  for (std::size_t k = 0; k < unseen.size(); ++k) {
    const int n = std::max(0, unseen[k]);
    count += n;
    points += n * d.value(static_cast<game::Tile>(k));
  }
  game::EquitySituation s;
  s.bag = std::max(0, count - rack_size);
  s.opponent_points = points;
  return s;
}

std::vector<std::pair<int, int>> place_tiles(const Action& a, game::Board& board,
                                             game::TileString* rack) {
  std::vector<std::pair<int, int>> placed;
  if (a.kind != ActionKind::Play) return placed;
  int r = a.move.where.row, c = a.move.where.col;
  for (const game::Tile t : a.move.tiles) {
    if (t != game::kEmpty) {
      board.set(r, c, t);
      placed.emplace_back(r, c);
      if (rack)
        rack->erase(
            std::find(rack->begin(), rack->end(), game::is_designated_blank(t) ? game::kBlank : t));
    }
    (a.move.where.across ? c : r) += 1;
  }
  return placed;
}

bool ranks_before(const Action& a, const Action& b) {
  if (a.equity != b.equity) return a.equity > b.equity;
  if (a.score != b.score) return a.score > b.score;
  if (a.kind != b.kind) return a.kind < b.kind;
  const auto& ma = a.move;
  const auto& mb = b.move;
  // Across before down: b's direction on a's side of the comparison.
  return std::tie(ma.where.row, ma.where.col, mb.where.across, ma.tiles, a.thrown) <
         std::tie(mb.where.row, mb.where.col, ma.where.across, mb.tiles, b.thrown);
}

Ranker::Ranker(const game::Lexicon& lexicon, const game::Rules& rules,
               const game::EquityRules& equity)
    : lexicon_(lexicon), rules_(rules), equity_(equity), generator_(lexicon) {}

void Ranker::prepare(const Turn& turn, const game::Leaves& leaves, bool generate) {
  opening_ = turn.board->empty();
  if (generate) generator_.generate(*turn.board, turn.rack, rules_, list_);
  rack_leaves_.assign(turn.rack, leaves, &lexicon_.alphabet);
}

double Ranker::leave_value(int index) const {
  // Keeping the whole rack is the pass: a table of leaves values what a play keeps, not a
  // full rack (a sum of one-tile values would make passing look good).
  return index == rack_leaves_.full() ? 0.0 : rack_leaves_.value(index);
}

Ranker::Scored Ranker::score_entry(const Turn& turn, std::size_t i) const {
  const auto& e = list_.entry(i);
  const game::Tile* tiles = list_.tiles(i);
  int index = rack_leaves_.full();
  for (int k = 0; k < e.length; ++k)
    if (tiles[k] != game::kEmpty) index -= rack_leaves_.weight(rack_tile(tiles[k]));
  const bool goes_out = index == 0 && turn.situation.bag == 0;
  double eq = game::equity(e.score, rack_leaves_.value(index), rack_leaves_.points(index), goes_out,
                           turn.situation, equity_);
  if (opening_) {
    const game::Move m = list_[i];
    eq += game::opening_adjustment(*turn.board, m.where, m.tiles, lexicon_.alphabet, equity_);
  }
  return {i, index, eq};
}

void Ranker::add_exchanges(const Turn& turn, std::vector<Scored>& out) const {
  const int full = rack_leaves_.full();
  // Keeping everything is the pass; keeping less is an exchange when the bag allows one.
  for (int index = 0; index <= full; ++index) {
    if (index != full && !turn.may_exchange) continue;
    const double eq = game::equity(0, leave_value(index), rack_leaves_.points(index), false,
                                   turn.situation, equity_);
    out.push_back({kNoEntry, index, eq});
  }
}

Action Ranker::action_of(const Turn& turn, const Scored& s) const {
  Action a;
  a.leave = rack_leaves_.tiles(s.leave_index);
  a.leave_value = leave_value(s.leave_index);
  a.equity = s.equity;
  if (s.entry != kNoEntry) {
    a.kind = ActionKind::Play;
    a.move = list_[s.entry];
    a.score = a.move.score;
    return a;
  }
  a.kind = s.leave_index == rack_leaves_.full() ? ActionKind::Pass : ActionKind::Exchange;
  if (a.kind == ActionKind::Exchange) {
    a.thrown = turn.rack;
    for (const game::Tile t : a.leave)
      a.thrown.erase(std::find(a.thrown.begin(), a.thrown.end(), t));
    std::sort(a.thrown.begin(), a.thrown.end());
  }
  return a;
}

std::vector<Action> Ranker::rank_all(const Turn& turn, const game::Leaves& leaves) {
  prepare(turn, leaves);
  std::vector<Scored> scored;
  scored.reserve(list_.size() + 128);
  for (std::size_t i = 0; i < list_.size(); ++i) scored.push_back(score_entry(turn, i));
  add_exchanges(turn, scored);
  std::vector<Action> out;
  out.reserve(scored.size());
  for (const Scored& s : scored) out.push_back(action_of(turn, s));
  std::sort(out.begin(), out.end(), ranks_before);
  return out;
}

/// Equity beyond the score for the generator's top-N walk, with the bound per number of
/// tiles played that its pruning needs (game/movegen PlayValuer).
class Ranker::Valuer : public game::PlayValuer {
 public:
  Valuer(const Ranker& r, const Turn& turn) : r_(r), turn_(turn), opening_(turn.board->empty()) {
    const int n = static_cast<int>(turn.rack.size());
    bound_.assign(static_cast<std::size_t>(n) + 1, -1e300);
    for (int i = 0; i < r.rack_leaves_.count(); ++i) {
      const int played = n - r.rack_leaves_.size(i);
      const double extra =
          game::equity(0, r.leave_value(i), r.rack_leaves_.points(i),
                       played == n && turn.situation.bag == 0, turn.situation, r.equity_);
      // The opening adjustment is never positive: the bound holds without it.
      auto& b = bound_[static_cast<std::size_t>(played)];
      b = std::max(b, extra);
    }
  }
  double value(const game::PlayView& play, std::span<const game::Tile> leave) const override {
    int index = 0;
    for (const game::Tile t : leave) index += r_.rack_leaves_.weight(t);
    const bool goes_out = index == 0 && turn_.situation.bag == 0;
    double v = game::equity(play.score, r_.leave_value(index), r_.rack_leaves_.points(index),
                            goes_out, turn_.situation, r_.equity_) -
               play.score;
    if (opening_)
      v += game::opening_adjustment(*turn_.board, play.where,
                                    game::TileString(play.tiles.begin(), play.tiles.end()),
                                    r_.lexicon_.alphabet, r_.equity_);
    return v;
  }
  double bound(int played) const override {
    return played >= 0 && played < static_cast<int>(bound_.size())
               ? bound_[static_cast<std::size_t>(played)]
               : 0.0;
  }

 private:
  const Ranker& r_;
  const Turn& turn_;
  bool opening_;  ///< the board is empty (asked once, not per play)
  std::vector<double> bound_;
};

void Ranker::plays_by_equity(const Turn& turn, const game::Leaves& leaves, const game::Rules& rules,
                             std::size_t top, game::MoveList& out) {
  prepare(turn, leaves, false);
  const Valuer valuer(*this, turn);
  if (top > 0) {
    generator_.generate_best(*turn.board, turn.rack, rules, top, out, &valuer);
  } else {
    generator_.generate(*turn.board, turn.rack, rules, out, &valuer);
    out.keep_best(0, game::RankBy::Equity);
  }
}

Action Ranker::best(const Turn& turn, const game::Leaves& leaves) {
  prepare(turn, leaves, false);
  const Valuer valuer(*this, turn);
  generator_.generate_best(*turn.board, turn.rack, rules_, 1, list_, &valuer);
  scored_.clear();
  add_exchanges(turn, scored_);
  for (std::size_t i = 0; i < list_.size(); ++i) scored_.push_back(score_entry(turn, i));
  double top = scored_.front().equity;
  for (const Scored& s : scored_) top = std::max(top, s.equity);
  // Only the actions of the best equity are built; ranks_before decides among them.
  std::optional<Action> best;
  for (const Scored& s : scored_) {
    if (s.equity < top) continue;
    Action a = action_of(turn, s);
    if (!best || ranks_before(a, *best)) best = std::move(a);
  }
  return std::move(*best);
}

}  // namespace cwg::analysis
