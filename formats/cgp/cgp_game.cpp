#include "formats/cgp/cgp_game.hpp"

namespace cwg::cgp {

Position position_after(const game::Record& record, const game::ReplayResult& replayed,
                        const game::Distribution& distribution, const std::string& lexicon) {
  Position pos;
  pos.board = replayed.board;
  pos.distribution = distribution;
  const std::size_t n = record.players.size();
  for (std::size_t k = 0; k < n; ++k) {
    const std::size_t p = (replayed.on_turn + k) % n;
    pos.racks.push_back(p < replayed.racks.size() && replayed.racks[p] ? *replayed.racks[p]
                                                                       : game::TileString{});
    pos.scores.push_back(p < replayed.scores.size() ? replayed.scores[p] : 0);
  }
  pos.zero_turns = replayed.zero_turns;
  if (!lexicon.empty()) pos.opcodes.push_back({"lex", lexicon});
  // Only a shipped distribution can be named so that a reader finds it again.
  if (distribution.name() != "english" && game::Distribution::named(distribution.name()))
    pos.opcodes.push_back({"ld", distribution.name()});
  if (replayed.last_move) pos.opcodes.push_back({"lm", replayed.last_move_cgp});
  return pos;
}

}  // namespace cwg::cgp
