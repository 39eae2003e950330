// What the replay offers beside the replayer itself: the names of its error kinds (as
// `cwg info` prints them), the shipped distribution a record is played with, and a turn's
// rack as tiles.
#include <algorithm>

#include "game/replay.hpp"

namespace cwg::game {

std::optional<TileString> rack_tiles(const Turn& t, const Distribution& d) {
  TileString rack;
  for (const std::string& face : t.rack) {
    const auto tile = d.tile_of(face);
    if (!tile || is_designated_blank(*tile)) return std::nullopt;
    rack.push_back(*tile);
  }
  return rack;
}

const char* replay_error_name(ReplayErrorKind kind) {
  switch (kind) {
    case ReplayErrorKind::UnknownTile:
      return "unknown-tile";
    case ReplayErrorKind::OffBoard:
      return "off-board";
    case ReplayErrorKind::ThroughEmpty:
      return "through-empty";
    case ReplayErrorKind::Occupied:
      return "occupied";
    case ReplayErrorKind::NoNewTile:
      return "no-new-tile";
    case ReplayErrorKind::IncompleteWord:
      return "incomplete-word";
    case ReplayErrorKind::MissesCentre:
      return "misses-centre";
    case ReplayErrorKind::NotConnected:
      return "not-connected";
    case ReplayErrorKind::NoWord:
      return "no-word";
    case ReplayErrorKind::RackLacksTiles:
      return "rack-lacks-tiles";
    case ReplayErrorKind::BagExceeded:
      return "bag-exceeded";
    case ReplayErrorKind::WithdrawalWithoutPlay:
      return "withdrawal-without-play";
    case ReplayErrorKind::ChallengeWithoutPlay:
      return "challenge-without-play";
    case ReplayErrorKind::EndRackMismatch:
      return "end-rack-mismatch";
    case ReplayErrorKind::WrongTurn:
      return "wrong-turn";
    case ReplayErrorKind::ExchangeTooLate:
      return "exchange-too-late";
    case ReplayErrorKind::RackNotInBag:
      return "rack-not-in-bag";
    case ReplayErrorKind::WithdrawalTilesDiffer:
      return "withdrawal-tiles-differ";
    case ReplayErrorKind::SixPassRackMismatch:
      return "six-pass-rack-mismatch";
    case ReplayErrorKind::NotInLexicon:
      return "not-in-lexicon";
  }
  return "unknown";
}

const Distribution* distribution_for(const Record& record, std::string_view lexicon) {
  if (!lexicon.empty())
    if (const Distribution* d = Distribution::named(lexicon)) return d;
  const auto holds_all = [&](const Distribution& d) {
    const auto ok = [&](const std::vector<std::string>& faces) {
      return std::all_of(faces.begin(), faces.end(), [&](const std::string& f) {
        return f == "." || f == "_" || d.tile_of(f).has_value();
      });
    };
    for (const auto& r : record.racks_at_start)
      if (!ok(r.faces)) return false;
    for (const Turn& t : record.turns) {
      if (!ok(t.rack) || !ok(t.word) || !ok(t.tiles)) return false;
      for (const auto& r : t.racks_after)
        if (!ok(r.faces)) return false;
    }
    return true;
  };
  for (const Distribution* d : {&Distribution::english(), &Distribution::polish()})
    if (holds_all(*d)) return d;
  return nullptr;
}

}  // namespace cwg::game
