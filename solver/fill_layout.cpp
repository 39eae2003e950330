// Filling a fixed layout: the slots come from the grid's own arrows; only '.' fields change.
// The arrowword side of it: slots and messages; the search is the fill engine's.
#include <algorithm>
#include <string>

#include "core/input_error.hpp"
#include "fill/fill.hpp"
#include "solver/solver.hpp"

namespace cwg::arrowword::solver {

using fill::fill_grid;
using fill::FillAnswer;
using fill::FillOptions;
using fill::FillProblem;
using fill::FillSlot;
using fill::FillStatus;
using fill::link_crossings;
using fill::NoFillReason;

FillResult fill_layout(const ArrowwordGrid& layout, const Dictionary& dict,
                       const SolverOptions& opts, const std::atomic<bool>* interrupt) {
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
           std::to_string(s.col) + "), " + (s.dir == Dir::Right ? "across" : "down") + ", length " +
           std::to_string(s.length) + ")";
  };
  const auto slots = word_slots(layout);
  for (const auto& s : slots) {
    if (s.length < 2) {
      out.status = FillStatus::Unsatisfiable;
      out.reason = describe(s) + " has no room for a word of two letters";
      return out;
    }
    if (s.length > dict.max_length() || dict.count(s.length) == 0) {
      out.status = FillStatus::Unsatisfiable;
      out.reason =
          describe(s) + " is longer than any word in the list or has no word of its length";
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

  FillOptions fo = fill_options(opts);
  const StopToken stop(grid_time(opts), interrupt);
  const FillAnswer answer = fill_grid(problem, dict, fo, stop);
  out.stats = answer.stats;
  out.status = answer.status;
  out.cut = answer.cut;
  switch (answer.status) {
    case FillStatus::Solved:
      for (std::size_t s = 0; s < problem.slots.size(); ++s) {
        const auto& slot = problem.slots[s];
        const auto letters = dict.word(slot.length, answer.words[s]);
        for (int k = 0; k < slot.length; ++k)
          out.grid.fields[static_cast<std::size_t>(slot.cells[static_cast<std::size_t>(k)])] =
              letter_char(letters[static_cast<std::size_t>(k)]);
      }
      break;
    case FillStatus::Unsatisfiable: {
      const auto at = [&](int s) { return slots[static_cast<std::size_t>(s)]; };
      switch (answer.reason) {
        case NoFillReason::NoWordOfLength:
          out.reason = describe(at(answer.slot)) +
                       " is longer than any word in the list or has no word of its length";
          break;
        case NoFillReason::SameCells:
          out.reason = describe(at(answer.other)) + " and " + describe(at(answer.slot)) +
                       " are the same word, which may not appear twice";
          break;
        case NoFillReason::NoCandidate:
          out.reason = describe(at(answer.slot)) + " has no candidate word left";
          break;
        default:
          out.reason = "the search tried every word and found no fill";
      }
      break;
    }
    default:
      // Stopped: by an interrupt, or by the time limit (reported as Failed, "not found").
      out.status = interrupt && interrupt->load() ? FillStatus::Stopped : FillStatus::Failed;
  }
  return out;
}

void check_fill_layout(const ArrowwordGrid& layout, const std::string& path) {
  if (layout.questions.empty())
    throw InputError(path, 0, 0,
                     "no question field: this is an empty grid, not a layout; cwg solve "
                     "designs its question fields and fills it");
  if (std::find(layout.fields.begin(), layout.fields.end(), kEmptyField) == layout.fields.end())
    throw InputError(path, 0, 0,
                     "no open field ('.') to fill; cwg score checks and rates a filled grid");
}

}  // namespace cwg::arrowword::solver
