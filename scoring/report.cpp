// The report of cwg score (report.hpp).
#include "scoring/report.hpp"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <utility>

#include "core/input_error.hpp"
#include "scoring/report_json.hpp"

namespace cwg::arrowword {

namespace {

/// Column heads of the table, in SPEC order of the ratings.
constexpr const char* kRatingHeads[kRatingCount] = {"quest", "uncross", "length",
                                                    "dead",  "cluster", "double"};

/// printf into `out`.
__attribute__((format(printf, 2, 3))) void append(std::string& out, const char* format, ...) {
  std::va_list args, again;
  va_start(args, format);
  va_copy(again, args);
  const int n = std::vsnprintf(nullptr, 0, format, args);
  va_end(args);
  if (n > 0) {
    const std::size_t at = out.size();
    out.resize(at + static_cast<std::size_t>(n) + 1);
    std::vsnprintf(out.data() + at, static_cast<std::size_t>(n) + 1, format, again);
    out.resize(at + static_cast<std::size_t>(n));
  }
  va_end(again);
}

/// Words of length 1: counted in the share denominator, in no bin.
int short_words(const Ratings& r) {
  int in_bins = 0;
  for (int n : length_counts(r)) in_bins += n;
  return r.words - in_bins;
}

std::string figures_line(const Ratings& r) {
  std::string out;
  append(out, "questions %.1f%% (%d/%d), uncrossed %.1f%% (%d/%d), dead %d, double %.1f%% (%d/%d)",
         r.question_pct, r.question_fields, r.fields, r.uncrossed_pct, r.uncrossed, r.letters,
         r.dead, r.double_pct, r.double_fields, r.question_fields);
  return out;
}

std::string lengths_line(const Ratings& r) {
  std::string out = "words " + std::to_string(r.words) + " by length";
  const auto counts = length_counts(r);
  if (const int ones = short_words(r); ones > 0) out += " 1:" + std::to_string(ones);
  for (std::size_t b = 0; b < counts.size(); ++b)
    out += std::string(" ") + kLengthBinNames[b] + ":" + std::to_string(counts[b]);
  out += "; clusters " + std::to_string(r.cluster_sizes.size()) + ", of size >= 3:";
  bool any = false;
  for (int size : r.cluster_sizes)
    if (size >= 3) {
      out += " " + std::to_string(size);
      any = true;
    }
  if (!any) out += " none";
  return out;
}

}  // namespace

GridReport check_and_rate(std::string file, const ArrowwordGrid& grid,
                          const std::unordered_set<std::string>* words, const ArrowwordGrid* spec) {
  GridReport rep;
  rep.file = std::move(file);
  rep.check = validate(grid, words);
  if (spec) check_against_spec(grid, *spec, rep.check);
  rep.ratings = rate(grid);
  rep.bonus = bonus_score(rep.ratings.score, rep.check.valid() && rep.check.unfilled == 0);
  return rep;
}

std::string report_table(const std::vector<GridReport>& reports) {
  std::size_t width = 4;
  for (const auto& rep : reports) width = std::max(width, rep.file.size());
  const int w = static_cast<int>(width);
  std::string out;
  append(out, "%-*s  %-5s", w, "file", "valid");
  for (const char* head : kRatingHeads) append(out, " %7s", head);
  append(out, " %7s %7s\n", "score", "bonus");
  for (const auto& rep : reports) {
    append(out, "%-*s  %-5s", w, rep.file.c_str(), rep.check.valid() ? "yes" : "no");
    for (double v : rep.ratings.value) append(out, " %7.2f", v);
    append(out, " %7.2f %7.2f\n", rep.ratings.score, rep.bonus);
  }
  for (const auto& rep : reports) {
    out += "\n" + rep.file + "\n";
    out += "  " + figures_line(rep.ratings) + "\n  " + lengths_line(rep.ratings) + "\n";
    if (rep.check.unfilled > 0) append(out, "  unfilled fields: %d\n", rep.check.unfilled);
    for (const auto& e : rep.check.errors) out += "  error: " + e + "\n";
    for (const auto& warning : rep.check.warnings) out += "  warning: " + warning + "\n";
  }
  return out;
}

nlohmann::ordered_json reports_json(const std::vector<GridReport>& reports) {
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  for (const GridReport& rep : reports)
    all.push_back(grid_json(rep.file, rep.check, rep.ratings, rep.bonus));
  return all;
}

std::filesystem::path spec_file(const std::filesystem::path& file,
                                const std::filesystem::path& spec) {
  std::error_code ec;
  if (!std::filesystem::is_directory(spec, ec)) return spec;
  const std::filesystem::path match = spec / file.filename();
  if (!std::filesystem::exists(match, ec))
    throw InputError(file.string(), 0, 0,
                     "no spec grid of the same name in " + spec.string() + " (looked for " +
                         match.string() + ")");
  return match;
}

}  // namespace cwg::arrowword
