#pragma once
/// The solver's options table (solver/options.hpp) turned into command-line flags
/// and INI keys (the same names), with each row's default, range and help, and the presets.
/// A value comes from, lowest precedence first: the table's default, a named preset
/// (--preset), the INI file (--config), a flag.
#include <boost/program_options.hpp>
#include <functional>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "solver/options.hpp"

namespace cwg::arrowword::run {

/// Where an option's effective value came from, lowest precedence first. Switch: the
/// preset a command applies when a flag of the same name is given (--clued-only).
enum class OptionSource { Default, Switch, Preset, File, Flag };

/// A named bundle of overrides, in INI form: `--preset NAME`.
struct Preset {
  const char* name;
  const char* help;
  const char* settings;  ///< "key = value" lines, keys from the options table
};

/// Every preset, the one place they are defined.
const std::vector<Preset>& presets();

/// Adds one flag per row of CWG_SOLVER_OPTIONS, storing into `opts`, plus --config,
/// --preset and --print-config. With `several_configs` (cwg bench), --config may be given
/// more than once; it then names configurations to compare, not one to apply.
void add_solver_flags(boost::program_options::options_description& desc,
                      solver::SolverOptions& opts, bool several_configs = false);

/// The options' values and where each came from, after parsing.
struct ResolvedOptions {
  boost::program_options::variables_map vm;
  std::map<std::string, OptionSource> sources;  ///< per options-table row
  std::string preset;                           ///< the preset applied, if any
  std::string switch_preset;                    ///< the switch's preset applied, if any
  std::string config;                           ///< the config file read, if any
};

/// Parses `args` against `all` (positional ones into "input"), then reads `config_path`
/// (none when empty) and the preset named by a flag or in that file, then, when the flag
/// `switch_preset` is given, the preset of that name beneath all of them; then checks every
/// option's range. The values land where `all`'s options store them. Throws InputError on
/// bad usage, a bad config file or an unknown preset.
ResolvedOptions resolve_options(const std::vector<std::string>& args,
                                const boost::program_options::options_description& all,
                                const std::string& config_path,
                                const std::string& switch_preset = "");

/// One configuration of `cwg bench`: its options, from default < preset < its file < flags.
struct Config {
  solver::SolverOptions opts;
  ResolvedOptions resolved;
};

/// A Config per file of `config_paths` ("": the flags alone), each parsed from `args` against
/// the options `options` binds to that configuration's values (the inputs added).
std::vector<Config> resolve_configs(
    const std::vector<std::string>& args, const std::vector<std::string>& config_paths,
    const std::function<boost::program_options::options_description(solver::SolverOptions&)>&
        options);

/// The effective settings as an INI file (it can be read back with --config), each line
/// commented with where its value came from.
void print_config(std::ostream& out, const solver::SolverOptions& opts,
                  const ResolvedOptions& resolved);

/// Each configuration's print_config under "# configuration NAME" (`names`: config_names),
/// a blank line after each: what `cwg bench --print-config` prints.
void print_configs(std::ostream& out, const std::vector<Config>& configs,
                   const std::vector<std::string>& names);

/// Stores `args` into `vm`: the options of `all` (which holds "input", a vector of strings)
/// and every other argument as "input", a flag in either spelling (dashed_flags). Throws
/// boost::program_options' error for a bad option.
void store_args(const std::vector<std::string>& args,
                const boost::program_options::options_description& all,
                boost::program_options::variables_map& vm);

/// Flags are spelled with dashes (`--layout-moves`); the older underscore spelling
/// (`--layout_moves`) is still accepted. Returns `args` with every `--name` or `--name=value`
/// written with dashes in its name (values and positional arguments untouched).
std::vector<std::string> dashed_flags(const std::vector<std::string>& args);
/// `name` with '_' written as '-': a flag or INI key in its one spelling.
std::string dashed(std::string name);
/// INI text (`key = value` lines) with every key dashed, so a file may use either spelling.
std::string dashed_ini_keys(const std::string& text);

}  // namespace cwg::arrowword::run
