// Orchestration: one attempt = a layout annealed from (seed, index), then filled, with the
// layout repaired around the slots that keep failing; attempts run in parallel.
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <tuple>

#include "core/text.hpp"
#include "solver/attempts.hpp"
#include "solver/layout.hpp"
#include "solver/mend.hpp"
#include "solver/repair.hpp"
#include "solver/solver.hpp"

namespace cwg::arrowword::solver {

using fill::fill_weighted;
using fill::FillOptions;
using fill::FillProblem;
using fill::FillSlot;
using fill::FillStats;
using fill::FillStatus;
using fill::link_crossings;

namespace {

std::vector<std::uint8_t> usable_lengths(const Dictionary& dict, const SolverOptions& opts) {
  std::vector<std::uint8_t> ok(static_cast<std::size_t>(std::max(dict.max_length(), 1) + 1), 0);
  for (int n = 2; n <= dict.max_length() && n <= opts.max_word; ++n)
    ok[static_cast<std::size_t>(n)] = dict.count(n) > 0;
  return ok;
}

FillProblem problem_from_words(const Layout& l, const std::vector<LayoutWord>& words) {
  FillProblem p;
  p.cells = l.cells();
  p.cell_mask.assign(static_cast<std::size_t>(p.cells), kAllLetters);
  for (int i = 0; i < p.cells; ++i)
    if (is_letter_char(l.given[static_cast<std::size_t>(i)]))
      p.cell_mask[static_cast<std::size_t>(i)] =
          1u << letter_code(l.given[static_cast<std::size_t>(i)]);
  for (const auto& w : words) {
    FillSlot s;
    s.length = w.length;
    const int step = w.dir == Dir::Right ? 1 : l.cols;
    for (int k = 0; k < w.length; ++k) s.cells.push_back(w.start + k * step);
    p.slots.push_back(std::move(s));
  }
  link_crossings(p);
  return p;
}

int free_cells(const Layout& l) {
  return static_cast<int>(std::count(l.fixed.begin(), l.fixed.end(), 0));
}

// Rounds of filling again around the words a grid check names.
constexpr int kCheckRounds = 10;
// The widest region (crossings from a named word) such a round frees (partial_radius's
// range).
constexpr int kMaxRefillRadius = 10;

// The words `check` names leave the fill: banned, their slots and the words near them filled
// again from the rest of `solution` (partial restarts), until `check` names none or
// kCheckRounds rounds have run (a round whose refill fails leaves the fill as it was for the
// next, which frees one crossing more around the named words). Returns the last grid filled (its
// fill in `solution`) and how many of its words `check` still names.
std::pair<ArrowwordGrid, int> refill_checked(const Layout& l, const std::vector<LayoutWord>& words,
                                             FillProblem& problem, std::vector<int>& solution,
                                             const Dictionary& dict, const SolverOptions& opts,
                                             FillOptions fill_opts, const GridCheck& check,
                                             const StopToken& stop, Rng& rng,
                                             std::vector<double>& weights, FillStats& stats) {
  ArrowwordGrid grid = filled_grid(l, words, problem, solution, dict);
  fill_opts.partial_restarts = 1;  // the refill starts from the fill it mends
  for (int round = 0;; ++round) {
    const std::vector<std::string> bad = check(grid, opts.seed);
    fill::FillStart start{solution, {}};
    for (std::size_t s = 0; s < problem.slots.size(); ++s) {
      const int len = problem.slots[s].length;
      if (std::find(bad.begin(), bad.end(), dict.text(len, solution[s])) != bad.end())
        start.redo.push_back(static_cast<int>(s));
    }
    if (start.redo.empty() || round == kCheckRounds || stop.stopped())
      return {std::move(grid), static_cast<int>(start.redo.size())};
    for (const std::string& w : bad) ban(problem, dict, w);
    const fill::WeightedRun run =
        fill_weighted(problem, dict, fill_opts, stop, rng, opts.fill_restarts, weights, &start);
    stats += run.stats;
    if (run.status != FillStatus::Solved) {
      // The next round tries again on a wider region: the same one keeps failing.
      fill_opts.partial_radius = std::min(fill_opts.partial_radius + 1, kMaxRefillRadius);
      continue;
    }
    solution = run.solution;
    grid = filled_grid(l, words, problem, solution, dict);
  }
}

// What a filled grid is checked with (solve_grid's `check` and `weak`).
struct Checks {
  const GridCheck& check;
  const GridCheck& weak;
};

// What the mend needs of an attempt's fill, kept so that only the solve's winner is mended:
// its layout, fill problem (with the bans so far), fill, slot weights and random stream.
struct Unmended {
  Layout layout;
  std::vector<LayoutWord> words;
  FillProblem problem;
  std::vector<int> solution;
  FillOptions fill_opts;
  std::vector<double> weights;
  Rng rng;
};

struct AttemptResult {
  ArrowwordGrid grid;
  double score = 0;
  std::optional<Unmended> unmended;  ///< set where the solve's mend applies (see mend_winner)
};

// The winner's grid mended (mend_weak_words on the attempt's fill, with the attempt's own
// random stream, so the grid is the one the attempt itself would have mended). Bounded by work
// alone: a budget's deadline, reached as the attempts end, does not cut it (the same grid for a
// seed whatever the load).
ArrowwordGrid mend_winner(Unmended& u, const Dictionary& dict, const SolverOptions& opts,
                          const Checks& checks, FillStats& stats) {
  const StopToken unlimited;
  return mend_weak_words({u.layout, u.words, u.problem, dict, opts, u.fill_opts, checks.check,
                          checks.weak, unlimited, u.rng, u.weights, stats},
                         std::move(u.solution));
}

// What a slot of a failed fill leaves the fill after a layout repair: its weight, and its
// word in the deepest partial fill (-1: none), which the same slot (same start, direction
// and length) takes up again.
struct Carried {
  double weight = 1.0;
  int length = 0;
  int word = -1;
};

// With partial restarts, the fill of a repaired layout starts from the words of the fill
// before that its slots still have, less those near the slots the repair made (their words
// do not fit them): the fill redoes the repaired region, not the whole grid. nullopt when no
// word is carried over.
std::optional<fill::FillStart> resumed_fill(const std::vector<LayoutWord>& words,
                                            const std::map<std::pair<int, int>, Carried>& carried) {
  fill::FillStart start{std::vector<int>(words.size(), -1), {}};
  bool any = false;
  for (std::size_t s = 0; s < words.size(); ++s) {
    auto it = carried.find({words[s].start, static_cast<int>(words[s].dir)});
    if (it != carried.end() && it->second.length == words[s].length) {
      start.words[s] = it->second.word;
      any = any || it->second.word >= 0;
    } else {
      start.redo.push_back(static_cast<int>(s));
    }
  }
  if (!any) return std::nullopt;
  return start;
}

// One attempt: anneal a layout, fill it, repair the layout where the fill keeps failing.
std::optional<std::pair<AttemptResult, double>> attempt(const Layout& base, const Dictionary& dict,
                                                        const SolverOptions& opts,
                                                        const std::vector<std::uint8_t>& length_ok,
                                                        std::int64_t index, const StopToken& stop,
                                                        const Checks& checks, FillStats& stats) {
  Rng rng(opts.seed, static_cast<std::uint64_t>(index));
  Layout l = base;
  seed_layout(l, opts, rng);
  // Moves per field, with a floor: a small grid is cheap to anneal and needs the search
  // most (its few words leave the histogram little room).
  const long moves = std::max(static_cast<long>(opts.layout_moves) * free_cells(l),
                              static_cast<long>(opts.layout_min_moves));
  LayoutEval ev = anneal(l, length_ok, opts, rng, moves, {}, &stop);
  if (ev.faults > 0 || stop.stopped()) return std::nullopt;
  // Slot weights survive repairs, keyed by where a slot starts and which way it runs; with
  // partial restarts the deepest partial fill's words do too (see resumed_fill).
  std::map<std::pair<int, int>, Carried> carried;
  LayoutWorkspace ws;
  // A designed layout gets a quick, incomplete fill: the best few words per decision and (by
  // default) no refutation; where that fails, repairing the layout pays better than searching on.
  FillOptions fill_opts = fill_options(opts);
  fill_opts.candidates = opts.layout_candidates;
  fill_opts.refute = opts.layout_refute;
  for (int repair = 0; repair <= opts.repairs; ++repair) {
    ev = evaluate(l, length_ok, ws);
    if (ev.faults > 0) return std::nullopt;
    FillProblem problem = problem_from_words(l, ws.words);
    std::vector<double> weights(problem.slots.size(), 1.0);
    for (std::size_t s = 0; s < ws.words.size(); ++s) {
      auto it = carried.find({ws.words[s].start, static_cast<int>(ws.words[s].dir)});
      if (it != carried.end()) weights[s] = it->second.weight;
    }
    const std::optional<fill::FillStart> resumed =
        fill_opts.partial_restarts != 0 ? resumed_fill(ws.words, carried) : std::nullopt;
    const fill::WeightedRun run =
        fill_weighted(problem, dict, fill_opts, stop, rng, opts.fill_restarts, weights,
                      resumed ? &*resumed : nullptr);
    const FillStatus status = run.status;
    stats += run.stats;
    if (status == FillStatus::Solved) {
      AttemptResult r;
      r.score = ev.score;
      std::vector<int> solution = run.solution;
      int flawed = 0;
      if (checks.check) {
        std::tie(r.grid, flawed) =
            refill_checked(l, ws.words, problem, solution, dict, opts, fill_opts, checks.check,
                           stop, rng, weights, stats);
        r.score -= flawed;  // a grid with every word good wins over any with a flaw
      } else {
        r.grid = filled_grid(l, ws.words, problem, solution, dict);
      }
      // The same layout, so the same score: the mend only makes the clues surer, and only the
      // winner's (solve_grid), so its work does not come out of the layout search.
      if (flawed == 0 && checks.weak && opts.mend)
        r.unmended =
            Unmended{l, ws.words, std::move(problem), std::move(solution), fill_opts, weights, rng};
      const double score = r.score;
      return std::make_pair(std::move(r), score);
    }
    if (status == FillStatus::Stopped) return std::nullopt;
    for (auto& [at, c] : carried) c.word = -1;  // only this fill's words: no word twice
    for (std::size_t s = 0; s < ws.words.size(); ++s) {
      const int word = s < run.deepest.size() ? run.deepest[s] : -1;
      carried[{ws.words[s].start, static_cast<int>(ws.words[s].dir)}] = {weights[s],
                                                                         ws.words[s].length, word};
    }
    // Repair the layout around the slot that failed most, then fill again.
    if (problem.slots.empty()) return std::nullopt;
    const auto worst = static_cast<std::size_t>(std::max_element(weights.begin(), weights.end()) -
                                                weights.begin());
    if (!repair_layout(l, problem.slots[worst].cells, length_ok, opts, rng, stop))
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

SolveResult solve_grid(const ArrowwordGrid& input, const Dictionary& dict,
                       const SolverOptions& opts, const std::atomic<bool>* interrupt,
                       const SolveProgressFn& progress, std::int64_t first_attempt,
                       const GridCheck& check, const GridCheck& weak) {
  SolveResult out = solve_grid(input, dict, opts, StopToken(grid_time(opts), interrupt), progress,
                               first_attempt, check, weak);
  if (!out.filled && interrupt && interrupt->load())
    out.message = "interrupted after " + text::counted(out.attempts, "attempt");
  return out;
}

SolveResult solve_grid(const ArrowwordGrid& input, const Dictionary& dict,
                       const SolverOptions& opts, const StopToken& stop,
                       const SolveProgressFn& progress, std::int64_t first_attempt,
                       const GridCheck& check, const GridCheck& weak) {
  SolveResult out;
  out.seed = opts.seed;
  SolveProgress so_far;
  Layout base = layout_from_grid(input);
  base.allow_doubles = opts.doubles != 0;
  const auto length_ok = usable_lengths(dict, opts);
  std::mutex stats_mutex;
  auto outcome = run_attempts<AttemptResult>(
      opts.threads, opts.restarts, opts.patience, stop,
      [&](std::int64_t i, const StopToken& mine) {
        FillStats stats;
        auto r =
            attempt(base, dict, opts, length_ok, first_attempt + i, mine, {check, weak}, stats);
        std::lock_guard<std::mutex> lock(stats_mutex);
        out.stats += stats;
        ++so_far.attempts;
        if (r && r->second > so_far.best_score) so_far.best_score = r->second;
        if (progress) progress(so_far);
        return r;
      },
      [&](const AttemptResult&, double score) { return score >= opts.target; });
  out.attempts = outcome.attempts;
  out.settled = outcome.settled;
  out.cut = outcome.cut;
  if (outcome.best) {
    out.filled = true;
    out.grid = outcome.best->unmended
                   ? mend_winner(*outcome.best->unmended, dict, opts, {check, weak}, out.stats)
                   : std::move(outcome.best->grid);
    out.score = outcome.best->score;
    out.winner = first_attempt + outcome.best_index;
  } else {
    out.grid = input;
    out.message = "none found after " + text::counted(outcome.attempts, "attempt");
  }
  return out;
}

}  // namespace cwg::arrowword::solver
