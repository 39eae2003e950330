// `cwg info|convert|render` of crossword-game records (.gcg) and positions (.cgp, or
// `--cgp STRING`): the options and what the three verbs share. The formats and the replay
// live in formats/gcg, formats/cgp and game/; each verb is in cli/game_<verb>.cpp.
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/game_files.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/lexicon_text.hpp"

namespace cwg::cli {

namespace game_files {

namespace fs = std::filesystem;

const game::Distribution* given_distribution(const Options& o,
                                             std::optional<game::Distribution>& owned) {
  if (!o.distribution) return nullptr;
  owned = game::Distribution::parse(read_file(*o.distribution), *o.distribution);
  return &*owned;
}

LoadedGame load_game(const std::string& file, const Options& o) {
  std::optional<game::Distribution> owned;
  return gamefiles::load_game(file, read_file(file), given_distribution(o, owned));
}

std::unordered_set<std::string> load_lexicon(const std::string& path) {
  auto words = game::lexicon_word_set(read_file(path));
  if (words.empty()) throw InputError(path, 0, 0, "the lexicon holds no words");
  return words;
}

game::ReplayResult replay_game(const LoadedGame& g, const Options& o,
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

std::string positions_text(const Options& o, const std::string& file) {
  if (!file.empty()) return read_file(file);
  if (o.cgp->find_first_not_of(" \t\r\n") == std::string::npos)
    throw InputError("--cgp", 1, 1, "the position is empty");
  return *o.cgp;
}

std::vector<cgp::Position> load_positions(const Options& o, const std::string& file,
                                          const game::Distribution* dist) {
  cgp::ReadOptions ro;
  ro.distribution = dist;
  ro.file = positions_name(file);
  std::vector<cgp::Position> out = cgp::parse_all(positions_text(o, file), ro);
  if (out.empty()) throw InputError(ro.file, 0, 0, "no position in it");
  return out;
}

std::string where(const std::string& file, int line, int column) {
  return file + ":" + std::to_string(line) + (column > 0 ? ":" + std::to_string(column) : "");
}

void write_output(const std::string& out, const std::string& bytes) {
  if (out == "-")
    std::cout << bytes;
  else
    write_file_atomic(out, bytes);
}

namespace {

namespace po = boost::program_options;

std::optional<Options> parse(const std::string& verb, const Args& args) {
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
  Options o;
  if (vm.count("input")) o.inputs = vm["input"].as<std::vector<std::string>>();
  if (vm.count("cgp")) o.cgp = vm["cgp"].as<std::string>();
  if (vm.count("out")) o.out = vm["out"].as<std::string>();
  if (vm.count("variant")) {
    o.variant = vm["variant"].as<std::string>();
    if (*o.variant != "ascii" && *o.variant != "utf8")
      throw InputError("cwg " + verb + ": --variant must be ascii or utf8, not '" + *o.variant +
                       "'");
  }
  if (vm.count("at")) o.at = vm["at"].as<std::size_t>();
  if (vm.count("line")) o.line = vm["line"].as<std::size_t>();
  if (vm.count("distribution")) o.distribution = vm["distribution"].as<std::string>();
  if (vm.count("dict")) o.dict = vm["dict"].as<std::string>();
  o.json = vm.count("json") > 0;
  if (o.inputs.empty() && !o.cgp)
    throw InputError("cwg " + verb + ": no input given (see cwg " + verb + " --help)");
  return o;
}

}  // namespace

}  // namespace game_files

int game_main(const std::string& verb, const Args& args) {
  const std::optional<game_files::Options> parsed = game_files::parse(verb, args);
  if (!parsed) return 0;  // --help
  if (verb == "info") return game_files::info(*parsed);
  if (verb == "convert") return game_files::convert(*parsed);
  if (verb == "render") return game_files::render(*parsed);
  throw InputError("cwg " + verb + ": not a command for .gcg or .cgp files");
}

}  // namespace cwg::cli
