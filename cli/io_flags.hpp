#pragma once
/// The command line of every subcommand, parsed one way for all of them: its options and
/// --help, its inputs, the word list of --dict, the -o OUT it writes, the solver's flags.
#include <boost/program_options.hpp>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "solver/options.hpp"

namespace cwg::cli {

/// Parses a command's `args`: the options of `desc`, and every other argument as "input"
/// (a vector of strings). Prints `desc` and returns nullopt for --help; throws InputError
/// "NAME: what is wrong (see cwg NAME --help)" for a bad option.
std::optional<boost::program_options::variables_map> parse_command(
    const std::string& name, const std::vector<std::string>& args,
    const boost::program_options::options_description& desc);

/// The one input file of a command that takes exactly one (`what` names it for the message,
/// e.g. "FILE.cwg"); throws InputError otherwise.
std::string single_input(const boost::program_options::variables_map& vm,
                         const std::string& command, const std::string& what);

/// The word list a command reads: --dict when given, else the default (cli/inputs.hpp).
std::filesystem::path dict_path(const boost::program_options::variables_map& vm);
/// Adds `--help` and `--dict FILE` (the word list dict_path() reads) to `desc`.
void add_help_and_dict(boost::program_options::options_description& desc);

/// For a command that takes inputs and the solver flags: adds the flags to `desc`, parses
/// `args` (positional ones into "input"), the --config file and the preset. On --help
/// prints `desc`, on --print-config the effective settings, and returns nullopt.
/// `switch_preset`: a flag of `desc` whose presence applies the preset of its name.
std::optional<boost::program_options::variables_map> parse_solver_command(
    const std::vector<std::string>& args, boost::program_options::options_description& desc,
    arrowword::solver::SolverOptions& opts, const std::string& switch_preset = "");

/// The stderr note of a grid whose result the time limit chose (a try it ended before its
/// work was done: fill::FillAnswer::cut, SolveResult::cut): "cwg: NAME: note: the time limit
/// (9.0 s) ended the fill ... (a quieter or busier machine may too; more --time makes it
/// reproducible)", a line, as cwg fill and cwg solve --restarts print it.
std::string cut_note(const std::string& name, const arrowword::solver::SolverOptions& opts);

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
