// `cwg solve`: design and fill grids, write them and the submission zip. The run itself
// (plan, batch, budget, kept grids, submission) is arrowword/run's; here are the flags and
// the inputs read up front; cli/solve_report.cpp writes and prints each grid's result.
#include <algorithm>
#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <optional>

#include "arrowword/run/outputs.hpp"
#include "arrowword/run/results.hpp"
#include "arrowword/run/zip.hpp"
#include "arrowword/theme.hpp"
#include "cli/clue_flags.hpp"
#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "cli/run_support.hpp"
#include "cli/solve_report.hpp"
#include "cli/word_control.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"
#include "formats/cwg/cwg_io.hpp"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace cwg::cli {

using arrowword::ArrowwordGrid;
using arrowword::ThemePlacement;
using arrowword::solver::SolverOptions;
using namespace arrowword::run;

namespace {

/// The challenge's test cases: the default inputs, and the grids the zip is made of.
std::filesystem::path cases_folder() {
  return checkout_file("test_cases");
}

po::options_description solve_desc() {
  po::options_description desc(
      "cwg solve [INPUT...] [options]\n\n"
      "Designs and fills each grid (.cwg files or folders of them; "
      "default test_cases/),\nwrites each result under --out with the "
      "same name, and the zip of them all.\n\noptions");
  add_help_and_dict(desc);
  desc.add_options()("out", po::value<std::string>()->default_value("results")->value_name("DIR"),
                     "folder for the filled grids")(
      "zip", po::value<std::string>()->default_value("results.zip")->value_name("FILE"),
      "submission zip: every valid grid in --out named like an input or like a test case "
      "in test_cases/ (here, else in the folder above the cwg program)")(
      "quiet,q", "print nothing but errors")(
      "json",
      "print a JSON array instead of the table: per grid the object of cwg score "
      "--json (file: the input) plus output, time_s, restarts and seed")(
      "svg",
      "also write a picture of each grid, NAME.svg beside NAME.cwg under --out (not "
      "added to the zip)")(
      "solution-word", po::value<std::string>()->value_name("WORD"),
      "the puzzle carries a solution word: a grid counts as solved only when letter fields "
      "spread over it spell WORD (cwg words/render --solution-word WORD show them; --svg "
      "draws them)")(
      "force",
      "replace a valid grid already in --out even when the new one scores lower (by default "
      "the better one is kept)");
  add_word_control_flags(desc);
  add_clue_flags(desc, true);
  return desc;
}

/// The grids, the outputs' places, the word list and the clue sources, each problem added to
/// `problems`, so that every problem is reported at once.
void read_inputs(const po::variables_map& vm, Inputs& in, std::vector<std::string>& problems) {
  in.files =
      expand_cwg_inputs(vm.count("input") ? vm["input"].as<std::vector<std::string>>()
                                          : std::vector<std::string>{cases_folder().string()});
  for (const auto& f : in.files) {
    try {
      in.grids.push_back(cwgfile::load(f));
    } catch (const InputError& e) {
      problems.push_back(e.what());
    }
  }
  const fs::path dict_file = dict_path(vm);
  for (auto& p : output_problems(in.files, dict_file, vm["out"].as<std::string>(),
                                 vm["zip"].as<std::string>()))
    problems.push_back(p);
  std::map<std::string, int> names;
  for (const auto& f : in.files)
    if (++names[f.filename().string()] == 2)
      problems.push_back(f.string() + ": two inputs share the name " + f.filename().string() +
                         "; their outputs would collide");
  try {
    in.list = load_wordlist(dict_file);
  } catch (const InputError& e) {
    problems.push_back(e.what());
  }
  apply_word_control(word_control(vm), in.list, problems);
  if (wants_clues(vm) || vm.count("clues") || vm.count("thesaurus") || vm.count("lang")) {
    try {
      in.clue_data = load_clue_data(vm, clues::Lang::De);
    } catch (const InputError& e) {
      problems.push_back(e.what());
    }
    if (!wants_clues(vm)) problems.push_back("--clues, --lang and --thesaurus go with --clue");
  }
}

/// The theme words (--theme) and the solution word, checked against the grids.
void read_requirements(const po::variables_map& vm, Inputs& in,
                       std::vector<std::string>& problems) {
  in.theme = read_theme(word_control(vm), problems);
  for (const ThemeWord& t : in.theme) {
    in.requirements.theme_words.push_back(t.word);
    for (std::size_t g = 0; g < in.grids.size(); ++g)
      if (static_cast<int>(t.word.size()) > std::max(in.grids[g].rows, in.grids[g].cols))
        problems.push_back(InputError(vm["theme"].as<std::string>(), t.line, 1,
                                      "theme word " + t.word + " (" +
                                          std::to_string(t.word.size()) +
                                          " letters) is longer than " + in.files[g].string() +
                                          " (" + std::to_string(in.grids[g].rows) + " x " +
                                          std::to_string(in.grids[g].cols) + ")")
                               .what());
  }
}

/// Writes the theme words into each grid before any work; false (and a message naming
/// them) when some word has no place in some grid.
bool place_theme(Inputs& in, std::uint64_t seed) {
  bool placed_all = true;
  for (std::size_t g = 0; g < in.grids.size(); ++g) {
    auto r = arrowword::place_theme_words(in.grids[g], in.requirements.theme_words, seed + g);
    if (!r.not_placed.empty()) {
      placed_all = false;
      std::cerr << "cwg: " << in.files[g].string() << ": no place for the theme words:";
      for (const auto& w : r.not_placed) std::cerr << ' ' << w;
      std::cerr << '\n';
    }
    in.placements[g] = r.placed;
    in.themed.push_back(std::move(r.grid));
  }
  if (placed_all) add_theme_words(in.list, in.theme);
  return placed_all;
}

std::string solution_word(const po::variables_map& vm) {
  if (!vm.count("solution-word")) return {};
  const std::string raw = vm["solution-word"].as<std::string>();
  const auto word = normalize_word(raw);
  if (!word) throw InputError("--solution-word '" + raw + "': only letters, please");
  return *word;
}

/// The flags that decide what is printed and written; the --out folder made.
Output output_flags(const po::variables_map& vm, const SolverOptions& opts) {
  Output out;
  out.dir = vm["out"].as<std::string>();
  out.zip = vm["zip"].as<std::string>();
  out.quiet = vm.count("quiet") > 0;
  out.json = vm.count("json") > 0;
  out.svg = vm.count("svg") > 0;
  out.force = vm.count("force") > 0;
  out.verbose = opts.verbose != 0;
  std::error_code ec;
  fs::create_directories(out.dir, ec);
  if (ec) throw InputError(out.dir.string(), 0, 0, "folder cannot be created");
  return out;
}

/// The zip: every valid grid in --out named like an input or a test case in test_cases/
/// (found as the word list is), so re-solving one grid still gives the whole submission. Returns
/// how many grids it holds (none: no zip is written).
std::size_t write_submission(const Inputs& in, const Output& out,
                             const std::unordered_set<std::string>& words) {
  const std::map<std::string, ArrowwordGrid> cases = read_cases(cases_folder());
  std::map<std::string, const ArrowwordGrid*> specs;
  for (const auto& [name, grid] : cases) specs[name] = &grid;
  for (std::size_t g = 0; g < in.grids.size(); ++g)
    specs[in.files[g].filename().string()] = &in.grids[g];
  const auto entries = submission(out.dir, specs, words);
  if (!entries.empty()) write_zip(out.zip, entries);
  return entries.size();
}

}  // namespace

int solve_main(const std::vector<std::string>& args) {
  SolverOptions opts;
  po::options_description desc = solve_desc();
  const auto parsed = parse_solver_command(args, desc, opts, "clued-only");
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  // Every input is parsed and checked before anything is solved; all problems at once.
  Inputs in;
  std::vector<std::string> problems;
  read_inputs(vm, in, problems);
  read_requirements(vm, in, problems);
  in.placements.resize(in.grids.size());
  // A theme word without a place ends the run here, naming it (exit 3).
  if (!in.theme.empty() && problems.empty() && !place_theme(in, opts.seed)) return 3;
  if (!problems.empty()) {
    for (const auto& p : problems) std::cerr << "cwg: " << p << '\n';
    return 2;
  }
  in.requirements.solution_word = solution_word(vm);
  const WordScores scores(in.list);  // the list's own scores, before --clue moved them
  if (in.clue_data &&
      !clued_fill_list(vm, *in.clue_data, clues::Field::Half, opts.clue_bonus, true, in.list))
    return 3;
  const auto words = word_set(in.list.words);
  const Output out = output_flags(vm, opts);
  install_interrupt_handlers();
  if (!out.quiet && !out.json)
    std::printf("%-16s %6s %6s %6s %6s %6s %6s %7s %7s %7s %8s %6s %6s\n", "grid", "quest", "uncr",
                "length", "dead", "clust", "double", "score", "bonus", "time_s", "attempts", "seed",
                "wscore");
  std::fflush(stdout);
  const std::vector<Row> rows = solve_all(in, out, opts, words, scores);
  const std::size_t zipped = write_submission(in, out, words);
  if (!out.quiet && !out.json && !rows.empty()) print_summary(out, rows, zipped);
  return std::all_of(rows.begin(), rows.end(), [](const Row& r) { return r.ok; }) ? 0 : 3;
}

}  // namespace cwg::cli
