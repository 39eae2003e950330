// The text table and the JSON of a game's analysis (`cwg analyze`).
#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "analysis/deep_analysis.hpp"
#include "analysis/game_analysis.hpp"

namespace cwg::analysis {

namespace {

using Json = nlohmann::ordered_json;

Json action_json(const Action& a, const game::Board& board, const game::Distribution& d) {
  return {
      {"play", action_text(a, board, d)},
      {"coord", a.kind == ActionKind::Play ? game::format_placement(a.move.where) : std::string()},
      {"score", a.score},
      {"leave", d.text(a.leave)},
      {"equity", a.equity},
      {"bingo", a.kind == ActionKind::Play && a.move.bingo}};
}

/// The repository's JSON shape (README, "JSON output"): an array of one object per input,
/// opening with `file` and `format`.
Json report(const std::string& file, const GameAnalysis& an, const game::Distribution& d) {
  Json turns = Json::array();
  for (const auto& t : an.turns) {
    Json best = Json::array();
    for (const auto& a : t.best) best.push_back(action_json(a, t.board, d));
    turns.push_back({{"turn", t.event},
                     {"line", t.line},
                     {"player", an.players[t.player].name},
                     {"rack", d.text(t.rack)},
                     {"played", action_json(t.played, t.board, d)},
                     {"best", std::move(best)},
                     {"rank", t.rank},
                     {"equity_lost", t.equity_lost},
                     {"phonies", t.phonies},
                     {"problems", t.problems},
                     {"withdrawn", t.withdrawn},
                     {"partial_rack", t.partial_rack},
                     {"bingo_missed",
                      t.missed_bingo ? action_json(*t.missed_bingo, t.board, d) : Json(nullptr)}});
    if (t.deep) turns.back()["deep"] = deep_to_json(*t.deep);
  }
  Json players = Json::array();
  for (const auto& p : an.players)
    players.push_back({{"name", p.name},
                       {"turns", p.turns},
                       {"best_plays", p.best_plays},
                       {"equity_lost", p.equity_lost},
                       {"phonies", p.phonies},
                       {"bingos", p.bingos},
                       {"bingos_missed", p.bingos_missed}});
  Json one = {{"file", file}, {"format", "gcg"}};
  one["turns"] = std::move(turns);
  one["players"] = std::move(players);
  one["skipped"] = an.skipped;
  return Json::array({std::move(one)});
}

std::string pad(std::string s, std::size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

std::string format(const char* f, double a, double b = 0) {
  char text[64];
  std::snprintf(text, sizeof text, f, a, b);
  return text;
}

std::string signed_int(int v) {
  return (v > 0 ? "+" : "") + std::to_string(v);
}

/// A simulated candidate in a line: "O3 SORdINI 64.7 % +82.3".
std::string sim_text(const SimCandidate& c) {
  return c.play + " " + format("%.1f %% %+.1f", c.win_pct, c.mean_spread);
}

/// The deep line under a turn of the text table.
std::string deep_line(const DeepTurn& deep) {
  std::string out = "     ";
  if (deep.sim && !deep.sim->candidates.empty()) {
    const auto& cs = deep.sim->candidates;
    out += "sim: best " + sim_text(cs.front());
    if (deep.played >= 0) {
      const SimCandidate& p = cs[static_cast<std::size_t>(deep.played)];
      out += "; played " + sim_text(p) + " (" + std::to_string(deep.played + 1) + " of " +
             std::to_string(cs.size()) + format(", %.1f %% below)", cs.front().win_pct - p.win_pct);
    } else {
      out += "; played: not simulated (not a legal play)";
    }
  } else if (deep.endgame) {
    const EndgameVerdict& v = *deep.endgame;
    out += "endgame: " + signed_int(v.value) + (v.exact ? " exact" : " not exact") + ",";
    for (const auto& [play, score] : v.line.steps)
      out += " " + play + " " + std::to_string(score) + ",";
    out += " " + v.line.end;
    if (v.line.end_points) out += " " + signed_int(v.line.end_points);
    if (v.played_value)
      out += "; played " + signed_int(*v.played_value) +
             (v.played_exact ? " exact" : " not exact") + " (" +
             std::to_string(v.value - *v.played_value) + " below)";
  } else {
    out += "not simulated: " + deep.skipped;
  }
  return out + "\n";
}

/// The deep totals per player as the text table's closing lines.
std::string deep_totals_text(const GameAnalysis& an) {
  std::string out = "\nplayer        simulated  best  win % lost  endgames  best  spread lost\n";
  for (std::size_t p = 0; p < an.players.size(); ++p) {
    const DeepTotals t = deep_totals(an, p);
    char line[160];
    std::snprintf(line, sizeof line, "%-13s %9d %5d %11.1f %9d %5d %12d\n",
                  an.players[p].name.substr(0, 13).c_str(), t.sims, t.sim_best, t.win_lost,
                  t.endgames, t.endgame_best, t.spread_lost);
    out += line;
  }
  return out;
}

}  // namespace

DeepTotals deep_totals(const GameAnalysis& an, std::size_t p) {
  DeepTotals totals;
  for (const AnalyzedTurn& t : an.turns) {
    if (t.player != p || !t.deep) continue;
    const DeepTurn& d = *t.deep;
    if (d.sim && d.played >= 0) {
      ++totals.sims;
      totals.sim_best += d.played == 0;
      totals.win_lost += d.sim->candidates.front().win_pct -
                         d.sim->candidates[static_cast<std::size_t>(d.played)].win_pct;
    } else if (d.endgame && d.endgame->played_value) {
      ++totals.endgames;
      totals.endgame_best += *d.endgame->played_value >= d.endgame->value;
      totals.spread_lost += std::max(0, d.endgame->value - *d.endgame->played_value);
    }
  }
  return totals;
}

std::string analysis_json(const std::string& file, const GameAnalysis& an,
                          const game::Distribution& d) {
  return report(file, an, d).dump() + "\n";
}

std::string analysis_text(const GameAnalysis& an, const game::Distribution& d) {
  std::string out =
      "turn player       rack     played                  score  equity rank  "
      "best                    score  equity   lost\n";
  for (const auto& t : an.turns) {
    const Action& b = t.best.front();
    char nums[96];
    out += pad(std::to_string(t.event), 5) + pad(an.players[t.player].name.substr(0, 12), 13) +
           pad(d.text(t.rack), 9) + pad(action_text(t.played, t.board, d), 24);
    std::snprintf(nums, sizeof nums, "%5d %7.1f %4s  ", t.played.score, t.played.equity,
                  t.rank ? std::to_string(t.rank).c_str() : "-");
    out += nums + pad(action_text(b, t.board, d), 24);
    std::snprintf(nums, sizeof nums, "%5d %7.1f %6.1f", b.score, b.equity, t.equity_lost);
    out += nums;
    for (const auto& w : t.phonies) out += "  phony " + w;
    for (const auto& p : t.problems) out += "  illegal: " + p;
    if (t.withdrawn) out += "  withdrawn";
    if (t.partial_rack) out += "  partial rack";
    if (t.missed_bingo) out += "  bingo missed: " + action_text(*t.missed_bingo, t.board, d);
    out += "\n";
    if (t.deep) out += deep_line(*t.deep);
  }
  out += "\nplayer        turns  best  equity lost  phonies  bingos  bingos missed\n";
  for (const auto& p : an.players) {
    char line[160];
    std::snprintf(line, sizeof line, "%-13s %5d %5d %12.1f %8d %7d %14d\n",
                  p.name.substr(0, 13).c_str(), p.turns, p.best_plays, p.equity_lost, p.phonies,
                  p.bingos, p.bingos_missed);
    out += line;
  }
  if (std::any_of(an.turns.begin(), an.turns.end(),
                  [](const AnalyzedTurn& t) { return t.deep.has_value(); }))
    out += deep_totals_text(an);
  if (an.skipped)
    out +=
        std::to_string(an.skipped) + " turns skipped (rack or exchanged tiles not in the record)\n";
  return out;
}

}  // namespace cwg::analysis
