// Counting leaves over self-play games, and the shard files that carry the counts.
#include "analysis/leave_counts.hpp"

#include <atomic>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <unordered_map>

#include "core/input_error.hpp"
#include "core/workers.hpp"

namespace cwg::analysis {

std::pair<int, int> parse_shard(const std::string& s) {
  const std::size_t slash = s.find('/');
  try {
    if (slash != std::string::npos) {
      const int k = std::stoi(s.substr(0, slash)), n = std::stoi(s.substr(slash + 1));
      if (n >= 1 && k >= 1 && k <= n && std::to_string(k) + "/" + std::to_string(n) == s)
        return {k, n};
    }
  } catch (const std::exception&) {
  }
  throw InputError("--shard '" + s + "': expected K/N with 1 <= K <= N");
}

void LeaveCounts::add(const LeaveCounts& other) {
  for (const auto& [key, stat] : other.leaves) leaves[key].add(stat);
  total.add(other.total);
  games_played += other.games_played;
}

std::string leave_table_id(const game::Leaves& leaves) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  auto mix = [&h](std::uint64_t v) {
    for (int i = 0; i < 8; ++i, v >>= 8) h = (h ^ (v & 0xFF)) * 0x100000001b3ull;
  };
  for (std::size_t i = 0; i < leaves.size(); ++i) {
    mix(leaves.keys()[i]);
    mix(static_cast<std::uint64_t>(std::llround(leaves.values()[i] * 1000.0)));
  }
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
  return text;
}

LeaveCounts collect_leave_counts(const game::Lexicon& lexicon, const game::Leaves& leaves,
                                 const GameShare& share, const GameRules& rules, int threads) {
  LeaveCounts counts;
  counts.share = share;
  counts.table_id = leave_table_id(leaves);
  std::atomic<std::int64_t> next{share.shard - 1};
  std::mutex merge;
  const game::Leaves* sides[2] = {&leaves, &leaves};
  auto worker = [&] {
    game::Rules move_rules;
    move_rules.rack_size = rules.rack_size;
    Ranker ranker(lexicon, move_rules, game::EquityRules{});
    std::unordered_map<game::LeaveKey, LeaveStat> local;
    LeaveStat total;
    std::int64_t played = 0;
    std::vector<LeaveSample> samples;
    for (;;) {
      const std::int64_t i = next.fetch_add(share.shards);
      if (i >= share.games) break;
      samples.clear();
      play_game(ranker, sides, share.seed, static_cast<std::uint64_t>(i), rules, &samples);
      ++played;
      for (const LeaveSample& s : samples) {
        total.add({1, s.milli});
        if (s.leave != 0) local[s.leave].add({1, s.milli});
      }
    }
    // Integer sums: the order threads merge in changes nothing.
    const std::lock_guard<std::mutex> lock(merge);
    for (const auto& [key, stat] : local) counts.leaves[key].add(stat);
    counts.total.add(total);
    counts.games_played += played;
  };
  run_workers(threads, worker);
  return counts;
}

std::string counts_text(const LeaveCounts& c, const game::Distribution& dist) {
  std::string out = "# cwg leave counts: leave,count,sum of next-turn equity in 1/1000 points\n";
  out += "seed," + std::to_string(c.share.seed) + "\n";
  out += "games," + std::to_string(c.share.games) + "\n";
  out += "shard," + std::to_string(c.share.shard) + "/" + std::to_string(c.share.shards) + "\n";
  out += "table," + c.table_id + "\n";
  out += "played," + std::to_string(c.games_played) + "\n";
  out += "total," + std::to_string(c.total.count) + "," + std::to_string(c.total.milli) + "\n";
  for (const auto& [key, stat] : c.leaves)
    out += dist.text(game::leave_tiles(key)) + "," + std::to_string(stat.count) + "," +
           std::to_string(stat.milli) + "\n";
  return out;
}

namespace {

/// The comma-separated fields of a line.
std::vector<std::string_view> fields(std::string_view row) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0;;) {
    const std::size_t comma = row.find(',', at);
    out.push_back(row.substr(at, comma == std::string_view::npos ? comma : comma - at));
    if (comma == std::string_view::npos) return out;
    at = comma + 1;
  }
}

template <class Int>
Int number(std::string_view s, const std::string& file, int line) {
  Int v{};
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size())
    throw InputError(file, line, 0, "expected a whole number, not '" + std::string(s) + "'");
  return v;
}

void header_field(LeaveCounts& c, std::string_view name, std::string_view value,
                  const std::string& file, int line) {
  if (name == "seed") {
    c.share.seed = number<std::uint64_t>(value, file, line);
  } else if (name == "games") {
    c.share.games = number<std::int64_t>(value, file, line);
  } else if (name == "shard") {
    const std::size_t slash = value.find('/');
    if (slash == std::string_view::npos) throw InputError(file, line, 0, "expected shard,K/N");
    c.share.shard = number<int>(value.substr(0, slash), file, line);
    c.share.shards = number<int>(value.substr(slash + 1), file, line);
    if (c.share.shards < 1 || c.share.shard < 1 || c.share.shard > c.share.shards)
      throw InputError(file, line, 0, "shard K/N needs 1 <= K <= N");
  } else if (name == "table") {
    c.table_id = std::string(value);
  } else if (name == "played") {
    c.games_played = number<std::int64_t>(value, file, line);
  } else {
    throw InputError(file, line, 1, "unknown field '" + std::string(name) + "'");
  }
}

}  // namespace

LeaveCounts parse_counts(std::string_view text, const std::string& file,
                         const game::Distribution& dist) {
  LeaveCounts c;
  int line = 0;
  bool saw_total = false;
  while (!text.empty()) {
    ++line;
    const std::size_t end = text.find('\n');
    std::string_view row = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
    if (row.empty() || row[0] == '#') continue;
    const auto f = fields(row);
    if (f.size() == 2) {
      header_field(c, f[0], f[1], file, line);
      continue;
    }
    if (f.size() != 3) throw InputError(file, line, 1, "expected leave,count,sum");
    const LeaveStat stat{number<std::int64_t>(f[1], file, line),
                         number<std::int64_t>(f[2], file, line)};
    if (f[0] == "total") {
      c.total = stat;
      saw_total = true;
      continue;
    }
    std::size_t bad = 0;
    const auto tiles = dist.encode(f[0], &bad);
    if (!tiles || tiles->empty() || tiles->size() > static_cast<std::size_t>(game::kMaxLeave))
      throw InputError(file, line, static_cast<int>(bad) + 1,
                       "not a leave of the " + dist.name() + " distribution");
    const auto key = game::leave_key(tiles->data(), static_cast<int>(tiles->size()));
    if (c.leaves.count(key)) throw InputError(file, line, 1, "leave given twice");
    c.leaves[key] = stat;
  }
  if (!saw_total || c.share.games <= 0 || c.table_id.empty())
    throw InputError(file, 0, 0, "not a cwg leave counts file (no total, games or table line)");
  return c;
}

LeaveCounts merge_counts(const std::vector<LeaveCounts>& shards,
                         const std::vector<std::string>& files) {
  if (shards.empty()) throw InputError("leaves --merge: no counts file given");
  const GameShare& first = shards[0].share;
  std::vector<int> seen(static_cast<std::size_t>(first.shards) + 1, 0);
  LeaveCounts merged;
  merged.share = {first.seed, first.games, 1, 1};
  merged.table_id = shards[0].table_id;
  for (std::size_t i = 0; i < shards.size(); ++i) {
    const LeaveCounts& s = shards[i];
    if (s.share.seed != first.seed || s.share.games != first.games ||
        s.share.shards != first.shards || s.table_id != merged.table_id)
      throw InputError(files[i], 0, 0,
                       "not a shard of the same run as " + files[0] +
                           " (seed, games, shard count and leave table must agree)");
    if (seen[static_cast<std::size_t>(s.share.shard)]++)
      throw InputError(files[i], 0, 0,
                       "shard " + std::to_string(s.share.shard) + "/" +
                           std::to_string(s.share.shards) + " given twice");
    merged.add(s);
  }
  for (int k = 1; k <= first.shards; ++k)
    if (!seen[static_cast<std::size_t>(k)])
      throw InputError("leaves --merge: shard " + std::to_string(k) + "/" +
                       std::to_string(first.shards) + " is missing");
  return merged;
}

}  // namespace cwg::analysis
