// fill_grid: the checks that need no search, then numbered attempts of the search with
// growing budgets, in parallel, the answer taken from the lowest-numbered success.
#include "fill/fill.hpp"

#include <algorithm>
#include <atomic>
#include <climits>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <mutex>
#include <numeric>

#include "core/text.hpp"
#include "core/workers.hpp"
#include "fill/search.hpp"

namespace cwg::fill {

namespace {

/// Answers that need no search: a slot no word can have, or two slots over the same cells
/// (they would need the same word twice). Returns false with `out` set when one applies.
bool precheck(const FillProblem& p, const Dictionary& dict, FillAnswer& out) {
  for (int s = 0; s < static_cast<int>(p.slots.size()); ++s) {
    const int len = p.slots[static_cast<std::size_t>(s)].length;
    if (len < 1 || len > kMaxSlotLength || len > dict.max_length() || dict.count(len) == 0) {
      out.status = FillStatus::Unsatisfiable;
      out.reason = NoFillReason::NoWordOfLength;
      out.slot = s;
      return false;
    }
  }
  std::vector<int> order(p.slots.size());
  std::iota(order.begin(), order.end(), 0);
  auto cells = [&](int s) -> const std::vector<int>& {
    return p.slots[static_cast<std::size_t>(s)].cells;
  };
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return cells(a) < cells(b); });
  for (std::size_t k = 1; k < order.size(); ++k)
    if (cells(order[k]) == cells(order[k - 1])) {
      out.status = FillStatus::Unsatisfiable;
      out.reason = NoFillReason::SameCells;
      out.slot = std::min(order[k], order[k - 1]);
      out.other = std::max(order[k], order[k - 1]);
      return false;
    }
  return true;
}

/// Backtracks allowed to attempt i: fill_budget * fill_budget_growth^i, capped.
long budget_of(const FillOptions& opts, std::int64_t i) {
  const double b = static_cast<double>(opts.fill_budget) *
                   std::pow(opts.fill_budget_growth, static_cast<double>(i));
  return b >= 4e18 ? std::numeric_limits<long>::max() / 2 : static_cast<long>(b);
}

}  // namespace

FillAnswer fill_grid(const FillProblem& problem, const Dictionary& dict, const FillOptions& opts,
                     const StopToken& stop, const FillProgressFn& progress) {
  FillAnswer out;
  if (!precheck(problem, dict, out)) return out;
  const int threads = worker_count(opts.threads);
  // `group` stops every attempt once one proves that no fill exists; `bound` stops the
  // attempts numbered above the lowest one that found a fill.
  StopToken group(stop, nullptr, 0);
  std::atomic<std::int64_t> next{0};
  std::atomic<std::int64_t> bound{std::numeric_limits<std::int64_t>::max()};
  std::mutex mutex;
  std::int64_t best = -1;
  std::vector<int> best_words;
  bool proved = false;
  int empty_slot = -1;
  // The lowest-numbered attempt the stop ended, and how many ran to their end.
  std::int64_t first_cut = std::numeric_limits<std::int64_t>::max();
  std::int64_t ended = 0;
  const std::int64_t max_attempts =
      opts.max_attempts > 0 ? opts.max_attempts : std::numeric_limits<std::int64_t>::max();
  // The other threads start once attempt 0, on the calling thread, has used a 50th of its
  // backtrack budget or has failed: most fills end well within it (every layout of
  // bench/fill_vs_qxw.sh's reduced run, in at most 236 of 20,000 backtracks), and until then
  // no thread is started at all. A second attempt beside the first, or only a helper thread
  // waiting to be woken and ended, took CPU from the search that finds the grid (on small
  // fills two threads were slower than one). When an attempt starts never decides the answer
  // (the lowest-numbered success), so this is only a schedule.
  const long solo_fails = budget_of(opts, 0) / 50;
  LateWorkers* late = nullptr;  // set below, before the first attempt
  auto worker = [&] {
    for (;;) {
      const std::int64_t i = next.fetch_add(1);
      if (i >= max_attempts || i > bound.load() || group.stopped()) return;
      StopToken mine(group, &bound, i);
      Rng rng(opts.seed, static_cast<std::uint64_t>(i));
      std::vector<double> weights(problem.slots.size(), 1.0);
      Search search(problem, dict, opts, mine);
      if (i == 0 && threads > 1)
        search.on_decision([&](int) {
          if (search.stats().fails >= solo_fails) late->start();
        });
      const FillStatus st = search.run(rng, INT_MAX, weights, budget_of(opts, i));
      if (i == 0 && st == FillStatus::Failed) late->start();
      std::lock_guard<std::mutex> lock(mutex);
      out.stats += search.stats();
      ++out.stats.attempts;
      if (progress) progress(out.stats);
      if (st == FillStatus::Stopped)
        first_cut = std::min(first_cut, i);
      else
        ++ended;
      if (st == FillStatus::Solved) {
        if (best < 0 || i < best) {
          best = i;
          best_words = search.solution();
        }
        std::int64_t b = bound.load();
        while (i < b && !bound.compare_exchange_weak(b, i)) {
        }
      } else if (st == FillStatus::Unsatisfiable && !proved) {
        // Every attempt would find the same root wipe-out; an exhausted search is a proof
        // whichever attempt ran it.
        proved = true;
        empty_slot = search.empty_slot();
        group.request();
      }
    }
  };
  // Through a std::function, as the helpers run it (called directly, GCC inlined the search
  // into fill_grid, and attempt 0 ran 12 % slower on the 40x40 of the reduced run).
  const std::function<void()> work = worker;
  LateWorkers helpers(threads - 1, work);
  late = &helpers;
  try {
    work();
  } catch (...) {
    group.request();  // the helpers stop soon; the pool's destructor waits for them
    throw;
  }
  helpers.join();
  // An attempt above the winner is stopped by `bound`, not by time: only one below counts.
  if (best >= 0) {
    out.status = FillStatus::Solved;
    out.words = std::move(best_words);
    out.cut = first_cut < best;
  } else if (proved) {
    out.status = FillStatus::Unsatisfiable;
    out.reason = empty_slot >= 0 ? NoFillReason::NoCandidate : NoFillReason::Exhausted;
    out.slot = empty_slot;
  } else if (ended == max_attempts) {
    out.status = FillStatus::Failed;
  } else {
    out.status = FillStatus::Stopped;
    out.cut = opts.max_attempts > 0;
  }
  return out;
}

std::string answer_word(const FillProblem& problem, const Dictionary& dict,
                        const FillAnswer& answer, int s) {
  const auto i = static_cast<std::size_t>(s);
  return dict.text(problem.slots[i].length, answer.words[i]);
}

WeightedRun fill_weighted(const FillProblem& problem, const Dictionary& dict,
                          const FillOptions& opts, const StopToken& stop, Rng& rng,
                          int max_restarts, std::vector<double>& weights, const FillStart* start) {
  Search search(problem, dict, opts, stop);
  if (start) search.start_from(*start);
  WeightedRun run;
  run.status = search.run(rng, max_restarts, weights);
  run.stats = search.stats();
  if (run.status == FillStatus::Solved) run.solution = search.solution();
  if (run.status == FillStatus::Failed) run.deepest = search.deepest();
  return run;
}

std::string stats_text(const FillStats& stats) {
  return text::counted(stats.attempts, "attempt") + ", " +
         text::counted(stats.restarts, "restart") + ", " + text::counted(stats.nodes, "node") +
         ", " + text::counted(stats.fails, "fail");
}

std::string not_found_text(double seconds, const FillStats& stats, bool interrupted) {
  char secs[32];
  std::snprintf(secs, sizeof secs, "%.1f", seconds);
  return std::string("no fill found in ") + secs + " s (" +
         text::counted(stats.attempts, "attempt") + ", " +
         text::counted(stats.restarts, "restart") + ")" + (interrupted ? ", interrupted" : "");
}

std::string cut_text(double seconds) {
  char secs[32];
  std::snprintf(secs, sizeof secs, "%.1f", seconds);
  return std::string("the time limit (") + secs +
         " s) ended the fill before its work was done: with more time the same seed may give "
         "another grid";
}

std::string no_fill_text(FillStatus status, const std::string& reason, double seconds,
                         const FillStats& stats, bool interrupted) {
  return status == FillStatus::Unsatisfiable ? "no fill exists: " + reason
                                             : not_found_text(seconds, stats, interrupted);
}

}  // namespace cwg::fill
