// `cwg endgame` once its flags are read: the position, its checks, the solve, the report.
#include "analysis/endgame_command.hpp"

#include <nlohmann/json.hpp>
#include <sstream>

#include "analysis/game_position.hpp"
#include "core/input_error.hpp"
#include "core/workers.hpp"
#include "game/bag.hpp"
#include "game/movegen/move_text.hpp"

namespace cwg::analysis {

namespace {

using Json = nlohmann::ordered_json;

std::string play_text(const endgame::LineStep& s, const game::Distribution& d) {
  if (!s.move) return "-";
  const game::MoveText t = game::move_text(*s.move, s.board_before, d);
  return t.coord + " " + t.word;
}

std::string signed_text(int v) {
  return (v > 0 ? "+" : "") + std::to_string(v);
}

}  // namespace

void check_endgame(const EndgameRequest& r) {
  if (r.plies < 0 || r.plies > 1000) throw InputError("endgame: --plies must be 0 .. 1000");
  if (r.seconds < 0 || r.seconds > 1e6) throw InputError("endgame: --time must be 0 .. 1000000");
  if (r.threads < 0 || r.threads > 256) throw InputError("endgame: --threads must be 0 .. 256");
  if (r.at && *r.at < 1) throw InputError("endgame: --at must be 1 or more");
}

SolvedLine solved_line(const endgame::Result& res, const endgame::Position& pos,
                       const game::Distribution& d) {
  SolvedLine out;
  game::TileString racks[2] = {pos.racks[0], pos.racks[1]};
  for (std::size_t i = 0; i < res.line.size(); ++i) {
    out.steps.emplace_back(play_text(res.line[i], d), res.line[i].score);
    if (const auto& m = res.line[i].move)
      for (const game::Tile t : m->tiles)
        if (t != game::kEmpty) {
          game::TileString& r = racks[i % 2];
          r.erase(std::find(r.begin(), r.end(), game::is_designated_blank(t) ? game::kBlank : t));
        }
  }
  out.end = res.end;
  const int mover = static_cast<int>((res.line.size() + 1) % 2);  // who made the last turn
  const int sign = mover == 0 ? 1 : -1;
  if (out.end == "out")
    out.end_points = sign * 2 * d.points(racks[1 - mover]);
  else if (out.end == "six scoreless turns")
    out.end_points = d.points(racks[1]) - d.points(racks[0]);
  return out;
}

std::string run_endgame(const EndgameRequest& r, std::ostream& err) {
  const GamePosition p = read_game_position(r.input, r.at, true, "endgame");
  const game::Distribution& d = *p.dist;
  if (p.bag() > 0)
    throw InputError("endgame: " + p.where + ": the bag is not empty (" + std::to_string(p.bag()) +
                     " tiles in it): an endgame needs both racks known");
  if (p.opponent && !game::same_tiles(*p.opponent, p.unseen))
    throw InputError("endgame: " + p.where + ": the opponent's rack " + d.text(*p.opponent) +
                     " is not the unseen tiles " + d.text(p.unseen));
  if (p.unseen.empty())
    throw InputError("endgame: " + p.where + ": the opponent holds no tile: the game is over");
  // The solver keeps a rack's tiles as bits of a 32-bit word (game/endgame/search.hpp).
  if (p.rack.size() > 32)
    throw InputError("endgame: " + p.where + ": a rack of " + std::to_string(p.rack.size()) +
                     " tiles (at most 32)");
  if (p.zero_turns >= 6)
    throw InputError("endgame: " + p.where + ": " + std::to_string(p.zero_turns) +
                     " scoreless turns in a row: the game is over");
  const game::Lexicon lexicon = load_game_lexicon(r.dict, d, err);
  if (lexicon.alphabet.name() != d.name())
    throw InputError("endgame: " + p.where + ": the lexicon's alphabet is not the position's");
  endgame::Position pos;
  pos.board = p.board;
  pos.racks[0] = p.rack;
  pos.racks[1] = p.unseen;
  pos.zero_turns = p.zero_turns;
  endgame::Options o;
  o.max_plies = r.plies;
  o.threads = worker_count(r.threads);
  const StopToken stop(r.seconds > 0 ? r.seconds : 1e9);
  const endgame::Result res = endgame::solve(lexicon, p.rules, pos, o, stop);
  const SolvedLine solved = solved_line(res, pos, d);
  const int bonus = solved.end_points;

  if (r.json) {
    Json j;
    j["file"] = r.input;
    j["position"] = p.where;
    j["racks"] = {d.text(p.rack), d.text(p.unseen)};
    j["value"] = res.value;
    j["exact"] = res.exact;
    // The bounds proved (searched to the end of the game); null where none is.
    j["proved"] = {{"at_least", res.lower ? Json(*res.lower) : Json(nullptr)},
                   {"at_most", res.upper ? Json(*res.upper) : Json(nullptr)}};
    j["depth"] = res.depth;
    Json line = Json::array();
    for (std::size_t i = 0; i < solved.steps.size(); ++i)
      line.push_back({{"player", p.players[i % 2]},
                      {"play", solved.steps[i].first},
                      {"score", solved.steps[i].second}});
    j["line"] = line;
    j["end"] = res.end;
    j["end_points"] = bonus;
    j["nodes"] = res.nodes;
    j["table_cuts"] = res.table_cuts;
    j["root_moves"] = {{"count", res.root_moves}, {"bounded", res.root_moves_bounded}};
    j["seconds"] = res.seconds;
    return j.dump(2) + "\n";
  }
  std::ostringstream out;
  out << p.where << ": " << p.players[0] << " " << d.text(p.rack) << " against " << p.players[1]
      << " " << d.text(p.unseen) << "\n";
  out << "value " << signed_text(res.value) << " for " << p.players[0] << " ("
      << (res.exact ? "exact" : "not exact") << ", " << res.depth << " plies searched, "
      << res.nodes << " nodes, " << res.seconds << " s)\n";
  if (!res.exact && (res.lower || res.upper))
    out << "proved: " << (res.lower ? "at least " + signed_text(*res.lower) : "")
        << (res.lower && res.upper ? ", " : "")
        << (res.upper ? "at most " + signed_text(*res.upper) : "") << "\n";
  for (std::size_t i = 0; i < solved.steps.size(); ++i) {
    std::string who = p.players[i % 2];
    out << "  " << (i + 1) << ". " << who << std::string(who.size() < 12 ? 12 - who.size() : 1, ' ')
        << solved.steps[i].first << "  " << solved.steps[i].second << "\n";
  }
  out << "  end: " << res.end;
  if (bonus != 0) out << " (" << signed_text(bonus) << " for " << p.players[0] << ")";
  out << "\n";
  return out.str();
}

}  // namespace cwg::analysis
