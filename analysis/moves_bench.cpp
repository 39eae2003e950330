// `cwg moves --bench`: the generator timed on the positions, on this thread's CPU time.
#include <sys/resource.h>

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <functional>

#include "analysis/moves.hpp"
#include "core/cpu_clock.hpp"
#include "core/stats.hpp"
#include "game/movegen/move_text.hpp"

namespace cwg::analysis {

namespace {

/// Appends printf-formatted text to `out`.
[[gnu::format(printf, 2, 3)]] void append(std::string& out, const char* format, ...) {
  char buffer[512];
  va_list args;
  va_start(args, format);
  const int n = std::vsnprintf(buffer, sizeof buffer, format, args);
  va_end(args);
  out.append(buffer, static_cast<std::size_t>(std::clamp(n, 0, int{sizeof buffer} - 1)));
}

/// Runs of `work` per second of this thread's CPU, over at least `ms` milliseconds.
double rate(const std::function<void()>& work, double ms) {
  long reps = 0;
  const double t0 = thread_seconds();
  double elapsed = 0;
  do {
    work();
    ++reps;
    elapsed = thread_seconds() - t0;
  } while (elapsed * 1000 < ms);
  return static_cast<double>(reps) / elapsed;
}

/// Positions per second when each is done once: the count over the sum of the times.
double overall(const std::vector<double>& rates) {
  double seconds = 0;
  for (const double r : rates) seconds += 1 / r;
  return seconds > 0 ? static_cast<double>(rates.size()) / seconds : 0;
}

void lexicons_text(const MovesRequest& r, const MovesEngines& engines, std::string& out) {
  for (const auto& [name, e] : engines) {
    const auto& g = e->lexicon.gaddag;
    append(out,
           "lexicon %s (%s): %zu words, read and built in %.3f s CPU (%.3f s wall); GADDAG %zu "
           "nodes (%zu in the forward DAWG), %zu arcs, %.1f MB\n",
           r.dict.c_str(), name.c_str(), g.word_count(), e->build_cpu_seconds, e->build_seconds,
           g.node_count(), g.dawg_node_count(), g.arc_count(),
           static_cast<double>(g.memory_bytes()) / 1e6);
    if (r.top > 0)
      append(out, "best-plays anagram filter built in %.3f s CPU (not counted below)\n",
             e->prepare_cpu_seconds);
  }
}

/// Rates per number of blanks on the rack (0, 1, 2 or more): full lists, top N, plays.
struct Rates {
  std::map<int, std::vector<double>> full, best, plays;
  std::vector<double> all_full, all_best;
};

void table_text(const MovesRequest& r, const Rates& t, std::string& out) {
  append(out, "%-12s %9s %14s %14s %14s %14s", "rack", "positions", "median plays", "median gen/s",
         "min gen/s", "max gen/s");
  if (r.top > 0) append(out, " %14s", ("median top " + std::to_string(r.top) + "/s").c_str());
  append(out, "\n");
  const char* names[] = {"no blank", "one blank", "two blanks"};
  for (const auto& [blanks, f] : t.full) {
    append(out, "%-12s %9zu %14.0f %14.0f %14.0f %14.0f", names[blanks], f.size(),
           median(t.plays.at(blanks)), median(f), *std::min_element(f.begin(), f.end()),
           *std::max_element(f.begin(), f.end()));
    if (r.top > 0) append(out, " %14.0f", median(t.best.at(blanks)));
    append(out, "\n");
  }
  append(out, "all positions once: full list %.0f positions/s", overall(t.all_full));
  if (r.top > 0)
    append(out, ", top %zu %.0f positions/s (%.2f times the full list's rate)", r.top,
           overall(t.all_best), overall(t.all_best) / overall(t.all_full));
  append(out, "\n");
}

}  // namespace

std::string moves_bench(const MovesRequest& r, const std::vector<game::ListedPosition>& positions,
                        MovesEngines& engines) {
  Rates t;
  game::MoveList list;
  volatile std::size_t listed = 0;  // the text is made, not optimised away
  for (const game::ListedPosition& pos : positions) {
    MovesEngine& e = *engines.at(pos.dist->name());
    const int blanks =
        std::min(2, static_cast<int>(std::count(pos.rack.begin(), pos.rack.end(), game::kBlank)));
    const double f =
        rate([&] { e.generator->generate(pos.board, pos.rack, pos.rules, list); }, r.bench_ms);
    t.full[blanks].push_back(f);
    t.all_full.push_back(f);
    t.plays[blanks].push_back(static_cast<double>(list.size()));
    if (r.top == 0) continue;
    // As `cwg moves --top N` lists them: the N best, then their text.
    const double b = rate(
        [&] {
          e.generator->generate_best(pos.board, pos.rack, pos.rules, r.top, list);
          listed = listed + game::moves_text(list, pos.board, *pos.dist).size();
        },
        r.bench_ms);
    t.best[blanks].push_back(b);
    t.all_best.push_back(b);
  }
  std::string out;
  lexicons_text(r, engines, out);
  table_text(r, t, out);
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  append(out, "peak memory (max RSS): %.1f MB\n", static_cast<double>(usage.ru_maxrss) / 1024.0);
  return out;
}

}  // namespace cwg::analysis
