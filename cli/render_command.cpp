// `cwg render FILE.cwg [-o OUT.svg] [--solution | --puzzle] [--mark] [--clues FILE]`:
// a printable SVG of a grid.
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "arrowword/grid.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "render/render.hpp"

namespace cwg::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

int render_main(const std::vector<std::string>& args) {
  po::options_description desc(
      "cwg render FILE.cwg [options]\n\n"
      "Draws the grid as a printable SVG: question fields with their arrows, islands\n"
      "shaded, the letters (--solution, the default) or empty letter fields (--puzzle).\n\n"
      "options");
  desc.add_options()("help,h", "show this help")(
      "out,o", po::value<std::string>()->value_name("FILE"),
      "write the SVG here ('-' for standard output; default: FILE.cwg's name with .svg)")(
      "solution", "show the letters (the default)")(
      "puzzle", "leave every letter field empty: the picture gives no letter away")(
      "mark",
      "colour uncrossed fields (green), dead fields (red) and clusters of three or more "
      "question fields (blue), with a legend and the ratings")(
      "clues", po::value<std::string>()->value_name("FILE"),
      "write clues into the question fields; FILE has lines WORD<TAB>clue")(
      "cell", po::value<double>()->default_value(10.0)->value_name("MM"),
      "printed size of one field in mm");
  po::options_description all(desc);
  all.add_options()("input", po::value<std::vector<std::string>>());
  po::positional_options_description positional;
  positional.add("input", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(all).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw InputError(std::string("render: ") + e.what() + " (see cwg render --help)");
  }
  if (vm.count("help")) {
    std::cout << desc << '\n';
    return 0;
  }
  if (!vm.count("input") || vm["input"].as<std::vector<std::string>>().size() != 1)
    throw InputError("render takes exactly one FILE.cwg (see cwg render --help)");
  if (vm.count("solution") && vm.count("puzzle"))
    throw InputError("render: --solution and --puzzle exclude each other");
  const double cell = vm["cell"].as<double>();
  if (!(cell >= 1 && cell <= 100)) throw InputError("render: --cell must be within 1..100 mm");

  const fs::path input = vm["input"].as<std::vector<std::string>>()[0];
  const ArrowwordGrid grid = read_cwg(input);
  RenderOptions options;
  options.view = vm.count("puzzle") ? RenderView::Puzzle : RenderView::Solution;
  options.mark = vm.count("mark") > 0;
  options.cell_mm = cell;
  ClueMap clues;
  if (vm.count("clues")) {
    const std::string path = vm["clues"].as<std::string>();
    clues = parse_clues(read_file(path), path);
    options.clues = &clues;
    // Name the words left without a clue: a puzzle maker wants to know before printing.
    std::vector<std::string> missing;
    for (const std::string& word : question_words(grid))
      if (!word.empty() && !clues.count(word)) missing.push_back(word);
    if (!missing.empty()) {
      std::cerr << "cwg: " << path << ": no clue for " << missing.size() << " word"
                << (missing.size() == 1 ? "" : "s") << ":";
      for (std::size_t i = 0; i < missing.size() && i < 8; ++i) std::cerr << ' ' << missing[i];
      std::cerr << (missing.size() > 8 ? " ...\n" : "\n");
    }
  }
  const std::string svg = render_svg(grid, options);
  const std::string out = vm.count("out") ? vm["out"].as<std::string>()
                                          : fs::path(input).replace_extension(".svg").string();
  if (out == "-") {
    std::cout << svg;
  } else {
    write_file_atomic(out, svg);
    std::cerr << "wrote " << out << '\n';
  }
  return 0;
}

}  // namespace cwg::cli
