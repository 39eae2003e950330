#pragma once
/// What `cwg moves` and its `--bench` share: the options, the positions to list (jobs) and
/// the lexicon and generator built once per distribution (engines).
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/board.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/listed_positions.hpp"
#include "game/movegen/movegen.hpp"
#include "game/tiles.hpp"

namespace cwg::cli {

struct MovesOptions {
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

using MovesJob = game::ListedPosition;

/// A lexicon per distribution, built once, with its generator.
struct MovesEngine {
  game::Lexicon lexicon;
  std::unique_ptr<game::MoveGenerator> generator;
  double build_seconds = 0;        ///< wall clock
  double build_cpu_seconds = 0;    ///< this thread's CPU time
  double prepare_cpu_seconds = 0;  ///< generate_best's anagram filter (with --top)
};
using MovesEngines = std::map<std::string, std::unique_ptr<MovesEngine>>;

/// CPU time of this thread: on a shared machine, waiting for a core is not the generator's.
double thread_seconds();

/// The engine of the job's distribution, built on first use (a note on stderr when the
/// lexicon has lines outside the alphabet).
MovesEngine& engine_for(const MovesJob& job, const MovesOptions& o, MovesEngines& engines);

/// `--bench`: generations per second on each position, one thread; with --top also the
/// N best (made text, as listed) against the full list in the same run.
int run_moves_bench(const MovesOptions& o, const std::vector<MovesJob>& jobs,
                    MovesEngines& engines);

}  // namespace cwg::cli
