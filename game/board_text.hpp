#pragma once
/// The board as plain text for terminals: column letters on top, row numbers at the left,
/// tiles as their faces (blanks in lower case), empty squares as their premium: `=` triple
/// word, `-` double word, `"` triple letter, `'` double letter, `.` plain, `*` the centre.
#include <string>

#include "game/board.hpp"
#include "game/tiles.hpp"

namespace cwg::game {

/// One line per row, each ending in '\n'.
std::string board_text(const Board& board, const Distribution& distribution);

}  // namespace cwg::game
