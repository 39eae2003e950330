#pragma once
/// The positions `cwg moves` lists plays for, from a CGP position or a replayed record:
/// where each came from, its board, the rack on turn, the distribution and the rules, with
/// the rack checked before any play is generated.
#include <memory>
#include <string>
#include <vector>

#include "formats/cgp/cgp.hpp"
#include "game/board.hpp"
#include "game/movegen/movegen.hpp"
#include "game/replay.hpp"
#include "game/tiles.hpp"

namespace cwg::game {

/// One position to list: where it came from, the board, the rack on turn and the rules.
struct ListedPosition {
  std::string where;      ///< "file:line", or the file alone for --cgp
  std::string file;       ///< the input it came from ("--cgp" for the command line's)
  std::size_t input = 0;  ///< the input's index: its positions form one JSON object
  int line = 0;           ///< its line in the file (0 for --cgp)
  Board board = Board::standard();
  TileString rack;
  std::shared_ptr<const Distribution> dist;
  Rules rules;
};

/// MovesError naming `file` and `line` when `rack` is empty (nothing to play) or holds more
/// of a tile than `dist` has.
void check_rack_on_turn(const TileString& rack, const Distribution& dist, const std::string& file,
                        int line);

/// The position of a CGP line (line 0: given on the command line) with its rack on turn
/// checked, and the bingo bonus the position names.
ListedPosition listed_position(const cgp::Position& p, const std::string& file, int line,
                               std::size_t input);

/// The positions of a record, one before each play whose rack it gives (record_positions).
std::vector<ListedPosition> listed_positions(const Record& record, const Distribution& dist,
                                             const std::string& file, std::size_t input);

}  // namespace cwg::game
