#include "american/fill_grid.hpp"

#include <cstddef>

#include "core/input_error.hpp"
#include "core/letters.hpp"

namespace cwg::american {

namespace {

/// Throws for the first open square no word passes through.
void check_covered(const txt::Grid& layout, const std::vector<blackgrid::Word>& words,
                   const std::string& file) {
  std::vector<char> covered(layout.squares.size(), 0);
  for (const auto& word : words)
    for (int cell : blackgrid::cells(word, layout.cols))
      covered[static_cast<std::size_t>(cell)] = 1;
  for (int i = 0; i < layout.rows * layout.cols; ++i)
    if (layout.squares[static_cast<std::size_t>(i)] == '.' && !covered[static_cast<std::size_t>(i)])
      throw InputError(file, layout.first_line + i / layout.cols, i % layout.cols + 1,
                       "this empty square is in no word of two or more letters");
}

/// "the across word at line L, column C (length N)".
std::string describe(const GridProblem& grid, int slot) {
  const auto& word = grid.words[static_cast<std::size_t>(slot)];
  return std::string("the ") + (word.across ? "across" : "down") + " word at line " +
         std::to_string(grid.layout.first_line + word.row) + ", column " +
         std::to_string(word.col + 1) + " (length " + std::to_string(word.length) + ")";
}

}  // namespace

GridProblem make_problem(const txt::Grid& layout, const std::string& file) {
  GridProblem grid{
      layout, blackgrid::runs(layout.cols, layout.rows, txt::black_squares(layout)), {}};
  check_covered(layout, grid.words, file);
  fill::FillProblem& problem = grid.problem;
  problem.cells = layout.rows * layout.cols;
  problem.cell_mask.assign(static_cast<std::size_t>(problem.cells), kAllLetters);
  for (int i = 0; i < problem.cells; ++i) {
    const char ch = layout.squares[static_cast<std::size_t>(i)];
    if (ch >= 'A' && ch <= 'Z')
      problem.cell_mask[static_cast<std::size_t>(i)] = 1u << letter_code(ch);
  }
  for (const auto& word : grid.words)
    problem.slots.push_back({word.length, blackgrid::cells(word, layout.cols)});
  fill::link_crossings(problem);
  return grid;
}

std::string no_fill_reason(const GridProblem& grid, const fill::FillAnswer& answer) {
  switch (answer.reason) {
    case fill::NoFillReason::NoWordOfLength:
      return describe(grid, answer.slot) +
             " is longer than any word in the list or has no word of its length";
    case fill::NoFillReason::SameCells:
      return describe(grid, answer.slot) + " and " + describe(grid, answer.other) +
             " are the same word";
    case fill::NoFillReason::NoCandidate:
      return describe(grid, answer.slot) + " has no candidate word left";
    default:
      return "the search tried every word and found no fill";
  }
}

txt::Grid filled_grid(const GridProblem& grid, const Dictionary& dict,
                      const fill::FillAnswer& answer) {
  txt::Grid filled = grid.layout;
  const auto& slots = grid.problem.slots;
  for (std::size_t s = 0; s < slots.size(); ++s) {
    const std::string word = fill::answer_word(grid.problem, dict, answer, static_cast<int>(s));
    for (std::size_t k = 0; k < word.size(); ++k)
      filled.squares[static_cast<std::size_t>(slots[s].cells[k])] = word[k];
  }
  return filled;
}

FillResult fill_layout(const GridProblem& grid, const Dictionary& dict,
                       const fill::FillOptions& opts, const StopToken& stop) {
  const fill::FillAnswer answer = fill::fill_grid(grid.problem, dict, opts, stop);
  FillResult result;
  result.status = answer.status;
  result.stats = answer.stats;
  result.cut = answer.cut;
  if (answer.status == fill::FillStatus::Solved) result.grid = filled_grid(grid, dict, answer);
  if (answer.status == fill::FillStatus::Unsatisfiable)
    result.reason = no_fill_reason(grid, answer);
  return result;
}

}  // namespace cwg::american
