// `cwg leaves` once its flags are read: the checks, and the three runs (merge, shard, learn).
#include <cstdio>
#include <filesystem>

#include "analysis/commands.hpp"
#include "analysis/leave_counts.hpp"
#include "analysis/leave_file.hpp"
#include "core/cpu_clock.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"

namespace cwg::analysis {

namespace {

/// The line said as a generation's games are played.
std::string generation_line(int g, const LeaveCounts& counts, const CpuClock& clock) {
  char line[320];
  std::snprintf(line, sizeof line,
                "cwg leaves: generation %d: %lld games in %.1f s (%.0f games/s, %.0f per CPU "
                "second), %lld leaves kept, %zu distinct\n",
                g + 1, static_cast<long long>(counts.games_played), clock.wall(),
                static_cast<double>(counts.games_played) / clock.wall(),
                static_cast<double>(counts.games_played) / clock.cpu(),
                static_cast<long long>(counts.total.count), counts.leaves.size());
  return line;
}

/// --merge: the shards' counts added up and fitted.
void merge_and_fit(const LeavesRequest& r, const game::Distribution& dist, std::ostream& err) {
  std::vector<LeaveCounts> shards;
  for (const std::string& file : r.inputs)
    shards.push_back(parse_counts(read_file(file), file, dist));
  const LeaveCounts merged = merge_counts(shards, r.inputs);
  save_leaves(r.out, fit_leaves(merged, dist, r.fit), dist);
  err << "cwg leaves: " << merged.games_played << " games, " << merged.total.count
      << " leaves kept, " << merged.leaves.size() << " distinct; wrote " << r.out << '\n';
}

}  // namespace

void check_leaves(LeavesRequest& r) {
  const std::filesystem::path folder = std::filesystem::path(r.out).parent_path();
  if (!folder.empty() && !std::filesystem::is_directory(folder))
    throw InputError(r.out + ": cannot be written: folder " + folder.string() + " does not exist");
  if (r.merge && r.inputs.empty()) throw InputError("leaves --merge: no counts file given");
  if (!r.merge && !r.inputs.empty())
    throw InputError("leaves: unexpected argument '" + r.inputs[0] + "' (files go with --merge)");
  if (r.shard_text) {
    try {
      r.shard = parse_shard(*r.shard_text);
    } catch (const InputError& e) {
      throw InputError(std::string("leaves: ") + e.what());
    }
  }
  if (r.fit.max_tiles < 1 || r.fit.max_tiles > game::kMaxLeave)
    throw InputError("leaves: --max-tiles must be 1 .. " + std::to_string(game::kMaxLeave));
  if (!r.merge) {
    check_games(r.games, "leaves");
    if (r.generations < 1 || r.generations > 100)
      throw InputError("leaves: --generations must be 1 .. 100");
    if (r.shard && r.generations != 1)
      throw InputError("leaves: --shard plays one generation (chain them with --leaves)");
  }
  if (r.fit.min_count < 1) throw InputError("leaves: --min-count must be at least 1");
}

void run_leaves(const LeavesRequest& r, std::ostream& err) {
  const game::Distribution& dist = game::Distribution::english();
  if (r.merge) return merge_and_fit(r, dist, err);
  const game::Lexicon lexicon = load_game_lexicon(r.dict, dist, err);
  const game::Leaves start = leaves_named(r.start, dist);
  std::optional<CpuClock> clock;
  const auto start_clock = [&](int) { clock.emplace(); };
  const auto report = [&](int g, const LeaveCounts& counts) {
    err << generation_line(g, counts, *clock) << std::flush;
  };
  if (r.shard) {
    // One share of one generation: its counts, for --merge.
    const GameShare share{r.seed, r.games, r.shard->first, r.shard->second};
    start_clock(0);
    const LeaveCounts counts = collect_leave_counts(lexicon, start, share, GameRules{}, r.threads);
    report(0, counts);
    write_file_atomic(r.out, counts_text(counts, dist));
    return;
  }
  const LearnPlan plan{r.seed, r.games, r.generations, r.threads, r.fit, {}};
  save_leaves(r.out, learn_leaves(lexicon, start, plan, start_clock, report), dist);
}

}  // namespace cwg::analysis
