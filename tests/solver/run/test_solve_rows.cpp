// What cwg solve prints per grid and at the end (solver/run/solve_rows.hpp) and what it
// checks and writes around the solving (solver/run/solve_files.hpp), on made-up outcomes.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "solver/run/solve_files.hpp"
#include "solver/run/solve_rows.hpp"
#include "tests/test_util.hpp"

namespace {

using namespace cwg::arrowword::run;
using cwg::arrowword::ArrowwordGrid;
namespace fs = std::filesystem;

GridRow make_row(const std::string& name, const std::string& file, const std::string& output,
                 const BatchOutcome* o) {
  GridRow row;
  row.name = name;
  row.file = file;
  row.output = output;
  row.outcome = o;
  return row;
}

BatchOutcome filled_outcome() {
  BatchOutcome o;
  o.result.filled = true;
  o.result.attempts = 12;
  o.result.seed = 7;
  o.result.winner = 3;
  o.ratings.value = {99.8, 100, 99.74, 100, 100, 100};
  o.ratings.score = 99.92;
  o.seconds = 1.04;
  o.valid = true;
  return o;
}

TEST(SolveRows, ATableRowThenItsErrorsWarningsAndFigures) {
  const BatchOutcome o = filled_outcome();
  GridRow row = make_row("15x15_1.cwg", "t/15x15_1.cwg", "r/15x15_1.cwg", &o);
  row.verdict.ok = true;
  row.bonus = 109.92;
  row.word_score_mean = 50;
  EXPECT_EQ(table_header(),
            "grid              quest   uncr length   dead  clust double   score   bonus  time_s "
            "attempts   seed wscore\n");
  EXPECT_EQ(table_row(row, "", false),
            "15x15_1.cwg       99.80 100.00  99.74 100.00 100.00 100.00   99.92  109.92     1.0 "
            "      12      7   50.0\n");
  row.kept = KeptGrid{"", 99.95};
  EXPECT_NE(table_row(row, "", false).find("   50.0  kept earlier 99.95\n"), std::string::npos);
  row.verdict.ok = false;
  row.verdict.unspellable = "no E";
  row.clue_note = "no clue for 1 word: AB";
  const std::string text = table_row(row, "HAUS", true);
  EXPECT_NE(text.find("   50.0  INVALID\n    error: cannot spell the solution word HAUS: no E\n"
                      "    warning: no clue for 1 word: AB\n    nodes 0, fails 0, fill restarts "
                      "0, winning attempt 3\n"),
            std::string::npos)
      << text;
}

TEST(SolveRows, NoFillSaysWhyAndTheGridKept) {
  BatchOutcome o;
  o.result.message = "no layout";
  o.seconds = 2.04;
  GridRow row = make_row("g.cwg", "g.cwg", "r/g.cwg", &o);
  EXPECT_EQ(table_row(row, "", false), "g.cwg             no fill: no layout (2.0 s)\n");
  row.earlier = KeptGrid{"", 99.5};
  EXPECT_EQ(table_row(row, "", false),
            "g.cwg             no fill: no layout (2.0 s); kept earlier 99.50\n");
}

TEST(SolveRows, JsonAddsTheRunsMembersToScoresObject) {
  const BatchOutcome o = filled_outcome();
  GridRow row = make_row("g.cwg", "in/g.cwg", "r/g.cwg", &o);
  row.verdict.ok = true;
  row.theme = {{"HAUS", 1, 2, cwg::arrowword::Dir::Down}};
  const auto j = json_row(row);
  EXPECT_EQ(j["file"], "in/g.cwg");
  EXPECT_EQ(j["output"], "r/g.cwg");
  EXPECT_EQ(j["restarts"], 12);
  EXPECT_EQ(j["theme"].dump(), R"([{"word":"HAUS","row":1,"col":2,"direction":"down"}])");
  EXPECT_EQ(j["written"], true);
  EXPECT_TRUE(j["kept_earlier"].is_null());
  row.kept = KeptGrid{"", 99.95};
  EXPECT_EQ(json_row(row)["written"], false);
  EXPECT_EQ(json_row(row)["kept_earlier"], 99.95);
}

TEST(SolveRows, SummaryCountsMissingGridsAsZero) {
  EXPECT_EQ(summary({{true, 99}, {false, 0}}, "r", "r.zip", 1),
            "mean                                                         49.50   54.45  of the "
            "grids now in r; 1 without a valid grid, counted 0\n1 of 2 grids filled and valid in "
            "this run; r.zip holds 1 grid\n");
  EXPECT_NE(summary({{false, 99}}, "r", "r.zip", 0).find("; nothing written\n"), std::string::npos);
}

TEST(SolveFiles, ExpandsFoldersAndNamesTheProblems) {
  const fs::path dir = cwg::test::scratch_path("solve_files");
  fs::remove_all(dir);
  fs::create_directories(dir / "grids");
  fs::create_directories(dir / "empty");
  cwg::write_file_atomic(dir / "grids" / "b.cwg", "x");
  cwg::write_file_atomic(dir / "grids" / "a.cwg", "x");
  cwg::write_file_atomic(dir / "grids" / "n.txt", "x");
  EXPECT_EQ(expand_cwg_inputs({(dir / "grids").string(), "x.cwg"}),
            (std::vector<fs::path>{dir / "grids" / "a.cwg", dir / "grids" / "b.cwg", "x.cwg"}));
  EXPECT_THROW(expand_cwg_inputs({(dir / "empty").string()}), cwg::InputError);
  EXPECT_EQ(name_collisions({"a/g.cwg", "b/h.cwg", "c/g.cwg"}),
            std::vector<std::string>{
                "c/g.cwg: two inputs share the name g.cwg; their outputs would collide"});
  const std::vector<ArrowwordGrid> grids{{5, 6}};
  const auto problems = theme_problems({{"ABCDEFG", 3}, {"ABC", 4}}, "t.txt", grids, {"g.cwg"});
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_NE(problems[0].find("t.txt"), std::string::npos);
  EXPECT_NE(problems[0].find("theme word ABCDEFG (7 letters) is longer than g.cwg (5 x 6)"),
            std::string::npos);
  fs::remove_all(dir);
}

TEST(SolveFiles, AGridsFilesUnderOutAndAKeptOnesNewSheet) {
  const fs::path dir = cwg::test::scratch_path("grid_files");
  fs::remove_all(dir);
  fs::create_directories(dir);
  const ArrowwordGrid grid = cwg::cwgfile::parse("3\n3\n?AB\nC--\nD--\n0 0 3\n0 0 0\n", "g");
  EXPECT_EQ(write_grid_files(dir / "g.cwg", grid, std::nullopt, {}, "", nullptr, true, 1), "");
  EXPECT_EQ(cwg::read_file(dir / "g.cwg"), cwg::cwgfile::format(grid));
  EXPECT_NE(cwg::read_file(dir / "g.svg").find("<svg"), std::string::npos);
  EXPECT_FALSE(fs::exists(dir / "g.clues.tsv"));
  // A kept grid stays as it is; with clue sources only its sheet (and picture) are new.
  const KeptGrid kept{cwg::cwgfile::format(grid), 99};
  EXPECT_EQ(write_grid_files(dir / "k.cwg", grid, kept, {}, "", nullptr, true, 1), "");
  EXPECT_FALSE(fs::exists(dir / "k.cwg"));
  EXPECT_FALSE(fs::exists(dir / "k.svg"));
  cwg::clues::ClueData data;
  data.lists.add_text("AB\tZwei Buchstaben\n", "l.txt");
  const std::string note = write_grid_files(dir / "k.cwg", grid, kept, {}, "", &data, false, 1);
  EXPECT_FALSE(fs::exists(dir / "k.cwg"));
  EXPECT_TRUE(fs::exists(dir / "k.clues.tsv"));
  EXPECT_EQ(note.rfind("no clue for ", 0), 0u) << note;
  fs::remove_all(dir);
}

TEST(SolveFiles, EveryProblemOfTheInputsAtOnce) {
  const fs::path dir = cwg::test::scratch_path("solve_inputs");
  fs::remove_all(dir);
  fs::create_directories(dir / "out");
  cwg::write_file_atomic(dir / "words.txt", "HAUS\nBAUM\n");
  cwg::write_file_atomic(dir / "g.cwg", "3\n3\n?..\n...\n...\n");
  SolveInputs in;
  std::vector<std::string> problems;
  cwg::WordControl control;
  control.min_score = 101;
  read_grids_and_words({(dir / "g.cwg").string(), (dir / "none.cwg").string()}, dir / "words.txt",
                       dir / "out", dir / "r.zip", control, in, problems);
  EXPECT_EQ(in.grids.size(), 1u);
  EXPECT_EQ(in.list.words.size(), 2u);
  ASSERT_EQ(problems.size(), 2u);
  EXPECT_NE(problems[0].find("none.cwg"), std::string::npos);
  EXPECT_NE(problems[1].find("101"), std::string::npos) << problems[1];
  fs::remove_all(dir);
}

}  // namespace

TEST(SolveFiles, GridRowNamesTheInputAndItsPlaceInOut) {
  SolveInputs in;
  in.files = {"in/a.cwg", "cases/b.cwg"};
  const BatchOutcome o = filled_outcome();
  const GridRow row = grid_row(in, 1, "r", o);
  EXPECT_EQ(row.name, "b.cwg");
  EXPECT_EQ(row.file, "cases/b.cwg");
  EXPECT_EQ(row.output, (fs::path("r") / "b.cwg").string());
  EXPECT_EQ(row.outcome, &o);
  EXPECT_FALSE(row.earlier);
}
