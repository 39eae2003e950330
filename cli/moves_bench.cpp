// `cwg moves --bench`: the generator timed on the positions, on this thread's CPU time.
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>

#include "cli/moves_support.hpp"
#include "core/stats.hpp"
#include "game/movegen/move_text.hpp"

namespace cwg::cli {

double thread_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

MovesEngine& engine_for(const MovesJob& job, const MovesOptions& o, MovesEngines& engines) {
  auto& slot = engines[job.dist->name()];
  if (slot) return *slot;
  const auto t0 = std::chrono::steady_clock::now();
  const double cpu0 = thread_seconds();
  slot = std::make_unique<MovesEngine>();
  slot->lexicon = game::load_lexicon(o.dict, *job.dist);
  slot->build_seconds = seconds_since(t0);
  slot->build_cpu_seconds = thread_seconds() - cpu0;
  slot->generator = std::make_unique<game::MoveGenerator>(slot->lexicon);
  if (o.top > 0) {
    const double cpu1 = thread_seconds();
    slot->generator->prepare_best(job.rules.rack_size);
    slot->prepare_cpu_seconds = thread_seconds() - cpu1;
  }
  const game::Lexicon& lex = slot->lexicon;
  if (lex.skipped > 0)
    std::cerr << "cwg moves: " << o.dict << ": " << lex.skipped << " of " << lex.lines
              << " lines skipped: characters outside the " << job.dist->name()
              << " alphabet (first: line " << lex.first_skipped_line << " '" << lex.first_skipped
              << "')\n";
  return *slot;
}

namespace {

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

void print_lexicons(const MovesOptions& o, const MovesEngines& engines) {
  for (const auto& [name, e] : engines) {
    const auto& g = e->lexicon.gaddag;
    std::printf(
        "lexicon %s (%s): %zu words, read and built in %.3f s CPU (%.3f s wall); GADDAG %zu "
        "nodes (%zu in the forward DAWG), %zu arcs, %.1f MB\n",
        o.dict.c_str(), name.c_str(), g.word_count(), e->build_cpu_seconds, e->build_seconds,
        g.node_count(), g.dawg_node_count(), g.arc_count(),
        static_cast<double>(g.memory_bytes()) / 1e6);
    if (o.top > 0)
      std::printf("best-plays anagram filter built in %.3f s CPU (not counted below)\n",
                  e->prepare_cpu_seconds);
  }
}

}  // namespace

int run_moves_bench(const MovesOptions& o, const std::vector<MovesJob>& jobs,
                    MovesEngines& engines) {
  std::map<int, std::vector<double>> full, best, plays;
  std::vector<double> all_full, all_best;
  game::MoveList list;
  volatile std::size_t listed = 0;  // the text is made, not optimised away
  for (const MovesJob& job : jobs) {
    MovesEngine& e = engine_for(job, o, engines);
    const int blanks =
        std::min(2, static_cast<int>(std::count(job.rack.begin(), job.rack.end(), game::kBlank)));
    const double f =
        rate([&] { e.generator->generate(job.board, job.rack, job.rules, list); }, o.bench_ms);
    full[blanks].push_back(f);
    all_full.push_back(f);
    plays[blanks].push_back(static_cast<double>(list.size()));
    if (o.top == 0) continue;
    // As `cwg moves --top N` lists them: the N best, then their text.
    const double b = rate(
        [&] {
          e.generator->generate_best(job.board, job.rack, job.rules, o.top, list);
          listed = listed + game::moves_text(list, job.board, *job.dist).size();
        },
        o.bench_ms);
    best[blanks].push_back(b);
    all_best.push_back(b);
  }
  print_lexicons(o, engines);
  std::printf("%-12s %9s %14s %14s %14s %14s", "rack", "positions", "median plays", "median gen/s",
              "min gen/s", "max gen/s");
  if (o.top > 0) std::printf(" %14s", ("median top " + std::to_string(o.top) + "/s").c_str());
  std::printf("\n");
  const char* names[] = {"no blank", "one blank", "two blanks"};
  for (const auto& [blanks, r] : full) {
    std::printf("%-12s %9zu %14.0f %14.0f %14.0f %14.0f", names[blanks], r.size(),
                median(plays[blanks]), median(r), *std::min_element(r.begin(), r.end()),
                *std::max_element(r.begin(), r.end()));
    if (o.top > 0) std::printf(" %14.0f", median(best[blanks]));
    std::printf("\n");
  }
  std::printf("all positions once: full list %.0f positions/s", overall(all_full));
  if (o.top > 0)
    std::printf(", top %zu %.0f positions/s (%.2f times the full list's rate)", o.top,
                overall(all_best), overall(all_best) / overall(all_full));
  std::printf("\n");
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("peak memory (max RSS): %.1f MB\n", static_cast<double>(usage.ru_maxrss) / 1024.0);
  return 0;
}

}  // namespace cwg::cli
