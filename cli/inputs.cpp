#include "cli/inputs.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>

#include "cli/commands.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace fs = std::filesystem;

fs::path default_wordlist() {
  const fs::path local = fs::path("useful") / "wordlist.txt";
  std::error_code ec;
  if (fs::exists(local, ec)) return local;
  // Else the checkout the program sits in: build/cwg finds build/../useful/wordlist.txt
  // from any folder. Where it was compiled plays no part.
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return local;
  const fs::path beside = exe.parent_path().parent_path() / local;
  return fs::exists(beside, ec) ? beside : local;
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

namespace {

/// Are a and b the same existing file (through links too)?
bool same_file(const fs::path& a, const fs::path& b) {
  std::error_code ec;
  return fs::exists(a, ec) && fs::exists(b, ec) && fs::equivalent(a, b, ec);
}

}  // namespace

std::vector<std::string> output_problems(const std::vector<fs::path>& inputs, const fs::path& dict,
                                         const fs::path& out_dir, const fs::path& zip) {
  std::vector<std::string> problems;
  std::error_code ec;
  if (fs::exists(out_dir, ec) && !fs::is_directory(out_dir, ec))
    problems.push_back(out_dir.string() + ": --out names a file, expected a folder");
  for (const auto& input : inputs)
    if (same_file(out_dir / input.filename(), input))
      problems.push_back(input.string() + ": --out " + out_dir.string() +
                         " would overwrite this input; choose another folder");
  for (const auto& input : inputs)
    if (same_file(zip, input))
      problems.push_back(input.string() + ": --zip " + zip.string() +
                         " would overwrite this input; choose another name");
  if (same_file(zip, dict))
    problems.push_back(zip.string() + ": --zip would overwrite the word list");
  if (fs::is_directory(zip, ec)) {
    problems.push_back(zip.string() + ": --zip names a folder, expected a file");
  } else if (fs::is_regular_file(zip, ec) && fs::file_size(zip, ec) > 0) {
    // Replacing an earlier submission is fine; replacing some other file is a slip.
    std::ifstream in(zip, std::ios::binary);
    char magic[2] = {0, 0};
    in.read(magic, 2);
    if (magic[0] != 'P' || magic[1] != 'K')
      problems.push_back(zip.string() + ": --zip would overwrite a file that is not a zip");
  }
  const fs::path zip_folder = zip.parent_path();
  if (!zip_folder.empty() && !fs::is_directory(zip_folder, ec))
    problems.push_back(zip.string() + ": --zip's folder " + zip_folder.string() +
                       " does not exist");
  else if (auto why = not_writable(zip_folder.empty() ? fs::path(".") : zip_folder))
    problems.push_back(zip.string() + ": --zip's folder cannot be written: " + *why);
  if (!fs::exists(out_dir, ec)) {
    // The nearest existing folder above it must take the new folders.
    fs::path above = out_dir.parent_path();
    while (!above.empty() && !fs::exists(above, ec)) above = above.parent_path();
    if (auto why = not_writable(above.empty() ? fs::path(".") : above))
      problems.push_back(out_dir.string() + ": --out cannot be made: " + *why);
  } else if (fs::is_directory(out_dir, ec)) {
    if (auto why = not_writable(out_dir))
      problems.push_back(out_dir.string() + ": --out cannot be written: " + *why);
  }
  return problems;
}

std::optional<std::string> not_writable(const fs::path& folder) {
  // Asking the file system beats reading permission bits: it knows read-only mounts,
  // ACLs and root's exemptions.
  const fs::path probe = folder / (".cwg-write-probe-" + std::to_string(::getpid()));
  std::ofstream out(probe, std::ios::binary);
  if (!out) return std::string(std::strerror(errno));
  out.close();
  std::error_code ec;
  fs::remove(probe, ec);
  return std::nullopt;
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
