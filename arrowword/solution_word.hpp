#pragma once
/// The solution word (Lösungswort) of a German arrowword: letter fields, numbered 1..n, whose
/// letters read in that order spell a word. The .cwg file does not hold it: the fields are
/// a pure function of the filled grid and the word, so `cwg solve`, `cwg render` and
/// `cwg words` given the same word pick the same fields.
#include <string>
#include <string_view>
#include <vector>

#include "arrowword/grid.hpp"

namespace cwg::arrowword {

/// The picked fields as indices row * cols + col, one per letter of `word` (A-Z), all
/// distinct, spread over the grid: letters with the fewest fields to choose from are placed
/// first, each on the field farthest from those already picked (ties: the first in row-major
/// order). Empty when the grid cannot spell it; `missing` then says which letter is short.
std::vector<int> pick_solution_fields(const ArrowwordGrid& grid, std::string_view word,
                                      std::string* missing = nullptr);

}  // namespace cwg::arrowword
