#pragma once
/// What the analysis commands do once their flags are read: `cwg leaves` (leave values
/// learned from self-play, in one run or in shards), `cwg play` (a self-play match) and
/// `cwg analyze` (a game record's turns ranked). Progress and notes go to `err`; the
/// report is returned. Bad input throws InputError before any game is played.
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "analysis/deep_analysis.hpp"
#include "analysis/leave_fit.hpp"
#include "formats/gcg/gcg.hpp"
#include "game/movegen/lexicon.hpp"

namespace cwg::analysis {

/// The English lexicon of leaves, play and analyze when no --dict is given: SOWPODS of the
/// shared data beside the checkout (../shared/lexicon/sowpods.txt), found as the word list is
/// (core checkout_file), else the copy an install made (P/share/cwg/lexicon/sowpods.txt);
/// the committed leave table was learned with it.
std::string default_lexicon();
/// What --help says of --dict in those commands.
inline constexpr const char* kLexiconHelp =
    "the word list, one word a line (default: ../shared/lexicon/sowpods.txt beside the "
    "checkout, or the installed copy; English)";

/// Loads `path` with `dist`'s letters; says on `err` how many lines were skipped.
game::Lexicon load_game_lexicon(const std::string& path, const game::Distribution& dist,
                                std::ostream& err);

/// InputError "COMMAND: --games must be 1 .. 100000000" outside that range.
void check_games(std::int64_t games, const std::string& command);

/// The flags of `cwg leaves`.
struct LeavesRequest {
  std::string dict = default_lexicon(), out, start = "none";
  bool merge = false;               ///< --merge: `inputs` are counts files
  std::vector<std::string> inputs;  ///< the positional arguments
  std::int64_t games = 0;
  int generations = 1;
  std::uint64_t seed = 1;
  std::optional<std::string> shard_text;     ///< --shard K/N as given
  std::optional<std::pair<int, int>> shard;  ///< set by check_leaves
  int threads = 1;
  FitOptions fit;
};

/// Checks the flags in the order they are read (the output's folder first: a folder that
/// is not there would only fail at the end) and reads --shard; InputError "leaves: ...".
void check_leaves(LeavesRequest& r);

/// `cwg leaves`: merges counts files and fits, plays one shard and writes its counts, or
/// learns the table over the generations; writes `r.out`. Progress lines on `err`.
void run_leaves(const LeavesRequest& r, std::ostream& err);

/// The flags of `cwg play`.
struct PlayRequest {
  std::string dict = default_lexicon(), first, second;
  std::int64_t games = 0;
  std::uint64_t seed = 1;
  int threads = 1;
  bool json = false;
};

/// `cwg play`: the match's report, text or JSON.
std::string run_play(const PlayRequest& r, std::ostream& err);

/// The flags of `cwg analyze`.
struct AnalyzeRequest {
  std::vector<std::string> games;  ///< the records, in the order given
  std::string dict = default_lexicon(), leaves = "default", html;
  std::size_t top = 5;
  bool json = false;
  bool sim = false;  ///< --sim: each turn simulated, or its endgame solved (deep_analysis.hpp)
  DeepOptions deep;
  std::optional<std::string> shard_text;     ///< --shard K/N as given
  std::optional<std::pair<int, int>> shard;  ///< set by check_analyze
  std::vector<std::string> merge;            ///< --merge: shard files of the same run
};

/// What the report page is titled by: the record's own #title, else its players' names
/// ("Josh Sokol vs James Chew"), else the file's name (never the path as typed).
std::string game_title(const gcg::Game& g, const std::string& path);

/// InputError "analyze: ..." for a flag out of range or flags that exclude each other;
/// reads --shard.
void check_analyze(AnalyzeRequest& r);

/// `cwg analyze`: the report, text or JSON (one after another for several records); with
/// `html` also writes that page (one record). With a shard: that shard's deep turns as JSON
/// lines (a header line, then one line a turn), the report of the run once merged.
std::string run_analyze(const AnalyzeRequest& r, std::ostream& err);

}  // namespace cwg::analysis
