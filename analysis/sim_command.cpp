// `cwg sim` and `cwg winpct` once their flags are read.
#include "analysis/sim_command.hpp"

#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

#include "analysis/deep_analysis.hpp"
#include "analysis/game_position.hpp"
#include "analysis/leave_file.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/workers.hpp"

namespace cwg::analysis {

namespace {

using Json = nlohmann::ordered_json;

}  // namespace

void check_sim(const SimRequest& r) {
  const SimOptions& o = r.options;
  if (o.candidates < 1 || o.candidates > 1000)
    throw InputError("sim: --candidates must be 1 .. 1000");
  if (o.plies < 0 || o.plies > 50) throw InputError("sim: --plies must be 0 .. 50");
  if (o.iterations < 1 || o.iterations > 100'000'000)
    throw InputError("sim: --iterations must be 1 .. 100000000");
  if (r.seconds < 0 || r.seconds > 1e6) throw InputError("sim: --time must be 0 .. 1000000");
  if (o.threads < 1 || o.threads > 256) throw InputError("sim: --threads must be 0 .. 256");
  if (r.at && *r.at < 1) throw InputError("sim: --at must be 1 or more");
}

std::string run_sim(const SimRequest& r, std::ostream& err) {
  const GamePosition p = read_game_position(r.input, r.at, false, "sim");
  const game::Distribution& d = *p.dist;
  if (p.opponent && static_cast<int>(p.opponent->size()) > p.rules.rack_size)
    throw InputError("sim: " + p.where + ": the opponent's rack " + d.text(*p.opponent) +
                     " holds more than " + std::to_string(p.rules.rack_size) + " tiles");
  if (p.opponent)
    err << "cwg sim: " << p.where << ": the opponent holds " << d.text(*p.opponent)
        << " (as the position states); rollouts draw the rest of their rack\n";
  if (static_cast<int>(p.unseen.size()) == 0)
    throw InputError("sim: " + p.where + ": no unseen tile: the opponent has nothing to play");
  const game::Leaves leaves = leaves_named(r.leaves, d);
  const WinTable table = r.win_table == "default"
                             ? WinTable::standard()
                             : WinTable::parse(read_file(r.win_table), r.win_table);
  const game::Lexicon lexicon = load_game_lexicon(r.dict, d, err);
  const StopToken stop(r.seconds > 0 ? r.seconds : 1e9);
  const SimResult res = simulate(lexicon, leaves, table, p, r.options, stop);
  if (r.json) {
    Json j;
    j["file"] = r.input;
    j["position"] = p.where;
    j["rack"] = d.text(p.rack);
    j["seed"] = r.options.seed;
    j["plies"] = r.options.plies;
    Json cs = Json::array();
    for (const SimCandidate& c : res.candidates) cs.push_back(sim_candidate_json(c));
    j["candidates"] = cs;
    j["rollouts"] = res.rollouts;
    j["seconds"] = res.seconds;
    return j.dump(2) + "\n";
  }
  std::ostringstream out;
  out << p.where << ": " << p.players[0] << " " << d.text(p.rack) << ", " << p.bag()
      << " in the bag; " << r.options.plies << " plies, seed " << r.options.seed << "\n";
  char line[256];
  std::snprintf(line, sizeof line, "%-4s %-22s %5s %8s %9s %20s %7s\n", "#", "play", "score",
                "equity", "rollouts", "spread (95 %)", "win %");
  out << line;
  for (std::size_t i = 0; i < res.candidates.size(); ++i) {
    const SimCandidate& c = res.candidates[i];
    char ci[64];
    std::snprintf(ci, sizeof ci, "%+.1f [%+.1f, %+.1f]", c.mean_spread, c.ci_low, c.ci_high);
    std::snprintf(line, sizeof line, "%-4zu %-22s %5d %8.1f %9lld %20s %6.1f%s\n", i + 1,
                  c.play.c_str(), c.action.score, c.action.equity,
                  static_cast<long long>(c.iterations), ci, c.win_pct,
                  c.dropped ? "  (dropped)" : "");
    out << line;
  }
  std::snprintf(line, sizeof line, "%lld rollouts in %.2f s\n",
                static_cast<long long>(res.rollouts), res.seconds);
  out << line;
  return out.str();
}

void run_winpct(const WinpctRequest& r, std::ostream& err) {
  check_games(r.games, "winpct");
  const game::Lexicon lexicon = load_game_lexicon(r.dict, game::Distribution::english(), err);
  const WinTable t = make_win_table(lexicon, r.seed, r.games, r.threads);
  write_file_atomic(r.out, t.csv("cwg winpct: " + std::to_string(r.games) +
                                 " self-play games, seed " + std::to_string(r.seed) +
                                 "; win chance of the player on turn = "
                                 "1 / (1 + exp(-(a + b * spread))) with `bag` tiles in the bag"));
  err << "cwg winpct: " << r.games << " games, table written to " << r.out << "\n";
}

}  // namespace cwg::analysis
