// `cwg moves POS.cgp|GAME.gcg...|--cgp STRING --dict LEXICON [--top N] [--by score|equity]
// [--json]`: every legal play of each position with its score, or the N best found without
// listing the others (game/movegen). Every input is read and every lexicon built before
// anything is printed, so bad input is exit 2 with no half output. `--bench`
// (moves_bench.cpp) times the generator over the same positions instead of listing plays.
#include <algorithm>
#include <boost/program_options.hpp>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "analysis/leave_file.hpp"
#include "analysis/ranking.hpp"
#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/moves_support.hpp"
#include "cli/run_support.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cgp/cgp.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/movegen/board_words.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/listed_positions.hpp"
#include "game/movegen/move_text.hpp"
#include "game/movegen/movegen.hpp"

namespace cwg::cli {

namespace {

namespace fs = std::filesystem;
namespace po = boost::program_options;
using Json = nlohmann::ordered_json;

constexpr const char* kUsage =
    "usage: cwg moves POS.cgp|GAME.gcg...|--cgp STRING --dict LEXICON [--top N]\n"
    "                 [--by score|equity] [--json]\n"
    "       cwg moves ... --dict LEXICON --bench [--bench-ms MS] [--top N]";

std::optional<MovesOptions> parse(const Args& args) {
  po::options_description options(
      std::string(kUsage) + "\n\n" +
      "Lists every legal play of the rack on turn in each position (a .cgp file holds\n"
      "one a line; a .gcg game gives the position before each play whose rack it\n"
      "records), with its score: `8D RETSINA 66`, best first. Blanks play as any\n"
      "letter (lower case in the word); `.` in JSON `tiles` marks a square played\n"
      "through. Exit 2 on bad input.\n\n"
      "options");
  options.add_options()("help,h", "show this help")("cgp",
                                                    po::value<std::string>()->value_name("STRING"),
                                                    "a position given on the command line")(
      "dict", po::value<std::string>()->value_name("LEXICON"),
      "the word list, one word a line (required; read with the position's alphabet)")(
      "top", po::value<std::size_t>()->value_name("N"),
      "list only the N best plays of each position, found without listing the others")(
      "by", po::value<std::string>()->value_name("score|equity"),
      "rank by score (default) or by equity: score + leave value + adjustments")(
      "leaves", po::value<std::string>()->value_name("FILE|none|default"),
      "--by equity: the leave values (default: the committed English table)")(
      "json", "print a JSON array, one object per input file holding its positions")(
      "distribution", po::value<std::string>()->value_name("FILE"),
      "letters, counts and values as `letter count value` lines (default: as the position names)")(
      "bench", "time the generator on the positions instead of listing plays")(
      "bench-ms", po::value<double>()->value_name("MS"),
      "--bench: time spent on each position (20)");
  const auto parsed = parse_command("moves", args, options);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  MovesOptions o;
  if (vm.count("input")) o.inputs = vm["input"].as<std::vector<std::string>>();
  if (vm.count("cgp")) o.cgp = vm["cgp"].as<std::string>();
  if (o.inputs.empty() && !o.cgp)
    throw InputError("moves: no position given (see cwg moves --help)");
  if (!vm.count("dict"))
    throw InputError("moves: --dict LEXICON is required (see cwg moves --help)");
  o.dict = vm["dict"].as<std::string>();
  if (vm.count("distribution")) o.distribution = vm["distribution"].as<std::string>();
  if (vm.count("top")) o.top = vm["top"].as<std::size_t>();
  if (vm.count("by")) {
    const std::string by = vm["by"].as<std::string>();
    if (by != "score" && by != "equity")
      throw InputError("moves: --by must be score or equity, not '" + by + "'");
    o.by = by == "equity" ? game::RankBy::Equity : game::RankBy::Score;
  }
  if (vm.count("leaves")) o.leaves = vm["leaves"].as<std::string>();
  o.json = vm.count("json") > 0;
  o.bench = vm.count("bench") > 0;
  if (vm.count("bench-ms")) o.bench_ms = vm["bench-ms"].as<double>();
  if (!(o.bench_ms > 0)) throw InputError("moves: --bench-ms must be positive");
  return o;
}

std::vector<MovesJob> read_jobs(const MovesOptions& o) {
  std::optional<game::Distribution> given;
  if (o.distribution)
    given = game::Distribution::parse(read_file(*o.distribution), *o.distribution);
  cgp::ReadOptions ro;
  ro.distribution = given ? &*given : nullptr;
  std::vector<MovesJob> jobs;
  if (o.cgp) {
    ro.file = "--cgp";
    jobs.push_back(game::listed_position(cgp::parse(*o.cgp, ro), "--cgp", 0, 0));
  }
  for (std::size_t k = 0; k < o.inputs.size(); ++k) {
    const std::string& file = o.inputs[k];
    const std::size_t input = k + (o.cgp ? 1 : 0);
    const std::string ext = lower_extension(file);
    if (ext == ".cgp") {
      const std::string text = read_file(file);
      ro.file = file;
      for (const cgp::Line& line : cgp::lines(text)) {
        ro.line = line.number;
        jobs.push_back(game::listed_position(cgp::parse(line.text, ro), file, ro.line, input));
      }
    } else if (ext == ".gcg") {
      const gcg::Game g = gcg::parse(read_file(file), file);
      const game::Record record = gcg::to_record(g);
      const game::Distribution* d =
          given ? &*given : game::distribution_for(record, g.pragma("lexicon").value_or(""));
      if (!d)
        throw InputError(file, 0, 0,
                         "its letters are in no shipped distribution; give --distribution FILE");
      for (game::ListedPosition& p : game::listed_positions(record, *d, file, input))
        jobs.push_back(std::move(p));
    } else {
      throw InputError(file, 0, 0, "not a position file (.cgp) or game record (.gcg)");
    }
  }
  return jobs;
}

/// A position's object inside its file's `positions`; `line` is 0 for --cgp, `count` (all
/// legal plays) is not known with --top.
Json position_json(const MovesJob& job, const std::vector<std::string>& unknown,
                   const std::vector<game::MoveText>& moves, std::optional<std::size_t> count,
                   bool equity) {
  Json list = Json::array();
  for (const auto& m : moves) {
    Json move = {{"coord", m.coord},
                 {"word", m.word},
                 {"tiles", m.tiles},
                 {"score", m.move.score},
                 {"bingo", m.move.bingo}};
    if (equity) move["equity"] = m.move.equity;
    list.push_back(std::move(move));
  }
  return Json{{"line", job.line},
              {"rack", job.dist->text(job.rack)},
              {"count", count ? Json(*count) : Json(nullptr)},
              {"board_words_not_in_lexicon", unknown},
              {"moves", std::move(list)}};
}

/// The leave values and a ranker per distribution, for --by equity.
struct EquityTools {
  std::map<std::string, std::pair<game::Leaves, std::unique_ptr<analysis::Ranker>>> by_dist;
};

/// The plays of one job as listed: the N best found directly with --top (`count` unset),
/// else every play, ranked; by equity through analysis::Ranker (leave values and the
/// adjustments, the bag counted from the position).
std::vector<game::MoveText> list_job(const MovesOptions& o, const MovesJob& job, MovesEngine& e,
                                     EquityTools& tools, std::optional<std::size_t>& count) {
  game::MoveList list;
  if (o.by == game::RankBy::Equity) {
    auto& [leaves, ranker] = tools.by_dist[job.dist->name()];
    if (!ranker) {
      // The committed table is English: another alphabet ranks with none unless given one.
      const bool english = job.dist->name() == game::Distribution::english().name();
      leaves =
          analysis::leaves_named(o.leaves == "default" && !english ? "none" : o.leaves, *job.dist);
      ranker = std::make_unique<analysis::Ranker>(e.lexicon, job.rules, game::EquityRules{});
    }
    analysis::Turn turn;
    turn.board = &job.board;
    turn.rack = job.rack;
    turn.situation = analysis::situation_of(job.board, job.rack, *job.dist, job.rules.rack_size);
    ranker->plays_by_equity(turn, leaves, job.rules, o.top, list);
    if (o.top == 0) count = list.size();
    return game::moves_text(list, job.board, *job.dist);
  }
  if (o.top > 0) {
    e.generator->generate_best(job.board, job.rack, job.rules, o.top, list);
    count.reset();
  } else {
    e.generator->generate(job.board, job.rack, job.rules, list);
    count = list.size();
    list.keep_best(0, o.by);
  }
  return game::moves_text(list, job.board, *job.dist);
}

/// One object per input, in the order given (README: the same shape for every command).
Json files_json(const MovesOptions& o) {
  Json all = Json::array();
  if (o.cgp) all.push_back({{"file", "--cgp"}, {"format", "cgp"}, {"positions", Json::array()}});
  for (const std::string& file : o.inputs)
    all.push_back({{"file", file},
                   {"format", lower_extension(file).substr(1)},
                   {"positions", Json::array()}});
  return all;
}

}  // namespace

int moves_main(const Args& args) {
  const auto parsed = parse(args);
  if (!parsed) return 0;
  const MovesOptions& o = *parsed;
  const std::vector<MovesJob> jobs = read_jobs(o);
  MovesEngines engines;
  for (const MovesJob& job : jobs) engine_for(job, o, engines);
  if (o.bench) return run_moves_bench(o, jobs, engines);

  Json all = files_json(o);
  std::string text;
  game::UnknownWordsNote unknown_here;
  const bool equity = o.by == game::RankBy::Equity;
  EquityTools tools;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    const MovesJob& job = jobs[i];
    MovesEngine& e = engine_for(job, o, engines);
    const auto unknown = game::board_words_not_in(job.board, e.lexicon);
    unknown_here.add(unknown);
    if (i + 1 == jobs.size() || jobs[i + 1].input != job.input) {
      // One note per input, not one per position: a record of a game played under another
      // lexicon would otherwise repeat it for every play.
      if (unknown_here.with_unknown > 0)
        std::cerr << "cwg moves: " << unknown_here.message(job.file, o.dict) << '\n';
      unknown_here = {};
    }
    std::optional<std::size_t> count;
    const auto moves = list_job(o, job, e, tools, count);
    if (o.json) {
      all[job.input]["positions"].push_back(position_json(job, unknown, moves, count, equity));
      continue;
    }
    if (jobs.size() > 1)
      text += "# " + job.where + " rack " + job.dist->text(job.rack) + ": " +
              (count ? std::to_string(*count) + (*count == 1 ? " play\n" : " plays\n")
                     : "top " + std::to_string(o.top) + "\n");
    char value[32] = "";
    for (const auto& m : moves) {
      if (equity) std::snprintf(value, sizeof value, " %.1f", m.move.equity);
      text += m.coord + " " + m.word + " " + std::to_string(m.move.score) + value + "\n";
    }
  }
  if (o.json) text = all.dump() + "\n";
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
