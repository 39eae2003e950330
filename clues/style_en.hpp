#pragma once
/// The house style of a clue printed beside an American grid (issue 27): it starts with a
/// capital letter, as every American paper prints it ("raise" -> "Raise"); a blank "___"
/// or a digit stays as it is.
#include <string>

namespace cwg::clues::en {

/// `clue` in the American house style.
std::string house_style(std::string clue);

}  // namespace cwg::clues::en
