// Word slots from questions and arrows (SPEC.md, "Arrows"). This is the grid model the
// solver and scorer use; the validator deliberately has its own copy of this logic.
#include <vector>

#include "arrowword/grid.hpp"

namespace cwg::arrowword {

std::vector<Slot> word_slots(const ArrowwordGrid& grid) {
  std::vector<Slot> slots;
  slots.reserve(grid.questions.size());
  for (std::size_t i = 0; i < grid.questions.size(); ++i) {
    const Question& q = grid.questions[i];
    Slot slot;
    slot.question = static_cast<int>(i);
    if (q.type < 0 || q.type >= kArrowTypes) {
      slot.row = q.row;
      slot.col = q.col;
      slots.push_back(slot);
      continue;
    }
    const Arrow& arrow = kArrows[q.type];
    slot.row = q.row + arrow.dr;
    slot.col = q.col + arrow.dc;
    slot.dir = arrow.dir;
    const int dr = arrow.dir == Dir::Down ? 1 : 0;
    const int dc = arrow.dir == Dir::Right ? 1 : 0;
    int r = slot.row;
    int c = slot.col;
    while (grid.solution(r, c)) {
      ++slot.length;
      r += dr;
      c += dc;
    }
    slots.push_back(slot);
  }
  return slots;
}

bool bent_allowed(const ArrowwordGrid& grid, int r, int c) {
  return r == 0 || c == 0 || grid.blocked(r, c - 1) || grid.blocked(r - 1, c);
}

}  // namespace cwg::arrowword
