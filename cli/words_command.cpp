// `cwg words FILE.cwg [--json | --tsv]`: every word of an arrowword with its question field,
// arrow, start, direction and length: the list a puzzle maker writes clues for. --tsv is a
// template with an empty clue column that `cwg render --clues` reads back.
#include <boost/program_options.hpp>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/grid_json.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/grid.hpp"
#include "grid/solution_word.hpp"
#include "grid/words.hpp"
#include "puzzle/clue_sheet.hpp"

namespace cwg::cli {

using arrowword::ArrowwordGrid;
using arrowword::word_rows;
using arrowword::WordRow;
using arrowword::words_json;
using arrowword::words_table;

namespace po = boost::program_options;

int words_main(const Args& args) {
  po::options_description desc(
      "cwg words FILE.cwg [--json | --tsv]\n\n"
      "Lists every word of the grid: its question field (row and column counted from 0, as\n"
      "in the .cwg file), the arrow type, where the word starts, its direction and length,\n"
      "and the word itself (with '.' where the grid has no letter yet). --tsv writes a\n"
      "template with an empty clue column: fill it in and give it to cwg render --clues.\n\n"
      "options");
  desc.add_options()("help,h", "show this help")(
      "json", "print a JSON array of one object: the file, its words, the solution word's fields")(
      "tsv", "print tab-separated columns with a header and an empty clue column")(
      "solution-word", po::value<std::string>()->value_name("WORD"),
      "also list the fields, numbered 1..n, whose letters spell WORD (as cwg render "
      "--solution-word marks them)");
  const auto parsed = parse_command("words", args, desc);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  if (vm.count("json") && vm.count("tsv"))
    throw InputError("words: --json and --tsv exclude each other");
  const std::string path = single_input(vm, "words", "FILE.cwg");
  const ArrowwordGrid grid = cwgfile::load(path);
  std::vector<int> solution;
  if (vm.count("solution-word"))
    solution =
        arrowword::solution_fields_or_throw(grid, vm["solution-word"].as<std::string>(), path);
  const std::vector<WordRow> rows = word_rows(grid);
  if (vm.count("json")) {
    // One object per input file inside an array, as every --json output (README).
    std::cout << dump_json(nlohmann::ordered_json::array({words_json(path, grid, rows, solution)}))
              << '\n';
  } else if (vm.count("tsv")) {
    std::cout << puzzle::words_template(rows);
  } else {
    std::cout << words_table(grid, rows, solution);
  }
  return 0;
}

}  // namespace cwg::cli
