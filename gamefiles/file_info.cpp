// `cwg info` of game records (the replay's report) and positions (each line shown), as
// text or JSON.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/lexicon_text.hpp"
#include "gamefiles/file_commands.hpp"

namespace cwg::gamefiles {

namespace {

using Json = nlohmann::ordered_json;

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

/// The word list of --dict as upper-case words.
std::unordered_set<std::string> load_lexicon(const std::string& path) {
  auto words = game::lexicon_word_set(read_file(path));
  if (words.empty()) throw InputError(path, 0, 0, "the lexicon holds no words");
  return words;
}

/// Every line of a positions file (or --cgp): a bad one is reported and the others still
/// are. Returns 2 when a line is bad, else 0; with --json adds the file's object to `all`.
int info_positions(const FileOptions& o, const std::string& file, const game::Distribution* dist,
                   std::ostream& out, std::ostream& err, Json& all) {
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
        out << position_text(p, name, line.number);
    } catch (const cgp::CgpError& e) {
      err << e.what() << "\n";
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

/// A record replayed and reported; 1 when it fails its checks.
int info_game(const FileOptions& o, const std::string& file,
              const std::optional<std::unordered_set<std::string>>& words, std::ostream& out,
              Json& all) {
  const LoadedGame g = load_game_file(file, o);
  const game::ReplayResult r = replay_game(g, o, words ? &*words : nullptr);
  if (o.json)
    all.push_back(game_json(g, r, words.has_value()));
  else
    out << game_text(g, r);
  return r.legal() && r.score_errors.empty() ? 0 : 1;
}

}  // namespace

int info(const FileOptions& o, std::ostream& out, std::ostream& err) {
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
      if (is_cgp)
        code = std::max(code, info_positions(o, file, dist, out, err, all));
      else if (lower_extension(file) == ".gcg")
        code = std::max(code, info_game(o, file, words, out, all));
      else
        throw InputError(file, 0, 0, "not a .gcg or .cgp file");
    } catch (const gcg::GcgError& e) {
      err << e.what() << "\n";
      code = 2;
      if (o.json)
        all.push_back(unreadable_json(
            file, false,
            error_json(gcg::error_kind_name(e.kind()), e.line(), e.column(), e.what())));
    } catch (const InputError& e) {
      err << e.what() << "\n";
      code = 2;
      if (o.json)
        all.push_back(unreadable_json(positions_name(file), is_cgp,
                                      error_json("unreadable", 0, 0, e.what())));
    }
  }
  if (o.json) out << all.dump(2) << "\n";
  return code;
}

}  // namespace cwg::gamefiles
