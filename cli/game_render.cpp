// `cwg render`: a record after N events, or one position of a .cgp file, as an SVG board.
#include <filesystem>

#include "cli/game_files.hpp"
#include "core/input_error.hpp"
#include "game/board.hpp"
#include "render/board_svg.hpp"

namespace cwg::cli::game_files {

namespace {

/// The squares an `lm` play puts new tiles on ("8D AB.C": not the dots); none when the
/// play was withdrawn.
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

/// The position on the file's line --line (default: its first position); only that line
/// is read, so a bad line elsewhere does not stop it.
cgp::Position position_to_draw(const Options& o, const std::string& in,
                               const game::Distribution* dist) {
  const std::string name = positions_name(in);
  const std::string text = positions_text(o, in);
  const std::vector<cgp::Line> lines = cgp::lines(text);
  if (lines.empty()) throw InputError(name, 0, 0, "no position in it");
  const cgp::Line* chosen = &lines.front();
  if (o.line) {
    chosen = nullptr;
    for (const cgp::Line& l : lines)
      if (static_cast<std::size_t>(l.number) == *o.line) chosen = &l;
    if (!chosen)
      throw InputError(name, 0, 0,
                       "--line " + std::to_string(*o.line) + ": no position on that line");
  }
  cgp::ReadOptions ro;
  ro.file = name;
  ro.line = chosen->number;
  ro.distribution = dist;
  return cgp::parse(chosen->text, ro);
}

}  // namespace

int render(const Options& o) {
  const std::string in = o.inputs.empty() ? "" : o.inputs[0];
  std::string out = o.out;
  if (out.empty()) {
    if (in.empty()) throw InputError("cwg render --cgp: give the output with -o FILE");
    out = std::filesystem::path(in).replace_extension(".svg").string();
  }
  std::optional<game::Distribution> owned;
  render::BoardScene scene;
  int code = 0;
  game::ReplayResult r;
  std::optional<LoadedGame> g;
  std::optional<cgp::Position> p;
  if (in.empty() || lower_extension(in) == ".cgp") {
    p = position_to_draw(o, in, given_distribution(o, owned));
    scene.board = &p->board;
    scene.distribution = &p->distribution;
    scene.highlight = lm_squares(*p);
    for (std::size_t i = 0; i < p->racks.size(); ++i)
      scene.players.push_back({"player " + std::to_string(i + 1), p->scores[i],
                               !p->racks[i].empty(), p->racks[i], i == 0});
    if (const auto lm = p->opcode("lm")) scene.caption = "last move: " + *lm;
  } else if (lower_extension(in) == ".gcg") {
    g = load_game(in, o);
    r = replay_game(*g, o, nullptr);
    code = r.legal() ? 0 : 1;
    scene.board = &r.board;
    scene.distribution = &g->distribution;
    if (r.last_move && r.turns[*r.last_move].placed.size() &&
        r.last_move_cgp.rfind("challenge", 0) != 0)
      scene.highlight = r.turns[*r.last_move].placed;
    for (std::size_t k = 0; k < g->game.players.size(); ++k)
      scene.players.push_back({g->game.players[k].nick, r.scores[k], r.racks[k].has_value(),
                               r.racks[k].value_or(game::TileString{}), k == r.on_turn});
    scene.caption =
        "after event " + std::to_string(r.events) + " of " + std::to_string(g->game.events.size());
    if (r.events > 0) {
      const gcg::Event& e = g->game.events[r.events - 1];
      scene.caption += ": " + e.nick + " " +
                       (e.kind == gcg::EventKind::Play ? e.coordinate + " " + e.tiles
                                                       : gcg::event_kind_name(e.kind)) +
                       " " + (e.score >= 0 ? "+" : "") + std::to_string(e.score);
    }
  } else {
    throw InputError(in, 0, 0, "not a .gcg or .cgp file");
  }
  write_output(out, render::board_svg(scene));
  return code;
}

}  // namespace cwg::cli::game_files
