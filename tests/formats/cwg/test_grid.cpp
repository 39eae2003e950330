// Tests of the .cwg format: the parser (accepted variants, malformed input naming line and
// column) and the writer, round trips of every challenge file. The model's word slots and
// the validator: test_validate.cpp.
#include "tests/grid/grid_test_util.hpp"
#include "tests/need.hpp"

namespace fs = std::filesystem;
using namespace cwg;
using namespace cwg::arrowword;
using namespace cwg::test;

// ---------------------------------------------------------------------------------------------
// Parser: accepted variants

TEST(ParseCwg, PlainFileWithFinalNewline) {
  const ArrowwordGrid g = cwgfile::parse("2\n3\n?..\nAB.\n0 0 3\n0 0 0\n", "t.cwg");
  EXPECT_EQ(g.rows, 2);
  EXPECT_EQ(g.cols, 3);
  EXPECT_EQ(row_text(g, 0), "?..");
  EXPECT_EQ(row_text(g, 1), "AB.");
  ASSERT_EQ(g.questions.size(), 2u);
  EXPECT_EQ(g.questions[0], (Question{0, 0, 3}));  // file order kept
  EXPECT_EQ(g.questions[1], (Question{0, 0, 0}));
}

TEST(ParseCwg, AllLineEndingVariantsGiveTheSameGrid) {
  const ArrowwordGrid want = cwgfile::parse("2\n3\n?..\nAB.\n0 0 3\n", "t.cwg");
  for (const char* text : {
           "2\n3\n?..\nAB.\n0 0 3",              // no final newline
           "2\r\n3\r\n?..\r\nAB.\r\n0 0 3\r\n",  // CRLF
           "2\r\n3\r\n?..\r\nAB.\r\n0 0 3",      // CRLF, no final newline
           "2\n3\n?..\nAB.\n\t0 \t 0\t\t3  \n",  // tabs and runs of spaces, leading and trailing
           "2\n3\n?..\nAB.\n0 0 3\n\n  \n\t\n",  // blank lines after the grid
           "2\n3\n?..\nAB.\n\n0 0 3\n\n",        // blank line before the questions
       }) {
    SCOPED_TRACE(testing::PrintToString(std::string(text)));
    EXPECT_EQ(cwgfile::parse(text, "t.cwg"), want);
  }
}

TEST(ParseCwg, GridWithoutQuestionsAndNoFinalNewline) {
  const ArrowwordGrid g = cwgfile::parse("2\n2\n..\n..", "t.cwg");
  EXPECT_EQ(g.rows, 2);
  EXPECT_TRUE(g.questions.empty());
  EXPECT_EQ(g.fields, std::vector<char>(4, '.'));
}

TEST(ParseCwg, IslandsKeepTheirCharacterAndRowsMayEndInSpaces) {
  const ArrowwordGrid g = cwgfile::parse("3\n4\n--..\n..  \n?.- \n2 0 3\n", "t.cwg");
  EXPECT_EQ(row_text(g, 0), "--..");
  EXPECT_EQ(row_text(g, 1), "..  ");
  EXPECT_EQ(row_text(g, 2), "?.- ");
  EXPECT_TRUE(g.blocked(1, 3));
  EXPECT_TRUE(g.blocked(0, 0));
}

TEST(ParseCwg, SizesAroundTheLimits) {
  EXPECT_EQ(cwgfile::parse("1\n1\n.", "t").cols, 1);
  EXPECT_EQ(cwgfile::parse(" 1 \n\t2\t\n..", "t").cols, 2);  // whitespace around sizes
  EXPECT_EQ(cwgfile::parse("001\n1\n.", "t").rows, 1);       // leading zeros are still 1
  std::string wide = "1\n1000\n" + std::string(1000, '.');
  EXPECT_EQ(cwgfile::parse(wide, "t").cols, kMaxSide);
  EXPECT_THROW(cwgfile::parse("1\n1001\n" + std::string(1001, '.'), "t"), InputError);
}

// ---------------------------------------------------------------------------------------------
// Parser: malformed inputs, each with the exact place it names

struct Malformed {
  const char* label;
  std::string text;
  const char* where;  ///< "line:column"
};

class ParseCwgMalformed : public testing::TestWithParam<Malformed> {};

TEST_P(ParseCwgMalformed, ThrowsInputErrorNamingLineAndColumn) {
  const Malformed& m = GetParam();
  const std::string prefix = std::string("bad.cwg:") + m.where + ": ";
  try {
    cwgfile::parse(m.text, "bad.cwg");
    FAIL() << "accepted: " << m.label;
  } catch (const InputError& e) {
    const std::string what = e.what();
    EXPECT_EQ(what.rfind(prefix, 0), 0u) << m.label << ": " << what;
    EXPECT_GT(what.size(), prefix.size() + 5) << "no explanation: " << what;
    EXPECT_EQ(what.find('\n'), std::string::npos) << "multi-line message: " << what;
  } catch (const std::exception& e) {
    FAIL() << m.label << ": threw something else than InputError: " << e.what();
  }
}

// A 2 x 3 grid with a question field at (0, 0), followed by the given question line.
std::string with_question(const std::string& line) {
  return "2\n3\n?..\n...\n" + line + "\n";
}

const Malformed kMalformed[] = {
    {"empty", "", "1:1"},
    {"empty first line", "\n3\n...\n", "1:1"},
    {"missing columns", "3\n", "2:1"},
    {"missing columns, no newline", "3", "2:1"},
    {"rows not a number", "x\n3\n", "1:1"},
    {"columns with junk", "3\n3a\n", "2:2"},
    {"negative rows", "-3\n3\n", "1:1"},
    {"zero rows", "0\n3\n...\n", "1:1"},
    {"zero columns", "3\n0\n", "2:1"},
    {"huge 100000", "100000\n100000\n", "1:1"},
    {"overflow", "99999999999999999999\n3\n", "1:1"},
    {"overflow columns", "3\n 99999999999999999999999999\n", "2:2"},
    {"1001", "2\n1001\n", "2:1"},
    {"two numbers on the size line", "3 3\n3\n", "1:3"},
    {"short row", "2\n3\n...\n..\n", "4:3"},
    {"empty row", "2\n3\n...\n\n", "4:1"},
    {"long row", "2\n3\n....\n...\n", "3:4"},
    {"missing rows", "3\n3\n...\n...\n", "5:1"},
    {"missing rows, no final newline", "3\n3\n...\n...", "5:1"},
    {"no rows at all", "3\n3\n", "3:1"},
    {"unknown character", "2\n3\n.x.\n...\n", "3:2"},
    {"lower-case letter", "2\n3\n...\n..a\n", "4:3"},
    {"non-ASCII byte", "2\n3\n.\xc3\xa4\n...\n", "3:2"},
    {"NUL bytes", std::string("2\n3\n..\0\n...\n", 12), "3:3"},
    {"binary garbage", std::string("\0\x01\xff\xfe", 4), "1:1"},
    {"tab in a row", "2\n3\n.\t.\n...\n", "3:2"},
    {"stray carriage return in a row", "2\n3\n.\r.\n...\n", "3:2"},
    {"CRLF file, bad row", "2\r\n3\r\n?..\r\n..x\r\n", "4:3"},
    {"question with 2 fields", with_question("0 0"), "5:4"},
    {"question with 1 field", with_question("  0  "), "5:6"},
    {"question with 4 fields", with_question("0 0 3 1"), "5:7"},
    {"question not numeric", with_question("0 x 3"), "5:3"},
    {"question partly numeric", with_question("0 0 3x"), "5:6"},
    {"question negative", with_question("-1 0 3"), "5:1"},
    {"question row out of range", with_question("2 0 3"), "5:1"},
    {"question column out of range", with_question("0 3 3"), "5:3"},
    {"question overflow", with_question("0 0 99999999999999999999"), "5:5"},
    {"question type 6", with_question("0 0 6"), "5:5"},
    {"question on a '.' field", with_question("1 1 0"), "5:1"},
    {"question after a good one", "2\n3\n?..\n...\n0 0 3\n\n 0 1 0\n", "7:2"},
    {"question line with non-ASCII", with_question("0 0 \xc3\xa4"), "5:5"},
};

INSTANTIATE_TEST_SUITE_P(Table, ParseCwgMalformed, testing::ValuesIn(kMalformed),
                         [](const testing::TestParamInfo<Malformed>& param_info) {
                           std::string name;
                           for (char c : std::string(param_info.param.label))
                             name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

TEST(ParseCwg, EmptyFileMessage) {
  try {
    cwgfile::parse("", "e.cwg");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "e.cwg:1:1: empty file, expected the number of rows");
  }
}

TEST(ParseCwg, MessagesSayWhatWasExpected) {
  auto message = [](const std::string& text) {
    try {
      cwgfile::parse(text, "m");
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(message("2\n3\n.\xc3\xa4\n...\n").find("byte 0xC3"), std::string::npos);
  EXPECT_NE(message("2\n3\n.x.\n...\n").find("expected '?', '.', 'A'-'Z', ' ' or '-'"),
            std::string::npos);
  EXPECT_NE(message(with_question("0 0 6")).find("type 6"), std::string::npos);
  EXPECT_NE(message(with_question("1 1 0")).find("(1, 1)"), std::string::npos);
  // A long number is shortened in the message, not copied whole.
  EXPECT_LT(message(std::string(5000, '9') + "\n3\n").size(), 200u);
}

TEST(ReadCwg, ErrorsNameThePath) {
  const fs::path dir = fs::temp_directory_path() / ("cwg_test_grid_" + std::to_string(getpid()));
  fs::create_directories(dir);
  const fs::path bad = dir / "bad.cwg";
  write_file_atomic(bad, "2\n2\n..\n.");
  try {
    cwgfile::load(bad);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()).rfind(bad.string() + ":4:2: ", 0), 0u) << e.what();
  }
  EXPECT_THROW(cwgfile::load(dir / "missing.cwg"), InputError);
  fs::remove_all(dir);
}

// ---------------------------------------------------------------------------------------------
// Writer and round trips

TEST(FormatCwg, SortsQuestionsAndEndsEveryLine) {
  ArrowwordGrid g = cwgfile::parse("2\n3\n?.?\n- .\n0 2 0\n0 0 4\n0 0 0\n", "t");
  EXPECT_EQ(cwgfile::format(g), "2\n3\n?.?\n- .\n0 0 0\n0 0 4\n0 2 0\n");
}

TEST(FormatCwg, WriteAndReadBack) {
  const fs::path dir = fs::temp_directory_path() / ("cwg_test_grid_w" + std::to_string(getpid()));
  fs::create_directories(dir);
  const ArrowwordGrid g = cwgfile::parse("2\n3\n?AB\n-- \n0 0 3\n", "t");
  write_file_atomic(dir / "out.cwg", cwgfile::format(g));
  EXPECT_EQ(read_file(dir / "out.cwg"), "2\n3\n?AB\n-- \n0 0 3\n");
  EXPECT_EQ(cwgfile::load(dir / "out.cwg"), g);
  fs::remove_all(dir);
}

TEST(FormatCwg, RoundTripOfEveryChallengeFile) {
  REQUIRE_CHALLENGE();
  int files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(challenge_dir())) {
    if (entry.path().extension() != ".cwg") continue;
    SCOPED_TRACE(entry.path().string());
    const ArrowwordGrid g = cwgfile::load(entry.path());
    const std::string text = cwgfile::format(g);
    const ArrowwordGrid back = cwgfile::parse(text, "formatted");
    EXPECT_EQ(back.rows, g.rows);
    EXPECT_EQ(back.cols, g.cols);
    EXPECT_EQ(back.fields, g.fields);
    EXPECT_EQ(sorted(back.questions), sorted(g.questions));
    EXPECT_EQ(cwgfile::format(back), text);  // formatting is a fixed point
    ++files;
  }
  EXPECT_GE(files, 16);  // 11 test cases, 3 example layouts, 2 samples
}

// ---------------------------------------------------------------------------------------------
// Test cases in the repository

TEST(TestCases, EqualTheChallengeFiles) {
  const fs::path shared = challenge_dir() / "test_cases";
  CWG_NEED(fs::is_directory(shared)) << "no challenge data at " << shared.string();
  const fs::path ours = fs::path(CWG_SOURCE_DIR) / "test_cases";
  int count = 0;
  for (const auto& entry : fs::directory_iterator(shared)) {
    if (entry.path().extension() != ".cwg") continue;
    SCOPED_TRACE(entry.path().filename().string());
    ASSERT_TRUE(fs::exists(ours / entry.path().filename()));
    EXPECT_EQ(read_file(ours / entry.path().filename()), read_file(entry.path()));
    ++count;
  }
  EXPECT_EQ(count, 11);
}

TEST(TestCases, ParseAsEmptyGrids) {
  const fs::path ours = fs::path(CWG_SOURCE_DIR) / "test_cases";
  const ArrowwordGrid island = cwgfile::load(ours / "island_2.cwg");
  EXPECT_EQ(island.rows, 20);
  EXPECT_EQ(island.cols, 25);
  EXPECT_EQ(island.at(0, 0), ' ');
  EXPECT_EQ(island.at(3, 7), ' ');
  EXPECT_EQ(island.at(4, 7), '.');
  EXPECT_EQ(island.at(19, 24), ' ');
  EXPECT_EQ(island.at(14, 24), '.');
  const ArrowwordGrid big = cwgfile::load(ours / "20x30_1.cwg");
  EXPECT_EQ(big.rows, 20);
  EXPECT_EQ(big.cols, 30);
}
