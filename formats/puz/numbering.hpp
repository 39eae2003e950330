#pragma once
/// The words of a .puz grid, numbered as the format says (blackgrid/words.hpp): the file
/// names its black squares in the solution ('.', and ':' in a diagramless puzzle).
#include <string>

#include "blackgrid/words.hpp"

namespace cwg::puz {

/// The numbering of a solution grid ('.' and ':' black).
blackgrid::Numbering number_solution(int width, int height, const std::string& solution);

}  // namespace cwg::puz
