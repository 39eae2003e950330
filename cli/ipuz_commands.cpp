// `cwg convert` to and from ipuz and `cwg info` of an ipuz file: every file goes through
// the puzzle model (puzzle/), the ipuz bytes through formats/ipuz.
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/grid_json.hpp"
#include "cli/inputs.hpp"
#include "cli/run_support.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "formats/ipuz/ipuz.hpp"
#include "formats/puz/io.hpp"
#include "formats/txt/txt_grid.hpp"
#include "puzzle/clue_sheet.hpp"
#include "puzzle/info_json.hpp"
#include "puzzle/load.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzle/to_formats.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;
namespace fs = std::filesystem;
using puzzle::Puzzle;

/// The options of `desc` (with --help) and the input files; nullopt when --help was printed.
std::optional<po::variables_map> parse(const std::string& verb, const Args& args,
                                       po::options_description& desc,
                                       std::vector<std::string>& inputs) {
  desc.add_options()("help,h", "show this help");
  auto vm = parse_command(verb, args, desc);
  if (!vm) return vm;
  if (vm->count("input")) inputs = (*vm)["input"].as<std::vector<std::string>>();
  if (inputs.empty() || (verb == "convert" && inputs.size() != 1))
    throw InputError(verb + (verb == "convert" ? " takes exactly one input file" : ": no input") +
                     " (see cwg " + verb + " --help)");
  return vm;
}

Puzzle read_model(const fs::path& input, const po::variables_map& vm) {
  const std::string ext = lower_extension(input);
  const std::string name = input.string();
  puzzle::ClueMap clues;
  if (vm.count("clues")) {
    if (ext == ".puz" || ext == ".ipuz")
      throw InputError("convert: --clues is for a .cwg or .txt input (a " + ext +
                       " has its clues)");
    const std::string path = vm["clues"].as<std::string>();
    clues = puzzle::parse_clues(read_file(path), path);
  }
  Puzzle p;
  if (ext == ".ipuz") {
    p = ipuz::parse_ipuz(read_file(input), name);
  } else if (puzzle::is_grid_file(ext)) {
    p = puzzle::load_grid_file(name, ext, clues);
    if (ext == ".puz" && !p.solved())
      std::cerr << "cwg: warning: " << name
                << ": the solution is scrambled or withheld; written without it\n";
  } else {
    throw InputError(name, 0, 0, "convert: not a .puz, .txt, .cwg or .ipuz file");
  }
  for (auto [key, text] : {std::pair{"title", &p.title}, std::pair{"author", &p.author},
                           std::pair{"copyright", &p.copyright}, std::pair{"notes", &p.notes}})
    if (vm.count(key)) *text = vm[key].as<std::string>();
  return p;
}

void write_model(const Puzzle& p, const fs::path& out, const std::string& name) {
  const std::string ext = lower_extension(out);
  std::vector<std::string> warnings;
  if (ext == ".ipuz") {
    write_file_atomic(out, ipuz::format_ipuz(p));
  } else if (ext == ".puz") {
    const puz::Puzzle bytes = puzzle::to_puz(p, name, &warnings);
    for (const std::string& w : warnings) std::cerr << "cwg: warning: " << w << '\n';
    puz::save(out, bytes);
  } else if (ext == ".txt") {
    write_file_atomic(out, txt::format(puzzle::to_txt(p, name)));
  } else if (ext == ".cwg") {
    write_file_atomic(out, cwgfile::format(puzzle::to_arrowword(p, name)));
  } else {
    throw InputError("convert: OUT must end in .ipuz, .puz, .txt or .cwg");
  }
}

int convert(const Args& args) {
  po::options_description desc(
      "cwg convert IN.puz|IN.txt|IN.cwg -o OUT.ipuz [--clues FILE] [--title T] ...\n"
      "cwg convert IN.ipuz -o OUT.puz|OUT.txt|OUT.cwg|OUT.ipuz\n\n"
      "ipuz is the open JSON format of GNOME Crosswords, Crosshare and Exolve. An arrowword\n"
      "is written with its clues in its question fields (clueplacement \"blocks\") and its\n"
      "words in Across/Down lists too; a .txt or .cwg takes its clues from FILE (lines\n"
      "WORD<TAB>clue, as render --clues).\n\noptions");
  desc.add_options()("out,o", po::value<std::string>()->value_name("OUT"), "output file")(
      "clues", po::value<std::string>()->value_name("FILE"), ".txt or .cwg input: clue per word")(
      "title", po::value<std::string>()->value_name("T"), "the title")(
      "author", po::value<std::string>()->value_name("A"), "the author")(
      "copyright", po::value<std::string>()->value_name("C"), "the copyright line")(
      "notes", po::value<std::string>()->value_name("N"), "the notes");
  std::vector<std::string> inputs;
  const auto parsed = parse("convert", args, desc, inputs);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  const fs::path input = inputs[0];
  if (!vm.count("out")) throw InputError("convert: -o OUT is required");
  const fs::path out = vm["out"].as<std::string>();
  std::error_code ec;
  if (fs::equivalent(out, input, ec))
    throw InputError("convert: " + out.string() + " is the input itself; write elsewhere");
  // Read everything before writing anything: bad input leaves no output behind.
  const Puzzle p = read_model(input, vm);
  write_model(p, out, input.string());
  std::cerr << "wrote " << out.string() << '\n';
  return 0;
}

// --- info ------------------------------------------------------------------------------

int info(const Args& args) {
  po::options_description desc(
      "cwg info PUZZLE.ipuz... [--json]\n\nReads and checks ipuz files (exit 2 naming the JSON "
      "path of what is wrong) and\nsays what each holds.\n\noptions");
  desc.add_options()("json", "the words, clues and texts as JSON (an array, one per file)");
  std::vector<std::string> inputs;
  const auto parsed = parse("info", args, desc, inputs);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  int code = 0;
  for (const std::string& file : inputs) {
    // A file that cannot be read is reported (exit 2) and the others still are.
    try {
      const Puzzle p = ipuz::parse_ipuz(read_file(file), file);
      if (vm.count("json"))
        all.push_back(puzzle::info_json(file, "ipuz", p));
      else
        std::cout << puzzle::info_text(file, "ipuz", p);
    } catch (const InputError& e) {
      code = 2;
      std::cerr << "cwg: " << e.what() << '\n';
      if (vm.count("json")) all.push_back(puzzle::unreadable_json(file, "ipuz", e.what()));
    }
  }
  if (vm.count("json")) std::cout << dump_json(all) << '\n';
  return code;
}

}  // namespace

bool ipuz_involved(const Args& args) {
  for (const std::string& a : args) {
    const auto eq = a.rfind("--out=", 0) == 0 ? 6 : 0;
    if (lower_extension(a.substr(eq)) == ".ipuz") return true;
  }
  return false;
}

int ipuz_main(const std::string& verb, const Args& args) {
  if (verb == "convert") return convert(args);
  if (verb == "info") return info(args);
  throw InputError("cwg " + verb + ": .ipuz files are not supported by this command");
}

}  // namespace cwg::cli
