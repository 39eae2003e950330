// Which fields the ratings punish, field by field: the flags of grid_figures()
// (arrowword/figures.cpp), the very function rate() counts them with.
#include <vector>

#include "arrowword/figures.hpp"
#include "render/render.hpp"

namespace cwg::render {

using arrowword::ArrowwordGrid;
using arrowword::Dir;
using arrowword::grid_figures;
using arrowword::is_letter_char;
using arrowword::kFlagCluster;
using arrowword::kFlagDead;
using arrowword::kFlagUncrossed;
using arrowword::Slot;
using arrowword::word_slots;

static_assert(int{kMarkUncrossed} == int{kFlagUncrossed} && int{kMarkDead} == int{kFlagDead} &&
                  int{kMarkCluster} == int{kFlagCluster},
              "render marks are the figures' field flags");

std::vector<std::uint8_t> mark_fields(const ArrowwordGrid& grid) {
  std::vector<std::uint8_t> marks;
  grid_figures(grid, &marks);
  return marks;
}

}  // namespace cwg::render

namespace cwg::render {

std::vector<std::string> question_words(const ArrowwordGrid& grid) {
  std::vector<std::string> words;
  for (const Slot& slot : word_slots(grid)) {
    std::string word;
    for (int k = 0; k < slot.length; ++k) {
      const char ch =
          slot.dir == Dir::Down ? grid.at(slot.row + k, slot.col) : grid.at(slot.row, slot.col + k);
      if (!is_letter_char(ch)) {
        word.clear();
        break;
      }
      word += ch;
    }
    words.push_back(std::move(word));
  }
  return words;
}

}  // namespace cwg::render
