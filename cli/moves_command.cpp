// `cwg moves POS.cgp|GAME.gcg...|--cgp STRING --dict LEXICON [--top N] [--json]`: every
// legal play of each position with its score (game/movegen). Every input is read and every
// lexicon built before anything is printed, so bad input is exit 2 with no half output.
// `--bench` times the generator over the same positions instead of listing plays.
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <boost/program_options.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/run_support.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cgp/cgp.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/movegen/board_words.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/move_text.hpp"
#include "game/movegen/movegen.hpp"
#include "game/movegen/moves_error.hpp"
#include "game/movegen/record_positions.hpp"

namespace cwg::cli {

namespace {

namespace fs = std::filesystem;
namespace po = boost::program_options;
using Json = nlohmann::ordered_json;
using game::MovesError;
using game::MovesErrorKind;

constexpr const char* kUsage =
    "usage: cwg moves POS.cgp|GAME.gcg...|--cgp STRING --dict LEXICON [--top N] [--json]\n"
    "       cwg moves ... --dict LEXICON --bench [--bench-ms MS]";

struct Options {
  std::vector<std::string> inputs;
  std::optional<std::string> cgp;
  std::string dict;
  std::optional<std::string> distribution;
  std::size_t top = 0;
  bool json = false;
  bool bench = false;
  double bench_ms = 20;
};

/// One position to list: where it came from, the board, the rack on turn and the rules.
struct Job {
  std::string where;
  std::string file;       ///< the input it came from ("--cgp" for the command line's)
  std::size_t input = 0;  ///< the input's index: its positions form one JSON object
  int line = 0;           ///< its line in the file (0 for --cgp)
  game::Board board = game::Board::standard();
  game::TileString rack;
  std::shared_ptr<const game::Distribution> dist;
  game::Rules rules;
};

std::optional<Options> parse(const Args& args) {
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
      "list only the N best plays of each position")(
      "json", "print a JSON array, one object per input file holding its positions")(
      "distribution", po::value<std::string>()->value_name("FILE"),
      "letters, counts and values as `letter count value` lines (default: as the position names)")(
      "bench", "time the generator on the positions instead of listing plays")(
      "bench-ms", po::value<double>()->value_name("MS"),
      "--bench: time spent on each position (20)");
  const auto parsed = parse_command("moves", args, options);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  Options o;
  if (vm.count("input")) o.inputs = vm["input"].as<std::vector<std::string>>();
  if (vm.count("cgp")) o.cgp = vm["cgp"].as<std::string>();
  if (o.inputs.empty() && !o.cgp)
    throw InputError("moves: no position given (see cwg moves --help)");
  if (!vm.count("dict"))
    throw InputError("moves: --dict LEXICON is required (see cwg moves --help)");
  o.dict = vm["dict"].as<std::string>();
  if (vm.count("distribution")) o.distribution = vm["distribution"].as<std::string>();
  if (vm.count("top")) o.top = vm["top"].as<std::size_t>();
  o.json = vm.count("json") > 0;
  o.bench = vm.count("bench") > 0;
  if (vm.count("bench-ms")) o.bench_ms = vm["bench-ms"].as<double>();
  if (!(o.bench_ms > 0)) throw InputError("moves: --bench-ms must be positive");
  return o;
}

/// The jobs of one CGP position: its rack on turn must be known.
void add_position(const cgp::Position& p, const std::string& file, int line, std::size_t input,
                  std::vector<Job>& jobs) {
  const std::string where = line > 0 ? file + ":" + std::to_string(line) : file;
  if (p.racks.empty() || p.racks[0].empty())
    throw MovesError(MovesErrorKind::NoRack, file, line, 0,
                     "the player on turn has no known tile: nothing to play");
  // The CGP reader counts board and racks against the bag when it knows the distribution;
  // a rack alone must fit it in any case.
  for (const game::Tile t : p.racks[0]) {
    const auto n = std::count(p.racks[0].begin(), p.racks[0].end(), t);
    if (n > p.distribution.count(t))
      throw MovesError(MovesErrorKind::TooManyTiles, file, line, 0,
                       "the rack on turn holds " + std::to_string(n) + " " +
                           p.distribution.face(t) + " tiles; the " + p.distribution.name() +
                           " distribution has " + std::to_string(p.distribution.count(t)));
  }
  Job j;
  j.where = where;
  j.file = file;
  j.input = input;
  j.line = line;
  j.board = p.board;
  j.rack = p.racks[0];
  j.dist = std::make_shared<game::Distribution>(p.distribution);
  j.rules.bingo_bonus = p.bingo_bonus();
  jobs.push_back(std::move(j));
}

std::vector<Job> read_jobs(const Options& o) {
  std::optional<game::Distribution> given;
  if (o.distribution)
    given = game::Distribution::parse(read_file(*o.distribution), *o.distribution);
  cgp::ReadOptions ro;
  ro.distribution = given ? &*given : nullptr;
  std::vector<Job> jobs;
  if (o.cgp) {
    ro.file = "--cgp";
    add_position(cgp::read(*o.cgp, ro), "--cgp", 0, 0, jobs);
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
        add_position(cgp::read(line.text, ro), file, ro.line, input, jobs);
      }
    } else if (ext == ".gcg") {
      const gcg::Game g = gcg::read(read_file(file), file);
      const game::Record record = gcg::to_record(g);
      const game::Distribution* d =
          given ? &*given : game::distribution_for(record, g.pragma("lexicon").value_or(""));
      if (!d)
        throw InputError(file, 0, 0,
                         "its letters are in no shipped distribution; give --distribution FILE");
      auto dist = std::make_shared<game::Distribution>(*d);
      for (game::RecordPosition& p : game::record_positions(record, *dist, nullptr))
        jobs.push_back({file + ":" + std::to_string(p.line),
                        file,
                        input,
                        p.line,
                        std::move(p.board),
                        std::move(p.rack),
                        dist,
                        {}});
    } else {
      throw InputError(file, 0, 0, "not a position file (.cgp) or game record (.gcg)");
    }
  }
  return jobs;
}

/// A lexicon per distribution, built once, with its generator.
struct Engine {
  game::Lexicon lexicon;
  std::unique_ptr<game::MoveGenerator> generator;
  double build_seconds = 0;      ///< wall clock
  double build_cpu_seconds = 0;  ///< this thread's CPU time
};

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

/// CPU time of this thread: on a shared machine, waiting for a core is not the generator's.
double thread_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

Engine& engine_for(const Job& job, const std::string& dict,
                   std::map<std::string, std::unique_ptr<Engine>>& engines) {
  auto& slot = engines[job.dist->name()];
  if (slot) return *slot;
  const auto t0 = std::chrono::steady_clock::now();
  const double cpu0 = thread_seconds();
  slot = std::make_unique<Engine>(Engine{game::load_lexicon(dict, *job.dist), nullptr, 0, 0});
  slot->build_seconds = seconds_since(t0);
  slot->build_cpu_seconds = thread_seconds() - cpu0;
  slot->generator = std::make_unique<game::MoveGenerator>(slot->lexicon);
  const game::Lexicon& lex = slot->lexicon;
  if (lex.skipped > 0)
    std::cerr << "cwg moves: " << dict << ": " << lex.skipped << " of " << lex.lines
              << " lines skipped: characters outside the " << job.dist->name()
              << " alphabet (first: line " << lex.first_skipped_line << " '" << lex.first_skipped
              << "')\n";
  return *slot;
}

/// A position's object inside its file's `positions`; `line` is 0 for --cgp.
Json position_json(const Job& job, const std::vector<std::string>& unknown,
                   const std::vector<game::MoveText>& moves, std::size_t count) {
  Json list = Json::array();
  for (const auto& m : moves)
    list.push_back({{"coord", m.coord},
                    {"word", m.word},
                    {"tiles", m.tiles},
                    {"score", m.move.score},
                    {"bingo", m.move.bingo}});
  return Json{{"line", job.line},
              {"rack", job.dist->text(job.rack)},
              {"count", count},
              {"board_words_not_in_lexicon", unknown},
              {"moves", std::move(list)}};
}

/// One object per input, in the order given (README: the same shape for every command).
Json files_json(const Options& o) {
  Json all = Json::array();
  if (o.cgp) all.push_back({{"file", "--cgp"}, {"format", "cgp"}, {"positions", Json::array()}});
  for (const std::string& file : o.inputs)
    all.push_back({{"file", file},
                   {"format", lower_extension(file).substr(1)},
                   {"positions", Json::array()}});
  return all;
}

/// Board words the lexicon lacks, counted over one input's positions.
struct UnknownWords {
  std::size_t positions = 0;
  std::size_t with_unknown = 0;
  std::vector<std::string> shown;  ///< the first few distinct words, for the message
  bool more = false;               ///< other words than those shown
};

void count_unknown(const std::vector<std::string>& words, UnknownWords& u) {
  ++u.positions;
  if (!words.empty()) ++u.with_unknown;
  for (const std::string& w : words) {
    if (std::find(u.shown.begin(), u.shown.end(), w) != u.shown.end()) continue;
    if (u.shown.size() < 5)
      u.shown.push_back(w);
    else
      u.more = true;
  }
}

/// One warning per input, not one per position: a record of a game played under another
/// lexicon would otherwise repeat it for every play.
void warn_unknown(const std::string& file, const std::string& dict, const UnknownWords& u) {
  if (u.with_unknown == 0) return;
  std::string shown;
  for (std::size_t i = 0; i < u.shown.size(); ++i) shown += (i ? ", " : "") + u.shown[i];
  const std::string who = u.positions == 1 ? "the board holds words"
                                           : std::to_string(u.with_unknown) + " of " +
                                                 std::to_string(u.positions) +
                                                 " positions hold words on the board";
  std::cerr << "cwg moves: " << file << ": " << who << " that " << dict << " lacks (" << shown
            << (u.more ? ", ..." : "")
            << "); plays are listed all the same (--json names them per position)\n";
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/// Generations per second on each position, one thread, grouped by blanks on the rack.
int run_bench(const Options& o, const std::vector<Job>& jobs,
              std::map<std::string, std::unique_ptr<Engine>>& engines) {
  std::map<int, std::vector<double>> rates;
  std::map<int, std::vector<double>> plays;
  game::MoveList list;
  for (const Job& job : jobs) {
    Engine& e = engine_for(job, o.dict, engines);
    const int blanks = static_cast<int>(std::count(job.rack.begin(), job.rack.end(), game::kBlank));
    long reps = 0;
    const double t0 = thread_seconds();
    double elapsed = 0;
    do {
      e.generator->generate(job.board, job.rack, job.rules, list);
      ++reps;
      elapsed = thread_seconds() - t0;
    } while (elapsed * 1000 < o.bench_ms);
    rates[std::min(blanks, 2)].push_back(static_cast<double>(reps) / elapsed);
    plays[std::min(blanks, 2)].push_back(static_cast<double>(list.size()));
  }
  for (const auto& [name, e] : engines) {
    const auto& g = e->lexicon.gaddag;
    std::printf(
        "lexicon %s (%s): %zu words, read and built in %.3f s CPU (%.3f s wall); GADDAG %zu nodes "
        "(%zu "
        "in the forward DAWG), %zu arcs, %.1f MB\n",
        o.dict.c_str(), name.c_str(), g.word_count(), e->build_cpu_seconds, e->build_seconds,
        g.node_count(), g.dawg_node_count(), g.arc_count(),
        static_cast<double>(g.memory_bytes()) / 1e6);
  }
  std::printf("%-12s %9s %14s %14s %14s %14s\n", "rack", "positions", "median plays",
              "median gen/s", "min gen/s", "max gen/s");
  const char* names[] = {"no blank", "one blank", "two blanks"};
  for (const auto& [blanks, r] : rates)
    std::printf("%-12s %9zu %14.0f %14.0f %14.0f %14.0f\n", names[blanks], r.size(),
                median(plays[blanks]), median(r), *std::min_element(r.begin(), r.end()),
                *std::max_element(r.begin(), r.end()));
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("peak memory (max RSS): %.1f MB\n", static_cast<double>(usage.ru_maxrss) / 1024.0);
  return 0;
}

}  // namespace

int moves_main(const Args& args) {
  const auto parsed = parse(args);
  if (!parsed) return 0;
  const Options& o = *parsed;
  const std::vector<Job> jobs = read_jobs(o);
  std::map<std::string, std::unique_ptr<Engine>> engines;
  for (const Job& job : jobs) engine_for(job, o.dict, engines);
  if (o.bench) return run_bench(o, jobs, engines);

  Json all = files_json(o);
  std::string text;
  game::MoveList list;
  UnknownWords unknown_here;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    const Job& job = jobs[i];
    Engine& e = engine_for(job, o.dict, engines);
    const auto unknown = game::board_words_not_in(job.board, e.lexicon);
    count_unknown(unknown, unknown_here);
    if (i + 1 == jobs.size() || jobs[i + 1].input != job.input) {
      warn_unknown(job.file, o.dict, unknown_here);
      unknown_here = {};
    }
    e.generator->generate(job.board, job.rack, job.rules, list);
    const auto moves = game::sorted_moves(list, job.board, *job.dist, o.top);
    if (o.json) {
      all[job.input]["positions"].push_back(position_json(job, unknown, moves, list.size()));
      continue;
    }
    if (jobs.size() > 1)
      text += "# " + job.where + " rack " + job.dist->text(job.rack) + ": " +
              std::to_string(list.size()) + (list.size() == 1 ? " play\n" : " plays\n");
    for (const auto& m : moves)
      text += m.coord + " " + m.word + " " + std::to_string(m.move.score) + "\n";
  }
  if (o.json) text = all.dump() + "\n";
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
