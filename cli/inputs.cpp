#include "cli/inputs.hpp"

#include "cli/commands.hpp"
#include "core/extension.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace fs = std::filesystem;

fs::path default_wordlist() {
  return checkout_file(fs::path("useful") / "wordlist.txt");
}

std::unordered_set<std::string> word_set(const std::vector<std::string>& words) {
  std::unordered_set<std::string> set;
  set.reserve(words.size());  // one allocation of buckets instead of a rehash per doubling
  set.insert(words.begin(), words.end());
  return set;
}

}  // namespace cwg::cli

namespace cwg::cli {

std::string input_family(const Args& args) {
  // Options of info, convert and render that take a value: their values are no inputs
  // (`--distribution pl.txt GAME.gcg` is a game).
  static const char* const kValued[] = {
      "-o",          "--out", "--dict", "--distribution", "--clues", "--title", "--author",
      "--copyright", "--key", "--at",   "--variant",      "--line",  "--cell",  "--solution-word"};
  auto takes_value = [](const std::string& option) {
    for (const char* v : kValued)
      if (option == v) return true;
    return false;
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--cgp" || a.rfind("--cgp=", 0) == 0) return "cgp";
    if (a.empty() || a[0] == '-') continue;
    if (i > 0 && takes_value(args[i - 1])) continue;
    const std::string ext = lower_extension(a);
    for (const char* family : {"cwg", "puz", "gcg", "cgp", "txt", "ipuz"})
      if (ext == std::string(".") + family) return family;
  }
  for (std::size_t i = 0; i < args.size(); ++i)
    if (!args[i].empty() && args[i][0] != '-' && !(i > 0 && takes_value(args[i - 1])))
      throw InputError(args[i], 0, 0,
                       "not a file this command knows (.cwg, .puz, .ipuz, .txt, .gcg or .cgp)");
  throw InputError("no input file given (see cwg --help)");
}

}  // namespace cwg::cli
