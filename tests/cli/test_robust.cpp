// Hard to break (issue 5): bad input ends in one clear message naming the file and exit 2,
// outputs are written atomically and never over an input, and an interrupted or timed-out
// `cwg solve` keeps its best valid grids and leaves no temporary file. This file: the
// library edge (reading and writing files) and what the parsers refuse. The binary:
// test_robust_cli.cpp (bad input), test_robust_outputs.cpp (nothing lost, keep the best),
// test_robust_interrupt.cpp (signals and budgets).
//
// The CLI tests run the real binary (CWG_BINARY). The interrupt tests need the challenge
// data (../shared/challenge) and skip without it.
#include "solver/run/solve_files.hpp"
#include "tests/cli/robust_test_util.hpp"

namespace {

using namespace cwg::test;
using namespace std::string_literals;
namespace fs = std::filesystem;

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
  EXPECT_EQ(message(dir_ / "missing" / "x.txt"),
            path("missing/x.txt") + ": no such file or folder");
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

TEST_F(Robust, FileBytesHasReadFilesBytesAndErrors) {
  write("file.txt", "abc\ndef");
  write("empty.txt", "");
  for (const char* name : {"file.txt", "empty.txt"}) {
    const cwg::FileBytes bytes(dir_ / name);
    EXPECT_EQ(bytes.view(), cwg::read_file(dir_ / name)) << name;
  }
  // Moved, a mapping stays the same bytes.
  std::vector<cwg::FileBytes> files;
  files.emplace_back(dir_ / "file.txt");
  files.emplace_back(dir_ / "empty.txt");
  EXPECT_EQ(files[0].view(), "abc\ndef");
  const fs::path fifo = dir_ / "fifo.txt";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(cwg::FileBytes(fifo).view(), "");
  const auto message = [](const fs::path& p, std::size_t max = 1u << 20) {
    try {
      cwg::FileBytes bytes(p, max);
    } catch (const cwg::InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message(dir_ / "missing.txt"), path("missing.txt") + ": no such file or folder");
  EXPECT_EQ(message(dir_), dir_.string() + ": is a folder, expected a file");
  EXPECT_NE(message(dir_ / "file.txt", 4).find("accepted"), std::string::npos);
  EXPECT_NE(message("/dev/zero", 1u << 20).find("/dev/zero: is larger than"), std::string::npos);
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
  cwg::arrowword::run::write_zip(zip, {{"a.cwg", "1\n1\n?\n"}, {"b.cwg", "1\n2\n?.\n"}});
  EXPECT_EQ(names_in(dir_), std::vector<std::string>{"res.zip"});
  const ProcessRun list = run_program("unzip", {"-Z1", zip.string()});
  EXPECT_EQ(list.exit_code, 0) << list.out << list.err;
  EXPECT_EQ(list.out, "a.cwg\nb.cwg\n");
  // No entries: a valid empty zip, not a missing file.
  cwg::arrowword::run::write_zip(zip, {});
  EXPECT_EQ(fs::file_size(zip), 22u);
  // A folder in the way: an error naming it, nothing left behind.
  fs::create_directories(dir_ / "dir.zip" / "x");
  EXPECT_THROW(cwg::arrowword::run::write_zip(dir_ / "dir.zip", {{"a.cwg", "x"}}), cwg::InputError);
  EXPECT_THROW(cwg::arrowword::run::write_zip(dir_ / "none" / "r.zip", {{"a.cwg", "x"}}),
               cwg::InputError);
  EXPECT_TRUE(temp_files(dir_).empty());
}

TEST_F(Robust, ExpandNamesEveryBadFolderAtOnce) {
  fs::create_directories(dir_ / "empty1");
  fs::create_directories(dir_ / "empty2" / "sub.cwg");  // a folder named *.cwg is no grid
  write("grids/a.cwg", "1\n1\n?\n");
  try {
    cwg::arrowword::run::expand_cwg_inputs({path("empty1"), path("grids"), path("empty2")});
    ADD_FAILURE() << "no error";
  } catch (const cwg::InputError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("empty1: folder holds no .cwg file"), std::string::npos) << what;
    EXPECT_NE(what.find("\ncwg: " + path("empty2") + ": folder holds no .cwg file"),
              std::string::npos)
        << what;
  }
  // Files pass through, existing or not: reading them names what is wrong.
  const auto files = cwg::arrowword::run::expand_cwg_inputs({path("grids"), path("missing.cwg")});
  ASSERT_EQ(files.size(), 2u);
  EXPECT_EQ(files[0], dir_ / "grids" / "a.cwg");
  EXPECT_EQ(files[1], dir_ / "missing.cwg");
}

// ---------------------------------------------------------------------------------------
// Parsers: what the grid and word-list parsers refuse beyond test_grid's and test_dict's
// cases.

std::string parse_error(const std::string& text) {
  try {
    cwg::cwgfile::parse(text, "g.cwg");
  } catch (const cwg::InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(RobustParse, GridQuestionsPerFieldAreBounded) {
  std::string text = "1\n2\n?.\n";
  for (int t = 0; t < 6; ++t) text += "0 0 " + std::to_string(t) + "\n";
  EXPECT_EQ(cwg::cwgfile::parse(text, "g.cwg").questions.size(), 6u);  // rule 3 is the validator's
  EXPECT_EQ(parse_error(text + "0 0 3\n"),
            "g.cwg:10:1: more than 6 questions on field (0, 0): there are only 6 arrow types");
}

TEST(RobustParse, GridMessagesForCommonMistakes) {
  EXPECT_EQ(parse_error("-3\n3\n"), "g.cwg:1:1: the number of rows must be 1..1000, found -3");
  EXPECT_EQ(parse_error("3\n -1\n"), "g.cwg:2:2: the number of columns must be 1..1000, found -1");
  EXPECT_NE(parse_error("\xEF\xBB\xBF"
                        "1\n1\n?\n")
                .find("g.cwg:1:1: the file starts with a UTF-8 byte order mark"),
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
  EXPECT_EQ(error(""),
            "w.txt: no usable word (0 lines, 0 skipped): the word list is empty, "
            "expected one word a line");
  EXPECT_EQ(error("\n \r\n").rfind(
                "w.txt: no usable word (0 lines, 0 skipped): the word list is empty", 0),
            0u);
  EXPECT_EQ(error("12\nfoo-bar\n"),
            "w.txt: no usable word (2 lines, 2 skipped): the first skipped, line 1 '12', has a "
            "character other than A-Z, a-z, umlauts and sharp s, or more than 64 letters");
  EXPECT_EQ(error(std::string("abc\nde\x00x\n", 8)),
            "w.txt:2:3: NUL byte: this looks like a binary file, not a word list");
  // Longer than 64 letters: skipped (the solver's per-position tables hold 64).
  const auto list =
      cwg::parse_wordlist(std::string(65, 'a') + "\n" + std::string(64, 'b') + "\n", "w");
  EXPECT_EQ(list.words, std::vector<std::string>{std::string(64, 'B')});
  EXPECT_EQ(list.skipped, 1u);
}

}  // namespace
