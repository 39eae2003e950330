#include "cli/inputs.hpp"

#include <algorithm>
#include <cctype>

#include "cli/commands.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace fs = std::filesystem;

fs::path default_wordlist() {
  return checkout_file(fs::path("useful") / "wordlist.txt");
}

fs::path default_lexicon() {
  return checkout_file(fs::path("..") / "shared" / "lexicon" / "sowpods.txt");
}

std::string lexicon_flag(const boost::program_options::variables_map& vm) {
  return vm.count("dict") ? vm["dict"].as<std::string>() : default_lexicon().string();
}

std::vector<fs::path> expand_cwg_inputs(const std::vector<std::string>& args) {
  std::vector<fs::path> files;
  std::vector<std::string> problems;
  for (const auto& arg : args) {
    const fs::path path(arg);
    std::error_code ec;
    if (!fs::is_directory(path, ec)) {
      // Read later: its reader names it, with why it can't be read, together with the
      // problems of every other input.
      files.push_back(path);
      continue;
    }
    std::vector<fs::path> found;
    for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec))
      if (it->path().extension() == ".cwg" && !fs::is_directory(it->path(), ec))
        found.push_back(it->path());
    if (ec) {
      problems.push_back(InputError(arg, 0, 0, "folder cannot be read: " + ec.message()).what());
      continue;
    }
    if (found.empty()) {
      problems.push_back(InputError(arg, 0, 0, "folder holds no .cwg file").what());
      continue;
    }
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  if (!problems.empty()) {
    // One message, a line per problem; main() puts "cwg: " before the first.
    std::string all = problems[0];
    for (std::size_t i = 1; i < problems.size(); ++i) all += "\ncwg: " + problems[i];
    throw InputError(all);
  }
  return files;
}

std::string lower_extension(const std::filesystem::path& path) {
  std::string ext = path.extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
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
