// The scenes of the board pictures `cwg render` draws.
#include "gamefiles/scenes.hpp"

namespace cwg::gamefiles {

std::vector<std::pair<int, int>> lm_squares(const cgp::Position& p) {
  std::vector<std::pair<int, int>> out;
  const auto lm = p.opcode("lm");
  const auto play = lm ? cgp::lm_play(*lm) : std::nullopt;
  if (!play || play->challenged) return out;
  for (std::size_t k = 0; k < play->new_tile.size(); ++k) {
    const int step = static_cast<int>(k);
    const int r = play->at.row + (play->at.across ? 0 : step),
              c = play->at.col + (play->at.across ? step : 0);
    if (play->new_tile[k] && p.board.contains(r, c)) out.emplace_back(r, c);
  }
  return out;
}

render::BoardScene position_scene(const cgp::Position& p) {
  render::BoardScene scene;
  scene.board = &p.board;
  scene.distribution = &p.distribution;
  scene.highlight = lm_squares(p);
  for (std::size_t i = 0; i < p.racks.size(); ++i)
    scene.players.push_back(
        {"player " + std::to_string(i + 1), p.scores[i], !p.racks[i].empty(), p.racks[i], i == 0});
  if (const auto lm = p.opcode("lm")) scene.caption = "last move: " + *lm;
  return scene;
}

render::BoardScene record_scene(const LoadedGame& g, const game::ReplayResult& r) {
  render::BoardScene scene;
  scene.board = &r.board;
  scene.distribution = &g.distribution;
  if (r.last_move && r.turns[*r.last_move].placed.size() &&
      r.last_move_cgp.rfind("challenge", 0) != 0)
    scene.highlight = r.turns[*r.last_move].placed;
  for (std::size_t k = 0; k < g.game.players.size(); ++k)
    scene.players.push_back({g.game.players[k].nick, r.scores[k], r.racks[k].has_value(),
                             r.racks[k].value_or(game::TileString{}), k == r.on_turn});
  scene.caption =
      "after event " + std::to_string(r.events) + " of " + std::to_string(g.game.events.size());
  if (r.events > 0) {
    const gcg::Event& e = g.game.events[r.events - 1];
    scene.caption += ": " + e.nick + " " +
                     (e.kind == gcg::EventKind::Play ? e.coordinate + " " + e.tiles
                                                     : gcg::event_kind_name(e.kind)) +
                     " " + (e.score >= 0 ? "+" : "") + std::to_string(e.score);
  }
  return scene;
}

}  // namespace cwg::gamefiles
