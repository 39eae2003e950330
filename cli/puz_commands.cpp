// Placeholder until the .puz commands land (issue 10).
#include "cli/commands.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

int puz_main(const std::string& verb, const Args&) {
  throw InputError("cwg " + verb + ": .puz files are not supported yet");
}

}  // namespace cwg::cli
