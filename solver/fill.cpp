// Filling a fixed layout: the slots come from the grid's own arrows; only '.' fields change.
#include <string>

#include "solver/attempts.hpp"
#include "solver/solver.hpp"

namespace cwg {

FillResult fill_layout(const Grid& layout, const Dictionary& dict, const SolverOptions& opts,
                       const std::atomic<bool>* interrupt) {
  FillResult out;
  out.grid = layout;
  FillProblem problem;
  problem.cells = layout.rows * layout.cols;
  problem.cell_mask.assign(static_cast<std::size_t>(problem.cells), kAllLetters);
  for (int i = 0; i < problem.cells; ++i) {
    const char ch = layout.fields[static_cast<std::size_t>(i)];
    if (is_letter_char(ch)) problem.cell_mask[static_cast<std::size_t>(i)] = 1u << letter_code(ch);
  }
  auto describe = [&](const Slot& s) {
    const Question& q = layout.questions[static_cast<std::size_t>(s.question)];
    return "the word of question " + std::to_string(q.row) + " " + std::to_string(q.col) + " " +
           std::to_string(q.type) + " (starting at (" + std::to_string(s.row) + ", " +
           std::to_string(s.col) + "), " + (s.dir == Dir::Right ? "across" : "down") +
           ", length " + std::to_string(s.length) + ")";
  };
  const auto slots = word_slots(layout);
  std::vector<std::vector<int>> cover(static_cast<std::size_t>(problem.cells));
  for (const auto& s : slots) {
    if (s.length < 2) {
      out.status = FillStatus::Unsatisfiable;
      out.reason = describe(s) + " has no room for a word of two letters";
      return out;
    }
    if (s.length > dict.max_length() || dict.count(s.length) == 0) {
      out.status = FillStatus::Unsatisfiable;
      out.reason = describe(s) + " is longer than any word in the list or has no word of its length";
      return out;
    }
    FillSlot fs;
    fs.length = s.length;
    for (int k = 0; k < s.length; ++k)
      fs.cells.push_back(s.dir == Dir::Right ? layout.index(s.row, s.col + k)
                                             : layout.index(s.row + k, s.col));
    for (int cell : fs.cells) cover[static_cast<std::size_t>(cell)].push_back(static_cast<int>(problem.slots.size()));
    problem.slots.push_back(std::move(fs));
  }
  for (const auto& c : cover)
    if (c.size() > 2) {
      out.status = FillStatus::Unsatisfiable;
      out.reason = "two questions address the same word (" +
                   describe(slots[static_cast<std::size_t>(c[0])]) + ")";
      return out;
    }
  link_crossings(problem);

  const StopToken stop(opts.time, interrupt);
  std::mutex mutex;
  bool unsat = false;
  std::string unsat_reason;
  auto outcome = run_attempts<std::vector<int>>(
      opts.threads, opts.restarts, stop,
      [&](std::int64_t i, const StopToken& mine) -> std::optional<std::pair<std::vector<int>, double>> {
        Rng rng(opts.seed, static_cast<std::uint64_t>(i));
        std::vector<double> weights(problem.slots.size(), 1.0);
        Search search(problem, dict, opts, mine);
        const FillStatus st = search.run(rng, opts.fill_restarts, weights);
        std::lock_guard<std::mutex> lock(mutex);
        out.stats.nodes += search.stats().nodes;
        out.stats.fails += search.stats().fails;
        out.stats.restarts += search.stats().restarts;
        if (st == FillStatus::Unsatisfiable && !unsat) {
          unsat = true;
          if (search.empty_slot() >= 0)
            unsat_reason = describe(slots[static_cast<std::size_t>(search.empty_slot())]) +
                           " has no candidate word left";
          else
            unsat_reason = "the search tried every word and found no fill";
        }
        if (st != FillStatus::Solved) return std::nullopt;
        return std::make_pair(search.solution(), 100.0);
      },
      [&](const std::vector<int>&, double) { return true; });
  if (outcome.best) {
    out.status = FillStatus::Solved;
    for (std::size_t s = 0; s < problem.slots.size(); ++s) {
      const auto& slot = problem.slots[s];
      const auto letters = dict.word(slot.length, (*outcome.best)[s]);
      for (int k = 0; k < slot.length; ++k)
        out.grid.fields[static_cast<std::size_t>(slot.cells[static_cast<std::size_t>(k)])] =
            letter_char(letters[static_cast<std::size_t>(k)]);
    }
  } else if (unsat) {
    out.status = FillStatus::Unsatisfiable;
    out.reason = unsat_reason;
  } else {
    out.status = stop.stopped() ? FillStatus::Stopped : FillStatus::Failed;
  }
  return out;
}

}  // namespace cwg
