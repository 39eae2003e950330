// The game page's data: one step per position (the empty board, then after each event),
// each with the board picture of render/board_svg, the scores and the racks.
#include "export/game_page.hpp"

#include <nlohmann/json.hpp>

#include "export/html.hpp"
#include "render/board_svg.hpp"

namespace cwg::page {

namespace {

using nlohmann::json;

/// What an event did, in a line: "8D ANOTHER", "pass", "exchange QO", ...
std::string move_text(const gcg::Event& e) {
  switch (e.kind) {
    case gcg::EventKind::Play:
      return e.coordinate + " " + e.tiles;
    case gcg::EventKind::Exchange:
      return "exchange " + (e.tiles.empty() ? std::to_string(e.exchange_count) : e.tiles);
    case gcg::EventKind::Withdrawal:
      return "play withdrawn";
    case gcg::EventKind::ChallengeBonus:
      return "challenge bonus";
    case gcg::EventKind::EndRackPoints:
      return "rack left (" + e.tiles + ")";
    case gcg::EventKind::EndRackPenalty:
      return "own rack (" + e.tiles + ")";
    case gcg::EventKind::TimePenalty:
      return "time penalty";
    case gcg::EventKind::Pass:
      break;
  }
  return "pass";
}

std::string player_name(const gcg::Player& p) {
  return p.name.empty() ? p.nick : p.name;
}

/// The position after `events` events: its picture, scores and racks.
json step(const gcg::Game& game, const game::Record& record, const game::Distribution& distribution,
          std::size_t events, bool& legal) {
  game::ReplayOptions ro;
  ro.distribution = &distribution;
  ro.stop_after = events;
  const game::ReplayResult r = game::replay(record, game::Board::standard(), ro);
  legal = legal && r.legal() && r.score_errors.empty();
  render::BoardScene scene;
  scene.board = &r.board;
  scene.distribution = &distribution;
  if (r.last_move && !r.turns[*r.last_move].placed.empty() &&
      r.last_move_cgp.rfind("challenge", 0) != 0)
    scene.highlight = r.turns[*r.last_move].placed;
  json racks = json::array(), scores = json::array();
  for (std::size_t k = 0; k < game.players.size(); ++k) {
    const int score = k < r.scores.size() ? r.scores[k] : 0;
    const bool known = k < r.racks.size() && r.racks[k].has_value();
    scene.players.push_back({player_name(game.players[k]), score, known,
                             known ? *r.racks[k] : game::TileString{}, k == r.on_turn});
    scores.push_back(score);
    racks.push_back(known ? json(distribution.text(*r.racks[k])) : json(nullptr));
  }
  std::string caption = events == 0 ? "before the first move" : "";
  if (events > 0) {
    const gcg::Event& e = game.events[events - 1];
    caption = "move " + std::to_string(events) + ": " + e.nick + " " + move_text(e) + " " +
              (e.score >= 0 ? "+" : "") + std::to_string(e.score);
  }
  // The caption stands under the picture as text of the page (scene.caption left empty).
  return {{"svg", render::board_svg(scene)},
          {"scores", scores},
          {"racks", racks},
          {"on_turn", r.on_turn},
          {"caption", caption}};
}

}  // namespace

GamePage game_page(const gcg::Game& game, const game::Record& record,
                   const game::Distribution& distribution) {
  GamePage out;
  json players = json::array();
  for (const gcg::Player& p : game.players) players.push_back(player_name(p));
  json steps = json::array(), moves = json::array();
  for (std::size_t i = 0; i <= game.events.size(); ++i)
    steps.push_back(step(game, record, distribution, i, out.legal));
  for (const gcg::Event& e : game.events)
    moves.push_back({{"player", game.player_index(e.nick).value_or(0)},
                     {"move", move_text(e)},
                     {"score", e.score},
                     {"total", e.cumulative}});
  const json data = {{"title", game.pragma("title").value_or("")},
                     {"description", game.pragma("description").value_or("")},
                     {"players", players},
                     {"steps", steps},
                     {"moves", moves}};
  out.html = html_page(PageKind::Game, data);
  return out;
}

}  // namespace cwg::page
