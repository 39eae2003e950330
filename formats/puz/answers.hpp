#pragma once
/// Writing a solution into a puzzle (for a fill of an American grid, issue 10 item 7):
/// one answer per square, a rebus square's answer longer than one letter. The letters go
/// into the solution grid and the rebus squares into GRBS and RTBL; puz::format() then
/// writes every checksum to match.
#include <string>
#include <vector>

#include "formats/puz/puz.hpp"

namespace cwg::puz {

/// `answers` holds one entry per square, row by row: "" for a black square, the letter or
/// the rebus text (ISO-8859-1 bytes in 1.x, UTF-8 in 2.0) otherwise. An answer RTBL
/// already holds keeps its key, a new one takes the smallest free key; GRBS and RTBL are
/// created, rewritten in place, or dropped when no rebus square is left. Throws
/// PuzError(Scramble) for a scrambled puzzle, PuzError(BadSection) past 254 rebus answers.
/// Asserts the shape: as many answers as squares, empty exactly on the black squares.
void set_answers(Puzzle& p, const std::vector<std::string>& answers, const std::string& name);

}  // namespace cwg::puz
