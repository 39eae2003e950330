// The builders from an arrowword and from a text grid; the .puz one is in from_puz.cpp.
#include "puzzle/puzzle.hpp"

#include <algorithm>

#include "blackgrid/words.hpp"

namespace cwg::puzzle {

using arrowword::ArrowwordGrid;
using arrowword::Dir;
using arrowword::is_letter_char;
using arrowword::is_solution_char;
using arrowword::kQuestionField;
using arrowword::Question;
using arrowword::Slot;
using arrowword::word_slots;

bool Puzzle::solved() const {
  return std::all_of(cells.begin(), cells.end(), [](const Cell& c) {
    return c.kind != CellKind::Letter || !c.solution.empty();
  });
}

std::string spell(const Puzzle& p, const Entry& e) {
  std::string answer;
  for (int k = 0; k < e.length; ++k) {
    const Cell& cell = p.cells[p.cell_of(e, k)];
    if (cell.solution.empty()) return {};
    answer += cell.solution;
  }
  return answer;
}

namespace {

std::string clue_for(const ClueMap& clues, const std::string& answer) {
  const auto it = answer.empty() ? clues.end() : clues.find(answer);
  return it == clues.end() ? std::string() : it->second;
}

}  // namespace

Puzzle from_arrowword(const ArrowwordGrid& grid, const ClueMap& clues) {
  Puzzle p;
  p.kind = Kind::Arrowword;
  p.width = grid.cols;
  p.height = grid.rows;
  p.cells.reserve(grid.fields.size());
  for (const char ch : grid.fields) {
    Cell cell;
    if (ch == kQuestionField) {
      cell.kind = CellKind::Question;
    } else if (is_solution_char(ch)) {
      cell.kind = CellKind::Letter;
      if (is_letter_char(ch)) cell.solution = std::string(1, ch);
    } else {
      cell.block = ch;  // ' ' or '-': the grid model holds nothing else
    }
    p.cells.push_back(std::move(cell));
  }
  for (const Slot& slot : word_slots(grid)) {
    const Question& q = grid.questions[static_cast<std::size_t>(slot.question)];
    Entry e;
    e.direction = slot.dir == Dir::Right ? Direction::Across : Direction::Down;
    e.row = slot.row;
    e.col = slot.col;
    e.length = slot.length;
    e.question_row = q.row;
    e.question_col = q.col;
    e.arrow = q.type;
    e.answer = spell(p, e);
    e.clue = clue_for(clues, e.answer);
    p.entries.push_back(std::move(e));
  }
  return p;
}

Entry numbered_entry(const blackgrid::Word& w) {
  Entry e;
  e.number = w.number;
  e.direction = w.across ? Direction::Across : Direction::Down;
  e.row = w.row;
  e.col = w.col;
  e.length = w.length;
  return e;
}

void number_american(Puzzle& p, const ClueMap& clues) {
  std::vector<bool> black(p.cells.size());
  for (std::size_t i = 0; i < p.cells.size(); ++i) black[i] = p.cells[i].kind != CellKind::Letter;
  const blackgrid::Numbering numbering = blackgrid::number_grid(p.width, p.height, black);
  p.entries.clear();
  for (const auto* words : {&numbering.across, &numbering.down})
    for (const blackgrid::Word& w : *words) {
      Entry e = numbered_entry(w);
      e.answer = spell(p, e);
      e.clue = clue_for(clues, e.answer);
      p.entries.push_back(std::move(e));
    }
}

Puzzle from_txt(const txt::Grid& grid, const ClueMap& clues) {
  Puzzle p;
  p.kind = Kind::American;
  p.width = grid.cols;
  p.height = grid.rows;
  for (const char ch : grid.squares) {
    Cell cell;
    if (ch != '#') {
      cell.kind = CellKind::Letter;
      if (ch != '.') cell.solution = std::string(1, ch);
    }
    p.cells.push_back(std::move(cell));
  }
  number_american(p, clues);
  return p;
}

std::vector<std::string> unclued_answers(const Puzzle& p) {
  std::vector<std::string> missing;
  for (const Entry& e : p.entries)
    if (e.length > 0 && e.clue.empty()) missing.push_back(e.answer);
  return missing;
}

std::string cell_name(int row, int col) {
  return "row " + std::to_string(row + 1) + " column " + std::to_string(col + 1);
}

}  // namespace cwg::puzzle
