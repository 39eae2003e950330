#pragma once
/// `cwg info|convert|render` of crossword-game records (.gcg) and positions (.cgp, or a
/// position given as a string): what each verb reads, checks, reports and writes, given the
/// flags as parsed. Reports go to `out`, one line per problem to `err`; bad input throws
/// InputError (or the format's error), so nothing half made is written.
#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <unordered_set>
#include <vector>

#include "formats/cgp/cgp.hpp"
#include "game/replay.hpp"
#include "game/tiles.hpp"
#include "gamefiles/game_report.hpp"

namespace cwg::gamefiles {

/// The flags of the three verbs.
struct FileOptions {
  std::vector<std::string> inputs;
  std::optional<std::string> cgp;  ///< --cgp STRING
  std::string out;                 ///< -o FILE ("-": standard output)
  std::optional<std::string> variant;
  std::optional<std::size_t> at;
  std::optional<std::size_t> line;
  std::optional<std::string> distribution;
  std::optional<std::string> dict;
  bool json = false;
};

/// InputError "cwg VERB: ..." when --variant is neither ascii nor utf8, or no input is given.
void check_options(const FileOptions& o, const std::string& verb);

/// Every input reported (text, or one JSON array with --json); a malformed one is one line
/// on `err` (and an object with its error) and makes the exit 2, a record that fails its
/// checks makes it at least 1.
int info(const FileOptions& o, std::ostream& out, std::ostream& err);
/// A record written back (.gcg), positions in a variant (.cgp), or the position after --at
/// events of a record (.gcg to .cgp); 1 when the record does not replay.
int convert(const FileOptions& o, std::ostream& out, std::ostream& err);
/// A record after --at events, or the position on --line of a .cgp, as an SVG board
/// (default output: the input's name with .svg); 1 when the record does not replay.
int render(const FileOptions& o, std::ostream& out);

/// Reads the record `file`; its distribution from --distribution, its #lexicon or its
/// letters.
LoadedGame load_game_file(const std::string& file, const FileOptions& o);

/// Replays the loaded record up to --at (InputError when the record is shorter), checking
/// words against `words` when given.
game::ReplayResult replay_game(const LoadedGame& g, const FileOptions& o,
                               const std::unordered_set<std::string>* words);

/// The distribution of --distribution (kept in `owned`), or nullptr when none was given.
const game::Distribution* given_distribution(const FileOptions& o,
                                             std::optional<game::Distribution>& owned);

/// The name positions from `file` are reported under: the file, or "--cgp" when empty.
std::string positions_name(const std::string& file);

/// The text positions are read from: the file's bytes, or --cgp's line when `file` is empty.
std::string positions_text(const FileOptions& o, const std::string& file);

}  // namespace cwg::gamefiles
