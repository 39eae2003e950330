#pragma once
/// The solution word (Lösungswort) of a German arrowword: letter fields, numbered 1..n, whose
/// letters read in that order spell a word. The .cwg file does not hold it: the fields are
/// a pure function of the filled grid and the word, so `cwg solve`, `cwg render` and
/// `cwg words` given the same word pick the same fields.
#include <string>
#include <string_view>
#include <vector>

#include "grid/grid.hpp"

namespace cwg::arrowword {

/// The picked fields as indices row * cols + col, one per letter of `word` (A-Z), all
/// distinct, spread over the grid: letters with the fewest fields to choose from are placed
/// first, each on the field farthest from those already picked (ties: the first in row-major
/// order). Empty when the grid cannot spell it; `missing` then says which letter is short.
std::vector<int> pick_solution_fields(const ArrowwordGrid& grid, std::string_view word,
                                      std::string* missing = nullptr);

/// `raw` (as typed: any case, umlauts) as a solution word of A-Z; throws InputError
/// "--solution-word 'RAW': only letters, please" when it is anything else.
std::string solution_word_or_throw(const std::string& raw);

/// The fields that spell the solution word `raw` (as typed) in `grid`; throws InputError
/// naming `file` when the word has no letters or the grid cannot spell it.
std::vector<int> solution_fields_or_throw(const ArrowwordGrid& grid, const std::string& raw,
                                          const std::string& file);

}  // namespace cwg::arrowword
