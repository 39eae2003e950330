#include "cli/io_flags.hpp"

#include <iostream>

#include "cli/run_support.hpp"
#include "core/file_io.hpp"
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
