#pragma once
/// The text read-out of a .puz (`cwg info`): what the file holds, the verdict of every check
/// and the clue lists, mapped from the model and its summary (the JSON twin is info_json).
#include <string>

#include "formats/puz/puz.hpp"
#include "formats/puz/summary.hpp"

namespace cwg::puz {

/// The lines `cwg info` prints for a readable file named `file`.
std::string info_text(const std::string& file, const Puzzle& p, const Summary& s);

/// Why the solution cannot be shown: "the solution is scrambled (cwg unlock first)" or "the
/// solution is withheld"; "" when it can.
std::string no_solution_text(const Puzzle& p);

/// Why a puzzle whose checks fail is refused: "FILE: N failed checks; WHAT:" and each failed
/// check on a line of its own, indented; "" when every check passes.
std::string failed_checks_text(const std::string& file, const Summary& s, const std::string& what);

}  // namespace cwg::puz
