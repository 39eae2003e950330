// The tools around the solver, end to end through the `cwg` binary: configuration layers
// (default < preset < file < flag) and --print-config, `cwg bench`, `cwg solve --json`
// and --svg, and the live progress lines on a terminal (a pseudo-terminal here) against
// plain lines in a pipe.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/need.hpp"
#include "tests/test_util.hpp"

namespace {

using cwg::test::quoted;
using cwg::test::read_all;

namespace fs = std::filesystem;

// The README's 3x3 layout and a word list that fills it: solved in well under a second.
const char* const kLayout = "3\n3\n?.?\n?..\n?..\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";
const char* const kWords = "lea\nid\nei\nad\n";

using cwg::test::ProcessRun;
using cwg::test::run_cwg;

class Tools : public cwg::test::CwgTest {
 protected:
  void SetUp() override {
    CWG_NEED(fs::exists(cwg::test::cwg_binary())) << "cwg not built";
    CwgTest::SetUp();
    layout_ = write("layout.cwg", kLayout);
    words_ = write("words.txt", kWords);
  }

  /// The line of --print-config output for `key`.
  static std::string setting(const std::string& config, const std::string& key) {
    std::istringstream in(config);
    for (std::string line; std::getline(in, line);)
      if (line.rfind(key + " = ", 0) == 0) return line;
    return "(no line for " + key + ")";
  }

  std::string layout_, words_;
};

TEST_F(Tools, PrintConfigNamesWhereEachValueComesFrom) {
  ProcessRun run = run_cwg({"solve", "--print-config"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(setting(run.out, "seed").find("# default"), std::string::npos) << run.out;

  const std::string ini = write("a.ini", "seed = 7\ntime = 20\n");
  run =
      run_cwg({"solve", "--preset", "fast", "--config", ini, "--patience", "3", "--print-config"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(setting(run.out, "seed").find("= 7 "), std::string::npos) << run.out;
  EXPECT_NE(setting(run.out, "seed").find("# file " + ini), std::string::npos) << run.out;
  // The file's time wins over the preset's; the preset's layout-moves over the default.
  EXPECT_NE(setting(run.out, "time").find("# file"), std::string::npos) << run.out;
  EXPECT_NE(setting(run.out, "layout-moves").find("# preset fast"), std::string::npos) << run.out;
  EXPECT_NE(setting(run.out, "patience").find("= 3 "), std::string::npos) << run.out;
  EXPECT_NE(setting(run.out, "patience").find("# flag"), std::string::npos) << run.out;
  EXPECT_NE(setting(run.out, "target").find("# default"), std::string::npos) << run.out;
}

// Flags and INI keys are spelled with dashes; the older underscore spelling still works.
TEST_F(Tools, FlagsAndKeysTakeDashesAndTheOldUnderscores) {
  const std::string ini = write("u.ini", "max_word = 9\nlayout-temp = 3\n");
  const ProcessRun run = run_cwg({"solve", "--config", ini, "--layout_moves", "77",
                                  "--question-share=30", "--fill_restarts=5", "--print-config"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(setting(run.out, "layout-moves").substr(0, 28), "layout-moves = 77           ");
  EXPECT_NE(setting(run.out, "layout-moves").find("# flag"), std::string::npos) << run.out;
  EXPECT_NE(setting(run.out, "question-share").find("= 30 "), std::string::npos) << run.out;
  EXPECT_NE(setting(run.out, "fill-restarts").find("= 5 "), std::string::npos) << run.out;
  EXPECT_NE(setting(run.out, "max-word").find("= 9 "), std::string::npos) << run.out;
  EXPECT_NE(setting(run.out, "layout-temp").find("= 3 "), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("layout_moves"), std::string::npos) << run.out;
}

TEST_F(Tools, PresetCanBeNamedInTheConfigFile) {
  const std::string ini = write("q.ini", "preset = quality\nseed = 9\n");
  const ProcessRun run = run_cwg({"solve", "--config", ini, "--print-config"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(setting(run.out, "budget").find("# preset quality"), std::string::npos) << run.out;
}

TEST_F(Tools, PrintedConfigReadsBackAsTheSameSettings) {
  const ProcessRun first =
      run_cwg({"fill", "--preset", "quality", "--seed", "11", "--print-config"});
  ASSERT_EQ(first.exit_code, 0) << first.err;
  const std::string ini = write("printed.ini", first.out);
  const ProcessRun second = run_cwg({"fill", "--config", ini, "--print-config"});
  ASSERT_EQ(second.exit_code, 0) << second.err;
  for (const char* key : {"time", "seed", "target", "layout-moves", "patience", "threads"}) {
    const std::string a = setting(first.out, key), b = setting(second.out, key);
    EXPECT_EQ(a.substr(0, a.find('#')), b.substr(0, b.find('#'))) << key;
  }
}

TEST_F(Tools, EveryPresetParsesAndAnUnknownOneIsAUsageError) {
  for (const char* name : {"fast", "quality", "clued-only"})
    EXPECT_EQ(run_cwg({"solve", "--preset", name, "--print-config"}).exit_code, 0) << name;
  const ProcessRun run = run_cwg({"solve", "--preset", "turbo", "--print-config"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("unknown preset 'turbo' (there are: fast, quality, clued-only)"),
            std::string::npos)
      << run.err;
}

TEST_F(Tools, IniFileChangesTheSeedOfASolve) {
  const std::string ini = write("seed.ini", "seed = 42\nrestarts = 1\n");
  const ProcessRun run = run_cwg({"solve", layout_, "--dict", words_, "--config", ini, "--out",
                                  path("out"), "--zip", path("r.zip")});
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_NE(run.out.find(" 42   50.0\n"), std::string::npos) << run.out;  // seed, then wscore
}

TEST_F(Tools, BenchComparesConfigurationsInOneTable) {
  // Two attempts a run: the 3x3 has one fill, so more time would only repeat it.
  const std::string a = write("A.ini", "time = 5\nrestarts = 2\n");
  const std::string b =
      write("B.ini", "time = 5\nrestarts = 2\nlayout_moves = 50\n");  // old spelling
  const ProcessRun run = run_cwg({"bench", layout_, "--dict", words_, "--seeds", "2", "--config", a,
                                  "--config", b, "--csv", path("bench.csv"), "--quiet"});
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_EQ(run.err, "");
  std::istringstream table(run.out);
  std::vector<std::string> lines;
  for (std::string line; std::getline(table, line);) lines.push_back(line);
  ASSERT_EQ(lines.size(), 5u) << run.out;  // head, the grid under A and B, all under A and B
  EXPECT_EQ(lines[1].rfind("layout.cwg  A ", 0), 0u) << run.out;
  EXPECT_EQ(lines[2].rfind("layout.cwg  B ", 0), 0u) << run.out;
  EXPECT_NE(lines[2].find("100%"), std::string::npos) << run.out;
  EXPECT_NE(lines[2].find("+0.000"), std::string::npos) << run.out;
  const std::string csv = read_all(path("bench.csv"));
  EXPECT_EQ(csv.rfind("grid,config,runs,valid_share,mean_score,min_score,median_time_s\n", 0), 0u);
  EXPECT_NE(csv.find("\nlayout.cwg,A,2,1.0000,59.1667,59.1667,"), std::string::npos) << csv;
  EXPECT_NE(csv.find("\nall,B,2,1.0000,59.1667,59.1667,"), std::string::npos) << csv;
}

TEST_F(Tools, BenchPrintConfigShowsEachConfiguration) {
  const std::string a = write("A.ini", "seed = 5\n");
  const ProcessRun run =
      run_cwg({"bench", "--config", a, "--config", write("B.ini", ""), "--print-config"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("# configuration A\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("# configuration B\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("seed = 5"), std::string::npos) << run.out;
}

TEST_F(Tools, SolveJsonHasScoreMembersPlusTimeRestartsSeed) {
  const ProcessRun run =
      run_cwg({"solve", layout_, "--dict", words_, "--json", "--out", path("out"), "--zip",
               path("r.zip"), "--seed", "3", "--restarts", "2"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const ProcessRun score = run_cwg({"score", "--json", path("out/layout.cwg"), "--dict", words_});
  ASSERT_EQ(score.exit_code, 0) << score.err;
  // Every member name of the score object appears in the solve object.
  std::size_t pos = 0;
  int keys = 0;
  while ((pos = score.out.find("\": ", pos)) != std::string::npos) {
    const std::size_t open = score.out.rfind('"', pos - 1);
    const std::string key = score.out.substr(open, pos - open + 3);
    EXPECT_NE(run.out.find(key), std::string::npos) << key << "\n" << run.out;
    ++keys;
    ++pos;
  }
  EXPECT_GT(keys, 20);
  // `file` is the input (as in every --json output), `output` the grid written.
  for (const char* key : {"\"time_s\": ", "\"restarts\": ", "\"seed\": 3", "\"output\": "})
    EXPECT_NE(run.out.find(key), std::string::npos) << key << "\n" << run.out;
  EXPECT_NE(run.out.find("\"file\": \"" + layout_ + "\""), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"format\": \"cwg\""), std::string::npos) << run.out;
  EXPECT_EQ(run.out.front(), '[');
  EXPECT_EQ(run.out.substr(run.out.size() - 2), "]\n");
}

// A seed gives the same grid with --restarts N only when the N attempts all run: when the
// time limit ends the run first, cwg solve says so as cwg fill does (fill::cut_text).
TEST_F(Tools, SolveRestartsSaysWhenTheTimeCutTheRun) {
  const std::vector<std::string> common = {"solve", layout_,     "--dict", words_,
                                           "--out", path("out"), "--zip",  path("r.zip")};
  auto with = [&](const std::vector<std::string>& more) {
    std::vector<std::string> args = common;
    args.insert(args.end(), more.begin(), more.end());
    return run_cwg(args);
  };
  const ProcessRun whole = with({"--restarts", "2"});
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  EXPECT_EQ(whole.err.find("time limit"), std::string::npos) << whole.err;
  // A million attempts (no --patience or --target ends them) cannot run in half a second.
  // Under a sanitizer the half second may end before the first attempt has a grid (exit 3,
  // as a clean clone's ASan stage saw): the time cut the run either way, and says so.
  const ProcessRun cut =
      with({"--restarts", "1000000", "--patience", "1000000", "--time", "0.5", "--force"});
  ASSERT_TRUE(cut.exit_code == 0 || cut.exit_code == 3) << cut.exit_code << ' ' << cut.err;
  EXPECT_NE(cut.err.find("cwg: " + layout_ +
                         ": note: the time limit (0.5 s) ended the fill before its work was done"),
            std::string::npos)
      << cut.err;
  EXPECT_EQ(with({"--restarts", "1000000", "--patience", "1000000", "--time", "0.5", "--quiet"})
                .err.find("time limit"),
            std::string::npos);
}

TEST_F(Tools, SolveSvgWritesAPictureBesideEachGridButNotIntoTheZip) {
  const ProcessRun run = run_cwg({"solve", layout_, "--dict", words_, "--svg", "--out", path("out"),
                                  "--zip", path("r.zip"), "--restarts", "2"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::string svg = read_all(path("out/layout.svg"));
  EXPECT_NE(svg.find("<svg "), std::string::npos);
  EXPECT_NE(svg.find(">L</text>"), std::string::npos);
  const std::string zip = read_all(path("r.zip"));
  EXPECT_NE(zip.find("layout.cwg"), std::string::npos);
  EXPECT_EQ(zip.find(".svg"), std::string::npos);
}

TEST_F(Tools, PipeGetsPlainLinesOnly) {
  const ProcessRun run = run_cwg({"solve", layout_, "--dict", words_, "--out", path("out"), "--zip",
                                  path("r.zip"), "--restarts", "2"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.find('\x1b'), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\nlayout.cwg "), std::string::npos) << run.out;
  EXPECT_EQ(run_cwg({"solve", layout_, "--dict", words_, "--out", path("out"), "--zip",
                     path("r.zip"), "--quiet", "--restarts", "2"})
                .out,
            "");
}

TEST_F(Tools, TerminalGetsLiveLinesThatEndAsTheRows) {
  // Two grids on one thread: the second waits while the first runs, each has a live line.
  write("second.cwg", kLayout);
  cwg::test::RunOptions terminal;
  terminal.terminal = true;  // 30 rows of 120 columns
  terminal.env = {{"TERM", "xterm"}};
  const ProcessRun run =
      run_cwg({"solve", layout_, path("second.cwg"), "--dict", words_, "--out", path("out"),
               "--zip", path("r.zip"), "--threads", "1", "--budget", "4"},
              terminal);
  const std::string& screen = run.out;
  ASSERT_EQ(run.exit_code, 0) << screen;
  // Each row is written over a cleared line ("erase line"); the table ends plainly.
  EXPECT_NE(screen.find("\x1b[2Klayout.cwg "), std::string::npos) << screen;
  EXPECT_NE(screen.find("\x1b[2Ksecond.cwg "), std::string::npos) << screen;
  EXPECT_NE(screen.find("2 of 2 grids filled and valid"), std::string::npos) << screen;
}

}  // namespace
