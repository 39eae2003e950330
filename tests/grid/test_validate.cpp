// Tests of the arrowword model: word slots, bent arrows, the solution word, the validator
// (one test per SPEC rule) and the check of a filled grid against its empty test case.
#include <nlohmann/json.hpp>

#include "core/input_error.hpp"
#include "grid/solution_word.hpp"
#include "grid/words.hpp"
#include "tests/grid/grid_test_util.hpp"

namespace fs = std::filesystem;
using namespace cwg;
using namespace cwg::arrowword;
using namespace cwg::test;

// ---------------------------------------------------------------------------------------------
// Word slots

TEST(WordSlots, StartsLengthsAndDirections) {
  //   0123
  // 0 ?.?.
  // 1 ?...
  // 2 .? -
  ArrowwordGrid g = cwgfile::parse("3\n4\n?.?.\n?...\n.? -\n", "t");
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
  ArrowwordGrid g = cwgfile::parse("1\n2\n?.\n", "t");
  g.questions = {{0, 0, 0}, {0, 0, 5}, {0, 0, 2}};
  for (const Slot& s : word_slots(g)) EXPECT_EQ(s.length, 0);
}

TEST(WordSlots, SlotTextAndQuestionWordsSpellTheGrid) {
  const ArrowwordGrid g = cwgfile::parse("3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n", "t");
  const std::vector<Slot> s = word_slots(g);
  EXPECT_EQ(slot_text(g, s[0]), "LEA");
  EXPECT_EQ(question_words(g), (std::vector<std::string>{"LEA", "ID", "EI", "AD"}));
  // A '.' stays in the slot's text; the question's word is empty until it is all letters.
  const ArrowwordGrid open =
      cwgfile::parse("3\n3\n?.?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n", "t");
  EXPECT_EQ(slot_text(open, word_slots(open)[0]), ".EA");
  EXPECT_EQ(question_words(open), (std::vector<std::string>{"", "ID", "EI", "AD"}));
  // An arrow into nothing: an empty slot, an empty word.
  ArrowwordGrid out = cwgfile::parse("1\n2\n?A\n", "t");
  out.questions = {{0, 0, 0}};
  EXPECT_EQ(slot_text(out, word_slots(out)[0]), "");
  EXPECT_EQ(question_words(out), (std::vector<std::string>{""}));
}

TEST(WordSlots, ArrowNamesFollowTheTable) {
  EXPECT_EQ(arrow_name(0), "down");
  EXPECT_EQ(arrow_name(1), "down, then right");
  EXPECT_EQ(arrow_name(2), "left, then down");
  EXPECT_EQ(arrow_name(3), "right");
  EXPECT_EQ(arrow_name(4), "right, then down");
  EXPECT_EQ(arrow_name(5), "up, then right");
  EXPECT_EQ(arrow_name(6), "?");
  EXPECT_EQ(arrow_name(-1), "?");
}

// cwg words' table and JSON of the README's 3x3 (with an arrow into nothing, left out),
// written out by hand.
TEST(WordList, TableAndJsonOfTheReadmeExample) {
  ArrowwordGrid g = cwgfile::parse("3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n", "t");
  g.questions.push_back({2, 2, 0});  // down from (2, 2): outside the grid
  const std::vector<WordRow> rows = word_rows(g);
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(words_table(g, rows, {4, 8}),
            "question  arrow              start     dir     length  word\n"
            "0,0       4 right, then down 0,1       down         3  LEA\n"
            "0,2       0 down             1,2       down         2  ID\n"
            "1,0       3 right            1,1       across       2  EI\n"
            "2,0       3 right            2,1       across       2  AD\n"
            "4 words\n"
            "solution word: 1=E(1,1) 2=D(2,2)\n");
  const auto json = words_json("t.cwg", g, rows, {4, 8});
  EXPECT_EQ(json.dump(),
            R"({"file":"t.cwg","format":"cwg","words":[)"
            R"({"question":{"row":0,"col":0},"arrow":4,"arrow_name":"right, then down",)"
            R"("start":{"row":0,"col":1},"direction":"down","length":3,"word":"LEA"},)"
            R"({"question":{"row":0,"col":2},"arrow":0,"arrow_name":"down",)"
            R"("start":{"row":1,"col":2},"direction":"down","length":2,"word":"ID"},)"
            R"({"question":{"row":1,"col":0},"arrow":3,"arrow_name":"right",)"
            R"("start":{"row":1,"col":1},"direction":"across","length":2,"word":"EI"},)"
            R"({"question":{"row":2,"col":0},"arrow":3,"arrow_name":"right",)"
            R"("start":{"row":2,"col":1},"direction":"across","length":2,"word":"AD"}],)"
            R"("solution_word":{"word":"ED","fields":[{"number":1,"row":1,"col":1,"letter":"E"},)"
            R"({"number":2,"row":2,"col":2,"letter":"D"}]}})");
  EXPECT_EQ(words_json("t.cwg", g, rows, {})["solution_word"], nullptr);
}

TEST(BentAllowed, RowZeroColumnZeroAndNextToIslands) {
  const ArrowwordGrid g = cwgfile::parse("3\n3\n...\n. .\n...\n", "t");
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
  return cwgfile::parse("3\n3\n?AB\nC--\nD--\n0 0 3\n0 0 0\n", "small");
}

// ---- The solution word: fields that spell it, distinct, spread, the same every time.

TEST(SolutionWord, SpellsTheWordWithDistinctFieldsSpreadApart) {
  // 5 x 6 with every letter of ABC twice, once in each half.
  const ArrowwordGrid g = cwgfile::parse("5\n6\nABCXYZ\nXXXXXX\nXXXXXX\nXXXXXX\nZYXCBA\n", "g");
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
  const ArrowwordGrid g = cwgfile::parse("1\n4\nABCA\n", "g");
  std::string why;
  EXPECT_TRUE(pick_solution_fields(g, "AAA", &why).empty());
  EXPECT_EQ(why, "the grid has 2 fields with A, the word needs 3");
  EXPECT_TRUE(pick_solution_fields(g, "QA", &why).empty());
  EXPECT_EQ(why, "the grid has 0 fields with Q, the word needs 1");
  EXPECT_EQ(pick_solution_fields(g, "CAB").size(), 3u);
}

TEST(SolutionWord, AsTypedOrAnInputErrorNamingTheFlagOrTheFile) {
  EXPECT_EQ(solution_word_or_throw("Bär"), "BAER");
  EXPECT_THROW(solution_word_or_throw("12"), cwg::InputError);
  const ArrowwordGrid g = cwgfile::parse("1\n4\nABCA\n", "g");
  EXPECT_EQ(solution_fields_or_throw(g, "cab", "g.cwg").size(), 3u);
  try {
    solution_fields_or_throw(g, "aaa", "g.cwg");
    ADD_FAILURE() << "no error";
  } catch (const cwg::InputError& e) {
    EXPECT_EQ(std::string(e.what()),
              "g.cwg: cannot spell the solution word AAA: the grid has 2 fields with A, the "
              "word needs 3");
  }
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
  ArrowwordGrid g = cwgfile::parse("2\n3\n?AB\nCDE\n0 0 3\n", "t");
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
  ArrowwordGrid g = cwgfile::parse("2\n3\n?AB\n?CD\n0 0 3\n", "t");
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
  const ArrowwordGrid g = cwgfile::load(challenge_dir() / "samples" / "15x15_1_filled.cwg");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(contains(
      r.errors,
      "rule 4: question (6, 1) type 5 has a bent arrow away from row 0, column 0 and islands"))
      << joined(r.errors);
}

TEST(Validate, Rule4BentArrowNextToAnIslandIsFine) {
  //  -?A
  //  --B    question (0, 1) type 4: right, then down — left of it is an island
  const ArrowwordGrid g = cwgfile::parse("2\n3\n-?A\n--B\n0 1 4\n", "t");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(r.valid()) << joined(r.errors);
}

TEST(Validate, Rule5StartOutsideOrNotALetter) {
  ArrowwordGrid g = cwgfile::parse("1\n3\n??A\n0 0 3\n0 1 0\n", "t");
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
  const ArrowwordGrid g = cwgfile::parse("1\n3\n?A-\n0 0 3\n", "t");
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
  const ArrowwordGrid g = cwgfile::parse("3\n2\n?-\nAB\n?-\n0 0 1\n2 0 5\n", "t");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_EQ(r.errors,
            std::vector<std::string>{"rule 5: question (0, 0) type 1 and question "
                                     "(2, 0) type 5 both address the word at (1, 0) right"});
}

TEST(Validate, Rule6WordStartingInTheMiddleOfARunIsAWarning) {
  //  -?-
  //  ABC    (0,1) type 1 starts at (1,1) right, but (1,0) before it is a letter
  const ArrowwordGrid g = cwgfile::parse("2\n3\n-?-\nABC\n0 1 1\n", "t");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_TRUE(contains(r.warnings,
                       "rule 6: question (0, 1) type 1: its word at (1, 1) right starts in the "
                       "middle of a run ((1, 0) before it is a letter)"))
      << joined(r.warnings);
}

TEST(Validate, Rule7SameWordTwiceIsAWarning) {
  const ArrowwordGrid g = cwgfile::parse("2\n3\n?AB\n?AB\n0 0 3\n1 0 3\n", "t");
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
  const ArrowwordGrid g = cwgfile::load(challenge_dir() / "samples" / "15x15_2_filled.cwg");
  const ValidationReport r = validate(g, &words);
  EXPECT_TRUE(r.valid()) << joined(r.errors);
  EXPECT_EQ(r.unfilled, 0);

  // The same grid with one letter changed uses a word that is not in the list.
  ArrowwordGrid changed = g;
  changed.at(1, 1) = 'Q';  // ZUKUNFTSWEISEND -> ZQKUNFTSWEISEND
  EXPECT_FALSE(validate(changed, &words).valid());
}

TEST(Validate, EmptyTestCaseReportsUnfilledFirst) {
  const ArrowwordGrid g = cwgfile::load(fs::path(CWG_SOURCE_DIR) / "test_cases" / "15x15_1.cwg");
  const ValidationReport r = validate(g, nullptr);
  EXPECT_EQ(r.unfilled, 225);
  ASSERT_FALSE(r.errors.empty());
  EXPECT_EQ(r.errors[0], "rule 1: 225 fields are still empty ('.'), the first at (0, 0)");
}

// ---------------------------------------------------------------------------------------------
// Against the test case it was made from

TEST(CheckAgainstSpec, Sample2FitsTheEmpty15x15) {
  REQUIRE_CHALLENGE();
  const ArrowwordGrid g = cwgfile::load(challenge_dir() / "samples" / "15x15_2_filled.cwg");
  const ArrowwordGrid spec = cwgfile::load(fs::path(CWG_SOURCE_DIR) / "test_cases" / "15x15_1.cwg");
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
  const ArrowwordGrid spec = cwgfile::parse("2\n3\n -?\nA..\n", "spec");
  ArrowwordGrid g = cwgfile::parse("2\n3\n-??\nBC \n", "grid");
  ValidationReport r;
  check_against_spec(g, spec, r);
  EXPECT_EQ(r.errors, (std::vector<std::string>{
                          "spec: field (0, 0) must stay blocked as ' ', holds '-'",
                          "spec: field (0, 1) must stay blocked as '-', holds '?'",
                          "spec: field (1, 0) must keep 'A' from the test case, holds 'B'",
                          "spec: field (1, 2) is blocked (' ') but not in the test case",
                      }));
  g = cwgfile::parse("2\n3\n -?\nAZ?\n", "grid");
  r = {};
  check_against_spec(g, spec, r);
  EXPECT_TRUE(r.errors.empty()) << joined(r.errors);
}
