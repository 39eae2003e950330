// What a run does with its grids (solver/run/results.hpp): the verdict against theme and
// solution words, the earlier grid kept or replaced, the test cases and the submission, on
// the challenge's filled sample written to a temporary folder. The words of the sample are
// read here through SPEC's arrow table (tests/solver_test_util.hpp), not the library's.
#include <gtest/gtest.h>

#include "core/file_io.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "scoring/ratings.hpp"
#include "solver/run/results.hpp"
#include "solver/run/solve_files.hpp"
#include "solver/run/zip.hpp"
#include "tests/need.hpp"
#include "tests/solver/solver_test_util.hpp"

namespace {

namespace fs = std::filesystem;
using namespace cwg::arrowword::run;
using cwg::arrowword::ArrowwordGrid;

const fs::path kSample = cwg::test::kChallenge / "samples" / "15x15_2_filled.cwg";

class Results : public ::testing::Test {
 protected:
  void SetUp() override {
    CWG_NEED(fs::exists(kSample) && cwg::test::challenge()) << "no " << kSample;
    dir_ = fs::temp_directory_path() /
           ("cwg_run_results_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    sample_ = cwg::cwgfile::load(kSample);
  }
  void TearDown() override {
    if (!dir_.empty()) fs::remove_all(dir_);
  }
  /// The sample's words, spelled through the oracle's slots.
  std::vector<std::string> words() const {
    std::vector<std::string> out;
    for (const auto& slot : cwg::test::oracle_slots(sample_)) {
      std::string w;
      for (int cell : slot.cells) w += sample_.fields[static_cast<std::size_t>(cell)];
      out.push_back(w);
    }
    return out;
  }
  const std::unordered_set<std::string>& list() const { return cwg::test::challenge()->words; }
  void write(const std::string& name, const std::string& text) const {
    std::ofstream(dir_ / name, std::ios::binary) << text;
  }

  fs::path dir_;
  ArrowwordGrid sample_;
};

TEST_F(Results, ThemeWordsMustBeWordsOfTheGrid) {
  const std::vector<std::string> w = words();
  ASSERT_GE(w.size(), 2u);
  EXPECT_TRUE(judge(sample_, true, {{w[0], w[1]}, ""}).ok);
  const Verdict v = judge(sample_, true, {{w[0], "ZZZZQX"}, ""});
  EXPECT_FALSE(v.ok);
  EXPECT_EQ(v.theme_missing, " ZZZZQX");
  EXPECT_FALSE(judge(sample_, false, {}).ok);  // an invalid grid stays invalid
}

TEST_F(Results, TheSolutionWordNeedsItsLettersInTheGrid) {
  const std::string first = words().at(0);
  const Verdict v = judge(sample_, true, {{}, first.substr(0, 3)});
  ASSERT_TRUE(v.ok) << v.unspellable;
  ASSERT_EQ(v.solution_fields.size(), 3u);
  for (std::size_t k = 0; k < 3; ++k)
    EXPECT_EQ(sample_.fields[static_cast<std::size_t>(v.solution_fields[k])], first[k]);
  const Verdict q = judge(sample_, true, {{}, "QQQQQQQQQQQQ"});
  EXPECT_FALSE(q.ok);
  EXPECT_FALSE(q.unspellable.empty());
}

TEST_F(Results, AnEarlierValidGridIsKeptUnlessBeaten) {
  write("a.cwg", cwg::cwgfile::format(sample_));
  const auto earlier = valid_grid_at(dir_ / "a.cwg", nullptr, list());
  ASSERT_TRUE(earlier);
  const double score = cwg::arrowword::rate(sample_).score;
  EXPECT_DOUBLE_EQ(earlier->score, score);
  EXPECT_TRUE(keeps_earlier(earlier, score, false));  // a tie keeps the earlier one
  EXPECT_FALSE(keeps_earlier(earlier, score + 0.01, false));
  EXPECT_FALSE(keeps_earlier(earlier, score, true));  // --force
  EXPECT_FALSE(keeps_earlier(std::nullopt, 0, false));
  // Not there, not a grid, not valid, or not of the spec: nothing to keep.
  EXPECT_FALSE(valid_grid_at(dir_ / "none.cwg", nullptr, list()));
  write("bad.cwg", "15\n15\n");
  EXPECT_FALSE(valid_grid_at(dir_ / "bad.cwg", nullptr, list()));
  const ArrowwordGrid other(14, 15);  // another size
  EXPECT_FALSE(valid_grid_at(dir_ / "a.cwg", &other, list()));
  ArrowwordGrid broken = sample_;
  broken.at(1, 1) = broken.at(1, 1) == 'E' ? 'X' : 'E';
  write("broken.cwg", cwg::cwgfile::format(broken));
  EXPECT_FALSE(valid_grid_at(dir_ / "broken.cwg", nullptr, list()));
}

TEST_F(Results, AFinishedGridIsWrittenUnlessAnEarlierOneAsGoodStays) {
  SolveInputs in;
  in.files = {"in/a.cwg"};
  in.grids = {cwg::test::blank_letters(sample_)};
  in.placements.resize(1);
  BatchOutcome o;
  o.result.grid = sample_;
  o.result.filled = o.valid = true;
  o.ratings = cwg::arrowword::rate(sample_);
  const cwg::WordList none;
  const cwg::arrowword::WordScores scores(none);
  auto finish = [&](bool force, const BatchOutcome& outcome, GridRow& row) {
    row.output = (dir_ / "a.cwg").string();
    row.outcome = &outcome;
    return finish_grid(row, in, 0, list(), scores, force, false, 1);
  };
  GridRow first;
  const Tally t1 = finish(false, o, first);
  EXPECT_TRUE(t1.ok);
  EXPECT_DOUBLE_EQ(t1.final_score, o.ratings.score);
  EXPECT_FALSE(first.earlier);
  EXPECT_EQ(cwg::read_file(dir_ / "a.cwg"), cwg::cwgfile::format(sample_));
  GridRow again;  // a tie: the earlier grid stays
  EXPECT_TRUE(finish(false, o, again).ok);
  ASSERT_TRUE(again.kept);
  EXPECT_DOUBLE_EQ(again.kept->score, o.ratings.score);
  GridRow forced;
  finish(true, o, forced);
  EXPECT_TRUE(forced.earlier);
  EXPECT_FALSE(forced.kept);
  BatchOutcome stopped;
  stopped.interrupted = true;
  GridRow interrupted;
  const Tally t4 = finish(false, stopped, interrupted);
  EXPECT_FALSE(t4.ok);
  EXPECT_DOUBLE_EQ(t4.final_score, o.ratings.score) << "the grid already there counts";
}

TEST_F(Results, TheSubmissionHoldsTheValidGridsOfTheCases) {
  fs::create_directories(dir_ / "cases");
  write("cases/a.cwg", cwg::cwgfile::format(cwg::test::blank_letters(sample_)));
  write("cases/b.cwg", cwg::cwgfile::format(cwg::test::blank_letters(sample_)));
  write("cases/c.cwg", "not a grid");
  write("cases/d.txt", "1\n1\n?\n");
  const auto cases = read_cases(dir_ / "cases");
  ASSERT_EQ(cases.size(), 2u);
  EXPECT_TRUE(cases.count("a.cwg") && cases.count("b.cwg"));
  EXPECT_TRUE(read_cases(dir_ / "missing").empty());
  fs::create_directories(dir_ / "out");
  write("out/a.cwg", cwg::cwgfile::format(sample_));  // b.cwg has no grid yet
  std::map<std::string, const ArrowwordGrid*> specs;
  for (const auto& [name, grid] : cases) specs[name] = &grid;
  const auto entries = submission(dir_ / "out", specs, list());
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].first, "a.cwg");
  EXPECT_EQ(entries[0].second, cwg::cwgfile::format(sample_));
}

TEST_F(Results, ThemeWordsAreWrittenInBeforeAnyWork) {
  SolveInputs in;
  in.files = {"in/a.cwg"};
  in.grids = {cwg::test::blank_letters(sample_)};
  EXPECT_TRUE(write_theme(in, 1).empty());  // no theme: no placements, nothing written
  ASSERT_EQ(in.placements.size(), 1u);
  EXPECT_TRUE(in.placements[0].empty());
  EXPECT_TRUE(in.themed.empty());
  in.theme = {{"HAUS", 1}};
  in.requirements.theme_words = {"HAUS"};
  EXPECT_TRUE(write_theme(in, 1).empty());
  ASSERT_EQ(in.themed.size(), 1u);
  ASSERT_EQ(in.placements[0].size(), 1u);
  const cwg::arrowword::ThemePlacement& p = in.placements[0][0];
  EXPECT_EQ(p.word, "HAUS");
  const int dr = p.dir == cwg::arrowword::Dir::Down, dc = 1 - dr;
  for (int i = 0; i < 4; ++i) EXPECT_EQ(in.themed[0].at(p.row + dr * i, p.col + dc * i), "HAUS"[i]);
  EXPECT_EQ(in.grids[0], cwg::test::blank_letters(sample_));  // the spec stays as read
  EXPECT_EQ(in.list.words, std::vector<std::string>{"HAUS"});
}

}  // namespace
