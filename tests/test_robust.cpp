// Hard to break (issue 5): bad input ends in one clear message naming the file and exit 2,
// outputs are written atomically and never over an input, and an interrupted or timed-out
// `cwg solve` keeps its best valid grids and leaves no temporary file.
//
// The CLI tests run the real binary (CWG_BINARY). The interrupt tests need the challenge
// data (../shared/challenge) and skip without it.
#include <fcntl.h>
#include <gtest/gtest.h>

#include "tests/test_util.hpp"
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cli/commands.hpp"
#include "cli/inputs.hpp"
#include "cli/zip_writer.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "core/wordlist.hpp"
#include "arrowword/grid.hpp"
#include "formats/cwg/cwg_io.hpp"

namespace {

using cwg::test::CwgRun;
using cwg::test::quoted;
using cwg::test::read_all;

namespace fs = std::filesystem;
using namespace std::string_literals;
using Clock = std::chrono::steady_clock;

const fs::path kChallenge = fs::path(CWG_SHARED_DIR) / "challenge";
const fs::path kChallengeDict = kChallenge / "useful" / "wordlist.txt";
const fs::path kTestCases = kChallenge / "test_cases";

#ifdef CWG_SANITIZED
// Instrumented builds run several times slower; the bound is about the design (the flag is
// polled often), not about the speed of the machine.
constexpr double kStopSeconds = 3.0;
#else
constexpr double kStopSeconds = 1.0;
#endif

/// Every file under `dir` (recursively) whose name ends in the temporary suffix.
std::vector<std::string> temp_files(const fs::path& dir) {
  std::vector<std::string> found;
  std::error_code ec;
  if (!fs::exists(dir, ec)) return found;
  for (const auto& e : fs::recursive_directory_iterator(dir, ec)) {
    const std::string name = e.path().filename().string();
    if (name.find(cwg::kTempSuffix) != std::string::npos || name.find(".tmp") != std::string::npos)
      found.push_back(e.path().string());
  }
  return found;
}

std::vector<std::string> names_in(const fs::path& dir) {
  std::vector<std::string> names;
  std::error_code ec;
  if (!fs::exists(dir, ec)) return names;
  for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

/// The shared fixture (tests/test_util.hpp) plus a command started in the background.
class Robust : public cwg::test::CwgTest {
 protected:
  /// Starts `cwg ARGS...` (stdout and stderr to files in the test folder); returns its pid.
  pid_t start_cwg(const std::vector<std::string>& args) {
    const std::string out = path("stdout.txt"), err = path("stderr.txt");
    const pid_t pid = ::fork();
    if (pid == 0) {
      const int o = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      const int e = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      const int in = ::open("/dev/null", O_RDONLY);
      if (o < 0 || e < 0 || in < 0) ::_exit(127);
      ::dup2(o, 1);
      ::dup2(e, 2);
      ::dup2(in, 0);
      std::vector<char*> argv;
      argv.push_back(const_cast<char*>(CWG_BINARY));
      for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      ::execv(CWG_BINARY, argv.data());
      ::_exit(127);
    }
    return pid;
  }

  /// Waits for `pid` at most `limit` seconds (then kills it); fills exit code and time.
  CwgRun wait_cwg(pid_t pid, double limit) {
    CwgRun run;
    const auto start = Clock::now();
    int status = 0;
    for (;;) {
      const pid_t done = ::waitpid(pid, &status, WNOHANG);
      run.seconds = std::chrono::duration<double>(Clock::now() - start).count();
      if (done == pid) break;
      if (run.seconds > limit) {
        ::kill(pid, SIGKILL);
        ::waitpid(pid, &status, 0);
        ADD_FAILURE() << "cwg did not end within " << limit << " s; killed";
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (WIFSIGNALED(status)) run.exit_code = 128 + WTERMSIG(status);
    run.out = read_all(dir_ / "stdout.txt");
    run.err = read_all(dir_ / "stderr.txt");
    return run;
  }
};

// ---------------------------------------------------------------------------------------
// The library edge: reading and writing files.

TEST_F(Robust, ReadFileNamesWhatIsWrong) {
  const auto message = [](const fs::path& p, std::size_t max = 1u << 20) {
    try {
      cwg::read_file(p, max);
    } catch (const cwg::InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message(dir_ / "missing.txt"), path("missing.txt") + ": no such file or folder");
  EXPECT_EQ(message(dir_), dir_.string() + ": is a folder, expected a file");
  EXPECT_EQ(message(dir_ / "missing" / "x.txt"), path("missing/x.txt") + ": no such file or folder");
  write("file.txt", "abc");
  EXPECT_NE(message(dir_ / "file.txt" / "x").find("not a folder"), std::string::npos)
      << message(dir_ / "file.txt" / "x");
  // Too large: refused from its size, and a device without one at the limit.
  write("big.txt", std::string(5000, 'A'));
  EXPECT_NE(message(dir_ / "big.txt", 4096).find("accepted"), std::string::npos);
  EXPECT_NE(message("/dev/zero", 1u << 20).find("/dev/zero: is larger than"), std::string::npos);
  EXPECT_EQ(message(""), "'': no such file or folder");
  EXPECT_EQ(cwg::read_file(dir_ / "file.txt"), "abc");
}

TEST_F(Robust, ReadFileDoesNotHangOnAFifoWithoutWriter) {
  const fs::path fifo = dir_ / "fifo.cwg";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(cwg::read_file(fifo), "");
}

TEST_F(Robust, WriteFileAtomicLeavesNoTemporaryFile) {
  const fs::path target = dir_ / "out.cwg";
  cwg::write_file_atomic(target, "first\n");
  cwg::write_file_atomic(target, "second\n");
  EXPECT_EQ(read_all(target), "second\n");
  EXPECT_EQ(names_in(dir_), std::vector<std::string>{"out.cwg"});
  // Failures name the path and leave nothing behind.
  fs::create_directories(dir_ / "folder.cwg");
  write("folder.cwg/inside", "x");
  try {
    cwg::write_file_atomic(dir_ / "folder.cwg", "x");
    ADD_FAILURE() << "writing over a folder succeeded";
  } catch (const cwg::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("folder.cwg: cannot be written"), std::string::npos)
        << e.what();
  }
  try {
    cwg::write_file_atomic(dir_ / "no_folder" / "x.cwg", "x");
    ADD_FAILURE() << "writing into a missing folder succeeded";
  } catch (const cwg::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("does not exist"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(temp_files(dir_).empty());
  EXPECT_EQ(read_all(target), "second\n");
}

TEST_F(Robust, ZipIsWrittenAtomically) {
  const fs::path zip = dir_ / "res.zip";
  cwg::cli::write_zip(zip, {{"a.cwg", "1\n1\n?\n"}, {"b.cwg", "1\n2\n?.\n"}});
  EXPECT_EQ(names_in(dir_), std::vector<std::string>{"res.zip"});
  const CwgRun list = [&] {
    CwgRun r;
    const int status = std::system(("unzip -Z1 " + quoted(zip.string()) + " >" +
                                    quoted(path("list.txt")) + " 2>&1")
                                       .c_str());
    r.exit_code = WEXITSTATUS(status);
    r.out = read_all(dir_ / "list.txt");
    return r;
  }();
  EXPECT_EQ(list.exit_code, 0) << list.out;
  EXPECT_EQ(list.out, "a.cwg\nb.cwg\n");
  fs::remove(dir_ / "list.txt");
  // No entries: a valid empty zip, not a missing file.
  cwg::cli::write_zip(zip, {});
  EXPECT_EQ(fs::file_size(zip), 22u);
  // A folder in the way: an error naming it, nothing left behind.
  fs::create_directories(dir_ / "dir.zip" / "x");
  EXPECT_THROW(cwg::cli::write_zip(dir_ / "dir.zip", {{"a.cwg", "x"}}), cwg::InputError);
  EXPECT_THROW(cwg::cli::write_zip(dir_ / "none" / "r.zip", {{"a.cwg", "x"}}), cwg::InputError);
  EXPECT_TRUE(temp_files(dir_).empty());
}

TEST_F(Robust, ExpandNamesEveryBadFolderAtOnce) {
  fs::create_directories(dir_ / "empty1");
  fs::create_directories(dir_ / "empty2" / "sub.cwg");  // a folder named *.cwg is no grid
  write("grids/a.cwg", "1\n1\n?\n");
  try {
    cwg::cli::expand_cwg_inputs({path("empty1"), path("grids"), path("empty2")});
    ADD_FAILURE() << "no error";
  } catch (const cwg::InputError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("empty1: folder holds no .cwg file"), std::string::npos) << what;
    EXPECT_NE(what.find("\ncwg: " + path("empty2") + ": folder holds no .cwg file"),
              std::string::npos)
        << what;
  }
  // Files pass through, existing or not: reading them names what is wrong.
  const auto files = cwg::cli::expand_cwg_inputs({path("grids"), path("missing.cwg")});
  ASSERT_EQ(files.size(), 2u);
  EXPECT_EQ(files[0], dir_ / "grids" / "a.cwg");
  EXPECT_EQ(files[1], dir_ / "missing.cwg");
}

TEST_F(Robust, OutputProblemsProtectTheInputs) {
  const fs::path a = write("in/a.cwg", "1\n1\n?\n");
  const fs::path words = write("words.txt", "ab\n");
  using cwg::cli::output_problems;
  EXPECT_TRUE(output_problems({a}, words, dir_ / "out", dir_ / "r.zip").empty());
  EXPECT_TRUE(output_problems({a}, words, dir_ / "in2", "r.zip").empty());
  auto has = [](const std::vector<std::string>& problems, const std::string& text) {
    for (const auto& p : problems)
      if (p.find(text) != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(has(output_problems({a}, words, dir_ / "in", dir_ / "r.zip"), "would overwrite"));
  EXPECT_TRUE(has(output_problems({a}, words, dir_ / "in" / ".." / "in", dir_ / "r.zip"),
                  "would overwrite this input"));
  EXPECT_TRUE(has(output_problems({a}, words, dir_ / "out", a), "--zip"));
  EXPECT_TRUE(has(output_problems({a}, words, dir_ / "out", words), "word list"));
  EXPECT_TRUE(has(output_problems({a}, words, dir_ / "out", dir_ / "in"), "folder"));
  EXPECT_TRUE(has(output_problems({a}, words, dir_ / "out", dir_ / "nope" / "r.zip"),
                  "does not exist"));
  EXPECT_TRUE(has(output_problems({a}, words, words, dir_ / "r.zip"), "expected a folder"));
}

// ---------------------------------------------------------------------------------------
// Parsers: what the grid and word-list parsers refuse beyond test_grid's and test_dict's
// cases.

std::string parse_error(const std::string& text) {
  try {
    cwg::parse_cwg(text, "g.cwg");
  } catch (const cwg::InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(RobustParse, GridQuestionsPerFieldAreBounded) {
  std::string text = "1\n2\n?.\n";
  for (int t = 0; t < 6; ++t) text += "0 0 " + std::to_string(t) + "\n";
  EXPECT_EQ(cwg::parse_cwg(text, "g.cwg").questions.size(), 6u);  // rule 3 is the validator's
  EXPECT_EQ(parse_error(text + "0 0 3\n"),
            "g.cwg:10:1: more than 6 questions on field (0, 0): there are only 6 arrow types");
}

TEST(RobustParse, GridMessagesForCommonMistakes) {
  EXPECT_EQ(parse_error("-3\n3\n"), "g.cwg:1:1: the number of rows must be 1..1000, found -3");
  EXPECT_EQ(parse_error("3\n -1\n"), "g.cwg:2:2: the number of columns must be 1..1000, found -1");
  EXPECT_NE(parse_error("\xEF\xBB\xBF" "1\n1\n?\n").find("g.cwg:1:1: the file starts with a UTF-8 byte order mark"),
            std::string::npos);
  EXPECT_EQ(parse_error("1\n2\n?\xC3\n"),
            "g.cwg:3:2: found byte 0xC3 (not ASCII), expected '?', '.', 'A'-'Z', ' ' or '-'");
}

TEST(RobustParse, WordListMessages) {
  auto error = [](const std::string& text) {
    try {
      cwg::parse_wordlist(text, "w.txt");
    } catch (const cwg::InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error(""), "w.txt: no usable word (0 lines, 0 skipped): the word list is empty, "
                      "expected one word a line");
  EXPECT_EQ(error("\n \r\n").rfind("w.txt: no usable word (0 lines, 0 skipped): the word list is empty", 0), 0u);
  EXPECT_EQ(error("12\nfoo-bar\n"),
            "w.txt: no usable word (2 lines, 2 skipped): the first skipped, line 1 '12', has a "
            "character other than A-Z, a-z, umlauts and sharp s, or more than 64 letters");
  EXPECT_EQ(error(std::string("abc\nde\x00x\n", 8)), "w.txt:2:3: NUL byte: this looks like a binary file, not a word list");
  // Longer than 64 letters: skipped (the solver's per-position tables hold 64).
  const auto list = cwg::parse_wordlist(std::string(65, 'a') + "\n" + std::string(64, 'b') + "\n", "w");
  EXPECT_EQ(list.words, std::vector<std::string>{std::string(64, 'B')});
  EXPECT_EQ(list.skipped, 1u);
}

// ---------------------------------------------------------------------------------------
// Every malformed input through the real binary: exit 2, and stderr names the file (with
// line and column where there is one). For all three commands that read grids.

struct BadGrid {
  const char* name;
  std::string text;   ///< may hold NUL bytes
  const char* where;  ///< ":line:col" expected after the file name
};

void PrintTo(const BadGrid& bad, std::ostream* os) { *os << bad.name; }

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
    {"bom", "\xEF\xBB\xBF" "2\n2\n..\n..\n"s, ":1:1"},
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
    {"binary_elf", "\x7f" "ELF\x02\x01\x01\x00\x00\x00"s, ":1:1"},
    {"binary_in_questions", "1\n1\n?\n0 0 3\n\x00\xff"s, ":5:1"},
};

/// A small word list: the commands get this far only when the grid is at fault.
constexpr const char* kWords = "abc\nbcd\ncde\nab\nbc\nde\nfg\n";
/// The README's 3x3 as a layout, and a word list that fills it.
constexpr const char* kReadmeLayout = "3\n3\n?.?\n?..\n?..\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";
constexpr const char* kReadmeWords = "lea\nid\nei\nad\n";

class BadGridCli : public Robust, public ::testing::WithParamInterface<BadGrid> {};

TEST_P(BadGridCli, ExitsTwoNamingFileLineAndColumn) {
  const BadGrid& bad = GetParam();
  const std::string& text = bad.text;
  const fs::path grid = write(std::string(bad.name) + ".cwg", text);
  const fs::path words = write("words.txt", kWords);
  const std::string expected = grid.string() + std::string(bad.where) + ": ";
  const std::vector<std::vector<std::string>> commands = {
      {"score", grid.string(), "--dict", words.string()},
      {"fill", grid.string(), "--dict", words.string(), "--time", "5"},
      {"solve", grid.string(), "--dict", words.string(), "--time", "5", "--out", path("out"),
       "--zip", path("res.zip")},
  };
  for (const auto& args : commands) {
    const CwgRun run = cwg(args);
    SCOPED_TRACE(args[0] + " " + bad.name);
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_EQ(run.err.rfind("cwg: " + expected, 0), 0u) << "expected 'cwg: " << expected
                                                        << "...', got:\n" << run.err;
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

void PrintTo(const BadWords& bad, std::ostream* os) { *os << bad.name; }

const BadWords kBadWordLists[] = {
    {"missing", std::nullopt, ""},
    {"folder", "/"s, ""},
    {"empty", ""s, ""},
    {"blank_lines", "\n\n  \r\n"s, ""},
    {"no_usable_word", "1234\n-\nfoo-bar\nx_y\n"s, ""},
    {"too_long", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n"s, ""},
    {"binary", "abc\n\x00\x01\x02garbage"s, ":2:1"},
};

class BadWordsCli : public Robust, public ::testing::WithParamInterface<BadWords> {};

TEST_P(BadWordsCli, ExitsTwoNamingTheWordList) {
  const BadWords& bad = GetParam();
  const fs::path grid = write("g.cwg", "3\n3\n?..\n?..\n?..\n0 0 3\n1 0 3\n2 0 3\n");
  fs::path words = dir_ / (std::string(bad.name) + ".txt");
  if (bad.text == "/")
    fs::create_directories(words);
  else if (bad.text)
    write(words.filename().string(), *bad.text);
  const std::vector<std::vector<std::string>> commands = {
      {"score", grid.string(), "--dict", words.string()},
      {"fill", grid.string(), "--dict", words.string(), "--time", "5"},
      {"solve", grid.string(), "--dict", words.string(), "--time", "5", "--out", path("out"),
       "--zip", path("res.zip")},
  };
  for (const auto& args : commands) {
    const CwgRun run = cwg(args);
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
    const CwgRun run = cwg(c.args);
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
  CwgRun run = cwg({"solve", path("in"), path("missing.cwg"), "--dict", words.string(), "--out",
                 path("out"), "--zip", path("res.zip")});
  EXPECT_EQ(run.exit_code, 2);
  for (const std::string& named : {path("in/b_short.cwg") + ":3:3: ", path("in/c_type.cwg") + ":6:5: ",
                                  path("missing.cwg") + ": no such file"})
    EXPECT_NE(run.err.find("cwg: " + named), std::string::npos) << named << "\n" << run.err;
  EXPECT_EQ(run.err.find("a_good"), std::string::npos) << run.err;
  EXPECT_EQ(run.out, "");
  EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
  // Folders without grids, all named in one go.
  run = cwg({"solve", path("empty"), path("in"), path("in/a_good.cwg"), path("empty"), "--dict",
             words.string(), "--out", path("out"), "--zip", path("res.zip")});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 2) << run.err;
}

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
    const CwgRun run = cwg({"solve", path("in"), "--out", out, "--zip", path("res.zip"), "--dict",
                         words.string(), "--time", "60"});
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
  CwgRun run = cwg({"solve", path("in"), "--out", path("out"), "--zip", path("res.zip"), "--dict",
                 words.string(), "--time", "4", "--threads", "1"});
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_EQ(names_in(dir_ / "out"), std::vector<std::string>{"a.cwg"});
  EXPECT_TRUE(fs::exists(dir_ / "res.zip"));
  EXPECT_TRUE(temp_files(dir_).empty()) << temp_files(dir_)[0];
  EXPECT_EQ(read_all(dir_ / "in" / "a.cwg"), a);
  EXPECT_EQ(read_all(words), words_text);
  // Again over the same outputs: replaced, still no temporary files.
  run = cwg({"solve", path("in"), "--out", path("out"), "--zip", path("res.zip"), "--dict",
             words.string(), "--time", "4", "--threads", "1"});
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_TRUE(temp_files(dir_).empty());
  // Failure: the zip cannot be written (a folder of that name is in the way).
  fs::create_directories(dir_ / "taken.zip" / "x");
  run = cwg({"solve", path("in"), "--out", path("out2"), "--zip", path("taken.zip"), "--dict",
             words.string(), "--time", "4", "--threads", "1"});
  EXPECT_EQ(run.exit_code, 2) << run.out << run.err;
  EXPECT_NE(run.err.find(path("taken.zip")), std::string::npos) << run.err;
  EXPECT_TRUE(temp_files(dir_).empty()) << temp_files(dir_)[0];
  EXPECT_EQ(read_all(dir_ / "in" / "a.cwg"), a);
}

TEST_F(Robust, FillWritesAtomically) {
  const fs::path words = write("words.txt", kReadmeWords);
  const std::string layout = kReadmeLayout;
  const fs::path in = write("in.cwg", layout);
  CwgRun run = cwg({"fill", in.string(), "--dict", words.string(), "--out", path("filled.cwg")});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(read_all(in), layout);
  EXPECT_EQ(names_in(dir_), (std::vector<std::string>{"filled.cwg", "in.cwg", "stderr.txt",
                                                      "stdout.txt", "words.txt"}));
  run = cwg({"fill", in.string(), "--dict", words.string(), "--out", path("no/such/dir/f.cwg")});
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_NE(run.err.find(path("no/such/dir/f.cwg")), std::string::npos) << run.err;
  EXPECT_TRUE(temp_files(dir_).empty());
}

// ---------------------------------------------------------------------------------------
// Interrupts and budgets, on a job too big to finish: it must stop within a second and
// keep what it has.

// ---------------------------------------------------------------------------------------
// Keep the best (issue 13): a grid in --out is replaced only by a better valid one, and the
// zip holds every valid grid in --out named like an input or a challenge test case.

class KeepBest : public Robust {
 protected:
  void SetUp() override {
    Robust::SetUp();
    if (!fs::exists(kChallengeDict) || !fs::exists(kTestCases / "15x15_1.cwg"))
      GTEST_SKIP() << "no challenge data at " << kChallenge;
    for (const char* name : {"15x15_1.cwg", "15x15_2.cwg"})
      write(std::string("in/") + name, read_all(kTestCases / name));
  }
  CwgRun solve(const std::vector<std::string>& inputs, int seed, bool force = false) {
    std::vector<std::string> args = {"solve"};
    for (const auto& i : inputs) args.push_back(path("in/" + i));
    for (const std::string& a : std::vector<std::string>{"--out", path("out"), "--zip", path("res.zip"), "--dict",
                                kChallengeDict.string(), "--restarts", "1", "--threads", "1",
                                "--seed", std::to_string(seed)})
      args.push_back(a);
    if (force) args.push_back("--force");
    return cwg(args);
  }
  double score(const std::string& name) {
    const CwgRun run = cwg({"score", "--json", path("out/" + name), "--dict", kChallengeDict.string()});
    const auto pos = run.out.find("\"score\": ");
    EXPECT_NE(pos, std::string::npos) << run.out << run.err;
    return pos == std::string::npos ? 0 : std::stod(run.out.substr(pos + 9));
  }
  std::vector<std::string> zip_names() {
    const CwgRun run = cwg_shell("unzip -Z1 " + quoted(path("res.zip")));
    std::vector<std::string> names;
    std::istringstream in(run.out);
    for (std::string line; std::getline(in, line);) names.push_back(line);
    std::sort(names.begin(), names.end());
    return names;
  }
  CwgRun cwg_shell(const std::string& command) {
    const fs::path out = dir_ / "shell.txt";
    CwgRun run;
    run.exit_code = std::system((command + " >" + quoted(out.string()) + " 2>&1").c_str());
    run.out = read_all(out);
    return run;
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
    const CwgRun run = solve({"15x15_1.cwg"}, seed);
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
  const CwgRun fresh = cwg({"solve", path("in/15x15_1.cwg"), "--out", path("fresh"), "--zip",
                            path("fresh.zip"), "--dict", kChallengeDict.string(), "--restarts", "1",
                            "--threads", "1", "--seed", "3"});
  ASSERT_EQ(fresh.exit_code, 0) << fresh.err;
  EXPECT_EQ(read_all(dir_ / "out" / "15x15_1.cwg"), read_all(dir_ / "fresh" / "15x15_1.cwg"));
  // A broken grid in --out never counts as earlier, nor goes into the zip.
  write("out/15x15_2.cwg", "not a grid\n");
  const CwgRun run = solve({"15x15_1.cwg"}, 4);
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
  const CwgRun empty = cwg({"fill", write("empty.cwg", "3\n3\n...\n...\n...\n").string(),
                            "--dict", words.string()});
  EXPECT_EQ(empty.exit_code, 2);
  EXPECT_NE(empty.err.find("empty.cwg: no question field"), std::string::npos) << empty.err;
  EXPECT_NE(empty.err.find("cwg solve"), std::string::npos) << empty.err;
  const CwgRun full = cwg({"fill", write("full.cwg", "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n").string(),
                           "--dict", words.string()});
  EXPECT_EQ(full.exit_code, 2);
  EXPECT_NE(full.err.find("full.cwg: no open field"), std::string::npos) << full.err;
  EXPECT_NE(full.err.find("cwg score"), std::string::npos) << full.err;
}

TEST_F(Robust, SolveRefusesAnOutputFolderItCannotWriteBeforeAnyWork) {
  const fs::path words = write("words.txt", kWords);
  write("in/a.cwg", "3\n3\n...\n...\n...\n");
  // Root may write anywhere the mode bits forbid, but never under /proc.
  const CwgRun run = cwg({"solve", path("in"), "--out", "/proc/cwg-no-such/out", "--zip",
                          path("res.zip"), "--dict", words.string()});
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_NE(run.err.find("/proc/cwg-no-such/out: --out cannot be made"), std::string::npos) << run.err;
  EXPECT_EQ(run.out, "");
  const CwgRun zip = cwg({"solve", path("in"), "--out", path("out"), "--zip", "/proc/res.zip",
                          "--dict", words.string()});
  EXPECT_EQ(zip.exit_code, 2) << zip.err;
  EXPECT_NE(zip.err.find("/proc/res.zip: --zip's folder cannot be written"), std::string::npos)
      << zip.err;
  EXPECT_FALSE(fs::exists(dir_ / "out"));
}

class Interrupt : public Robust {
 protected:
  void SetUp() override {
    Robust::SetUp();
    if (!fs::exists(kChallengeDict) || !fs::exists(kTestCases / "40x40_1.cwg"))
      GTEST_SKIP() << "no challenge data at " << kChallenge;
    fs::create_directories(dir_ / "in");
    for (const char* name : {"40x40_1.cwg", "20x30_1.cwg"})
      fs::copy_file(kTestCases / name, dir_ / "in" / name);
    std::string big = "60\n60\n";
    for (int r = 0; r < 60; ++r) big += std::string(60, '.') + "\n";
    write("in/60x60.cwg", big);
    for (const auto& name : names_in(dir_ / "in")) inputs_[name] = read_all(dir_ / "in" / name);
  }

  std::vector<std::string> solve_args(const std::string& time) {
    return {"solve",       path("in"),  "--dict",   kChallengeDict.string(), "--out",
            path("out"),   "--zip",     path("res.zip"), "--target",         "100",
            "--time",      time};
  }

  /// Everything the run left: only valid grids in out/, the zip holding exactly those (same
  /// bytes), no temporary files, inputs unchanged.
  void check_outputs(const CwgRun& run) {
    EXPECT_TRUE(run.exit_code == 0 || run.exit_code == 3 || run.exit_code == 130)
        << "exit " << run.exit_code << "\n" << run.out << run.err;
    EXPECT_TRUE(temp_files(dir_).empty()) << temp_files(dir_)[0];
    const auto written = names_in(dir_ / "out");
    for (const auto& name : written) {
      const CwgRun score = cwg({"score", path("out/" + name), "--dict", kChallengeDict.string(),
                             "--spec", path("in/" + name)});
      EXPECT_EQ(score.exit_code, 0) << name << " is not a valid grid:\n" << score.out << score.err;
    }
    // Every grid without a file is named as such on the console.
    for (const auto& [name, text] : inputs_) {
      if (std::find(written.begin(), written.end(), name) != written.end()) continue;
      EXPECT_NE((run.out + run.err).find(name), std::string::npos)
          << name << " has no fill and is not named:\n" << run.out << run.err;
      EXPECT_EQ(run.exit_code == 0, false) << "exit 0 though " << name << " has no grid";
    }
    if (written.empty()) {
      // Nothing to submit: no zip from this run.
      EXPECT_FALSE(fs::exists(dir_ / "res.zip"));
    } else {
      ASSERT_TRUE(fs::exists(dir_ / "res.zip"));
      const int status = std::system(("unzip -Z1 " + quoted(path("res.zip")) + " >" +
                                      quoted(path("zip.txt")) + " 2>&1")
                                         .c_str());
      ASSERT_EQ(WEXITSTATUS(status), 0) << read_all(dir_ / "zip.txt");
      std::vector<std::string> entries;
      std::istringstream lines(read_all(dir_ / "zip.txt"));
      for (std::string line; std::getline(lines, line);) entries.push_back(line);
      std::sort(entries.begin(), entries.end());
      EXPECT_EQ(entries, written);
      for (const auto& name : written) {
        const std::string command = "unzip -p " + quoted(path("res.zip")) + " " + quoted(name) +
                                    " >" + quoted(path("entry.txt"));
        ASSERT_EQ(std::system(command.c_str()), 0);
        EXPECT_EQ(read_all(dir_ / "entry.txt"), read_all(dir_ / "out" / name)) << name;
      }
    }
    for (const auto& [name, text] : inputs_)
      EXPECT_EQ(read_all(dir_ / "in" / name), text) << name << " was changed";
  }

  void interrupt_after(int signal, double seconds) {
    const pid_t pid = start_cwg(solve_args("120"));
    ASSERT_GT(pid, 0);
    std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
    ASSERT_EQ(::kill(pid, signal), 0);
    const CwgRun run = wait_cwg(pid, 30);
    EXPECT_LT(run.seconds, kStopSeconds)
        << "cwg took " << run.seconds << " s to stop after signal " << signal;
    check_outputs(run);
  }

  std::map<std::string, std::string> inputs_;
};

TEST_F(Interrupt, SigintKeepsTheBestValidGrids) { interrupt_after(SIGINT, 6); }

TEST_F(Interrupt, SigtermKeepsTheBestValidGrids) { interrupt_after(SIGTERM, 6); }

TEST_F(Interrupt, EarlySigintBeforeAnyGridIsDone) { interrupt_after(SIGINT, 1.5); }

TEST_F(Interrupt, TimeBudgetEndsEachGridWithinASecond) {
  // Per-grid budget of 4 s; --json reports each grid's time.
  auto args = solve_args("4");
  args.insert(args.end(), {"--json", "--threads", "2"});
  const pid_t pid = start_cwg(args);
  ASSERT_GT(pid, 0);
  const CwgRun run = wait_cwg(pid, 120);
  check_outputs(run);
  std::size_t at = 0;
  int grids = 0;
  while ((at = run.out.find("\"time_s\": ", at)) != std::string::npos) {
    at += 10;
    const double t = std::stod(run.out.substr(at));
    EXPECT_LT(t, 4.0 + kStopSeconds) << run.out;
    ++grids;
  }
  EXPECT_EQ(grids, 3) << run.out;
}

TEST_F(Interrupt, WholeRunBudgetEndsTheRunInTime) {
  // No --time: the three grids share --budget 6 (two at once on two threads), each grid's
  // rows summing its rounds; the run ends by the budget, every grid with a row.
  const std::vector<std::string> args = {"solve", path("in"), "--dict", kChallengeDict.string(),
                                         "--out", path("out"), "--zip", path("res.zip"),
                                         "--budget", "6", "--json", "--threads", "2"};
  const pid_t pid = start_cwg(args);
  ASSERT_GT(pid, 0);
  const CwgRun run = wait_cwg(pid, 120);
  check_outputs(run);
  EXPECT_LT(run.seconds, 6.0 + kStopSeconds) << run.out;
  std::size_t at = 0;
  int grids = 0;
  double sum = 0;
  while ((at = run.out.find("\"time_s\": ", at)) != std::string::npos) {
    at += 10;
    sum += std::stod(run.out.substr(at));
    ++grids;
  }
  EXPECT_EQ(grids, 3) << run.out;
  EXPECT_LT(sum, 2 * (6.0 + kStopSeconds)) << run.out;
}

}  // namespace
