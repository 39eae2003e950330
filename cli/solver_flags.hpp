#pragma once
/// The solver's options table turned into command-line flags and INI keys (the same names),
/// with each row's default, range and help; `--config FILE` reads the INI file.
#include <boost/program_options.hpp>
#include <optional>
#include <string>
#include <vector>

#include "solver/options.hpp"

namespace cwg::cli {

/// Adds one flag per row of CWG_SOLVER_OPTIONS, storing into `opts`, plus --config.
void add_solver_flags(boost::program_options::options_description& desc, SolverOptions& opts);

/// Parses `args` (positional ones into "input"), then the --config file if given (flags win),
/// then checks every option's range. Throws InputError on bad usage or a bad config file.
boost::program_options::variables_map parse_with_config(
    const std::vector<std::string>& args, const boost::program_options::options_description& desc,
    const boost::program_options::positional_options_description& positional);

/// For a command that takes inputs and the solver flags: adds the flags to `desc`, parses
/// `args` (positional ones into "input") and the --config file. On --help prints `desc` and
/// returns nullopt.
std::optional<boost::program_options::variables_map> parse_solver_command(
    const std::vector<std::string>& args, boost::program_options::options_description& desc,
    SolverOptions& opts);

}  // namespace cwg::cli
