// Filling a fixed layout: the slots come from the grid's own arrows; only '.' fields change.
#include <string>

#include "solver/attempts.hpp"
#include "solver/solver.hpp"

namespace cwg {

FillResult fill_layout(const ArrowwordGrid& layout, const Dictionary& dict, const SolverOptions& opts,
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
  for (std::size_t i = 0; i < slots.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (slots[i].row == slots[j].row && slots[i].col == slots[j].col &&
          slots[i].dir == slots[j].dir) {
        out.status = FillStatus::Unsatisfiable;
        out.reason = describe(slots[i]) + " and " + describe(slots[j]) +
                     " are the same word, which may not appear twice";
        return out;
      }
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
    problem.slots.push_back(std::move(fs));
  }
  link_crossings(problem);

  // A proof that no fill exists ends every attempt (it comes from the root propagation,
  // the same in every attempt, or from an exhaustive search).
  StopToken stop(opts.time, interrupt);
  std::mutex mutex;
  bool unsat = false;
  std::string unsat_reason;
  auto outcome = run_attempts<std::vector<int>>(
      opts.threads, opts.restarts, opts.patience, stop,
      [&](std::int64_t i, const StopToken& mine) -> std::optional<std::pair<std::vector<int>, double>> {
        Rng rng(opts.seed, static_cast<std::uint64_t>(i));
        std::vector<double> weights(problem.slots.size(), 1.0);
        Search search(problem, dict, opts, mine);
        const FillStatus st = search.run(rng, opts.fill_restarts, weights);
        std::lock_guard<std::mutex> lock(mutex);
        out.stats += search.stats();
        if (st == FillStatus::Unsatisfiable && !unsat) {
          unsat = true;
          stop.request();
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
    out.status = interrupt && interrupt->load() ? FillStatus::Stopped : FillStatus::Failed;
  }
  return out;
}

}  // namespace cwg
