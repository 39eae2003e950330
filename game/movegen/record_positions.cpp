// Positions before each play of a game record.
#include "game/movegen/record_positions.hpp"

#include <algorithm>

namespace cwg::game {

std::vector<RecordPosition> record_positions(const Record& record, const Distribution& dist,
                                             const std::unordered_set<std::string>* lexicon) {
  ReplayOptions options;
  options.distribution = &dist;
  options.lexicon = lexicon;
  const ReplayResult full = replay(record, Board::standard(), options);
  options.lexicon = nullptr;
  std::vector<RecordPosition> out;
  for (std::size_t i = 0; i < record.turns.size() && i < full.turns.size(); ++i) {
    const Turn& turn = record.turns[i];
    if (turn.kind != TurnKind::Play || !turn.rack_known) continue;
    RecordPosition pos;
    pos.event = static_cast<int>(i) + 1;
    pos.line = turn.line;
    pos.coordinate = turn.coordinate;
    bool rack_ok = true;
    for (const std::string& face : turn.rack) {
      const auto t = dist.tile_of(face);
      if (!t || is_designated_blank(*t))
        rack_ok = false;
      else
        pos.rack.push_back(*t);
    }
    if (!rack_ok) continue;
    // The replay of the events before this one leaves the board this play was made on.
    options.stop_after = i;
    pos.board = replay(record, Board::standard(), options).board;
    int r = turn.placement.row, c = turn.placement.col;
    bool faces_ok = true;
    for (const std::string& face : turn.word) {
      if (face != ".") {
        const auto t = dist.tile_of(face);
        if (!t || !pos.board.contains(r, c))
          faces_ok = false;
        else if (pos.board.at(r, c) == kEmpty)
          pos.placed.emplace_back(r, c, *t);
      }
      (turn.placement.across ? c : r) += 1;
    }
    std::sort(pos.placed.begin(), pos.placed.end());
    const int event = pos.event;
    auto of_event = [event](const auto& e) { return e.event == event; };
    pos.legal = faces_ok && std::none_of(full.errors.begin(), full.errors.end(), of_event);
    pos.score = full.turns[i].score;
    pos.score_ok = std::none_of(
        full.score_errors.begin(), full.score_errors.end(),
        [event](const ScoreError& e) { return e.event == event && e.field == "score"; });
    pos.words_ok =
        std::none_of(full.words_not_in_lexicon.begin(), full.words_not_in_lexicon.end(), of_event);
    out.push_back(std::move(pos));
  }
  return out;
}

}  // namespace cwg::game
