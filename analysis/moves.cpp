// `cwg moves`: the positions read, the engines built once per distribution, each position's
// plays listed (analysis/play_lists.hpp).
#include "analysis/moves.hpp"

#include <chrono>
#include <nlohmann/json.hpp>

#include "analysis/play_lists.hpp"
#include "core/cpu_clock.hpp"
#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/stats.hpp"
#include "formats/cgp/cgp.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/movegen/board_words.hpp"

namespace cwg::analysis {

namespace {

using Json = nlohmann::ordered_json;

/// The positions of a game record, one before each play whose rack it gives.
std::vector<game::ListedPosition> record_positions(const std::string& file,
                                                   const game::Distribution* given,
                                                   std::size_t input) {
  const gcg::Game g = gcg::parse(read_file(file), file);
  const game::Record record = gcg::to_record(g);
  const game::Distribution* d =
      given ? given : game::distribution_for(record, g.pragma("lexicon").value_or(""));
  if (!d)
    throw InputError(file, 0, 0,
                     "its letters are in no shipped distribution; give --distribution FILE");
  return game::listed_positions(record, *d, file, input);
}

/// One object per input, in the order given (README: the same shape for every command).
Json files_json(const MovesRequest& r) {
  Json all = Json::array();
  if (r.cgp) all.push_back({{"file", "--cgp"}, {"format", "cgp"}, {"positions", Json::array()}});
  for (const std::string& file : r.inputs)
    all.push_back({{"file", file},
                   {"format", lower_extension(file).substr(1)},
                   {"positions", Json::array()}});
  return all;
}

}  // namespace

game::RankBy rank_by(const std::string& by) {
  if (by != "score" && by != "equity")
    throw InputError("moves: --by must be score or equity, not '" + by + "'");
  return by == "equity" ? game::RankBy::Equity : game::RankBy::Score;
}

void check_request(const MovesRequest& r) {
  if (!(r.bench_ms > 0)) throw InputError("moves: --bench-ms must be positive");
}

std::string skipped_lines_note(const game::Lexicon& lex, const std::string& path) {
  if (lex.skipped == 0) return "";
  return path + ": " + std::to_string(lex.skipped) + " of " + std::to_string(lex.lines) +
         " lines skipped: characters outside the " + lex.alphabet.name() +
         " alphabet (first: line " + std::to_string(lex.first_skipped_line) + " '" +
         lex.first_skipped + "')";
}

std::vector<game::ListedPosition> read_positions(const MovesRequest& r) {
  std::optional<game::Distribution> given;
  if (r.distribution)
    given = game::Distribution::parse(read_file(*r.distribution), *r.distribution);
  cgp::ReadOptions ro;
  ro.distribution = given ? &*given : nullptr;
  std::vector<game::ListedPosition> jobs;
  if (r.cgp) {
    ro.file = "--cgp";
    jobs.push_back(game::listed_position(cgp::parse(*r.cgp, ro), "--cgp", 0, 0));
  }
  for (std::size_t k = 0; k < r.inputs.size(); ++k) {
    const std::string& file = r.inputs[k];
    const std::size_t input = k + (r.cgp ? 1 : 0);
    const std::string ext = lower_extension(file);
    if (ext == ".cgp") {
      const std::string text = read_file(file);
      ro.file = file;
      for (const cgp::Line& line : cgp::lines(text)) {
        ro.line = line.number;
        jobs.push_back(game::listed_position(cgp::parse(line.text, ro), file, ro.line, input));
      }
    } else if (ext == ".gcg") {
      for (game::ListedPosition& p : record_positions(file, given ? &*given : nullptr, input))
        jobs.push_back(std::move(p));
    } else {
      throw InputError(file, 0, 0, "not a position file (.cgp) or game record (.gcg)");
    }
  }
  return jobs;
}

MovesEngine& engine_for(const game::ListedPosition& pos, const MovesRequest& r,
                        MovesEngines& engines, std::ostream& err) {
  auto& slot = engines[pos.dist->name()];
  if (slot) return *slot;
  const auto t0 = std::chrono::steady_clock::now();
  const double cpu0 = thread_seconds();
  slot = std::make_unique<MovesEngine>();
  slot->lexicon = game::load_lexicon(r.dict, *pos.dist);
  slot->build_seconds = seconds_since(t0);
  slot->build_cpu_seconds = thread_seconds() - cpu0;
  slot->generator = std::make_unique<game::MoveGenerator>(slot->lexicon);
  if (r.top > 0) {
    const double cpu1 = thread_seconds();
    slot->generator->prepare_best(pos.rules.rack_size);
    slot->prepare_cpu_seconds = thread_seconds() - cpu1;
  }
  if (const std::string note = skipped_lines_note(slot->lexicon, r.dict); !note.empty())
    err << "cwg moves: " << note << '\n';
  return *slot;
}

std::string list_moves(const MovesRequest& r, const std::vector<game::ListedPosition>& positions,
                       MovesEngines& engines, std::ostream& err) {
  Json all = files_json(r);
  std::string text;
  game::UnknownWordsNote unknown_here;
  const bool equity = r.by == game::RankBy::Equity;
  PlayLister lister(r.by, r.top, r.leaves);
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const game::ListedPosition& pos = positions[i];
    MovesEngine& e = engine_for(pos, r, engines, err);
    const auto unknown = game::board_words_not_in(pos.board, e.lexicon);
    unknown_here.add(unknown);
    if (i + 1 == positions.size() || positions[i + 1].input != pos.input) {
      // One note per input, not one per position: a record of a game played under another
      // lexicon would otherwise repeat it for every play.
      if (unknown_here.with_unknown > 0)
        err << "cwg moves: " << unknown_here.message(pos.file, r.dict) << '\n';
      unknown_here = {};
    }
    std::optional<std::size_t> count;
    const auto moves = lister.list(pos, e.lexicon, *e.generator, count);
    if (r.json)
      all[pos.input]["positions"].push_back(position_json(pos, unknown, moves, count, equity));
    else
      text += position_text(pos, moves, count, r.top, equity, positions.size() > 1);
  }
  return r.json ? all.dump() + "\n" : text;
}

std::string run_moves(const MovesRequest& r, std::ostream& err) {
  const std::vector<game::ListedPosition> positions = read_positions(r);
  MovesEngines engines;
  for (const game::ListedPosition& pos : positions) engine_for(pos, r, engines, err);
  return r.bench ? moves_bench(r, positions, engines) : list_moves(r, positions, engines, err);
}

}  // namespace cwg::analysis
