#pragma once
/// The one way the tests run a program (the built `cwg` above all): its arguments as they
/// are (no shell, so no quoting), a standard input given as text, its exit code, standard
/// output and standard error captured apart; on request a folder, environment variables, a
/// signal after a while, a time limit, or a terminal instead of a pipe.
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace cwg::test {

/// How to run a program besides its arguments; each field left as it is changes nothing.
struct RunOptions {
  std::string input;  ///< its standard input (empty: at its end at once)
  std::string cwd;    ///< the folder it runs in (empty: this process's)
  std::vector<std::pair<std::string, std::string>> env;  ///< variables set for it alone
  int signal = 0;           ///< sent once, `signal_after` seconds after the start
  double signal_after = 0;  ///< (a program told to stop: how fast it does is the point)
  double time_limit = 0;    ///< killed (SIGKILL) after that many seconds; 0: never
  /// Its standard input, output and error on a pseudo-terminal of 30 rows and 120 columns
  /// (what a person at a terminal sees); `out` then holds both streams as shown.
  bool terminal = false;
};

/// What a finished program left: its exit code (128 + N when signal N ended it, as the
/// shell says; -1 when it could not be started), its standard output and error, its wall
/// time, the time from the signal asked for to its end, and whether the time limit ended it.
struct ProcessRun {
  int exit_code = -1;
  std::string out, err;
  double seconds = 0;
  double seconds_after_signal = 0;
  bool timed_out = false;
};

namespace detail {

/// Reads what is ready on `fd` into `into`; false at its end (EIO: a terminal's end).
inline bool drain(int fd, std::string& into) {
  char buffer[65536];
  const ssize_t n = ::read(fd, buffer, sizeof buffer);
  if (n > 0) into.append(buffer, static_cast<std::size_t>(n));
  return n > 0 || (n < 0 && errno == EINTR);
}

/// In the child, once its standard streams are in place: the folder, the environment, then
/// the program (looked up on PATH when its name has no '/').
[[noreturn]] inline void exec_program(const std::string& program,
                                      const std::vector<std::string>& args,
                                      const RunOptions& options) {
  if (!options.cwd.empty() && ::chdir(options.cwd.c_str()) != 0) ::_exit(127);
  for (const auto& [name, value] : options.env) ::setenv(name.c_str(), value.c_str(), 1);
  std::vector<char*> argv;
  argv.push_back(const_cast<char*>(program.c_str()));
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  ::execvp(program.c_str(), argv.data());
  ::_exit(127);
}

using Clock = std::chrono::steady_clock;

inline double since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// The child's end: the pipes (or the terminal) it writes to, and what it reads from us.
struct Streams {
  int out = -1, err = -1, in = -1;
};

/// Starts the child with its streams on pipes (or on a terminal); -1 when it cannot be.
inline pid_t start(const std::string& program, const std::vector<std::string>& args,
                   const RunOptions& options, Streams& ours) {
  if (options.terminal) {
    winsize size{};
    size.ws_row = 30;
    size.ws_col = 120;
    int fd = -1;
    const pid_t pid = ::forkpty(&fd, nullptr, nullptr, &size);
    if (pid == 0) exec_program(program, args, options);
    ours.out = fd;  // input, if any, goes to the same terminal
    ours.in = options.input.empty() ? -1 : ::dup(fd);
    return pid;
  }
  int in[2], out[2], err[2];
  if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0)
    return -1;
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(in[0], 0);
    ::dup2(out[1], 1);
    ::dup2(err[1], 2);
    exec_program(program, args, options);  // the pipes close on exec
  }
  ::close(in[0]);
  ::close(out[1]);
  ::close(err[1]);
  ours = {out[0], err[0], in[1]};
  if (options.input.empty()) {
    ::close(in[1]);
    ours.in = -1;
  }
  return pid;
}

/// Milliseconds until the next thing to do at `now` (a signal, the time limit); -1: none.
inline int wait_ms(const RunOptions& options, bool signalled, bool killed, double now) {
  double next = -1;
  if (options.signal != 0 && !signalled) next = options.signal_after;
  if (options.time_limit > 0 && !killed && (next < 0 || options.time_limit < next))
    next = options.time_limit;
  if (next < 0) return -1;
  return static_cast<int>(std::max(0.0, next - now) * 1000) + 1;
}

}  // namespace detail

/// Runs `program ARGS...` to its end as `options` say, and captures what it prints.
inline ProcessRun run_program(const std::string& program, const std::vector<std::string>& args,
                              const RunOptions& options = {}) {
  const auto start = detail::Clock::now();
  ProcessRun run;
  detail::Streams fds;
  const pid_t pid = detail::start(program, args, options, fds);
  if (pid < 0) return run;
  ::signal(SIGPIPE, SIG_IGN);  // a program that does not read its input must not end us
  std::size_t written = 0;
  bool signalled = false, killed = false;
  double signal_at = 0;
  while (fds.out >= 0 || fds.err >= 0) {
    pollfd p[3] = {{fds.out, POLLIN, 0}, {fds.err, POLLIN, 0}, {fds.in, POLLOUT, 0}};
    if (::poll(p, 3, detail::wait_ms(options, signalled, killed, detail::since(start))) < 0 &&
        errno != EINTR)
      break;
    const double now = detail::since(start);
    if (options.signal != 0 && !signalled && now >= options.signal_after) {
      ::kill(pid, options.signal);
      signalled = true;
      signal_at = now;
    }
    if (options.time_limit > 0 && !killed && now >= options.time_limit) {
      ::kill(pid, SIGKILL);
      killed = run.timed_out = true;
    }
    for (int i : {0, 1}) {
      int& fd = i == 0 ? fds.out : fds.err;
      if (fd >= 0 && p[i].revents && !detail::drain(fd, i == 0 ? run.out : run.err)) {
        ::close(fd);
        fd = -1;
      }
    }
    if (fds.in >= 0 && p[2].revents) {
      // At most PIPE_BUF: a write that size never blocks once poll says POLLOUT, so the
      // child can never wait on us writing while we wait on it reading.
      const std::size_t chunk = std::min<std::size_t>(PIPE_BUF, options.input.size() - written);
      const ssize_t n = ::write(fds.in, options.input.data() + written, chunk);
      if (n > 0) written += static_cast<std::size_t>(n);
      if (n < 0 || written == options.input.size()) {
        ::close(fds.in);
        fds.in = -1;
      }
    }
  }
  if (fds.in >= 0) ::close(fds.in);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.seconds = detail::since(start);
  if (signalled) run.seconds_after_signal = run.seconds - signal_at;
  return run;
}

/// `text` split into arguments as /bin/sh would split a plain command line: blanks separate,
/// '...' is literal, "..." and \ escape as in the shell (no variables, globs or redirections:
/// none is run, so none is wanted).
inline std::vector<std::string> split_args(const std::string& text) {
  std::vector<std::string> args;
  std::string word;
  bool in_word = false;
  char quote = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quote == '\'' && c != '\'') {
      word += c;
    } else if (quote == '\'') {
      quote = 0;
    } else if (c == '\\' && i + 1 < text.size() &&
               (quote == 0 || std::string("\"\\$`").find(text[i + 1]) != std::string::npos)) {
      word += text[++i];
      in_word = true;
    } else if (quote == '"') {
      if (c == '"')
        quote = 0;
      else
        word += c;
    } else if (c == '\'' || c == '"') {
      quote = c;
      in_word = true;
    } else if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) args.push_back(word);
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) args.push_back(word);
  return args;
}

/// The `cwg` the tests run: the one built beside them (CWG_BINARY), unless the environment
/// names another in CWG_TEST_BINARY. setup.sh's e2e stage runs the sanitized tree's
/// end-to-end tests that way against the Release binary, whose speed their budgets need.
inline std::string cwg_binary() {
  const char* other = std::getenv("CWG_TEST_BINARY");
  return other != nullptr && *other != '\0' ? other : CWG_BINARY;
}

/// Runs `cwg ARGS...` (cwg_binary()) as run_program does.
inline ProcessRun run_cwg(const std::vector<std::string>& args, const RunOptions& options = {}) {
  return run_program(cwg_binary(), args, options);
}

/// Whether `program` is installed (found on PATH and runs with `--version`).
inline bool installed(const std::string& program) {
  return run_program(program, {"--version"}).exit_code != 127;
}

}  // namespace cwg::test
