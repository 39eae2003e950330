// `cwg convert` to and from ipuz and `cwg info` of an ipuz file: every file goes through
// the puzzle model, read and written by export/puzzle_files (the ipuz bytes by puzzle/ipuz).
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/io_flags.hpp"
#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "export/puzzle_files.hpp"
#include "export/puzzle_info.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;
namespace fs = std::filesystem;

/// The options and inputs: exactly one for convert, at least one for info; nullopt when
/// --help was printed.
std::optional<ParsedFiles> parse_ipuz(const std::string& verb, const Args& args,
                                      po::options_description& desc) {
  auto parsed = parse_files(verb, args, desc);
  if (parsed && (parsed->inputs.empty() || (verb == "convert" && parsed->inputs.size() != 1)))
    throw InputError(verb + (verb == "convert" ? " takes exactly one input file" : ": no input") +
                     " (see cwg " + verb + " --help)");
  return parsed;
}

int convert_ipuz(const Args& args) {
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
  const auto parsed = parse_ipuz("convert", args, desc);
  if (!parsed) return 0;
  const po::variables_map& vm = parsed->vm;
  const fs::path input = parsed->inputs[0];
  const fs::path out = output_path("convert", vm, input);
  // Read everything before writing anything: bad input leaves no output behind.
  auto given = [&](const char* key) {
    return vm.count(key) ? std::optional(vm[key].as<std::string>()) : std::nullopt;
  };
  const page::GivenTexts texts{given("title"), given("author"), given("copyright"), given("notes")};
  const puzzle::Puzzle p = page::read_for_convert(input.string(), given("clues"), texts, std::cerr);
  const std::string bytes = page::convert_bytes(p, lower_extension(out), input.string(), std::cerr);
  write_file_atomic(out, bytes);
  say_wrote(out);
  return 0;
}

// --- info ------------------------------------------------------------------------------

int info_ipuz(const Args& args, std::ostream& out) {
  po::options_description desc(
      "cwg info PUZZLE.ipuz... [--json]\n\nReads and checks ipuz files (exit 2 naming the JSON "
      "path of what is wrong) and\nsays what each holds.\n\noptions");
  desc.add_options()("json", "the words, clues and texts as JSON (an array, one per file)");
  const auto parsed = parse_ipuz("info", args, desc);
  if (!parsed) return 0;
  return page::info_ipuz(parsed->inputs, parsed->vm.count("json") > 0, out, std::cerr);
}

}  // namespace

bool ipuz_involved(const Args& args) {
  for (const std::string& a : args) {
    const auto eq = a.rfind("--out=", 0) == 0 ? 6 : 0;
    if (lower_extension(a.substr(eq)) == ".ipuz") return true;
  }
  return false;
}

int ipuz_main(const std::string& verb, const Args& args, std::ostream& out) {
  if (verb == "convert") return convert_ipuz(args);
  if (verb == "info") return info_ipuz(args, out);
  throw InputError("cwg " + verb + ": .ipuz files are not supported by this command");
}

}  // namespace cwg::cli
