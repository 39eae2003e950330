// `cwg info` on files of several families at once (a .puz with an .ipuz, a .gcg with a
// .puz): each run of files of one family goes to that family's info, in the order given,
// and with --json their arrays become one (README, "JSON output"). Before, every file went
// to the family of the first one and the others failed as "not JSON" or "no .puz magic".
#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/grid_json.hpp"
#include "cli/inputs.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace {

using Json = nlohmann::ordered_json;

/// One input: its arguments (a file name, or `--cgp STRING`) and its family.
struct Input {
  Args args;
  std::string family;
};

/// The options of info that take a value (their values are no inputs): the games' alone.
bool takes_value(const std::string& option) {
  for (const char* v : {"--dict", "--distribution", "--at"})
    if (option == v) return true;
  return false;
}

std::string family_of(const std::string& file) {
  const std::string ext = lower_extension(file);
  if (ext == ".puz" || ext == ".ipuz") return ext.substr(1);
  if (ext == ".gcg" || ext == ".cgp") return "game";
  return "unknown";
}

/// Splits `args` into the options every input shares and the inputs, in order.
void split(const Args& args, Args& options, std::vector<Input>& inputs) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--cgp" && i + 1 < args.size()) {
      inputs.push_back({{a, args[i + 1]}, "game"});
      ++i;
    } else if (a.rfind("--cgp=", 0) == 0) {
      inputs.push_back({{a}, "game"});
    } else if (!a.empty() && a[0] == '-') {
      options.push_back(a);
      if (takes_value(a) && i + 1 < args.size()) options.push_back(args[++i]);
    } else {
      inputs.push_back({{a}, family_of(a)});
    }
  }
}

/// Runs one family's info on `files`; with `json`, its array is appended to `all`.
int run_family(const std::string& family, const Args& options, const Args& files, bool json,
               Json& all) {
  // --dict, --distribution and --at are the games' options: the puzzles' info refuses them.
  Args args;
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (family != "game" && takes_value(options[i]))
      ++i;
    else
      args.push_back(options[i]);
  }
  args.insert(args.end(), files.begin(), files.end());
  if (family == "unknown")
    throw InputError(files.front(), 0, 0, "not a file cwg info knows (.puz, .ipuz, .gcg or .cgp)");
  if (!json) {
    if (family == "puz") return puz_main("info", args);
    if (family == "ipuz") return ipuz_main("info", args);
    return game_main("info", args);
  }
  // Each family prints its own array: caught here and joined into one.
  std::ostringstream out;
  std::streambuf* const saved = std::cout.rdbuf(out.rdbuf());
  int code = 0;
  try {
    code = family == "puz"    ? puz_main("info", args)
           : family == "ipuz" ? ipuz_main("info", args)
                              : game_main("info", args);
  } catch (...) {
    std::cout.rdbuf(saved);
    throw;
  }
  std::cout.rdbuf(saved);
  const Json part = Json::parse(out.str(), nullptr, false);
  if (part.is_array())
    for (const Json& o : part) all.push_back(o);
  return code;
}

}  // namespace

std::optional<int> info_mixed(const Args& args) {
  Args options;
  std::vector<Input> inputs;
  split(args, options, inputs);
  bool mixed = false;
  for (const Input& in : inputs) mixed = mixed || in.family != inputs.front().family;
  for (const std::string& o : options) mixed = mixed && o != "--help" && o != "-h";
  if (!mixed) return std::nullopt;
  bool json = false;
  for (const std::string& o : options) json = json || o == "--json";
  Json all = Json::array();
  int code = 0;
  for (std::size_t i = 0; i < inputs.size();) {
    // A run of inputs of one family is read by one call (a --dict lexicon is read once).
    Args files;
    std::size_t j = i;
    const bool alone = inputs[i].family == "unknown";  // each named in its own message
    for (; j < inputs.size() && inputs[j].family == inputs[i].family && (j == i || !alone); ++j)
      files.insert(files.end(), inputs[j].args.begin(), inputs[j].args.end());
    try {
      code = std::max(code, run_family(inputs[i].family, options, files, json, all));
    } catch (const InputError& e) {
      // As each family's info does for a file it cannot read: said, and the others go on.
      code = 2;
      std::cerr << "cwg: " << e.what() << '\n';
      if (json)
        all.push_back({{"file", files.front()},
                       {"format", nullptr},
                       {"valid", false},
                       {"errors", {e.what()}}});
    }
    i = j;
  }
  if (json) std::cout << dump_json(all) << '\n';
  return code;
}

}  // namespace cwg::cli
