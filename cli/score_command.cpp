// `cwg score FILE|DIR... [--dict FILE] [--spec FILE|DIR] [--json]`: validates and rates
// grids. Every file is read and parsed before anything is printed, so a bad file ends the
// run with exit 2 and no half report.
#include <boost/program_options.hpp>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "arrowword/grid.hpp"
#include "arrowword/ratings.hpp"
#include "arrowword/validate.hpp"
#include "cli/commands.hpp"
#include "cli/grid_json.hpp"
#include "cli/inputs.hpp"
#include "cli/run_support.hpp"
#include "core/input_error.hpp"
#include "core/wordlist.hpp"
#include "formats/cwg/cwg_io.hpp"

namespace cwg::cli {

using arrowword::ArrowwordGrid;
using arrowword::bonus_score;
using arrowword::check_against_spec;
using arrowword::kRatingCount;
using arrowword::rate;
using arrowword::Ratings;
using arrowword::validate;
using arrowword::ValidationReport;

namespace {

namespace fs = std::filesystem;
namespace po = boost::program_options;

constexpr const char* kUsage =
    "usage: cwg score FILE|DIR... [--dict FILE] [--spec FILE|DIR] [--json]";

/// Column heads of the table, in SPEC order of the ratings.
constexpr const char* kRatingHeads[kRatingCount] = {"quest", "uncross", "length",
                                                    "dead",  "cluster", "double"};

struct GridReport {
  std::string file;
  ValidationReport check;
  Ratings ratings;
  double bonus = 0;
};

/// Words of length 1: counted in the share denominator, in no bin.
int short_words(const Ratings& r) {
  int in_bins = 0;
  for (int n : length_counts(r)) in_bins += n;
  return r.words - in_bins;
}

/// The spec grid for `file`: the --spec file itself, or the file of the same name in the
/// --spec folder.
fs::path spec_for(const fs::path& file, const fs::path& spec) {
  std::error_code ec;
  if (!fs::is_directory(spec, ec)) return spec;
  const fs::path match = spec / file.filename();
  if (!fs::exists(match, ec))
    throw InputError(file.string(), 0, 0,
                     "no spec grid of the same name in " + spec.string() + " (looked for " +
                         match.string() + ")");
  return match;
}

std::string figures_line(const Ratings& r) {
  std::ostringstream out;
  out << "questions " << fixed(r.question_pct, 1) << "% (" << r.question_fields << "/" << r.fields
      << "), uncrossed " << fixed(r.uncrossed_pct, 1) << "% (" << r.uncrossed << "/" << r.letters
      << "), dead " << r.dead << ", double " << fixed(r.double_pct, 1) << "% (" << r.double_fields
      << "/" << r.question_fields << ")";
  return out.str();
}

std::string lengths_line(const Ratings& r) {
  std::ostringstream out;
  out << "words " << r.words << " by length";
  const auto counts = length_counts(r);
  if (const int ones = short_words(r); ones > 0) out << " 1:" << ones;
  for (std::size_t b = 0; b < counts.size(); ++b)
    out << " " << kLengthBinNames[b] << ":" << counts[b];
  out << "; clusters " << r.cluster_sizes.size() << ", of size >= 3:";
  bool any = false;
  for (int size : r.cluster_sizes)
    if (size >= 3) {
      out << " " << size;
      any = true;
    }
  if (!any) out << " none";
  return out.str();
}

void print_table(const std::vector<GridReport>& reports) {
  std::size_t width = 4;
  for (const auto& rep : reports) width = std::max(width, rep.file.size());
  const int w = static_cast<int>(width);

  std::printf("%-*s  %-5s", w, "file", "valid");
  for (const char* head : kRatingHeads) std::printf(" %7s", head);
  std::printf(" %7s %7s\n", "score", "bonus");
  for (const auto& rep : reports) {
    std::printf("%-*s  %-5s", w, rep.file.c_str(), rep.check.valid() ? "yes" : "no");
    for (double v : rep.ratings.value) std::printf(" %7.2f", v);
    std::printf(" %7.2f %7.2f\n", rep.ratings.score, rep.bonus);
  }
  for (const auto& rep : reports) {
    std::printf("\n%s\n", rep.file.c_str());
    std::printf("  %s\n  %s\n", figures_line(rep.ratings).c_str(),
                lengths_line(rep.ratings).c_str());
    if (rep.check.unfilled > 0) std::printf("  unfilled fields: %d\n", rep.check.unfilled);
    for (const auto& e : rep.check.errors) std::printf("  error: %s\n", e.c_str());
    for (const auto& w2 : rep.check.warnings) std::printf("  warning: %s\n", w2.c_str());
  }
}

void print_json(const std::vector<GridReport>& reports) {
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  for (const auto& rep : reports)
    all.push_back(grid_json(rep.file, rep.check, rep.ratings, rep.bonus));
  std::cout << dump_json(all) << '\n';
}

}  // namespace

int score_main(const std::vector<std::string>& args) {
  po::options_description options(
      std::string(kUsage) +
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
  if (!vm.count("input")) throw InputError(std::string("score: no grid given; ") + kUsage);

  const std::vector<fs::path> files = expand_cwg_inputs(vm["input"].as<std::vector<std::string>>());
  std::optional<fs::path> spec;
  if (vm.count("spec")) {
    spec = vm["spec"].as<std::string>();
    std::error_code ec;
    if (!fs::exists(*spec, ec)) throw InputError(spec->string(), 0, 0, "no such file or folder");
  }

  // Read everything first: one unreadable file is exit 2 before any report.
  std::vector<ArrowwordGrid> grids;
  std::vector<std::optional<ArrowwordGrid>> specs;
  grids.reserve(files.size());
  for (const auto& file : files) {
    grids.push_back(cwgfile::load(file));
    specs.push_back(spec ? std::optional<ArrowwordGrid>(cwgfile::load(spec_for(file, *spec)))
                         : std::nullopt);
  }
  const auto words = word_set(load_wordlist(dict_path(vm)).words);

  std::vector<GridReport> reports;
  reports.reserve(files.size());
  bool all_valid = true;
  for (std::size_t i = 0; i < files.size(); ++i) {
    GridReport rep;
    rep.file = files[i].string();
    rep.check = validate(grids[i], &words);
    if (specs[i]) check_against_spec(grids[i], *specs[i], rep.check);
    rep.ratings = rate(grids[i]);
    rep.bonus = bonus_score(rep.ratings.score, rep.check.valid() && rep.check.unfilled == 0);
    all_valid = all_valid && rep.check.valid();
    reports.push_back(std::move(rep));
  }

  if (vm.count("json"))
    print_json(reports);
  else
    print_table(reports);
  return all_valid ? 0 : 1;
}

}  // namespace cwg::cli
