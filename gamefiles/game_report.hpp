#pragma once
/// What `cwg info` says about crossword-game files: a record read with its distribution,
/// its replay's report (the events, the players' scores, the board, each illegal event,
/// wrong score and unknown word with its line), and a position's summary; as text and as
/// the JSON objects of the repository's shape.
#include <nlohmann/json_fwd.hpp>
#include <string>

#include "formats/cgp/cgp.hpp"
#include "formats/gcg/gcg.hpp"
#include "game/replay.hpp"
#include "game/tiles.hpp"

namespace cwg::gamefiles {

/// A game record read and turned into the replay's record, with its distribution.
struct LoadedGame {
  std::string file;
  gcg::Game game;
  game::Record record;
  game::Distribution distribution;
  std::string lexicon;
  /// Set when no shipped distribution holds the record's letters and none was given: it
  /// is replayed with English, and the letters English lacks are named as unknown tiles.
  bool distribution_guessed = false;
};

/// Reads the record `bytes` of `file`; its distribution is `given`, else the one its
/// #lexicon or its letters name, else English (guessed).
LoadedGame load_game(const std::string& file, const std::string& bytes,
                     const game::Distribution* given);

/// The report of a replayed record: a heading, the players, the board, the findings in
/// line order ("FILE:LINE:COL: ..."), and "valid: ..." or "not valid".
std::string game_text(const LoadedGame& g, const game::ReplayResult& r);
/// The same as a JSON object (`file`, `format` first; `words_not_in_lexicon` when the
/// words were checked; `cgp`: the position reached).
nlohmann::ordered_json game_json(const LoadedGame& g, const game::ReplayResult& r, bool with_words);

/// A position of `file`'s line `line`: its variant, size, distribution, board, racks,
/// scores and opcodes.
std::string position_text(const cgp::Position& p, const std::string& file, int line);
nlohmann::ordered_json position_json(const cgp::Position& p, int line);

}  // namespace cwg::gamefiles
