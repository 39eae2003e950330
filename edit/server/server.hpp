#pragma once
/// The local HTTP server of `cwg edit`: a thin layer over the session (edit/session.hpp) and
/// the engine (edit/engine.hpp, fill_job.hpp, review.hpp), speaking the JSON API of
/// docs/editor.md through cpp-httplib (Debian's libcpp-httplib-dev). It binds 127.0.0.1,
/// makes a random token each run and checks it, the Host and the Origin of every request,
/// so neither another user of the machine nor another web page can read or change the
/// puzzle. Work runs on its own pool, a fill on its own thread.
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "dict/dictionary.hpp"
#include "edit/session.hpp"

namespace cwg::edit::server {

/// What the session's engine reads (kept by the caller for the server's life).
struct Resources {
  const Dictionary* dict = nullptr;
  const std::unordered_set<std::string>* words = nullptr;  ///< for the validator's rule 5
  std::vector<std::string> clue_files;
};

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 0;       ///< 0: a free one
  std::string token;  ///< "": a random one
  int threads = 0;    ///< the worker pool (0: the cores)
};

class Server {
 public:
  Server(Session& session, Resources resources, ServerOptions options);
  ~Server();
  /// Binds; throws InputError when the port cannot be had. Returns the port.
  int bind();
  /// The page's URL with the token: http://127.0.0.1:PORT/?token=T
  std::string url() const;
  const std::string& token() const;
  /// Serves until stop() (from another thread or a signal watcher).
  void run();
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// 32 hex digits from the system's random source.
std::string random_token();

}  // namespace cwg::edit::server
