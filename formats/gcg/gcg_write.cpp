// Writing GCG records, and the model's small queries.
#include <algorithm>

#include "formats/gcg/gcg.hpp"
#include "game/tiles.hpp"

namespace cwg::gcg {

const char* error_kind_name(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::BadEncoding:
      return "bad-encoding";
    case ErrorKind::BadLine:
      return "bad-line";
    case ErrorKind::BadPragma:
      return "bad-pragma";
    case ErrorKind::DuplicatePlayer:
      return "duplicate-player";
    case ErrorKind::PragmaAfterEvents:
      return "pragma-after-events";
    case ErrorKind::EventBeforePlayers:
      return "event-before-players";
    case ErrorKind::UnknownPlayer:
      return "unknown-player";
    case ErrorKind::BadEvent:
      return "bad-event";
    case ErrorKind::BadNumber:
      return "bad-number";
    case ErrorKind::BadTiles:
      return "bad-tiles";
    case ErrorKind::EmptyRecord:
      return "empty-record";
  }
  return "unknown";
}

const char* event_kind_name(EventKind kind) {
  switch (kind) {
    case EventKind::Play:
      return "play";
    case EventKind::Pass:
      return "pass";
    case EventKind::Exchange:
      return "exchange";
    case EventKind::Withdrawal:
      return "withdrawal";
    case EventKind::ChallengeBonus:
      return "challenge-bonus";
    case EventKind::EndRackPoints:
      return "end-rack-points";
    case EventKind::EndRackPenalty:
      return "end-rack-penalty";
    case EventKind::TimePenalty:
      return "time-penalty";
  }
  return "unknown";
}

std::optional<std::size_t> Game::player_index(std::string_view nick) const {
  for (std::size_t i = 0; i < players.size(); ++i)
    if (players[i].nick == nick) return i;
  return std::nullopt;
}

std::optional<std::string> Game::pragma(std::string_view name) const {
  for (const Pragma& p : header)
    if (p.name == name) return p.arguments;
  for (const Event& e : events)
    for (const Pragma& p : e.after)
      if (p.name == name) return p.arguments;
  return std::nullopt;
}

std::vector<std::string> Game::tiles_of(std::string_view s) const {
  std::vector<std::string> out;
  if (s.find('|') != std::string_view::npos) {
    std::size_t i = 0;
    while (i <= s.size()) {
      std::size_t j = s.find('|', i);
      if (j == std::string_view::npos) j = s.size();
      if (j > i) out.emplace_back(s.substr(i, j - i));
      i = j + 1;
    }
    return out;
  }
  for (std::size_t i = 0; i < s.size();) {
    std::size_t best = 0;
    for (const auto& [upper, lower] : tile_faces)
      for (const std::string* f : {&upper, &lower})
        if (f->size() > best && s.substr(i, f->size()) == *f) best = f->size();
    if (best == 0) best = game::utf8_length(s, i);
    out.emplace_back(s.substr(i, best));
    i += best;
  }
  return out;
}

namespace {

std::string signed_number(int v) {
  return (v >= 0 ? "+" : "") + std::to_string(v);
}

std::string event_line(const Event& e) {
  std::string out = ">" + e.nick + ":";
  if (!e.rack.empty()) out += " " + e.rack;
  switch (e.kind) {
    case EventKind::Play:
      out += " " + e.coordinate + " " + e.tiles;
      break;
    case EventKind::Pass:
      out += " -";
      break;
    case EventKind::Exchange:
      out += " -" + (e.exchange_count > 0 ? std::to_string(e.exchange_count) : e.tiles);
      break;
    case EventKind::Withdrawal:
      out += " --";
      break;
    case EventKind::ChallengeBonus:
      out += " (challenge)";
      break;
    case EventKind::EndRackPoints:
    case EventKind::EndRackPenalty:
      out += " (" + e.tiles + ")";
      break;
    case EventKind::TimePenalty:
      out += " (time)";
      break;
  }
  out += " " + signed_number(e.score) + " " + std::to_string(e.cumulative);
  return e.trailing.empty() ? out : out + " " + e.trailing;
}

std::string pragma_line(const Pragma& p) {
  return "#" + p.name + (p.arguments.empty() ? "" : " " + p.arguments);
}

}  // namespace

std::string format(const Game& game) {
  std::string body;
  bool encoding_written = false;
  for (const Pragma& p : game.header) {
    if (p.name == "character-encoding") {
      if (encoding_written) continue;
      body += "#character-encoding UTF-8\n";
      encoding_written = true;
      continue;
    }
    body += pragma_line(p) + "\n";
  }
  for (const Event& e : game.events) {
    body += event_line(e) + "\n";
    for (const Pragma& p : e.after) body += pragma_line(p) + "\n";
  }
  const bool ascii = std::all_of(body.begin(), body.end(),
                                 [](char c) { return static_cast<unsigned char>(c) < 0x80; });
  if (!encoding_written && !ascii) body.insert(0, "#character-encoding UTF-8\n");
  return body;
}

}  // namespace cwg::gcg
