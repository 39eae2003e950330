// `cwg info` of game records (the replay's report) and positions (each line shown), as
// text or JSON.
#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/game_files.hpp"
#include "core/input_error.hpp"
#include "formats/cgp/cgp_game.hpp"
#include "game/board_text.hpp"

namespace cwg::cli::game_files {

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

Json game_json(const LoadedGame& g, const game::ReplayResult& r, bool with_words) {
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

void print_game(const LoadedGame& g, const game::ReplayResult& r) {
  std::cout << g.file << ": " << r.events << " events, " << g.distribution.name() << " distribution"
            << (g.lexicon.empty() ? "" : ", lexicon " + g.lexicon) << ", " << g.game.encoding
            << "\n";
  if (g.distribution_guessed) std::cout << "  note: " << kGuessedNote << "\n";
  if (!g.game.encoding_note.empty()) std::cout << "  note: " << g.game.encoding_note << "\n";
  for (std::size_t p = 0; p < g.game.players.size(); ++p)
    std::cout << "  " << g.game.players[p].nick << " (" << g.game.players[p].name
              << "): " << r.scores[p] << "\n";
  std::cout << game::board_text(r.board, g.distribution);
  for (const Finding& f : findings(r))
    std::cout << where(g.file, f.line, f.column) << ": " << f.text << "\n";
  std::cout << (r.legal() && r.score_errors.empty()
                    ? "valid: every event legal, every score adds up\n"
                    : "not valid\n");
}

Json position_json(const cgp::Position& p, int line) {
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

void print_position(const cgp::Position& p, const std::string& file, int line) {
  std::cout << file << ":" << line << ": " << (p.variant == cgp::Variant::Ascii ? "ASCII" : "UTF-8")
            << " variant, " << p.board.rows() << "x" << p.board.cols() << ", "
            << p.distribution.name() << " distribution"
            << (p.counts_checked ? "" : " (not shipped: tile counts not checked)") << "\n";
  std::cout << game::board_text(p.board, p.distribution);
  if (!p.board_only) {
    for (std::size_t i = 0; i < p.racks.size(); ++i)
      std::cout << "  player " << i + 1 << (i == 0 ? " (to move)" : "") << ": score " << p.scores[i]
                << ", rack " << (p.racks[i].empty() ? "unknown" : p.distribution.text(p.racks[i]))
                << "\n";
    std::cout << "  zero turns: " << p.zero_turns << "\n";
  }
  for (const auto& op : p.opcodes)
    std::cout << "  " << op.name << (op.operands.empty() ? "" : " " + op.operands) << "\n";
}

/// A bad line of a positions file, or a whole input that could not be read (line 0).
Json error_json(const std::string& kind, int line, int column, const std::string& message) {
  return {{"line", line}, {"column", column}, {"kind", kind}, {"message", message}};
}

/// The object of a file (README: one object per input file, `file` and `format` first).
Json file_json(const std::string& file, bool is_cgp) {
  return {{"file", file}, {"format", is_cgp ? "cgp" : "gcg"}};
}

/// The JSON of an input that could not be read: the same fields as a readable one, empty.
Json unreadable_json(const std::string& file, bool is_cgp, Json error) {
  Json j = file_json(file, is_cgp);
  j["valid"] = false;
  j["errors"] = Json::array({std::move(error)});
  if (is_cgp) {
    j["positions"] = Json::array();
  } else {
    j["players"] = Json::array();
    j["events"] = 0;
    j["score_errors"] = Json::array();
  }
  return j;
}

/// Every line of a positions file (or --cgp): a bad one is reported and the others still
/// are. Returns 2 when a line is bad, else 0; with --json adds the file's object to `all`.
int info_positions(const Options& o, const std::string& file, const game::Distribution* dist,
                   Json& all) {
  const std::string name = positions_name(file);
  const std::string text = positions_text(o, file);
  int code = 0;
  Json positions = Json::array();
  for (const cgp::Line& line : cgp::lines(text)) {
    cgp::ReadOptions ro;
    ro.file = name;
    ro.line = line.number;
    ro.distribution = dist;
    try {
      const cgp::Position p = cgp::parse(line.text, ro);
      if (o.json)
        positions.push_back(position_json(p, line.number));
      else
        print_position(p, name, line.number);
    } catch (const cgp::CgpError& e) {
      std::cerr << e.what() << "\n";
      code = 2;
      positions.push_back(
          {{"line", line.number},
           {"valid", false},
           {"errors", Json::array({error_json(cgp::error_kind_name(e.kind()), line.number,
                                              e.column(), e.what())})}});
    }
  }
  if (o.json) {
    Json j = file_json(name, true);
    j["valid"] = code == 0;
    j["positions"] = std::move(positions);
    all.push_back(std::move(j));
  }
  return code;
}

}  // namespace

/// Every input is reported; a malformed one is one line on stderr (and a JSON object with
/// its error) and makes the exit 2, a record that fails its checks makes it at least 1.
int info(const Options& o) {
  std::optional<game::Distribution> owned;
  const game::Distribution* dist = given_distribution(o, owned);
  std::optional<std::unordered_set<std::string>> words;
  if (o.dict) words = load_lexicon(*o.dict);
  std::vector<std::string> inputs = o.inputs;
  if (o.cgp) inputs.insert(inputs.begin(), "");
  Json all = Json::array();
  int code = 0;
  for (const std::string& file : inputs) {
    const bool is_cgp = file.empty() || lower_extension(file) == ".cgp";
    try {
      if (is_cgp) {
        code = std::max(code, info_positions(o, file, dist, all));
      } else if (lower_extension(file) == ".gcg") {
        const LoadedGame g = load_game(file, o);
        const game::ReplayResult r = replay_game(g, o, words ? &*words : nullptr);
        if (o.json)
          all.push_back(game_json(g, r, words.has_value()));
        else
          print_game(g, r);
        code = std::max(code, r.legal() && r.score_errors.empty() ? 0 : 1);
      } else {
        throw InputError(file, 0, 0, "not a .gcg or .cgp file");
      }
    } catch (const gcg::GcgError& e) {
      std::cerr << e.what() << "\n";
      code = 2;
      if (o.json)
        all.push_back(unreadable_json(
            file, false,
            error_json(gcg::error_kind_name(e.kind()), e.line(), e.column(), e.what())));
    } catch (const InputError& e) {
      std::cerr << e.what() << "\n";
      code = 2;
      if (o.json)
        all.push_back(unreadable_json(positions_name(file), is_cgp,
                                      error_json("unreadable", 0, 0, e.what())));
    }
  }
  if (o.json) std::cout << all.dump(2) << "\n";
  return code;
}

}  // namespace cwg::cli::game_files
