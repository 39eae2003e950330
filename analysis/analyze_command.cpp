// `cwg analyze` once its flags are read: one record or many; with --sim each turn deepened in
// one run, in shards (--shard K/N writes one share's turns), or merged from shards.
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "analysis/commands.hpp"
#include "analysis/game_analysis.hpp"
#include "analysis/leave_counts.hpp"
#include "analysis/leave_file.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/gcg/gcg_record.hpp"

namespace cwg::analysis {

namespace {

using Json = nlohmann::ordered_json;

struct LoadedRecord {
  std::string file;
  gcg::Game game;
  game::Record record;
  const game::Distribution* dist = nullptr;
};

LoadedRecord load_record(const std::string& file) {
  LoadedRecord out{file, gcg::parse(read_file(file), file), {}, nullptr};
  out.record = gcg::to_record(out.game);
  out.dist = game::distribution_for(out.record, out.game.pragma("lexicon").value_or(""));
  if (!out.dist) throw InputError(file, 0, 0, "its letters are in no shipped distribution");
  return out;
}

/// What the shards of one run share: the options a turn's result depends on and the records.
Json run_of(const AnalyzeRequest& r) {
  const SimOptions& o = r.deep.sim;
  return {{"seed", o.seed},         {"candidates", o.candidates},
          {"plies", o.plies},       {"iterations", o.iterations},
          {"time", r.deep.seconds}, {"leaves", r.leaves},
          {"games", r.games}};
}

using ShardTurns = std::map<std::pair<std::string, int>, DeepTurn>;

/// The turns of the shard files, checked to be of this run and each shard 1..N once.
ShardTurns read_shards(const AnalyzeRequest& r) {
  ShardTurns out;
  const Json run = run_of(r);
  std::set<int> seen;
  int shards = 0;
  for (const std::string& file : r.merge) {
    std::istringstream in(read_file(file));
    std::string text;
    int line = 0;
    while (std::getline(in, text)) {
      ++line;
      Json j;
      try {
        j = Json::parse(text);
      } catch (const nlohmann::json::exception&) {
        throw InputError(file, line, 0, "not a JSON line of cwg analyze --shard");
      }
      const std::string where = file + ":" + std::to_string(line);
      if (line == 1) {
        if (!j.is_object() || !j.contains("shard") || !j["shard"].is_string())
          throw InputError(file, 1, 0, "not a shard file of cwg analyze (no \"shard\" header)");
        const auto [k, n] = parse_shard(j["shard"].get<std::string>());
        if (j.value("run", Json()) != run)
          throw InputError(file, 1, 0,
                           "a shard of another run (its options or records are not these): " +
                               j.value("run", Json()).dump());
        if (shards && n != shards)
          throw InputError(file, 1, 0,
                           "shard " + std::to_string(k) + "/" + std::to_string(n) +
                               " of another split than " + std::to_string(shards));
        shards = n;
        if (!seen.insert(k).second)
          throw InputError(file, 1, 0, "shard " + std::to_string(k) + " given twice");
        continue;
      }
      if (!j.is_object() || !j.contains("file") || !j.contains("event") || !j.contains("deep") ||
          !j["file"].is_string() || !j["event"].is_number_integer())
        throw InputError(file, line, 0, "a turn line needs file, event and deep");
      const auto key = std::make_pair(j["file"].get<std::string>(), j["event"].get<int>());
      if (out.count(key))
        throw InputError(
            file, line, 0,
            "turn " + std::to_string(key.second) + " of " + key.first + " is in two shards");
      out.emplace(key, deep_from_json(j["deep"], where));
    }
    if (line == 0) throw InputError(file, 0, 0, "empty: not a shard file of cwg analyze");
  }
  if (static_cast<int>(seen.size()) != shards) {
    std::string missing;
    for (int k = 1; k <= shards; ++k)
      if (!seen.count(k)) missing += (missing.empty() ? "" : ", ") + std::to_string(k);
    throw InputError("analyze --merge: shard(s) " + missing + " of " + std::to_string(shards) +
                     " not given");
  }
  return out;
}

/// A JSON report's array of one object, without its brackets and line end.
std::string json_members(const std::string& array_text) {
  return array_text.substr(1, array_text.size() - 3);
}

}  // namespace

void check_analyze(AnalyzeRequest& r) {
  if (r.games.empty()) throw InputError("analyze: no game record given (see cwg analyze --help)");
  if (r.top < 1 || r.top > 1000) throw InputError("analyze: --top must be 1 .. 1000");
  const SimOptions& o = r.deep.sim;
  if (o.candidates < 1 || o.candidates > 1000)
    throw InputError("analyze: --candidates must be 1 .. 1000");
  if (o.plies < 0 || o.plies > 50) throw InputError("analyze: --plies must be 0 .. 50");
  if (o.iterations < 1 || o.iterations > 100'000'000)
    throw InputError("analyze: --iterations must be 1 .. 100000000");
  if (!(r.deep.seconds > 0 && r.deep.seconds <= 1e6))
    throw InputError("analyze: --time must be above 0 and at most 1000000");
  if (o.threads < 1 || o.threads > 256) throw InputError("analyze: --threads must be 0 .. 256");
  r.shard.reset();
  if (r.shard_text) {
    try {
      r.shard = parse_shard(*r.shard_text);
    } catch (const InputError& e) {
      throw InputError(std::string("analyze: ") + e.what());
    }
  }
  if ((r.shard || !r.merge.empty()) && !r.sim)
    throw InputError("analyze: --shard and --merge share out the work of --sim; add --sim");
  if (r.shard && !r.merge.empty())
    throw InputError("analyze: --shard and --merge exclude each other");
  if (r.shard && (r.json || !r.html.empty()))
    throw InputError(
        "analyze: --shard writes its share of turns as JSON lines; --json and -o "
        "go with --merge");
  if (!r.html.empty() && r.games.size() > 1)
    throw InputError("analyze: -o writes the page of one record; " +
                     std::to_string(r.games.size()) + " given");
}

std::string run_analyze(const AnalyzeRequest& r, std::ostream& err) {
  std::vector<LoadedRecord> records;
  for (const std::string& file : r.games) {
    records.push_back(load_record(file));
    if (records.back().dist != records.front().dist)
      throw InputError("analyze: " + file + ": its tiles are " + records.back().dist->name() +
                       ", the first record's " + records.front().dist->name() +
                       ": analyse them apart");
  }
  const game::Distribution& dist = *records.front().dist;
  std::string leaves_name = r.leaves;
  if (leaves_name == "default" && &dist != &game::Distribution::english()) {
    err << "cwg analyze: the default leave table is English; " << r.games.front()
        << " is not: no leave values (--leaves none)\n";
    leaves_name = "none";
  }
  const game::Leaves leaves = leaves_named(leaves_name, dist);
  const ShardTurns merged = r.merge.empty() ? ShardTurns() : read_shards(r);
  std::optional<WinTable> table;
  if (r.sim && r.merge.empty()) table = WinTable::standard();
  const game::Lexicon lexicon = load_game_lexicon(r.dict, dist, err);
  Ranker ranker(lexicon, game::Rules{}, game::EquityRules{});

  std::string out;
  if (r.shard) out = Json({{"shard", *r.shard_text}, {"run", run_of(r)}}).dump() + "\n";
  std::size_t job = 0;  // the run's turns in order, across the records: what shards share
  for (const LoadedRecord& rec : records) {
    GameAnalysis an = analyze_game(rec.record, dist, ranker, leaves, r.top);
    if (r.sim) {
      int deepened = 0;
      double seconds = 0;
      for (AnalyzedTurn& t : an.turns) {
        const std::size_t k = job++;
        if (!r.merge.empty()) {
          const auto it = merged.find({rec.file, t.event});
          if (it == merged.end())
            throw InputError("analyze --merge: no shard holds turn " + std::to_string(t.event) +
                             " of " + rec.file);
          t.deep = it->second;
          continue;
        }
        if (r.shard &&
            static_cast<int>(k % static_cast<std::size_t>(r.shard->second)) != r.shard->first - 1)
          continue;
        t.deep = deepen_turn(t, lexicon, leaves, *table, r.deep);
        ++deepened;
        seconds += t.deep->seconds;
        if (r.shard)
          out += Json({{"file", rec.file}, {"event", t.event}, {"deep", deep_to_json(*t.deep)}})
                     .dump() +
                 "\n";
      }
      if (r.merge.empty())
        err << "cwg analyze: " << rec.file << ": " << deepened << " turns simulated or solved in "
            << static_cast<int>(seconds * 10 + 0.5) / 10.0 << " s\n";
    }
    if (r.shard) continue;
    if (!r.html.empty())
      write_file_atomic(r.html, analysis_html(an, dist, game_title(rec.game, rec.file)));
    if (r.json) {
      const std::string members = json_members(analysis_json(rec.file, an, dist));
      out += (out.empty() ? "[" : ",") + members;
    } else {
      if (records.size() > 1) out += (out.empty() ? "== " : "\n== ") + rec.file + " ==\n";
      out += analysis_text(an, dist);
    }
  }
  if (r.json && !r.shard) out += "]\n";
  return out;
}

}  // namespace cwg::analysis
