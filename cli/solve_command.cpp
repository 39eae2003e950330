// `cwg solve` (design and fill grids, write them and the submission zip) and `cwg fill`
// (fill a fixed layout).
#include <algorithm>
#include <atomic>
#include <boost/program_options.hpp>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <set>

#include "arrowword/ratings.hpp"
#include "arrowword/solution_word.hpp"
#include "arrowword/solver/solver.hpp"
#include "arrowword/theme.hpp"
#include "arrowword/validate.hpp"
#include "cli/batch.hpp"
#include "cli/clue_flags.hpp"
#include "cli/commands.hpp"
#include "cli/grid_json.hpp"
#include "cli/inputs.hpp"
#include "cli/progress.hpp"
#include "cli/run_support.hpp"
#include "cli/solver_flags.hpp"
#include "cli/word_control.hpp"
#include "cli/zip_writer.hpp"
#include "core/dictionary.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"
#include "core/workers.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "puzzle/puzzle.hpp"
#include "render/render.hpp"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace cwg::cli {

using arrowword::question_words;
using render::render_svg;
using render::RenderOptions;

using arrowword::solver::SolveResult;
using arrowword::solver::SolverOptions;

using arrowword::ArrowwordGrid;
using arrowword::bonus_score;
using arrowword::check_against_spec;
using arrowword::Dir;
using arrowword::is_blocked_char;
using arrowword::kEmptyField;
using arrowword::pick_solution_fields;
using arrowword::place_theme_words;
using arrowword::rate;
using arrowword::Ratings;
using arrowword::ThemePlacement;
using arrowword::ThemeResult;
using arrowword::validate;
using arrowword::ValidationReport;

namespace {

/// A valid grid already in --out: its text and score.
struct Earlier {
  std::string text;
  double score = 0;
};

/// The grid at `path` when it is there, parses, and is valid (against `spec` when given):
/// what --out holds from an earlier run, which a new grid must beat to replace it.
std::optional<Earlier> valid_earlier(const fs::path& path, const ArrowwordGrid* spec,
                                     const std::unordered_set<std::string>& words) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return std::nullopt;
  try {
    const ArrowwordGrid grid = cwgfile::load(path);
    ValidationReport check = validate(grid, &words);
    if (spec) check_against_spec(grid, *spec, check);
    if (!check.valid()) return std::nullopt;
    return Earlier{cwgfile::format(grid), rate(grid).score};
  } catch (const InputError&) {
    return std::nullopt;  // not a grid we can use: the new one replaces it
  }
}

/// The challenge's test cases by file name: the .cwg files of the default input folder.
std::map<std::string, fs::path> challenge_cases() {
  std::map<std::string, fs::path> cases;
  std::error_code ec;
  for (const fs::path& dir : {fs::path("test_cases"), fs::path(CWG_SOURCE_DIR) / "test_cases"}) {
    if (!fs::is_directory(dir, ec)) continue;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
      if (it->path().extension() == ".cwg")
        cases.emplace(it->path().filename().string(), it->path());
    break;
  }
  return cases;
}

}  // namespace

int solve_main(const std::vector<std::string>& args) {
  SolverOptions opts;
  po::options_description desc(
      "cwg solve [INPUT...] [options]\n\n"
      "Designs and fills each grid (.cwg files or folders of them; "
      "default test_cases/),\nwrites each result under --out with the "
      "same name, and the zip of them all.\n\noptions");
  add_help_and_dict(desc);
  desc.add_options()("out", po::value<std::string>()->default_value("results")->value_name("DIR"),
                     "folder for the filled grids")(
      "zip", po::value<std::string>()->default_value("results.zip")->value_name("FILE"),
      "submission zip holding the filled grids")("quiet,q", "print nothing but errors")(
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
  const auto parsed = parse_solver_command(args, desc, opts, "clued-only");
  if (!parsed) return 0;
  const auto& vm = *parsed;
  std::vector<std::string> inputs = vm.count("input") ? vm["input"].as<std::vector<std::string>>()
                                                      : std::vector<std::string>{"test_cases"};
  // Every input is parsed and checked before anything is solved; all problems at once.
  const auto files = expand_cwg_inputs(inputs);
  std::vector<ArrowwordGrid> grids;
  std::vector<std::string> problems;
  for (const auto& f : files) {
    try {
      grids.push_back(cwgfile::load(f));
    } catch (const InputError& e) {
      problems.push_back(e.what());
    }
  }
  const fs::path out_dir = vm["out"].as<std::string>();
  const fs::path zip_path = vm["zip"].as<std::string>();
  const fs::path dict_file = dict_path(vm);
  for (auto& p : output_problems(files, dict_file, out_dir, zip_path)) problems.push_back(p);
  std::map<std::string, int> names;
  for (const auto& f : files)
    if (++names[f.filename().string()] == 2)
      problems.push_back(f.string() + ": two inputs share the name " + f.filename().string() +
                         "; their outputs would collide");
  // The word list too, so that a bad grid and a bad list are reported together.
  WordList list;
  try {
    list = load_wordlist(dict_file);
  } catch (const InputError& e) {
    problems.push_back(e.what());
  }
  apply_word_control(word_control(vm), list, problems);
  // The clue sources are read with the rest, before any solving (a bad one: exit 2).
  std::unique_ptr<ClueData> clue_data;
  if (wants_clues(vm) || vm.count("clues") || vm.count("thesaurus") || vm.count("lang")) {
    try {
      clue_data = load_clue_data(vm, clues::Lang::De);
    } catch (const InputError& e) {
      problems.push_back(e.what());
    }
    if (!wants_clues(vm)) problems.push_back("--clues, --lang and --thesaurus go with --clue");
  }
  const std::vector<ThemeWord> theme = read_theme(word_control(vm), problems);
  for (const ThemeWord& t : theme)
    for (std::size_t g = 0; g < grids.size(); ++g)
      if (static_cast<int>(t.word.size()) > std::max(grids[g].rows, grids[g].cols))
        problems.push_back(InputError(vm["theme"].as<std::string>(), t.line, 1,
                                      "theme word " + t.word + " (" +
                                          std::to_string(t.word.size()) +
                                          " letters) is longer than " + files[g].string() + " (" +
                                          std::to_string(grids[g].rows) + " x " +
                                          std::to_string(grids[g].cols) + ")")
                               .what());
  // Each grid gets the theme words written in before any work; a word without a place
  // ends the run here, naming it (exit 3).
  std::vector<ArrowwordGrid> themed;
  std::vector<std::vector<ThemePlacement>> placements(grids.size());
  if (!theme.empty() && problems.empty()) {
    std::vector<std::string> theme_words;
    for (const ThemeWord& t : theme) theme_words.push_back(t.word);
    bool unplaced = false;
    for (std::size_t g = 0; g < grids.size(); ++g) {
      ThemeResult r = place_theme_words(grids[g], theme_words, opts.seed + g);
      if (!r.not_placed.empty()) {
        unplaced = true;
        std::cerr << "cwg: " << files[g].string() << ": no place for the theme words:";
        for (const auto& w : r.not_placed) std::cerr << ' ' << w;
        std::cerr << '\n';
      }
      placements[g] = r.placed;
      themed.push_back(std::move(r.grid));
    }
    if (unplaced) return 3;
    add_theme_words(list, theme);
  }
  if (!problems.empty()) {
    for (const auto& p : problems) std::cerr << "cwg: " << p << '\n';
    return 2;
  }
  // The word scores of the report are the list's own, before --clue moved them.
  const WordScores word_scores(list);
  if (clue_data &&
      !clued_fill_list(vm, *clue_data, clues::Field::Half, opts.clue_bonus, true, list))
    return 3;
  const Dictionary dict(list);
  const auto words = word_set(list.words);
  std::error_code ec;
  fs::create_directories(out_dir, ec);
  if (ec) throw InputError(out_dir.string(), 0, 0, "folder cannot be created");

  install_interrupt_handlers();
  const bool quiet = vm.count("quiet") > 0, as_json = vm.count("json") > 0;
  const bool svg = vm.count("svg") > 0;
  // On a terminal the table has live lines; elsewhere each row is printed when done.
  const bool live = !quiet && !as_json && is_live_terminal(stdout);
  if (!quiet && !as_json)
    std::printf("%-16s %6s %6s %6s %6s %6s %6s %7s %7s %7s %8s %6s %6s\n", "grid", "quest", "uncr",
                "length", "dead", "clust", "double", "score", "bonus", "time_s", "attempts", "seed",
                "wscore");
  std::fflush(stdout);
  // Several grids at once when there are more grids than threads (each grid then runs its
  // attempts one after the other); otherwise one grid at a time with parallel attempts.
  // Either way a grid's result depends only on the seed, never on the thread count.
  const int threads = worker_count(opts.threads);
  const bool grid_parallel = static_cast<int>(grids.size()) >= threads && threads > 1;
  const bool force = vm.count("force") > 0;
  std::string solution_word;
  if (vm.count("solution-word")) {
    const auto word = normalize_word(vm["solution-word"].as<std::string>());
    if (!word)
      throw InputError("--solution-word '" + vm["solution-word"].as<std::string>() +
                       "': only letters, please");
    solution_word = *word;
  }
  struct Row {
    bool ok = false;              // this run made a valid grid
    double score = 0, bonus = 0;  // this run's grid
    std::optional<Earlier> kept;  // a better valid grid already in --out, kept
    double final_score = 0;       // the grid in --out for this input after the run; 0 if none
  };
  std::vector<Row> rows(grids.size());
  // The live line of a grid being solved: a table row with a time bar over the ratings.
  auto live_line = [seed = opts.seed](const ProgressBoard::Live& l, int) {
    const double elapsed = seconds_since(l.start);
    char tail[96];
    std::snprintf(tail, sizeof tail, " of %4.0fs %7s %7s %7.1f %8d %6llu", l.budget_s,
                  l.best >= 0 ? fixed(l.best).c_str() : "-", "", elapsed, l.attempts,
                  static_cast<unsigned long long>(seed));
    char name[32];
    std::snprintf(name, sizeof name, "%-16s ", l.name.c_str());
    return name + progress_bar(elapsed / l.budget_s, 30) + tail;
  };
  // Table rows and JSON objects alike are printed through the board, in input order.
  ProgressBoard board(grids.size(), stdout, live, live_line, as_json ? ",\n" : "");
  if (as_json) std::printf("[\n");
  // Grid g of the inputs uses seed + g, so identical inputs give different puzzles; the
  // table shows the seed, and `cwg solve FILE --seed S` alone reproduces that grid.
  std::vector<BatchJob> jobs(grids.size());
  for (std::size_t g = 0; g < grids.size(); ++g) {
    jobs[g].input = themed.empty() ? &grids[g] : &themed[g];
    jobs[g].opts = opts;
    if (grid_parallel) jobs[g].opts.threads = 1;
    jobs[g].opts.seed = opts.seed + g;
    jobs[g].name = files[g].filename().string();
  }
  auto report_one = [&](std::size_t g, const BatchOutcome& out) -> std::string {
    const std::string& name = jobs[g].name;
    Row& row = rows[g];
    const std::optional<Earlier> earlier = valid_earlier(out_dir / name, &grids[g], words);
    if (earlier) row.final_score = earlier->score;
    if (out.interrupted)
      return "cwg: " + name + ": not solved (interrupted)\n";  // also under --quiet
    const SolveResult& res = out.result;
    const Ratings& ratings = out.ratings;
    row.ok = out.valid;
    std::string theme_missing;
    if (row.ok && !theme.empty()) {
      // Checked on the result, not trusted from the placement: each theme word is a word.
      const std::vector<std::string> qw = question_words(res.grid);
      const std::set<std::string> grid_words(qw.begin(), qw.end());
      for (const ThemeWord& t : theme)
        if (!grid_words.count(t.word)) theme_missing += " " + t.word;
      row.ok = theme_missing.empty();
    }
    std::vector<int> solution_fields;
    std::string unspellable;
    if (row.ok && !solution_word.empty()) {
      solution_fields = pick_solution_fields(res.grid, solution_word, &unspellable);
      row.ok = !solution_fields.empty();
    }
    row.score = ratings.score;
    row.bonus = bonus_score(ratings.score, row.ok);
    std::string clue_note;
    // The clue sheet of the grid in --out, and with --svg its picture with those clues (a
    // kept grid's too: its sheet is new, so the picture must show the same clues).
    auto clue_and_draw = [&](const ArrowwordGrid& grid, const std::vector<int>& fields) {
      puzzle::ClueMap clue_text;
      if (clue_data) {
        const clues::ClueSheet sheet = write_clue_sheet(*clue_data, puzzle::from_arrowword(grid),
                                                        out_dir / name, jobs[g].opts.seed);
        clue_note = unclued_note(sheet);
        clue_text = clues::clue_map(sheet);
      }
      if (!svg) return;
      RenderOptions picture;
      picture.solution_fields = fields;
      if (clue_data) picture.clues = &clue_text;
      write_file_atomic((out_dir / name).replace_extension(".svg"), render_svg(grid, picture));
    };
    if (row.ok && earlier && earlier->score >= ratings.score && !force) {
      row.kept = earlier;
      if (clue_data) {
        const ArrowwordGrid kept = cwgfile::parse(earlier->text, name);
        clue_and_draw(kept, solution_word.empty() ? std::vector<int>()
                                                  : pick_solution_fields(kept, solution_word));
      }
    } else if (row.ok) {
      write_file_atomic(out_dir / name, cwgfile::format(res.grid));
      clue_and_draw(res.grid, solution_fields);
      row.final_score = ratings.score;
    }
    if (as_json) {
      // `file` is the input, as in every --json output; `output` the grid written or kept.
      nlohmann::ordered_json j = grid_json(files[g].string(), out.check, ratings, row.bonus);
      j["output"] = (out_dir / name).string();
      j["time_s"] = rounded(out.seconds, 3);
      j["restarts"] = res.attempts;
      j["seed"] = res.seed;
      j["word_score_mean"] = rounded(word_scores.mean(res.grid), 2);
      j["theme"] = nlohmann::ordered_json::array();
      for (const ThemePlacement& p : placements[g])
        j["theme"].push_back({{"word", p.word},
                              {"row", p.row},
                              {"col", p.col},
                              {"direction", p.dir == Dir::Right ? "across" : "down"}});
      j["written"] = row.ok && !row.kept;
      j["kept_earlier"] = row.kept ? nlohmann::ordered_json(rounded(row.kept->score, 6)) : nullptr;
      // Indented as an array item; the comma goes before every object but the first,
      // in the order the board prints them.
      std::string obj = "  ";
      for (char ch : dump_json(j)) {
        obj += ch;
        if (ch == '\n') obj += "  ";
      }
      return obj;
    }
    if (quiet) return {};
    char line[256];
    if (!res.filled) {
      std::snprintf(line, sizeof line, "%-16s  no fill: %s (%.1f s)%s\n", name.c_str(),
                    res.message.c_str(), out.seconds,
                    earlier ? ("; kept earlier " + fixed(earlier->score)).c_str() : "");
      return line;
    }
    std::snprintf(line, sizeof line,
                  "%-16s %6.2f %6.2f %6.2f %6.2f %6.2f %6.2f %7.2f %7.2f %7.1f %8d %6llu %6.1f%s\n",
                  name.c_str(), ratings.value[0], ratings.value[1], ratings.value[2],
                  ratings.value[3], ratings.value[4], ratings.value[5], ratings.score, row.bonus,
                  out.seconds, res.attempts, static_cast<unsigned long long>(res.seed),
                  word_scores.mean(res.grid),
                  row.ok ? (row.kept ? ("  kept earlier " + fixed(row.kept->score)).c_str() : "")
                         : "  INVALID");
    std::string report = line;
    if (!theme_missing.empty()) report += "    error: theme words missing:" + theme_missing + "\n";
    if (!unspellable.empty())
      report +=
          "    error: cannot spell the solution word " + solution_word + ": " + unspellable + "\n";
    for (const auto& e : out.check.errors) report += "    error: " + e + "\n";
    for (const auto& w : out.check.warnings) report += "    warning: " + w + "\n";
    if (!clue_note.empty()) report += "    warning: " + clue_note + "\n";
    if (opts.verbose)
      report += "    nodes " + std::to_string(res.stats.nodes) + ", fails " +
                std::to_string(res.stats.fails) + ", fill restarts " +
                std::to_string(res.stats.restarts) + ", winning attempt " +
                std::to_string(res.winner) + "\n";
    return report;
  };
  // The whole run shares --budget unless the user set a stop rule per grid (--time) or a
  // reproducible number of attempts (--restarts: then each grid may use the whole budget).
  const int workers = grid_parallel ? threads : 1;
  std::optional<RunBudget> budget;
  if (opts.budget > 0 && opts.time == 0 && opts.restarts == 0) {
    std::vector<RunBudget::GridSize> sizes;
    for (const BatchJob& job : jobs) {
      const auto& f = job.input->fields;
      sizes.push_back({static_cast<int>(std::count_if(f.begin(), f.end(),
                                                      [](char c) { return !is_blocked_char(c); })),
                       static_cast<int>(std::count(f.begin(), f.end(), kEmptyField))});
    }
    budget.emplace(sizes, opts.budget, workers);
  }
  try {
    run_batch(jobs, workers, dict, words, board, report_one, budget ? &*budget : nullptr);
  } catch (...) {
    board.close();
    throw;
  }
  board.close();
  // The zip: every valid grid in --out named like an input or a challenge test case, so
  // re-solving one grid still gives the whole submission.
  std::map<std::string, const ArrowwordGrid*> specs;
  std::map<std::string, ArrowwordGrid> case_grids;
  for (const auto& [name, path] : challenge_cases()) {
    try {
      case_grids.emplace(name, cwgfile::load(path));
    } catch (const InputError&) {
      continue;  // a test case we cannot read gives no spec; its grid is still validated
    }
  }
  for (const auto& [name, grid] : case_grids) specs[name] = &grid;
  for (std::size_t g = 0; g < grids.size(); ++g) specs[files[g].filename().string()] = &grids[g];
  std::vector<std::pair<std::string, std::string>> zip_entries;
  for (const auto& [name, spec] : specs)
    if (auto grid = valid_earlier(out_dir / name, spec, words))
      zip_entries.emplace_back(name, grid->text);
  int unfilled = 0;
  double sum_score = 0, sum_bonus = 0;
  for (std::size_t g = 0; g < grids.size(); ++g) {
    const Row& row = rows[g];
    if (!row.ok) ++unfilled;
    sum_score += row.final_score;
    sum_bonus += bonus_score(row.final_score, row.final_score > 0);
  }
  if (as_json) std::printf(board.printed_any() ? "\n]\n" : "]\n");
  if (!zip_entries.empty()) write_zip(zip_path, zip_entries);
  if (!quiet && !as_json && !grids.empty()) {
    const double n = static_cast<double>(grids.size());
    std::printf("%-16s %6s %6s %6s %6s %6s %6s %7.2f %7.2f  of the grids now in %s", "mean", "", "",
                "", "", "", "", sum_score / n, sum_bonus / n, out_dir.string().c_str());
    const std::size_t missing = static_cast<std::size_t>(
        std::count_if(rows.begin(), rows.end(), [](const Row& r) { return r.final_score <= 0; }));
    if (missing) std::printf("; %zu without a valid grid, counted 0", missing);
    std::printf("\n%zu of %zu grids filled and valid in this run", grids.size() - unfilled,
                grids.size());
    if (zip_entries.empty())
      std::printf("; nothing written\n");
    else
      std::printf("; %s holds %zu grid%s\n", zip_path.string().c_str(), zip_entries.size(),
                  zip_entries.size() == 1 ? "" : "s");
  }
  return unfilled ? 3 : 0;
}

}  // namespace cwg::cli
