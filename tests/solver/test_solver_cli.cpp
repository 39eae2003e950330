// `cwg solve` and `cwg fill` end to end through the built binary: outputs and the zip,
// refusals, the options table in --help and in a config file.
#include "tests/need.hpp"
#include "tests/solver/solver_test_util.hpp"

namespace {

namespace fs = std::filesystem;
using namespace cwg;
using namespace cwg::arrowword;
using namespace cwg::arrowword::solver;
using namespace cwg::test;

// ---- 4. The command line, through the built binary.

class SolverCli : public cwg::test::CwgTest {
 protected:
  /// The two small grids of the solve tests, in `folder`.
  void write_two_grids(const std::string& folder) {
    write(folder + "/a.cwg", "6\n8\n........\n........\n........\n........\n........\n........\n");
    // An island inside, and no newline after the last line.
    write(folder + "/b.cwg",
          "8\n8\n........\n........\n........\n...  ...\n........\n........\n........\n........");
  }
};

#define REQUIRE_CHALLENGE_CLI() \
  CWG_NEED(challenge() != nullptr) << "no challenge word list at " << kWordlist

std::vector<std::string> solve_flags(std::uint64_t seed) {
  std::vector<std::string> flags = {"--dict", kWordlist.string(), "--threads", "2"};
  flags.insert(flags.end(), {"--restarts", "4", "--seed", std::to_string(seed), "--time", "120"});
  return flags;
}

std::vector<std::string> concat(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

TEST_F(SolverCli, SolveWritesGridsAndZip) {
  REQUIRE_CHALLENGE_CLI();
  write_two_grids("in");
  const ProcessRun run = run_cwg(concat(
      {"solve", path("in"), "--out", path("out"), "--zip", path("res.zip")}, solve_flags(31)));
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err << seed_note(31);
  EXPECT_TRUE(fs::exists(dir_ / "out" / "a.cwg"));
  EXPECT_TRUE(fs::exists(dir_ / "out" / "b.cwg"));
  ASSERT_TRUE(fs::exists(dir_ / "res.zip"));
  const ProcessRun list = run_program("unzip", {"-Z1", path("res.zip")});
  ASSERT_EQ(list.exit_code, 0) << list.err;
  std::vector<std::string> names;
  std::istringstream lines(list.out);
  for (std::string line; std::getline(lines, line);) names.push_back(line);
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"a.cwg", "b.cwg"}));
  // The zip holds the very bytes written to --out.
  for (const char* name : {"a.cwg", "b.cwg"}) {
    const ProcessRun extract = run_program("unzip", {"-p", path("res.zip"), name});
    EXPECT_EQ(extract.out, read_all(dir_ / "out" / name)) << name;
  }
  // The island of b.cwg is kept, with its ' ' fields.
  const ArrowwordGrid b = cwgfile::load(dir_ / "out" / "b.cwg");
  EXPECT_EQ(b.at(3, 3), ' ');
  EXPECT_EQ(b.at(3, 4), ' ');

  const ProcessRun score =
      run_cwg({"score", path("out/a.cwg"), path("out/b.cwg"), "--dict", kWordlist.string()});
  EXPECT_EQ(score.exit_code, 0) << score.out << score.err;
}

// The same grids on one thread and on two, through the binary: an empty 8x10 and an empty
// 15x15 (the library's Determinism.* tests compare thread counts on more grids and seeds),
// each checked against SPEC by the independent checks and rated at least 95.
TEST_F(SolverCli, SameGridsOnOneAndTwoThreads) {
  REQUIRE_CHALLENGE_CLI();
  write("in8/8x10.cwg", cwgfile::format(ArrowwordGrid(8, 10)));
  write("in15/15x15.cwg", cwgfile::format(ArrowwordGrid(15, 15)));
  const std::vector<std::pair<std::string, std::uint64_t>> cases = {{"8x10", 11}, {"15x15", 22}};
  for (const auto& [name, seed] : cases) {
    SCOPED_TRACE(name + ", " + seed_note(seed));
    const std::string in = name == "8x10" ? "in8" : "in15";
    std::string first;
    for (const char* threads : {"1", "2"}) {
      const std::string out = "out" + std::to_string(seed) + "_" + threads;
      const ProcessRun run =
          run_cwg({"solve", path(in), "--out", path(out), "--zip", path(out + ".zip"), "--dict",
                   kWordlist.string(), "--threads", threads, "--restarts", "4", "--seed",
                   std::to_string(seed), "--time", "600"});
      ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
      const std::string text = read_all(dir_ / out / (name + ".cwg"));
      if (first.empty())
        first = text;
      else
        EXPECT_EQ(text, first) << "threads " << threads << " differ";
    }
    const ArrowwordGrid input = cwgfile::load(dir_ / in / (name + ".cwg"));
    const ArrowwordGrid grid = cwgfile::parse(first, name);
    ValidationReport report = validate(grid, &challenge()->words);
    check_against_spec(grid, input, report);
    for (const auto& e : report.errors) ADD_FAILURE() << e;
    EXPECT_EQ(report.unfilled, 0);
    EXPECT_GE(rate(grid).score, 95);
  }
}

TEST_F(SolverCli, SolveRefusesAMalformedInput) {
  REQUIRE_CHALLENGE_CLI();
  write_two_grids("in");
  write("in/bad.cwg", "3\n3\n?.?\n?x.\n?..\n0 0 4\n");
  const ProcessRun run = run_cwg(concat(
      {"solve", path("in"), "--out", path("out"), "--zip", path("res.zip")}, solve_flags(32)));
  EXPECT_EQ(run.exit_code, 2) << run.out << run.err;
  EXPECT_NE(run.err.find("bad.cwg"), std::string::npos) << run.err;
  EXPECT_TRUE(run.out.empty()) << "nothing may be solved:\n" << run.out;
  EXPECT_FALSE(fs::exists(dir_ / "out" / "a.cwg"));
  EXPECT_FALSE(fs::exists(dir_ / "out" / "b.cwg"));
  EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
}

TEST_F(SolverCli, SolveRefusesOutEqualToTheInputFolder) {
  REQUIRE_CHALLENGE_CLI();
  write_two_grids("in");
  const std::string a = read_all(dir_ / "in" / "a.cwg"), b = read_all(dir_ / "in" / "b.cwg");
  for (const std::string& out : {path("in"), path("in") + "/", path("in/../in")}) {
    const ProcessRun run = run_cwg(
        concat({"solve", path("in"), "--out", out, "--zip", path("res.zip")}, solve_flags(33)));
    EXPECT_EQ(run.exit_code, 2) << "--out " << out << "\n" << run.out << run.err;
    EXPECT_NE(run.err.find("a.cwg"), std::string::npos) << run.err;
    EXPECT_EQ(read_all(dir_ / "in" / "a.cwg"), a);
    EXPECT_EQ(read_all(dir_ / "in" / "b.cwg"), b);
    EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_ / "in")) ++entries;
    EXPECT_EQ(entries, 2u);
  }
}

TEST_F(SolverCli, FillKeepsTheLayout) {
  REQUIRE_CHALLENGE(ch);
  // A layout: a solved grid (islands written with '-') with its letters blanked.
  const ArrowwordGrid input = grid_of({
      "..........",
      "..........",
      "...--.....",
      "...--.....",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
  });
  const std::uint64_t seed = 34;
  const SolveResult solved = solve_grid(input, ch->dict, small_options(seed));
  ASSERT_TRUE(solved.filled) << seed_note(seed);
  const std::string layout_text = cwgfile::format(blank_letters(solved.grid));
  write("layout.cwg", layout_text);
  const ProcessRun run = run_cwg({"fill", path("layout.cwg"), "--dict", kWordlist.string(),
                                  "--seed", std::to_string(seed), "--threads", "2", "--restarts",
                                  "8", "--time", "120", "-o", path("filled.cwg")});
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err << seed_note(seed);
  const std::string filled = read_all(dir_ / "filled.cwg");
  EXPECT_EQ(blank_letters(filled), layout_text);
  const ArrowwordGrid g = cwgfile::parse(filled, "filled.cwg");
  const ValidationReport report = validate(g, &ch->words);
  for (const auto& e : report.errors) ADD_FAILURE() << e;
  EXPECT_EQ(report.unfilled, 0);

  // Standard output holds the same grid when -o is left out.
  const ProcessRun to_stdout =
      run_cwg({"fill", path("layout.cwg"), "--dict", kWordlist.string(), "--seed",
               std::to_string(seed), "--threads", "2", "--restarts", "8"});
  ASSERT_EQ(to_stdout.exit_code, 0) << to_stdout.err;
  EXPECT_EQ(to_stdout.out, filled);
}

TEST_F(SolverCli, FillNamesASlotLongerThanAnyWord) {
  write("words.txt", "ab\ncd\nefg\n");
  write("long.cwg", "3\n6\n?.....\n?.?...\n?.....\n0 0 3\n1 2 3\n2 0 3\n");
  const ProcessRun run =
      run_cwg({"fill", path("long.cwg"), "--dict", path("words.txt"), "--restarts", "1"});
  EXPECT_EQ(run.exit_code, 3) << run.out << run.err;
  EXPECT_NE(run.err.find("long.cwg"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("question 0 0 3"), std::string::npos) << run.err;
  EXPECT_TRUE(run.out.empty()) << run.out;
}

TEST_F(SolverCli, FillNamesASlotLongerThanAnyWordChallengeList) {
  REQUIRE_CHALLENGE_CLI();
  write("long.cwg", "1\n20\n?...................\n0 0 3\n");
  const ProcessRun run = run_cwg({"fill", path("long.cwg"), "--dict", kWordlist.string()});
  EXPECT_EQ(run.exit_code, 3) << run.out << run.err;
  EXPECT_NE(run.err.find("question 0 0 3"), std::string::npos) << run.err;
}

TEST_F(SolverCli, SolveHelpListsTheSolverOptions) {
  const ProcessRun run = run_cwg({"solve", "--help"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  for (const char* flag : {"--time", "--threads", "--seed", "--restarts", "--target", "--config"})
    EXPECT_NE(run.out.find(flag), std::string::npos) << flag << " missing from\n" << run.out;
  const ProcessRun fill = run_cwg({"fill", "--help"});
  EXPECT_EQ(fill.exit_code, 0) << fill.err;
  for (const char* flag : {"--time", "--threads", "--seed", "--restarts"})
    EXPECT_NE(fill.out.find(flag), std::string::npos) << flag << " missing from\n" << fill.out;
}

TEST_F(SolverCli, ConfigFileIsHonoured) {
  REQUIRE_CHALLENGE_CLI();
  write("in/a.cwg", "6\n8\n........\n........\n........\n........\n........\n........\n");
  const std::string dict = kWordlist.string();
  const ProcessRun flags = run_cwg({"solve", path("in"), "--dict", dict, "--out", path("by_flags"),
                                    "--zip", path("flags.zip"), "--threads", "2", "--time", "120",
                                    "--seed", "77", "--restarts", "3", "--json"});
  ASSERT_EQ(flags.exit_code, 0) << flags.out << flags.err << seed_note(77);
  write("solve.ini", "# the solver's options\nseed = 77\nrestarts = 3\n");
  const ProcessRun config = run_cwg(
      {"solve", path("in"), "--dict", dict, "--out", path("by_config"), "--zip", path("config.zip"),
       "--threads", "2", "--time", "120", "--config", path("solve.ini"), "--json"});
  ASSERT_EQ(config.exit_code, 0) << config.out << config.err << seed_note(77);
  EXPECT_NE(config.out.find("\"seed\": 77"), std::string::npos) << config.out;
  EXPECT_EQ(read_all(dir_ / "by_config" / "a.cwg"), read_all(dir_ / "by_flags" / "a.cwg"));
  // A flag on the command line wins over the file.
  const ProcessRun both = run_cwg({"solve", path("in"), "--dict", dict, "--out", path("by_both"),
                                   "--zip", path("both.zip"), "--threads", "2", "--time", "120",
                                   "--config", path("solve.ini"), "--seed", "78", "--json"});
  ASSERT_EQ(both.exit_code, 0) << both.out << both.err << seed_note(78);
  EXPECT_NE(both.out.find("\"seed\": 78"), std::string::npos) << both.out;
}

TEST_F(SolverCli, OutOfRangeOptionsAreRefused) {
  write_two_grids("in");
  // With this list a flag that slipped through would end in exit 3 (no fill), not 2.
  write("words.txt", "ab\ncd\n");
  struct Bad {
    std::vector<std::string> flags;
    const char* name;
  };
  const std::vector<Bad> bad = {
      {{"--threads", "-1"}, "threads"},   {{"--threads=-1"}, "threads"},
      {{"--threads", "1000"}, "threads"}, {{"--target", "200"}, "target"},
      {{"--target=-0.5"}, "target"},      {{"--restarts=-3"}, "restarts"},
      {{"--seed", "x"}, "seed"},          {{"--question_share", "90"}, "question-share"}};
  for (const auto& b : bad) {
    std::string shown;
    for (const auto& f : b.flags) shown += f + " ";
    const ProcessRun run =
        run_cwg(concat({"solve", path("in"), "--out", path("out"), "--zip", path("res.zip"),
                        "--dict", path("words.txt"), "--time", "5"},
                       b.flags));
    EXPECT_EQ(run.exit_code, 2) << shown << "\n" << run.out << run.err;
    EXPECT_NE(run.err.find(b.name), std::string::npos) << shown << "\n" << run.err;
    EXPECT_FALSE(fs::exists(dir_ / "out" / "a.cwg")) << shown;
    EXPECT_FALSE(fs::exists(dir_ / "res.zip")) << shown;
  }
  const ProcessRun time = run_cwg(
      {"solve", path("in"), "--out", path("out"), "--dict", path("words.txt"), "--time", "-1"});
  EXPECT_EQ(time.exit_code, 2) << time.out << time.err;
  EXPECT_NE(time.err.find("time"), std::string::npos) << time.err;
  write("bad.ini", "threads = -1\n");
  const ProcessRun ini = run_cwg({"solve", path("in"), "--out", path("out"), "--dict",
                                  path("words.txt"), "--time", "5", "--config", path("bad.ini")});
  EXPECT_EQ(ini.exit_code, 2) << ini.out << ini.err;
  EXPECT_NE(ini.err.find("threads"), std::string::npos) << ini.err;
  const ProcessRun fill = run_cwg(
      {"fill", path("in/a.cwg"), "--dict", path("words.txt"), "--time", "5", "--target", "200"});
  EXPECT_EQ(fill.exit_code, 2) << fill.out << fill.err;
  EXPECT_NE(fill.err.find("target"), std::string::npos) << fill.err;
}

}  // namespace
