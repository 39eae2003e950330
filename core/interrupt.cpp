#include "core/interrupt.hpp"

#include <csignal>
#include <cstdlib>

namespace cwg {

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

}  // namespace cwg
