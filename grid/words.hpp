#pragma once
/// The words of an arrowword as `cwg words` lists them: per word its question field, arrow,
/// start, direction, length and letters ('.' where the grid has none yet), and the fields of
/// a solution word; as a JSON object or a text table.
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "grid/grid.hpp"

namespace cwg::arrowword {

struct WordRow {
  Question question;
  Slot slot;
  std::string text;  ///< slot_text: the letters, '.' for a missing one
};

/// A row per question whose arrow leads into a field (an arrow into nothing is the
/// validator's business), in question order.
std::vector<WordRow> word_rows(const ArrowwordGrid& grid);

/// "across" or "down".
const char* direction_name(Dir d);

/// The object of `cwg words --json` for `file`: file, format, words, and solution_word (null
/// without `solution_fields`, else the word and its numbered fields).
nlohmann::ordered_json words_json(const std::string& file, const ArrowwordGrid& grid,
                                  const std::vector<WordRow>& rows,
                                  const std::vector<int>& solution_fields);

/// The table `cwg words` prints: a line per word, their count, and the solution word's
/// fields when there are any.
std::string words_table(const ArrowwordGrid& grid, const std::vector<WordRow>& rows,
                        const std::vector<int>& solution_fields);

}  // namespace cwg::arrowword
