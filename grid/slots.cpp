// Word slots from questions and arrows (SPEC.md, "Arrows"). This is the grid model the
// solver and scorer use; the validator deliberately has its own copy of this logic.
#include <algorithm>
#include <string>
#include <vector>

#include "grid/grid.hpp"

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

std::string slot_text(const ArrowwordGrid& grid, const Slot& slot) {
  std::string text;
  text.reserve(static_cast<std::size_t>(slot.length));
  for (int k = 0; k < slot.length; ++k)
    text +=
        slot.dir == Dir::Down ? grid.at(slot.row + k, slot.col) : grid.at(slot.row, slot.col + k);
  return text;
}

std::vector<std::string> question_words(const ArrowwordGrid& grid) {
  std::vector<std::string> words;
  for (const Slot& slot : word_slots(grid)) {
    std::string word = slot_text(grid, slot);
    if (!std::all_of(word.begin(), word.end(), is_letter_char)) word.clear();
    words.push_back(std::move(word));
  }
  return words;
}

std::string arrow_name(int type) {
  if (type < 0 || type >= kArrowTypes) return "?";
  const Arrow& a = kArrows[type];
  std::string name = a.dr > 0 ? "down" : a.dr < 0 ? "up" : a.dc > 0 ? "right" : "left";
  if (a.bent) name += std::string(", then ") + (a.dir == Dir::Right ? "right" : "down");
  return name;
}

bool bent_allowed(const ArrowwordGrid& grid, int r, int c) {
  return r == 0 || c == 0 || grid.blocked(r, c - 1) || grid.blocked(r - 1, c);
}

}  // namespace cwg::arrowword
