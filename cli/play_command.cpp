// `cwg play --dict LEX --games N [--seed S] --first SETTINGS --second SETTINGS [--json]`:
// a self-play match between two settings, sides alternating who starts (analysis/match).
#include <boost/program_options.hpp>
#include <cstdio>
#include <optional>
#include <string>

#include "analysis/match.hpp"
#include "cli/analysis_support.hpp"
#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kUsage =
    "usage: cwg play [--dict LEXICON] --games N [--seed S] --first SETTINGS --second SETTINGS\n"
    "                [--threads T] [--json]";

struct Options {
  std::string dict, first, second;
  std::int64_t games = 0;
  std::uint64_t seed = 1;
  int threads = 1;
  bool json = false;
};

std::optional<Options> parse(const Args& args) {
  po::options_description desc(
      std::string(kUsage) + "\n\n" +
      "Plays N games of cwg against itself between two settings, the first setting\n"
      "starting the even-numbered games; each side plays the action of best equity with\n"
      "its leave values. SETTINGS: leaves=default (the committed English table),\n"
      "leaves=none (score and adjustments only) or leaves=FILE (CSV leave,value). Prints\n"
      "the wins, the first setting's win rate (a draw counts half) with its 95 % interval,\n"
      "the mean spread (first minus second) and the bingos a game (both sides).\n\n"
      "options");
  desc.add_options()("help,h", "show this help")(
      "dict", po::value<std::string>()->value_name("LEXICON"), kLexiconHelp)(
      "games", po::value<std::int64_t>()->value_name("N"), "games to play (required)")(
      "seed", po::value<std::uint64_t>()->value_name("S"), "seed (1): game i from (S, i)")(
      "first", po::value<std::string>()->value_name("SETTINGS"), "the first setting")(
      "second", po::value<std::string>()->value_name("SETTINGS"), "the second setting")(
      "threads", po::value<int>()->value_name("T"), "threads (1; 0 = every core)")(
      "json", "print one JSON object");
  const auto parsed = parse_command("play", args, desc);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (vm.count("input"))
    throw InputError("play: unexpected argument '" + vm["input"].as<std::vector<std::string>>()[0] +
                     "' (see cwg play --help)");
  for (const char* required : {"games", "first", "second"})
    if (!vm.count(required))
      throw InputError(std::string("play: --") + required + " is required (see cwg play --help)");
  Options o;
  o.dict = lexicon_flag(vm);
  o.games = vm["games"].as<std::int64_t>();
  o.first = vm["first"].as<std::string>();
  o.second = vm["second"].as<std::string>();
  if (vm.count("seed")) o.seed = vm["seed"].as<std::uint64_t>();
  o.threads = threads_option(vm);
  o.json = vm.count("json") > 0;
  check_games(o.games, "play");
  return o;
}

}  // namespace

int play_main(const Args& args) {
  const auto parsed = parse(args);
  if (!parsed) return 0;
  const Options& o = *parsed;
  const game::Distribution& dist = game::Distribution::english();
  const analysis::PlaySettings first = analysis::parse_play_settings(o.first, "--first", dist);
  const analysis::PlaySettings second = analysis::parse_play_settings(o.second, "--second", dist);
  const game::Lexicon lexicon = load_game_lexicon(o.dict, dist);
  const CpuClock clock;
  const analysis::MatchResult m = analysis::play_match(lexicon, first.leaves, second.leaves, o.seed,
                                                       o.games, analysis::GameRules{}, o.threads);
  const analysis::MatchRun run{first.text, second.text,  o.seed,
                               o.threads,  clock.wall(), clock.cpu()};
  const std::string out = o.json ? analysis::match_json(m, run) : analysis::match_text(m, run);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
