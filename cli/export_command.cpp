// `cwg export GRID.cwg|GRID.txt|GRID.puz|GRID.ipuz -o PUZZLE.html [--clues SHEET]` and
// `cwg export GAME.gcg -o GAME.html`: one self-contained page to solve the puzzle in, or to
// step through the game. The pages are made by export/ (library cwg_export).
#include <boost/program_options.hpp>
#include <iostream>
#include <optional>
#include <string>

#include "cli/commands.hpp"
#include "cli/io_flags.hpp"
#include "cli/print_flags.hpp"
#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "export/game_page.hpp"
#include "export/puzzle_files.hpp"
#include "export/puzzle_page.hpp"
#include "gamefiles/file_commands.hpp"
#include "print/pdf.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::cli {

namespace po = boost::program_options;

namespace {

/// The game page of a record, written atomically; 1 when the record does not replay.
int export_game(const std::string& input, const std::string& out) {
  const gamefiles::LoadedGame g = gamefiles::load_game_file(input, {});
  const page::GamePage p = page::game_page(g.game, g.record, g.distribution);
  write_file_atomic(out, p.html);
  return p.legal ? 0 : 1;
}

}  // namespace

int export_main(const Args& args) {
  po::options_description desc(
      "cwg export GRID.cwg|GRID.txt|GRID.puz|GRID.ipuz -o PUZZLE.html|PUZZLE.pdf [options]\n"
      "cwg export GAME.gcg -o GAME.html\n\n"
      "Writes one self-contained HTML page (style, script and data inside; it loads\n"
      "nothing): a puzzle to solve in a browser, or a game record to step through.\n"
      "A .pdf output prints the puzzle instead (as cwg render -o FILE.pdf).\n\n"
      "options");
  desc.add_options()("help,h", "show this help")("out,o",
                                                 po::value<std::string>()->value_name("FILE.html"),
                                                 "the page to write (or a .pdf to print)")(
      "clues", po::value<std::string>()->value_name("FILE"),
      "clues for a .cwg or .txt grid: lines WORD<TAB>clue or WORD clue, or a filled-in "
      "cwg words --tsv template");
  add_pdf_options(desc);
  const auto parsed = parse_command("export", args, desc);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  const std::string input = single_input(vm, "export", "FILE");
  if (!vm.count("out")) throw InputError("cwg export: give the page to write with -o FILE.html");
  const std::string out = vm["out"].as<std::string>();
  const std::optional<print::PdfOptions> pdf = pdf_options(vm, out, "export");
  if (!pdf && lower_extension(out) != ".html" && lower_extension(out) != ".htm")
    throw InputError(out, 0, 0, "cwg export writes an HTML page (.html) or a PDF (.pdf)");
  const std::string ext = lower_extension(input);
  if (ext == ".gcg") {
    if (vm.count("clues")) throw InputError("cwg export: --clues is for puzzles, not game records");
    if (pdf) throw InputError(out, 0, 0, "a game record exports as a page (.html) only");
    return export_game(input, out);
  }
  std::optional<std::string> clues;
  if (vm.count("clues")) clues = vm["clues"].as<std::string>();
  const puzzle::Puzzle p = page::read_for_page(input, clues, !pdf, std::cerr);
  if (pdf)
    print::write_pdf(out, p, *pdf);
  else
    write_file_atomic(out, page::puzzle_page(p));
  return 0;
}

}  // namespace cwg::cli
