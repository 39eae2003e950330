#pragma once
/// Theme words: words a puzzle maker wants in the grid. Each is written into the empty grid
/// before the layout is designed, as given letters with a question field (or the border)
/// on either side, so the run is exactly the word; the layout designer keeps given letters
/// and question fields and clues every run, and the fill completes the grid around them.
#include <cstdint>
#include <string>
#include <vector>

#include "grid/grid.hpp"

namespace cwg::arrowword {

/// Where a theme word went.
struct ThemePlacement {
  std::string word;
  int row = 0, col = 0;  ///< first letter
  Dir dir = Dir::Right;
};

struct ThemeResult {
  ArrowwordGrid grid;                   ///< the input with the words written in
  std::vector<ThemePlacement> placed;   ///< in the order of the words given
  std::vector<std::string> not_placed;  ///< words for which no free place was left
};

/// Places `words` (A-Z, distinct) into `input`, longest first, each where it keeps farthest
/// from the words already placed; `seed` breaks ties, so another seed gives other places.
/// A word is placed only on empty fields ('.', or a letter it agrees with) with the border,
/// a question field or an empty field on either end; places whose ends are the border come
/// first (no question field is forced into the grid). A word without a place is listed in
/// not_placed.
ThemeResult place_theme_words(const ArrowwordGrid& input, const std::vector<std::string>& words,
                              std::uint64_t seed);

}  // namespace cwg::arrowword
