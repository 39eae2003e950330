#pragma once
/// The one way the tests run a program (the built `cwg` above all): its arguments as they
/// are (no shell, so no quoting), a standard input given as text, and its exit code,
/// standard output and standard error captured apart.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <climits>
#include <string>
#include <vector>

namespace cwg::test {

/// What a finished program left: its exit code (-1 when a signal ended it, or it could not
/// be started), its standard output and error, and its wall time.
struct ProcessRun {
  int exit_code = -1;
  std::string out, err;
  double seconds = 0;
};

namespace detail {

/// Reads what is ready on `fd` into `into`; false at its end.
inline bool drain(int fd, std::string& into) {
  char buffer[65536];
  const ssize_t n = ::read(fd, buffer, sizeof buffer);
  if (n > 0) into.append(buffer, static_cast<std::size_t>(n));
  return n > 0 || (n < 0 && errno == EINTR);
}

/// In the child: the pipes onto 0, 1, 2, the folder, then the program.
[[noreturn]] inline void exec_child(const std::string& program,
                                    const std::vector<std::string>& args, const int in[2],
                                    const int out[2], const int err[2], const std::string& cwd) {
  ::dup2(in[0], 0);
  ::dup2(out[1], 1);
  ::dup2(err[1], 2);
  for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]}) ::close(fd);
  if (!cwd.empty() && ::chdir(cwd.c_str()) != 0) ::_exit(127);
  std::vector<char*> argv;
  argv.push_back(const_cast<char*>(program.c_str()));
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  ::execv(program.c_str(), argv.data());
  ::_exit(127);
}

}  // namespace detail

/// Runs `program ARGS...` to its end in `cwd` (default: this process's folder), with
/// `input` as its standard input, and captures what it prints.
inline ProcessRun run_program(const std::string& program, const std::vector<std::string>& args,
                              const std::string& input = "", const std::string& cwd = "") {
  const auto start = std::chrono::steady_clock::now();
  int in[2], out[2], err[2];
  ProcessRun run;
  if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0)
    return run;
  const pid_t pid = ::fork();
  if (pid == 0) detail::exec_child(program, args, in, out, err, cwd);
  ::close(in[0]);
  ::close(out[1]);
  ::close(err[1]);
  ::signal(SIGPIPE, SIG_IGN);  // a program that does not read its input must not end us
  std::size_t written = 0;
  if (input.empty()) ::close(in[1]);
  bool out_open = true, err_open = true, in_open = !input.empty();
  while (out_open || err_open) {
    pollfd fds[3] = {{out_open ? out[0] : -1, POLLIN, 0},
                     {err_open ? err[0] : -1, POLLIN, 0},
                     {in_open ? in[1] : -1, POLLOUT, 0}};
    if (::poll(fds, 3, -1) < 0 && errno != EINTR) break;
    if (out_open && fds[0].revents) out_open = detail::drain(out[0], run.out);
    if (err_open && fds[1].revents) err_open = detail::drain(err[0], run.err);
    if (in_open && fds[2].revents) {
      // At most PIPE_BUF: a write that size never blocks once poll says POLLOUT, so the
      // child can never wait on us writing while we wait on it reading.
      const std::size_t chunk = std::min<std::size_t>(PIPE_BUF, input.size() - written);
      const ssize_t n = ::write(in[1], input.data() + written, chunk);
      if (n > 0) written += static_cast<std::size_t>(n);
      if (n < 0 || written == input.size()) {
        ::close(in[1]);
        in_open = false;
      }
    }
  }
  if (in_open) ::close(in[1]);
  ::close(out[0]);
  ::close(err[0]);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
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

/// Runs the built `cwg ARGS...` (CWG_BINARY) as run_program does.
inline ProcessRun run_cwg_binary(const std::vector<std::string>& args,
                                 const std::string& input = "", const std::string& cwd = "") {
  return run_program(CWG_BINARY, args, input, cwd);
}

}  // namespace cwg::test
