#include "formats/gcg/gcg_record.hpp"

#include <charconv>
#include <optional>

namespace cwg::gcg {

namespace {

game::TurnKind turn_kind(EventKind k) {
  switch (k) {
    case EventKind::Play:
      return game::TurnKind::Play;
    case EventKind::Pass:
      return game::TurnKind::Pass;
    case EventKind::Exchange:
      return game::TurnKind::Exchange;
    case EventKind::Withdrawal:
      return game::TurnKind::Withdrawal;
    case EventKind::ChallengeBonus:
      return game::TurnKind::ChallengeBonus;
    case EventKind::EndRackPoints:
      return game::TurnKind::EndRackPoints;
    case EventKind::EndRackPenalty:
      return game::TurnKind::EndRackPenalty;
    case EventKind::TimePenalty:
      return game::TurnKind::TimePenalty;
  }
  return game::TurnKind::Play;
}

/// The rack a pragma states (#rackN or #incomplete), or nullopt for any other pragma.
std::optional<game::StatedRack> stated_rack(const Game& game, const Pragma& p) {
  if (p.name == "incomplete")
    return game::StatedRack{game::StatedRack::kOnTurn, game.tiles_of(p.arguments), p.line};
  int n = 0;
  if (p.name.rfind("rack", 0) != 0) return std::nullopt;
  const auto r = std::from_chars(p.name.data() + 4, p.name.data() + p.name.size(), n);
  if (r.ec != std::errc() || r.ptr != p.name.data() + p.name.size() || n < 1 ||
      static_cast<std::size_t>(n) > game.players.size())
    return std::nullopt;
  return game::StatedRack{static_cast<std::size_t>(n - 1), game.tiles_of(p.arguments), p.line};
}

}  // namespace

game::Record to_record(const Game& game) {
  game::Record rec;
  for (const Player& p : game.players) rec.players.push_back(p.nick);
  for (const Pragma& p : game.header)
    if (auto rack = stated_rack(game, p)) rec.racks_at_start.push_back(std::move(*rack));
  for (const Event& e : game.events) {
    game::Turn t;
    t.kind = turn_kind(e.kind);
    t.player = game.player_index(e.nick).value_or(0);
    t.rack = game.tiles_of(e.rack);
    t.rack_known = !e.rack.empty();
    if (e.kind == EventKind::Play) {
      t.placement = *game::parse_placement(e.coordinate);  // the reader checked its shape
      t.coordinate = e.coordinate;
      t.word = game.tiles_of(e.tiles);
    } else {
      t.tiles = game.tiles_of(e.tiles);
    }
    t.exchange_count = e.exchange_count;
    t.score = e.score;
    t.cumulative = e.cumulative;
    t.line = e.line;
    t.rack_column = e.rack_column;
    t.move_column = e.move_column;
    t.score_column = e.score_column;
    for (const Pragma& p : e.after)
      if (auto rack = stated_rack(game, p)) t.racks_after.push_back(std::move(*rack));
    rec.turns.push_back(std::move(t));
  }
  return rec;
}

}  // namespace cwg::gcg
