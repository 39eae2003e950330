#pragma once
/// The inputs and the -o OUT of the commands that read files and write one (info, convert,
/// lock, unlock of .puz and .ipuz): parsed one way for all of them.
#include <boost/program_options.hpp>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"

namespace cwg::cli {

/// A command's options and its input files.
struct ParsedFiles {
  boost::program_options::variables_map vm;
  std::vector<std::string> inputs;
};

/// Parses `args` against `desc` plus --help and the positional inputs; nullopt when --help
/// was printed.
std::optional<ParsedFiles> parse_files(const std::string& verb, const Args& args,
                                       boost::program_options::options_description& desc);

/// The -o OUT path, required; refuses one that is the input itself (an input is never
/// changed).
std::filesystem::path output_path(const std::string& verb,
                                  const boost::program_options::variables_map& vm,
                                  const std::filesystem::path& input);

/// Refuses (InputError "VERB: OUT is the input itself") an output that is the input: an
/// input is never changed. "-" is standard output.
void refuse_input_as_output(const std::string& verb, const std::string& out,
                            const std::filesystem::path& input);

/// -o OUT when given, else the input's name with `extension` (".svg").
std::string out_or_default(const boost::program_options::variables_map& vm,
                           const std::filesystem::path& input, const std::string& extension);

/// Says "wrote OUT" on stderr, after a file is written.
void say_wrote(const std::filesystem::path& out);

/// `bytes` to standard output when `out` is "-", else written atomically to `out` (said).
void write_or_print(const std::string& out, const std::string& bytes);

}  // namespace cwg::cli
