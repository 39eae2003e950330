#pragma once
/// The flags the board-game commands share (sim, analyze, endgame, play, leaves, winpct,
/// moves), each declared here once: its name, its value's name, its usual help and how it
/// is read.
/// A given flag is stored straight into the request's field when the command line is parsed
/// (boost's po::value(&field)), so a command lists its flags once and reads none of them
/// again; a flag not given leaves the field's default. Where a command words a flag's help
/// otherwise (its own default, "--sim: ..."), it passes that text.
#include <boost/program_options.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cwg::cli {

/// The flags of one command, added to its options in the order they are named.
class GameFlags {
 public:
  /// Adds --help to `desc`; `command` names the command in refusals ("play: ...").
  GameFlags(boost::program_options::options_description& desc, std::string command);

  GameFlags& dict(std::string& to);
  GameFlags& leaves(std::string& to,
                    const char* help = "leave values (default: the committed English table)");
  /// --at N: the CGP line or the record's event.
  GameFlags& at(std::optional<int>& to);
  GameFlags& games(std::int64_t& to, const char* help = "games to play (required)");
  GameFlags& seed(std::uint64_t& to, const char* help);
  /// --threads T, 0 .. 256, stored as worker_count(T) (0: every core).
  GameFlags& threads(int& to, const char* help = "threads (1; 0 = every core)");
  GameFlags& candidates(int& to, const char* help);
  GameFlags& plies(int& to, const char* help);
  GameFlags& iterations(std::int64_t& to, const char* help);
  GameFlags& time(double& to, const char* help);
  GameFlags& shard(std::optional<std::string>& to, const char* help);
  GameFlags& json(bool& to, const char* help = "print one JSON object");
  /// -o, --output.
  GameFlags& output(std::string& to, const char* value_name, const char* help);

  /// A flag of one command: `--name VALUE` stored into `to`.
  template <class T>
  GameFlags& value(const char* name, const char* value_name, T& to, const char* help) {
    add_(name, boost::program_options::value<T>(&to)->value_name(value_name), help);
    return *this;
  }
  /// The same into an optional field.
  template <class T>
  GameFlags& value(const char* name, const char* value_name, std::optional<T>& to,
                   const char* help) {
    add_(name,
         boost::program_options::value<T>()->value_name(value_name)->notifier([&to](const T& v) {
           to = v;
         }),
         help);
    return *this;
  }
  /// A switch: `to` is true when `--name` is given.
  GameFlags& on(const char* name, bool& to, const char* help);

 private:
  boost::program_options::options_description_easy_init add_;
  std::string command_;
};

}  // namespace cwg::cli
