// What `cwg info` says about a game record and a position, as text and JSON.
#include "gamefiles/game_report.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>

#include "formats/cgp/cgp_game.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/board_text.hpp"

namespace cwg::gamefiles {

namespace {

using Json = nlohmann::ordered_json;

/// One line of the report: an illegal event, a score that differs, or a word the lexicon
/// lacks, in the order of the record.
struct Finding {
  int line = 0;
  int column = 0;
  std::string text;
};

std::vector<Finding> findings(const game::ReplayResult& r) {
  std::vector<Finding> out;
  for (const auto& e : r.errors)
    out.push_back({e.line, e.column,
                   (e.event > 0 ? "event " + std::to_string(e.event)
                                : std::string("before the first event")) +
                       " (" + game::replay_error_name(e.kind) + "): " + e.message});
  for (const auto& s : r.score_errors)
    out.push_back({s.line, s.column,
                   "event " + std::to_string(s.event) + ": " + s.field + " recorded " +
                       std::to_string(s.recorded) + ", recomputed " +
                       std::to_string(s.recomputed)});
  for (const auto& w : r.words_not_in_lexicon)
    out.push_back({w.line, w.column, "event " + std::to_string(w.event) + ": " + w.message});
  std::stable_sort(out.begin(), out.end(),
                   [](const Finding& a, const Finding& b) { return a.line < b.line; });
  return out;
}

const char* kGuessedNote =
    "no shipped distribution (English, Polish) holds the record's letters: read as English; "
    "give --distribution FILE";

}  // namespace

LoadedGame load_game(const std::string& file, const std::string& bytes,
                     const game::Distribution* given) {
  LoadedGame g;
  g.file = file;
  g.game = gcg::parse(bytes, file);
  g.record = gcg::to_record(g.game);
  g.lexicon = g.game.pragma("lexicon").value_or("");
  if (given) {
    g.distribution = *given;
  } else if (const game::Distribution* d = game::distribution_for(g.record, g.lexicon)) {
    g.distribution = *d;
  } else {
    // English is the default: the replay then names each letter it lacks with its line.
    g.distribution = game::Distribution::english();
    g.distribution_guessed = true;
  }
  return g;
}

nlohmann::ordered_json game_json(const LoadedGame& g, const game::ReplayResult& r,
                                 bool with_words) {
  Json j;
  j["file"] = g.file;
  j["format"] = "gcg";
  j["valid"] = r.legal();
  Json errors = Json::array();
  for (const auto& e : r.errors)
    errors.push_back({{"event", e.event},
                      {"line", e.line},
                      {"column", e.column},
                      {"kind", game::replay_error_name(e.kind)},
                      {"message", e.message}});
  j["errors"] = errors;
  Json players = Json::array();
  for (std::size_t p = 0; p < g.game.players.size(); ++p)
    players.push_back({{"nick", g.game.players[p].nick},
                       {"name", g.game.players[p].name},
                       {"score", r.scores[p]}});
  j["players"] = players;
  j["events"] = r.events;
  Json scores = Json::array();
  for (const auto& s : r.score_errors)
    scores.push_back({{"event", s.event},
                      {"line", s.line},
                      {"column", s.column},
                      {"field", s.field},
                      {"recorded", s.recorded},
                      {"recomputed", s.recomputed}});
  j["score_errors"] = scores;
  j["distribution"] = g.distribution.name();
  if (g.distribution_guessed) j["distribution_note"] = kGuessedNote;
  j["lexicon"] = g.lexicon;
  j["encoding"] = g.game.encoding;
  if (!g.game.encoding_note.empty()) j["encoding_note"] = g.game.encoding_note;
  Json turns = Json::array();
  for (std::size_t i = 0; i < r.events; ++i) {
    const gcg::Event& e = g.game.events[i];
    Json t{{"event", i + 1},
           {"line", e.line},
           {"nick", e.nick},
           {"kind", gcg::event_kind_name(e.kind)},
           {"rack", e.rack},
           {"score", e.score},
           {"recomputed", r.turns[i].score},
           {"cumulative", e.cumulative}};
    if (e.kind == gcg::EventKind::Play) t["coordinate"] = e.coordinate;
    if (!e.tiles.empty()) t["tiles"] = e.tiles;
    if (!r.turns[i].words.empty()) t["words"] = r.turns[i].words;
    if (!e.trailing.empty()) t["trailing"] = e.trailing;
    turns.push_back(t);
  }
  j["turns"] = turns;
  if (with_words) {
    Json missing = Json::array();
    for (const auto& w : r.words_not_in_lexicon)
      missing.push_back(
          {{"event", w.event}, {"line", w.line}, {"column", w.column}, {"message", w.message}});
    j["words_not_in_lexicon"] = missing;
  }
  j["cgp"] =
      cgp::format(cgp::position_after(g.record, r, g.distribution, g.lexicon), cgp::Variant::Utf8);
  return j;
}

std::string game_text(const LoadedGame& g, const game::ReplayResult& r) {
  std::ostringstream out;
  out << g.file << ": " << r.events << " events, " << g.distribution.name() << " distribution"
      << (g.lexicon.empty() ? "" : ", lexicon " + g.lexicon) << ", " << g.game.encoding << "\n";
  if (g.distribution_guessed) out << "  note: " << kGuessedNote << "\n";
  if (!g.game.encoding_note.empty()) out << "  note: " << g.game.encoding_note << "\n";
  for (std::size_t p = 0; p < g.game.players.size(); ++p)
    out << "  " << g.game.players[p].nick << " (" << g.game.players[p].name << "): " << r.scores[p]
        << "\n";
  out << game::board_text(r.board, g.distribution);
  for (const Finding& f : findings(r))
    out << g.file << ":" << f.line << (f.column > 0 ? ":" + std::to_string(f.column) : "") << ": "
        << f.text << "\n";
  out << (r.legal() && r.score_errors.empty() ? "valid: every event legal, every score adds up\n"
                                              : "not valid\n");
  return out.str();
}

nlohmann::ordered_json position_json(const cgp::Position& p, int line) {
  Json j{{"line", line},
         {"valid", true},
         {"variant", p.variant == cgp::Variant::Ascii ? "ascii" : "utf8"},
         {"rows", p.board.rows()},
         {"cols", p.board.cols()},
         {"distribution", p.distribution.name()}};
  Json rows = Json::array();
  for (int r = 0; r < p.board.rows(); ++r) {
    std::string row;
    for (int c = 0; c < p.board.cols(); ++c)
      row += p.board.is_empty(r, c) ? std::string(".") : p.distribution.face(p.board.at(r, c));
    rows.push_back(row);
  }
  j["board"] = rows;
  if (!p.board_only) {
    Json racks = Json::array();
    for (const auto& rack : p.racks) racks.push_back(p.distribution.text(rack));
    j["racks"] = racks;
    j["scores"] = p.scores;
    j["zero_turns"] = p.zero_turns;
  }
  Json ops = Json::array();
  for (const auto& op : p.opcodes) ops.push_back({{"name", op.name}, {"operands", op.operands}});
  j["opcodes"] = ops;
  if (!p.counts_checked) j["note"] = "distribution not shipped: tile counts not checked";
  return j;
}

std::string position_text(const cgp::Position& p, const std::string& file, int line) {
  std::ostringstream out;
  out << file << ":" << line << ": " << (p.variant == cgp::Variant::Ascii ? "ASCII" : "UTF-8")
      << " variant, " << p.board.rows() << "x" << p.board.cols() << ", " << p.distribution.name()
      << " distribution" << (p.counts_checked ? "" : " (not shipped: tile counts not checked)")
      << "\n";
  out << game::board_text(p.board, p.distribution);
  if (!p.board_only) {
    for (std::size_t i = 0; i < p.racks.size(); ++i)
      out << "  player " << i + 1 << (i == 0 ? " (to move)" : "") << ": score " << p.scores[i]
          << ", rack " << (p.racks[i].empty() ? "unknown" : p.distribution.text(p.racks[i]))
          << "\n";
    out << "  zero turns: " << p.zero_turns << "\n";
  }
  for (const auto& op : p.opcodes)
    out << "  " << op.name << (op.operands.empty() ? "" : " " + op.operands) << "\n";
  return out.str();
}

}  // namespace cwg::gamefiles
