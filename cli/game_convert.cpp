// `cwg convert`: a record written back (.gcg), a position in the other variant (.cgp), or
// the position after N events of a record (.gcg to .cgp).
#include <iostream>

#include "cli/game_files.hpp"
#include "core/input_error.hpp"
#include "formats/cgp/cgp_game.hpp"

namespace cwg::cli::game_files {

int convert(const Options& o) {
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
    write_output(o.out, bytes);
    return 0;
  }
  if (lower_extension(in) != ".gcg") throw InputError(in, 0, 0, "not a .gcg or .cgp file");
  const LoadedGame g = load_game(in, o);
  if (out_ext == ".gcg") {
    write_output(o.out, gcg::format(g.game));
    return 0;
  }
  if (out_ext != ".cgp") throw InputError(o.out, 0, 0, "a game record converts to .gcg or .cgp");
  const game::ReplayResult r = replay_game(g, o, nullptr);
  write_output(
      o.out,
      cgp::format(cgp::position_after(g.record, r, g.distribution, g.lexicon), variant) + "\n");
  for (const auto& e : r.errors)
    std::cerr << where(g.file, e.line, e.column) << ": event " << e.event << " ("
              << game::replay_error_name(e.kind) << "): " << e.message << "\n";
  return r.legal() ? 0 : 1;
}

}  // namespace cwg::cli::game_files
