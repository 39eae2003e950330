#pragma once
/// Placing one recorded play on the board: the squares it covers, which tiles are new,
/// the checks of where it goes, and its score (premiums only under new tiles, blanks 0,
/// the bingo bonus for a full rack). Used by the replay; usable alone for a single play.
#include <string>
#include <utility>
#include <vector>

#include "game/board.hpp"
#include "game/replay.hpp"
#include "game/tiles.hpp"

namespace cwg::game {

struct PlacedPlay {
  bool applied = false;                     ///< the tiles went onto the board
  std::vector<std::pair<int, int>> placed;  ///< squares of the new tiles
  TileString from_rack;                     ///< the new tiles as taken from a rack (blank = kBlank)
  int score = 0;                            ///< recomputed
  std::vector<TileString> words;            ///< main word first (length >= 2), then cross words
  std::string lm;                           ///< the play in CGP form, "8D AB.C"
  std::vector<std::pair<ReplayErrorKind, std::string>> problems;
};

/// Checks `word` (faces, "." for through squares) at `placement` on `board` and, when the
/// squares allow it (on the board, new tiles on empty squares, through letters equal),
/// puts the new tiles down. Problems of connection (centre, touching, whole word) are
/// reported and the play is still applied, so the rest of the game replays.
PlacedPlay place_play(Board& board, const Placement& placement,
                      const std::vector<std::string>& word, const Distribution& d, int bingo_bonus,
                      int rack_size);

/// Score of the tiles just placed at `placed` (all on one line) on `board`.
int score_placed(const Board& board, const std::vector<std::pair<int, int>>& placed, bool across,
                 const Distribution& d, int bingo_bonus, int rack_size,
                 std::vector<TileString>* words = nullptr);

/// "8H" style name of a square (row number, column letter).
std::string square_name(int row, int col);

}  // namespace cwg::game
