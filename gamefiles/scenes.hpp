#pragma once
/// What `cwg render` draws of crossword-game files: a position or a record replayed up to
/// some event, as the board picture's scene (render/board_svg.hpp). The scene points into
/// its position, or its record and replay, which must outlive it.
#include <utility>
#include <vector>

#include "formats/cgp/cgp.hpp"
#include "gamefiles/game_report.hpp"
#include "render/board_svg.hpp"

namespace cwg::gamefiles {

/// The squares an `lm` play puts new tiles on ("8D AB.C": not the dots); none when the
/// play was withdrawn or the position has none.
std::vector<std::pair<int, int>> lm_squares(const cgp::Position& p);

/// A position: its board, its `lm` play's squares marked, each player's score and rack
/// (the first to move), and "last move: ..." when it names one.
render::BoardScene position_scene(const cgp::Position& p);

/// A record replayed as far as `r` went: the board, the last play's new tiles marked
/// (not a challenged one), each player's score and rack, and "after event N of M: ...".
render::BoardScene record_scene(const LoadedGame& g, const game::ReplayResult& r);

}  // namespace cwg::gamefiles
