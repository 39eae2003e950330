// Numbering as Across Lite does it; one-square runs get no number.
#include "formats/puz/numbering.hpp"

#include <cassert>

#include "formats/puz/puz.hpp"

namespace cwg::puz {

Numbering number_grid(int width, int height, const std::vector<bool>& black) {
  assert(black.size() == static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
  auto is_black = [&](int r, int c) {
    return r < 0 || c < 0 || r >= height || c >= width ||
           black[static_cast<std::size_t>(r * width + c)];
  };
  auto run = [&](int r, int c, int dr, int dc) {
    int n = 0;
    while (!is_black(r + n * dr, c + n * dc)) ++n;
    return n;
  };
  Numbering out;
  out.cell_number.assign(black.size(), 0);
  int next = 1;
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) {
      if (is_black(r, c)) continue;
      const bool across = is_black(r, c - 1) && !is_black(r, c + 1);
      const bool down = is_black(r - 1, c) && !is_black(r + 1, c);
      if (!across && !down) continue;
      out.cell_number[static_cast<std::size_t>(r * width + c)] = next;
      if (across) {
        out.across.push_back({next, true, r, c, run(r, c, 0, 1)});
        out.in_clue_order.push_back(out.across.back());
      }
      if (down) {
        out.down.push_back({next, false, r, c, run(r, c, 1, 0)});
        out.in_clue_order.push_back(out.down.back());
      }
      ++next;
    }
  return out;
}

Numbering number_solution(int width, int height, const std::string& solution) {
  std::vector<bool> black(solution.size());
  for (std::size_t i = 0; i < solution.size(); ++i) black[i] = is_black(solution[i]);
  return number_grid(width, height, black);
}

}  // namespace cwg::puz
