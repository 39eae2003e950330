#include "cli/run_support.hpp"

#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "cli/inputs.hpp"

namespace cwg::cli {

std::atomic<bool> g_interrupted{false};

namespace {
extern "C" void on_interrupt(int) {
  if (g_interrupted.exchange(true)) std::_Exit(130);
}
}  // namespace

void install_interrupt_handlers() {
  std::signal(SIGINT, on_interrupt);
  std::signal(SIGTERM, on_interrupt);
}

std::filesystem::path dict_path(const boost::program_options::variables_map& vm) {
  return vm.count("dict") ? std::filesystem::path(vm["dict"].as<std::string>())
                          : default_wordlist();
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
