// Analysing a game record turn by turn.
#include "analysis/game_analysis.hpp"

#include <algorithm>
#include <tuple>

#include "game/bag.hpp"
#include "game/equity.hpp"
#include "game/movegen/move_text.hpp"

namespace cwg::analysis {

namespace {

using game::Tile;
using game::TileString;

/// The play a record's turn made, as the generator writes plays; nullopt for faces that
/// are no tiles.
std::optional<game::Move> move_of(const game::Turn& t, const game::Board& board,
                                  const game::Distribution& d) {
  game::Move m;
  m.where = t.placement;
  int r = t.placement.row, c = t.placement.col;
  for (const std::string& face : t.word) {
    if (face == "." || (board.contains(r, c) && !board.is_empty(r, c))) {
      m.tiles.push_back(game::kEmpty);
    } else {
      const auto tile = d.tile_of(face);
      if (!tile) return std::nullopt;
      m.tiles.push_back(*tile);
      ++m.played;
    }
    (t.placement.across ? c : r) += 1;
  }
  return m;
}

/// The squares a play puts tiles on, with the tiles, in board order: what identifies a
/// play whatever line the record names (one tile making words both ways is one play).
std::vector<std::tuple<int, int, Tile>> placed_tiles(const game::Move& m) {
  std::vector<std::tuple<int, int, Tile>> out;
  int r = m.where.row, c = m.where.col;
  for (const Tile x : m.tiles) {
    if (x != game::kEmpty) out.emplace_back(r, c, x);
    (m.where.across ? c : r) += 1;
  }
  std::sort(out.begin(), out.end());
  return out;
}

/// Where the action a turn made is in `ranked`; -1 when it is not there.
int find_action(const std::vector<Action>& ranked, ActionKind kind, const game::Move* move,
                const TileString& thrown) {
  const auto placed = move ? placed_tiles(*move) : std::vector<std::tuple<int, int, Tile>>{};
  for (std::size_t i = 0; i < ranked.size(); ++i) {
    const Action& a = ranked[i];
    if (a.kind != kind) continue;
    if ((kind == ActionKind::Play && a.move.played == move->played &&
         placed_tiles(a.move) == placed) ||
        (kind == ActionKind::Exchange && a.thrown == thrown) || kind == ActionKind::Pass)
      return static_cast<int>(i);
  }
  return -1;
}

/// An action the ranking does not hold (a phony, an exchange the bag did not allow),
/// valued the same way: the record's score, the tiles it kept, the adjustments.
Action action_by_hand(ActionKind kind, const game::Move* move, const TileString& thrown, int score,
                      const AnalyzedTurn& at, const game::Leaves& leaves,
                      const game::Distribution& d) {
  Action a;
  a.kind = kind;
  a.leave = at.rack;
  TileString used = thrown;
  if (move) {
    a.move = *move;
    a.move.score = a.score = score;
    for (const Tile x : move->tiles)
      if (x != game::kEmpty) used.push_back(game::is_designated_blank(x) ? game::kBlank : x);
  }
  for (const Tile x : used) {
    const auto it = std::find(a.leave.begin(), a.leave.end(), x);
    if (it != a.leave.end()) a.leave.erase(it);
  }
  std::sort(a.leave.begin(), a.leave.end());
  a.thrown = thrown;
  a.leave_value = a.leave.size() <= game::kMaxLeave ? leaves.value(a.leave) : 0.0;
  int leave_points = 0;
  for (const Tile x : a.leave) leave_points += d.value(x);
  const game::EquitySituation s = situation_of(at.board, at.rack, d, 7);
  const game::EquityRules rules;
  a.equity =
      game::equity(a.score, a.leave_value, leave_points, a.leave.empty() && s.bag == 0, s, rules);
  if (move) a.equity += game::opening_adjustment(at.board, move->where, move->tiles, d, rules);
  return a;
}

/// The words of a play the lexicon lacks.
std::vector<std::string> phonies_of(const game::TurnResult& result, const game::Lexicon& lexicon,
                                    const game::Distribution& d) {
  std::vector<std::string> out;
  for (const std::string& word : result.words) {
    auto tiles = d.encode(word);
    if (!tiles) continue;
    for (Tile& x : *tiles) x = game::letter_of(x);
    if (!lexicon.gaddag.contains(*tiles)) out.push_back(d.text(*tiles));
  }
  return out;
}

/// The replay's problems of event `event` that make its action illegal (not those of
/// the record alone: a wrong turn order, a score that does not add up).
std::vector<std::string> problems_of(const game::ReplayResult& full, int event) {
  using K = game::ReplayErrorKind;
  std::vector<std::string> out;
  for (const game::ReplayError& e : full.errors) {
    if (e.event != event) continue;
    switch (e.kind) {
      case K::OffBoard:
      case K::ThroughEmpty:
      case K::Occupied:
      case K::NoNewTile:
      case K::IncompleteWord:
      case K::MissesCentre:
      case K::NotConnected:
      case K::NoWord:
      case K::RackLacksTiles:
      case K::ExchangeTooLate:
        out.push_back(e.message);
        break;
      default:
        break;
    }
  }
  return out;
}

/// Fills in the ranking of a turn whose board, rack and bag are set.
bool rank_turn(AnalyzedTurn& at, const game::Turn& t, int score, Ranker& ranker,
               const game::Leaves& leaves, std::size_t top) {
  const game::Distribution& d = ranker.alphabet();
  std::optional<game::Move> move;
  TileString thrown;
  ActionKind kind = ActionKind::Pass;
  if (t.kind == game::TurnKind::Play) {
    kind = ActionKind::Play;
    move = move_of(t, at.board, d);
    if (!move) return false;
  } else if (t.kind == game::TurnKind::Exchange) {
    kind = ActionKind::Exchange;
    for (const std::string& face : t.tiles) {
      const auto tile = d.tile_of(face);
      if (!tile || game::is_designated_blank(*tile)) return false;  // "_" or a count
      thrown.push_back(*tile);
    }
    if (thrown.empty()) return false;
    std::sort(thrown.begin(), thrown.end());
  }
  Turn turn;
  turn.board = &at.board;
  turn.rack = at.rack;
  turn.situation = situation_of(at.board, at.rack, d, ranker.rules().rack_size);
  turn.may_exchange = turn.situation.bag >= 7;
  at.situation = turn.situation;
  std::vector<Action> ranked = ranker.rank_all(turn, leaves);
  const int index = find_action(ranked, kind, move ? &*move : nullptr, thrown);
  at.played = index >= 0
                  ? ranked[static_cast<std::size_t>(index)]
                  : action_by_hand(kind, move ? &*move : nullptr, thrown, score, at, leaves, d);
  at.rank = 0;
  if (index >= 0) {
    at.rank = 1;
    for (const Action& a : ranked) at.rank += a.equity > at.played.equity + 1e-9;
  }
  if (at.withdrawn) {
    // Challenged off: the turn scored nothing and kept the rack, as a pass does.
    at.played.score = at.played.move.score = 0;
    at.played.leave = at.rack;
    std::sort(at.played.leave.begin(), at.played.leave.end());
    at.played.equity =
        ranked[static_cast<std::size_t>(find_action(ranked, ActionKind::Pass, nullptr, thrown))]
            .equity;
  }
  // A legal action is in `ranked`, so the best is never below it; an illegal one that
  // stood is measured by what it earned, above the best when the phony paid.
  at.equity_lost = ranked.front().equity - at.played.equity;
  if (index >= 0) at.equity_lost = std::max(0.0, at.equity_lost);
  const bool bingo = at.played.kind == ActionKind::Play && at.played.move.bingo;
  for (const Action& a : ranked)
    if (!bingo && a.kind == ActionKind::Play && a.move.bingo) {
      at.missed_bingo = a;
      break;
    }
  ranked.resize(std::min(ranked.size(), top));
  at.best = std::move(ranked);
  return true;
}

}  // namespace

std::optional<game::TileString> unseen_tiles(const AnalyzedTurn& t, const game::Distribution& d) {
  if (t.partial_rack) return std::nullopt;
  std::vector<int> left = game::tiles_left(t.board, d);
  if (!game::take_left(left, t.rack, d).empty()) return std::nullopt;
  game::TileString unseen;
  for (std::size_t k = 0; k < left.size(); ++k) {
    if (left[k] < 0) return std::nullopt;  // a broken board
    unseen.insert(unseen.end(), static_cast<std::size_t>(left[k]), static_cast<game::Tile>(k));
  }
  return unseen;
}

std::string action_text(const Action& a, const game::Board& board, const game::Distribution& d) {
  if (a.kind == ActionKind::Pass) return "-";
  if (a.kind == ActionKind::Exchange) return "-" + d.text(a.thrown);
  const game::MoveText text = game::move_text(a.move, board, d);
  return text.coord + " " + text.word;
}

GameAnalysis analyze_game(const game::Record& record, const game::Distribution& dist,
                          Ranker& ranker, const game::Leaves& leaves, std::size_t top) {
  game::ReplayOptions options;
  options.distribution = &dist;
  const game::ReplayResult full = game::replay(record, game::Board::standard(), options);
  GameAnalysis out;
  for (const std::string& name : record.players) out.players.push_back({name});
  for (std::size_t i = 0; i < record.turns.size() && i < full.turns.size(); ++i) {
    const game::Turn& t = record.turns[i];
    if (t.kind != game::TurnKind::Play && t.kind != game::TurnKind::Exchange &&
        t.kind != game::TurnKind::Pass)
      continue;
    const auto rack = game::rack_tiles(t, dist);
    if (!t.rack_known || !rack || t.player >= out.players.size()) {
      ++out.skipped;
      continue;
    }
    AnalyzedTurn at;
    at.event = static_cast<int>(i) + 1;
    at.line = t.line;
    at.player = t.player;
    at.rack = *rack;
    options.stop_after = i;
    game::ReplayResult before = game::replay(record, game::Board::standard(), options);
    at.board = std::move(before.board);
    at.scores = std::move(before.scores);
    at.zero_turns = before.zero_turns;
    at.withdrawn = t.kind == game::TurnKind::Play && i + 1 < record.turns.size() &&
                   record.turns[i + 1].kind == game::TurnKind::Withdrawal &&
                   record.turns[i + 1].player == t.player;
    if (!rank_turn(at, t, full.turns[i].score, ranker, leaves, top)) {
      ++out.skipped;
      continue;
    }
    if (t.kind == game::TurnKind::Play)
      at.phonies = phonies_of(full.turns[i], ranker.lexicon(), dist);
    at.problems = problems_of(full, at.event);
    at.partial_rack =
        static_cast<int>(at.rack.size()) < ranker.rules().rack_size && at.situation.bag > 0;
    PlayerTotals& p = out.players[t.player];
    ++p.turns;
    p.best_plays += at.rank == 1;
    p.equity_lost += at.equity_lost;
    p.phonies += !at.phonies.empty();
    p.bingos += at.played.kind == ActionKind::Play && at.played.move.bingo;
    p.bingos_missed += at.missed_bingo.has_value();
    out.turns.push_back(std::move(at));
  }
  return out;
}

}  // namespace cwg::analysis
