// `cwg info|convert|render` of crossword-game records (.gcg) and positions (.cgp, or
// `--cgp STRING`): the flags. What the verbs do is gamefiles/file_commands.hpp.
#include <boost/program_options.hpp>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"
#include "gamefiles/file_commands.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

std::optional<gamefiles::FileOptions> parse(const std::string& verb, const Args& args) {
  po::options_description options(
      "usage: cwg info GAME.gcg|POS.cgp... [--json] [--distribution FILE] [--dict LEXICON] [--at "
      "N]\n"
      "       cwg convert IN.gcg|IN.cgp -o OUT.gcg|OUT.cgp [--at N] [--variant ascii|utf8]\n"
      "       cwg render GAME.gcg|POS.cgp [--at N] [--line N] [-o OUT.svg]\n\n"
      "options");
  options.add_options()("help,h", "show this help")(
      "json", "info: a JSON array, one object per input file")(
      "cgp", po::value<std::string>()->value_name("STRING"),
      "a position given on the command line")("out,o", po::value<std::string>()->value_name("FILE"),
                                              "convert/render: the output ('-': standard output)")(
      "variant", po::value<std::string>()->value_name("ascii|utf8"),
      "convert: the CGP variant written (utf8)")(
      "at", po::value<std::size_t>()->value_name("N"),
      "a game's position after its first N events (default: all)")(
      "line", po::value<std::size_t>()->value_name("N"),
      "render: the position on line N of a .cgp file (1)")(
      "distribution", po::value<std::string>()->value_name("FILE"),
      "letters, counts and values as `letter count value` lines (default: English, or as the "
      "record names)")("dict", po::value<std::string>()->value_name("LEXICON"),
                       "info: name every word formed that this word list lacks");
  const auto parsed = parse_command(verb, args, options);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  gamefiles::FileOptions o;
  if (vm.count("input")) o.inputs = vm["input"].as<std::vector<std::string>>();
  if (vm.count("cgp")) o.cgp = vm["cgp"].as<std::string>();
  if (vm.count("out")) o.out = vm["out"].as<std::string>();
  if (vm.count("variant")) o.variant = vm["variant"].as<std::string>();
  if (vm.count("at")) o.at = vm["at"].as<std::size_t>();
  if (vm.count("line")) o.line = vm["line"].as<std::size_t>();
  if (vm.count("distribution")) o.distribution = vm["distribution"].as<std::string>();
  if (vm.count("dict")) o.dict = vm["dict"].as<std::string>();
  o.json = vm.count("json") > 0;
  gamefiles::check_options(o, verb);
  return o;
}

}  // namespace

int game_main(const std::string& verb, const Args& args, std::ostream& out) {
  const std::optional<gamefiles::FileOptions> parsed = parse(verb, args);
  if (!parsed) return 0;  // --help
  if (verb == "info") return gamefiles::info(*parsed, out, std::cerr);
  if (verb == "convert") return gamefiles::convert(*parsed, std::cout, std::cerr);
  if (verb == "render") return gamefiles::render(*parsed, std::cout);
  throw InputError("cwg " + verb + ": not a command for .gcg or .cgp files");
}

}  // namespace cwg::cli
