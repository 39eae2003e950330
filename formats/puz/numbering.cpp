#include "formats/puz/numbering.hpp"

#include <vector>

#include "formats/puz/puz.hpp"

namespace cwg::puz {

blackgrid::Numbering number_solution(int width, int height, const std::string& solution) {
  std::vector<bool> black(solution.size());
  for (std::size_t i = 0; i < solution.size(); ++i) black[i] = is_black(solution[i]);
  return blackgrid::number_grid(width, height, black);
}

}  // namespace cwg::puz
