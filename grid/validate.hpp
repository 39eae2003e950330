#pragma once
/// The validator for SPEC.md rules 1–7 (6 and 7 as warnings). It is written apart from the
/// solver and shares no code with it: it walks the fields and arrows itself, so a solver
/// bug cannot hide behind a shared helper.
#include <string>
#include <unordered_set>
#include <vector>

#include "grid/grid.hpp"

namespace cwg::arrowword {

struct ValidationReport {
  std::vector<std::string> errors;    ///< rules 1–5, and mismatches against the spec grid
  std::vector<std::string> warnings;  ///< rules 6–7
  int unfilled = 0;                   ///< fields still '.'
  bool valid() const { return errors.empty(); }
};

/// Checks rules 1–7. `words` is the word list (normalized A–Z words); nullptr skips the
/// "is in the word list" part of rule 5. Words that still contain '.' are not looked up.
/// Messages name the field as "(row, col)" 0-based and the rule, e.g.
/// "rule 4: question (6, 1) type 5 has a bent arrow away from row 0, column 0 and islands".
ValidationReport validate(const ArrowwordGrid& grid, const std::unordered_set<std::string>* words);

/// Checks a grid against the empty test case it was made from: same size, the same blocked
/// fields with the same characters, and every letter or question field given there kept.
/// Appends errors to `report`.
void check_against_spec(const ArrowwordGrid& grid, const ArrowwordGrid& spec,
                        ValidationReport& report);

}  // namespace cwg::arrowword
