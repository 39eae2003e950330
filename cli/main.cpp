// The `cwg` program: a thin dispatcher. Bad input anywhere is one line on stderr, exit 2.
#include <algorithm>
#include <exception>
#include <filesystem>
#include <iostream>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "core/extension.hpp"
#include "core/input_error.hpp"

namespace {

using cwg::cli::Args;

/// The commands: name, one line of help, and what runs them. `info`, `convert` and
/// `render` go to the family of their input file (cli::input_family).
struct Command {
  const char* name;
  const char* synopsis;
  int (*run)(const std::string& name, const Args& args);
};

/// Whether the command's output (-o FILE, --out FILE, --out=FILE) is a .pdf.
bool writes_pdf(const Args& args) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string out;
    if ((args[i] == "-o" || args[i] == "--out") && i + 1 < args.size()) out = args[i + 1];
    if (args[i].rfind("--out=", 0) == 0) out = args[i].substr(6);
    if (cwg::lower_extension(out) == ".pdf") return true;
  }
  return false;
}

int by_family(const std::string& verb, const Args& args) {
  const bool help = std::find(args.begin(), args.end(), "--help") != args.end() ||
                    std::find(args.begin(), args.end(), "-h") != args.end();
  bool named = false;
  for (const std::string& a : args) named = named || (!a.empty() && a[0] != '-');
  if (help && !named) {
    // No file to tell the family by: the help of every family the command serves.
    const Args ask = {"--help"};
    if (verb == "render") {
      cwg::cli::render_main(ask);
      std::cout << '\n';
    }
    cwg::cli::puz_main(verb, ask);
    std::cout << '\n';
    if (verb == "render")
      std::cout << "cwg render GRID.txt|GRID.ipuz -o OUT.pdf [--clues FILE] [--paper a4|letter]\n\n"
                   "Prints them as cwg export -o OUT.pdf does: the puzzle with its clues, then "
                   "the\nsolution (no SVG of them).\n\n";
    if (verb != "render") {
      cwg::cli::ipuz_main(verb, ask);
      std::cout << '\n';
    }
    return cwg::cli::game_main(verb, ask);
  }
  if (verb == "info")
    if (const std::optional<int> code = cwg::cli::info_mixed(args)) return *code;
  if ((verb == "convert" || verb == "info") && cwg::cli::ipuz_involved(args))
    return cwg::cli::ipuz_main(verb, args);
  const std::string family = cwg::cli::input_family(args);
  if (family == "puz") return cwg::cli::puz_main(verb, args);
  if (family == "gcg" || family == "cgp") return cwg::cli::game_main(verb, args);
  if (verb == "render" && family == "cwg") return cwg::cli::render_main(args);
  if (verb == "render" && (family == "txt" || family == "ipuz")) {
    // A black-square grid or an .ipuz prints through export's PDF writer (the same
    // print::write_pdf); there is no SVG of them.
    if (!writes_pdf(args))
      throw cwg::InputError("cwg render: a ." + family +
                            " file draws only as a PDF (-o FILE.pdf); cwg export -o "
                            "FILE.html makes a page to solve it");
    return cwg::cli::export_main(args);
  }
  if (verb == "convert" && family == "cwg") return cwg::cli::puz_main(verb, args);
  throw cwg::InputError("cwg " + verb + ": ." + family +
                        " files are not supported by this command");
}

constexpr Command kCommands[] = {
    {"solve",
     "solve [INPUT...] [options]      design and fill arrowword grids, write results/ and "
     "results.zip",
     [](const std::string&, const Args& a) { return cwg::cli::solve_main(a); }},
    {"fill",
     "fill LAYOUT [options]           fill a fixed layout: .cwg arrowword, .txt or .puz "
     "black-square grid",
     [](const std::string&, const Args& a) { return cwg::cli::fill_main(a); }},
    {"score", "score FILE|DIR... [options]     validate and rate arrowword grids",
     [](const std::string&, const Args& a) { return cwg::cli::score_main(a); }},
    {"words",
     "words FILE.cwg [--json|--tsv]   list an arrowword's words: a template to write clues into",
     [](const std::string&, const Args& a) { return cwg::cli::words_main(a); }},
    {"clue",
     "clue GRID [--clues FILE]...     a clue for every word: the maker's lists, a thesaurus",
     [](const std::string&, const Args& a) { return cwg::cli::clue_main(a); }},
    {"render", "render FILE [options]           draw a .cwg, .puz, .gcg or .cgp file as SVG",
     by_family},
    {"info",
     "info FILE... [options]          what a .puz, .ipuz, .gcg or .cgp file holds, and its checks",
     by_family},
    {"convert",
     "convert IN -o OUT [options]     convert between formats (.puz, .ipuz, .txt, .cwg, .gcg, "
     ".cgp)",
     by_family},
    {"lock", "lock IN.puz -o OUT.puz --key N  scramble a .puz solution",
     [](const std::string& v, const Args& a) { return cwg::cli::puz_main(v, a); }},
    {"unlock", "unlock IN.puz -o OUT.puz        unscramble a .puz solution (finds the key)",
     [](const std::string& v, const Args& a) { return cwg::cli::puz_main(v, a); }},
    {"export",
     "export IN -o OUT.html [options] a page to solve a puzzle or step through a game in a "
     "browser",
     [](const std::string&, const Args& a) { return cwg::cli::export_main(a); }},
    {"edit",
     "edit FILE [options]             make a puzzle by hand in the browser, the engine beside you",
     [](const std::string&, const Args& a) { return cwg::cli::edit_main(a); }},
    {"moves", "moves POS.cgp|GAME.gcg --dict LEX  every legal play of a board-game position",
     [](const std::string&, const Args& a) { return cwg::cli::moves_main(a); }},
    {"analyze",
     "analyze GAME.gcg --dict LEX      each turn's best plays by equity, the play made, what it "
     "lost",
     [](const std::string&, const Args& a) { return cwg::cli::analyze_main(a); }},
    {"endgame", "endgame POS.cgp|GAME.gcg         the exact value and best line with the bag empty",
     [](const std::string&, const Args& a) { return cwg::cli::endgame_main(a); }},
    {"sim", "sim POS.cgp|GAME.gcg             the best candidates ranked by simulated rollouts",
     [](const std::string&, const Args& a) { return cwg::cli::sim_main(a); }},
    {"winpct", "winpct --games N -o FILE.csv     the win table of self-play that sim values by",
     [](const std::string&, const Args& a) { return cwg::cli::winpct_main(a); }},
    {"play", "play --games N --first S --second S  self-play match between two settings",
     [](const std::string&, const Args& a) { return cwg::cli::play_main(a); }},
    {"leaves", "leaves --dict LEX --games N -o OUT  leave values learned from self-play",
     [](const std::string&, const Args& a) { return cwg::cli::leaves_main(a); }},
    {"lexicon", "lexicon WORDS -o OUT.gaddag      save a word list's GADDAG for the game commands",
     [](const std::string&, const Args& a) { return cwg::cli::lexicon_main(a); }},
    {"match", "match PATTERN [--dict FILE]     the words of the list that fit a pattern (H.US)",
     [](const std::string&, const Args& a) { return cwg::cli::match_main(a); }},
    {"bench", "bench [INPUT...] [options]      compare solver configurations over seeds",
     [](const std::string&, const Args& a) { return cwg::cli::bench_main(a); }},
};

std::string usage() {
  std::string text =
      "cwg " CWG_VERSION " - crosswords: arrowwords, American .puz grids, board-game records\n\n";
  const char* lead = "usage: cwg ";
  for (const Command& c : kCommands) {
    text += lead;
    text += c.synopsis;
    text += '\n';
    lead = "       cwg ";
  }
  text +=
      "       cwg --version | --help\n"
      "\n"
      "'cwg COMMAND --help' lists the options of a command. Exit codes: 0 ok, 1 an input is\n"
      "invalid (a rule, a checksum, a replay), 2 bad input or usage, 3 no fill found.\n";
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  try {
    if (args.empty()) {
      std::cerr << usage();
      return 2;
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
      std::cout << usage();
      return 0;
    }
    if (args[0] == "--version") {
      std::cout << "cwg " CWG_VERSION "\n";
      return 0;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    for (const Command& c : kCommands)
      if (args[0] == c.name) return c.run(args[0], rest);
    throw cwg::InputError("unknown command '" + args[0] + "' (see cwg --help)");
  } catch (const cwg::InputError& e) {
    std::cerr << "cwg: " << e.what() << '\n';
    return 2;
  } catch (const std::filesystem::filesystem_error& e) {
    // Always about a path the user named (an output folder that can't be made, ...).
    std::cerr << "cwg: " << (e.path1().empty() ? std::string("''") : e.path1().string()) << ": "
              << e.code().message() << '\n';
    return 2;
  } catch (const std::bad_alloc&) {
    std::cerr << "cwg: out of memory\n";
    return 70;
  } catch (const std::exception& e) {
    std::cerr << "cwg: internal error: " << e.what() << '\n';
    return 70;
  }
}
