// The .puz commands: `cwg info`, `convert`, `lock`, `unlock` and `render` of Across Lite
// files, and `convert GRID.cwg -o OUT.puz` (the arrowword export). The work is in
// formats/puz (verbs.hpp), export/puzzle_info and render/puz_svg; this file reads options,
// files and prints.
#include <boost/program_options.hpp>
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/io_flags.hpp"
#include "cli/print_flags.hpp"
#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "export/puzzle_info.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "formats/puz/info_text.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/summary.hpp"
#include "formats/puz/verbs.hpp"
#include "print/pdf.hpp"
#include "print/puz_view.hpp"
#include "puzzle/arrowword_puz.hpp"
#include "puzzle/clue_sheet.hpp"
#include "puzzle/puzzle.hpp"
#include "render/puz_svg.hpp"

namespace cwg::cli {

using render::render_puz_svg;

using arrowword::ArrowwordGrid;

namespace {

namespace po = boost::program_options;
namespace fs = std::filesystem;
using puz::Puzzle;
using puz::Summary;

/// Refuses (exit 1, listing them) a puzzle whose checks fail; true when all pass.
bool checks_pass(const std::string& file, const Summary& s, const std::string& what) {
  const std::string refusal = puz::failed_checks_text(file, s, what);
  std::cerr << (refusal.empty() ? "" : "cwg: ") << refusal;
  return refusal.empty();
}

// --- info ---------------------------------------------------------------------------

int info(const Args& args, std::ostream& out) {
  po::options_description desc(
      "cwg info FILE.puz... [--json]\n\n"
      "What each Across Lite file holds and which of its checksums hold. Exit 0 when every\n"
      "file is valid, 1 when a readable file fails a check, 2 when a file is no .puz or cut\n"
      "short.\n\noptions");
  desc.add_options()("json", "one JSON array, an object per file");
  const auto files = parse_files("info", args, desc);
  if (!files) return 0;
  const ParsedFiles& parsed = *files;
  if (parsed.inputs.empty())
    throw InputError("info needs at least one FILE.puz (see cwg info --help)");
  return page::info_puz(parsed.inputs, parsed.vm.count("json") > 0, out, std::cerr);
}

// --- convert ---------------------------------------------------------------------------

int export_arrowword(const fs::path& input, const ParsedFiles& parsed) {
  const fs::path out = output_path("convert", parsed.vm, input);
  if (lower_extension(out) != ".puz")
    throw InputError("convert: a .cwg converts to .puz only (-o OUT.puz)");
  const ArrowwordGrid grid = cwgfile::load(input);
  puzzle::ClueMap clues;
  if (parsed.vm.count("clues")) {
    const std::string path = parsed.vm["clues"].as<std::string>();
    clues = puzzle::parse_clues(read_file(path), path);
  }
  auto text = [&](const char* key) {
    return parsed.vm.count(key) ? parsed.vm[key].as<std::string>() : std::string();
  };
  const puzzle::ExportText meta{text("title"), text("author"), text("copyright")};
  const puzzle::ExportResult result = puzzle::puz_from_arrowword(grid, clues, meta, input.string());
  for (const std::string& w : result.warnings) std::cerr << "cwg: warning: " << w << '\n';
  puz::save(out, result.puzzle);
  say_wrote(out);
  return 0;
}

int convert(const Args& args) {
  po::options_description desc(
      "cwg convert IN.puz -o OUT.puz|OUT.txt [--repair]\n"
      "cwg convert GRID.cwg -o OUT.puz [--clues FILE] [--title T] [--author A] [--copyright C]\n\n"
      "A valid .puz is written back byte for byte; one whose checks fail is refused (exit 1)\n"
      "unless --repair, which writes every checksum anew. OUT.txt is the Across Lite text\n"
      "format. A solved arrowword (.cwg) becomes a .puz, question fields black, clues from\n"
      "FILE (lines WORD<TAB>clue, as render --clues).\n\noptions");
  desc.add_options()("out,o", po::value<std::string>()->value_name("OUT"),
                     "output file (.puz or .txt)")(
      "repair", "write a file whose checks fail with every checksum correct")(
      "clues", po::value<std::string>()->value_name("FILE"), ".cwg input: clue per word")(
      "title", po::value<std::string>()->value_name("T"), ".cwg input: the title")(
      "author", po::value<std::string>()->value_name("A"), ".cwg input: the author")(
      "copyright", po::value<std::string>()->value_name("C"), ".cwg input: the copyright line");
  const auto files = parse_files("convert", args, desc);
  if (!files) return 0;
  const ParsedFiles& parsed = *files;
  const fs::path input = single_input(parsed.vm, "convert", "input file");
  if (lower_extension(input) == ".cwg") return export_arrowword(input, parsed);
  for (const char* key : {"clues", "title", "author", "copyright"})
    if (parsed.vm.count(key))
      throw InputError(std::string("convert: --") + key + " is for a .cwg input");
  const fs::path out = output_path("convert", parsed.vm, input);
  const std::string ext = lower_extension(out);
  if (ext != ".puz" && ext != ".txt") throw InputError("convert: OUT must end in .puz or .txt");
  const Puzzle p = puz::load(input);
  const puz::Converted c = puz::convert(p, puz::summarize(p, input.string()), input.string(),
                                        ext == ".txt", parsed.vm.count("repair") > 0);
  if (!c.refusal.empty()) {
    std::cerr << "cwg: " << c.refusal;
    return 1;
  }
  write_file_atomic(out, c.bytes);
  std::cerr << c.notes;
  say_wrote(out);
  return 0;
}

// --- lock / unlock ---------------------------------------------------------------------

int lock_or_unlock(const std::string& verb, const Args& args) {
  const bool locking = verb == "lock";
  po::options_description desc(
      locking
          ? "cwg lock IN.puz -o OUT.puz --key NNNN\n\nScrambles the solution with a 4-digit key, "
            "as Across Lite does.\n\noptions"
          : "cwg unlock IN.puz -o OUT.puz [--key NNNN]\n\nUnscrambles the solution. Without --key "
            "every key 0000-9999 is tried against the\n"
            "scrambled-solution checksum; the key found is printed.\n\noptions");
  desc.add_options()("out,o", po::value<std::string>()->value_name("OUT.puz"), "output file")(
      "key", po::value<std::string>()->value_name("NNNN"),
      locking ? "the key (required)" : "the key, when known");
  const auto files = parse_files(verb, args, desc);
  if (!files) return 0;
  const ParsedFiles& parsed = *files;
  const fs::path input = single_input(parsed.vm, verb, "input file");
  const fs::path out = output_path(verb, parsed.vm, input);
  if (lower_extension(out) != ".puz") throw InputError(verb + ": OUT must end in .puz");
  if (locking && !parsed.vm.count("key")) throw InputError("lock: --key NNNN is required");
  const int given =
      parsed.vm.count("key") ? puz::parse_key(parsed.vm["key"].as<std::string>()) : -1;
  Puzzle p = puz::load(input);
  const Summary s = puz::summarize(p, input.string());
  if (!checks_pass(input.string(), s, verb + " refused")) return 1;
  if (locking) {
    if (const std::string note = puz::lock_noting_other_keys(p, given, input.string());
        !note.empty())
      std::cerr << "cwg: warning: " << note << '\n';
  } else if (const puz::Unlocked u = puz::unlock_with_key_found(p, given, s, input.string());
             given < 0) {
    std::cout << "key " << puz::key_text(u.key) << '\n';
    if (!u.note.empty()) std::cerr << "cwg: " << u.note << '\n';
  }
  puz::save(out, p);
  say_wrote(out);
  return 0;
}

// --- render ----------------------------------------------------------------------------

int render(const Args& args) {
  po::options_description desc(
      "cwg render FILE.puz [-o OUT.svg|OUT.pdf] [--puzzle|--solution] [--paper a4|letter]\n\n"
      "Draws the grid as a newspaper prints it, with the across and down clues beside "
      "it.\n\noptions");
  desc.add_options()(
      "out,o", po::value<std::string>()->value_name("FILE"),
      "write the SVG here ('-' for standard output; default FILE.puz's name with .svg); "
      "FILE.pdf writes print-ready pages: the puzzle with its clues, then the solution")(
      "puzzle",
      "empty squares (the default when the solution is scrambled or withheld); in a PDF, "
      "no solution page")("solution", "the answers in the squares (the default otherwise)");
  add_pdf_options(desc);
  const auto files = parse_files("render", args, desc);
  if (!files) return 0;
  const ParsedFiles& parsed = *files;
  const fs::path input = single_input(parsed.vm, "render", "input file");
  if (parsed.vm.count("puzzle") && parsed.vm.count("solution"))
    throw InputError("render: --solution and --puzzle exclude each other");
  const std::string out = out_or_default(parsed.vm, input, ".svg");
  const auto pdf = pdf_options(parsed.vm, out, "render");
  const Puzzle p = puz::load(input);
  refuse_input_as_output("render", out, input);
  const bool puzzle_only = parsed.vm.count("puzzle") > 0;
  if (pdf) {
    if (parsed.vm.count("solution"))
      throw InputError("render: a PDF holds the puzzle, then the solution; --solution is for SVG");
    const auto options = print::puz_pdf_options(p, input.string(), puzzle_only, *pdf, std::cerr);
    print::write_pdf(out, puzzle::from_puz(p, input.string()), options);
    say_wrote(out);
    return 0;
  }
  const auto options =
      print::puz_svg_view(p, input.string(), parsed.vm.count("solution") > 0, puzzle_only);
  write_or_print(out, render_puz_svg(p, options));
  return 0;
}

}  // namespace

int puz_main(const std::string& verb, const Args& args, std::ostream& out) {
  if (verb == "info") return info(args, out);
  if (verb == "convert") return convert(args);
  if (verb == "lock" || verb == "unlock") return lock_or_unlock(verb, args);
  if (verb == "render") return render(args);
  throw InputError("cwg " + verb + ": not a .puz command");
}

}  // namespace cwg::cli
