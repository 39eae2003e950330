#include "cli/run_support.hpp"

#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "arrowword/solution_word.hpp"
#include "core/input_error.hpp"
#include "core/letters.hpp"

namespace cwg::cli {

using arrowword::ArrowwordGrid;
using arrowword::pick_solution_fields;

std::atomic<bool> g_interrupted{false};

namespace {
std::stop_source g_stop;

extern "C" void on_interrupt(int) {
  if (g_interrupted.exchange(true)) std::_Exit(130);
  g_stop.request_stop();
}
}  // namespace

std::stop_token interrupt_token() {
  return g_stop.get_token();
}

void install_interrupt_handlers() {
  std::signal(SIGINT, on_interrupt);
  std::signal(SIGTERM, on_interrupt);
}

std::vector<int> solution_fields_or_throw(const ArrowwordGrid& grid, const std::string& raw,
                                          const std::string& file) {
  const auto word = normalize_word(raw);
  if (!word) throw InputError("--solution-word '" + raw + "': only letters, please");
  std::string why;
  std::vector<int> fields = pick_solution_fields(grid, *word, &why);
  if (fields.empty())
    throw InputError(file, 0, 0, "cannot spell the solution word " + *word + ": " + why);
  return fields;
}

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

std::string fixed(double v, int decimals) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
  return buffer;
}

}  // namespace cwg::cli
