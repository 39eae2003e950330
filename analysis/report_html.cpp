// The analysis as one self-contained HTML page, with the SVG boards of render/.
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
  for (std::size_t p = 0; p < players.size(); ++p) {
    render::BoardSide side;
    side.name = players[p].name;
    side.score = p < t.scores.size() ? t.scores[p] : 0;
    side.on_turn = p == t.player;
    side.rack_known = side.on_turn;
    if (side.on_turn) side.rack = t.rack;
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

/// A turn's simulated candidates (the play made marked) or its solved endgame.
std::string deep_section(const DeepTurn& deep) {
  if (deep.sim) {
    std::string out =
        "<p>By simulation" +
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
    std::string out = "<p>Endgame: value " + signed_number(v.value, 0) + " (" +
                      (v.exact ? "exact" : "not exact") + ", " + std::to_string(v.depth) +
                      " plies).</p>\n<ol class=\"line\">";
    for (const auto& [play, score] : v.line.steps)
      out += "<li>" + escape(play) + " " + std::to_string(score) + "</li>";
    out += "</ol>\n<p>End: " + escape(v.line.end) +
           (v.line.end_points ? " (" + signed_number(v.line.end_points, 0) + ")" : "") + ".";
    if (v.played_value)
      out += " The play made: " + signed_number(*v.played_value, 0) + " (" +
             (v.played_exact ? "exact" : "not exact") + "), " +
             std::to_string(v.value - *v.played_value) + " below the best.";
    return out + "</p>\n";
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
  out += "</p>\n" + best_table(t, d) + (t.deep ? deep_section(*t.deep) : std::string()) +
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
      "tr.played{background:#fff3c4}"
      "</style></head><body>\n<h1>" +
      escape(title) +
      "</h1>\n<table><tr><th>player</th><th>turns</th><th>best plays</th>"
      "<th>equity lost</th><th>phonies</th><th>bingos</th><th>bingos missed</th>"
      "</tr>\n";
  for (const PlayerTotals& p : analysis.players)
    out += "<tr><td>" + escape(p.name) + "</td><td>" + std::to_string(p.turns) + "</td><td>" +
           std::to_string(p.best_plays) + "</td><td>" + number(p.equity_lost) + "</td><td>" +
           std::to_string(p.phonies) + "</td><td>" + std::to_string(p.bingos) + "</td><td>" +
           std::to_string(p.bingos_missed) + "</td></tr>\n";
  out += "</table>\n";
  for (const AnalyzedTurn& t : analysis.turns) out += turn_section(t, analysis.players, dist);
  return out + "</body></html>\n";
}

}  // namespace cwg::analysis
