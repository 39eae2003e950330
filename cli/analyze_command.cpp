// `cwg analyze GAME.gcg [--dict LEXICON] [--leaves FILE|none|default] [--top N] [--json]
// [-o REPORT.html]`: each turn's best actions by equity, the one made, its rank and the
// equity it lost; phonies, missed bingos, per-player totals (analysis/game_analysis).
#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

#include "analysis/game_analysis.hpp"
#include "analysis/leave_file.hpp"
#include "cli/analysis_support.hpp"
#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/io_flags.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kUsage =
    "usage: cwg analyze GAME.gcg [--dict LEXICON] [--leaves FILE|none|default] [--top N]\n"
    "                   [--json] [-o REPORT.html]";

struct Options {
  std::string game, dict, leaves = "default", html;
  std::size_t top = 5;
  bool json = false;
};

std::optional<Options> parse(const Args& args) {
  po::options_description desc(
      std::string(kUsage) + "\n\n" +
      "For every turn whose rack the record gives: the best actions by equity (score +\n"
      "leave value + adjustments; exchanges and the pass included), the one made, its\n"
      "rank (0: not a legal play in the lexicon) and the equity it lost against the best;\n"
      "the phonies played (words the lexicon lacks) and the bingos missed; per player the\n"
      "totals. -o writes an HTML page with each turn's board after the play made and after\n"
      "the best one. The lexicon is needed to list the plays.\n\n"
      "options");
  desc.add_options()("help,h", "show this help")(
      "dict", po::value<std::string>()->value_name("LEXICON"), kLexiconHelp)(
      "leaves", po::value<std::string>()->value_name("FILE|none|default"),
      "leave values (default: the committed English table)")(
      "top", po::value<std::size_t>()->value_name("N"), "best actions listed per turn (5)")(
      "json", "print JSON instead of the text table")(
      "output,o", po::value<std::string>()->value_name("REPORT.html"), "write the HTML page");
  const auto parsed = parse_command("analyze", args, desc);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  Options o;
  o.game = single_input(vm, "analyze", "GAME.gcg");
  o.dict = lexicon_flag(vm);
  if (vm.count("leaves")) o.leaves = vm["leaves"].as<std::string>();
  if (vm.count("top")) o.top = vm["top"].as<std::size_t>();
  if (o.top < 1 || o.top > 1000) throw InputError("analyze: --top must be 1 .. 1000");
  if (vm.count("output")) o.html = vm["output"].as<std::string>();
  o.json = vm.count("json") > 0;
  return o;
}

}  // namespace

int analyze_main(const Args& args) {
  const auto parsed = parse(args);
  if (!parsed) return 0;
  const Options& o = *parsed;
  const gcg::Game g = gcg::parse(read_file(o.game), o.game);
  const game::Record record = gcg::to_record(g);
  const game::Distribution* dist = game::distribution_for(record, g.pragma("lexicon").value_or(""));
  if (!dist) throw InputError(o.game, 0, 0, "its letters are in no shipped distribution");
  std::string leaves_name = o.leaves;
  if (leaves_name == "default" && dist != &game::Distribution::english()) {
    std::cerr << "cwg analyze: the default leave table is English; " << o.game
              << " is not: no leave values (--leaves none)\n";
    leaves_name = "none";
  }
  const game::Leaves leaves = analysis::leaves_named(leaves_name, *dist);
  const game::Lexicon lexicon = load_game_lexicon(o.dict, *dist);
  analysis::Ranker ranker(lexicon, game::Rules{}, game::EquityRules{});
  const analysis::GameAnalysis an = analysis::analyze_game(record, *dist, ranker, leaves, o.top);
  if (!o.html.empty())
    write_file_atomic(o.html, analysis::analysis_html(an, *dist, "cwg analyze: " + o.game));
  const std::string out =
      o.json ? analysis::analysis_json(o.game, an, *dist) : analysis::analysis_text(an, *dist);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
