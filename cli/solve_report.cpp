// What `cwg solve` writes for each grid (cli/solve_report.hpp).
#include "cli/solve_report.hpp"

#include <cstdio>

#include "arrowword/run/batch.hpp"
#include "arrowword/run/plan.hpp"
#include "cli/grid_json.hpp"
#include "core/dictionary.hpp"
#include "core/interrupt.hpp"
#include "core/stats.hpp"
#include "core/text.hpp"
#include "term/progress.hpp"

namespace cwg::cli {

using arrowword::ArrowwordGrid;
using arrowword::WordScores;
using arrowword::solver::SolverOptions;
using term::ProgressBoard;
using namespace arrowword::run;

namespace {

/// Turns each finished grid into its files under --out and its table row or JSON object.
class Reporter {
 public:
  Reporter(const Inputs& in, const Output& out, const std::vector<BatchJob>& jobs,
           const std::unordered_set<std::string>& words, const WordScores& scores)
      : in_(in), out_(out), jobs_(jobs), words_(words), scores_(scores), tallies_(jobs.size()) {}

  std::string report(std::size_t g, const BatchOutcome& outcome);
  const std::vector<Tally>& tallies() const { return tallies_; }

 private:
  const Inputs& in_;
  const Output& out_;
  const std::vector<BatchJob>& jobs_;
  const std::unordered_set<std::string>& words_;
  const WordScores& scores_;
  std::vector<Tally> tallies_;
};

std::string Reporter::report(std::size_t g, const BatchOutcome& outcome) {
  GridRow row;
  row.name = in_.files[g].filename().string();
  row.file = in_.files[g].string();
  row.output = (out_.dir / row.name).string();
  row.outcome = &outcome;
  tallies_[g] = finish_grid(row, in_, g, words_, scores_, out_.force, out_.svg, jobs_[g].opts.seed);
  if (outcome.interrupted)
    return "cwg: " + row.name + ": not solved (interrupted)\n";  // also under --quiet
  if (out_.json) {
    // Indented as an array item; the board puts the comma before every object but the first.
    std::string obj = "  ";
    for (char ch : dump_json(json_row(row)))
      obj += ch == '\n' ? std::string("\n  ") : std::string(1, ch);
    return obj;
  }
  return out_.quiet ? std::string() : table_row(row, in_.requirements.solution_word, out_.verbose);
}

/// The live line of a grid being solved: a table row with a time bar over the ratings.
ProgressBoard::Formatter live_line(std::uint64_t seed) {
  return [seed](const ProgressBoard::Live& l, int) {
    const double elapsed = seconds_since(l.start);
    // The name in at most 31 characters, as the board has always shown it.
    return text::formatted("%-16s ", l.name.c_str()).substr(0, 31) +
           term::progress_bar(elapsed / l.budget_s, 30) +
           text::formatted(" of %4.0fs %7s %7s %7.1f %8d %6llu", l.budget_s,
                           l.best >= 0 ? text::fixed(l.best).c_str() : "-", "", elapsed, l.attempts,
                           static_cast<unsigned long long>(seed));
  };
}

}  // namespace

std::vector<Tally> solve_all(const Inputs& in, const Output& out, const SolverOptions& opts,
                             const std::unordered_set<std::string>& words,
                             const WordScores& scores) {
  const Dictionary dict(in.list);
  std::vector<const ArrowwordGrid*> inputs;
  for (std::size_t g = 0; g < in.grids.size(); ++g)
    inputs.push_back(in.themed.empty() ? &in.grids[g] : &in.themed[g]);
  SolvePlan plan = plan_solve(inputs, opts);
  Reporter reporter(in, out, plan.jobs, words, scores);
  // Table rows and JSON objects alike are printed through the board, in input order.
  const bool live = !out.quiet && !out.json && term::is_live_terminal(stdout);
  ProgressBoard board(plan.jobs.size(), stdout, live, live_line(opts.seed), out.json ? ",\n" : "");
  if (out.json) std::printf("[\n");
  BatchEvents events;
  events.round_started = [&](std::size_t g, double s) {
    board.start(g, in.files[g].filename().string(), s);
  };
  events.progress = [&](std::size_t g, int n, double best) { board.update(g, n, best); };
  events.done = [&](std::size_t g, const BatchOutcome& o) {
    board.finish(g, reporter.report(g, o));
  };
  try {
    run_batch(plan.jobs, {plan.workers, &dict, &words, plan.budget ? &*plan.budget : nullptr},
              events, interrupt_token());
  } catch (...) {
    board.close();
    throw;
  }
  board.close();
  if (out.json) std::printf(board.printed_any() ? "\n]\n" : "]\n");
  return reporter.tallies();
}

}  // namespace cwg::cli
