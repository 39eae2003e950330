// The runs found once, by one scan per direction; the numbering is read off their starts.
#include "blackgrid/words.hpp"

#include <cassert>
#include <cstddef>

namespace cwg::blackgrid {

std::vector<Word> runs(int width, int height, const std::vector<bool>& black) {
  assert(black.size() == static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
  std::vector<Word> out;
  for (const bool across : {true, false}) {
    const int outer = across ? height : width, inner = across ? width : height;
    for (int a = 0; a < outer; ++a) {
      const auto open = [&](int b) {
        return !black[static_cast<std::size_t>(across ? a * width + b : b * width + a)];
      };
      for (int b = 0; b < inner;) {
        int e = b;
        while (e < inner && open(e)) ++e;
        if (e - b >= 2) out.push_back({0, across, across ? a : b, across ? b : a, e - b});
        b = e > b ? e : b + 1;
      }
    }
  }
  return out;
}

std::vector<int> cells(const Word& word, int width) {
  std::vector<int> out;
  out.reserve(static_cast<std::size_t>(word.length));
  for (int k = 0; k < word.length; ++k)
    out.push_back(word.across ? word.row * width + word.col + k
                              : (word.row + k) * width + word.col);
  return out;
}

Numbering number_grid(int width, int height, const std::vector<bool>& black) {
  // The word starting at each square, per direction; numbers follow reading order.
  const std::size_t squares = black.size();
  std::vector<int> starts_across(squares, -1), starts_down(squares, -1);
  const std::vector<Word> words = runs(width, height, black);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const auto at = static_cast<std::size_t>(words[i].row * width + words[i].col);
    (words[i].across ? starts_across : starts_down)[at] = static_cast<int>(i);
  }
  Numbering out;
  out.cell_number.assign(squares, 0);
  int next = 1;
  for (std::size_t at = 0; at < squares; ++at) {
    if (starts_across[at] < 0 && starts_down[at] < 0) continue;
    out.cell_number[at] = next;
    for (const int w : {starts_across[at], starts_down[at]}) {
      if (w < 0) continue;
      Word word = words[static_cast<std::size_t>(w)];
      word.number = next;
      (word.across ? out.across : out.down).push_back(word);
      out.in_clue_order.push_back(word);
    }
    ++next;
  }
  return out;
}

}  // namespace cwg::blackgrid
