// A position to search from, read from a CGP line or a game record's turn.
#include "analysis/game_position.hpp"

#include <algorithm>

#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cgp/cgp.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/bag.hpp"
#include "game/replay.hpp"

namespace cwg::analysis {

namespace {

/// The unseen tiles of `board` and `rack`; InputError naming `where` when the rack holds
/// a tile the bag has none of left.
game::TileString unseen_of(const game::Board& board, const game::TileString& rack,
                           const game::Distribution& d, const std::string& where,
                           const std::string& command) {
  std::vector<int> left = game::tiles_left(board, d);
  const std::string extra = game::take_left(left, rack, d);
  if (!extra.empty())
    throw InputError(command + ": " + where + ": the rack on turn " + d.text(rack) + " holds " +
                     extra + ", which the unseen tiles cannot supply (the board holds the rest)");
  game::TileString unseen;
  for (std::size_t k = 0; k < left.size(); ++k)
    unseen.insert(unseen.end(), static_cast<std::size_t>(std::max(0, left[k])),
                  static_cast<game::Tile>(k));
  return unseen;
}

GamePosition from_cgp(const std::string& file, std::optional<int> at, const std::string& command) {
  const std::string text = read_file(file);
  const std::vector<cgp::Line> lines = cgp::lines(text);
  const int n = at.value_or(1);
  if (n < 1 || n > static_cast<int>(lines.size()))
    throw InputError(command + ": --at " + std::to_string(n) + ": " + file + " holds " +
                     std::to_string(lines.size()) + " position(s)");
  const cgp::Line& line = lines[static_cast<std::size_t>(n - 1)];
  cgp::ReadOptions ro;
  ro.file = file;
  ro.line = line.number;
  const cgp::Position p = cgp::parse(line.text, ro);
  GamePosition g;
  g.where = file + ":" + std::to_string(line.number);
  if (!p.counts_checked)
    throw InputError(command + ": " + g.where +
                     ": its distribution is not shipped, so the unseen tiles are not known");
  if (p.racks.empty() || p.racks[0].empty())
    throw InputError(command + ": " + g.where + ": the player on turn has no known tile");
  g.board = p.board;
  g.rack = p.racks[0];
  if (p.racks.size() > 1 && !p.racks[1].empty()) g.opponent = p.racks[1];
  for (std::size_t s = 0; s < 2 && s < p.scores.size(); ++s) g.scores[s] = p.scores[s];
  g.zero_turns = p.zero_turns;
  g.dist = std::make_shared<game::Distribution>(p.distribution);
  g.rules.bingo_bonus = p.bingo_bonus();
  g.lexicon = p.lexicon();
  return g;
}

GamePosition from_gcg(const std::string& file, std::optional<int> at, bool endgame,
                      const std::string& command) {
  const gcg::Game g = gcg::parse(read_file(file), file);
  const game::Record record = gcg::to_record(g);
  const game::Distribution* d = game::distribution_for(record, g.pragma("lexicon").value_or(""));
  if (!d) throw InputError(file, 0, 0, "its letters are in no shipped distribution");
  if (record.players.size() != 2)
    throw InputError(command + ": " + file + ": a game of two players is needed");
  game::ReplayOptions options;
  options.distribution = d;
  std::optional<std::size_t> chosen;
  std::optional<GamePosition> found;
  for (std::size_t i = 0; i < record.turns.size(); ++i) {
    if (at && static_cast<int>(i) + 1 != *at) continue;
    const game::Turn& t = record.turns[i];
    const bool turn = t.kind == game::TurnKind::Play || t.kind == game::TurnKind::Pass ||
                      t.kind == game::TurnKind::Exchange;
    const auto rack = turn && t.rack_known ? game::rack_tiles(t, *d) : std::nullopt;
    if (!rack || rack->empty()) {
      if (at)
        throw InputError(command + ": " + file + ":" + std::to_string(t.line) + ": event " +
                         std::to_string(*at) + " is not a turn whose rack the record gives");
      continue;
    }
    options.stop_after = i;
    const game::ReplayResult before = game::replay(record, game::Board::standard(), options);
    GamePosition p;
    p.where = file + ":" + std::to_string(t.line) + " (event " + std::to_string(i + 1) + ")";
    p.board = before.board;
    p.rack = *rack;
    p.zero_turns = before.zero_turns;
    p.dist = std::make_shared<game::Distribution>(*d);
    p.lexicon = g.pragma("lexicon").value_or("");
    const std::size_t other = 1 - t.player;
    p.scores[0] = before.scores[t.player];
    p.scores[1] = before.scores[other];
    p.players[0] = record.players[t.player];
    p.players[1] = record.players[other];
    p.unseen = unseen_of(p.board, p.rack, *d, p.where, command);
    const bool bag_empty = static_cast<int>(p.unseen.size()) <= p.rules.rack_size;
    found = std::move(p);
    chosen = i;
    if (at || (endgame && bag_empty)) break;
  }
  if (at && !chosen)
    throw InputError(command + ": --at " + std::to_string(*at) + ": " + file + " has " +
                     std::to_string(record.turns.size()) + " events");
  if (!found)
    throw InputError(command + ": " + file + ": no turn whose rack the record gives" +
                     (endgame ? std::string(" with the bag empty") : std::string()));
  return std::move(*found);
}

}  // namespace

int GamePosition::bag() const {
  return std::max(0, static_cast<int>(unseen.size()) - rules.rack_size);
}

GamePosition read_game_position(const std::string& file, std::optional<int> at, bool endgame,
                                const std::string& command) {
  const std::string ext = lower_extension(file);
  GamePosition p;
  if (ext == ".cgp")
    p = from_cgp(file, at, command);
  else if (ext == ".gcg")
    p = from_gcg(file, at, endgame, command);
  else
    throw InputError(command + ": " + file + ": not a position file (.cgp) or game record (.gcg)");
  if (p.unseen.empty()) p.unseen = unseen_of(p.board, p.rack, *p.dist, p.where, command);
  if (p.opponent) {
    game::TileString held = p.unseen;
    std::string missing;
    if (!game::take_from_rack(held, *p.opponent, &missing, *p.dist))
      throw InputError(command + ": " + p.where + ": the opponent's rack " +
                       p.dist->text(*p.opponent) + " holds " + missing +
                       ", which the unseen tiles cannot supply");
  }
  return p;
}

}  // namespace cwg::analysis
