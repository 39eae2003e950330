// `cwg solve` (design and fill grids, write them and the submission zip) and `cwg fill`
// (fill a fixed layout).
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <map>

#include <boost/program_options.hpp>

#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/json.hpp"
#include "cli/solver_flags.hpp"
#include "cli/zip_writer.hpp"
#include "common/file_io.hpp"
#include "common/input_error.hpp"
#include "dict/dictionary.hpp"
#include "grid/validate.hpp"
#include "scoring/ratings.hpp"
#include "solver/solver.hpp"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace cwg::cli {

namespace {

std::atomic<bool> g_interrupted{false};
extern "C" void on_signal(int) { g_interrupted.store(true); }

void install_signal_handlers() {
  std::signal(SIGINT, on_signal);
  std::signal(SIGTERM, on_signal);
}

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

std::string fixed(double v, int decimals = 2) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
  return buffer;
}

Dictionary load_dictionary(const po::variables_map& vm, WordList& list) {
  const fs::path path = vm.count("dict") ? fs::path(vm["dict"].as<std::string>()) : default_wordlist();
  list = load_wordlist(path);
  return Dictionary(list);
}

}  // namespace

int solve_main(const std::vector<std::string>& args) {
  SolverOptions opts;
  po::options_description desc("cwg solve [INPUT...] [options]\n\n"
                               "Designs and fills each grid (.cwg files or folders of them; "
                               "default test_cases/),\nwrites each result under --out with the "
                               "same name, and the zip of them all.\n\noptions");
  desc.add_options()("help,h", "show this help")(
      "dict", po::value<std::string>()->value_name("FILE"),
      "word list (default useful/wordlist.txt)")(
      "out", po::value<std::string>()->default_value("results")->value_name("DIR"),
      "folder for the filled grids")(
      "zip", po::value<std::string>()->default_value("results.zip")->value_name("FILE"),
      "submission zip holding the filled grids")("quiet,q", "print nothing but errors")(
      "json", "print one JSON object per grid instead of the table");
  add_solver_flags(desc, opts);
  po::options_description all(desc);
  all.add_options()("input", po::value<std::vector<std::string>>());
  po::positional_options_description positional;
  positional.add("input", -1);
  const auto vm = parse_with_config(args, all, positional);
  if (vm.count("help")) {
    std::cout << desc << '\n';
    return 0;
  }
  std::vector<std::string> inputs = vm.count("input") ? vm["input"].as<std::vector<std::string>>()
                                                      : std::vector<std::string>{"test_cases"};
  // Every input is parsed and checked before anything is solved; all problems at once.
  const auto files = expand_cwg_inputs(inputs);
  std::vector<Grid> grids;
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
  std::error_code ec;
  for (const auto& f : files) {
    const fs::path target = out_dir / f.filename();
    if (fs::exists(target, ec) && fs::equivalent(target, f, ec))
      problems.push_back(f.string() + ": --out " + out_dir.string() +
                         " would overwrite this input; choose another folder");
  }
  std::map<std::string, int> names;
  for (const auto& f : files)
    if (++names[f.filename().string()] == 2)
      problems.push_back(f.string() + ": two inputs share the name " + f.filename().string() +
                         "; their outputs would collide");
  if (!problems.empty()) {
    for (const auto& p : problems) std::cerr << "cwg: " << p << '\n';
    return 2;
  }
  WordList list;
  const Dictionary dict = load_dictionary(vm, list);
  const auto words = word_set(list.words);
  fs::create_directories(out_dir, ec);
  if (ec) throw InputError(out_dir.string(), 0, 0, "folder cannot be created");

  install_signal_handlers();
  const bool quiet = vm.count("quiet") > 0, as_json = vm.count("json") > 0;
  if (!quiet && !as_json)
    std::printf("%-16s %6s %6s %6s %6s %6s %6s %7s %7s %7s %8s %6s\n", "grid", "quest", "uncr",
                "length", "dead", "clust", "double", "score", "bonus", "time_s", "attempts", "seed");
  std::vector<std::pair<std::string, std::string>> zip_entries;
  double sum_score = 0, sum_bonus = 0;
  int unfilled = 0;
  if (as_json) std::printf("[\n");
  for (std::size_t g = 0; g < grids.size(); ++g) {
    const std::string name = files[g].filename().string();
    if (g_interrupted.load()) {
      std::cerr << "cwg: " << name << ": not solved (interrupted)\n";
      ++unfilled;
      continue;
    }
    const auto start = std::chrono::steady_clock::now();
    const SolveResult res = solve_grid(grids[g], dict, opts, &g_interrupted);
    const double secs = seconds_since(start);
    const Ratings ratings = rate(res.grid);
    ValidationReport report = validate(res.grid, &words);
    check_against_spec(res.grid, grids[g], report);
    const bool ok = res.filled && report.valid();
    const double bonus = bonus_score(ratings.score, ok);
    if (ok) {
      const std::string text = format_cwg(res.grid);
      write_file_atomic(out_dir / name, text);
      zip_entries.emplace_back(name, text);
    } else {
      ++unfilled;
    }
    sum_score += ratings.score;
    sum_bonus += bonus;
    if (as_json) {
      std::string obj = "  {\"file\": " + json::quote((out_dir / name).string()) +
                        ", \"input\": " + json::quote(files[g].string()) +
                        ", \"valid\": " + (ok ? "true" : "false") + ", \"ratings\": [";
      for (int k = 0; k < kRatingCount; ++k)
        obj += (k ? ", " : "") + fixed(ratings.value[static_cast<std::size_t>(k)], 4);
      obj += "], \"score\": " + fixed(ratings.score, 4) + ", \"bonus_score\": " + fixed(bonus, 4) +
             ", \"time_s\": " + fixed(secs, 3) + ", \"restarts\": " + std::to_string(res.attempts) +
             ", \"seed\": " + std::to_string(res.seed) + ", \"errors\": [";
      for (std::size_t k = 0; k < report.errors.size(); ++k)
        obj += (k ? ", " : "") + json::quote(report.errors[k]);
      obj += "]}";
      std::printf("%s%s\n", obj.c_str(), g + 1 < grids.size() ? "," : "");
    } else if (!quiet) {
      std::printf("%-16s %6.2f %6.2f %6.2f %6.2f %6.2f %6.2f %7.2f %7.2f %7.1f %8d %6llu%s\n",
                  name.c_str(), ratings.value[0], ratings.value[1], ratings.value[2],
                  ratings.value[3], ratings.value[4], ratings.value[5], ratings.score, bonus, secs,
                  res.attempts, static_cast<unsigned long long>(res.seed),
                  ok ? "" : (res.filled ? "  INVALID" : "  no fill"));
      for (const auto& e : report.errors) std::printf("    error: %s\n", e.c_str());
      for (const auto& w : report.warnings) std::printf("    warning: %s\n", w.c_str());
      if (!res.filled) std::printf("    %s\n", res.message.c_str());
      if (opts.verbose)
        std::printf("    nodes %ld, fails %ld, fill restarts %d, winning attempt %lld\n",
                    res.stats.nodes, res.stats.fails, res.stats.restarts,
                    static_cast<long long>(res.winner));
    }
    std::fflush(stdout);
  }
  if (as_json) std::printf("]\n");
  if (!zip_entries.empty()) write_zip(zip_path, zip_entries);
  if (!quiet && !as_json && !grids.empty()) {
    std::printf("%-16s %6s %6s %6s %6s %6s %6s %7.2f %7.2f\n", "mean", "", "", "", "", "", "",
                sum_score / static_cast<double>(grids.size()),
                sum_bonus / static_cast<double>(grids.size()));
    std::printf("%zu of %zu grids filled and valid; written to %s and %s\n",
                grids.size() - static_cast<std::size_t>(unfilled), grids.size(),
                out_dir.string().c_str(), zip_path.string().c_str());
  }
  return unfilled ? 3 : 0;
}

int fill_main(const std::vector<std::string>& args) {
  SolverOptions opts;
  po::options_description desc("cwg fill LAYOUT.cwg [options]\n\n"
                               "Fills the '.' fields of a layout whose question fields and arrows "
                               "are fixed.\n\noptions");
  desc.add_options()("help,h", "show this help")(
      "dict", po::value<std::string>()->value_name("FILE"), "word list (default useful/wordlist.txt)")(
      "out,o", po::value<std::string>()->value_name("FILE"), "write the filled grid here (default: standard output)");
  add_solver_flags(desc, opts);
  po::options_description all(desc);
  all.add_options()("input", po::value<std::vector<std::string>>());
  po::positional_options_description positional;
  positional.add("input", -1);
  const auto vm = parse_with_config(args, all, positional);
  if (vm.count("help")) {
    std::cout << desc << '\n';
    return 0;
  }
  if (!vm.count("input") || vm["input"].as<std::vector<std::string>>().size() != 1)
    throw InputError("fill takes exactly one LAYOUT.cwg (see cwg fill --help)");
  const std::string path = vm["input"].as<std::vector<std::string>>()[0];
  const Grid layout = read_cwg(path);
  WordList list;
  const Dictionary dict = load_dictionary(vm, list);
  install_signal_handlers();
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
