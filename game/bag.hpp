#pragma once
/// What is left of the bag once the board's tiles are out: the counts the replay checks
/// racks against (a rack stated at the end, an end-of-game rack, a withdrawn play's tiles).
#include <string>
#include <vector>

#include "game/board.hpp"
#include "game/tiles.hpp"

namespace cwg::game {

/// Per tile code (kBlank for blanks, designated blanks counted as blanks), the
/// distribution's count less the tiles on the board; may go negative on a broken board.
std::vector<int> tiles_left(const Board& board, const Distribution& d);

/// Takes `tiles` out of `left`; returns the faces of those it does not hold ("" when all
/// are there). Unknown tiles (0xFF) are skipped.
std::string take_left(std::vector<int>& left, const TileString& tiles, const Distribution& d);

/// Removes `used` from `rack`; false (rack unchanged) when it lacks some, their faces
/// added to `missing` when given. Unknown tiles (0xFF) match anything.
bool take_from_rack(TileString& rack, const TileString& used, std::string* missing,
                    const Distribution& d);

/// The same tiles in any order.
bool same_tiles(TileString a, TileString b);

}  // namespace cwg::game
