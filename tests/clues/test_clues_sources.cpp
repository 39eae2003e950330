// What a run does with its clue sources (clues/sources.hpp): the fill's word list fitted to
// them, the sheet's place beside an output, the warning about unclued words.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "clues/sources.hpp"
#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "tests/test_util.hpp"

namespace cwg::clues {
namespace {

std::unique_ptr<ClueData> lists_only(const std::string& text) {
  auto data = std::make_unique<ClueData>();
  data->lists.add_text(text, "l.txt");
  return data;
}

WordList words(std::vector<std::string> w) {
  WordList list;
  list.source = "w.txt";
  list.words = std::move(w);
  list.scores.assign(list.words.size(), 50);
  return list;
}

TEST(ClueSources, CluedOnlyKeepsTheClueableWordsOrSaysWhyNot) {
  const auto data =
      lists_only("ABC\tFibel\nABCD\tVier Zeichen\nABCDE\tFuenf Zeichen\nQQQ\tDreifach\n");
  WordList list = words({"ABC", "ABCD", "ABCDE", "NOPE", "QQQ"});
  EXPECT_EQ(fit_fill_list(*data, Field::Whole, 50, true, true, list), "");
  EXPECT_EQ(list.words, (std::vector<std::string>{"ABC", "ABCD", "ABCDE", "QQQ"}));
  // Designing needs words of 3, 4 and 5 letters; filling a layout does not.
  WordList few = words({"ABC", "ABCD", "NOPE"});
  EXPECT_EQ(fit_fill_list(*data, Field::Whole, 50, true, true, few),
            "too few clueable words for a grid (2 of 3 in w.txt, none of 5 letters)");
  EXPECT_EQ(few.words.size(), 3u) << "the list stays as it was";
  EXPECT_EQ(fit_fill_list(*data, Field::Whole, 50, true, false, few), "");
  EXPECT_EQ(few.words, (std::vector<std::string>{"ABC", "ABCD"}));
  WordList none = words({"NOPE"});
  EXPECT_EQ(fit_fill_list(*data, Field::Whole, 50, true, false, none),
            "too few clueable words for a grid (0 of 1 in w.txt)");
}

TEST(ClueSources, CluePrefersTheClueableWordsByTheBonus) {
  const auto data = lists_only("ABC\tFibel\n");
  WordList list = words({"ABC", "NOPE"});
  EXPECT_EQ(fit_fill_list(*data, Field::Whole, 20, false, true, list), "");
  EXPECT_EQ(list.words.size(), 2u);
  EXPECT_EQ(list.scores, (std::vector<std::uint8_t>{70, 30}));
}

TEST(ClueSources, FirstCluesSheetPathAndTheUncluedNote) {
  const auto data = lists_only("EI\tOval\nEI\tanderes\nAST\tTeil\n");
  const puzzle::ClueMap first = first_clues(data->lists);
  EXPECT_EQ(first.at("EI"), "Oval");
  EXPECT_EQ(first.at("AST"), "Teil");
  EXPECT_EQ(sheet_path("out/g.cwg"), std::filesystem::path("out/g.clues.tsv"));
  EXPECT_EQ(sheet_path("o.txt"), std::filesystem::path("o.clues.tsv"));
  ClueSheet sheet;
  puzzle::Entry e;
  e.answer = "EI";
  e.clue = "Oval";
  sheet.rows = {{e, "list:l.txt:1"}};
  EXPECT_EQ(unclued_note(sheet), "");
  e.answer = "AST";
  e.clue = "";
  sheet.rows.push_back({e, ""});
  EXPECT_EQ(unclued_note(sheet), "no clue for 1 word: AST");
  sheet.rows.push_back({e, ""});
  EXPECT_EQ(unclued_note(sheet), "no clue for 2 words: AST AST");
}

TEST(ClueSources, LoadsTheListsAndNoThesaurusWithNone) {
  const auto path = cwg::test::scratch_path("sources.txt");
  write_file_atomic(path, "HAUS\tGebäude\n");
  const auto data = load_clue_data({path.string()}, "none", Lang::De);
  EXPECT_EQ(data->thesaurus, nullptr);
  EXPECT_EQ(data->lists.words(), std::vector<std::string>{"HAUS"});
  EXPECT_THROW(load_clue_data({"/no/such/list.txt"}, "none", Lang::De), InputError);
}

}  // namespace
}  // namespace cwg::clues
