// `cwg info` on files of several families at once (a .puz with an .ipuz, a .gcg with a
// .puz): the arguments split into the options and the inputs, each run of inputs of one
// family given to that family's info with the options it takes; export/puzzle_info
// info_mixed joins them (README, "JSON output").
#include <algorithm>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "export/puzzle_info.hpp"

namespace cwg::cli {

namespace {

/// The options of info that take a value (their values are no inputs): the games' alone.
bool takes_value(const std::string& option) {
  for (const char* v : {"--dict", "--distribution", "--at"})
    if (option == v) return true;
  return false;
}

/// Splits `args` into the options every input shares and the inputs, in order.
void split(const Args& args, Args& options, std::vector<page::InfoRun>& inputs) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--cgp" && i + 1 < args.size()) {
      inputs.push_back({"game", {a, args[i + 1]}});
      ++i;
    } else if (a.rfind("--cgp=", 0) == 0) {
      inputs.push_back({"game", {a}});
    } else if (!a.empty() && a[0] == '-') {
      options.push_back(a);
      if (takes_value(a) && i + 1 < args.size()) options.push_back(args[++i]);
    } else {
      inputs.push_back({page::info_family(a), {a}});
    }
  }
}

}  // namespace

std::optional<int> info_mixed(const Args& args) {
  Args options;
  std::vector<page::InfoRun> inputs;
  split(args, options, inputs);
  bool mixed = false;
  for (const page::InfoRun& in : inputs) mixed = mixed || in.family != inputs.front().family;
  for (const std::string& o : options) mixed = mixed && o != "--help" && o != "-h";
  if (!mixed) return std::nullopt;
  const bool json = std::find(options.begin(), options.end(), "--json") != options.end();
  const page::FamilyInfo info = [&](const page::InfoRun& run, std::ostream& out) {
    // --dict, --distribution and --at are the games' options: the puzzles' info refuses them.
    Args run_args;
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (run.family != "game" && takes_value(options[i]))
        ++i;
      else
        run_args.push_back(options[i]);
    }
    run_args.insert(run_args.end(), run.args.begin(), run.args.end());
    if (run.family == "puz") return puz_main("info", run_args, out);
    if (run.family == "ipuz") return ipuz_main("info", run_args, out);
    return game_main("info", run_args, out);
  };
  return page::info_mixed(page::info_runs(inputs), json, info, std::cout, std::cerr);
}

}  // namespace cwg::cli
