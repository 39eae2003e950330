// `cwg fill LAYOUT [options]`: fills the open fields of a fixed layout.
#include <boost/program_options.hpp>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "arrowword/validate.hpp"
#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/run_support.hpp"
#include "cli/solver_flags.hpp"
#include "core/dictionary.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/wordlist.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "solver/solver.hpp"

namespace cwg::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

int fill_main(const std::vector<std::string>& args) {
  SolverOptions opts;
  po::options_description desc(
      "cwg fill LAYOUT.cwg [options]\n\n"
      "Fills the '.' fields of a layout whose question fields and arrows "
      "are fixed.\n\noptions");
  desc.add_options()("help,h", "show this help")("dict",
                                                 po::value<std::string>()->value_name("FILE"),
                                                 "word list (default useful/wordlist.txt)")(
      "out,o", po::value<std::string>()->value_name("FILE"),
      "write the filled grid here (default: standard output)");
  const auto parsed = parse_solver_command(args, desc, opts);
  if (!parsed) return 0;
  const auto& vm = *parsed;
  if (!vm.count("input") || vm["input"].as<std::vector<std::string>>().size() != 1)
    throw InputError("fill takes exactly one LAYOUT.cwg (see cwg fill --help)");
  const std::string path = vm["input"].as<std::vector<std::string>>()[0];
  const ArrowwordGrid layout = read_cwg(path);
  if (vm.count("out")) {
    std::error_code ec;
    const fs::path out = vm["out"].as<std::string>();
    if (fs::exists(out, ec) && fs::equivalent(out, path, ec))
      throw InputError(out.string(), 0, 0,
                       "--out would overwrite the layout being filled; choose another file");
  }
  const WordList list = load_wordlist(dict_path(vm));
  const Dictionary dict(list);
  install_interrupt_handlers();
  const auto start = std::chrono::steady_clock::now();
  const FillResult res = fill_layout(layout, dict, opts, &g_interrupted);
  const double secs = seconds_since(start);
  if (res.status == FillStatus::Unsatisfiable) {
    std::cerr << "cwg: " << path << ": no fill exists: " << res.reason << '\n';
    return 3;
  }
  if (res.status != FillStatus::Solved) {
    std::cerr << "cwg: " << path << ": no fill found in " << fixed(secs, 1) << " s ("
              << res.stats.restarts << " restarts)\n";
    return 3;
  }
  const auto words = word_set(list.words);
  const ValidationReport report = validate(res.grid, &words);
  for (const auto& e : report.errors) std::cerr << "cwg: " << path << ": error: " << e << '\n';
  const std::string text = format_cwg(res.grid);
  if (vm.count("out"))
    write_file_atomic(vm["out"].as<std::string>(), text);
  else
    std::cout << text;
  std::cerr << "filled " << path << " in " << fixed(secs, 2) << " s\n";
  return report.valid() ? 0 : 1;
}

}  // namespace cwg::cli
