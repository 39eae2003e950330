#pragma once
/// What the long-running commands (solve, fill, bench) share: the interrupt flag, the word
/// list named by --dict, clocks and number formatting.
#include <atomic>
#include <boost/program_options/options_description.hpp>
#include <boost/program_options/variables_map.hpp>
#include <chrono>
#include <filesystem>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "arrowword/grid.hpp"

namespace cwg::cli {

/// Set by the first Ctrl-C or SIGTERM once install_interrupt_handlers() ran: the search
/// stops and keeps what it has. A second one quits at once (exit 130).
extern std::atomic<bool> g_interrupted;
void install_interrupt_handlers();
/// Stop is requested on it by that same first Ctrl-C or SIGTERM.
std::stop_token interrupt_token();

/// The word list a command reads: --dict when given, else the default (cli/inputs.hpp).
std::filesystem::path dict_path(const boost::program_options::variables_map& vm);
/// Adds `--help` and `--dict FILE` (the word list dict_path() reads) to `desc`.
void add_help_and_dict(boost::program_options::options_description& desc);

/// The one input file of a command that takes exactly one (`what` names it for the message,
/// e.g. "FILE.cwg"); throws InputError otherwise.
std::string single_input(const boost::program_options::variables_map& vm,
                         const std::string& command, const std::string& what);

/// Flags are spelled with dashes (`--layout-moves`); the older underscore spelling
/// (`--layout_moves`) is still accepted. Returns `args` with every `--name` or `--name=value`
/// written with dashes in its name (values and positional arguments untouched).
std::vector<std::string> dashed_flags(const std::vector<std::string>& args);
/// `name` with '_' written as '-': a flag or INI key in its one spelling.
std::string dashed(std::string name);
/// INI text (`key = value` lines) with every key dashed, so a file may use either spelling.
std::string dashed_ini_keys(const std::string& text);

/// Parses a command's `args`: the options of `desc`, and every other argument as "input"
/// (a vector of strings). Prints `desc` and returns nullopt for --help; throws InputError
/// "NAME: what is wrong (see cwg NAME --help)" for a bad option.
std::optional<boost::program_options::variables_map> parse_command(
    const std::string& name, const std::vector<std::string>& args,
    const boost::program_options::options_description& desc);

/// The fields that spell the solution word `raw` (as typed: any case, umlauts) in `grid`;
/// throws InputError naming `file` when the word has no letters or the grid cannot spell it.
std::vector<int> solution_fields_or_throw(const arrowword::ArrowwordGrid& grid,
                                          const std::string& raw, const std::string& file);

double seconds_since(std::chrono::steady_clock::time_point t);

/// `v` with `decimals` digits after the point ("99.84").
std::string fixed(double v, int decimals = 2);

}  // namespace cwg::cli
