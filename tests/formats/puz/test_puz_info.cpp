// The JSON read-out of a .puz (formats/puz/info_json) on every real file against the
// figures of EXPECTED.tsv, and the key unlock picks when none is given.
#include <gtest/gtest.h>

#include <cctype>
#include <nlohmann/json.hpp>
#include <string>

#include "formats/puz/info_json.hpp"
#include "formats/puz/info_text.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/scramble.hpp"
#include "tests/formats/puz/puz_test_util.hpp"

namespace cwg::puz {
namespace {

using test::puz_dir;

TEST(PuzInfoJson, EveryRealFileAgreesWithExpected) {
  CWG_REQUIRE_PUZ_DATA();
  for (const auto& f : test::expected_rows()) {
    SCOPED_TRACE(f[0]);
    if (f[1] == "not a puz") continue;
    const Puzzle p = load(puz_dir() / f[0]);
    const auto j = info_json(f[0], p, summarize(p, f[0]));
    EXPECT_EQ(j["file"], f[0]);
    EXPECT_EQ(j["format"], "puz");
    EXPECT_EQ(j["valid"], f[1] == "ok");
    EXPECT_EQ(j["version"], f[2]);
    EXPECT_EQ(std::to_string(j["width"].get<int>()), f[3]);
    EXPECT_EQ(std::to_string(j["height"].get<int>()), f[4]);
    EXPECT_EQ(std::to_string(j["clues"].get<int>()), f[5]);
    EXPECT_EQ(std::to_string(j["across"].size()), f[6]);
    EXPECT_EQ(std::to_string(j["down"].size()), f[7]);
    EXPECT_EQ(j["scrambled"], f[8] == "yes");
    EXPECT_EQ(j.contains("keys"), f[8] == "yes");
    if (f[8] == "yes")
      EXPECT_EQ(j["solution"], "scrambled");
    else
      EXPECT_TRUE(j["solution"] == "present" || j["solution"] == "withheld") << j["solution"];
  }
}

/// The lines that are a clue: "    " and its number (the notes' further lines are indented
/// more, and start with text).
int clue_lines(const std::string& text) {
  int n = 0;
  for (std::size_t at = 0; at < text.size(); at = text.find('\n', at) + 1) {
    n += text.compare(at, 4, "    ") == 0 && at + 4 < text.size() &&
         std::isdigit(static_cast<unsigned char>(text[at + 4]));
    if (text.find('\n', at) == std::string::npos) break;
  }
  return n;
}

TEST(PuzInfoText, EveryRealFileAgreesWithExpected) {
  CWG_REQUIRE_PUZ_DATA();
  for (const auto& f : test::expected_rows()) {
    SCOPED_TRACE(f[0]);
    if (f[1] == "not a puz") continue;
    const Puzzle p = load(puz_dir() / f[0]);
    const std::string text = info_text(f[0], p, summarize(p, f[0]));
    const std::string head = f[0] + ": Across Lite .puz " + f[2];
    EXPECT_EQ(text.compare(0, head.size(), head), 0) << text.substr(0, 80);
    EXPECT_NE(text.find(", " + f[3] + "x" + f[4] + ", " + f[5] + " clues (" + f[6] + " across, " +
                        f[7] + " down)"),
              std::string::npos);
    EXPECT_EQ(text.find("  checks:    all pass") != std::string::npos, f[1] == "ok");
    EXPECT_EQ(text.find("  solution:  scrambled (key ") != std::string::npos, f[8] == "yes");
    // Every clue on a line of its own (a failed check would be one more such line).
    if (f[1] == "ok") {
      EXPECT_EQ(clue_lines(text), std::stoi(f[5]));
    }
    EXPECT_EQ(text.back(), '\n');
    // Every line after the heading stands indented, a multi-line note's too, none empty,
    // each ended by "\n" alone.
    EXPECT_EQ(text.find('\r'), std::string::npos);
    for (std::size_t at = text.find('\n') + 1; at < text.size(); at = text.find('\n', at) + 1)
      EXPECT_EQ(text.compare(at, 2, "  "), 0) << text.substr(at, 60);
  }
}

TEST(PuzInfoText, FailedChecksAreListedOnePerLine) {
  Summary s;
  EXPECT_EQ(failed_checks_text("x.puz", s, "lock refused"), "");
  s.errors = {"file checksum 0x1234, computed 0x4321"};
  EXPECT_EQ(failed_checks_text("x.puz", s, "lock refused"),
            "x.puz: 1 failed check; lock refused:\n  file checksum 0x1234, computed 0x4321\n");
  s.errors.push_back("CIB checksum");
  EXPECT_EQ(failed_checks_text("x.puz", s, "not written"),
            "x.puz: 2 failed checks; not written:\n  file checksum 0x1234, computed 0x4321\n"
            "  CIB checksum\n");
}

TEST(PuzInfoText, WhyTheSolutionCannotBeShown) {
  CWG_REQUIRE_PUZ_DATA();
  Puzzle p = load(puz_dir() / "washpost.puz");
  EXPECT_EQ(no_solution_text(p), "");
  EXPECT_EQ(no_solution_text(load(puz_dir() / "nyt_locked.puz")),
            "the solution is scrambled (cwg unlock first)");
  p.scrambled_tag = kNoSolutionTag;  // 0x32 = 2: no solution given
  EXPECT_EQ(no_solution_text(p), "the solution is withheld");
}

TEST(PuzInfoJson, AnUnreadableFileHasItsError) {
  const auto j = unreadable_json("x.puz", "x.puz: byte 0: no magic");
  EXPECT_EQ(j.dump(), R"({"file":"x.puz","format":"puz","valid":false,"readable":false,)"
                      R"("errors":["x.puz: byte 0: no magic"]})");
}

TEST(PuzUnlockKey, TheMostLikelyKeyOrWhyThereIsNone) {
  CWG_REQUIRE_PUZ_DATA();
  const Puzzle locked = load(puz_dir() / "nyt_locked.puz");
  EXPECT_EQ(unlock_key(locked, find_keys(locked), "l"), 7844);
  EXPECT_THROW(unlock_key(locked, {}, "l"), PuzError);
  const Puzzle open = load(puz_dir() / "washpost.puz");
  try {
    unlock_key(open, {}, "washpost.puz");
    FAIL() << "no error";
  } catch (const PuzError& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Scramble);
    EXPECT_NE(std::string(e.what()).find("not scrambled"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace cwg::puz
