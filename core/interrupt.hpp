#pragma once
/// Ctrl-C and SIGTERM for the long-running commands: the first one asks the search to stop
/// and keep what it has (through the flag and the stop token below), a second one quits at
/// once with exit 130. A process has one set of signal handlers, so this is global state.
#include <atomic>
#include <stop_token>

namespace cwg {

/// Set by the first Ctrl-C or SIGTERM once install_interrupt_handlers() ran.
extern std::atomic<bool> g_interrupted;
void install_interrupt_handlers();
/// Stop is requested on it by that same first Ctrl-C or SIGTERM.
std::stop_token interrupt_token();

}  // namespace cwg
