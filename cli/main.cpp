// The `cwg` program: a thin dispatcher. Bad input anywhere is one line on stderr, exit 2.
#include <exception>
#include <filesystem>
#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "common/input_error.hpp"

namespace {

constexpr const char* kUsage =
    "cwg " CWG_VERSION " - designs, fills and rates arrowword crosswords (Schwedenraetsel)\n"
    "\n"
    "usage: cwg solve [INPUT...] [options]    design and fill grids, write results/ and results.zip\n"
    "       cwg fill LAYOUT.cwg [options]     fill a layout whose question fields are fixed\n"
    "       cwg score FILE|DIR... [options]   validate and rate grids\n"
    "       cwg render FILE.cwg [options]     draw a grid as a printable SVG\n"
    "       cwg bench [INPUT...] [options]    compare solver configurations over seeds\n"
    "       cwg --version | --help\n"
    "\n"
    "'cwg COMMAND --help' lists the options of a command. Exit codes: 0 ok, 1 a grid is\n"
    "invalid, 2 bad input or usage, 3 no fill found.\n";

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  try {
    if (args.empty()) {
      std::cerr << kUsage;
      return 2;
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
      std::cout << kUsage;
      return 0;
    }
    if (args[0] == "--version") {
      std::cout << "cwg " CWG_VERSION "\n";
      return 0;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args[0] == "score") return cwg::cli::score_main(rest);
    if (args[0] == "solve") return cwg::cli::solve_main(rest);
    if (args[0] == "fill") return cwg::cli::fill_main(rest);
    if (args[0] == "render") return cwg::cli::render_main(rest);
    if (args[0] == "bench") return cwg::cli::bench_main(rest);
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
