// Placeholder until the move generator lands (issue 12).
#include "cli/commands.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

int moves_main(const Args&) { throw InputError("cwg moves: not supported yet"); }

}  // namespace cwg::cli
