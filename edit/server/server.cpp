#include "edit/server/server.hpp"

#include <httplib.h>

#include <chrono>
#include <condition_variable>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>

#include "core/input_error.hpp"
#include "core/workers.hpp"
#include "edit/engine.hpp"
#include "edit/fill_job.hpp"
#include "edit/page/page.hpp"
#include "edit/review.hpp"
#include "export/puzzle_page.hpp"
#include "print/pdf.hpp"

namespace cwg::edit::server {

using nlohmann::json;

std::string random_token() {
  std::random_device rd;  // the system's random source (/dev/urandom), not a seeded generator
  static const char* const kHex = "0123456789abcdef";
  std::string t;
  for (int i = 0; i < 32; ++i) t += kHex[rd() & 15u];
  return t;
}

namespace {

/// A request refused: its code and the error object of docs/editor.md.
struct Refusal {
  int status;
  std::string message;
  std::string path;
};

int status_of(ErrorKind k) {
  switch (k) {
    case ErrorKind::Malformed:
      return 400;
    case ErrorKind::NotFound:
      return 404;
    case ErrorKind::Conflict:
      return 409;
    case ErrorKind::Refused:
      return 422;
  }
  return 400;
}

void send(httplib::Response& res, const json& body, int status = 200) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_content(body.dump(), "application/json");
}

void send_error(httplib::Response& res, int status, const std::string& message,
                const std::string& path) {
  send(res, {{"error", message}, {"path", path}}, status);
}

/// The body as a JSON object ({} when empty); a Refusal naming the byte where it is not JSON.
json body_json(const httplib::Request& req) {
  if (req.body.empty()) return json::object();
  try {
    json j = json::parse(req.body);
    if (!j.is_object()) throw Refusal{400, "the body must be a JSON object", ""};
    return j;
  } catch (const json::parse_error& e) {
    throw Refusal{400, "the body is not JSON (byte " + std::to_string(e.byte) + ")", ""};
  }
}

const Entry& find_entry(const std::vector<Entry>& es, const std::string& id,
                        const std::string& path) {
  EntryKey key;
  if (!parse_key(id, key))
    throw Refusal{400, "\"" + id + "\" is no entry id (ROW,COL,across|down)", path};
  for (const Entry& e : es)
    if (e.key == key) return e;
  throw Refusal{404, "no entry " + id + " in the grid", path};
}

int int_param(const httplib::Request& req, const std::string& name, int def, int lo, int hi) {
  if (!req.has_param(name.c_str())) return def;
  const std::string v = req.get_param_value(name.c_str());
  try {
    std::size_t used = 0;
    const long x = std::stol(v, &used);
    if (used != v.size()) throw std::invalid_argument("");
    if (x < lo || x > hi)
      throw Refusal{422, name + " must be " + std::to_string(lo) + ".." + std::to_string(hi),
                    "?" + name};
    return static_cast<int>(x);
  } catch (const std::logic_error&) {
    throw Refusal{400, name + " must be a whole number, not \"" + v + "\"", "?" + name};
  }
}

bool same_token(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  unsigned diff = 0;  // every byte compared: the time says nothing of where they differ
  for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

/// A fill on a thread of its own: the newest one, kept until the next.
///
/// Not a TBB task: the fill's thread mostly waits for its run_workers arena, for up to its
/// seconds, as `cwg fill`'s main thread does. As a task it would block for that long one of
/// the worker threads TBB shares among all arenas (no more than its limit), the threads the
/// short jobs run on, such as Background's candidate queries; a thread of its own costs
/// nothing while it waits.
///
/// Only the destructor joins the thread, and the thread holds no owner of its job, so the
/// job never joins itself; the HTTP threads wait for its end with wait_end(), any number at
/// once (joining a std::thread from two threads, or while it is assigned, is a data race).
struct FillJob {
  int id = 0;
  std::int64_t base_version = 0;
  std::atomic<bool> cancel{false};
  std::atomic<int> attempts{0};
  std::atomic<long> nodes{-1};  ///< -1: the fill counts none (a designed arrowword)
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  std::mutex mutex;
  std::condition_variable ended;
  bool finished = false;
  double seconds = 0;
  FillOutcome outcome;
  std::jthread thread;  // last: joined before the rest goes

  FillJob() = default;
  FillJob(const FillJob&) = delete;
  FillJob& operator=(const FillJob&) = delete;
  ~FillJob() { cancel = true; }

  void finish(FillOutcome o) {
    {
      std::lock_guard lock(mutex);
      outcome = std::move(o);
      seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      finished = true;
    }
    ended.notify_all();
  }
  void wait_end() {
    std::unique_lock lock(mutex);
    ended.wait(lock, [this] { return finished; });
  }
};

}  // namespace

struct Server::Impl {
  Session& session;
  Resources res;
  ServerOptions opts;
  std::string token;
  int port = 0;
  httplib::Server http;
  Background pool;  // candidate queries, health and clue look-ups, off the HTTP threads
  std::mutex session_mutex;
  std::mutex fill_mutex;
  std::shared_ptr<FillJob> fill;
  int fills = 0;

  Impl(Session& s, Resources r, ServerOptions o)
      : session(s),
        res(std::move(r)),
        opts(std::move(o)),
        token(opts.token.empty() ? random_token() : opts.token),
        pool(std::max(1, worker_count(opts.threads))) {}

  bool host_ok(const std::string& host) const {
    const std::string p = ":" + std::to_string(port);
    return host == "127.0.0.1" + p || host == "localhost" + p || host == "[::1]" + p;
  }
  bool origin_ok(const std::string& origin) const {
    const std::string p = ":" + std::to_string(port);
    return origin == "http://127.0.0.1" + p || origin == "http://localhost" + p;
  }

  httplib::Server::HandlerResponse guard(const httplib::Request& req, httplib::Response& out) {
    auto refuse = [&](const std::string& why) {
      send_error(out, 403, why, "");
      return httplib::Server::HandlerResponse::Handled;
    };
    if (!host_ok(req.get_header_value("Host")))
      return refuse("the Host header must be 127.0.0.1:" + std::to_string(port));
    if (req.has_header("Origin") && !origin_ok(req.get_header_value("Origin")))
      return refuse("requests from another origin are refused");
    const bool api = req.path.rfind("/api/", 0) == 0;
    const std::string given =
        api ? req.get_header_value("X-CWG-Token") : req.get_param_value("token");
    if (!same_token(given, token))
      return refuse(api ? "missing or wrong X-CWG-Token header"
                        : "missing or wrong token in the URL");
    return httplib::Server::HandlerResponse::Unhandled;
  }

  /// Runs `f` on the pool and waits for it.
  template <class F>
  auto on_pool(F&& f) {
    return pool.submit(std::forward<F>(f)).get();
  }

  std::pair<std::shared_ptr<const Draft>, std::int64_t> snapshot() {
    std::lock_guard lock(session_mutex);
    return {session.snapshot(), session.version()};
  }

  void cancel_fill() {
    std::lock_guard lock(fill_mutex);
    if (fill) fill->cancel = true;
  }

  json fill_json(const std::shared_ptr<FillJob>& job) {
    if (!job) return {{"id", 0}, {"status", "none"}};
    std::lock_guard lock(job->mutex);
    json j = {{"id", job->id}, {"base_version", job->base_version}};
    if (!job->finished) {
      j["status"] = job->cancel ? "cancelling" : "running";
      j["seconds"] =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - job->start).count();
      j["progress"] = {{"attempts", job->attempts.load()}};
      if (job->nodes >= 0) j["progress"]["nodes"] = job->nodes.load();
      return j;
    }
    static const char* const kEnd[] = {"done", "failed", "cancelled"};
    j["status"] = kEnd[static_cast<int>(job->outcome.end)];
    j["seconds"] = job->seconds;
    j["message"] = job->outcome.message;
    j["cut"] = job->outcome.cut;
    if (job->outcome.cut) j["cut_note"] = job->outcome.cut_note;
    j["progress"] = {{"attempts", job->outcome.attempts}, {"nodes", job->outcome.stats.nodes}};
    if (job->outcome.end == FillEnd::Done) {
      j["grid"] = job->outcome.action["grid"];
      if (job->outcome.action.contains("questions"))
        j["questions"] = job->outcome.action["questions"];
    }
    return j;
  }

  void routes();
};

namespace {

/// Wraps a handler: Refusal and EditError become the error object, nothing else escapes.
template <class F>
httplib::Server::Handler handler(F f) {
  return [f](const httplib::Request& req, httplib::Response& res) {
    try {
      f(req, res);
    } catch (const Refusal& r) {
      send_error(res, r.status, r.message, r.path);
    } catch (const EditError& e) {
      send_error(res, status_of(e.kind()), e.what(), e.path());
    } catch (const InputError& e) {
      send_error(res, 500, e.what(), "");
    } catch (const std::exception& e) {
      send_error(res, 500, std::string("internal error: ") + e.what(), "");
    }
  };
}

/// The candidates of entry `id` of `draft` as `GET /api/candidates` answers; `where` names
/// the query's fields in errors ("?" for the query string, "/candidates/" in an action).
json candidates_json(const Draft& draft, std::int64_t version, const std::string& id,
                     const std::string& filter, int limit, const Dictionary& dict,
                     const std::string& where) {
  const std::vector<Entry> es = entries(draft);
  const Entry& e = find_entry(es, id, where + "entry");
  CandidateList list;
  try {
    list = candidates(draft, es, e, dict, filter, limit);
  } catch (const std::invalid_argument& bad) {
    throw Refusal{422, bad.what(), where + "filter"};
  }
  json items = json::array();
  for (const Candidate& c : list.items)
    items.push_back({{"word", c.word},
                     {"score", c.score},
                     {"count", c.count < 0 ? json(nullptr) : json(c.count)},
                     {"dead", c.dead},
                     {"used", c.used}});
  return {{"entry", id},
          {"pattern", list.pattern},
          {"total", list.total},
          {"version", version},
          {"candidates", std::move(items)}};
}

/// What an action asks besides itself (not journaled): the answer's form and the
/// candidates to send with it.
struct ActionExtras {
  bool changes = false;
  bool candidates = false;
  std::string entry, filter;
  int limit = 100;
};

ActionExtras take_extras(json& action) {
  ActionExtras x;
  if (const auto it = action.find("answer"); it != action.end()) {
    if (*it != "state" && *it != "changes")
      throw Refusal{422, "\"answer\" is \"state\" or \"changes\"", "/answer"};
    x.changes = *it == "changes";
    action.erase(it);
  }
  if (const auto it = action.find("candidates"); it != action.end()) {
    const json& q = *it;
    if (!q.is_object() || !q.contains("entry") || !q["entry"].is_string())
      throw Refusal{400, "\"candidates\" is {\"entry\": ID, \"filter\": TEXT, \"limit\": N}",
                    "/candidates"};
    x.candidates = true;
    x.entry = q["entry"].get<std::string>();
    if (q.contains("filter")) {
      if (!q["filter"].is_string())
        throw Refusal{400, "\"filter\" must be a string", "/candidates/filter"};
      x.filter = q["filter"].get<std::string>();
    }
    if (q.contains("limit")) {
      if (!q["limit"].is_number_integer() || q["limit"].get<long long>() < 0 ||
          q["limit"].get<long long>() > 5000)
        throw Refusal{422, "\"limit\" must be 0..5000", "/candidates/limit"};
      x.limit = q["limit"].get<int>();
    }
    action.erase(it);
  }
  return x;
}

FillRequest fill_request(const json& b, const std::vector<Entry>& es) {
  FillRequest r;
  if (b.contains("seed")) {
    if (!b["seed"].is_number_unsigned())
      throw Refusal{400, "\"seed\" must be a whole number >= 0", "/seed"};
    r.seed = b["seed"].get<std::uint64_t>();
  }
  if (b.contains("entries")) {
    if (!b["entries"].is_array())
      throw Refusal{400, "\"entries\" must be an array of entry ids", "/entries"};
    for (std::size_t i = 0; i < b["entries"].size(); ++i) {
      const json& id = b["entries"][i];
      const std::string path = "/entries/" + std::to_string(i);
      if (!id.is_string()) throw Refusal{400, "an entry id is a string", path};
      r.region.push_back(find_entry(es, id.get<std::string>(), path).key);
    }
  }
  if (b.contains("keep")) {
    if (b["keep"] != "locked" && b["keep"] != "letters")
      throw Refusal{422, "\"keep\" is \"locked\" or \"letters\"", "/keep"};
    r.keep_letters = b["keep"] == "letters";
  }
  if (b.contains("mode")) {
    if (b["mode"] != "letters" && b["mode"] != "design")
      throw Refusal{422, "\"mode\" is \"letters\" or \"design\"", "/mode"};
    r.design = b["mode"] == "design";
  }
  if (b.contains("seconds")) {
    if (!b["seconds"].is_number() || b["seconds"].get<double>() < 0.1 ||
        b["seconds"].get<double>() > 3600)
      throw Refusal{422, "\"seconds\" must be a number 0.1..3600", "/seconds"};
    r.seconds = b["seconds"].get<double>();
  }
  // One core is left to the candidate queries while a fill runs.
  r.threads = std::max(1, worker_count(0) - 1);
  return r;
}

}  // namespace

void Server::Impl::routes() {
  http.set_pre_routing_handler(
      [this](const httplib::Request& req, httplib::Response& out) { return guard(req, out); });
  http.set_payload_max_length(4u << 20);
  // Answers go out as soon as they are written (no Nagle wait for the peer's ACK).
  http.set_tcp_nodelay(true);
  http.Get("/", [](const httplib::Request&, httplib::Response& out) {
    out.set_header("Cache-Control", "no-store");
    out.set_header("Referrer-Policy", "no-referrer");
    out.set_header("X-Content-Type-Options", "nosniff");
    out.set_header("Content-Security-Policy",
                   "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                   "img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'");
    out.set_content(std::string(page_html()), "text/html; charset=utf-8");
  });
  http.Get("/api/state", handler([this](const httplib::Request&, httplib::Response& out) {
             std::lock_guard lock(session_mutex);
             json j = session.state_json();
             j["recovery"] = {{"pending", !session.offer().actions.empty()},
                              {"actions", session.offer().actions.size()},
                              {"older", session.older_offers()}};
             send(out, j);
           }));
  http.Post("/api/action", handler([this](const httplib::Request& req, httplib::Response& out) {
              json action = body_json(req);
              const ActionExtras extras = take_extras(action);
              json answer;
              std::shared_ptr<const Draft> draft;
              std::int64_t version = 0;
              {
                std::lock_guard lock(session_mutex);
                if (action.contains("version")) {
                  if (!action["version"].is_number_integer())
                    throw Refusal{400, "\"version\" must be an integer", "/version"};
                  if (action["version"].get<std::int64_t>() != session.version())
                    throw Refusal{409,
                                  "the puzzle is at version " + std::to_string(session.version()) +
                                      ", not " + action["version"].dump(),
                                  "/version"};
                }
                const auto before = session.snapshot();
                const std::int64_t base = session.version();
                session.act(action);
                const std::string type = action.value("type", "");
                if (type != "set_clue" && type != "set_meta") cancel_fill();
                answer = extras.changes ? session.changes_json(before, base) : session.state_json();
                draft = session.snapshot();
                version = session.version();
              }
              // The candidates of the entry the page shows next, in the same answer: one round
              // trip from a keystroke to its list. The action stands whatever they say.
              if (extras.candidates) {
                try {
                  answer["candidates"] = on_pool([&] {
                    return candidates_json(*draft, version, extras.entry, extras.filter,
                                           extras.limit, *res.dict, "/candidates/");
                  });
                } catch (const Refusal& r) {
                  answer["candidates"] = {{"error", r.message}, {"path", r.path}};
                }
              }
              send(out, answer);
            }));
  http.Get("/api/candidates", handler([this](const httplib::Request& req, httplib::Response& out) {
             if (!req.has_param("entry")) throw Refusal{400, "missing parameter entry", "?entry"};
             const std::string id = req.get_param_value("entry");
             const std::string filter =
                 req.has_param("filter") ? req.get_param_value("filter") : "";
             const int limit = int_param(req, "limit", 100, 0, 5000);
             const auto [draft, version] = snapshot();
             send(out, on_pool([&, draft = draft, version = version] {
                    return candidates_json(*draft, version, id, filter, limit, *res.dict, "?");
                  }));
           }));
  http.Get(
      "/api/health", handler([this](const httplib::Request&, httplib::Response& out) {
        const auto [draft, version] = snapshot();
        send(
            out, on_pool([&, draft = draft, version = version] {
              const Health h = health(*draft, entries(*draft), *res.dict);
              json slots = json::array();
              for (const SlotHealth& s : h.slots)
                slots.push_back({{"entry", key_text(s.key)}, {"count", s.count}, {"open", s.open}});
              auto ids = [](const std::vector<EntryKey>& keys) {
                json a = json::array();
                for (const EntryKey& k : keys) a.push_back(key_text(k));
                return a;
              };
              return json{{"version", version},
                          {"slots", slots},
                          {"most_constrained", ids(h.most_constrained)},
                          {"dead", ids(h.dead)},
                          {"unknown", ids(h.unknown)}};
            }));
      }));
  http.Post("/api/fill", handler([this](const httplib::Request& req, httplib::Response& out) {
              const json b = body_json(req);
              const auto [draft, version] = snapshot();
              const FillRequest request = fill_request(b, entries(*draft));
              std::shared_ptr<FillJob> old;
              auto job = std::make_shared<FillJob>();
              {
                std::lock_guard lock(fill_mutex);
                old = fill;
                job->id = ++fills;
                job->base_version = version;
                fill = job;
              }
              json answer = {{"id", job->id}, {"status", "running"}, {"base_version", version}};
              if (old) {
                {
                  std::lock_guard done(old->mutex);
                  if (!old->finished) answer["cancelled"] = old->id;
                }
                old->cancel = true;  // a new fill cancels the running one
                old->wait_end();
              }
              job->thread = std::jthread([this, run = job.get(), request, draft = draft] {
                FillOutcome o;
                try {
                  o = run_fill(*draft, request, *res.dict, run->cancel, [run](int a, long n) {
                    run->attempts = a;
                    run->nodes = n;
                  });
                } catch (const std::exception& e) {
                  o.end = FillEnd::Failed;
                  o.message = e.what();
                }
                run->finish(std::move(o));
              });
              send(out, answer, 202);
            }));
  http.Get("/api/fill", handler([this](const httplib::Request&, httplib::Response& out) {
             std::shared_ptr<FillJob> job;
             {
               std::lock_guard lock(fill_mutex);
               job = fill;
             }
             send(out, fill_json(job));
           }));
  http.Delete("/api/fill", handler([this](const httplib::Request&, httplib::Response& out) {
                std::shared_ptr<FillJob> job;
                {
                  std::lock_guard lock(fill_mutex);
                  job = fill;
                }
                if (job) {
                  job->cancel = true;
                  job->wait_end();
                }
                send(out, fill_json(job));
              }));
  http.Post("/api/fill/apply", handler([this](const httplib::Request& req, httplib::Response& out) {
              const json b = body_json(req);
              if (!b.contains("id") || !b["id"].is_number_integer())
                throw Refusal{400, "\"id\" (the fill's) must be an integer", "/id"};
              std::shared_ptr<FillJob> job;
              {
                std::lock_guard lock(fill_mutex);
                job = fill;
              }
              if (!job || job->id != b["id"].get<int>())
                throw Refusal{404,
                              "no fill " + b["id"].dump() + " (the newest is " +
                                  std::to_string(job ? job->id : 0) + ")",
                              "/id"};
              json action;
              std::int64_t base = 0;
              {
                std::lock_guard lock(job->mutex);
                if (!job->finished || job->outcome.end != FillEnd::Done)
                  throw Refusal{409, "fill " + std::to_string(job->id) + " has no grid (not done)",
                                "/id"};
                action = job->outcome.action;
                base = job->base_version;
              }
              std::lock_guard lock(session_mutex);
              if (session.version() != base)
                throw Refusal{409,
                              "the puzzle changed since the fill started (version " +
                                  std::to_string(base) + ", now " +
                                  std::to_string(session.version()) + ")",
                              "/id"};
              session.act(action);
              send(out, session.state_json());
            }));
  http.Get("/api/score", handler([this](const httplib::Request&, httplib::Response& out) {
             const auto [draft, version] = snapshot();
             if (draft->kind != Kind::Arrowword)
               throw Refusal{422, "the ratings are an arrowword's; this is an American grid", ""};
             json j = on_pool([&, draft = draft] { return score_json(*draft, res.words); });
             j["version"] = version;
             send(out, j);
           }));
  http.Get("/api/clues", handler([this](const httplib::Request& req, httplib::Response& out) {
             if (!req.has_param("entry")) throw Refusal{400, "missing parameter entry", "?entry"};
             const std::string id = req.get_param_value("entry");
             const int limit = int_param(req, "limit", 20, 1, 200);
             const auto [draft, version] = snapshot();
             send(out, on_pool([&, draft = draft] {
                    const std::vector<Entry> es = entries(*draft);
                    const Entry& e = find_entry(es, id, "?entry");
                    const std::string answer = pattern(*draft, e);
                    json j = {{"entry", id}, {"answer", answer}, {"suggestions", json::array()}};
                    if (answer.find('.') != std::string::npos) {
                      j["answer"] = "";
                      j["note"] = "the entry is not full: clues are suggested for a word";
                      return j;
                    }
                    for (const ClueSuggestion& s :
                         suggest_clues(*draft, e, answer, res.clue_files, limit))
                      j["suggestions"].push_back({{"text", s.text},
                                                  {"source", s.source},
                                                  {"leak", s.leak},
                                                  {"too_long", s.too_long}});
                    if (const auto it = draft->clues.find(e.key); it != draft->clues.end()) {
                      const ClueSuggestion c = check_clue(*draft, e, answer, it->second);
                      j["current"] = {{"text", c.text}, {"leak", c.leak}, {"too_long", c.too_long}};
                    }
                    return j;
                  }));
           }));
  http.Post("/api/save", handler([this](const httplib::Request&, httplib::Response& out) {
              std::lock_guard lock(session_mutex);
              const SaveResult r = session.save();
              send(out, {{"saved", session.file().filename().string()},
                         {"bytes", r.bytes},
                         {"files", r.files},
                         {"warnings", r.warnings},
                         {"version", session.version()}});
            }));
  http.Get("/api/journal", handler([this](const httplib::Request&, httplib::Response& out) {
             std::lock_guard lock(session_mutex);
             const Offer& o = session.offer();
             send(out, {{"pending", !o.actions.empty()},
                        {"actions", o.actions.size()},
                        {"file", o.file.filename().string()},
                        {"older", session.older_offers()}});
           }));
  http.Post("/api/recover", handler([this](const httplib::Request& req, httplib::Response& out) {
              const json b = body_json(req);
              if (!b.contains("accept") || !b["accept"].is_boolean())
                throw Refusal{400, "\"accept\" must be true or false", "/accept"};
              std::lock_guard lock(session_mutex);
              if (session.offer().actions.empty())
                throw Refusal{409, "no unsaved edits to recover", ""};
              const auto [applied, stopped] = session.recover(b["accept"].get<bool>());
              cancel_fill();
              json j = session.state_json();
              j["replayed"] = applied;
              if (!stopped.empty()) j["stopped"] = stopped;
              send(out, j);
            }));
  http.Get(
      "/api/export", handler([this](const httplib::Request& req, httplib::Response& out) {
        const std::string format = req.has_param("format") ? req.get_param_value("format") : "";
        static const std::map<std::string, std::string> kTypes = {
            {"ipuz", "application/json"},         {"puz", "application/x-crossword"},
            {"pdf", "application/pdf"},           {"html", "text/html; charset=utf-8"},
            {"cwg", "text/plain; charset=utf-8"}, {"txt", "text/plain; charset=utf-8"}};
        if (!kTypes.count(format))
          throw Refusal{422, "format must be one of ipuz, puz, pdf, html, cwg, txt", "?format"};
        std::string bytes, stem;
        {
          std::lock_guard lock(session_mutex);
          stem = session.file().stem().string();
          if (format == "pdf" || format == "html") {
            puzzle::Puzzle p = to_puzzle(session.draft());
            if (p.title.empty()) p.title = stem;
            if (format == "html" && !p.solved())
              throw Refusal{409, "the page needs every letter: the grid is not full", "?format"};
            try {
              bytes = format == "pdf" ? print::puzzle_pdf(p) : page::puzzle_page(p);
            } catch (const InputError& e) {
              throw Refusal{409, e.what(), "?format"};
            }
          } else {
            std::vector<std::string> warnings;
            bytes = session.file_bytes("." + format, warnings);
          }
        }
        out.set_header("Content-Disposition",
                       "attachment; filename=\"" + stem + "." + format + "\"");
        out.set_header("Cache-Control", "no-store");
        out.set_content(bytes, kTypes.at(format).c_str());
      }));
  http.set_error_handler([](const httplib::Request&, httplib::Response& out) {
    if (out.body.empty())
      send_error(out, out.status, out.status == 404 ? "no such endpoint" : "bad request", "");
  });
}

Server::Server(Session& session, Resources resources, ServerOptions options)
    : impl_(std::make_unique<Impl>(session, std::move(resources), std::move(options))) {
  impl_->routes();
}

Server::~Server() {
  stop();
  std::shared_ptr<FillJob> job;
  {
    std::lock_guard lock(impl_->fill_mutex);
    job = impl_->fill;
  }
  if (job) {
    job->cancel = true;
    job->wait_end();
  }
}

int Server::bind() {
  const int port =
      impl_->opts.port > 0
          ? (impl_->http.bind_to_port(impl_->opts.host, impl_->opts.port) ? impl_->opts.port : -1)
          : impl_->http.bind_to_any_port(impl_->opts.host);
  if (port <= 0)
    throw InputError("cwg edit: cannot listen on " + impl_->opts.host + ":" +
                     std::to_string(impl_->opts.port) + " (in use, or not allowed)");
  impl_->port = port;
  return port;
}

std::string Server::url() const {
  return "http://" + impl_->opts.host + ":" + std::to_string(impl_->port) +
         "/?token=" + impl_->token;
}

const std::string& Server::token() const {
  return impl_->token;
}

void Server::run() {
  impl_->http.listen_after_bind();
}

void Server::stop() {
  impl_->http.stop();
}

}  // namespace cwg::edit::server
