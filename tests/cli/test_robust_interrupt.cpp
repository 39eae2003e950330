// Hard to break, through the binary: an interrupt or a budget ends the run within a second
// and keeps what it has.
#include "tests/cli/robust_test_util.hpp"
#include "tests/need.hpp"

namespace {

using namespace cwg::test;
using namespace std::string_literals;
namespace fs = std::filesystem;

// ---------------------------------------------------------------------------------------
// Interrupts and budgets, on a job too big to finish: it must stop within a second and
// keep what it has.

/// A run killed (and marked timed out) after `seconds`.
RunOptions within(double seconds) {
  RunOptions options;
  options.time_limit = seconds;
  return options;
}

class Interrupt : public Robust {
 protected:
  void SetUp() override {
    Robust::SetUp();
    CWG_NEED(fs::exists(kChallengeDict) && fs::exists(kTestCases / "40x40_1.cwg"))
        << "no challenge data at " << kChallenge;
    fs::create_directories(dir_ / "in");
    for (const char* name : {"40x40_1.cwg", "20x30_1.cwg"})
      fs::copy_file(kTestCases / name, dir_ / "in" / name);
    std::string big = "60\n60\n";
    for (int r = 0; r < 60; ++r) big += std::string(60, '.') + "\n";
    write("in/60x60.cwg", big);
    for (const auto& name : names_in(dir_ / "in")) inputs_[name] = read_all(dir_ / "in" / name);
  }

  std::vector<std::string> solve_args(const std::string& time) {
    return {"solve",    path("in"),  "--dict", kChallengeDict.string(),
            "--out",    path("out"), "--zip",  path("res.zip"),
            "--target", "100",       "--time", time};
  }

  /// Everything the run left: only valid grids in out/, the zip holding exactly those (same
  /// bytes), no temporary files, inputs unchanged.
  void check_outputs(const ProcessRun& run) {
    EXPECT_TRUE(run.exit_code == 0 || run.exit_code == 3 || run.exit_code == 130)
        << "exit " << run.exit_code << "\n"
        << run.out << run.err;
    EXPECT_TRUE(temp_files(dir_).empty()) << temp_files(dir_)[0];
    const auto written = names_in(dir_ / "out");
    for (const auto& name : written) {
      const ProcessRun score = run_cwg({"score", path("out/" + name), "--dict",
                                        kChallengeDict.string(), "--spec", path("in/" + name)});
      EXPECT_EQ(score.exit_code, 0) << name << " is not a valid grid:\n" << score.out << score.err;
    }
    // Every grid without a file is named as such on the console.
    for (const auto& [name, text] : inputs_) {
      if (std::find(written.begin(), written.end(), name) != written.end()) continue;
      EXPECT_NE((run.out + run.err).find(name), std::string::npos)
          << name << " has no fill and is not named:\n"
          << run.out << run.err;
      EXPECT_EQ(run.exit_code == 0, false) << "exit 0 though " << name << " has no grid";
    }
    if (written.empty()) {
      // Nothing to submit: no zip from this run.
      EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
    } else {
      ASSERT_TRUE(fs::exists(dir_ / "res.zip"));
      const ProcessRun list = run_program("unzip", {"-Z1", path("res.zip")});
      ASSERT_EQ(list.exit_code, 0) << list.out << list.err;
      std::vector<std::string> entries;
      std::istringstream lines(list.out);
      for (std::string line; std::getline(lines, line);) entries.push_back(line);
      std::sort(entries.begin(), entries.end());
      EXPECT_EQ(entries, written);
      for (const auto& name : written) {
        const ProcessRun entry = run_program("unzip", {"-p", path("res.zip"), name});
        ASSERT_EQ(entry.exit_code, 0) << entry.err;
        EXPECT_EQ(entry.out, read_all(dir_ / "out" / name)) << name;
      }
    }
    for (const auto& [name, text] : inputs_)
      EXPECT_EQ(read_all(dir_ / "in" / name), text) << name << " was changed";
  }

  /// `cwg solve` with `signal` sent after `seconds`; at most 30 s more to end.
  void interrupt_after(int signal, double seconds) {
    RunOptions options;
    options.signal = signal;
    options.signal_after = seconds;
    options.time_limit = seconds + 30;
    const ProcessRun run = run_cwg(solve_args("120"), options);
    EXPECT_FALSE(run.timed_out) << "cwg did not end within 30 s of signal " << signal << "; killed";
    EXPECT_LT(run.seconds_after_signal, stop_seconds())
        << "cwg took " << run.seconds_after_signal << " s to stop after signal " << signal;
    check_outputs(run);
  }

  std::map<std::string, std::string> inputs_;
};

TEST_F(Interrupt, SigintKeepsTheBestValidGrids) {
  interrupt_after(SIGINT, 6);
}

TEST_F(Interrupt, SigtermKeepsTheBestValidGrids) {
  interrupt_after(SIGTERM, 6);
}

TEST_F(Interrupt, EarlySigintBeforeAnyGridIsDone) {
  interrupt_after(SIGINT, 1.5);
}

TEST_F(Interrupt, TimeBudgetEndsEachGridWithinASecond) {
  // Per-grid budget of 4 s; --json reports each grid's time.
  auto args = solve_args("4");
  args.insert(args.end(), {"--json", "--threads", "2"});
  const ProcessRun run = run_cwg(args, within(120));
  EXPECT_FALSE(run.timed_out) << "cwg did not end within 120 s; killed";
  check_outputs(run);
  std::size_t at = 0;
  int grids = 0;
  while ((at = run.out.find("\"time_s\": ", at)) != std::string::npos) {
    at += 10;
    const double t = std::stod(run.out.substr(at));
    EXPECT_LT(t, 4.0 + stop_seconds()) << run.out;
    ++grids;
  }
  EXPECT_EQ(grids, 3) << run.out;
}

TEST_F(Interrupt, WholeRunBudgetEndsTheRunInTime) {
  // No --time: the three grids share --budget 6 (two at once on two threads), each grid's
  // rows summing its rounds; the run ends by the budget, every grid with a row.
  const std::vector<std::string> args = {"solve",    path("in"),  "--dict", kChallengeDict.string(),
                                         "--out",    path("out"), "--zip",  path("res.zip"),
                                         "--budget", "6",         "--json", "--threads",
                                         "2"};
  const ProcessRun run = run_cwg(args, within(120));
  EXPECT_FALSE(run.timed_out) << "cwg did not end within 120 s; killed";
  check_outputs(run);
  EXPECT_LT(run.seconds, 6.0 + stop_seconds()) << run.out;
  std::size_t at = 0;
  int grids = 0;
  double sum = 0;
  while ((at = run.out.find("\"time_s\": ", at)) != std::string::npos) {
    at += 10;
    sum += std::stod(run.out.substr(at));
    ++grids;
  }
  EXPECT_EQ(grids, 3) << run.out;
  EXPECT_LT(sum, 2 * (6.0 + stop_seconds())) << run.out;
}

}  // namespace
