// `cwg clue GRID [--clues FILE]... [--lang de|en] [--thesaurus FILE.idx|none] [-o SHEET.tsv]
// [--json]`: the clue sheet of a filled grid, each word's clue from the maker's lists or the
// thesaurus (clues/). Words left without a clue are named on stderr, exit 1.
#include <algorithm>
#include <boost/program_options.hpp>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "cli/commands.hpp"
#include "cli/fill_flags.hpp"
#include "cli/grid_json.hpp"
#include "cli/io_flags.hpp"
#include "clues/sheet.hpp"
#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "puzzle/load.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::cli {

namespace po = boost::program_options;

namespace {

/// `cwg clue --candidates WORDS.txt`: what the sources offer each word, as a TSV.
int candidates_main(const po::variables_map& vm, const std::string& path) {
  std::vector<std::string> words;
  int line = 0;
  std::istringstream in(read_file(path));
  for (std::string w; std::getline(in, w);) {
    ++line;
    while (!w.empty() && (w.back() == '\r' || w.back() == ' ')) w.pop_back();
    if (w.empty()) continue;
    if (!std::all_of(w.begin(), w.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
      throw InputError(path, line, 0, "expected a word of the letters A-Z");
    words.push_back(w);
  }
  const auto data = load_clue_data(vm, clues::Lang::De, clues::Needed(words));
  // --lang en: the English scale (confidence_en.hpp) and the American grid's field.
  const bool english = data->thesaurus && data->thesaurus->lang() == clues::Lang::En;
  const std::string out =
      clues::candidates_tsv(words, data->source(), english ? clues::Lang::En : clues::Lang::De);
  if (vm.count("out"))
    write_file_atomic(vm["out"].as<std::string>(), out);
  else
    std::cout << out;
  return 0;
}

}  // namespace

int clue_main(const Args& args) {
  po::options_description desc(
      "cwg clue GRID.cwg|GRID.txt|GRID.puz [options]\n\n"
      "The clue sheet of a filled grid: the columns of cwg words --tsv (an American grid:\n"
      "number, direction, row, col, length, word) with the clue and its source\n"
      "(list:FILE:LINE or thesaurus). Words left without a clue are named on stderr, exit 1.\n\n"
      "options");
  desc.add_options()("help,h", "show this help")("out,o",
                                                 po::value<std::string>()->value_name("SHEET.tsv"),
                                                 "write the sheet here (default: standard output)")(
      "json", "print a JSON array: the grid's object with its words, clues and sources")(
      "seed", po::value<std::uint64_t>()->default_value(1),
      "picks among equally good clues; the same seed gives the same clues")(
      "candidates", po::value<std::string>()->value_name("WORDS.txt"),
      "instead of a grid: every clue the sources offer for each word of WORDS.txt (one a "
      "line, A-Z), best first, with its source, rank, evidence and confidence (0-100; "
      "--lang en: the English scale)");
  add_clue_flags(desc, false);
  const auto parsed = parse_command("clue", args, desc);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  if (vm.count("candidates")) return candidates_main(vm, vm["candidates"].as<std::string>());
  const std::string path = single_input(vm, "clue", "GRID.cwg, GRID.txt or GRID.puz");
  if (vm.count("out")) refuse_input_as_output("clue", vm["out"].as<std::string>(), path);
  const std::string format = lower_extension(path);
  if (!puzzle::is_grid_file(format))
    throw InputError(path, 0, 0, "cwg clue reads .cwg, .txt and .puz grids");
  const puzzle::Puzzle puzzle = puzzle::load_grid_file(path, format, {}, puzzle::Need::Unlocked);
  // Only this grid's words are looked up: the sources keep just their entries.
  const auto data =
      load_clue_data(vm, puzzle.kind == puzzle::Kind::Arrowword ? clues::Lang::De : clues::Lang::En,
                     clues::puzzle_answers(puzzle));
  const clues::ClueSheet sheet =
      clues::clue_puzzle(puzzle, data->source(), vm["seed"].as<std::uint64_t>());
  if (sheet.rows.empty()) throw InputError(path, 0, 0, "no filled word to clue");
  if (vm.count("json"))
    std::cout << dump_json(nlohmann::ordered_json::array(
                     {clues::sheet_json(path, format.substr(1), sheet)}))
              << '\n';
  else if (vm.count("out"))
    write_file_atomic(vm["out"].as<std::string>(), clues::sheet_tsv(sheet));
  else
    std::cout << clues::sheet_tsv(sheet);
  const auto missing = clues::unclued(sheet);
  if (missing.empty()) return 0;
  std::cerr << "cwg: " << path << ": no clue for " << missing.size() << " word"
            << (missing.size() == 1 ? "" : "s") << ":";
  for (const std::string& w : missing) std::cerr << ' ' << w;
  std::cerr << '\n';
  return 1;
}

}  // namespace cwg::cli
