#include "solver/run/bench.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>

#include "core/stats.hpp"
#include "core/text.hpp"
#include "formats/cwg/cwg_io.hpp"

namespace cwg::arrowword::run {

BenchPlan plan_bench(const std::vector<solver::SolverOptions>& configs,
                     const std::vector<ArrowwordGrid>& grids, int seeds) {
  BenchPlan plan;
  for (std::size_t g = 0; g < grids.size(); ++g)
    for (int k = 0; k < seeds; ++k)
      for (std::size_t c = 0; c < configs.size(); ++c) {
        BatchJob job{&grids[g], configs[c]};
        job.opts.seed = configs[c].seed + static_cast<std::uint64_t>(k);
        if (job.opts.time == 0 && job.opts.restarts == 0 && job.opts.budget > 0)
          job.opts.time = job.opts.budget / static_cast<double>(grids.size());
        plan.jobs.push_back(job);
        plan.where.push_back({g, c});
      }
  return plan;
}

BenchSummary summarize(const std::vector<BenchRun>& runs) {
  BenchSummary s;
  s.runs = static_cast<int>(runs.size());
  if (runs.empty()) return s;
  std::vector<double> times;
  s.min = runs.front().score;
  for (const auto& r : runs) {
    s.valid_share += r.valid ? 1 : 0;
    s.mean += r.score;
    s.min = std::min(s.min, r.score);
    times.push_back(r.seconds);
  }
  s.valid_share /= static_cast<double>(runs.size());
  s.mean /= static_cast<double>(runs.size());
  s.median_s = median(times);
  return s;
}

std::optional<BenchRun> add_run(BenchResults& results, const BenchPlan& plan, std::size_t i,
                                const BatchOutcome& outcome, bool stopped) {
  if (outcome.interrupted || stopped) return std::nullopt;
  const BenchRun run{outcome.valid, outcome.valid ? outcome.ratings.score : 0, outcome.seconds};
  results[plan.where[i].config][plan.where[i].grid].push_back(run);
  return run;
}

BenchGrids load_bench_grids(const std::vector<std::filesystem::path>& files) {
  BenchGrids out;
  for (const auto& f : files) {
    out.grids.push_back(cwgfile::load(f));
    out.names.push_back(f.filename().string());
  }
  return out;
}

std::vector<std::string> config_names(const std::vector<std::string>& paths) {
  std::map<std::string, int> stems;
  for (const auto& p : paths) ++stems[std::filesystem::path(p).stem().string()];
  std::vector<std::string> names;
  for (const auto& path : paths) {
    const std::string stem = std::filesystem::path(path).stem().string();
    names.push_back(path.empty() ? "flags" : stems[stem] > 1 ? path : stem);
  }
  return names;
}

std::vector<std::string> job_names(const BenchPlan& plan, const std::vector<std::string>& configs,
                                   const std::vector<std::string>& grids) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < plan.jobs.size(); ++i)
    names.push_back(configs[plan.where[i].config] + " " + grids[plan.where[i].grid] + " seed " +
                    std::to_string(plan.jobs[i].opts.seed));
  return names;
}

std::string run_line(const std::string& name, const BenchRun& run) {
  return text::formatted("bench: %s: %s %.2f in %.1f s\n", name.c_str(),
                         run.valid ? "score" : "no valid grid, score", run.score, run.seconds);
}

namespace {

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char ch : text) out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
  return out + "\"";
}

}  // namespace

BenchTable bench_table(const BenchResults& results, const std::vector<std::string>& configs,
                       const std::vector<std::string>& grids) {
  std::size_t name_w = 5, config_w = 6;
  for (const auto& g : grids) name_w = std::max(name_w, g.size());
  for (const auto& c : configs) config_w = std::max(config_w, c.size());
  const int nw = static_cast<int>(name_w), cw = static_cast<int>(config_w);
  BenchTable table;
  table.text = text::formatted("%-*s  %-*s %5s %6s %8s %8s %8s %9s\n", nw, "grid", cw, "config",
                               "runs", "valid", "mean", "min", "vs_first", "median_s");
  table.csv = "grid,config,runs,valid_share,mean_score,min_score,median_time_s\n";
  auto row = [&](const std::string& grid, std::size_t c, const BenchSummary& s, double first) {
    if (s.runs == 0) return;
    const std::string delta = c > 0 ? text::formatted("%+.3f", s.mean - first) : "";
    table.text += text::formatted("%-*s  %-*s %5d %5.0f%% %8.2f %8.2f %8s %9.2f\n", nw,
                                  grid.c_str(), cw, configs[c].c_str(), s.runs, 100 * s.valid_share,
                                  s.mean, s.min, delta.c_str(), s.median_s);
    table.csv += csv_field(grid) + "," + csv_field(configs[c]) +
                 text::formatted(",%d,%.4f,%.4f,%.4f,%.3f\n", s.runs, s.valid_share, s.mean, s.min,
                                 s.median_s);
  };
  for (std::size_t g = 0; g < grids.size(); ++g) {
    const double first = summarize(results[0][g]).mean;
    for (std::size_t c = 0; c < configs.size(); ++c)
      row(grids[g], c, summarize(results[c][g]), first);
  }
  std::vector<BenchSummary> totals;
  for (std::size_t c = 0; c < configs.size(); ++c) {
    std::vector<BenchRun> every;
    for (const auto& runs : results[c]) every.insert(every.end(), runs.begin(), runs.end());
    totals.push_back(summarize(every));
  }
  for (std::size_t c = 0; c < configs.size(); ++c) row("all", c, totals[c], totals[0].mean);
  return table;
}

}  // namespace cwg::arrowword::run
