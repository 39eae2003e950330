// `cwg solve` (design and fill grids, write them and the submission zip) and `cwg fill`
// (fill a fixed layout).
#include <atomic>
#include <boost/program_options.hpp>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <map>
#include <mutex>
#include <thread>

#include "cli/batch.hpp"
#include "cli/commands.hpp"
#include "cli/grid_json.hpp"
#include "cli/inputs.hpp"
#include "cli/progress.hpp"
#include "cli/run_support.hpp"
#include "cli/solver_flags.hpp"
#include "cli/zip_writer.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "core/dictionary.hpp"
#include "arrowword/validate.hpp"
#include "render/render.hpp"
#include "arrowword/ratings.hpp"
#include "solver/solver.hpp"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace cwg::cli {

int solve_main(const std::vector<std::string>& args) {
  SolverOptions opts;
  po::options_description desc(
      "cwg solve [INPUT...] [options]\n\n"
      "Designs and fills each grid (.cwg files or folders of them; "
      "default test_cases/),\nwrites each result under --out with the "
      "same name, and the zip of them all.\n\noptions");
  desc.add_options()("help,h", "show this help")("dict",
                                                 po::value<std::string>()->value_name("FILE"),
                                                 "word list (default useful/wordlist.txt)")(
      "out", po::value<std::string>()->default_value("results")->value_name("DIR"),
      "folder for the filled grids")(
      "zip", po::value<std::string>()->default_value("results.zip")->value_name("FILE"),
      "submission zip holding the filled grids")("quiet,q", "print nothing but errors")(
      "json",
      "print a JSON array instead of the table: per grid the object of cwg score "
      "--json plus input, time_s, restarts and seed")(
      "svg",
      "also write a picture of each grid, NAME.svg beside NAME.cwg under --out (not "
      "added to the zip)");
  const auto parsed = parse_solver_command(args, desc, opts);
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
      grids.push_back(read_cwg(f));
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
  if (!problems.empty()) {
    for (const auto& p : problems) std::cerr << "cwg: " << p << '\n';
    return 2;
  }
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
    std::printf("%-16s %6s %6s %6s %6s %6s %6s %7s %7s %7s %8s %6s\n", "grid", "quest", "uncr",
                "length", "dead", "clust", "double", "score", "bonus", "time_s", "attempts",
                "seed");
  std::fflush(stdout);
  // Several grids at once when there are more grids than threads (each grid then runs its
  // attempts one after the other); otherwise one grid at a time with parallel attempts.
  // Either way a grid's result depends only on the seed, never on the thread count.
  const int threads =
      opts.threads > 0 ? opts.threads : static_cast<int>(std::thread::hardware_concurrency());
  const bool grid_parallel = static_cast<int>(grids.size()) >= threads && threads > 1;
  struct Row {
    bool ok = false;
    std::string text;  // the written grid
    double score = 0, bonus = 0;
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
    jobs[g].input = &grids[g];
    jobs[g].opts = opts;
    if (grid_parallel) jobs[g].opts.threads = 1;
    jobs[g].opts.seed = opts.seed + g;
    jobs[g].name = files[g].filename().string();
  }
  auto report_one = [&](std::size_t g, const BatchOutcome& out) -> std::string {
    const std::string& name = jobs[g].name;
    if (out.interrupted) return "cwg: " + name + ": not solved (interrupted)\n";  // also under --quiet
    const SolveResult& res = out.result;
    const Ratings& ratings = out.ratings;
    Row& row = rows[g];
    row.ok = out.valid;
    row.score = ratings.score;
    row.bonus = bonus_score(ratings.score, row.ok);
    if (row.ok) {
      row.text = format_cwg(res.grid);
      write_file_atomic(out_dir / name, row.text);
      if (svg) write_file_atomic((out_dir / name).replace_extension(".svg"), render_svg(res.grid));
    }
    if (as_json) {
      nlohmann::ordered_json j = grid_json((out_dir / name).string(), out.check, ratings, row.bonus);
      j["input"] = files[g].string();
      j["time_s"] = rounded(out.seconds, 3);
      j["restarts"] = res.attempts;
      j["seed"] = res.seed;
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
      std::snprintf(line, sizeof line, "%-16s  no fill: %s (%.1f s)\n", name.c_str(),
                    res.message.c_str(), out.seconds);
      return line;
    }
    std::snprintf(line, sizeof line,
                  "%-16s %6.2f %6.2f %6.2f %6.2f %6.2f %6.2f %7.2f %7.2f %7.1f %8d %6llu%s\n",
                  name.c_str(), ratings.value[0], ratings.value[1], ratings.value[2],
                  ratings.value[3], ratings.value[4], ratings.value[5], ratings.score, row.bonus,
                  out.seconds, res.attempts, static_cast<unsigned long long>(res.seed),
                  row.ok ? "" : "  INVALID");
    std::string report = line;
    for (const auto& e : out.check.errors) report += "    error: " + e + "\n";
    for (const auto& w : out.check.warnings) report += "    warning: " + w + "\n";
    if (opts.verbose)
      report += "    nodes " + std::to_string(res.stats.nodes) + ", fails " +
                std::to_string(res.stats.fails) + ", fill restarts " +
                std::to_string(res.stats.restarts) + ", winning attempt " +
                std::to_string(res.winner) + "\n";
    return report;
  };
  // Several grids at once when there are more grids than threads (each grid then runs its
  // attempts one after the other); otherwise one grid at a time with parallel attempts.
  // Either way a grid's result depends only on the seed, never on the thread count.
  try {
    run_batch(jobs, grid_parallel ? threads : 1, dict, words, board, report_one);
  } catch (...) {
    board.close();
    throw;
  }
  board.close();
  int unfilled = 0;
  double sum_score = 0, sum_bonus = 0;
  std::vector<std::pair<std::string, std::string>> zip_entries;
  for (std::size_t g = 0; g < grids.size(); ++g) {
    sum_score += rows[g].score;
    sum_bonus += rows[g].bonus;
    if (rows[g].ok)
      zip_entries.emplace_back(files[g].filename().string(), rows[g].text);
    else
      ++unfilled;
  }
  if (as_json) std::printf(board.printed_any() ? "\n]\n" : "]\n");
  if (!zip_entries.empty()) write_zip(zip_path, zip_entries);
  if (!quiet && !as_json && !grids.empty()) {
    std::printf("%-16s %6s %6s %6s %6s %6s %6s %7.2f %7.2f\n", "mean", "", "", "", "", "", "",
                sum_score / static_cast<double>(grids.size()),
                sum_bonus / static_cast<double>(grids.size()));
    if (zip_entries.empty())
      std::printf("0 of %zu grids filled and valid; nothing written\n", grids.size());
    else
      std::printf("%zu of %zu grids filled and valid; written to %s and %s\n",
                  zip_entries.size(), grids.size(), out_dir.string().c_str(),
                  zip_path.string().c_str());
  }
  return unfilled ? 3 : 0;
}

}  // namespace cwg::cli
