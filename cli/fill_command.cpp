// `cwg fill LAYOUT [options]`: fills the open fields of a fixed layout, an arrowword
// (.cwg, question fields and arrows fixed) or a black-square grid (.txt).
#include <boost/program_options.hpp>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <string>
#include <unordered_set>
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
#include "fill/fill.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "formats/txt/txt_check.hpp"
#include "formats/txt/txt_grid.hpp"
#include "solver/solver.hpp"

namespace cwg::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace {

void print_stats(const FillStats& s) {
  std::cerr << "fill: " << s.attempts << " attempts, " << s.restarts << " restarts, " << s.nodes
            << " nodes, " << s.fails << " fails\n";
}

void write_output(const po::variables_map& vm, const std::string& text) {
  if (vm.count("out"))
    write_file_atomic(vm["out"].as<std::string>(), text);
  else
    std::cout << text;
}

/// The black-square form: every run of two or more open squares is a word.
int fill_text(const std::string& path, const po::variables_map& vm, const SolverOptions& opts) {
  const txt::Grid layout = txt::parse(read_file(path), path);
  const auto runs = txt::runs(layout);
  auto where = [&](int r, int c) {
    return "line " + std::to_string(layout.first_line + r) + ", column " + std::to_string(c + 1);
  };
  // A square that no run passes through would be in no word: nothing can say what it holds.
  std::vector<char> covered(layout.squares.size(), 0);
  for (const auto& run : runs)
    for (int cell : run.cells) covered[static_cast<std::size_t>(cell)] = 1;
  for (int i = 0; i < layout.rows * layout.cols; ++i)
    if (layout.squares[static_cast<std::size_t>(i)] == '.' && !covered[static_cast<std::size_t>(i)])
      throw InputError(path, layout.first_line + i / layout.cols, i % layout.cols + 1,
                       "this empty square is in no word of two or more letters");
  if (vm.count("out") && fs::path(vm["out"].as<std::string>()).extension() == ".puz")
    throw InputError(vm["out"].as<std::string>(), 0, 0,
                     "writing .puz is not supported yet; use --out FILE.txt");
  const WordList list = load_wordlist(dict_path(vm));
  const Dictionary dict(list);
  FillProblem problem;
  problem.cells = layout.rows * layout.cols;
  problem.cell_mask.assign(static_cast<std::size_t>(problem.cells), kAllLetters);
  for (int i = 0; i < problem.cells; ++i) {
    const char ch = layout.squares[static_cast<std::size_t>(i)];
    if (ch >= 'A' && ch <= 'Z') problem.cell_mask[static_cast<std::size_t>(i)] = 1u << letter_code(ch);
  }
  for (const auto& run : runs) problem.slots.push_back({run.length, run.cells});
  link_crossings(problem);
  auto describe = [&](int s) {
    const auto& run = runs[static_cast<std::size_t>(s)];
    return std::string("the ") + (run.down ? "down" : "across") + " word at " +
           where(run.row, run.col) + " (length " + std::to_string(run.length) + ")";
  };

  install_interrupt_handlers();
  const auto start = std::chrono::steady_clock::now();
  const StopToken stop(opts.time, &g_interrupted);
  const FillAnswer answer = fill_grid(problem, dict, fill_options(opts), stop);
  const double secs = seconds_since(start);
  if (opts.verbose) print_stats(answer.stats);
  if (answer.status == FillStatus::Unsatisfiable) {
    std::string reason;
    switch (answer.reason) {
      case NoFillReason::NoWordOfLength:
        reason = describe(answer.slot) + " is longer than any word in the list or has no word of its length";
        break;
      case NoFillReason::SameCells:
        reason = describe(answer.slot) + " and " + describe(answer.other) + " are the same word";
        break;
      case NoFillReason::NoCandidate:
        reason = describe(answer.slot) + " has no candidate word left";
        break;
      default:
        reason = "the search tried every word and found no fill";
    }
    std::cerr << "cwg: " << path << ": no fill exists: " << reason << '\n';
    return 3;
  }
  if (answer.status != FillStatus::Solved) {
    std::cerr << "cwg: " << path << ": no fill found in " << fixed(secs, 1) << " s ("
              << answer.stats.attempts << " attempts, " << answer.stats.restarts << " restarts)"
              << (g_interrupted.load() ? ", interrupted" : "") << '\n';
    return 3;
  }
  txt::Grid filled = layout;
  for (std::size_t s = 0; s < problem.slots.size(); ++s) {
    const std::string word = answer_word(problem, dict, answer, static_cast<int>(s));
    for (std::size_t k = 0; k < word.size(); ++k)
      filled.squares[static_cast<std::size_t>(problem.slots[s].cells[k])] = word[k];
  }
  const std::unordered_set<std::string> words(list.words.begin(), list.words.end());
  const auto problems = txt::check_fill(layout, filled, words);
  for (const auto& p : problems) std::cerr << "cwg: " << path << ": error: " << p << '\n';
  write_output(vm, txt::write(filled));
  std::cerr << "filled " << path << " in " << fixed(secs, 2) << " s\n";
  return problems.empty() ? 0 : 1;
}

}  // namespace

int fill_main(const std::vector<std::string>& args) {
  SolverOptions opts;
  po::options_description desc(
      "cwg fill LAYOUT [options]\n\n"
      "Fills the open fields of a fixed layout: an arrowword LAYOUT.cwg (question fields "
      "and arrows kept) or a black-square GRID.txt (one line per row: '#' black, '.' empty, "
      "A-Z given; every run of two or more open squares is a word). Searches until a fill "
      "is found, it is proved that none exists (exit 3, naming why), or --time runs out "
      "(exit 3). --restarts and --patience do not apply.\n\noptions");
  desc.add_options()("help,h", "show this help")("dict",
                                                 po::value<std::string>()->value_name("FILE"),
                                                 "word list (default useful/wordlist.txt)")(
      "out,o", po::value<std::string>()->value_name("FILE"),
      "write the filled grid here (default: standard output)");
  const auto parsed = parse_solver_command(args, desc, opts);
  if (!parsed) return 0;
  const auto& vm = *parsed;
  if (!vm.count("input") || vm["input"].as<std::vector<std::string>>().size() != 1)
    throw InputError("fill takes exactly one LAYOUT.cwg or GRID.txt (see cwg fill --help)");
  const std::string path = vm["input"].as<std::vector<std::string>>()[0];
  if (vm.count("out")) {
    std::error_code ec;
    const fs::path out = vm["out"].as<std::string>();
    if (fs::exists(out, ec) && fs::equivalent(out, path, ec))
      throw InputError(out.string(), 0, 0,
                       "--out would overwrite the layout being filled; choose another file");
  }
  if (fs::path(path).extension() == ".txt") return fill_text(path, vm, opts);
  const ArrowwordGrid layout = read_cwg(path);
  const WordList list = load_wordlist(dict_path(vm));
  const Dictionary dict(list);
  install_interrupt_handlers();
  const auto start = std::chrono::steady_clock::now();
  const FillResult res = fill_layout(layout, dict, opts, &g_interrupted);
  const double secs = seconds_since(start);
  if (opts.verbose) print_stats(res.stats);
  if (res.status == FillStatus::Unsatisfiable) {
    std::cerr << "cwg: " << path << ": no fill exists: " << res.reason << '\n';
    return 3;
  }
  if (res.status != FillStatus::Solved) {
    std::cerr << "cwg: " << path << ": no fill found in " << fixed(secs, 1) << " s ("
              << res.stats.attempts << " attempts, " << res.stats.restarts << " restarts)"
              << (res.status == FillStatus::Stopped ? ", interrupted" : "") << '\n';
    return 3;
  }
  const auto words = word_set(list.words);
  const ValidationReport report = validate(res.grid, &words);
  for (const auto& e : report.errors) std::cerr << "cwg: " << path << ": error: " << e << '\n';
  write_output(vm, format_cwg(res.grid));
  std::cerr << "filled " << path << " in " << fixed(secs, 2) << " s\n";
  return report.valid() ? 0 : 1;
}

}  // namespace cwg::cli
