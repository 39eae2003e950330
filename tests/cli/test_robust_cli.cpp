// Hard to break, through the binary: every malformed input ends in exit 2 and one message
// naming the file (and line and column where there is one).
#include "tests/cli/robust_test_util.hpp"

namespace {

using namespace cwg::test;
using namespace std::string_literals;
namespace fs = std::filesystem;

// ---------------------------------------------------------------------------------------
// Every malformed input through the real binary: exit 2, and stderr names the file (with
// line and column where there is one). For all three commands that read grids.

struct BadGrid {
  const char* name;
  std::string text;   ///< may hold NUL bytes
  const char* where;  ///< ":line:col" expected after the file name
};

void PrintTo(const BadGrid& bad, std::ostream* os) {
  *os << bad.name;
}

const BadGrid kBadGrids[] = {
    {"empty", ""s, ":1:1"},
    {"blank_line", "\n"s, ":1:1"},
    {"only_rows", "3\n"s, ":2:1"},
    {"rows_missing_cols", "3\n\n...\n"s, ":2:1"},
    {"non_numeric", "abc\n3\n...\n...\n...\n"s, ":1:1"},
    {"number_and_junk", "3x\n3\n"s, ":1:2"},
    {"negative", "-3\n3\n...\n...\n...\n"s, ":1:1"},
    {"negative_cols", "3\n-3\n"s, ":2:1"},
    {"zero", "0\n3\n"s, ":1:1"},
    {"zero_cols", "3\n0\n"s, ":2:1"},
    {"overflowing", "99999999999999999999999999\n3\n...\n"s, ":1:1"},
    {"huge", "100000\n100000\n"s, ":1:1"},
    {"huge_cols", "1\n4294967297\n.\n"s, ":2:1"},
    {"float_size", "3.5\n3\n"s, ":1:2"},
    {"short_row", "3\n3\n..\n...\n...\n"s, ":3:3"},
    {"long_row", "3\n3\n....\n...\n...\n"s, ":3:4"},
    {"missing_rows", "3\n3\n...\n...\n"s, ":5:1"},
    {"unknown_char", "3\n3\n..x\n...\n...\n"s, ":3:3"},
    {"tab_in_row", "3\n3\n.\t.\n...\n...\n"s, ":3:2"},
    {"non_ascii", "3\n3\n..\xC3\xA4\n...\n...\n"s, ":3:3"},
    {"latin1", "2\n2\n\xC4.\n..\n"s, ":3:1"},
    {"bom",
     "\xEF\xBB\xBF"
     "2\n2\n..\n..\n"s,
     ":1:1"},
    {"question_two_fields", "3\n3\n?..\n...\n...\n0 0\n"s, ":6:4"},
    {"question_four_fields", "3\n3\n?..\n...\n...\n0 0 3 4\n"s, ":6:7"},
    {"question_row_outside", "3\n3\n?..\n...\n...\n5 0 3\n"s, ":6:1"},
    {"question_col_outside", "3\n3\n?..\n...\n...\n0 99999999999999999999 3\n"s, ":6:3"},
    {"question_unknown_type", "3\n3\n?..\n...\n...\n0 0 7\n"s, ":6:5"},
    {"question_negative", "3\n3\n?..\n...\n...\n0 0 -3\n"s, ":6:5"},
    {"question_not_on_question_field", "3\n3\n?..\n...\n...\n0 1 3\n"s, ":6:1"},
    {"question_text", "3\n3\n?..\n...\n...\nright\n"s, ":6:1"},
    {"seven_questions_one_field",
     "2\n2\n?.\n..\n0 0 0\n0 0 1\n0 0 2\n0 0 3\n0 0 4\n0 0 5\n0 0 3\n"s, ":11:1"},
    {"binary_nul", "\x00\x01\x02\xff\x03\n"s, ":1:1"},
    {"binary_elf",
     "\x7f"
     "ELF\x02\x01\x01\x00\x00\x00"s,
     ":1:1"},
    {"binary_in_questions", "1\n1\n?\n0 0 3\n\x00\xff"s, ":5:1"},
};

/// The three commands that read a grid and a word list, each to run on a bad input.
class GridCommands : public Robust {
 protected:
  std::vector<std::vector<std::string>> grid_commands(const fs::path& grid,
                                                      const fs::path& words) const {
    return {
        {"score", grid.string(), "--dict", words.string()},
        {"fill", grid.string(), "--dict", words.string(), "--time", "5"},
        {"solve", grid.string(), "--dict", words.string(), "--time", "5", "--out", path("out"),
         "--zip", path("res.zip")},
    };
  }
};

class BadGridCli : public GridCommands, public ::testing::WithParamInterface<BadGrid> {};

TEST_P(BadGridCli, ExitsTwoNamingFileLineAndColumn) {
  const BadGrid& bad = GetParam();
  const std::string& text = bad.text;
  const fs::path grid = write(std::string(bad.name) + ".cwg", text);
  const fs::path words = write("words.txt", kWords);
  const std::string expected = grid.string() + std::string(bad.where) + ": ";
  for (const auto& args : grid_commands(grid, words)) {
    const ProcessRun run = run_cwg(args);
    SCOPED_TRACE(args[0] + " " + bad.name);
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_EQ(run.err.rfind("cwg: " + expected, 0), 0u)
        << "expected 'cwg: " << expected << "...', got:\n"
        << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_LT(run.seconds, 5.0) << "refused at once";
  }
  EXPECT_FALSE(fs::exists(dir_ / "out" / (std::string(bad.name) + ".cwg")));
  EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
  EXPECT_EQ(read_all(grid), text) << "the input was changed";
}

INSTANTIATE_TEST_SUITE_P(Malformed, BadGridCli, ::testing::ValuesIn(kBadGrids),
                         [](const auto& p) { return std::string(p.param.name); });

/// The word list is at fault: missing, empty, binary, without any usable word, a folder.
struct BadWords {
  const char* name;
  std::optional<std::string> text;  ///< nullopt: not written (missing); "/": a folder
  const char* where;
};

void PrintTo(const BadWords& bad, std::ostream* os) {
  *os << bad.name;
}

const BadWords kBadWordLists[] = {
    {"missing", std::nullopt, ""},
    {"folder", "/"s, ""},
    {"empty", ""s, ""},
    {"blank_lines", "\n\n  \r\n"s, ""},
    {"no_usable_word", "1234\n-\nfoo-bar\nx_y\n"s, ""},
    {"too_long",
     "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n"s, ""},
    {"binary", "abc\n\x00\x01\x02garbage"s, ":2:1"},
};

class BadWordsCli : public GridCommands, public ::testing::WithParamInterface<BadWords> {};

TEST_P(BadWordsCli, ExitsTwoNamingTheWordList) {
  const BadWords& bad = GetParam();
  const fs::path grid = write("g.cwg", "3\n3\n?..\n?..\n?..\n0 0 3\n1 0 3\n2 0 3\n");
  fs::path words = dir_ / (std::string(bad.name) + ".txt");
  if (bad.text == "/")
    fs::create_directories(words);
  else if (bad.text)
    write(words.filename().string(), *bad.text);
  for (const auto& args : grid_commands(grid, words)) {
    const ProcessRun run = run_cwg(args);
    SCOPED_TRACE(args[0] + " " + bad.name);
    EXPECT_EQ(run.exit_code, 2) << run.err;
    const std::string expected = "cwg: " + words.string() + bad.where + ": ";
    EXPECT_EQ(run.err.rfind(expected, 0), 0u) << "expected '" << expected << "...', got:\n"
                                              << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  }
  EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
  EXPECT_TRUE(names_in(dir_ / "out").empty());
}

INSTANTIATE_TEST_SUITE_P(Malformed, BadWordsCli, ::testing::ValuesIn(kBadWordLists),
                         [](const auto& p) { return std::string(p.param.name); });

TEST_F(Robust, PathsThatCannotBeRead) {
  const fs::path words = write("words.txt", kWords);
  fs::create_directories(dir_ / "empty_folder");
  fs::create_directories(dir_ / "folder.cwg");
  write("notes/readme.txt", "no grids here");
  const fs::path fifo = dir_ / "fifo.cwg";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  struct Case {
    std::vector<std::string> args;
    std::string named;
  };
  std::vector<Case> cases = {
      {{"score", path("missing.cwg")}, path("missing.cwg") + ": no such file or folder"},
      {{"fill", path("missing.cwg")}, path("missing.cwg") + ": no such file or folder"},
      {{"solve", path("missing.cwg")}, path("missing.cwg") + ": no such file or folder"},
      {{"score", path("empty_folder")}, path("empty_folder") + ": folder holds no .cwg file"},
      {{"solve", path("empty_folder")}, path("empty_folder") + ": folder holds no .cwg file"},
      {{"score", path("notes")}, path("notes") + ": folder holds no .cwg file"},
      {{"solve", path("notes")}, path("notes") + ": folder holds no .cwg file"},
      {{"fill", path("folder.cwg")}, path("folder.cwg") + ": is a folder, expected a file"},
      {{"fill", path("empty_folder")}, path("empty_folder") + ": is a folder, expected a file"},
      // A FIFO nobody writes to reads as empty: no hang.
      {{"score", fifo.string()}, fifo.string() + ":1:1: empty file"},
      {{"fill", fifo.string()}, fifo.string() + ":1:1: empty file"},
      {{"solve", fifo.string()}, fifo.string() + ":1:1: empty file"},
  };
  if (::geteuid() != 0) {
    // Root reads whatever the mode says, so this case only means something for other users.
    const fs::path locked = write("locked.cwg", "1\n1\n?\n");
    ::chmod(locked.c_str(), 0);
    for (const char* command : {"score", "fill", "solve"})
      cases.push_back({{command, locked.string()}, locked.string() + ": permission denied"});
  }
  for (auto& c : cases) {
    c.args.insert(c.args.end(), {"--dict", words.string()});
    if (c.args[0] != "score") c.args.insert(c.args.end(), {"--time", "5"});
    if (c.args[0] == "solve")
      c.args.insert(c.args.end(), {"--out", path("out"), "--zip", path("res.zip")});
    const ProcessRun run = run_cwg(c.args);
    SCOPED_TRACE(c.args[0] + " " + c.args[1]);
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_EQ(run.err.rfind("cwg: " + c.named, 0), 0u) << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  }
  EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
}

TEST_F(Robust, SolveReportsEveryBadInputAtOnce) {
  const fs::path words = write("words.txt", kWords);
  write("in/a_good.cwg", "3\n3\n?..\n?..\n?..\n0 0 3\n1 0 3\n2 0 3\n");
  write("in/b_short.cwg", "3\n3\n..\n...\n...\n");
  write("in/c_type.cwg", "3\n3\n?..\n...\n...\n0 0 9\n");
  fs::create_directories(dir_ / "empty");
  ProcessRun run = run_cwg({"solve", path("in"), path("missing.cwg"), "--dict", words.string(),
                            "--out", path("out"), "--zip", path("res.zip")});
  EXPECT_EQ(run.exit_code, 2);
  for (const std::string& named :
       {path("in/b_short.cwg") + ":3:3: ", path("in/c_type.cwg") + ":6:5: ",
        path("missing.cwg") + ": no such file"})
    EXPECT_NE(run.err.find("cwg: " + named), std::string::npos) << named << "\n" << run.err;
  EXPECT_EQ(run.err.find("a_good"), std::string::npos) << run.err;
  EXPECT_EQ(run.out, "");
  EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
  // Folders without grids, all named in one go.
  run = run_cwg({"solve", path("empty"), path("in"), path("in/a_good.cwg"), path("empty"), "--dict",
                 words.string(), "--out", path("out"), "--zip", path("res.zip")});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 2) << run.err;
}

}  // namespace
