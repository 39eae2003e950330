#pragma once
/// `cwg moves`: every legal play of each position of .cgp files, game records (.gcg) or a
/// position given as a string, with its score, or the N best found without listing the
/// others; `--bench` times the generator on the same positions instead. Every input is read
/// and every lexicon built before anything is listed, so bad input leaves no half output.
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "analysis/listed_positions.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/movegen.hpp"

namespace cwg::analysis {

/// The flags of `cwg moves`.
struct MovesRequest {
  std::vector<std::string> inputs;
  std::optional<std::string> cgp;
  std::string dict;
  std::optional<std::string> distribution;
  std::size_t top = 0;  ///< 0: every play
  game::RankBy by = game::RankBy::Score;
  std::string leaves = "default";  ///< --by equity: leave values (default|none|FILE)
  bool json = false;
  bool bench = false;
  double bench_ms = 20;
};

/// `--by` read: InputError "moves: --by must be score or equity, not 'X'" otherwise.
game::RankBy rank_by(const std::string& by);

/// InputError "moves: ..." when no position is given or --bench-ms is not positive.
void check_request(const MovesRequest& r);

/// "PATH: N of M lines skipped: characters outside the X alphabet (first: line L 'W')", or
/// "" when the lexicon read every line.
std::string skipped_lines_note(const game::Lexicon& lex, const std::string& path);

/// Every position of the request's inputs, in order (--cgp first), racks checked.
std::vector<game::ListedPosition> read_positions(const MovesRequest& r);

/// A lexicon per distribution, built once, with its generator.
struct MovesEngine {
  game::Lexicon lexicon;
  std::unique_ptr<game::MoveGenerator> generator;
  double build_seconds = 0;        ///< wall clock
  double build_cpu_seconds = 0;    ///< this thread's CPU time
  double prepare_cpu_seconds = 0;  ///< generate_best's anagram filter (with --top)
};
using MovesEngines = std::map<std::string, std::unique_ptr<MovesEngine>>;

/// The engine of the position's distribution, built on first use (a note on `err` when the
/// lexicon has lines outside the alphabet).
MovesEngine& engine_for(const game::ListedPosition& pos, const MovesRequest& r,
                        MovesEngines& engines, std::ostream& err);

/// The listing of every position (text, or one JSON array with an object per input file);
/// one note per input on `err` when its boards hold words the lexicon lacks.
std::string list_moves(const MovesRequest& r, const std::vector<game::ListedPosition>& positions,
                       MovesEngines& engines, std::ostream& err);

/// `--bench`: generations per second on each position, one thread; with --top also the
/// N best (made text, as listed) against the full list in the same run. The table as text.
std::string moves_bench(const MovesRequest& r, const std::vector<game::ListedPosition>& positions,
                        MovesEngines& engines);

/// The whole command: positions read, engines built, then listed or timed (stdout's text).
std::string run_moves(const MovesRequest& r, std::ostream& err);

}  // namespace cwg::analysis
