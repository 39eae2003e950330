#pragma once
/// `cwg endgame`: the exact value and best sequence of a position with the bag empty
/// (game/endgame), read from a .cgp line or a .gcg record's turn, as a text or JSON report.
#include <optional>
#include <ostream>
#include <string>

#include "analysis/commands.hpp"
#include "analysis/deep_turn.hpp"
#include "game/endgame/endgame.hpp"

namespace cwg::analysis {

struct EndgameRequest {
  std::string input, dict = default_lexicon();
  std::optional<int> at;
  int plies = 0;       ///< 0: until solved
  double seconds = 0;  ///< 0: no limit
  int threads = 1;
  bool json = false;
};

/// `res`'s line as players read it, with how it ends and the end's rack points for the
/// player on turn at the start (`pos`'s racks[0]).
SolvedLine solved_line(const endgame::Result& res, const endgame::Position& pos,
                       const game::Distribution& d);

/// InputError "endgame: ..." for a flag out of range.
void check_endgame(const EndgameRequest& r);

/// The whole command: the position read and checked (the bag must be empty; the racks are
/// the rack on turn and the unseen tiles), solved, reported.
std::string run_endgame(const EndgameRequest& r, std::ostream& err);

}  // namespace cwg::analysis
