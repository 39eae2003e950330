#pragma once
/// The subcommands of `cwg`. Each takes the arguments after its name and returns the exit
/// code: 0 ok, 1 some grid invalid, 2 bad input or usage, 3 no fill found. InputError
/// escaping a command is reported by main() as one line on stderr with exit 2.
#include <string>
#include <vector>

namespace cwg::cli {

int score_main(const std::vector<std::string>& args);
int solve_main(const std::vector<std::string>& args);
int fill_main(const std::vector<std::string>& args);
int render_main(const std::vector<std::string>& args);
int bench_main(const std::vector<std::string>& args);

}  // namespace cwg::cli
