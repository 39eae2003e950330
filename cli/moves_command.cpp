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

#include "analysis/play_lists.hpp"
#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "cli/moves_support.hpp"
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
  analysis::PlayLister lister(o.by, o.top, o.leaves);
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
    const auto moves = lister.list(job, e.lexicon, *e.generator, count);
    if (o.json) {
      all[job.input]["positions"].push_back(
          analysis::position_json(job, unknown, moves, count, equity));
      continue;
    }
    text += analysis::position_text(job, moves, count, o.top, equity, jobs.size() > 1);
  }
  if (o.json) text = all.dump() + "\n";
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
