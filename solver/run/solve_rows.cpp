#include "solver/run/solve_rows.hpp"

#include <nlohmann/json.hpp>

#include "core/text.hpp"
#include "scoring/ratings.hpp"
#include "scoring/report_json.hpp"

namespace cwg::arrowword::run {

using text::fixed;
using text::formatted;

std::string table_header() {
  return formatted("%-16s %6s %6s %6s %6s %6s %6s %7s %7s %7s %8s %6s %6s\n", "grid", "quest",
                   "uncr", "length", "dead", "clust", "double", "score", "bonus", "time_s",
                   "attempts", "seed", "wscore");
}

std::string table_row(const GridRow& row, const std::string& solution_word, bool verbose) {
  const BatchOutcome& o = *row.outcome;
  const solver::SolveResult& res = o.result;
  if (!res.filled)
    return formatted("%-16s  no fill: %s (%.1f s)%s\n", row.name.c_str(), res.message.c_str(),
                     o.seconds,
                     row.earlier ? ("; kept earlier " + fixed(row.earlier->score)).c_str() : "");
  const double* v = o.ratings.value.data();
  const std::string tail = !row.verdict.ok ? "  INVALID"
                           : row.kept      ? "  kept earlier " + fixed(row.kept->score)
                                           : "";
  std::string text = formatted(
      "%-16s %6.2f %6.2f %6.2f %6.2f %6.2f %6.2f %7.2f %7.2f %7.1f %8d %6llu %6.1f%s\n",
      row.name.c_str(), v[0], v[1], v[2], v[3], v[4], v[5], o.ratings.score, row.bonus, o.seconds,
      res.attempts, static_cast<unsigned long long>(res.seed), row.word_score_mean, tail.c_str());
  if (!row.verdict.theme_missing.empty())
    text += "    error: theme words missing:" + row.verdict.theme_missing + "\n";
  if (!row.verdict.unspellable.empty())
    text += "    error: cannot spell the solution word " + solution_word + ": " +
            row.verdict.unspellable + "\n";
  for (const auto& e : o.check.errors) text += "    error: " + e + "\n";
  for (const auto& w : o.check.warnings) text += "    warning: " + w + "\n";
  if (!row.clue_note.empty()) text += "    warning: " + row.clue_note + "\n";
  if (verbose)
    text += "    nodes " + std::to_string(res.stats.nodes) + ", fails " +
            std::to_string(res.stats.fails) + ", fill restarts " +
            std::to_string(res.stats.restarts) + ", winning attempt " + std::to_string(res.winner) +
            "\n";
  return text;
}

nlohmann::ordered_json json_row(const GridRow& row) {
  const BatchOutcome& o = *row.outcome;
  // `file` is the input, as in every --json output; `output` the grid written or kept.
  nlohmann::ordered_json j = grid_json(row.file, o.check, o.ratings, row.bonus);
  j["output"] = row.output;
  j["time_s"] = rounded(o.seconds, 3);
  j["restarts"] = o.result.attempts;
  j["seed"] = o.result.seed;
  j["word_score_mean"] = rounded(row.word_score_mean, 2);
  j["theme"] = nlohmann::ordered_json::array();
  for (const ThemePlacement& p : row.theme)
    j["theme"].push_back({{"word", p.word},
                          {"row", p.row},
                          {"col", p.col},
                          {"direction", p.dir == Dir::Right ? "across" : "down"}});
  j["written"] = row.verdict.ok && !row.kept;
  j["kept_earlier"] = row.kept ? nlohmann::ordered_json(rounded(row.kept->score, 6)) : nullptr;
  return j;
}

std::string summary(const std::vector<Tally>& tallies, const std::string& dir,
                    const std::string& zip, std::size_t zipped) {
  double sum_score = 0, sum_bonus = 0;
  std::size_t ok = 0, missing = 0;
  for (const Tally& t : tallies) {
    ok += t.ok;
    missing += t.final_score <= 0;
    sum_score += t.final_score;
    sum_bonus += bonus_score(t.final_score, t.final_score > 0);
  }
  const double n = static_cast<double>(tallies.size());
  std::string text =
      formatted("%-16s %6s %6s %6s %6s %6s %6s %7.2f %7.2f  of the grids now in %s", "mean", "", "",
                "", "", "", "", sum_score / n, sum_bonus / n, dir.c_str());
  if (missing) text += formatted("; %zu without a valid grid, counted 0", missing);
  text += formatted("\n%zu of %zu grids filled and valid in this run", ok, tallies.size());
  if (zipped == 0) return text + "; nothing written\n";
  return text + formatted("; %s holds %zu grid%s\n", zip.c_str(), zipped, zipped == 1 ? "" : "s");
}

}  // namespace cwg::arrowword::run
