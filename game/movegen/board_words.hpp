#pragma once
/// The words already on a board that a lexicon lacks: a position built under another
/// lexicon (or a phony left standing) still gets its plays, and the user is told once.
#include <string>
#include <vector>

#include "game/board.hpp"
#include "game/movegen/lexicon.hpp"

namespace cwg::game {

/// Every run of two or more tiles, across and down, that is not in `lexicon`, as faces of
/// its alphabet (blanks in lower case), in board order, each distinct word once.
std::vector<std::string> board_words_not_in(const Board& board, const Lexicon& lexicon);

}  // namespace cwg::game
