#include "solver/run/settings.hpp"

#include <algorithm>
#include <cassert>
#include <fstream>
#include <sstream>

#include "core/input_error.hpp"

namespace po = boost::program_options;

namespace cwg::arrowword::run {

using solver::SolverOptions;

const std::vector<Preset>& presets() {
  // Overrides only: every key not named keeps the table's default.
  static const std::vector<Preset> all = {
      {"fast", "a quick look: 15 s for the whole run, a lighter layout search, early give-up",
       "budget = 15\n"
       "layout-moves = 150\n"
       "patience = 10\n"},
      {"quality",
       "spend the time: 4 minutes for the whole run, search layouts harder, give up late",
       "budget = 240\n"
       "layout-moves = 1000\n"
       "patience = 400\n"},
      // What cwg solve --clued-only starts from (a preset or file may override it): words to
      // 9 letters, because with the clueable list 9 filled 20x30_1, 20x30_2 and island_1 at
      // 99.86-99.88 where 13 and 10 found no fill (bench/RESULTS.md); and refutation in the
      // layout fill, which with that poor list filled 20x30_1 in 3 of 5 seeds where the
      // default filled 2, in as many CPU seconds (bench/RESULTS.md, fill17); and partial
      // restarts, with eight restarts since the last that got deeper: with them the 40x40s
      // fill at their first attempts, where they found no fill at all (bench/RESULTS.md);
      // and three layout repairs, not six: on 40x40_1 every attempt that filled did so
      // within two, and one that fails spends half its time in repairs four to six
      // (bench/RESULTS.md, cluedsolve); and up to six attempts of overtime for a grid
      // without a fill when the budget is spent: a clued-only 40x40's attempt takes 4-14 s of
      // CPU and about half fill; at load that is more than its share of the run, and 50 s
      // of overtime still left one 40x40 without a fill (bench/RESULTS.md, cluedsolve2).
      {"clued-only", "cwg solve --clued-only applies it beneath any other settings",
       "max-word = 9\n"
       "overtime = 6\n"
       "layout-refute = 1\n"
       "partial-restarts = 1\n"
       "fill-restarts = 8\n"
       "repairs = 3\n"},
  };
  return all;
}

namespace {

template <class T>
std::string show(const T& v) {
  std::ostringstream out;
  out << v;
  return out.str();
}

template <class T>
auto ranged(T* target, T def, T lo, T hi, const std::string& name) {
  return po::value<T>(target)->default_value(def, show(def))->notifier([lo, hi, name](const T& v) {
    if (v < lo || v > hi)
      throw InputError(std::string("--") + name + " " + show(v) + " is out of range " + show(lo) +
                       ".." + show(hi));
  });
}

const std::vector<std::string>& option_names() {
  static const std::vector<std::string> names = {
#define CWG_OPTION_NAME(name, type, def, lo, hi, help) dashed(#name),
      CWG_SOLVER_OPTIONS(CWG_OPTION_NAME)
#undef CWG_OPTION_NAME
  };
  return names;
}

/// Marks with `source` every option that `vm` holds a non-default value for and that has
/// no source yet.
void mark_sources(const po::variables_map& vm, OptionSource source,
                  std::map<std::string, OptionSource>& sources) {
  for (const auto& name : option_names())
    if (!sources.count(name) && vm.count(name) && !vm[name].defaulted()) sources[name] = source;
}

const Preset* find_preset(const std::string& name) {
  for (const auto& p : presets())
    if (name == p.name) return &p;
  return nullptr;
}

std::string preset_names() {
  std::string names;
  for (const auto& p : presets()) names += (names.empty() ? "" : ", ") + std::string(p.name);
  return names;
}

}  // namespace

void add_solver_flags(po::options_description& desc, SolverOptions& opts, bool several_configs) {
  auto add = desc.add_options();
#define CWG_OPTION_FLAG(name, type, def, lo, hi, help)                        \
  add(dashed(#name).c_str(),                                                  \
      ranged<type>(&opts.name, static_cast<type>(def), static_cast<type>(lo), \
                   static_cast<type>(hi), dashed(#name)),                     \
      (std::string(help) + " [" + show(static_cast<type>(lo)) + ".." +        \
       show(static_cast<type>(hi)) + "]")                                     \
          .c_str());
  CWG_SOLVER_OPTIONS(CWG_OPTION_FLAG)
#undef CWG_OPTION_FLAG
  if (several_configs)
    add("config", po::value<std::vector<std::string>>()->composing()->value_name("FILE"),
        "a configuration to compare (INI: key = value, the flag names); give it once per "
        "configuration; flags given on the command line apply to all");
  else
    add("config", po::value<std::string>()->value_name("FILE"),
        "read options from an INI file (key = value, the flag names); flags given on the "
        "command line win");
  std::string preset_help =
      "start from a named bundle of settings (the config file and flags "
      "win over it):";
  for (const auto& p : presets()) preset_help += std::string("\n  ") + p.name + ": " + p.help;
  add("preset", po::value<std::string>()->value_name("NAME"), preset_help.c_str());
  add("print-config",
      "print the effective settings as an INI file, each with where it came from (default, "
      "preset, file, flag), and exit");
}

ResolvedOptions resolve_options(const std::vector<std::string>& args,
                                const po::options_description& all, const std::string& config_path,
                                const std::string& switch_preset) {
  ResolvedOptions out;
  po::variables_map& vm = out.vm;
  try {
    // store() keeps a value already stored unless it is a default, so storing the layers
    // from the highest precedence down gives flags > file > preset > default.
    store_args(args, all, vm);
    mark_sources(vm, OptionSource::Flag, out.sources);
    if (!config_path.empty()) {
      std::ifstream file(config_path);
      if (!file) throw InputError(config_path, 0, 0, "config file cannot be read");
      std::ostringstream text;
      text << file.rdbuf();
      std::istringstream in(dashed_ini_keys(text.str()));
      try {
        po::store(po::parse_config_file(in, all), vm);
      } catch (const po::error& e) {
        throw InputError(config_path, 0, 0, e.what());
      }
      out.config = config_path;
      mark_sources(vm, OptionSource::File, out.sources);
    }
    if (vm.count("preset")) {
      out.preset = vm["preset"].as<std::string>();
      const Preset* preset = find_preset(out.preset);
      if (!preset)
        throw InputError("unknown preset '" + out.preset + "' (there are: " + preset_names() + ")");
      std::istringstream in(preset->settings);
      po::store(po::parse_config_file(in, all), vm);
      mark_sources(vm, OptionSource::Preset, out.sources);
    }
    if (!switch_preset.empty() && vm.count(switch_preset)) {
      out.switch_preset = switch_preset;
      const Preset* preset = find_preset(switch_preset);
      assert(preset);  // the command names one of presets()
      std::istringstream in(preset->settings);
      po::store(po::parse_config_file(in, all), vm);
      mark_sources(vm, OptionSource::Switch, out.sources);
    }
    po::notify(vm);
  } catch (const po::error& e) {
    throw InputError(e.what());
  }
  return out;
}

std::vector<Config> resolve_configs(
    const std::vector<std::string>& args, const std::vector<std::string>& config_paths,
    const std::function<po::options_description(SolverOptions&)>& options) {
  std::vector<Config> configs(config_paths.size());  // sized first: `options` binds to them
  for (std::size_t i = 0; i < configs.size(); ++i) {
    po::options_description all = options(configs[i].opts);
    all.add_options()("input", po::value<std::vector<std::string>>());
    configs[i].resolved = resolve_options(args, all, config_paths[i]);
  }
  return configs;
}

void print_configs(std::ostream& out, const std::vector<Config>& configs,
                   const std::vector<std::string>& names) {
  for (std::size_t c = 0; c < configs.size(); ++c) {
    out << "# configuration " << names[c] << "\n";
    print_config(out, configs[c].opts, configs[c].resolved);
    out << "\n";
  }
}

void print_config(std::ostream& out, const SolverOptions& opts, const ResolvedOptions& resolved) {
  static const char* const kSourceNames[] = {"default", "preset", "preset", "file", "flag"};
  out << "# effective settings; each from: default < preset < file < flag\n";
  if (!resolved.preset.empty()) out << "# preset " << resolved.preset << "\n";
  if (!resolved.config.empty()) out << "# config file " << resolved.config << "\n";
  auto line = [&](const std::string& name, const std::string& value) {
    const auto it = resolved.sources.find(name);
    const OptionSource source = it == resolved.sources.end() ? OptionSource::Default : it->second;
    std::string text = name + " = " + value;
    if (text.size() < 28) text.resize(28, ' ');
    out << text << " # " << kSourceNames[static_cast<int>(source)];
    if (source == OptionSource::Switch)
      out << " " << resolved.switch_preset << " (--" << resolved.switch_preset << ")";
    if (source == OptionSource::Preset) out << " " << resolved.preset;
    if (source == OptionSource::File) out << " " << resolved.config;
    out << "\n";
  };
#define CWG_OPTION_PRINT(name, type, def, lo, hi, help) line(dashed(#name), show(opts.name));
  CWG_SOLVER_OPTIONS(CWG_OPTION_PRINT)
#undef CWG_OPTION_PRINT
}

void store_args(const std::vector<std::string>& args, const po::options_description& all,
                po::variables_map& vm) {
  po::positional_options_description positional;
  positional.add("input", -1);
  po::store(po::command_line_parser(dashed_flags(args)).options(all).positional(positional).run(),
            vm);
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

}  // namespace cwg::arrowword::run
