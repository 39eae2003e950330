#pragma once
/// What self-play saw of each leave: how often it was kept and the sum of what its keeper's
/// next action was worth. Counts are integers, so shards of the games played anywhere add
/// up to exactly the counts of one run (`cwg leaves --shard K/N`, `--merge`).
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/selfplay.hpp"
#include "game/leaves.hpp"
#include "game/movegen/lexicon.hpp"

namespace cwg::analysis {

struct LeaveStat {
  std::int64_t count = 0;
  std::int64_t milli = 0;  ///< sum of the samples, thousandths of a point
  void add(const LeaveStat& o) {
    count += o.count;
    milli += o.milli;
  }
};

/// Which games of a run: indices i with i % shards == shard - 1 of 0 .. games - 1.
struct GameShare {
  std::uint64_t seed = 1;
  std::int64_t games = 0;
  int shard = 1;  ///< 1-based
  int shards = 1;
};

/// "K/N" (1 <= K <= N, written plainly) as (K, N); InputError naming the text otherwise.
std::pair<int, int> parse_shard(const std::string& text);

struct LeaveCounts {
  GameShare share;
  std::string table_id;  ///< the leave table the games were played with (leave_table_id)
  std::map<game::LeaveKey, LeaveStat> leaves;
  LeaveStat total;
  std::int64_t games_played = 0;
  /// Adds another shard of the same run (same seed, games, shards and table).
  void add(const LeaveCounts& other);
};

/// A short fingerprint of a leave table (FNV-1a of its entries), so shards played with
/// different tables are not merged.
std::string leave_table_id(const game::Leaves& leaves);

/// Plays the games of `share` with `leaves` on both sides on `threads` threads and counts
/// the leaves kept. The result does not depend on `threads`.
LeaveCounts collect_leave_counts(const game::Lexicon& lexicon, const game::Leaves& leaves,
                                 const GameShare& share, const GameRules& rules, int threads);

/// The counts as text (a header of `key,value` lines, then `leave,count,milli` lines).
std::string counts_text(const LeaveCounts& counts, const game::Distribution& dist);
/// Reads counts_text; InputError naming `file` and the line when malformed.
LeaveCounts parse_counts(std::string_view text, const std::string& file,
                         const game::Distribution& dist);
/// Adds up shards: they must be of one run and together hold each shard 1..N once.
/// InputError naming the file otherwise (`files` names them in the order given).
LeaveCounts merge_counts(const std::vector<LeaveCounts>& shards,
                         const std::vector<std::string>& files);

}  // namespace cwg::analysis
