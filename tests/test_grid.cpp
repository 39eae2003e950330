// Tests of the grid model: the .cwg parser and writer, word slots, the validator.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "arrowword/grid.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "arrowword/solution_word.hpp"
#include "arrowword/validate.hpp"

namespace fs = std::filesystem;
using namespace cwg;

namespace {

fs::path challenge_dir() {
  return fs::path(CWG_SHARED_DIR) / "challenge";
}

/// Skips the calling test when the challenge data is not beside the project.
#define REQUIRE_CHALLENGE()                                                \
  do {                                                                     \
    if (!fs::is_directory(challenge_dir()))                                \
      GTEST_SKIP() << "no challenge data at " << challenge_dir().string(); \
  } while (0)

std::vector<Question> sorted(std::vector<Question> q) {
  std::sort(q.begin(), q.end());
  return q;
}

std::string row_text(const ArrowwordGrid& g, int r) {
  return std::string(g.fields.begin() + g.index(r, 0), g.fields.begin() + g.index(r, 0) + g.cols);
}

bool contains(const std::vector<std::string>& messages, const std::string& text) {
  return std::any_of(messages.begin(), messages.end(),
                     [&](const std::string& m) { return m == text; });
}

/// All messages joined, for failure output.
std::string joined(const std::vector<std::string>& messages) {
  std::string out;
  for (const auto& m : messages) out += "\n  " + m;
  return out;
}

std::unordered_set<std::string> load_word_list(const fs::path& path) {
  std::unordered_set<std::string> words;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) words.insert(line);
  }
  return words;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Parser: accepted variants

TEST(ParseCwg, PlainFileWithFinalNewline) {
  const ArrowwordGrid g = parse_cwg("2\n3\n?..\nAB.\n0 0 3\n0 0 0\n", "t.cwg");
  EXPECT_EQ(g.rows, 2);
  EXPECT_EQ(g.cols, 3);
  EXPECT_EQ(row_text(g, 0), "?..");
  EXPECT_EQ(row_text(g, 1), "AB.");
  ASSERT_EQ(g.questions.size(), 2u);
  EXPECT_EQ(g.questions[0], (Question{0, 0, 3}));  // file order kept
  EXPECT_EQ(g.questions[1], (Question{0, 0, 0}));
}

TEST(ParseCwg, AllLineEndingVariantsGiveTheSameGrid) {
  const ArrowwordGrid want = parse_cwg("2\n3\n?..\nAB.\n0 0 3\n", "t.cwg");
  for (const char* text : {
           "2\n3\n?..\nAB.\n0 0 3",              // no final newline
           "2\r\n3\r\n?..\r\nAB.\r\n0 0 3\r\n",  // CRLF
           "2\r\n3\r\n?..\r\nAB.\r\n0 0 3",      // CRLF, no final newline
           "2\n3\n?..\nAB.\n\t0 \t 0\t\t3  \n",  // tabs and runs of spaces, leading and trailing
           "2\n3\n?..\nAB.\n0 0 3\n\n  \n\t\n",  // blank lines after the grid
           "2\n3\n?..\nAB.\n\n0 0 3\n\n",        // blank line before the questions
       }) {
    SCOPED_TRACE(testing::PrintToString(std::string(text)));
    EXPECT_EQ(parse_cwg(text, "t.cwg"), want);
  }
}

TEST(ParseCwg, GridWithoutQuestionsAndNoFinalNewline) {
  const ArrowwordGrid g = parse_cwg("2\n2\n..\n..", "t.cwg");
  EXPECT_EQ(g.rows, 2);
  EXPECT_TRUE(g.questions.empty());
  EXPECT_EQ(g.fields, std::vector<char>(4, '.'));
}

TEST(ParseCwg, IslandsKeepTheirCharacterAndRowsMayEndInSpaces) {
  const ArrowwordGrid g = parse_cwg("3\n4\n--..\n..  \n?.- \n2 0 3\n", "t.cwg");
  EXPECT_EQ(row_text(g, 0), "--..");
  EXPECT_EQ(row_text(g, 1), "..  ");
  EXPECT_EQ(row_text(g, 2), "?.- ");
  EXPECT_TRUE(g.blocked(1, 3));
  EXPECT_TRUE(g.blocked(0, 0));
}

TEST(ParseCwg, SizesAroundTheLimits) {
  EXPECT_EQ(parse_cwg("1\n1\n.", "t").cols, 1);
  EXPECT_EQ(parse_cwg(" 1 \n\t2\t\n..", "t").cols, 2);  // whitespace around sizes
  EXPECT_EQ(parse_cwg("001\n1\n.", "t").rows, 1);       // leading zeros are still 1
  std::string wide = "1\n1000\n" + std::string(1000, '.');
  EXPECT_EQ(parse_cwg(wide, "t").cols, kMaxSide);
  EXPECT_THROW(parse_cwg("1\n1001\n" + std::string(1001, '.'), "t"), InputError);
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
    parse_cwg(m.text, "bad.cwg");
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
    parse_cwg("", "e.cwg");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "e.cwg:1:1: empty file, expected the number of rows");
  }
}

TEST(ParseCwg, MessagesSayWhatWasExpected) {
  auto message = [](const std::string& text) {
    try {
      parse_cwg(text, "m");
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
    read_cwg(bad);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()).rfind(bad.string() + ":4:2: ", 0), 0u) << e.what();
  }
  EXPECT_THROW(read_cwg(dir / "missing.cwg"), InputError);
  fs::remove_all(dir);
}

// ---------------------------------------------------------------------------------------------
// Writer and round trips

TEST(FormatCwg, SortsQuestionsAndEndsEveryLine) {
  ArrowwordGrid g = parse_cwg("2\n3\n?.?\n- .\n0 2 0\n0 0 4\n0 0 0\n", "t");
  EXPECT_EQ(format_cwg(g), "2\n3\n?.?\n- .\n0 0 0\n0 0 4\n0 2 0\n");
}

TEST(FormatCwg, WriteAndReadBack) {
  const fs::path dir = fs::temp_directory_path() / ("cwg_test_grid_w" + std::to_string(getpid()));
  fs::create_directories(dir);
  const ArrowwordGrid g = parse_cwg("2\n3\n?AB\n-- \n0 0 3\n", "t");
  write_cwg(dir / "out.cwg", g);
  EXPECT_EQ(read_file(dir / "out.cwg"), "2\n3\n?AB\n-- \n0 0 3\n");
  EXPECT_EQ(read_cwg(dir / "out.cwg"), g);
  fs::remove_all(dir);
}

TEST(FormatCwg, RoundTripOfEveryChallengeFile) {
  REQUIRE_CHALLENGE();
  int files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(challenge_dir())) {
    if (entry.path().extension() != ".cwg") continue;
    SCOPED_TRACE(entry.path().string());
    const ArrowwordGrid g = read_cwg(entry.path());
    const std::string text = format_cwg(g);
    const ArrowwordGrid back = parse_cwg(text, "formatted");
    EXPECT_EQ(back.rows, g.rows);
    EXPECT_EQ(back.cols, g.cols);
    EXPECT_EQ(back.fields, g.fields);
    EXPECT_EQ(sorted(back.questions), sorted(g.questions));
    EXPECT_EQ(format_cwg(back), text);  // formatting is a fixed point
    ++files;
  }
  EXPECT_GE(files, 16);  // 11 test cases, 3 example layouts, 2 samples
}

// ---------------------------------------------------------------------------------------------
// Test cases in the repository

TEST(TestCases, EqualTheChallengeFiles) {
  const fs::path shared = challenge_dir() / "test_cases";
  if (!fs::is_directory(shared)) GTEST_SKIP() << "no challenge data at " << shared.string();
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
  const ArrowwordGrid island = read_cwg(ours / "island_2.cwg");
  EXPECT_EQ(island.rows, 20);
  EXPECT_EQ(island.cols, 25);
  EXPECT_EQ(island.at(0, 0), ' ');
  EXPECT_EQ(island.at(3, 7), ' ');
  EXPECT_EQ(island.at(4, 7), '.');
  EXPECT_EQ(island.at(19, 24), ' ');
  EXPECT_EQ(island.at(14, 24), '.');
  const ArrowwordGrid big = read_cwg(ours / "20x30_1.cwg");
  EXPECT_EQ(big.rows, 20);
  EXPECT_EQ(big.cols, 30);
}

// ---------------------------------------------------------------------------------------------
// Word slots

TEST(WordSlots, StartsLengthsAndDirections) {
  //   0123
  // 0 ?.?.
  // 1 ?...
  // 2 .? -
  ArrowwordGrid g = parse_cwg("3\n4\n?.?.\n?...\n.? -\n", "t");
  g.questions = {{0, 0, 4}, {0, 2, 0}, {1, 0, 3}, {0, 2, 3},
                 {2, 1, 3}, {0, 2, 2}, {2, 1, 5}, {1, 0, 0}};
  const std::vector<Slot> s = word_slots(g);
  ASSERT_EQ(s.size(), 8u);
  auto expect = [&](int i, int r, int c, Dir d, int len) {
    SCOPED_TRACE(i);
    EXPECT_EQ(s[i].row, r);
    EXPECT_EQ(s[i].col, c);
    EXPECT_EQ(s[i].dir, d);
    EXPECT_EQ(s[i].length, len);
    EXPECT_EQ(s[i].question, i);
  };
  expect(0, 0, 1, Dir::Down, 2);   // (0,1) (1,1), then the '?' at (2,1)
  expect(1, 1, 2, Dir::Down, 1);   // (1,2), then the island at (2,2)
  expect(2, 1, 1, Dir::Right, 3);  // (1,1)..(1,3) up to the border
  expect(3, 0, 3, Dir::Right, 1);  // (0,3)
  expect(4, 2, 2, Dir::Right, 0);  // starts on an island
  expect(5, 0, 1, Dir::Down, 2);   // left, then down
  expect(6, 1, 1, Dir::Right, 3);  // up, then right
  expect(7, 2, 0, Dir::Down, 1);   // (2,0) to the border
}

TEST(WordSlots, StartOutsideTheGrid) {
  ArrowwordGrid g = parse_cwg("1\n2\n?.\n", "t");
  g.questions = {{0, 0, 0}, {0, 0, 5}, {0, 0, 2}};
  for (const Slot& s : word_slots(g)) EXPECT_EQ(s.length, 0);
}

TEST(BentAllowed, RowZeroColumnZeroAndNextToIslands) {
  const ArrowwordGrid g = parse_cwg("3\n3\n...\n. .\n...\n", "t");
  EXPECT_TRUE(bent_allowed(g, 0, 2));
  EXPECT_TRUE(bent_allowed(g, 2, 0));
  EXPECT_TRUE(bent_allowed(g, 1, 2));  // right of the island
  EXPECT_TRUE(bent_allowed(g, 2, 1));  // below the island
  EXPECT_FALSE(bent_allowed(g, 2, 2));
  EXPECT_FALSE(bent_allowed(g, 1, 1));  // on the island, but nothing blocked left or above
}

// ---------------------------------------------------------------------------------------------
// Validator: one test per rule

namespace {

//  ?AB
//  C--
//  D--    questions: AB right, CD down — valid.
ArrowwordGrid small_valid() {
  return parse_cwg("3\n3\n?AB\nC--\nD--\n0 0 3\n0 0 0\n", "small");
}


// ---- The solution word: fields that spell it, distinct, spread, the same every time.

TEST(SolutionWord, SpellsTheWordWithDistinctFieldsSpreadApart) {
  // 5 x 6 with every letter of ABC twice, once in each half.
  const ArrowwordGrid g = parse_cwg("5\n6\nABCXYZ\nXXXXXX\nXXXXXX\nXXXXXX\nZYXCBA\n", "g");
  const std::vector<int> fields = pick_solution_fields(g, "ABBA");
  ASSERT_EQ(fields.size(), 4u);
  std::string spelled;
  for (int f : fields) spelled += g.fields[static_cast<std::size_t>(f)];
  EXPECT_EQ(spelled, "ABBA");
  EXPECT_EQ(std::unordered_set<int>(fields.begin(), fields.end()).size(), 4u);
  // The two A's are the two A fields, one at each end of the grid.
  EXPECT_EQ(std::min(fields[0], fields[3]), 0);
  EXPECT_EQ(std::max(fields[0], fields[3]), 29);
  EXPECT_EQ(pick_solution_fields(g, "ABBA"), fields) << "a pure function of grid and word";
}

TEST(SolutionWord, NamesTheLetterTheGridLacks) {
  const ArrowwordGrid g = parse_cwg("1\n4\nABCA\n", "g");
  std::string why;
  EXPECT_TRUE(pick_solution_fields(g, "AAA", &why).empty());
  EXPECT_EQ(why, "the grid has 2 fields with A, the word needs 3");
  EXPECT_TRUE(pick_solution_fields(g, "QA", &why).empty());
  EXPECT_EQ(why, "the grid has 0 fields with Q, the word needs 1");
  EXPECT_EQ(pick_solution_fields(g, "CAB").size(), 3u);
}

}  // namespace

TEST(Validate, SmallGridIsValid) {
  const ValidationReport r = validate(small_valid(), nullptr);
  EXPECT_TRUE(r.valid()) << joined(r.errors);
  EXPECT_TRUE(r.warnings.empty()) << joined(r.warnings);
  EXPECT_EQ(r.unfilled, 0);
  const std::unordered_set<std::string> words = {"AB", "CD"};
  EXPECT_TRUE(validate(small_valid(), &words).valid());
}

TEST(Validate, Rule1EmptyFieldsCountedOnce) {
  ArrowwordGrid g = small_valid();
  g.at(0, 2) = '.';
  g.at(2, 0) = '.';
  const std::unordered_set<std::string> words = {"AB", "CD"};
  const ValidationReport r = validate(g, &words);
  EXPECT_EQ(r.unfilled, 2);
  EXPECT_EQ(r.errors, std::vector<std::string>{
                          "rule 1: 2 fields are still empty ('.'), the first at (0, 2)"});
}

TEST(Validate, Rule1UnknownCharacter) {
  ArrowwordGrid g = small_valid();
  g.at(1, 1) = 'x';
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(
      contains(r.errors, "rule 1: field (1, 1) holds 'x', expected '?', 'A'-'Z', ' ' or '-'"))
      << joined(r.errors);
}

TEST(Validate, Rule2LetterInNoWord) {
  ArrowwordGrid g = parse_cwg("2\n3\n?AB\nCDE\n0 0 3\n", "t");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(
      contains(r.errors, "rule 2: 3 letter fields belong to no word: (1, 0), (1, 1), (1, 2)"))
      << joined(r.errors);
}

TEST(Validate, Rule3QuestionNotOnAQuestionField) {
  ArrowwordGrid g = small_valid();
  g.questions.push_back({0, 1, 0});
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(
      contains(r.errors, "rule 3: question (0, 1) type 0 stands on 'A', expected a '?' field"))
      << joined(r.errors);
}

TEST(Validate, Rule3QuestionFieldWithoutQuestion) {
  ArrowwordGrid g = parse_cwg("2\n3\n?AB\n?CD\n0 0 3\n", "t");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(contains(r.errors, "rule 3: question field (1, 0) holds no question"))
      << joined(r.errors);
}

TEST(Validate, Rule3ThreeQuestionsAndBadPairs) {
  ArrowwordGrid g = small_valid();
  g.questions.push_back({0, 0, 4});
  ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(
      contains(r.errors, "rule 3: question field (0, 0) holds 3 questions, at most 2 allowed"))
      << joined(r.errors);

  g = small_valid();
  g.questions[0].type = 1;  // {0, 1} is no allowed pair
  r = validate(g, nullptr);
  EXPECT_TRUE(contains(r.errors,
                       "rule 3: question field (0, 0) holds types 0 and 1, allowed pairs are "
                       "{0,3} {0,2} {0,4} {3,1} {3,5}"))
      << joined(r.errors);

  g = small_valid();
  g.questions[1].type = 3;  // the same question twice
  r = validate(g, nullptr);
  EXPECT_FALSE(r.valid());
}

TEST(Validate, Rule3QuestionsOutsideOrOfUnknownType) {
  ArrowwordGrid g = small_valid();
  g.questions.push_back({5, 0, 3});
  g.questions.push_back({0, 0, 7});
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(contains(r.errors, "rule 3: question (5, 0) type 3 stands outside the grid"));
  EXPECT_TRUE(contains(r.errors,
                       "rule 3: question (0, 0) type 7 has an unknown arrow type (expected 0..5)"))
      << joined(r.errors);
}

TEST(Validate, Rule4BentArrowInSample1) {
  REQUIRE_CHALLENGE();
  const ArrowwordGrid g = read_cwg(challenge_dir() / "samples" / "15x15_1_filled.cwg");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(contains(
      r.errors,
      "rule 4: question (6, 1) type 5 has a bent arrow away from row 0, column 0 and islands"))
      << joined(r.errors);
}

TEST(Validate, Rule4BentArrowNextToAnIslandIsFine) {
  //  -?A
  //  --B    question (0, 1) type 4: right, then down — left of it is an island
  const ArrowwordGrid g = parse_cwg("2\n3\n-?A\n--B\n0 1 4\n", "t");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(r.valid()) << joined(r.errors);
}

TEST(Validate, Rule5StartOutsideOrNotALetter) {
  ArrowwordGrid g = parse_cwg("1\n3\n??A\n0 0 3\n0 1 0\n", "t");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(
      contains(r.errors,
               "rule 5: question (0, 0) type 3: its word would start at (0, 1), which holds '?', "
               "not a letter"))
      << joined(r.errors);
  EXPECT_TRUE(contains(
      r.errors, "rule 5: question (0, 1) type 0: its word would start at (1, 1), outside the grid"))
      << joined(r.errors);
}

TEST(Validate, Rule5WordOfLengthOne) {
  const ArrowwordGrid g = parse_cwg("1\n3\n?A-\n0 0 3\n", "t");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(contains(
      r.errors,
      "rule 5: question (0, 0) type 3: its word at (0, 1) right has length 1, expected at least 2"))
      << joined(r.errors);
}

TEST(Validate, Rule5WordNotInTheList) {
  const std::unordered_set<std::string> words = {"AB"};
  const ValidationReport r = validate(small_valid(), &words);
  EXPECT_EQ(r.errors, std::vector<std::string>{"rule 5: question (0, 0) type 0: word CD at "
                                               "(1, 0) down is not in the word list"});
  // A word still holding '.' is not looked up.
  ArrowwordGrid g = small_valid();
  g.at(2, 0) = '.';
  const ValidationReport partial = validate(g, &words);
  EXPECT_EQ(partial.errors.size(), 1u) << joined(partial.errors);  // only rule 1
}

TEST(Validate, Rule5TwoQuestionsForOneWord) {
  //  ?-
  //  AB
  //  ?-     (0,0) type 1 and (2,0) type 5 both address (1,0) right
  const ArrowwordGrid g = parse_cwg("3\n2\n?-\nAB\n?-\n0 0 1\n2 0 5\n", "t");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_EQ(r.errors,
            std::vector<std::string>{"rule 5: question (0, 0) type 1 and question "
                                     "(2, 0) type 5 both address the word at (1, 0) right"});
}

TEST(Validate, Rule6WordStartingInTheMiddleOfARunIsAWarning) {
  //  -?-
  //  ABC    (0,1) type 1 starts at (1,1) right, but (1,0) before it is a letter
  const ArrowwordGrid g = parse_cwg("2\n3\n-?-\nABC\n0 1 1\n", "t");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(contains(r.warnings,
                       "rule 6: question (0, 1) type 1: its word at (1, 1) right starts in the "
                       "middle of a run ((1, 0) before it is a letter)"))
      << joined(r.warnings);
}

TEST(Validate, Rule7SameWordTwiceIsAWarning) {
  const ArrowwordGrid g = parse_cwg("2\n3\n?AB\n?AB\n0 0 3\n1 0 3\n", "t");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(r.valid()) << joined(r.errors);
  EXPECT_EQ(r.warnings, std::vector<std::string>{
                            "rule 7: word AB appears 2 times: (0, 1) right, (1, 1) right"});
}

TEST(Validate, RepeatedMessagesAreCapped) {
  ArrowwordGrid g(6, 6, 'A');
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 5; ++c) g.questions.push_back({r, c, 3});
  const ValidationReport r = validate(g, nullptr);
  const auto rule3 = std::count_if(r.errors.begin(), r.errors.end(), [](const std::string& m) {
    return m.rfind("rule 3: ", 0) == 0;
  });
  EXPECT_EQ(rule3, 21);
  EXPECT_TRUE(contains(r.errors, "rule 3: ... and 10 more")) << joined(r.errors);
}

TEST(Validate, Sample2IsValidAgainstTheWordList) {
  REQUIRE_CHALLENGE();
  const std::unordered_set<std::string> words =
      load_word_list(challenge_dir() / "useful" / "wordlist.txt");
  ASSERT_GT(words.size(), 40000u);
  const ArrowwordGrid g = read_cwg(challenge_dir() / "samples" / "15x15_2_filled.cwg");
  const ValidationReport r = validate(g, &words);
  EXPECT_TRUE(r.valid()) << joined(r.errors);
  EXPECT_EQ(r.unfilled, 0);

  // The same grid with one letter changed uses a word that is not in the list.
  ArrowwordGrid changed = g;
  changed.at(1, 1) = 'Q';  // ZUKUNFTSWEISEND -> ZQKUNFTSWEISEND
  EXPECT_FALSE(validate(changed, &words).valid());
}

TEST(Validate, EmptyTestCaseReportsUnfilledFirst) {
  const ArrowwordGrid g = read_cwg(fs::path(CWG_SOURCE_DIR) / "test_cases" / "15x15_1.cwg");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_EQ(r.unfilled, 225);
  ASSERT_FALSE(r.errors.empty());
  EXPECT_EQ(r.errors[0], "rule 1: 225 fields are still empty ('.'), the first at (0, 0)");
}

// ---------------------------------------------------------------------------------------------
// Against the test case it was made from

TEST(CheckAgainstSpec, Sample2FitsTheEmpty15x15) {
  REQUIRE_CHALLENGE();
  const ArrowwordGrid g = read_cwg(challenge_dir() / "samples" / "15x15_2_filled.cwg");
  const ArrowwordGrid spec = read_cwg(fs::path(CWG_SOURCE_DIR) / "test_cases" / "15x15_1.cwg");
  ValidationReport r;
  check_against_spec(g, spec, r);
  EXPECT_TRUE(r.errors.empty()) << joined(r.errors);
}

TEST(CheckAgainstSpec, SizeMismatchStops) {
  const ArrowwordGrid g(3, 3, 'A');
  const ArrowwordGrid spec(3, 4, '.');
  ValidationReport r;
  check_against_spec(g, spec, r);
  EXPECT_EQ(r.errors, std::vector<std::string>{"spec: the grid is 3 x 3, the test case 3 x 4"});
}

TEST(CheckAgainstSpec, IslandsLettersAndQuestionFieldsKept) {
  const ArrowwordGrid spec = parse_cwg("2\n3\n -?\nA..\n", "spec");
  ArrowwordGrid g = parse_cwg("2\n3\n-??\nBC \n", "grid");
  ValidationReport r;
  check_against_spec(g, spec, r);
  EXPECT_EQ(r.errors, (std::vector<std::string>{
                          "spec: field (0, 0) must stay blocked as ' ', holds '-'",
                          "spec: field (0, 1) must stay blocked as '-', holds '?'",
                          "spec: field (1, 0) must keep 'A' from the test case, holds 'B'",
                          "spec: field (1, 2) is blocked (' ') but not in the test case",
                      }));
  g = parse_cwg("2\n3\n -?\nAZ?\n", "grid");
  r = {};
  check_against_spec(g, spec, r);
  EXPECT_TRUE(r.errors.empty()) << joined(r.errors);
}
