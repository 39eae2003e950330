#pragma once
/// One position of the game to search from (`cwg endgame`, `cwg sim`): a line of a .cgp
/// file or the turn of a .gcg record, with the rack on turn and the tiles the player on turn
/// cannot see (the bag and the opponent's rack), checked against each other.
#include <memory>
#include <optional>
#include <string>

#include "game/board.hpp"
#include "game/movegen/movegen.hpp"
#include "game/tiles.hpp"

namespace cwg::analysis {

struct GamePosition {
  std::string where;  ///< "file:line" (a CGP line) or "file: event N (line L)"
  game::Board board = game::Board::standard();
  game::TileString rack;                     ///< on turn
  std::optional<game::TileString> opponent;  ///< when the input states it
  game::TileString unseen;  ///< neither on the board nor on the rack on turn, sorted
  int zero_turns = 0;       ///< scoreless turns in a row before this one
  int scores[2] = {0, 0};   ///< on turn first
  std::string players[2] = {"on turn", "opponent"};
  std::shared_ptr<const game::Distribution> dist;
  game::Rules rules;
  std::string lexicon;  ///< as the input names it ("" when it does not)
  /// The tiles in the bag (the unseen tiles less an opponent's full rack).
  int bag() const;
};

/// Reads the position of `file`: a .cgp file's line `at` (1-based; default the first), or
/// a .gcg record's position before event `at` (default: `endgame` ? the first turn with the
/// bag empty : the last turn whose rack the record gives). InputError "COMMAND: ..." naming
/// the file and line when the rack on turn holds a tile the unseen tiles cannot supply, or
/// a stated opponent's rack is not among them.
GamePosition read_game_position(const std::string& file, std::optional<int> at, bool endgame,
                                const std::string& command);

}  // namespace cwg::analysis
