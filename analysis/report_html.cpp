// The analysis as one self-contained HTML page, with the SVG boards of render/.
#include <algorithm>
#include <cstdio>

#include "analysis/game_analysis.hpp"
#include "render/board_svg.hpp"
#include "render/svg_text.hpp"

namespace cwg::analysis {

namespace {

/// `text` as HTML character data or a double-quoted attribute value (render's XML escape:
/// the page and its SVG boards escape one way).
std::string escape(const std::string& text) {
  return render::xml_escape(text);
}

std::string number(double v, int decimals = 1) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", decimals, v);
  return text;
}

/// The board after `a`, its new tiles outlined, as an inline SVG element.
std::string board_after(const AnalyzedTurn& t, const Action& a, const std::string& label,
                        const std::vector<PlayerTotals>& players, const game::Distribution& d) {
  game::Board board = t.board;
  render::BoardScene scene;
  for (const auto& [r, c] : place_tiles(a, board)) scene.highlight.emplace_back(r, c);
  scene.board = &board;
  scene.distribution = &d;
  std::optional<game::TileString> opponent_rack;
  if (t.situation.bag == 0 && players.size() == 2) opponent_rack = unseen_tiles(t, d);
  for (std::size_t p = 0; p < players.size(); ++p) {
    render::BoardSide side;
    side.name = players[p].name;
    side.score = p < t.scores.size() ? t.scores[p] : 0;
    side.on_turn = p == t.player;
    // With the bag empty the opponent's rack is the unseen tiles: the record knows it.
    side.rack_known = side.on_turn || opponent_rack.has_value();
    if (side.on_turn)
      side.rack = t.rack;
    else if (opponent_rack)
      side.rack = *opponent_rack;
    scene.players.push_back(side);
  }
  scene.caption = label + ": " + action_text(a, t.board, d) + " " + std::to_string(a.score);
  std::string svg = render::board_svg(scene);
  if (svg.rfind("<?xml", 0) == 0) svg.erase(0, svg.find('\n') + 1);  // inline: no declaration
  return svg;
}

std::string best_table(const AnalyzedTurn& t, const game::Distribution& d) {
  std::string out =
      "<table><tr><th>#</th><th>play</th><th>score</th><th>leave</th><th>equity</th></tr>\n";
  for (std::size_t i = 0; i < t.best.size(); ++i) {
    const Action& a = t.best[i];
    out += "<tr><td>" + std::to_string(i + 1) + "</td><td>" + escape(action_text(a, t.board, d)) +
           "</td><td>" + std::to_string(a.score) + "</td><td>" + escape(d.text(a.leave)) +
           "</td><td>" + number(a.equity) + "</td></tr>\n";
  }
  return out + "</table>\n";
}

std::string signed_number(double v, int decimals = 1) {
  return (v > 0 ? "+" : "") + number(v, decimals);
}

/// The simulation's verdict in a sentence: the best candidate's win chance and the play
/// made's, or that the play made was not simulated.
std::string sim_verdict(const DeepTurn& deep) {
  const SimCandidate& best = deep.sim->candidates.front();
  std::string out = "<p class=\"verdict\">Best by simulation: <b>" + escape(best.play) + "</b>, " +
                    number(best.win_pct) + " % to win, " + signed_number(best.mean_spread) +
                    " spread. ";
  if (deep.played == 0) return out + "The play made is the best.</p>\n";
  if (deep.played < 0) return out + "The play made was not simulated (not a legal play).</p>\n";
  const SimCandidate& made = deep.sim->candidates[static_cast<std::size_t>(deep.played)];
  return out + "The play made, " + escape(made.play) + ": " + number(made.win_pct) +
         " % to win, <b>" + number(best.win_pct - made.win_pct) + " % below</b>.</p>\n";
}

/// A turn's simulated candidates (the play made marked) or its solved endgame; `names` are
/// the player on turn's and the opponent's.
std::string deep_section(const DeepTurn& deep, const std::string names[2]) {
  if (deep.sim) {
    std::string out =
        sim_verdict(deep) + "<p>By simulation" +
        std::string(deep.sim->deterministic ? " (the bag empty: each played once, to the end)"
                                            : "") +
        ":</p>\n<table class=\"sim\"><tr><th>#</th><th>play</th><th>score</th><th>equity</th>"
        "<th>rollouts</th><th>spread (95 %)</th><th>win %</th><th></th></tr>\n";
    for (std::size_t i = 0; i < deep.sim->candidates.size(); ++i) {
      const SimCandidate& c = deep.sim->candidates[i];
      const bool played = static_cast<int>(i) == deep.played;
      out += std::string(played ? "<tr class=\"played\">" : "<tr>") + "<td>" +
             std::to_string(i + 1) + "</td><td>" + escape(c.play) + "</td><td>" +
             std::to_string(c.action.score) + "</td><td>" + number(c.action.equity) + "</td><td>" +
             std::to_string(c.iterations) + "</td><td>" + signed_number(c.mean_spread) + " [" +
             signed_number(c.ci_low) + ", " + signed_number(c.ci_high) + "]</td><td>" +
             number(c.win_pct) + "</td><td>" + (played ? "played" : "") +
             (c.dropped ? " dropped" : "") + "</td></tr>\n";
    }
    return out + "</table>\n";
  }
  if (deep.endgame) {
    const EndgameVerdict& v = *deep.endgame;
    const std::string me = escape(names[0]);
    std::string out =
        "<p class=\"verdict\">Endgame (the bag empty, both racks known): <b>" +
        signed_number(v.value, 0) + " for " + me + "</b> to the end with the best " + "play, " +
        (v.exact ? "exact (solved to the end of the game" : "not exact (the search's horizon") +
        ", " + std::to_string(v.depth) + " plies).";
    if (v.played_value)
      out += " The play made: " + signed_number(*v.played_value, 0) + " (" +
             (v.played_exact ? "exact" : "not exact") + "), " +
             (*v.played_value >= v.value
                  ? std::string("the best")
                  : "<b>" + std::to_string(v.value - *v.played_value) + " below the best</b>") +
             ".";
    out +=
        "</p>\n<p>The best line:</p>\n<table class=\"line\"><tr><th>#</th><th>player</th>"
        "<th>play</th><th>score</th></tr>\n";
    for (std::size_t i = 0; i < v.line.steps.size(); ++i)
      out += "<tr><td>" + std::to_string(i + 1) + "</td><td>" + escape(names[i % 2]) + "</td><td>" +
             escape(v.line.steps[i].first) + "</td><td>" + std::to_string(v.line.steps[i].second) +
             "</td></tr>\n";
    out += "</table>\n<p>End: ";
    const std::string last = escape(names[(v.line.steps.size() + 1) % 2]);
    if (v.line.end == "out")
      out += last + " goes out";
    else if (v.line.end == "depth")
      out += "the search's horizon";
    else
      out += escape(v.line.end) + " (each player loses the points of their tiles left)";
    if (v.line.end_points)
      out += ", the tiles left: " + signed_number(v.line.end_points, 0) + " for " + me;
    return out + ".</p>\n";
  }
  return "<p>Not simulated: " + escape(deep.skipped) + ".</p>\n";
}

std::string turn_section(const AnalyzedTurn& t, const std::vector<PlayerTotals>& players,
                         const game::Distribution& d) {
  const std::string name = t.player < players.size() ? players[t.player].name : "?";
  std::string out = "<section><h2>Turn " + std::to_string(t.event) + ": " + escape(name) +
                    ", rack " + escape(d.text(t.rack)) + "</h2>\n<p>Played " +
                    escape(action_text(t.played, t.board, d)) + " (" +
                    std::to_string(t.played.score) + ", equity " + number(t.played.equity) +
                    "), rank " + (t.rank ? std::to_string(t.rank) : std::string("none")) +
                    ", equity lost " + number(t.equity_lost) + ".";
  for (const std::string& w : t.phonies) out += " Phony: " + escape(w) + ".";
  for (const std::string& p : t.problems) out += " Not legal: " + escape(p) + ".";
  if (t.withdrawn) out += " Withdrawn: the turn scored nothing.";
  if (t.partial_rack) out += " The record gives only these tiles of the rack.";
  if (t.missed_bingo)
    out += " Bingo missed: " + escape(action_text(*t.missed_bingo, t.board, d)) + " (" +
           std::to_string(t.missed_bingo->score) + ").";
  const std::string names[2] = {name, players.size() == 2 ? players[1 - t.player].name : "?"};
  out += "</p>\n" + best_table(t, d) + (t.deep ? deep_section(*t.deep, names) : std::string()) +
         "<div class=\"boards\"><figure>" + board_after(t, t.played, "played", players, d) +
         "</figure><figure>" + board_after(t, t.best.front(), "best", players, d) +
         "</figure></div></section>\n";
  return out;
}

}  // namespace

std::string analysis_html(const GameAnalysis& analysis, const game::Distribution& dist,
                          const std::string& title) {
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + escape(title) +
      "</title>\n<style>body{font-family:sans-serif;margin:1em 2em}table{border-collapse:"
      "collapse}td,th{border:1px solid #ccc;padding:2px 8px;text-align:left}.boards{display:"
      "flex;gap:1em}.boards figure{margin:0;flex:1}.boards svg{width:100%;height:auto}"
      "tr.played{background:#fff3c4}p.verdict{font-size:110%}"
      "</style></head><body>\n<h1>" +
      escape(title) +
      "</h1>\n<table><tr><th>player</th><th>turns</th><th>best plays</th>"
      "<th>equity lost</th><th>phonies</th><th>bingos</th><th>bingos missed</th>";
  const bool deep = std::any_of(analysis.turns.begin(), analysis.turns.end(),
                                [](const AnalyzedTurn& t) { return t.deep.has_value(); });
  if (deep)
    out +=
        "<th>simulated</th><th>best by simulation</th><th>win % lost</th><th>endgames</th>"
        "<th>best in endgames</th><th>spread lost</th>";
  out += "</tr>\n";
  for (std::size_t i = 0; i < analysis.players.size(); ++i) {
    const PlayerTotals& p = analysis.players[i];
    out += "<tr><td>" + escape(p.name) + "</td><td>" + std::to_string(p.turns) + "</td><td>" +
           std::to_string(p.best_plays) + "</td><td>" + number(p.equity_lost) + "</td><td>" +
           std::to_string(p.phonies) + "</td><td>" + std::to_string(p.bingos) + "</td><td>" +
           std::to_string(p.bingos_missed) + "</td>";
    if (deep) {
      const DeepTotals t = deep_totals(analysis, i);
      out += "<td>" + std::to_string(t.sims) + "</td><td>" + std::to_string(t.sim_best) +
             "</td><td>" + number(t.win_lost) + "</td><td>" + std::to_string(t.endgames) +
             "</td><td>" + std::to_string(t.endgame_best) + "</td><td>" +
             std::to_string(t.spread_lost) + "</td>";
    }
    out += "</tr>\n";
  }
  out += "</table>\n";
  for (const AnalyzedTurn& t : analysis.turns) out += turn_section(t, analysis.players, dist);
  return out + "</body></html>\n";
}

}  // namespace cwg::analysis
