// `cwg score FILE|DIR... [--dict FILE] [--spec FILE|DIR] [--json]`: validates and rates
// grids. Every file is read and parsed before anything is printed, so a bad file ends the
// run with exit 2 and no half report.
#include <algorithm>
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/grid_json.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"
#include "dict/wordlist.hpp"
#include "scoring/report.hpp"
#include "solver/run/score_files.hpp"
#include "solver/run/solve_files.hpp"

namespace cwg::cli {

using arrowword::GridReport;
using arrowword::report_table;

namespace {

namespace fs = std::filesystem;
namespace po = boost::program_options;

constexpr const char* kScoreUsage =
    "usage: cwg score FILE|DIR... [--dict FILE] [--spec FILE|DIR] [--json]";

}  // namespace

int score_main(const std::vector<std::string>& args) {
  po::options_description options(
      std::string(kScoreUsage) +
      "\n\nValidates each grid against SPEC.md rules 1-7 and rates it with the six\n"
      "ratings. A folder stands for its .cwg files. Exit 0 when every grid is\n"
      "valid, 1 when some grid is not, 2 when a file cannot be read or parsed.\n\noptions");
  add_help_and_dict(options);
  options.add_options()(
      "spec", po::value<std::string>()->value_name("FILE|DIR"),
      "check each grid against the empty test case it was made from: this file, or the file "
      "of the same name in this folder")("json", "print a JSON array, one object per grid");
  const auto parsed = parse_command("score", args, options);
  if (!parsed) return 0;
  const po::variables_map& vm = *parsed;
  if (!vm.count("input")) throw InputError(std::string("score: no grid given; ") + kScoreUsage);

  const std::vector<fs::path> files =
      arrowword::run::expand_cwg_inputs(vm["input"].as<std::vector<std::string>>());
  std::optional<fs::path> spec;
  if (vm.count("spec")) spec = vm["spec"].as<std::string>();
  // Read everything first: one unreadable file is exit 2 before any report.
  const arrowword::run::ScoreInputs in = arrowword::run::read_score_inputs(files, spec);
  const auto words = word_set(load_wordlist(dict_path(vm)).words);
  const std::vector<GridReport> reports = arrowword::run::score_grids(files, in, words);
  const bool all_valid = std::all_of(reports.begin(), reports.end(),
                                     [](const GridReport& r) { return r.check.valid(); });

  if (vm.count("json"))
    std::cout << dump_json(arrowword::reports_json(reports)) << '\n';
  else
    std::cout << report_table(reports);
  return all_valid ? 0 : 1;
}

}  // namespace cwg::cli
