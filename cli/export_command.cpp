// `cwg export GRID.cwg|GRID.txt|GRID.puz -o PUZZLE.html [--clues SHEET]` and
// `cwg export GAME.gcg -o GAME.html`: one self-contained page to solve the puzzle in, or to
// step through the game. The pages are made by export/ (library cwg_export).
#include <boost/program_options.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/game_files.hpp"
#include "cli/inputs.hpp"
#include "cli/run_support.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "export/game_page.hpp"

namespace cwg::cli {

namespace po = boost::program_options;

namespace {

/// The game page of a record, written atomically; 1 when the record does not replay.
int export_game(const std::string& input, const std::string& out) {
  game_files::Options o;
  const game_files::LoadedGame g = game_files::load_game(input, o);
  const page::GamePage p = page::game_page(g.game, g.record, g.distribution);
  write_file_atomic(out, p.html);
  return p.legal ? 0 : 1;
}

}  // namespace

int export_main(const Args& args) {
  po::options_description desc(
      "cwg export GRID.cwg|GRID.txt|GRID.puz -o PUZZLE.html [--clues SHEET]\n"
      "cwg export GAME.gcg -o GAME.html\n\n"
      "Writes one self-contained HTML page (style, script and data inside; it loads\n"
      "nothing): a puzzle to solve in a browser, or a game record to step through.\n\n"
      "options");
  desc.add_options()("help,h", "show this help")(
      "out,o", po::value<std::string>()->value_name("FILE.html"), "the page to write")(
      "clues", po::value<std::string>()->value_name("FILE"),
      "clues for a .cwg or .txt grid: lines WORD<TAB>clue or WORD clue, or a filled-in "
      "cwg words --tsv template");
  const auto parsed = parse_command("export", args, desc);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  const std::string input = single_input(vm, "export", "FILE");
  if (!vm.count("out")) throw InputError("cwg export: give the page to write with -o FILE.html");
  const std::string out = vm["out"].as<std::string>();
  if (lower_extension(out) != ".html" && lower_extension(out) != ".htm")
    throw InputError(out, 0, 0, "cwg export writes an HTML page: name it .html");
  const std::string ext = lower_extension(input);
  if (ext == ".gcg") {
    if (vm.count("clues")) throw InputError("cwg export: --clues is for puzzles, not game records");
    return export_game(input, out);
  }
  throw InputError(input, 0, 0, "cwg export takes a .cwg, .txt, .puz or .gcg file");
}

}  // namespace cwg::cli
