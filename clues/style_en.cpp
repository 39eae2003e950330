#include "clues/style_en.hpp"

namespace cwg::clues::en {

std::string house_style(std::string clue) {
  if (!clue.empty() && clue[0] >= 'a' && clue[0] <= 'z')
    clue[0] = static_cast<char>(clue[0] & ~0x20);
  return clue;
}

}  // namespace cwg::clues::en
