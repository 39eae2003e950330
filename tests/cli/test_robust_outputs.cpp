// Hard to break, through the binary: nothing lost. Outputs are written atomically, never
// over an input, and a grid already in --out is replaced only by a better valid one.
#include "tests/cli/robust_test_util.hpp"
#include "tests/need.hpp"

namespace {

using namespace cwg::test;
using namespace std::string_literals;
namespace fs = std::filesystem;

// ---------------------------------------------------------------------------------------
// Nothing lost.

TEST_F(Robust, SolveRefusesOutAtTheInputFolderBeforeAnyWork) {
  const fs::path words = write("words.txt", kWords);
  const std::string a = "3\n3\n?..\n?..\n?..\n0 0 3\n1 0 3\n2 0 3\n";
  const std::string b = "3\n3\n...\n...\n...\n";
  write("in/a.cwg", a);
  write("in/b.cwg", b);
  const auto mtime = fs::last_write_time(dir_ / "in" / "a.cwg");
  for (const std::string& out : {path("in"), path("in") + "/", path("in/../in"), path("in/.")}) {
    const ProcessRun run = run_cwg({"solve", path("in"), "--out", out, "--zip", path("res.zip"),
                                    "--dict", words.string(), "--time", "60"});
    SCOPED_TRACE(out);
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_NE(run.err.find(path("in/a.cwg")), std::string::npos) << run.err;
    EXPECT_NE(run.err.find(path("in/b.cwg")), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "") << "nothing may be solved";
    EXPECT_LT(run.seconds, 5.0);
    EXPECT_EQ(read_all(dir_ / "in" / "a.cwg"), a);
    EXPECT_EQ(read_all(dir_ / "in" / "b.cwg"), b);
    EXPECT_EQ(fs::last_write_time(dir_ / "in" / "a.cwg"), mtime);
    EXPECT_EQ(names_in(dir_ / "in"), (std::vector<std::string>{"a.cwg", "b.cwg"}));
    EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
  }
}

TEST_F(Robust, SolveLeavesInputsUntouchedAndNoTemporaryFiles) {
  const fs::path words = write("words.txt", kReadmeWords);
  const std::string a = kReadmeLayout;
  write("in/a.cwg", a);
  const std::string words_text = read_all(words);
  // Success.
  ProcessRun run = run_cwg({"solve", path("in"), "--out", path("out"), "--zip", path("res.zip"),
                            "--dict", words.string(), "--restarts", "2", "--threads", "1"});
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_EQ(names_in(dir_ / "out"), std::vector<std::string>{"a.cwg"});
  EXPECT_TRUE(fs::exists(dir_ / "res.zip"));
  EXPECT_TRUE(temp_files(dir_).empty()) << temp_files(dir_)[0];
  EXPECT_EQ(read_all(dir_ / "in" / "a.cwg"), a);
  EXPECT_EQ(read_all(words), words_text);
  // Again over the same outputs: replaced, still no temporary files.
  run = run_cwg({"solve", path("in"), "--out", path("out"), "--zip", path("res.zip"), "--dict",
                 words.string(), "--restarts", "2", "--threads", "1"});
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_TRUE(temp_files(dir_).empty());
  // Failure: the zip cannot be written (a folder of that name is in the way).
  fs::create_directories(dir_ / "taken.zip" / "x");
  run = run_cwg({"solve", path("in"), "--out", path("out2"), "--zip", path("taken.zip"), "--dict",
                 words.string(), "--restarts", "2", "--threads", "1"});
  EXPECT_EQ(run.exit_code, 2) << run.out << run.err;
  EXPECT_NE(run.err.find(path("taken.zip")), std::string::npos) << run.err;
  EXPECT_TRUE(temp_files(dir_).empty()) << temp_files(dir_)[0];
  EXPECT_EQ(read_all(dir_ / "in" / "a.cwg"), a);
}

TEST_F(Robust, FillWritesAtomically) {
  const fs::path words = write("words.txt", kReadmeWords);
  const std::string layout = kReadmeLayout;
  const fs::path in = write("in.cwg", layout);
  ProcessRun run =
      run_cwg({"fill", in.string(), "--dict", words.string(), "--out", path("filled.cwg")});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(read_all(in), layout);
  EXPECT_EQ(names_in(dir_), (std::vector<std::string>{"filled.cwg", "in.cwg", "words.txt"}));
  run =
      run_cwg({"fill", in.string(), "--dict", words.string(), "--out", path("no/such/dir/f.cwg")});
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_NE(run.err.find(path("no/such/dir/f.cwg")), std::string::npos) << run.err;
  EXPECT_TRUE(temp_files(dir_).empty());
}

// ---------------------------------------------------------------------------------------
// Keep the best (issue 13): a grid in --out is replaced only by a better valid one, and the
// zip holds every valid grid in --out named like an input or a challenge test case.

class KeepBest : public Robust {
 protected:
  void SetUp() override {
    Robust::SetUp();
    CWG_NEED(fs::exists(kChallengeDict) && fs::exists(kTestCases / "15x15_1.cwg"))
        << "no challenge data at " << kChallenge;
    for (const char* name : {"15x15_1.cwg", "15x15_2.cwg"})
      write(std::string("in/") + name, read_all(kTestCases / name));
  }
  ProcessRun solve(const std::vector<std::string>& inputs, int seed, bool force = false) {
    std::vector<std::string> args = {"solve"};
    for (const auto& i : inputs) args.push_back(path("in/" + i));
    for (const std::string& a : std::vector<std::string>{
             "--out", path("out"), "--zip", path("res.zip"), "--dict", kChallengeDict.string(),
             "--restarts", "1", "--threads", "1", "--seed", std::to_string(seed)})
      args.push_back(a);
    if (force) args.push_back("--force");
    return run_cwg(args);
  }
  double score(const std::string& name) {
    const ProcessRun run =
        run_cwg({"score", "--json", path("out/" + name), "--dict", kChallengeDict.string()});
    const auto pos = run.out.find("\"score\": ");
    EXPECT_NE(pos, std::string::npos) << run.out << run.err;
    return pos == std::string::npos ? 0 : std::stod(run.out.substr(pos + 9));
  }
  std::vector<std::string> zip_names() {
    const ProcessRun run = run_program("unzip", {"-Z1", path("res.zip")});
    std::vector<std::string> names;
    std::istringstream in(run.out);
    for (std::string line; std::getline(in, line);) names.push_back(line);
    std::sort(names.begin(), names.end());
    return names;
  }
};

TEST_F(KeepBest, ABetterEarlierGridIsKeptAndTheZipHoldsEveryGrid) {
  ASSERT_EQ(solve({"15x15_1.cwg", "15x15_2.cwg"}, 1).exit_code, 0);
  const double first_score = score("15x15_1.cwg");
  // Re-solving one grid with other seeds: the file changes only when the new grid is better.
  bool kept_once = false;
  for (int seed = 2; seed < 6; ++seed) {
    const std::string before = read_all(dir_ / "out" / "15x15_1.cwg");
    const double before_score = score("15x15_1.cwg");
    const ProcessRun run = solve({"15x15_1.cwg"}, seed);
    ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
    const std::string after = read_all(dir_ / "out" / "15x15_1.cwg");
    if (run.out.find("kept earlier") != std::string::npos) {
      kept_once = true;
      EXPECT_EQ(after, before);
    } else {
      EXPECT_GT(score("15x15_1.cwg"), before_score) << run.out;
    }
    EXPECT_GE(score("15x15_1.cwg"), first_score);
    EXPECT_EQ(zip_names(), (std::vector<std::string>{"15x15_1.cwg", "15x15_2.cwg"})) << run.out;
  }
  EXPECT_TRUE(kept_once) << "four seeds never scored at most the best earlier grid";
  EXPECT_TRUE(temp_files(dir_).empty());
}

TEST_F(KeepBest, ForceReplacesAndAnInvalidEarlierGridIsReplaced) {
  ASSERT_EQ(solve({"15x15_1.cwg"}, 1).exit_code, 0);
  ASSERT_EQ(solve({"15x15_1.cwg"}, 3, true).exit_code, 0);
  const ProcessRun fresh = run_cwg({"solve", path("in/15x15_1.cwg"), "--out", path("fresh"),
                                    "--zip", path("fresh.zip"), "--dict", kChallengeDict.string(),
                                    "--restarts", "1", "--threads", "1", "--seed", "3"});
  ASSERT_EQ(fresh.exit_code, 0) << fresh.err;
  EXPECT_EQ(read_all(dir_ / "out" / "15x15_1.cwg"), read_all(dir_ / "fresh" / "15x15_1.cwg"));
  // A broken grid in --out never counts as earlier, nor goes into the zip.
  write("out/15x15_2.cwg", "not a grid\n");
  const ProcessRun run = solve({"15x15_1.cwg"}, 4);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(zip_names(), std::vector<std::string>{"15x15_1.cwg"});
  ASSERT_EQ(solve({"15x15_2.cwg"}, 4).exit_code, 0);
  EXPECT_NE(read_all(dir_ / "out" / "15x15_2.cwg"), "not a grid\n");
  EXPECT_EQ(zip_names(), (std::vector<std::string>{"15x15_1.cwg", "15x15_2.cwg"}));
}

TEST(InputFamily, TheInputNotAnOptionsValueDecides) {
  using cwg::cli::input_family;
  EXPECT_EQ(input_family({"--distribution", "pl.txt", "game.gcg"}), "gcg");
  EXPECT_EQ(input_family({"-o", "out.puz", "grid.cwg"}), "cwg");
  EXPECT_EQ(input_family({"grid.cwg", "-o", "out.puz"}), "cwg");
  EXPECT_EQ(input_family({"--json", "A.PUZ"}), "puz");
  EXPECT_EQ(input_family({"--cgp", "15/15/15 / 0/0 0"}), "cgp");
  EXPECT_THROW(input_family({"--dict", "words.txt"}), cwg::InputError);
  EXPECT_THROW(input_family({"notes.doc"}), cwg::InputError);
}

TEST_F(Robust, FillRefusesAGridWithoutQuestionsOrWithoutOpenFieldsSayingWhatToUse) {
  const fs::path words = write("words.txt", kWords);
  const ProcessRun empty = run_cwg(
      {"fill", write("empty.cwg", "3\n3\n...\n...\n...\n").string(), "--dict", words.string()});
  EXPECT_EQ(empty.exit_code, 2);
  EXPECT_NE(empty.err.find("empty.cwg: no question field"), std::string::npos) << empty.err;
  EXPECT_NE(empty.err.find("cwg solve"), std::string::npos) << empty.err;
  const ProcessRun full = run_cwg(
      {"fill", write("full.cwg", "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n").string(),
       "--dict", words.string()});
  EXPECT_EQ(full.exit_code, 2);
  EXPECT_NE(full.err.find("full.cwg: no open field"), std::string::npos) << full.err;
  EXPECT_NE(full.err.find("cwg score"), std::string::npos) << full.err;
}

TEST_F(Robust, SolveRefusesAnOutputFolderItCannotWriteBeforeAnyWork) {
  const fs::path words = write("words.txt", kWords);
  write("in/a.cwg", "3\n3\n...\n...\n...\n");
  // Root may write anywhere the mode bits forbid, but never under /proc.
  const ProcessRun run = run_cwg({"solve", path("in"), "--out", "/proc/cwg-no-such/out", "--zip",
                                  path("res.zip"), "--dict", words.string()});
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_NE(run.err.find("/proc/cwg-no-such/out: --out cannot be made"), std::string::npos)
      << run.err;
  EXPECT_EQ(run.out, "");
  const ProcessRun zip = run_cwg({"solve", path("in"), "--out", path("out"), "--zip",
                                  "/proc/res.zip", "--dict", words.string()});
  EXPECT_EQ(zip.exit_code, 2) << zip.err;
  EXPECT_NE(zip.err.find("/proc/res.zip: --zip's folder cannot be written"), std::string::npos)
      << zip.err;
  EXPECT_FALSE(fs::exists(dir_ / "out"));
}

}  // namespace
