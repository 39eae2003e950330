// `cwg solve`: design and fill grids, write them and the submission zip. The run itself
// (plan, batch, budget, kept grids, each grid's files and row, submission) is
// solver/run's; here are the flags, the inputs read up front, and the progress board
// each grid's row is printed through as it is done.
#include <algorithm>
#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/fill_flags.hpp"
#include "cli/grid_json.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"
#include "core/interrupt.hpp"
#include "core/stats.hpp"
#include "core/text.hpp"
#include "dict/dictionary.hpp"
#include "grid/solution_word.hpp"
#include "scoring/word_scores.hpp"
#include "solver/run/batch.hpp"
#include "solver/run/plan.hpp"
#include "solver/run/solve_files.hpp"
#include "solver/run/solve_rows.hpp"
#include "term/progress.hpp"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace cwg::cli {

using arrowword::ArrowwordGrid;
using arrowword::WordScores;
using arrowword::solver::SolverOptions;
using term::ProgressBoard;
using namespace arrowword::run;

namespace {

/// The flags that decide what is printed and written.
struct Output {
  std::filesystem::path dir, zip;
  bool quiet = false, json = false, svg = false, force = false, verbose = false;
};

/// What is printed for a finished grid: its table row or its JSON object.
std::string report(const GridRow& row, const Output& out, const std::string& solution_word) {
  if (row.outcome->interrupted)
    return "cwg: " + row.name + ": not solved (interrupted)\n";  // also under --quiet
  if (out.json) {
    // Indented as an array item; the board puts the comma before every object but the first.
    std::string obj = "  ";
    for (char ch : dump_json(json_row(row)))
      obj += ch == '\n' ? std::string("\n  ") : std::string(1, ch);
    return obj;
  }
  return out.quiet ? std::string() : table_row(row, solution_word, out.verbose);
}

/// Whether the time limit cut a run of --restarts N (its N attempts are what makes a seed
/// give the same grid; without --restarts a run is time-bound by design and says nothing).
bool cut_by_time(const BatchOutcome& o, const SolverOptions& opts) {
  return o.result.cut && opts.restarts > 0 && !o.interrupted && !g_interrupted.load();
}

/// The live line of a grid being solved: a table row with a time bar over the ratings; an
/// overtime round's bar counts its attempts (its time is no limit: a day).
ProgressBoard::Formatter live_line(std::uint64_t seed) {
  return [seed](const ProgressBoard::Live& l, int) {
    const double elapsed = seconds_since(l.start);
    const bool by_attempts = l.attempt_budget > 0;
    const double done = by_attempts
                            ? static_cast<double>(l.attempts - l.attempts_before) / l.attempt_budget
                            : elapsed / l.budget_s;
    // The name in at most 31 characters, as the board has always shown it; the budget in 9,
    // the width of its column.
    return text::formatted("%-16s ", l.name.c_str()).substr(0, 31) + term::progress_bar(done, 30) +
           (by_attempts ? text::formatted("%3d tries", l.attempt_budget)
                        : text::formatted(" of %4.0fs", l.budget_s)) +
           text::formatted(" %7s %7s %7.1f %8d %6llu",
                           l.best >= 0 ? text::fixed(l.best).c_str() : "-", "", elapsed, l.attempts,
                           static_cast<unsigned long long>(seed));
  };
}

/// Solves every grid as solver/run/plan.hpp lays the run out, each grid's files written
/// and its row printed (through the progress board, in input order) as it is done.
std::vector<Tally> solve_all(const SolveInputs& in, const Output& out, const SolverOptions& opts,
                             const std::unordered_set<std::string>& words,
                             const WordScores& scores) {
  const Dictionary dict(in.list);
  std::vector<const ArrowwordGrid*> inputs;
  for (std::size_t g = 0; g < in.grids.size(); ++g)
    inputs.push_back(in.themed.empty() ? &in.grids[g] : &in.themed[g]);
  SolvePlan plan = plan_solve(inputs, opts);
  std::vector<Tally> tallies(plan.jobs.size());
  // Table rows and JSON objects alike are printed through the board, in input order.
  const bool live = !out.quiet && !out.json && term::is_live_terminal(stdout);
  ProgressBoard board(plan.jobs.size(), stdout, live, live_line(opts.seed), out.json ? ",\n" : "");
  if (out.json) std::printf("[\n");
  BatchEvents events;
  events.round_started = [&](std::size_t g, const RoundStart& r) {
    board.start(g, in.files[g].filename().string(), r.seconds, {}, r.attempts, r.prior_attempts);
  };
  events.progress = [&](std::size_t g, int n, double best) { board.update(g, n, best); };
  events.done = [&](std::size_t g, const BatchOutcome& o) {
    if (!out.quiet && cut_by_time(o, plan.jobs[g].opts))
      std::cerr << cut_note(in.files[g].string(), plan.jobs[g].opts);
    GridRow row = grid_row(in, g, out.dir, o);
    tallies[g] = finish_grid(row, in, g, words, scores, out.force, out.svg, plan.jobs[g].opts.seed);
    board.finish(g, report(row, out, in.requirements.solution_word));
  };
  try {
    run_batch(plan.jobs,
              {plan.workers, &dict, &words, plan.budget ? &*plan.budget : nullptr, clue_check(in),
               weak_check(in)},
              events, interrupt_token());
  } catch (...) {
    board.close();
    throw;
  }
  board.close();
  if (out.json) std::printf(board.printed_any() ? "\n]\n" : "]\n");
  return tallies;
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

/// The grids, the outputs' places, the word list, the clue sources and the theme words, each
/// problem added to `problems`, so that every problem is reported at once.
void read_inputs(const po::variables_map& vm, SolveInputs& in, std::vector<std::string>& problems) {
  read_grids_and_words(inputs_or_cases(vm.count("input") ? vm["input"].as<Args>() : Args{}),
                       dict_path(vm), vm["out"].as<std::string>(), vm["zip"].as<std::string>(),
                       word_control(vm), in, problems);
  if (wants_clues(vm) || vm.count("clues") || vm.count("thesaurus") || vm.count("lang") ||
      vm.count("dictionary")) {
    try {
      in.clue_data = load_clue_data(vm, clues::Lang::De);
      in.clued_only = vm.count("clued-only") > 0;
    } catch (const InputError& e) {
      problems.push_back(e.what());
    }
    if (!wants_clues(vm))
      problems.push_back("--clues, --lang, --thesaurus and --dictionary go with --clue");
  }
  read_theme_words(word_control(vm), in, problems);
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

}  // namespace

int solve_main(const std::vector<std::string>& args) {
  SolverOptions opts;
  po::options_description desc = solve_desc();
  const auto parsed = parse_solver_command(args, desc, opts, "clued-only");
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  // Every input is parsed and checked before anything is solved; all problems at once.
  SolveInputs in;
  std::vector<std::string> problems;
  read_inputs(vm, in, problems);
  if (problems.empty()) {
    // Written into each grid before any work; a word without a place ends the run here,
    // naming it (exit 3).
    const std::vector<std::string> unplaced = write_theme(in, opts.seed);
    for (const auto& p : unplaced) std::cerr << "cwg: " << p << '\n';
    if (!unplaced.empty()) return 3;
  }
  if (!problems.empty()) {
    for (const auto& p : problems) std::cerr << "cwg: " << p << '\n';
    return 2;
  }
  if (vm.count("solution-word"))
    in.requirements.solution_word =
        arrowword::solution_word_or_throw(vm["solution-word"].as<std::string>());
  const arrowword::WordScores scores(in.list);  // the list's own scores, before --clue moved them
  if (in.clue_data && !clued_fill_list(vm, *in.clue_data, clues::Field::Half, opts.clue_bonus, true,
                                       in.list, nullptr, &in.clue_keys))
    return 3;
  const auto words = word_set(in.list.words);
  const Output out = output_flags(vm, opts);
  install_interrupt_handlers();
  if (!out.quiet && !out.json) std::cout << table_header() << std::flush;
  const std::vector<Tally> tallies = solve_all(in, out, opts, words, scores);
  const std::size_t zipped =
      write_submission(out.dir, out.zip, cases_folder(), in.files, in.grids, words);
  if (!out.quiet && !out.json && !tallies.empty())
    std::cout << summary(tallies, out.dir.string(), out.zip.string(), zipped);
  return std::all_of(tallies.begin(), tallies.end(), [](const Tally& t) { return t.ok; }) ? 0 : 3;
}

}  // namespace cwg::cli
