// `cwg analyze`: placeholder until the analysis lands.
#include "cli/commands.hpp"
#include "core/input_error.hpp"

namespace cwg::cli {

int analyze_main(const Args&) {
  throw InputError("analyze: not yet");
}

}  // namespace cwg::cli
