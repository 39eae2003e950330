// Placeholder until the game-record commands land (issue 11).
#include "cli/commands.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

int game_main(const std::string& verb, const Args&) {
  throw InputError("cwg " + verb + ": GCG and CGP files are not supported yet");
}

}  // namespace cwg::cli
