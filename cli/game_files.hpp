#pragma once
/// What `cwg info|convert|render` of crossword-game files share (cli/game_commands.cpp):
/// the options, a record loaded with its distribution, the replay as the options ask for
/// it, positions read, and outputs written. Each verb is a file of its own:
/// cli/game_info.cpp, cli/game_convert.cpp, cli/game_render.cpp.
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "cli/inputs.hpp"
#include "formats/cgp/cgp.hpp"
#include "formats/gcg/gcg.hpp"
#include "game/files/game_report.hpp"
#include "game/replay.hpp"
#include "game/tiles.hpp"

namespace cwg::cli::game_files {

struct Options {
  std::vector<std::string> inputs;
  std::optional<std::string> cgp;  ///< --cgp STRING
  std::string out;
  std::optional<std::string> variant;
  std::optional<std::size_t> at;
  std::optional<std::size_t> line;
  std::optional<std::string> distribution;
  std::optional<std::string> dict;
  bool json = false;
};

using LoadedGame = gamefiles::LoadedGame;

/// Reads the record `file`; its distribution from --distribution, its #lexicon or its
/// letters.
LoadedGame load_game(const std::string& file, const Options& o);

/// Replays the loaded record up to --at (InputError when the record is shorter), checking
/// words against `words` when given.
game::ReplayResult replay_game(const LoadedGame& g, const Options& o,
                               const std::unordered_set<std::string>* words);

/// The word list of --dict as upper-case words.
std::unordered_set<std::string> load_lexicon(const std::string& path);

/// The distribution of --distribution (kept in `owned`), or nullptr when none was given.
const game::Distribution* given_distribution(const Options& o,
                                             std::optional<game::Distribution>& owned);

/// The name positions from `file` are reported under: the file, or "--cgp" when empty.
std::string positions_name(const std::string& file);

/// The text positions are read from: the file's bytes, or --cgp's line when `file` is empty.
std::string positions_text(const Options& o, const std::string& file);

/// Every position of a .cgp file (one per non-empty line), or the one of --cgp when `file`
/// is empty; the first bad line throws.
std::vector<cgp::Position> load_positions(const Options& o, const std::string& file,
                                          const game::Distribution* dist);

/// "FILE:LINE:COLUMN" (the column left out when 0).
std::string where(const std::string& file, int line, int column);

/// Writes `bytes` to `out` atomically, or to standard output when `out` is "-".
void write_output(const std::string& out, const std::string& bytes);

int info(const Options& o);
int convert(const Options& o);
int render(const Options& o);

}  // namespace cwg::cli::game_files
