// `cwg render FILE.cwg [-o OUT.svg|OUT.pdf] [--solution | --puzzle] [--mark] [--clues FILE]`:
// a printable SVG of a grid, or a PDF of the puzzle and its solution.
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/io_flags.hpp"
#include "cli/print_flags.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/grid.hpp"
#include "grid/solution_word.hpp"
#include "print/pdf.hpp"
#include "puzzle/clue_sheet.hpp"
#include "render/render.hpp"

namespace cwg::cli {

using arrowword::question_words;
using render::render_svg;
using render::RenderOptions;
using render::RenderView;

using arrowword::ArrowwordGrid;

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace {

po::options_description render_options() {
  po::options_description desc(
      "cwg render FILE.cwg [options]\n\n"
      "Draws the grid as a printable SVG: question fields with their arrows, islands\n"
      "shaded, the letters (--solution, the default) or empty letter fields (--puzzle).\n\n"
      "options");
  desc.add_options()("help,h", "show this help")(
      "out,o", po::value<std::string>()->value_name("FILE"),
      "write the SVG here ('-' for standard output; default: FILE.cwg's name with .svg); "
      "FILE.pdf writes print-ready pages: the puzzle, then the solution")(
      "solution", "show the letters (the default)")(
      "puzzle", "leave every letter field empty: the picture gives no letter away")(
      "mark",
      "colour uncrossed fields (green), dead fields (red) and clusters of three or more "
      "question fields (blue), with a legend and the ratings")(
      "clues", po::value<std::string>()->value_name("FILE"),
      "write clues into the question fields; FILE has lines WORD<TAB>clue or WORD clue, "
      "or is a cwg words --tsv template with its clue column filled")(
      "solution-word", po::value<std::string>()->value_name("WORD"),
      "mark the fields that spell WORD as numbered circles, with numbered boxes under the "
      "grid (the fields cwg words --solution-word lists)")(
      "cell", po::value<double>()->default_value(10.0)->value_name("MM"),
      "printed size of one field in mm")("title", po::value<std::string>()->value_name("T"),
                                         "the PDF's heading (default: the file's name)")(
      "author", po::value<std::string>()->value_name("A"), "a line under the PDF's heading");
  add_pdf_options(desc);
  return desc;
}

/// The clues of --clues FILE; names the grid's words left without a clue, and the clues for
/// words the grid lacks, on stderr: a puzzle maker wants to know before printing.
puzzle::ClueMap read_clues(const std::string& path, const ArrowwordGrid& grid) {
  puzzle::ClueMap clues = puzzle::parse_clues(read_file(path), path);
  for (const std::string& line :
       puzzle::coverage_warnings(puzzle::clue_coverage(question_words(grid), clues), path))
    std::cerr << "cwg: " << line << '\n';
  return clues;
}

}  // namespace

int render_main(const std::vector<std::string>& args) {
  const po::options_description desc = render_options();
  const auto parsed = parse_command("render", args, desc);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  const fs::path input = single_input(vm, "render", "FILE.cwg");
  if (vm.count("solution") && vm.count("puzzle"))
    throw InputError("render: --solution and --puzzle exclude each other");
  const double cell = vm["cell"].as<double>();
  if (!(cell >= 1 && cell <= 100)) throw InputError("render: --cell must be within 1..100 mm");

  const ArrowwordGrid grid = cwgfile::load(input);
  RenderOptions options;
  options.view = vm.count("puzzle") ? RenderView::Puzzle : RenderView::Solution;
  options.mark = vm.count("mark") > 0;
  options.cell_mm = cell;
  puzzle::ClueMap clues;
  if (vm.count("clues")) {
    clues = read_clues(vm["clues"].as<std::string>(), grid);
    options.clues = &clues;
  }
  if (vm.count("solution-word"))
    options.solution_fields = arrowword::solution_fields_or_throw(
        grid, vm["solution-word"].as<std::string>(), input.string());
  const std::string out = out_or_default(vm, input, ".svg");
  refuse_input_as_output("render", out, input);
  if (auto pdf = pdf_options(vm, out, "render")) {
    if (vm.count("solution"))
      throw InputError("render: a PDF holds the puzzle, then the solution; --solution is for SVG");
    pdf->solution = !vm.count("puzzle");
    const std::string title =
        vm.count("title") ? vm["title"].as<std::string>() : input.stem().string();
    const std::string author = vm.count("author") ? vm["author"].as<std::string>() : "";
    write_file_atomic(out, print::arrowword_pdf(grid, options, title, author, *pdf));
    say_wrote(out);
    return 0;
  }
  write_or_print(out, render_svg(grid, options));
  return 0;
}

}  // namespace cwg::cli
