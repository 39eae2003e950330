#include "cli/game_flags.hpp"

#include <utility>

#include "analysis/commands.hpp"
#include "core/input_error.hpp"
#include "core/workers.hpp"

namespace cwg::cli {

namespace po = boost::program_options;

GameFlags::GameFlags(po::options_description& desc, std::string command)
    : add_(desc.add_options()), command_(std::move(command)) {
  add_("help,h", "show this help");
}

GameFlags& GameFlags::dict(std::string& to) {
  return value("dict", "LEXICON", to, analysis::kLexiconHelp);
}

GameFlags& GameFlags::leaves(std::string& to, const char* help) {
  return value("leaves", "FILE|none|default", to, help);
}

GameFlags& GameFlags::at(std::optional<int>& to) {
  return value("at", "N", to, "the CGP line or the record's event (1-based)");
}

GameFlags& GameFlags::games(std::int64_t& to, const char* help) {
  return value("games", "N", to, help);
}

GameFlags& GameFlags::seed(std::uint64_t& to, const char* help) {
  return value("seed", "S", to, help);
}

GameFlags& GameFlags::threads(int& to, const char* help) {
  add_("threads", po::value<int>()->value_name("T")->notifier([&to, command = command_](int t) {
    if (t < 0 || t > 256) throw InputError(command + ": --threads must be 0 .. 256");
    to = worker_count(t);
  }),
       help);
  return *this;
}

GameFlags& GameFlags::candidates(int& to, const char* help) {
  return value("candidates", "N", to, help);
}

GameFlags& GameFlags::plies(int& to, const char* help) {
  return value("plies", "K", to, help);
}

GameFlags& GameFlags::iterations(std::int64_t& to, const char* help) {
  return value("iterations", "N", to, help);
}

GameFlags& GameFlags::time(double& to, const char* help) {
  return value("time", "S", to, help);
}

GameFlags& GameFlags::shard(std::optional<std::string>& to, const char* help) {
  return value("shard", "K/N", to, help);
}

GameFlags& GameFlags::json(bool& to, const char* help) {
  return on("json", to, help);
}

GameFlags& GameFlags::output(std::string& to, const char* value_name, const char* help) {
  return value("output,o", value_name, to, help);
}

GameFlags& GameFlags::on(const char* name, bool& to, const char* help) {
  add_(name, po::bool_switch(&to), help);
  return *this;
}

}  // namespace cwg::cli
