// `cwg analyze GAME.gcg [--dict LEXICON] [--leaves FILE|none|default] [--top N] [--json]
// [-o REPORT.html]`: each turn's best actions by equity, the one made, its rank and the
// equity it lost; phonies, missed bingos, per-player totals: the flags; the work is
// analysis/commands.hpp.
#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

#include "analysis/commands.hpp"
#include "cli/commands.hpp"
#include "cli/io_flags.hpp"

namespace cwg::cli {

namespace {

namespace po = boost::program_options;

constexpr const char* kUsage =
    "usage: cwg analyze GAME.gcg [--dict LEXICON] [--leaves FILE|none|default] [--top N]\n"
    "                   [--json] [-o REPORT.html]";

std::optional<analysis::AnalyzeRequest> parse(const Args& args) {
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
      "dict", po::value<std::string>()->value_name("LEXICON"), analysis::kLexiconHelp)(
      "leaves", po::value<std::string>()->value_name("FILE|none|default"),
      "leave values (default: the committed English table)")(
      "top", po::value<std::size_t>()->value_name("N"), "best actions listed per turn (5)")(
      "json", "print JSON instead of the text table")(
      "output,o", po::value<std::string>()->value_name("REPORT.html"), "write the HTML page");
  const auto parsed = parse_command("analyze", args, desc);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  analysis::AnalyzeRequest o;
  o.game = single_input(vm, "analyze", "GAME.gcg");
  if (vm.count("dict")) o.dict = vm["dict"].as<std::string>();
  if (vm.count("leaves")) o.leaves = vm["leaves"].as<std::string>();
  if (vm.count("top")) o.top = vm["top"].as<std::size_t>();
  analysis::check_analyze(o);
  if (vm.count("output")) o.html = vm["output"].as<std::string>();
  o.json = vm.count("json") > 0;
  return o;
}

}  // namespace

int analyze_main(const Args& args) {
  const auto parsed = parse(args);
  if (!parsed) return 0;
  const std::string out = analysis::run_analyze(*parsed, std::cerr);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace cwg::cli
