#pragma once
/// An SVG picture of a crossword-game board: premium squares coloured and labelled, tiles
/// with their values (blanks marked: their letter in red, no value, a ring), the last
/// play's squares outlined, and beside the board each player's name, score and rack, the
/// player to move marked.
#include <string>
#include <utility>
#include <vector>

#include "game/board.hpp"
#include "game/tiles.hpp"

namespace cwg::render {

struct BoardSide {
  std::string name;
  int score = 0;
  bool rack_known = false;
  game::TileString rack;
  bool on_turn = false;
};

struct BoardScene {
  const game::Board* board = nullptr;
  const game::Distribution* distribution = nullptr;
  std::vector<std::pair<int, int>> highlight;  ///< squares of the last play (row, col)
  std::vector<BoardSide> players;              ///< in the order to show them
  std::string caption;                         ///< a line under the board (the last move, ...)
};

/// The picture as a standalone SVG document.
std::string board_svg(const BoardScene& scene);

}  // namespace cwg::render
