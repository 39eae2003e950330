#pragma once
/// The positions of a replayed game record, one before each play whose rack is known: what
/// `cwg moves` lists for a .gcg file, what the benchmark times, and what the tests check
/// the generator against (each recorded play must be in the list before it).
#include <string>
#include <tuple>
#include <unordered_set>
#include <vector>

#include "game/board.hpp"
#include "game/replay.hpp"
#include "game/tiles.hpp"

namespace cwg::game {

struct RecordPosition {
  Board board = Board::standard();  ///< before the play
  TileString rack;                  ///< the rack it was made from (kBlank for '?')
  int event = 0;                    ///< 1-based event number of the play
  int line = 0;                     ///< its line in the record
  std::string coordinate;           ///< as recorded
  /// The play: (row, col, tile) of each new tile, sorted by square; its recomputed score.
  std::vector<std::tuple<int, int, Tile>> placed;
  int score = 0;
  bool score_ok = false;  ///< the record's score for it is the recomputed one
  bool words_ok = false;  ///< every word it forms is in the lexicon (true without one)
  bool legal = false;     ///< the replay found nothing wrong with the event
};

/// Replays `record` on the standard board with `dist` and returns a position before each
/// play with a known rack. `lexicon` (upper-case face strings, may be nullptr) decides
/// words_ok.
std::vector<RecordPosition> record_positions(const Record& record, const Distribution& dist,
                                             const std::unordered_set<std::string>* lexicon);

}  // namespace cwg::game
