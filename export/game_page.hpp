#pragma once
/// The page of `cwg export GAME.gcg`: a game record to step through. Before the first event
/// and after each one, the board as `cwg render` draws it (render/board_svg), the scores and
/// the racks; the list of events with their scores. The record is replayed here, once per
/// step, with the game library.
#include <string>

#include "formats/gcg/gcg.hpp"
#include "game/replay.hpp"
#include "game/tiles.hpp"

namespace cwg::page {

struct GamePage {
  std::string html;
  bool legal = true;  ///< false when the record does not replay (the page shows it anyway)
};

/// The page of a record read by gcg::read, turned into `record` by gcg::to_record, and
/// played with `distribution`.
GamePage game_page(const gcg::Game& game, const game::Record& record,
                   const game::Distribution& distribution);

}  // namespace cwg::page
