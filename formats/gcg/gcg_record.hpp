#pragma once
/// A GCG record as the replay takes it (game/replay.hpp): players in #player order, tile
/// strings split into faces by the record's #tile declarations or its `|` form.
#include "formats/gcg/gcg.hpp"
#include "game/replay.hpp"

namespace cwg::gcg {

/// The record's turns; #rackN and #incomplete pragmas after an event become its
/// racks_after, those before the first event the record's racks_at_start. The reader has
/// checked every nickname, so each event has its player.
game::Record to_record(const Game& game);

}  // namespace cwg::gcg
