// `cwg solve`: design and fill grids, write them and the submission zip. The run itself
// (batch, budget, kept grids, submission) is arrowword/run's; here are the flags, the
// inputs read up front and the table or JSON printed.
#include <algorithm>
#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <optional>

#include "arrowword/run/batch.hpp"
#include "arrowword/run/outputs.hpp"
#include "arrowword/run/plan.hpp"
#include "arrowword/run/results.hpp"
#include "arrowword/run/zip.hpp"
#include "arrowword/solution_word.hpp"
#include "arrowword/theme.hpp"
#include "cli/clue_flags.hpp"
#include "cli/commands.hpp"
#include "cli/grid_json.hpp"
#include "cli/inputs.hpp"
#include "cli/run_support.hpp"
#include "cli/solver_flags.hpp"
#include "cli/word_control.hpp"
#include "core/dictionary.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "puzzle/puzzle.hpp"
#include "render/render.hpp"
#include "term/progress.hpp"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace cwg::cli {

using arrowword::ArrowwordGrid;
using arrowword::pick_solution_fields;
using arrowword::ThemePlacement;
using arrowword::solver::SolveResult;
using arrowword::solver::SolverOptions;
using term::is_live_terminal;
using term::progress_bar;
using term::ProgressBoard;
using namespace arrowword::run;

namespace {

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
      "in test_cases/ of the working folder")("quiet,q", "print nothing but errors")(
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

/// Everything a run reads before it solves anything.
struct Inputs {
  std::vector<fs::path> files;
  std::vector<ArrowwordGrid> grids;   ///< as read: each grid's spec
  std::vector<ArrowwordGrid> themed;  ///< with the theme words written in (none without)
  std::vector<std::vector<ThemePlacement>> placements;
  std::vector<ThemeWord> theme;
  WordList list;
  std::unique_ptr<ClueData> clue_data;
  Requirements requirements;
};

/// The grids, the outputs' places, the word list and the clue sources, each problem added to
/// `problems`, so that every problem is reported at once.
void read_inputs(const po::variables_map& vm, Inputs& in, std::vector<std::string>& problems) {
  in.files = expand_cwg_inputs(vm.count("input") ? vm["input"].as<std::vector<std::string>>()
                                                 : std::vector<std::string>{"test_cases"});
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

/// The flags that decide what is printed and written.
struct Output {
  fs::path dir, zip;
  bool quiet = false, json = false, svg = false, force = false, verbose = false;
};

/// What became of one grid, for the summary.
struct Row {
  bool ok = false;         // this run made a grid that meets every requirement
  double final_score = 0;  // the grid in --out for this input after the run; 0 if none
};

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

/// The zip: every valid grid in --out named like an input or a test case in test_cases/ of
/// the working directory, so re-solving one grid still gives the whole submission. Returns
/// how many grids it holds (none: no zip is written).
std::size_t write_submission(const Inputs& in, const Output& out,
                             const std::unordered_set<std::string>& words) {
  const std::map<std::string, ArrowwordGrid> cases = read_cases("test_cases");
  std::map<std::string, const ArrowwordGrid*> specs;
  for (const auto& [name, grid] : cases) specs[name] = &grid;
  for (std::size_t g = 0; g < in.grids.size(); ++g)
    specs[in.files[g].filename().string()] = &in.grids[g];
  const auto entries = submission(out.dir, specs, words);
  if (!entries.empty()) write_zip(out.zip, entries);
  return entries.size();
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
