// The JSON object of a rated grid (scoring/report_json): the README's 3x3 worked by hand,
// and the rounding JSON shows.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "formats/cwg/cwg_io.hpp"
#include "scoring/report_json.hpp"

namespace cwg::arrowword {
namespace {

// ?L? / ?EI / ?AD: LEA (3 letters), ID, EI, AD (2 each); 5 letters, 4 question fields.
const char* const kReadme3x3 = "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";

TEST(ReportJson, TheReadmeGridByHand) {
  const ArrowwordGrid g = cwgfile::parse(kReadme3x3, "t");
  const Ratings r = rate(g);
  const ValidationReport check{{}, {"a warning"}, 0};
  EXPECT_EQ(length_counts(r), (std::array<int, 8>{3, 1, 0, 0, 0, 0, 0, 0}));
  const auto j = grid_json("g.cwg", check, r, 12.3456789);
  EXPECT_EQ(j["file"], "g.cwg");
  EXPECT_EQ(j["format"], "cwg");
  EXPECT_EQ(j["valid"], true);
  EXPECT_EQ(j["warnings"].size(), 1u);
  EXPECT_EQ(j["rating_names"].size(), 6u);
  EXPECT_EQ(j["bonus_score"], 12.345679);
  const auto& f = j["figures"];
  EXPECT_EQ(f["fields"], 9);
  EXPECT_EQ(f["question_fields"], 4);
  EXPECT_EQ(f["letters"], 5);
  EXPECT_EQ(f["words"], 4);
  EXPECT_EQ(f["length_counts"].dump(), "[3,1,0,0,0,0,0,0]");
  EXPECT_EQ(f["length_bins"].dump(), R"(["2","3","4","5","6","7","8","9+"])");
  EXPECT_EQ(f["one_letter_words"], 0);
}

TEST(ReportJson, RoundsToTheGivenDecimals) {
  EXPECT_EQ(rounded(2.0 / 3.0, 3), 0.667);
  EXPECT_EQ(rounded(-1.25, 1), -1.3);
  EXPECT_EQ(nlohmann::json(rounded(99.9999996, 6)).dump(), "100.0");
}

}  // namespace
}  // namespace cwg::arrowword
