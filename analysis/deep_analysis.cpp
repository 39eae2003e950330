// A turn's simulation or endgame for `cwg analyze --sim`, and its JSON.
#include "analysis/deep_analysis.hpp"

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>

#include "analysis/endgame_command.hpp"
#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "game/endgame/endgame.hpp"

namespace cwg::analysis {

namespace {

using Json = nlohmann::ordered_json;

double round_to(double v, double unit) {
  return std::round(v / unit) * unit;
}

/// The value of `a` for the player who makes it from `pos`: its score and then the
/// opponent's best to the end (solved within `stop`).
std::pair<int, bool> played_value(const Action& a, const endgame::Position& pos,
                                  const game::Lexicon& lexicon, const game::Rules& rules,
                                  const endgame::Options& options, const StopToken& stop) {
  const game::Distribution& d = lexicon.alphabet;
  endgame::Position after;
  after.board = pos.board;
  game::TileString mine = pos.racks[0];
  place_tiles(a, after.board, &mine);
  if (mine.empty()) return {a.score + 2 * d.points(pos.racks[1]), true};
  after.zero_turns = a.score == 0 ? pos.zero_turns + 1 : 0;
  if (after.zero_turns >= options.max_scoreless)
    return {a.score + d.points(pos.racks[1]) - d.points(mine), true};
  after.racks[0] = pos.racks[1];
  after.racks[1] = mine;
  const endgame::Result r = endgame::solve(lexicon, rules, after, options, stop);
  return {a.score - r.value, r.exact};
}

EndgameVerdict solve_turn(const AnalyzedTurn& t, const game::TileString& unseen,
                          const game::Lexicon& lexicon, const DeepOptions& o) {
  endgame::Position pos;
  pos.board = t.board;
  pos.racks[0] = t.rack;
  pos.racks[1] = unseen;
  pos.zero_turns = t.zero_turns;
  endgame::Options options;
  options.threads = std::max(1, o.sim.threads);
  const game::Rules rules;
  EndgameVerdict v;
  {
    const StopToken stop(o.seconds > 0 ? o.seconds : 1e9);
    const endgame::Result r = endgame::solve(lexicon, rules, pos, options, stop);
    v.value = r.value;
    v.exact = r.exact;
    v.depth = r.depth;
    v.line = solved_line(r, pos, lexicon.alphabet);
  }
  if (t.rank >= 1 && !t.withdrawn) {
    const StopToken stop(o.seconds > 0 ? o.seconds : 1e9);
    const auto [value, exact] = played_value(t.played, pos, lexicon, rules, options, stop);
    v.played_value = value;
    v.played_exact = exact;
  }
  return v;
}

}  // namespace

std::uint64_t turn_seed(std::uint64_t seed, int event) {
  std::uint64_t state = seed ^ (static_cast<std::uint64_t>(event) * 0x9E3779B97F4A7C15ull);
  return splitmix64(state);
}

DeepTurn deepen_turn(const AnalyzedTurn& t, const game::Lexicon& lexicon,
                     const game::Leaves& leaves, const WinTable& table, const DeepOptions& o) {
  const auto start = std::chrono::steady_clock::now();
  DeepTurn out;
  const game::Distribution& d = lexicon.alphabet;
  std::optional<game::TileString> unseen = unseen_tiles(t, d);
  if (t.partial_rack) {
    out.skipped = "partial rack";
  } else if (!unseen) {
    out.skipped = "the rack holds tiles the unseen tiles cannot supply";
  } else if (unseen->empty()) {
    out.skipped = "no unseen tile";
  } else if (t.situation.bag == 0) {
    out.endgame = solve_turn(t, *unseen, lexicon, o);
  } else {
    GamePosition pos;
    pos.board = t.board;
    pos.rack = t.rack;
    pos.unseen = std::move(*unseen);
    pos.zero_turns = t.zero_turns;
    const std::size_t me = t.player;
    pos.scores[0] = me < t.scores.size() ? t.scores[me] : 0;
    pos.scores[1] = t.scores.size() == 2 ? t.scores[1 - me] : 0;
    pos.dist = std::shared_ptr<const game::Distribution>(std::shared_ptr<void>(), &d);
    SimOptions so = o.sim;
    so.seed = turn_seed(o.sim.seed, t.event);
    const StopToken stop(o.seconds > 0 ? o.seconds : 1e9);
    const Action* also = t.rank >= 1 && !t.withdrawn ? &t.played : nullptr;
    out.sim = simulate(lexicon, leaves, table, pos, so, stop, also);
    const std::string played = action_text(t.played, t.board, d);
    for (std::size_t i = 0; i < out.sim->candidates.size(); ++i)
      if (also && out.sim->candidates[i].play == played) out.played = static_cast<int>(i);
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

Json sim_candidate_json(const SimCandidate& c) {
  return {{"play", c.play},
          {"score", c.action.score},
          {"equity", round_to(c.action.equity, 0.001)},
          {"iterations", c.iterations},
          {"mean_spread", round_to(c.mean_spread, 0.001)},
          {"ci95", {round_to(c.ci_low, 0.001), round_to(c.ci_high, 0.001)}},
          {"win_pct", round_to(c.win_pct, 0.001)},
          {"dropped", c.dropped}};
}

Json deep_to_json(const DeepTurn& d) {
  Json j = Json::object();
  if (d.sim) {
    Json cs = Json::array();
    for (std::size_t i = 0; i < d.sim->candidates.size(); ++i) {
      cs.push_back(sim_candidate_json(d.sim->candidates[i]));
      cs.back()["played"] = static_cast<int>(i) == d.played;
    }
    j["sim"] = {
        {"candidates", cs}, {"rollouts", d.sim->rollouts}, {"deterministic", d.sim->deterministic}};
  }
  if (d.endgame) {
    const EndgameVerdict& v = *d.endgame;
    Json line = Json::array();
    for (const auto& [play, score] : v.line.steps)
      line.push_back({{"play", play}, {"score", score}});
    j["endgame"] = {{"value", v.value},
                    {"exact", v.exact},
                    {"depth", v.depth},
                    {"line", line},
                    {"end", v.line.end},
                    {"end_points", v.line.end_points},
                    {"played_value", v.played_value ? Json(*v.played_value) : Json(nullptr)},
                    {"played_exact", v.played_exact}};
  }
  if (!d.skipped.empty()) j["skipped"] = d.skipped;
  j["seconds"] = round_to(d.seconds, 0.001);
  return j;
}

DeepTurn deep_from_json(const Json& j, const std::string& where) {
  DeepTurn d;
  try {
    if (j.contains("sim")) {
      const Json& s = j.at("sim");
      SimResult r;
      r.rollouts = s.at("rollouts").get<std::int64_t>();
      r.deterministic = s.at("deterministic").get<bool>();
      for (const Json& c : s.at("candidates")) {
        SimCandidate x;
        x.play = c.at("play").get<std::string>();
        x.action.score = c.at("score").get<int>();
        x.action.equity = c.at("equity").get<double>();
        x.iterations = c.at("iterations").get<std::int64_t>();
        x.mean_spread = c.at("mean_spread").get<double>();
        x.ci_low = c.at("ci95").at(0).get<double>();
        x.ci_high = c.at("ci95").at(1).get<double>();
        x.win_pct = c.at("win_pct").get<double>();
        x.dropped = c.at("dropped").get<bool>();
        if (c.at("played").get<bool>()) d.played = static_cast<int>(r.candidates.size());
        r.candidates.push_back(std::move(x));
      }
      d.sim = std::move(r);
    }
    if (j.contains("endgame")) {
      const Json& e = j.at("endgame");
      EndgameVerdict v;
      v.value = e.at("value").get<int>();
      v.exact = e.at("exact").get<bool>();
      v.depth = e.at("depth").get<int>();
      for (const Json& step : e.at("line"))
        v.line.steps.emplace_back(step.at("play").get<std::string>(), step.at("score").get<int>());
      v.line.end = e.at("end").get<std::string>();
      v.line.end_points = e.at("end_points").get<int>();
      if (!e.at("played_value").is_null()) v.played_value = e.at("played_value").get<int>();
      v.played_exact = e.at("played_exact").get<bool>();
      d.endgame = std::move(v);
    }
    if (j.contains("skipped")) d.skipped = j.at("skipped").get<std::string>();
    d.seconds = j.at("seconds").get<double>();
  } catch (const nlohmann::json::exception& e) {
    throw InputError(where + ": " + e.what());
  }
  return d;
}

}  // namespace cwg::analysis
