// `cwg export GRID.cwg|GRID.txt|GRID.puz|GRID.ipuz -o PUZZLE.html [--clues SHEET]` and
// `cwg export GAME.gcg -o GAME.html`: one self-contained page to solve the puzzle in, or to
// step through the game. The pages are made by export/ (library cwg_export).
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "cli/print_flags.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "export/game_page.hpp"
#include "export/puzzle_files.hpp"
#include "export/puzzle_page.hpp"
#include "game/files/file_commands.hpp"
#include "print/pdf.hpp"
#include "puzzle/clue_sheet.hpp"
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

/// The puzzle of a .cwg, .txt, .puz or .ipuz file, with the clues of `clues_path` for the
/// first two. For a page every letter field must hold its letter (the page checks the
/// solver's letters); on paper a puzzle without solution prints without its solution page.
puzzle::Puzzle load_puzzle(const std::string& input, const std::string& ext,
                           const std::optional<std::string>& clues_path, bool need_solution) {
  puzzle::ClueMap clues;
  if (clues_path) {
    if (ext == ".puz" || ext == ".ipuz")
      throw InputError("cwg export: a " + ext +
                       " has its clues; --clues is for .cwg and .txt grids");
    clues = puzzle::parse_clues(read_file(*clues_path), *clues_path);
  }
  return page::read_puzzle_file(input, ext, clues,
                                need_solution ? puzzle::Need::Solved : puzzle::Need::Anything);
}

/// Names the words without a clue: a puzzle maker wants to know before publishing.
void warn_missing_clues(const puzzle::Puzzle& p, const std::string& input) {
  const std::vector<std::string> missing = puzzle::unclued_answers(p);
  if (missing.empty()) return;
  std::cerr << "cwg: " << input << ": warning: no clue for " << missing.size() << " of "
            << p.entries.size() << " words:" << puzzle::some_words(missing) << '\n';
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
  if (!page::is_puzzle_file(ext))
    throw InputError(input, 0, 0, "cwg export takes a .cwg, .txt, .puz, .ipuz or .gcg file");
  std::optional<std::string> clues;
  if (vm.count("clues")) clues = vm["clues"].as<std::string>();
  puzzle::Puzzle p = load_puzzle(input, ext, clues, !pdf);
  // A grid file has no title: the page is headed by the file's name.
  if (p.title.empty()) p.title = std::filesystem::path(input).stem().string();
  warn_missing_clues(p, input);
  if (pdf)
    print::write_pdf(out, p, *pdf);
  else
    write_file_atomic(out, page::puzzle_page(p));
  return 0;
}

}  // namespace cwg::cli
