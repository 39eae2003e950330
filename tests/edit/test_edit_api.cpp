// The JSON API of cwg edit over loopback: the guards (token, Host, Origin), malformed
// requests that change nothing, candidate queries answered while a fill runs, a new fill
// cancelling the running one, fill/apply/undo, save and export.
#include <gtest/gtest.h>
#include <httplib.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <future>
#include <nlohmann/json.hpp>
#include <regex>
#include <thread>

#include "dict/dictionary.hpp"
#include "dict/wordlist.hpp"
#include "edit/server/server.hpp"
#include "edit/session.hpp"
#include "tests/need.hpp"
#include "tests/run_binary.hpp"

namespace cwg::edit::server {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const char* kEnglish = "/usr/share/dict/american-english";

/// A server on a new grid in a temporary folder, serving on its own thread.
class EditApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    if (!fs::exists(kEnglish)) return;
    list_ = new WordList(load_wordlist(kEnglish));
    dict_ = new Dictionary(*list_);
  }
  static void TearDownTestSuite() {
    delete dict_;
    delete list_;
  }
  void start(Kind kind, int rows, int cols) {
    dir_ = fs::temp_directory_path() /
           ("cwg_edit_api_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    session_ = std::make_unique<Session>(OpenOptions{
        dir_ / (kind == Kind::American ? "p.ipuz" : "p.cwg"), NewGrid{kind, rows, cols}, {}});
    server_ = std::make_unique<Server>(*session_, Resources{dict_, nullptr, {}},
                                       ServerOptions{"127.0.0.1", 0, "", 2});
    port_ = server_->bind();
    thread_ = std::thread([this] { server_->run(); });
    client_ = std::make_unique<httplib::Client>("127.0.0.1", port_);
    client_->set_read_timeout(30, 0);
    headers_ = {{"X-CWG-Token", server_->token()}};
  }
  void TearDown() override {
    if (server_) server_->stop();
    if (thread_.joinable()) thread_.join();
    server_.reset();
    session_.reset();
    if (!HasFailure() && !dir_.empty()) fs::remove_all(dir_);
  }
  /// status and JSON body of a request.
  std::pair<int, json> get(const std::string& path, httplib::Headers h = {}) {
    if (h.empty()) h = headers_;
    auto r = client_->Get(path.c_str(), h);
    if (!r) return {0, {}};
    return {r->status, json::parse(r->body, nullptr, false)};
  }
  std::pair<int, json> post(const std::string& path, const std::string& body,
                            httplib::Headers h = {}) {
    if (h.empty()) h = headers_;
    auto r = client_->Post(path.c_str(), h, body, "application/json");
    if (!r) return {0, {}};
    return {r->status, json::parse(r->body, nullptr, false)};
  }
  std::pair<int, json> act(const json& a) { return post("/api/action", a.dump()); }
  json wait_fill() {
    for (int i = 0; i < 600; ++i) {
      const auto [status, j] = get("/api/fill");
      if (j["status"] != "running" && j["status"] != "cancelling") return j;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return {};
  }

  static inline WordList* list_ = nullptr;
  static inline Dictionary* dict_ = nullptr;
  fs::path dir_;
  std::unique_ptr<Session> session_;
  std::unique_ptr<Server> server_;
  std::thread thread_;
  int port_ = 0;
  std::unique_ptr<httplib::Client> client_;
  httplib::Headers headers_;
};

TEST_F(EditApi, TheGuardsRefuseStrangers) {
  CWG_NEED(dict_) << "no " << kEnglish;
  start(Kind::American, 5, 5);
  EXPECT_EQ(get("/api/state").first, 200);
  EXPECT_EQ(get("/api/state", {{"X-Other", "1"}}).first, 403);
  // One character off (a token that starts with '0' gets a '1': 1 run in 16 did not differ).
  std::string wrong = server_->token();
  wrong[0] = wrong[0] == '0' ? '1' : '0';
  EXPECT_EQ(get("/api/state", {{"X-CWG-Token", wrong}}).first, 403);
  EXPECT_EQ(get("/api/state", {{"X-CWG-Token", server_->token()},
                               {"Host", "evil.example:" + std::to_string(port_)}})
                .first,
            403);
  EXPECT_EQ(
      get("/api/state", {{"X-CWG-Token", server_->token()}, {"Origin", "http://evil.example"}})
          .first,
      403);
  EXPECT_EQ(get("/api/state", {{"X-CWG-Token", server_->token()},
                               {"Origin", "http://127.0.0.1:" + std::to_string(port_)}})
                .first,
            200);
  // A foreign page's POST with the token guessed wrong changes nothing.
  EXPECT_EQ(post("/api/action", R"({"type":"set_letter","row":0,"col":0,"letter":"A"})",
                 {{"Origin", "http://evil.example"}})
                .first,
            403);
  auto page = client_->Get(("/?token=" + server_->token()).c_str());
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->get_header_value("Content-Type").find("text/html"), std::string::npos);
  EXPECT_EQ(client_->Get("/")->status, 403);
  EXPECT_EQ(get("/api/state").second["version"], 0);
}

TEST_F(EditApi, MalformedRequestsNameTheFieldAndChangeNothing) {
  CWG_NEED(dict_) << "no " << kEnglish;
  start(Kind::American, 5, 5);
  auto [s1, e1] = post("/api/action", "{\"type\": ");
  EXPECT_EQ(s1, 400);
  EXPECT_NE(e1["error"].get<std::string>().find("not JSON"), std::string::npos);
  auto [s2, e2] = act({{"type", "set_letter"}, {"row", 9}, {"col", 0}, {"letter", "A"}});
  EXPECT_EQ(s2, 422);
  EXPECT_EQ(e2["path"], "/row");
  auto [s3, e3] = act({{"type", "set_letter"}, {"row", 0}, {"letter", "A"}});
  EXPECT_EQ(s3, 400);
  EXPECT_EQ(e3["path"], "/col");
  EXPECT_EQ(
      act({{"type", "set_letter"}, {"row", 0}, {"col", 0}, {"letter", "A"}, {"version", 7}}).first,
      409);
  EXPECT_EQ(act({{"type", "undo"}}).first, 409);
  auto [s4, e4] = get("/api/candidates?entry=0,0,sideways");
  EXPECT_EQ(s4, 400);
  EXPECT_EQ(e4["path"], "?entry");
  EXPECT_EQ(get("/api/candidates?entry=9,9,across").first, 404);
  EXPECT_EQ(get("/api/candidates?entry=0,0,across&limit=x").second["path"], "?limit");
  EXPECT_EQ(get("/api/candidates?entry=0,0,across&filter=a-b").first, 422);
  EXPECT_EQ(post("/api/fill", R"({"entries": ["0,0,up"]})").second["path"], "/entries/0");
  EXPECT_EQ(get("/api/export?format=doc").first, 422);
  EXPECT_EQ(get("/api/score").first, 422);
  EXPECT_EQ(get("/api/nothing").first, 404);
  const json state = get("/api/state").second;
  EXPECT_EQ(state["version"], 0);
  EXPECT_FALSE(state["can_undo"].get<bool>());
}

/// `state` with an action's "changes" answer merged in, as the page merges it.
json merged(json state, const json& changes) {
  const int cols = state["cols"].get<int>();
  for (const json& c : changes["cells"])
    state["cells"][static_cast<std::size_t>(c["row"].get<int>() * cols + c["col"].get<int>())] = c;
  for (const json& e : changes["entries"])
    for (json& old : state["entries"])
      if (old["id"] == e["id"]) old = e;
  for (const auto& [k, v] : changes.items())
    if (k != "cells" && k != "entries" && k != "changes" && k != "base_version" &&
        k != "candidates")
      state[k] = v;
  return state;
}

TEST_F(EditApi, AnActionAnswersItsChangesAndTheCandidatesAtTheCursor) {
  CWG_NEED(dict_) << "no " << kEnglish;
  start(Kind::American, 5, 5);
  json state = get("/api/state").second;
  // A letter: only its cell and the two entries through it, and the candidates asked for.
  auto [s1, a1] = act({{"type", "set_letter"},
                       {"row", 0},
                       {"col", 0},
                       {"letter", "Q"},
                       {"answer", "changes"},
                       {"candidates", {{"entry", "0,0,down"}, {"limit", 5}}}});
  ASSERT_EQ(s1, 200);
  EXPECT_TRUE(a1["changes"].get<bool>());
  EXPECT_EQ(a1["base_version"], 0);
  EXPECT_EQ(a1["version"], 1);
  EXPECT_EQ(a1["cells"].size(), 1u);
  EXPECT_EQ(a1["entries"].size(), 2u);
  json expected = get("/api/candidates?entry=0,0,down&limit=5").second;
  EXPECT_EQ(a1["candidates"], expected);
  EXPECT_EQ(a1["candidates"]["pattern"], "Q....");
  state = merged(state, a1);
  EXPECT_EQ(state, get("/api/state").second);
  // Undo answers its changes too; the merged state is the server's.
  auto [s2, a2] = act({{"type", "undo"}, {"answer", "changes"}});
  ASSERT_EQ(s2, 200);
  state = merged(state, a2);
  EXPECT_EQ(state, get("/api/state").second);
  EXPECT_EQ(state["cells"][0]["letter"], "");
  // A block changes the entries themselves: the whole state, with no "changes".
  auto [s3, a3] = act({{"type", "toggle_block"},
                       {"row", 0},
                       {"col", 0},
                       {"answer", "changes"},
                       {"candidates", {{"entry", "0,0,across"}}}});
  ASSERT_EQ(s3, 200);
  EXPECT_FALSE(a3.contains("changes"));
  EXPECT_EQ(a3["cells"].size(), 25u);
  // The entry asked for is gone: the action stands, the candidates say why.
  EXPECT_EQ(a3["candidates"]["path"], "/candidates/entry");
  EXPECT_EQ(a3["version"], 3);
  // A malformed request for candidates changes nothing.
  auto [s4, a4] = act({{"type", "set_letter"},
                       {"row", 1},
                       {"col", 1},
                       {"letter", "A"},
                       {"candidates", {{"limit", 5}}}});
  EXPECT_EQ(s4, 400);
  EXPECT_EQ(a4["path"], "/candidates");
  EXPECT_EQ(act({{"type", "undo"}, {"answer", "all"}}).second["path"], "/answer");
  EXPECT_EQ(get("/api/state").second["version"], 3);
}

TEST_F(EditApi, AForbiddenArrowIsRefused) {
  CWG_NEED(dict_) << "no " << kEnglish;
  start(Kind::Arrowword, 5, 5);
  EXPECT_EQ(
      act({{"type", "set_kind"}, {"row", 2}, {"col", 2}, {"kind", "question"}, {"arrows", {0}}})
          .first,
      200);
  auto [status, e] = act({{"type", "set_arrows"}, {"row", 2}, {"col", 2}, {"arrows", {0, 4}}});
  EXPECT_EQ(status, 422);
  EXPECT_EQ(e["path"], "/arrows/1");
  EXPECT_EQ(get("/api/state").second["version"], 1);
  EXPECT_EQ(get("/api/score").first, 200);
}

TEST_F(EditApi, CandidatesAnswerWhileAFillRunsAndANewFillCancelsIt) {
  CWG_NEED(dict_) << "no " << kEnglish;
  start(Kind::Arrowword, 15, 15);
  ASSERT_EQ(
      act({{"type", "set_kind"}, {"row", 0}, {"col", 0}, {"kind", "question"}, {"arrows", {0, 3}}})
          .first,
      200);
  // Designing a 15x15 arrowword runs for seconds (until a layout rates 100, or patience).
  auto [s1, f1] = post("/api/fill", R"({"seed": 1, "seconds": 60, "mode": "design"})");
  ASSERT_EQ(s1, 202);
  EXPECT_EQ(get("/api/fill").second["status"], "running");
  std::vector<std::future<std::pair<int, double>>> answers;
  for (int t = 0; t < 4; ++t)
    answers.push_back(std::async(std::launch::async, [this, t] {
      httplib::Client c("127.0.0.1", port_);
      const auto t0 = std::chrono::steady_clock::now();
      auto r = c.Get(t % 2 ? "/api/candidates?entry=0,1,across&limit=20"
                           : "/api/candidates?entry=1,0,down&filter=S",
                     headers_);
      return std::pair{
          r ? r->status : 0,
          std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count()};
    }));
  for (auto& a : answers) {
    const auto [status, seconds] = a.get();
    EXPECT_EQ(status, 200);
    EXPECT_LT(seconds, 5.0);  // not queued behind the fill
  }
  EXPECT_EQ(get("/api/health").first, 200);
  auto [s2, f2] = post("/api/fill", R"({"seed": 2, "seconds": 60, "mode": "design"})");
  ASSERT_EQ(s2, 202);
  EXPECT_EQ(f2["id"], f1["id"].get<int>() + 1);
  EXPECT_EQ(f2["cancelled"], f1["id"]);  // the running one was cancelled first
  auto r = client_->Delete("/api/fill", headers_);
  ASSERT_TRUE(r);
  EXPECT_EQ(json::parse(r->body)["status"], "cancelled");
}

// Cancels and new fills from several clients at once: each waits for the fill it ends, none
// joins a thread another is joining or assigning (the server once joined the fill's thread
// from every request that ended it), and every request is answered.
TEST_F(EditApi, FillsAndCancelsFromSeveralClientsAtOnceAreAllAnswered) {
  CWG_NEED(dict_) << "no " << kEnglish;
  start(Kind::Arrowword, 15, 15);
  ASSERT_EQ(post("/api/fill", R"({"seed": 1, "seconds": 60, "mode": "design"})").first, 202);
  std::vector<std::future<int>> answers;
  for (int t = 0; t < 6; ++t)
    answers.push_back(std::async(std::launch::async, [this, t] {
      httplib::Client c("127.0.0.1", port_);
      c.set_read_timeout(30, 0);
      const std::string body =
          R"({"seconds": 60, "mode": "design", "seed": )" + std::to_string(t + 2) + "}";
      auto r = t % 3 == 0 ? c.Post("/api/fill", headers_, body, "application/json")
                          : c.Delete("/api/fill", headers_);
      return r ? r->status : 0;
    }));
  for (int t = 0; t < 6; ++t) EXPECT_EQ(answers[t].get(), t % 3 == 0 ? 202 : 200) << "client " << t;
  auto r = client_->Delete("/api/fill", headers_);
  ASSERT_TRUE(r);
  const json last = json::parse(r->body);
  EXPECT_EQ(last["id"], 3);
  EXPECT_TRUE(last["status"] == "cancelled" || last["status"] == "done") << last.dump();
}

TEST_F(EditApi, AFillIsAppliedAsOneUndoableAction) {
  CWG_NEED(dict_) << "no " << kEnglish;
  start(Kind::American, 5, 5);
  ASSERT_EQ(act({{"type", "toggle_block"}, {"row", 0}, {"col", 0}}).first, 200);
  ASSERT_EQ(act({{"type", "set_entry"}, {"entry", "2,0,across"}, {"word", "TRAIN"}}).first, 200);
  ASSERT_EQ(act({{"type", "set_lock"}, {"entry", "2,0,across"}, {"locked", true}}).first, 200);
  const json before = get("/api/state").second;
  const json cands = get("/api/candidates?entry=1,0,across&limit=5").second;
  ASSERT_FALSE(cands["candidates"].empty());
  EXPECT_TRUE(cands["candidates"][0].contains("count"));
  const json health = get("/api/health").second;
  EXPECT_FALSE(health["slots"].empty());
  auto [s, f] = post("/api/fill", R"({"seed": 3, "seconds": 20})");
  ASSERT_EQ(s, 202);
  const json done = wait_fill();
  ASSERT_EQ(done["status"], "done") << done.dump();
  EXPECT_EQ(done["grid"][2], "TRAIN");
  auto [sa, after] = post("/api/fill/apply", json{{"id", f["id"]}}.dump());
  ASSERT_EQ(sa, 200) << after.dump();
  EXPECT_EQ(after["cells"][6]["letter"].get<std::string>().size(), 1u);
  EXPECT_EQ(post("/api/fill/apply", json{{"id", f["id"]}}.dump()).first, 409);  // the grid moved on
  auto [su, undone] = act({{"type", "undo"}});
  EXPECT_EQ(undone["cells"], before["cells"]);
  act({{"type", "redo"}});
  auto [ss, saved] = post("/api/save", "");
  ASSERT_EQ(ss, 200) << saved.dump();
  EXPECT_TRUE(fs::exists(dir_ / "p.ipuz"));
  EXPECT_FALSE(get("/api/state").second["dirty"].get<bool>());
  auto ipuz = client_->Get("/api/export?format=ipuz", headers_);
  ASSERT_TRUE(ipuz);
  EXPECT_EQ(ipuz->status, 200);
  EXPECT_FALSE(json::parse(ipuz->body, nullptr, false).is_discarded());
  auto pdf = client_->Get("/api/export?format=pdf", headers_);
  ASSERT_TRUE(pdf);
  EXPECT_EQ(pdf->body.substr(0, 5), "%PDF-");
}

TEST(EditCli, PrintsTheUrlFirstStopsOnSigtermAndRefusesBadFlags) {
  const fs::path dir = fs::temp_directory_path() / ("cwg_edit_cli_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  test::RunOptions stop;
  stop.cwd = dir.string();
  stop.signal = SIGTERM;
  stop.signal_after = 1.0;
  stop.time_limit = 20;
  const fs::path words = dir / "words.txt";
  std::ofstream(words) << "CAT\nDOG\nTEA\n";
  const test::ProcessRun run = test::run_cwg({"edit", "g.ipuz", "--new", "5x5", "--kind",
                                              "american", "--no-open", "--dict", words.string()},
                                             stop);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(
      std::regex_search(run.out, std::regex(R"(^http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32}\n)")))
      << run.out;
  for (const std::vector<std::string>& bad :
       {std::vector<std::string>{"edit", "g.ipuz", "--new", "5x5", "--kind", "crossword"},
        {"edit", "g.ipuz", "--new", "5"},
        {"edit", "g.ipuz", "--new", "1x99", "--kind", "american"},
        {"edit", "missing.ipuz"},
        {"edit", "g.doc", "--new", "5x5", "--kind", "american"},
        {"edit", "g.ipuz", "--port", "70000"},
        {"edit", "g.ipuz", "--nonsense"},
        {"edit"}}) {
    test::RunOptions o;
    o.cwd = dir.string();
    o.time_limit = 20;
    const test::ProcessRun r = test::run_cwg(bad, o);
    EXPECT_EQ(r.exit_code, 2) << bad[2];
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace cwg::edit::server
