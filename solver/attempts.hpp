#pragma once
/// Parallel randomized attempts (core/workers.hpp), reproducible whatever the thread count.
/// Attempt i draws its randomness from (seed, i) only. When attempt i reaches the target,
/// attempts above i stop and attempts below i still finish; the result is the best of
/// attempts 0..i by (score, then lowest index) — the same set whatever ran in parallel.
/// Likewise, once the attempts 0..k are all done and the best among them is `patience` or
/// more attempts old, attempts above k stop: decided on that prefix alone, so also the same
/// whatever the thread count.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <limits>
#include <mutex>
#include <optional>
#include <vector>

#include "core/stop.hpp"
#include "core/workers.hpp"

namespace cwg::arrowword::solver {

template <class Result>
struct AttemptOutcome {
  std::optional<Result> best;
  std::int64_t best_index = -1;
  int attempts = 0;
  bool settled = false;  ///< stopped by `patience`: the best was that many attempts old
  /// The stop chose the outcome: it ended (or kept from starting) an attempt that counts,
  /// one up to the target's or patience's winner or within max_attempts; with neither, the
  /// stop is what ended the run.
  bool cut = false;
};

/// run(i, stop) returns the attempt's result and its score (nullopt if it found nothing);
/// reached(result) tells whether it meets the target. max_attempts 0 = until stopped.
template <class Result>
AttemptOutcome<Result> run_attempts(
    int threads, std::int64_t max_attempts, std::int64_t patience, const StopToken& stop,
    const std::function<std::optional<std::pair<Result, double>>(std::int64_t, const StopToken&)>&
        run,
    const std::function<bool(const Result&, double)>& reached) {
  threads = worker_count(threads);
  std::atomic<std::int64_t> next{0};
  std::atomic<std::int64_t> bound{std::numeric_limits<std::int64_t>::max()};
  std::mutex mutex;
  struct Done {
    std::int64_t index;
    std::optional<std::pair<Result, double>> result;
    bool complete;
  };
  std::vector<Done> done;
  // The completed prefix 0..prefix-1, and the best score in it.
  std::vector<std::int8_t> finished;
  std::vector<double> score_of;
  std::int64_t prefix = 0, prefix_best = -1;
  bool settled = false;
  double prefix_best_score = -std::numeric_limits<double>::infinity();
  auto lower_bound_to = [&](std::int64_t i) {
    std::int64_t b = bound.load();
    while (i < b && !bound.compare_exchange_weak(b, i)) {
    }
  };
  auto worker = [&] {
    for (;;) {
      const std::int64_t i = next.fetch_add(1);
      if ((max_attempts > 0 && i >= max_attempts) || i > bound.load() || stop.stopped()) return;
      StopToken mine(stop, &bound, i);
      auto result = run(i, mine);
      const bool complete = !mine.stopped();
      std::lock_guard<std::mutex> lock(mutex);
      if (result && reached(result->first, result->second)) lower_bound_to(i);
      const auto at = static_cast<std::size_t>(i);
      if (finished.size() <= at) {
        finished.resize(at + 1, 0);
        score_of.resize(at + 1, 0);
      }
      finished[at] = complete ? 1 : 0;
      score_of[at] = result ? result->second : -std::numeric_limits<double>::infinity();
      done.push_back({i, std::move(result), complete});
      while (static_cast<std::size_t>(prefix) < finished.size() &&
             finished[static_cast<std::size_t>(prefix)]) {
        const double sc = score_of[static_cast<std::size_t>(prefix)];
        if (sc > prefix_best_score) {
          prefix_best_score = sc;
          prefix_best = prefix;
        }
        if (prefix - prefix_best >= patience) {
          settled = true;
          lower_bound_to(prefix);
        }
        ++prefix;
      }
    }
  };
  run_workers(threads, worker);

  AttemptOutcome<Result> out;
  out.settled = settled;
  const std::int64_t b = bound.load();
  const std::int64_t last = std::min(b, max_attempts > 0 ? max_attempts - 1 : b);
  const auto counted_complete = std::count_if(
      done.begin(), done.end(), [&](const Done& d) { return d.index <= last && d.complete; });
  out.cut = last == std::numeric_limits<std::int64_t>::max() || counted_complete < last + 1;
  double best_score = -std::numeric_limits<double>::infinity();
  for (auto& d : done) {
    if (d.index > b) continue;  // beyond the winner: ignored, whether or not it finished
    ++out.attempts;
    if (!d.result) continue;
    const double score = d.result->second;
    if (score > best_score || (score == best_score && d.index < out.best_index)) {
      best_score = score;
      out.best_index = d.index;
      out.best = std::move(d.result->first);
    }
  }
  return out;
}

}  // namespace cwg::arrowword::solver
