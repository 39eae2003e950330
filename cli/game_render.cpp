// `cwg render`: a record after N events, or one position of a .cgp file, as an SVG board.
#include <filesystem>

#include "cli/game_files.hpp"
#include "core/input_error.hpp"
#include "game/board.hpp"
#include "game/files/scenes.hpp"
#include "render/board_svg.hpp"

namespace cwg::cli::game_files {

namespace {

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
    scene = gamefiles::position_scene(*p);
  } else if (lower_extension(in) == ".gcg") {
    g = load_game(in, o);
    r = replay_game(*g, o, nullptr);
    code = r.legal() ? 0 : 1;
    scene = gamefiles::record_scene(*g, r);
  } else {
    throw InputError(in, 0, 0, "not a .gcg or .cgp file");
  }
  write_output(out, render::board_svg(scene));
  return code;
}

}  // namespace cwg::cli::game_files
