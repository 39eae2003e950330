// `cwg info|convert|render` of crossword-game records (.gcg) and positions (.cgp, or
// `--cgp STRING`). The formats and the replay live in formats/gcg, formats/cgp and game/;
// this file reads the options, picks the distribution, and prints or writes the results.
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "cli/commands.hpp"
#include "cli/run_support.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cgp/cgp.hpp"
#include "formats/cgp/cgp_game.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/board_text.hpp"
#include "game/replay.hpp"
#include "render/board_svg.hpp"

namespace cwg::cli {

namespace {

namespace fs = std::filesystem;
namespace po = boost::program_options;
using Json = nlohmann::ordered_json;

struct Options {
  std::vector<std::string> inputs;
  std::optional<std::string> cgp;  // --cgp STRING
  std::string out;
  std::optional<std::string> variant;
  std::optional<std::size_t> at;
  std::optional<std::size_t> line;
  std::optional<std::string> distribution;
  std::optional<std::string> dict;
  bool json = false;
};

std::optional<Options> parse(const std::string& verb, const Args& args) {
  po::options_description options(
      "usage: cwg info GAME.gcg|POS.cgp... [--json] [--distribution FILE] [--dict LEXICON]\n"
      "       cwg convert IN.gcg|IN.cgp -o OUT.gcg|OUT.cgp [--at N] [--variant ascii|utf8]\n"
      "       cwg render GAME.gcg|POS.cgp [--at N] [--line N] [-o OUT.svg]\n\n"
      "options");
  options.add_options()("help,h", "show this help")("json", "info: one JSON object per file (or position)")(
      "cgp", po::value<std::string>()->value_name("STRING"), "a position given on the command line")(
      "out,o", po::value<std::string>()->value_name("FILE"), "convert/render: the output ('-': standard output)")(
      "variant", po::value<std::string>()->value_name("ascii|utf8"), "convert: the CGP variant written (utf8)")(
      "at", po::value<std::size_t>()->value_name("N"), "a game's position after its first N events (default: all)")(
      "line", po::value<std::size_t>()->value_name("N"), "render: the position on line N of a .cgp file (1)")(
      "distribution", po::value<std::string>()->value_name("FILE"),
      "letters, counts and values as `letter count value` lines (default: English, or as the record names)")(
      "dict", po::value<std::string>()->value_name("LEXICON"), "info: name every word formed that this word list lacks");
  const auto parsed = parse_command(verb, args, options);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  Options o;
  if (vm.count("input")) o.inputs = vm["input"].as<std::vector<std::string>>();
  if (vm.count("cgp")) o.cgp = vm["cgp"].as<std::string>();
  if (vm.count("out")) o.out = vm["out"].as<std::string>();
  if (vm.count("variant")) {
    o.variant = vm["variant"].as<std::string>();
    if (*o.variant != "ascii" && *o.variant != "utf8")
      throw InputError("cwg " + verb + ": --variant must be ascii or utf8, not '" + *o.variant + "'");
  }
  if (vm.count("at")) o.at = vm["at"].as<std::size_t>();
  if (vm.count("line")) o.line = vm["line"].as<std::size_t>();
  if (vm.count("distribution")) o.distribution = vm["distribution"].as<std::string>();
  if (vm.count("dict")) o.dict = vm["dict"].as<std::string>();
  o.json = vm.count("json") > 0;
  if (o.inputs.empty() && !o.cgp) throw InputError("cwg " + verb + ": no input given (see cwg " + verb + " --help)");
  return o;
}

std::string extension(const std::string& path) {
  std::string ext = fs::path(path).extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

/// A game record read and turned into the replay's record, with its distribution.
struct LoadedGame {
  std::string file;
  gcg::Game game;
  game::Record record;
  game::Distribution distribution;
  std::string lexicon;
};

LoadedGame load_game(const std::string& file, const Options& o) {
  LoadedGame g;
  g.file = file;
  g.game = gcg::read(read_file(file), file);
  g.record = gcg::to_record(g.game);
  g.lexicon = g.game.pragma("lexicon").value_or("");
  if (o.distribution) {
    g.distribution = game::Distribution::parse(read_file(*o.distribution), *o.distribution);
  } else if (const game::Distribution* d = game::distribution_for(g.record, g.lexicon)) {
    g.distribution = *d;
  } else {
    throw InputError(file, 0, 0, "its letters are in no shipped distribution (English, Polish); give --distribution FILE");
  }
  return g;
}

std::unordered_set<std::string> load_lexicon(const std::string& path) {
  const std::string text = read_file(path);
  std::unordered_set<std::string> words;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find_first_of("\r\n", pos);
    if (end == std::string::npos) end = text.size();
    std::string word = text.substr(pos, end - pos);
    pos = end + 1;
    const std::size_t space = word.find_first_of(" \t");
    if (space != std::string::npos) word.resize(space);  // "WORD definition" lists
    if (!word.empty() && word[0] != '#') words.insert(game::utf8_upper(word));
  }
  if (words.empty()) throw InputError(path, 0, 0, "the lexicon holds no words");
  return words;
}

game::ReplayResult replay_game(const LoadedGame& g, const Options& o, const std::unordered_set<std::string>* words) {
  if (o.at && *o.at > g.record.turns.size())
    throw InputError(g.file, 0, 0, "--at " + std::to_string(*o.at) + ": the record has " +
                                       std::to_string(g.record.turns.size()) + " events");
  game::ReplayOptions ro;
  ro.distribution = &g.distribution;
  ro.stop_after = o.at;
  ro.lexicon = words;
  return game::replay(g.record, game::Board::standard(), ro);
}

std::string where(const std::string& file, int line, int column) {
  return file + ":" + std::to_string(line) + (column > 0 ? ":" + std::to_string(column) : "");
}

/// info on one record: 0 valid with no score errors, 1 an illegal event or a score error.
int info_game(const LoadedGame& g, const Options& o, const std::unordered_set<std::string>* words, Json* out) {
  const game::ReplayResult r = replay_game(g, o, words);
  const bool valid = r.legal();
  if (out) {
    Json j;
    j["file"] = g.file;
    j["format"] = "gcg";
    j["valid"] = valid;
    Json errors = Json::array();
    for (const auto& e : r.errors)
      errors.push_back({{"event", e.event}, {"line", e.line}, {"column", e.column},
                        {"kind", game::replay_error_name(e.kind)}, {"message", e.message}});
    j["errors"] = errors;
    Json players = Json::array();
    for (std::size_t p = 0; p < g.game.players.size(); ++p)
      players.push_back({{"nick", g.game.players[p].nick}, {"name", g.game.players[p].name}, {"score", r.scores[p]}});
    j["players"] = players;
    j["events"] = r.events;
    Json scores = Json::array();
    for (const auto& s : r.score_errors)
      scores.push_back({{"event", s.event}, {"line", s.line}, {"column", s.column}, {"field", s.field},
                        {"recorded", s.recorded}, {"recomputed", s.recomputed}});
    j["score_errors"] = scores;
    j["distribution"] = g.distribution.name();
    j["lexicon"] = g.lexicon;
    j["encoding"] = g.game.encoding;
    if (!g.game.encoding_note.empty()) j["encoding_note"] = g.game.encoding_note;
    Json turns = Json::array();
    for (std::size_t i = 0; i < r.events; ++i) {
      const gcg::Event& e = g.game.events[i];
      Json t{{"event", i + 1}, {"line", e.line}, {"nick", e.nick}, {"kind", gcg::event_kind_name(e.kind)},
             {"rack", e.rack}, {"score", e.score}, {"recomputed", r.turns[i].score}, {"cumulative", e.cumulative}};
      if (e.kind == gcg::EventKind::Play) t["coordinate"] = e.coordinate;
      if (!e.tiles.empty()) t["tiles"] = e.tiles;
      if (!r.turns[i].words.empty()) t["words"] = r.turns[i].words;
      turns.push_back(t);
    }
    j["turns"] = turns;
    if (words) {
      Json missing = Json::array();
      for (const auto& w : r.words_not_in_lexicon)
        missing.push_back({{"event", w.event}, {"line", w.line}, {"message", w.message}});
      j["words_not_in_lexicon"] = missing;
    }
    j["cgp"] = cgp::write(cgp::position_after(g.record, r, g.distribution, g.lexicon), cgp::Variant::Utf8);
    *out = j;
  } else {
    std::cout << g.file << ": " << r.events << " events, " << g.distribution.name() << " distribution"
              << (g.lexicon.empty() ? "" : ", lexicon " + g.lexicon) << ", " << g.game.encoding << "\n";
    if (!g.game.encoding_note.empty()) std::cout << "  note: " << g.game.encoding_note << "\n";
    for (std::size_t p = 0; p < g.game.players.size(); ++p)
      std::cout << "  " << g.game.players[p].nick << " (" << g.game.players[p].name << "): " << r.scores[p] << "\n";
    std::cout << game::board_text(r.board, g.distribution);
    for (const auto& e : r.errors)
      std::cout << where(g.file, e.line, e.column) << ": event " << e.event << " (" << game::replay_error_name(e.kind)
                << "): " << e.message << "\n";
    for (const auto& s : r.score_errors)
      std::cout << where(g.file, s.line, s.column) << ": event " << s.event << ": " << s.field << " recorded "
                << s.recorded << ", recomputed " << s.recomputed << "\n";
    for (const auto& w : r.words_not_in_lexicon)
      std::cout << where(g.file, w.line, w.column) << ": event " << w.event << ": " << w.message << "\n";
    std::cout << (valid && r.score_errors.empty() ? "valid: every event legal, every score adds up\n"
                                                  : "not valid\n");
  }
  return valid && r.score_errors.empty() ? 0 : 1;
}

/// The positions of a .cgp file, or the one of --cgp.
std::vector<cgp::Position> load_positions(const Options& o, const std::string& file,
                                          const game::Distribution* dist) {
  cgp::ReadOptions ro;
  ro.distribution = dist;
  if (o.cgp && file.empty()) {
    ro.file = "--cgp";
    return {cgp::read(*o.cgp, ro)};
  }
  ro.file = file;
  return cgp::read_all(read_file(file), ro);
}

Json position_json(const cgp::Position& p, const std::string& file, int line) {
  Json j{{"file", file}, {"line", line}, {"format", "cgp"}, {"valid", true},
         {"variant", p.variant == cgp::Variant::Ascii ? "ascii" : "utf8"},
         {"rows", p.board.rows()}, {"cols", p.board.cols()}, {"distribution", p.distribution.name()}};
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
  std::cout << file << ":" << line << ": " << (p.variant == cgp::Variant::Ascii ? "ASCII" : "UTF-8") << " variant, "
            << p.board.rows() << "x" << p.board.cols() << ", " << p.distribution.name() << " distribution"
            << (p.counts_checked ? "" : " (not shipped: tile counts not checked)") << "\n";
  std::cout << game::board_text(p.board, p.distribution);
  if (!p.board_only) {
    for (std::size_t i = 0; i < p.racks.size(); ++i)
      std::cout << "  player " << i + 1 << (i == 0 ? " (to move)" : "") << ": score " << p.scores[i] << ", rack "
                << (p.racks[i].empty() ? "unknown" : p.distribution.text(p.racks[i])) << "\n";
    std::cout << "  zero turns: " << p.zero_turns << "\n";
  }
  for (const auto& op : p.opcodes) std::cout << "  " << op.name << (op.operands.empty() ? "" : " " + op.operands) << "\n";
}

void write_output(const std::string& out, const std::string& bytes) {
  if (out == "-") std::cout << bytes;
  else write_file_atomic(out, bytes);
}

const game::Distribution* given_distribution(const Options& o, std::optional<game::Distribution>& owned) {
  if (!o.distribution) return nullptr;
  owned = game::Distribution::parse(read_file(*o.distribution), *o.distribution);
  return &*owned;
}

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
    const bool is_cgp = file.empty() || extension(file) == ".cgp";
    try {
      if (is_cgp) {
        // Line by line: one bad position is reported and the others still are.
        const std::string name = file.empty() ? "--cgp" : file;
        const std::string text = file.empty() ? *o.cgp : read_file(file);
        std::size_t pos = 0;
        for (int line = 1; pos <= text.size(); ++line) {
          std::size_t end = text.find('\n', pos);
          if (end == std::string::npos) end = text.size();
          const std::string_view one = std::string_view(text).substr(pos, end - pos);
          pos = end + 1;
          if (one.empty() || one == "\r") continue;
          cgp::ReadOptions ro;
          ro.file = name;
          ro.line = line;
          ro.distribution = dist;
          try {
            const cgp::Position p = cgp::read(one, ro);
            if (o.json) all.push_back(position_json(p, name, line));
            else print_position(p, name, line);
          } catch (const cgp::CgpError& e) {
            std::cerr << e.what() << "\n";
            code = 2;
            if (o.json)
              all.push_back({{"file", name}, {"line", line}, {"format", "cgp"}, {"valid", false},
                             {"errors", Json::array({{{"kind", cgp::error_kind_name(e.kind())}, {"column", e.column()},
                                                      {"message", e.what()}}})}});
          }
        }
      } else if (extension(file) == ".gcg") {
        const LoadedGame g = load_game(file, o);
        Json j;
        code = std::max(code, info_game(g, o, words ? &*words : nullptr, o.json ? &j : nullptr));
        if (o.json) all.push_back(j);
      } else {
        throw InputError(file, 0, 0, "not a .gcg or .cgp file");
      }
    } catch (const InputError& e) {
      std::cerr << e.what() << "\n";
      code = 2;
      if (o.json)
        all.push_back({{"file", file.empty() ? "--cgp" : file}, {"format", is_cgp ? "cgp" : "gcg"}, {"valid", false},
                       {"errors", Json::array({{{"message", e.what()}}})}});
    }
  }
  if (o.json) std::cout << (all.size() == 1 ? all[0] : all).dump(2) << "\n";
  return code;
}

int convert(const Options& o) {
  if (o.out.empty()) throw InputError("cwg convert: give the output with -o FILE (- for standard output)");
  const std::string in = o.inputs.empty() ? "" : o.inputs[0];
  if (o.inputs.size() > 1) throw InputError("cwg convert: one input at a time");
  // On standard output a game converts to a position when --at or --variant asks for one.
  const std::string out_ext = o.out == "-" ? (o.variant || o.at || o.cgp || extension(in) == ".cgp" ? ".cgp" : ".gcg")
                                           : extension(o.out);
  const cgp::Variant variant = o.variant == std::optional<std::string>("ascii") ? cgp::Variant::Ascii : cgp::Variant::Utf8;
  std::optional<game::Distribution> owned;
  if (in.empty() || extension(in) == ".cgp") {
    if (out_ext != ".cgp") throw InputError(o.out, 0, 0, "a position converts to a .cgp file");
    std::string bytes;
    for (const auto& p : load_positions(o, in, given_distribution(o, owned))) bytes += cgp::write(p, variant) + "\n";
    write_output(o.out, bytes);
    return 0;
  }
  if (extension(in) != ".gcg") throw InputError(in, 0, 0, "not a .gcg or .cgp file");
  const LoadedGame g = load_game(in, o);
  if (out_ext == ".gcg") {
    write_output(o.out, gcg::write(g.game));
    return 0;
  }
  if (out_ext != ".cgp") throw InputError(o.out, 0, 0, "a game record converts to .gcg or .cgp");
  const game::ReplayResult r = replay_game(g, o, nullptr);
  write_output(o.out, cgp::write(cgp::position_after(g.record, r, g.distribution, g.lexicon), variant) + "\n");
  for (const auto& e : r.errors)
    std::cerr << where(g.file, e.line, e.column) << ": event " << e.event << " (" << game::replay_error_name(e.kind)
              << "): " << e.message << "\n";
  return r.legal() ? 0 : 1;
}

/// The squares an `lm` play operand puts new tiles on ("8D AB.C": not the dots).
std::vector<std::pair<int, int>> lm_squares(const cgp::Position& p) {
  std::vector<std::pair<int, int>> out;
  const auto lm = p.opcode("lm");
  if (!lm) return out;
  std::string_view s = *lm;
  if (s.rfind("challenge ", 0) == 0) return out;  // withdrawn: nothing on the board
  const std::size_t space = s.find(' ');
  const auto at = game::parse_placement(s.substr(0, space));
  if (!at || space == std::string_view::npos) return out;
  int k = 0;
  for (std::size_t i = space + 1; i < s.size() && s[i] != ' '; ++k) {
    const bool through = s[i] == '.';
    if (s[i] == '[') i = s.find(']', i) == std::string_view::npos ? s.size() : s.find(']', i) + 1;
    else i += game::utf8_length(s, i);
    const int r = at->row + (at->across ? 0 : k), c = at->col + (at->across ? k : 0);
    if (!through && p.board.contains(r, c)) out.emplace_back(r, c);
  }
  return out;
}

int render(const Options& o) {
  const std::string in = o.inputs.empty() ? "" : o.inputs[0];
  std::string out = o.out;
  if (out.empty()) {
    if (in.empty()) throw InputError("cwg render --cgp: give the output with -o FILE");
    out = fs::path(in).replace_extension(".svg").string();
  }
  std::optional<game::Distribution> owned;
  render::BoardScene scene;
  int code = 0;
  game::ReplayResult r;
  std::optional<LoadedGame> g;
  std::vector<cgp::Position> positions;
  if (in.empty() || extension(in) == ".cgp") {
    positions = load_positions(o, in, given_distribution(o, owned));
    const std::size_t line = o.line.value_or(1);
    if (line < 1 || line > positions.size())
      throw InputError(in.empty() ? "--cgp" : in, 0, 0, "--line " + std::to_string(line) + ": the file holds " +
                                                          std::to_string(positions.size()) + " positions");
    const cgp::Position& p = positions[line - 1];
    scene.board = &p.board;
    scene.distribution = &p.distribution;
    scene.highlight = lm_squares(p);
    for (std::size_t i = 0; i < p.racks.size(); ++i)
      scene.players.push_back({"player " + std::to_string(i + 1), p.scores[i], !p.racks[i].empty(), p.racks[i], i == 0});
    if (const auto lm = p.opcode("lm")) scene.caption = "last move: " + *lm;
  } else if (extension(in) == ".gcg") {
    g = load_game(in, o);
    r = replay_game(*g, o, nullptr);
    code = r.legal() ? 0 : 1;
    scene.board = &r.board;
    scene.distribution = &g->distribution;
    if (r.last_move && r.turns[*r.last_move].placed.size() && r.last_move_cgp.rfind("challenge", 0) != 0)
      scene.highlight = r.turns[*r.last_move].placed;
    for (std::size_t p = 0; p < g->game.players.size(); ++p)
      scene.players.push_back({g->game.players[p].nick, r.scores[p], r.racks[p].has_value(),
                               r.racks[p].value_or(game::TileString{}), p == r.on_turn});
    scene.caption = "after event " + std::to_string(r.events) + " of " + std::to_string(g->game.events.size());
    if (r.events > 0) {
      const gcg::Event& e = g->game.events[r.events - 1];
      scene.caption += ": " + e.nick + " " + (e.kind == gcg::EventKind::Play ? e.coordinate + " " + e.tiles
                                                                             : gcg::event_kind_name(e.kind)) +
                       " " + (e.score >= 0 ? "+" : "") + std::to_string(e.score);
    }
  } else {
    throw InputError(in, 0, 0, "not a .gcg or .cgp file");
  }
  write_output(out, render::board_svg(scene));
  return code;
}

}  // namespace

int game_main(const std::string& verb, const Args& args) {
  const std::optional<Options> parsed = parse(verb, args);
  if (!parsed) return 0;  // --help
  const Options& o = *parsed;
  if (verb == "info") return info(o);
  if (verb == "convert") return convert(o);
  if (verb == "render") return render(o);
  throw InputError("cwg " + verb + ": not a command for .gcg or .cgp files");
}

}  // namespace cwg::cli
