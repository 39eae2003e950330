// Which fields the ratings punish, field by field. rate() only counts them; the picture
// needs to know where they are. The definitions are rate()'s (scoring/ratings.cpp):
// a word is a question whose start is a solution field, covering its whole run; a letter
// covered by exactly one word is uncrossed; an uncrossed letter with an uncrossed
// 4-neighbour is dead; clusters are 8-connected groups of '?' fields.
#include <vector>

#include "render/render.hpp"

namespace cwg {

std::vector<std::uint8_t> mark_fields(const ArrowwordGrid& grid) {
  const std::size_t n = grid.fields.size();
  std::vector<std::uint8_t> marks(n, 0);
  std::vector<std::uint8_t> cover(n, 0);  // words over a field, saturated at 2
  for (const Slot& slot : word_slots(grid)) {
    const int dr = slot.dir == Dir::Down ? 1 : 0;
    const int dc = slot.dir == Dir::Right ? 1 : 0;
    for (int k = 0; k < slot.length; ++k) {
      std::uint8_t& c =
          cover[static_cast<std::size_t>(grid.index(slot.row + k * dr, slot.col + k * dc))];
      if (c < 2) ++c;
    }
  }
  auto uncrossed = [&](int r, int c) {
    return grid.solution(r, c) && cover[static_cast<std::size_t>(grid.index(r, c))] == 1;
  };
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c) {
      if (!uncrossed(r, c)) continue;
      std::uint8_t& m = marks[static_cast<std::size_t>(grid.index(r, c))];
      m |= kMarkUncrossed;
      if (uncrossed(r - 1, c) || uncrossed(r + 1, c) || uncrossed(r, c - 1) || uncrossed(r, c + 1))
        m |= kMarkDead;
    }

  // Clusters by depth-first search; `group` collects one cluster's fields.
  std::vector<std::uint8_t> seen(n, 0);
  std::vector<int> stack, group;
  for (std::size_t start = 0; start < n; ++start) {
    if (grid.fields[start] != kQuestionField || seen[start]) continue;
    seen[start] = 1;
    stack.assign(1, static_cast<int>(start));
    group.clear();
    while (!stack.empty()) {
      const int f = stack.back();
      stack.pop_back();
      group.push_back(f);
      const int r = f / grid.cols, c = f % grid.cols;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          if (!grid.inside(r + dr, c + dc)) continue;
          const auto j = static_cast<std::size_t>(grid.index(r + dr, c + dc));
          if (grid.fields[j] != kQuestionField || seen[j]) continue;
          seen[j] = 1;
          stack.push_back(static_cast<int>(j));
        }
    }
    if (group.size() >= 3)
      for (int f : group) marks[static_cast<std::size_t>(f)] |= kMarkCluster;
  }
  return marks;
}

}  // namespace cwg

namespace cwg {

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

}  // namespace cwg
