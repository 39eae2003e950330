// `cwg convert` and `cwg render` of crossword-game files, and what the three verbs share:
// a record loaded with its distribution, the replay as the flags ask for it, positions read.
#include "gamefiles/file_commands.hpp"

#include <filesystem>

#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cgp/cgp_game.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "gamefiles/scenes.hpp"
#include "render/board_svg.hpp"

namespace cwg::gamefiles {

void check_options(const FileOptions& o, const std::string& verb) {
  if (o.variant && *o.variant != "ascii" && *o.variant != "utf8")
    throw InputError("cwg " + verb + ": --variant must be ascii or utf8, not '" + *o.variant + "'");
  if (o.inputs.empty() && !o.cgp)
    throw InputError("cwg " + verb + ": no input given (see cwg " + verb + " --help)");
}

const game::Distribution* given_distribution(const FileOptions& o,
                                             std::optional<game::Distribution>& owned) {
  if (!o.distribution) return nullptr;
  owned = game::Distribution::parse(read_file(*o.distribution), *o.distribution);
  return &*owned;
}

LoadedGame load_game_file(const std::string& file, const FileOptions& o) {
  std::optional<game::Distribution> owned;
  return load_game(file, read_file(file), given_distribution(o, owned));
}

game::ReplayResult replay_game(const LoadedGame& g, const FileOptions& o,
                               const std::unordered_set<std::string>* words) {
  if (o.at && *o.at > g.record.turns.size())
    throw InputError(g.file, 0, 0,
                     "--at " + std::to_string(*o.at) + ": the record has " +
                         std::to_string(g.record.turns.size()) + " events");
  game::ReplayOptions ro;
  ro.distribution = &g.distribution;
  ro.stop_after = o.at;
  ro.lexicon = words;
  return game::replay(g.record, game::Board::standard(), ro);
}

std::string positions_name(const std::string& file) {
  return file.empty() ? "--cgp" : file;
}

std::string positions_text(const FileOptions& o, const std::string& file) {
  if (!file.empty()) return read_file(file);
  if (o.cgp->find_first_not_of(" \t\r\n") == std::string::npos)
    throw InputError("--cgp", 1, 1, "the position is empty");
  return *o.cgp;
}

namespace {

/// Every position of a .cgp file (one per non-empty line), or the one of --cgp when `file`
/// is empty; the first bad line throws.
std::vector<cgp::Position> load_positions(const FileOptions& o, const std::string& file,
                                          const game::Distribution* dist) {
  cgp::ReadOptions ro;
  ro.distribution = dist;
  ro.file = positions_name(file);
  std::vector<cgp::Position> out = cgp::parse_all(positions_text(o, file), ro);
  if (out.empty()) throw InputError(ro.file, 0, 0, "no position in it");
  return out;
}

/// "FILE:LINE:COLUMN" (the column left out when 0).
std::string where(const std::string& file, int line, int column) {
  return file + ":" + std::to_string(line) + (column > 0 ? ":" + std::to_string(column) : "");
}

/// Writes `bytes` to `file` atomically, or to `out` when `file` is "-".
void write_output(const std::string& file, const std::string& bytes, std::ostream& out) {
  if (file == "-")
    out << bytes;
  else
    write_file_atomic(file, bytes);
}

/// The position on the file's line --line (default: its first position); only that line
/// is read, so a bad line elsewhere does not stop it.
cgp::Position position_to_draw(const FileOptions& o, const std::string& in,
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

int convert(const FileOptions& o, std::ostream& out, std::ostream& err) {
  if (o.out.empty())
    throw InputError("cwg convert: give the output with -o FILE (- for standard output)");
  const std::string in = o.inputs.empty() ? "" : o.inputs[0];
  if (o.inputs.size() > 1) throw InputError("cwg convert: one input at a time");
  // On standard output a game converts to a position when --at or --variant asks for one.
  const std::string out_ext =
      o.out == "-" ? (o.variant || o.at || o.cgp || lower_extension(in) == ".cgp" ? ".cgp" : ".gcg")
                   : lower_extension(o.out);
  const cgp::Variant variant =
      o.variant == std::optional<std::string>("ascii") ? cgp::Variant::Ascii : cgp::Variant::Utf8;
  std::optional<game::Distribution> owned;
  if (in.empty() || lower_extension(in) == ".cgp") {
    if (out_ext != ".cgp") throw InputError(o.out, 0, 0, "a position converts to a .cgp file");
    std::string bytes;
    for (const auto& p : load_positions(o, in, given_distribution(o, owned)))
      bytes += cgp::format(p, variant) + "\n";
    write_output(o.out, bytes, out);
    return 0;
  }
  if (lower_extension(in) != ".gcg") throw InputError(in, 0, 0, "not a .gcg or .cgp file");
  const LoadedGame g = load_game_file(in, o);
  if (out_ext == ".gcg") {
    write_output(o.out, gcg::format(g.game), out);
    return 0;
  }
  if (out_ext != ".cgp") throw InputError(o.out, 0, 0, "a game record converts to .gcg or .cgp");
  const game::ReplayResult r = replay_game(g, o, nullptr);
  write_output(
      o.out,
      cgp::format(cgp::position_after(g.record, r, g.distribution, g.lexicon), variant) + "\n",
      out);
  for (const auto& e : r.errors)
    err << where(g.file, e.line, e.column) << ": event " << e.event << " ("
        << game::replay_error_name(e.kind) << "): " << e.message << "\n";
  return r.legal() ? 0 : 1;
}

int render(const FileOptions& o, std::ostream& out) {
  const std::string in = o.inputs.empty() ? "" : o.inputs[0];
  std::string file = o.out;
  if (file.empty()) {
    if (in.empty()) throw InputError("cwg render --cgp: give the output with -o FILE");
    file = std::filesystem::path(in).replace_extension(".svg").string();
  }
  std::optional<game::Distribution> owned;
  render::BoardScene scene;
  int code = 0;
  game::ReplayResult r;
  std::optional<LoadedGame> g;
  std::optional<cgp::Position> p;
  if (in.empty() || lower_extension(in) == ".cgp") {
    p = position_to_draw(o, in, given_distribution(o, owned));
    scene = position_scene(*p);
  } else if (lower_extension(in) == ".gcg") {
    g = load_game_file(in, o);
    r = replay_game(*g, o, nullptr);
    code = r.legal() ? 0 : 1;
    scene = record_scene(*g, r);
  } else {
    throw InputError(in, 0, 0, "not a .gcg or .cgp file");
  }
  write_output(file, render::board_svg(scene), out);
  return code;
}

}  // namespace cwg::gamefiles
