#pragma once
/// A position from a replayed game record, for `cwg convert GAME.gcg -o POS.cgp --at N`.
#include <string>

#include "formats/cgp/cgp.hpp"
#include "game/replay.hpp"

namespace cwg::cgp {

/// The position after the events replayed: board, racks and scores with the on-turn
/// player first (a rack is empty when the record does not state it), the zero-turn count,
/// `lex` (when known), `ld` (when not English) and `lm` (the last turn, when there is one).
Position position_after(const game::Record& record, const game::ReplayResult& replayed,
                        const game::Distribution& distribution, const std::string& lexicon);

}  // namespace cwg::cgp
