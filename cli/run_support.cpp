#include "cli/run_support.hpp"

#include <algorithm>
#include <boost/program_options.hpp>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iostream>

#include "arrowword/solution_word.hpp"
#include "cli/inputs.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"

namespace cwg::cli {

using arrowword::ArrowwordGrid;
using arrowword::pick_solution_fields;

std::atomic<bool> g_interrupted{false};

namespace {
std::stop_source g_stop;

extern "C" void on_interrupt(int) {
  if (g_interrupted.exchange(true)) std::_Exit(130);
  g_stop.request_stop();
}
}  // namespace

std::stop_token interrupt_token() {
  return g_stop.get_token();
}

void install_interrupt_handlers() {
  std::signal(SIGINT, on_interrupt);
  std::signal(SIGTERM, on_interrupt);
}

std::filesystem::path dict_path(const boost::program_options::variables_map& vm) {
  return vm.count("dict") ? std::filesystem::path(vm["dict"].as<std::string>())
                          : default_wordlist();
}

void add_help_and_dict(boost::program_options::options_description& desc) {
  desc.add_options()("help,h", "show this help")(
      "dict", boost::program_options::value<std::string>()->value_name("FILE"),
      "word list (default: useful/wordlist.txt here, else in the folder above the cwg program)");
}

std::string single_input(const boost::program_options::variables_map& vm,
                         const std::string& command, const std::string& what) {
  if (!vm.count("input") || vm["input"].as<std::vector<std::string>>().size() != 1)
    throw InputError(command + " takes exactly one " + what + " (see cwg " + command + " --help)");
  return vm["input"].as<std::vector<std::string>>()[0];
}

std::string dashed(std::string name) {
  std::replace(name.begin(), name.end(), '_', '-');
  return name;
}

std::vector<std::string> dashed_flags(const std::vector<std::string>& args) {
  std::vector<std::string> out;
  out.reserve(args.size());
  for (const std::string& a : args) {
    if (a.size() <= 2 || a.compare(0, 2, "--") != 0) {
      out.push_back(a);
      continue;
    }
    const std::size_t eq = std::min(a.find('='), a.size());
    out.push_back(dashed(a.substr(0, eq)) + a.substr(eq));
  }
  return out;
}

std::string dashed_ini_keys(const std::string& text) {
  std::string out;
  std::size_t begin = 0;
  while (begin < text.size()) {
    std::size_t end = text.find('\n', begin);
    end = end == std::string::npos ? text.size() : end + 1;
    std::string line = text.substr(begin, end - begin);
    const std::size_t first = line.find_first_not_of(" \t");
    const bool key_line = first != std::string::npos && line[first] != '#' && line[first] != '[';
    const std::size_t eq = line.find('=');
    if (key_line && eq != std::string::npos)
      std::replace(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(eq), '_', '-');
    out += line;
    begin = end;
  }
  return out;
}

std::optional<boost::program_options::variables_map> parse_command(
    const std::string& name, const std::vector<std::string>& args,
    const boost::program_options::options_description& desc) {
  namespace po = boost::program_options;
  po::options_description all(desc);
  all.add_options()("input", po::value<std::vector<std::string>>());
  po::positional_options_description positional;
  positional.add("input", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(dashed_flags(args)).options(all).positional(positional).run(),
              vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw InputError(name + ": " + e.what() + " (see cwg " + name + " --help)");
  }
  if (vm.count("help")) {
    std::cout << desc << '\n';
    return std::nullopt;
  }
  return vm;
}

std::vector<int> solution_fields_or_throw(const ArrowwordGrid& grid, const std::string& raw,
                                          const std::string& file) {
  const auto word = normalize_word(raw);
  if (!word) throw InputError("--solution-word '" + raw + "': only letters, please");
  std::string why;
  std::vector<int> fields = pick_solution_fields(grid, *word, &why);
  if (fields.empty())
    throw InputError(file, 0, 0, "cannot spell the solution word " + *word + ": " + why);
  return fields;
}

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

std::string fixed(double v, int decimals) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
  return buffer;
}

}  // namespace cwg::cli
