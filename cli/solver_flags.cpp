#include "cli/solver_flags.hpp"

#include <fstream>
#include <iostream>
#include <sstream>

#include "common/input_error.hpp"

namespace po = boost::program_options;

namespace cwg::cli {

namespace {

template <class T>
std::string show(const T& v) {
  std::ostringstream out;
  out << v;
  return out.str();
}

template <class T>
auto ranged(T* target, T def, T lo, T hi, const char* name) {
  return po::value<T>(target)->default_value(def, show(def))->notifier([lo, hi, name](const T& v) {
    if (v < lo || v > hi)
      throw InputError(std::string("--") + name + " " + show(v) + " is out of range " + show(lo) +
                       ".." + show(hi));
  });
}

}  // namespace

void add_solver_flags(po::options_description& desc, SolverOptions& opts) {
  auto add = desc.add_options();
#define CWG_OPTION_FLAG(name, type, def, lo, hi, help)                                          \
  add(#name, ranged<type>(&opts.name, static_cast<type>(def), static_cast<type>(lo),            \
                          static_cast<type>(hi), #name),                                         \
      (std::string(help) + " [" + show(static_cast<type>(lo)) + ".." + show(static_cast<type>(hi)) + "]").c_str());
  CWG_SOLVER_OPTIONS(CWG_OPTION_FLAG)
#undef CWG_OPTION_FLAG
  add("config", po::value<std::string>()->value_name("FILE"),
      "read options from an INI file (key = value, the flag names); flags given on the "
      "command line win");
}

po::variables_map parse_with_config(const std::vector<std::string>& args,
                                    const po::options_description& desc,
                                    const po::positional_options_description& positional) {
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(desc).positional(positional).run(), vm);
    if (vm.count("config")) {
      const std::string path = vm["config"].as<std::string>();
      std::ifstream in(path);
      if (!in) throw InputError(path, 0, 0, "config file cannot be read");
      try {
        po::store(po::parse_config_file(in, desc), vm);
      } catch (const po::error& e) {
        throw InputError(path, 0, 0, e.what());
      }
    }
    po::notify(vm);
  } catch (const po::error& e) {
    throw InputError(e.what());
  }
  return vm;
}

std::optional<po::variables_map> parse_solver_command(const std::vector<std::string>& args,
                                                     po::options_description& desc,
                                                     SolverOptions& opts) {
  add_solver_flags(desc, opts);
  po::options_description all(desc);
  all.add_options()("input", po::value<std::vector<std::string>>());
  po::positional_options_description positional;
  positional.add("input", -1);
  auto vm = parse_with_config(args, all, positional);
  if (vm.count("help")) {
    std::cout << desc << '\n';
    return std::nullopt;
  }
  return vm;
}

}  // namespace cwg::cli
