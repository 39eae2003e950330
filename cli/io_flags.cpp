#include "cli/io_flags.hpp"

#include <iostream>

#include "cli/inputs.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "fill/fill.hpp"
#include "solver/run/settings.hpp"

namespace cwg::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

using arrowword::run::ResolvedOptions;
using arrowword::solver::SolverOptions;

std::filesystem::path dict_path(const po::variables_map& vm) {
  return vm.count("dict") ? std::filesystem::path(vm["dict"].as<std::string>())
                          : default_wordlist();
}

void add_help_and_dict(po::options_description& desc) {
  desc.add_options()("help,h", "show this help")(
      "dict", po::value<std::string>()->value_name("FILE"),
      "word list (default: useful/wordlist.txt here, else in the folder above the cwg program)");
}

std::string single_input(const po::variables_map& vm, const std::string& command,
                         const std::string& what) {
  if (!vm.count("input") || vm["input"].as<std::vector<std::string>>().size() != 1)
    throw InputError(command + " takes exactly one " + what + " (see cwg " + command + " --help)");
  return vm["input"].as<std::vector<std::string>>()[0];
}

std::optional<po::variables_map> parse_command(const std::string& name,
                                               const std::vector<std::string>& args,
                                               const po::options_description& desc) {
  po::options_description all(desc);
  all.add_options()("input", po::value<std::vector<std::string>>());
  po::variables_map vm;
  try {
    arrowword::run::store_args(args, all, vm);
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

std::optional<po::variables_map> parse_solver_command(const std::vector<std::string>& args,
                                                      po::options_description& desc,
                                                      SolverOptions& opts,
                                                      const std::string& switch_preset) {
  arrowword::run::add_solver_flags(desc, opts);
  po::options_description all(desc);
  all.add_options()("input", po::value<std::vector<std::string>>());
  // The config file is named on the command line; find it before reading the layers.
  std::string config;
  try {
    po::variables_map flags;
    arrowword::run::store_args(args, all, flags);
    if (flags.count("config")) config = flags["config"].as<std::string>();
    if (flags.count("help")) {
      std::cout << desc << '\n';
      return std::nullopt;
    }
  } catch (const po::error& e) {
    throw InputError(e.what());
  }
  ResolvedOptions resolved = arrowword::run::resolve_options(args, all, config, switch_preset);
  if (resolved.vm.count("print-config")) {
    arrowword::run::print_config(std::cout, opts, resolved);
    return std::nullopt;
  }
  return std::move(resolved.vm);
}

std::string cut_note(const std::string& name, const arrowword::solver::SolverOptions& opts) {
  return "cwg: " + name + ": note: " + fill::cut_text(arrowword::solver::grid_time(opts)) +
         " (a quieter or busier machine may too; more --time makes it reproducible)\n";
}

std::optional<ParsedFiles> parse_files(const std::string& verb, const Args& args,
                                       po::options_description& desc) {
  desc.add_options()("help,h", "show this help");
  auto vm = parse_command(verb, args, desc);
  if (!vm) return std::nullopt;
  ParsedFiles out{std::move(*vm), {}};
  if (out.vm.count("input")) out.inputs = out.vm["input"].as<std::vector<std::string>>();
  return out;
}

fs::path output_path(const std::string& verb, const po::variables_map& vm, const fs::path& input) {
  if (!vm.count("out")) throw InputError(verb + ": -o OUT is required");
  const fs::path out = vm["out"].as<std::string>();
  std::error_code ec;
  if (fs::equivalent(out, input, ec))
    throw InputError(verb + ": " + out.string() + " is the input itself; write elsewhere");
  return out;
}

void refuse_input_as_output(const std::string& verb, const std::string& out,
                            const fs::path& input) {
  std::error_code ec;
  if (out != "-" && fs::equivalent(out, input, ec))
    throw InputError(verb + ": " + out + " is the input itself");
}

std::string out_or_default(const po::variables_map& vm, const fs::path& input,
                           const std::string& extension) {
  if (vm.count("out")) return vm["out"].as<std::string>();
  return fs::path(input).replace_extension(extension).string();
}

void say_wrote(const fs::path& out) {
  std::cerr << "wrote " << out.string() << '\n';
}

void write_or_print(const std::string& out, const std::string& bytes) {
  if (out == "-") {
    std::cout << bytes;
    return;
  }
  write_file_atomic(out, bytes);
  say_wrote(out);
}

}  // namespace cwg::cli
