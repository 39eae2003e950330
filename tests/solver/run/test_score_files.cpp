// What cwg score reads and checks (solver/run/score_files.hpp), on grids written to a
// temporary folder: each grid with its spec, a missing spec named before any grid is read.
#include <gtest/gtest.h>
#include <unistd.h>

#include "core/file_io.hpp"
#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "solver/run/score_files.hpp"

namespace {

namespace fs = std::filesystem;
using namespace cwg::arrowword::run;
using cwg::arrowword::ArrowwordGrid;

TEST(ScoreFiles, EachGridWithItsSpecReadBeforeAnyCheck) {
  const fs::path dir =
      fs::temp_directory_path() / ("cwg_score_files_" + std::to_string(::getpid()));
  fs::create_directories(dir / "spec");
  ArrowwordGrid grid(6, 6), spec(6, 6), other(7, 7);
  grid.at(2, 2) = 'A';
  cwg::write_file_atomic(dir / "a.cwg", cwg::cwgfile::format(grid));
  cwg::write_file_atomic(dir / "spec" / "a.cwg", cwg::cwgfile::format(spec));
  cwg::write_file_atomic(dir / "b.cwg", cwg::cwgfile::format(other));
  const ScoreInputs in = read_score_inputs({dir / "a.cwg", dir / "b.cwg"}, std::nullopt);
  ASSERT_EQ(in.grids.size(), 2u);
  EXPECT_EQ(in.grids[0], grid);
  EXPECT_EQ(in.grids[1], other);
  EXPECT_FALSE(in.specs[0] || in.specs[1]);
  const ScoreInputs with = read_score_inputs({dir / "a.cwg"}, dir / "spec");
  ASSERT_TRUE(with.specs[0]);
  EXPECT_EQ(*with.specs[0], spec);
  // b.cwg has no spec in the folder; a spec that does not exist is named.
  EXPECT_THROW(read_score_inputs({dir / "a.cwg", dir / "b.cwg"}, dir / "spec"), cwg::InputError);
  try {
    read_score_inputs({dir / "nonexistent.cwg"}, dir / "nospec");
    ADD_FAILURE();
  } catch (const cwg::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("nospec"), std::string::npos) << e.what();
  }
  const auto reports = score_grids({dir / "a.cwg", dir / "b.cwg"}, in, {});
  fs::remove_all(dir);
  ASSERT_EQ(reports.size(), 2u);
  EXPECT_EQ(reports[0].file, (dir / "a.cwg").string());
  EXPECT_EQ(reports[1].file, (dir / "b.cwg").string());
  EXPECT_FALSE(reports[0].check.valid());  // an unfilled grid is no valid grid
}

}  // namespace
