// What `cwg solve` shows and writes for each grid (cli/solve_report.hpp).
#include "cli/solve_report.hpp"

#include <cstdio>
#include <optional>

#include "arrowword/run/batch.hpp"
#include "arrowword/run/plan.hpp"
#include "arrowword/solution_word.hpp"
#include "cli/grid_json.hpp"
#include "cli/run_support.hpp"
#include "core/dictionary.hpp"
#include "core/file_io.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "puzzle/puzzle.hpp"
#include "render/render.hpp"
#include "term/progress.hpp"

namespace cwg::cli {

namespace fs = std::filesystem;

using arrowword::ArrowwordGrid;
using arrowword::pick_solution_fields;
using arrowword::ThemePlacement;
using arrowword::WordScores;
using arrowword::solver::SolveResult;
using arrowword::solver::SolverOptions;
using term::is_live_terminal;
using term::progress_bar;
using term::ProgressBoard;
using namespace arrowword::run;

namespace {

/// Turns each finished grid into its files under --out and its table row or JSON object.
class Reporter {
 public:
  Reporter(const Inputs& in, const Output& out, const std::vector<BatchJob>& jobs,
           const std::unordered_set<std::string>& words, const WordScores& scores)
      : in_(in), out_(out), jobs_(jobs), words_(words), scores_(scores), rows_(jobs.size()) {}

  std::string report(std::size_t g, const BatchOutcome& outcome);
  const std::vector<Row>& rows() const { return rows_; }

 private:
  /// What report() learns on the way, for the row.
  struct Done {
    std::optional<KeptGrid> earlier, kept;
    Verdict verdict;
    double bonus = 0;
    std::string clue_note;
  };
  void write(std::size_t g, const SolveResult& res, Done& d);
  void clue_and_draw(std::size_t g, const ArrowwordGrid& grid,
                     const std::vector<int>& solution_fields, Done& d);
  std::string json_row(std::size_t g, const BatchOutcome& o, const Done& d) const;
  std::string table_row(std::size_t g, const BatchOutcome& o, const Done& d) const;
  std::string name(std::size_t g) const { return in_.files[g].filename().string(); }

  const Inputs& in_;
  const Output& out_;
  const std::vector<BatchJob>& jobs_;
  const std::unordered_set<std::string>& words_;
  const WordScores& scores_;
  std::vector<Row> rows_;
};

std::string Reporter::report(std::size_t g, const BatchOutcome& outcome) {
  Row& row = rows_[g];
  Done d;
  d.earlier = valid_grid_at(out_.dir / name(g), &in_.grids[g], words_);
  if (d.earlier) row.final_score = d.earlier->score;
  if (outcome.interrupted)
    return "cwg: " + name(g) + ": not solved (interrupted)\n";  // also under --quiet
  d.verdict = judge(outcome.result.grid, outcome.valid, in_.requirements);
  row.ok = d.verdict.ok;
  d.bonus = arrowword::bonus_score(outcome.ratings.score, row.ok);
  if (row.ok) {
    if (keeps_earlier(d.earlier, outcome.ratings.score, out_.force)) d.kept = d.earlier;
    write(g, outcome.result, d);
    if (!d.kept) row.final_score = outcome.ratings.score;
  }
  if (out_.json) return json_row(g, outcome, d);
  return out_.quiet ? std::string() : table_row(g, outcome, d);
}

/// The grid (unless an earlier one is kept), its clue sheet and its picture.
void Reporter::write(std::size_t g, const SolveResult& res, Done& d) {
  if (!d.kept) {
    write_file_atomic(out_.dir / name(g), cwgfile::format(res.grid));
    clue_and_draw(g, res.grid, d.verdict.solution_fields, d);
  } else if (in_.clue_data) {
    // A kept grid's sheet is new, so its picture is redrawn to show the same clues.
    const ArrowwordGrid kept = cwgfile::parse(d.kept->text, name(g));
    const std::string& word = in_.requirements.solution_word;
    clue_and_draw(g, kept, word.empty() ? std::vector<int>() : pick_solution_fields(kept, word), d);
  }
}

/// The clue sheet of the grid in --out, and with --svg its picture with those clues.
void Reporter::clue_and_draw(std::size_t g, const ArrowwordGrid& grid,
                             const std::vector<int>& solution_fields, Done& d) {
  const fs::path path = out_.dir / name(g);
  puzzle::ClueMap clue_text;
  if (in_.clue_data) {
    const clues::ClueSheet sheet =
        write_clue_sheet(*in_.clue_data, puzzle::from_arrowword(grid), path, jobs_[g].opts.seed);
    d.clue_note = unclued_note(sheet);
    clue_text = clues::clue_map(sheet);
  }
  if (!out_.svg) return;
  render::RenderOptions picture;
  picture.solution_fields = solution_fields;
  if (in_.clue_data) picture.clues = &clue_text;
  write_file_atomic(fs::path(path).replace_extension(".svg"), render::render_svg(grid, picture));
}

std::string Reporter::json_row(std::size_t g, const BatchOutcome& o, const Done& d) const {
  const SolveResult& res = o.result;
  // `file` is the input, as in every --json output; `output` the grid written or kept.
  nlohmann::ordered_json j = grid_json(in_.files[g].string(), o.check, o.ratings, d.bonus);
  j["output"] = (out_.dir / name(g)).string();
  j["time_s"] = rounded(o.seconds, 3);
  j["restarts"] = res.attempts;
  j["seed"] = res.seed;
  j["word_score_mean"] = rounded(scores_.mean(res.grid), 2);
  j["theme"] = nlohmann::ordered_json::array();
  for (const ThemePlacement& p : in_.placements[g])
    j["theme"].push_back({{"word", p.word},
                          {"row", p.row},
                          {"col", p.col},
                          {"direction", p.dir == arrowword::Dir::Right ? "across" : "down"}});
  j["written"] = rows_[g].ok && !d.kept;
  j["kept_earlier"] = d.kept ? nlohmann::ordered_json(rounded(d.kept->score, 6)) : nullptr;
  // Indented as an array item; the board puts the comma before every object but the first.
  std::string obj = "  ";
  for (char ch : dump_json(j)) {
    obj += ch;
    if (ch == '\n') obj += "  ";
  }
  return obj;
}

std::string Reporter::table_row(std::size_t g, const BatchOutcome& o, const Done& d) const {
  const SolveResult& res = o.result;
  const double* v = o.ratings.value.data();
  char line[256];
  if (!res.filled) {
    std::snprintf(line, sizeof line, "%-16s  no fill: %s (%.1f s)%s\n", name(g).c_str(),
                  res.message.c_str(), o.seconds,
                  d.earlier ? ("; kept earlier " + fixed(d.earlier->score)).c_str() : "");
    return line;
  }
  const std::string tail = !rows_[g].ok ? "  INVALID"
                           : d.kept     ? "  kept earlier " + fixed(d.kept->score)
                                        : "";
  std::snprintf(line, sizeof line,
                "%-16s %6.2f %6.2f %6.2f %6.2f %6.2f %6.2f %7.2f %7.2f %7.1f %8d %6llu %6.1f%s\n",
                name(g).c_str(), v[0], v[1], v[2], v[3], v[4], v[5], o.ratings.score, d.bonus,
                o.seconds, res.attempts, static_cast<unsigned long long>(res.seed),
                scores_.mean(res.grid), tail.c_str());
  std::string report = line;
  if (!d.verdict.theme_missing.empty())
    report += "    error: theme words missing:" + d.verdict.theme_missing + "\n";
  if (!d.verdict.unspellable.empty())
    report += "    error: cannot spell the solution word " + in_.requirements.solution_word + ": " +
              d.verdict.unspellable + "\n";
  for (const auto& e : o.check.errors) report += "    error: " + e + "\n";
  for (const auto& w : o.check.warnings) report += "    warning: " + w + "\n";
  if (!d.clue_note.empty()) report += "    warning: " + d.clue_note + "\n";
  if (out_.verbose)
    report += "    nodes " + std::to_string(res.stats.nodes) + ", fails " +
              std::to_string(res.stats.fails) + ", fill restarts " +
              std::to_string(res.stats.restarts) + ", winning attempt " +
              std::to_string(res.winner) + "\n";
  return report;
}

/// The live line of a grid being solved: a table row with a time bar over the ratings.
ProgressBoard::Formatter live_line(std::uint64_t seed) {
  return [seed](const ProgressBoard::Live& l, int) {
    const double elapsed = seconds_since(l.start);
    char tail[96];
    std::snprintf(tail, sizeof tail, " of %4.0fs %7s %7s %7.1f %8d %6llu", l.budget_s,
                  l.best >= 0 ? fixed(l.best).c_str() : "-", "", elapsed, l.attempts,
                  static_cast<unsigned long long>(seed));
    char name[32];
    std::snprintf(name, sizeof name, "%-16s ", l.name.c_str());
    return name + progress_bar(elapsed / l.budget_s, 30) + tail;
  };
}

}  // namespace

/// Solves every grid as arrowword/run/plan.hpp lays the run out, each row finishing on the
/// board as its grid is done.
std::vector<Row> solve_all(const Inputs& in, const Output& out, const SolverOptions& opts,
                           const std::unordered_set<std::string>& words, const WordScores& scores) {
  const Dictionary dict(in.list);
  std::vector<const ArrowwordGrid*> inputs;
  for (std::size_t g = 0; g < in.grids.size(); ++g)
    inputs.push_back(in.themed.empty() ? &in.grids[g] : &in.themed[g]);
  SolvePlan plan = plan_solve(inputs, opts);
  const std::vector<BatchJob>& jobs = plan.jobs;
  Reporter reporter(in, out, jobs, words, scores);
  // Table rows and JSON objects alike are printed through the board, in input order.
  const bool live = !out.quiet && !out.json && is_live_terminal(stdout);
  ProgressBoard board(jobs.size(), stdout, live, live_line(opts.seed), out.json ? ",\n" : "");
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
    run_batch(jobs, {plan.workers, &dict, &words, plan.budget ? &*plan.budget : nullptr}, events,
              interrupt_token());
  } catch (...) {
    board.close();
    throw;
  }
  board.close();
  if (out.json) std::printf(board.printed_any() ? "\n]\n" : "]\n");
  return reporter.rows();
}

/// The mean over the grids as they now stand in --out, and what this run did.
void print_summary(const Output& out, const std::vector<Row>& rows, std::size_t zipped) {
  double sum_score = 0, sum_bonus = 0;
  std::size_t ok = 0, missing = 0;
  for (const Row& row : rows) {
    ok += row.ok;
    missing += row.final_score <= 0;
    sum_score += row.final_score;
    sum_bonus += arrowword::bonus_score(row.final_score, row.final_score > 0);
  }
  const double n = static_cast<double>(rows.size());
  std::printf("%-16s %6s %6s %6s %6s %6s %6s %7.2f %7.2f  of the grids now in %s", "mean", "", "",
              "", "", "", "", sum_score / n, sum_bonus / n, out.dir.string().c_str());
  if (missing) std::printf("; %zu without a valid grid, counted 0", missing);
  std::printf("\n%zu of %zu grids filled and valid in this run", ok, rows.size());
  if (zipped == 0)
    std::printf("; nothing written\n");
  else
    std::printf("; %s holds %zu grid%s\n", out.zip.string().c_str(), zipped,
                zipped == 1 ? "" : "s");
}

}  // namespace cwg::cli
