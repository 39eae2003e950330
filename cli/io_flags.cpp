#include "cli/io_flags.hpp"

#include "cli/run_support.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

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

}  // namespace cwg::cli
