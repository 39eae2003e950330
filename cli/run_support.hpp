#pragma once
/// What the long-running commands (solve, fill, bench) share: the interrupt flag, clocks and
/// number formatting.
#include <atomic>
#include <chrono>
#include <filesystem>
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

/// The fields that spell the solution word `raw` (as typed: any case, umlauts) in `grid`;
/// throws InputError naming `file` when the word has no letters or the grid cannot spell it.
std::vector<int> solution_fields_or_throw(const arrowword::ArrowwordGrid& grid,
                                          const std::string& raw, const std::string& file);

double seconds_since(std::chrono::steady_clock::time_point t);

/// `v` with `decimals` digits after the point ("99.84").
std::string fixed(double v, int decimals = 2);

}  // namespace cwg::cli
