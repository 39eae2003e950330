// The positions `cwg moves` lists, and the checks of the rack on turn.
#include "analysis/listed_positions.hpp"

#include <algorithm>

#include "game/movegen/moves_error.hpp"
#include "game/movegen/record_positions.hpp"

namespace cwg::game {

void check_rack_on_turn(const TileString& rack, const Distribution& dist, const std::string& file,
                        int line) {
  if (rack.empty())
    throw MovesError(MovesErrorKind::NoRack, file, line, 0,
                     "the player on turn has no known tile: nothing to play");
  // The CGP reader counts board and racks against the bag when it knows the distribution;
  // a rack alone must fit it in any case.
  for (const Tile t : rack) {
    const auto n = std::count(rack.begin(), rack.end(), t);
    if (n > dist.count(t))
      throw MovesError(MovesErrorKind::TooManyTiles, file, line, 0,
                       "the rack on turn holds " + std::to_string(n) + " " + dist.face(t) +
                           " tiles; the " + dist.name() + " distribution has " +
                           std::to_string(dist.count(t)));
  }
}

ListedPosition listed_position(const cgp::Position& p, const std::string& file, int line,
                               std::size_t input) {
  const TileString rack = p.racks.empty() ? TileString() : p.racks[0];
  check_rack_on_turn(rack, p.distribution, file, line);
  ListedPosition j;
  j.where = line > 0 ? file + ":" + std::to_string(line) : file;
  j.file = file;
  j.input = input;
  j.line = line;
  j.board = p.board;
  j.rack = rack;
  j.dist = std::make_shared<Distribution>(p.distribution);
  j.rules.bingo_bonus = p.bingo_bonus();
  return j;
}

std::vector<ListedPosition> listed_positions(const Record& record, const Distribution& dist,
                                             const std::string& file, std::size_t input) {
  auto shared = std::make_shared<Distribution>(dist);
  std::vector<ListedPosition> out;
  for (RecordPosition& p : record_positions(record, *shared, nullptr))
    out.push_back({file + ":" + std::to_string(p.line),
                   file,
                   input,
                   p.line,
                   std::move(p.board),
                   std::move(p.rack),
                   shared,
                   {}});
  return out;
}

}  // namespace cwg::game
