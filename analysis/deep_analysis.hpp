#pragma once
/// `cwg analyze --sim`: each analysed turn looked at deeper than one move's equity. With
/// tiles in the bag its candidates (the top N by static equity and the play made) are
/// simulated as `cwg sim` does, from the player's view (the unseen tiles are the bag and the
/// opponent's rack together); with the bag empty the endgame solver gives the value and a
/// best line, and the value of the play made (its score, then the opponent's best to the
/// end), each solve within the time limit (exact, or a depth's estimate).
///
/// Each turn is one job, its draws from (seed, event): the turns of many records may be
/// shared among machines (`--shard K/N`, job k of the run to shard k % N + 1) and the
/// shards' results merged into the report one run gives.
#include <cstddef>
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <string>

#include "analysis/game_analysis.hpp"
#include "analysis/sim.hpp"
#include "analysis/win_table.hpp"

namespace cwg::analysis {

struct DeepOptions {
  SimOptions sim;       ///< candidates, plies, iterations, threads; seed of the run
  double seconds = 10;  ///< per turn: the simulation's limit, and each endgame solve's
};

/// The turn's own seed: from (the run's seed, its event), whichever shard runs it.
std::uint64_t turn_seed(std::uint64_t seed, int event);

/// The simulation or endgame of turn `t` (a turn of a partial rack is skipped: its unseen
/// tiles are not known).
DeepTurn deepen_turn(const AnalyzedTurn& t, const game::Lexicon& lexicon,
                     const game::Leaves& leaves, const WinTable& table, const DeepOptions& o);

/// A simulated candidate as `cwg sim --json` and the analysis give it: play, score, equity,
/// iterations, mean_spread, ci95, win_pct, dropped.
nlohmann::ordered_json sim_candidate_json(const SimCandidate& c);

/// A DeepTurn as JSON (`sim` or `endgame`, with `seconds`), as the report and the shard
/// files hold it, and back; deep_from_json throws InputError naming `where` when a field
/// is missing or of the wrong type.
nlohmann::ordered_json deep_to_json(const DeepTurn& d);
DeepTurn deep_from_json(const nlohmann::ordered_json& j, const std::string& where);

}  // namespace cwg::analysis
