// The .puz commands through the binary: exit codes, messages, outputs byte for byte, and
// no output at all when refused.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "formats/puz/checksum.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/summary.hpp"
#include "tests/formats/puz/puz_test_util.hpp"
#include "tests/need.hpp"

using cwg::test::ProcessRun;
using cwg::test::run_cwg;
using cwg::test::split_args;

namespace cwg::puz {
namespace {

namespace fs = std::filesystem;
using test::puz_dir;
using test::quoted;
using test::read_all;

class PuzCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("cwg_puz_cli_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string in(const std::string& file) const { return quoted((puz_dir() / file).string()); }
  fs::path path(const std::string& name) const { return dir_ / name; }
  void write(const std::string& name, const std::string& bytes) const {
    std::ofstream(path(name), std::ios::binary) << bytes;
  }

  fs::path dir_;
};

TEST_F(PuzCli, InfoJsonOnEveryRealFile) {
  CWG_REQUIRE_PUZ_DATA();
  std::string files;
  for (const auto& row : test::expected_rows()) files += " " + in(row[0]);
  const ProcessRun r = run_cwg(split_args("info --json" + files));
  EXPECT_EQ(r.exit_code, 2);  // ONE_bad.puz is no .puz
  EXPECT_NE(r.err.find("ONE_bad.puz: byte 0"), std::string::npos) << r.err;
  const auto all = nlohmann::json::parse(r.out);
  const auto rows = test::expected_rows();
  ASSERT_EQ(all.size(), rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto& j = all[i];
    const auto& f = rows[i];
    SCOPED_TRACE(f[0]);
    EXPECT_EQ(j["format"], "puz");
    if (f[1] == "not a puz") {
      EXPECT_EQ(j["valid"], false);
      continue;
    }
    EXPECT_EQ(j["valid"], f[1] == "ok");
    EXPECT_TRUE(j["errors"].empty());
    EXPECT_EQ(j["version"], f[2]);
    EXPECT_EQ(std::to_string(j["width"].get<int>()), f[3]);
    EXPECT_EQ(std::to_string(j["height"].get<int>()), f[4]);
    EXPECT_EQ(std::to_string(j["across"].size()), f[6]);
    EXPECT_EQ(std::to_string(j["down"].size()), f[7]);
    EXPECT_EQ(j["scrambled"], f[8] == "yes");
    // Every member the issue names, with its type.
    EXPECT_EQ(j["readable"], true);
    for (const char* key : {"file", "format", "version", "title", "author", "copyright", "notes"})
      EXPECT_TRUE(j.contains(key) && j[key].is_string()) << key;
    for (const char* key : {"width", "height", "rebus", "circles"})
      EXPECT_TRUE(j.contains(key) && j[key].is_number_integer()) << key;
    for (const char* key : {"valid", "scrambled"})
      EXPECT_TRUE(j.contains(key) && j[key].is_boolean()) << key;
    for (const char* key : {"errors", "across", "down"})
      EXPECT_TRUE(j.contains(key) && j[key].is_array()) << key;
    for (const char* list : {"across", "down"})
      for (const auto& e : j[list]) {
        ASSERT_EQ(e.size(), 3u);
        EXPECT_TRUE(e["number"].is_number_integer() && e["clue"].is_string() &&
                    e["answer"].is_string());
        EXPECT_EQ(e["answer"].get<std::string>().empty(), f[8] == "yes");  // scrambled: no answers
      }
  }
  // The three rebus squares spelled out in their words (README: STAR).
  const auto& rebus = all[10];
  ASSERT_EQ(rebus["file"].get<std::string>().ends_with("nyt_rebus_with_notes_and_shape.puz"), true);
  EXPECT_EQ(rebus["rebus"], 3);
  EXPECT_EQ(rebus["circles"], 5);
  EXPECT_EQ(rebus["across"][4]["answer"], "NOSTARCH");             // 15-Across
  EXPECT_EQ(all[rows.size() - 2]["across"][0]["answer"], "LAMB");  // washpost
}

TEST_F(PuzCli, InfoExitCodes) {
  CWG_REQUIRE_PUZ_DATA();
  EXPECT_EQ(run_cwg(split_args("info " + in("washpost.puz") + " " + in("nyt_v1_4.puz"))).exit_code,
            0);
  std::string bytes = read_all(puz_dir() / "washpost.puz");
  bytes[13 + 0x0E] ^= 0x01;  // the CIB checksum
  write("cib.puz", bytes);
  const ProcessRun bad = run_cwg(split_args("info --json " + quoted(path("cib.puz").string())));
  EXPECT_EQ(bad.exit_code, 1);
  const auto j = nlohmann::json::parse(bad.out);
  ASSERT_EQ(j[0]["errors"].size(), 1u);
  EXPECT_TRUE(j[0]["errors"][0].get<std::string>().starts_with("CIB checksum"));
  write("short.puz", read_all(puz_dir() / "nyt_v1_4.puz").substr(0, 1000));
  const ProcessRun cut = run_cwg(split_args("info " + quoted(path("short.puz").string())));
  EXPECT_EQ(cut.exit_code, 2);
  EXPECT_NE(cut.err.find("short.puz: byte 1000"), std::string::npos) << cut.err;
}

// A batch: 0 when all valid, 1 when some readable file fails a check, 2 when some file is
// no .puz or cut short, whatever the order; every file still reported.
TEST_F(PuzCli, MixedBatchExitCodes) {
  CWG_REQUIRE_PUZ_DATA();
  std::string bytes = read_all(puz_dir() / "nyt_v1_4.puz");
  bytes[0x10] ^= 0x01;  // masked CIB checksum
  write("failing.puz", bytes);
  write("cut.puz", bytes.substr(0, 0x40));
  const std::string valid = in("washpost.puz"), failing = quoted(path("failing.puz").string()),
                    cut = quoted(path("cut.puz").string());
  EXPECT_EQ(run_cwg(split_args("info " + valid + " " + in("unicode.puz"))).exit_code, 0);
  EXPECT_EQ(run_cwg(split_args("info " + failing + " " + valid)).exit_code, 1);
  EXPECT_EQ(run_cwg(split_args("info " + valid + " " + failing)).exit_code, 1);
  const ProcessRun broken = run_cwg(split_args("info --json " + cut + " " + failing + " " + valid));
  EXPECT_EQ(broken.exit_code, 2);
  EXPECT_NE(broken.err.find("cut.puz: byte 64 (0x40): the file ends inside the solution grid"),
            std::string::npos)
      << broken.err;
  const auto j = nlohmann::json::parse(broken.out);
  ASSERT_EQ(j.size(), 3u);
  EXPECT_EQ(j[0]["readable"], false);
  EXPECT_EQ(j[1]["valid"], false);
  EXPECT_TRUE(j[1]["errors"][0].get<std::string>().starts_with("masked CIB checksum"));
  EXPECT_EQ(j[2]["valid"], true);
  EXPECT_EQ(
      run_cwg(split_args("info " + valid + " " + failing + " " + in("ONE_bad.puz"))).exit_code, 2);
}

TEST_F(PuzCli, ConvertEveryValidFileByteForByte) {
  CWG_REQUIRE_PUZ_DATA();
  for (const auto& row : test::expected_rows()) {
    if (row[1] != "ok") continue;
    const ProcessRun r =
        run_cwg(split_args("convert " + in(row[0]) + " -o " + quoted(path("out.puz").string())));
    EXPECT_EQ(r.exit_code, 0) << row[0] << r.err;
    EXPECT_EQ(read_all(path("out.puz")), read_all(puz_dir() / row[0])) << row[0];
  }
}

TEST_F(PuzCli, ConvertRefusesFailedChecksUnlessRepair) {
  CWG_REQUIRE_PUZ_DATA();
  std::string bytes = read_all(puz_dir() / "nyt_rebus_with_notes_and_shape.puz");
  bytes[0x12] ^= 0x40;  // masked grid checksum
  bytes[bytes.size() - 3] =
      static_cast<char>(bytes[bytes.size() - 3] ^ 0x40);  // GEXT data: its checksum fails
  write("bad.puz", bytes);
  const std::string out = quoted(path("fixed.puz").string());
  const ProcessRun refused =
      run_cwg(split_args("convert " + quoted(path("bad.puz").string()) + " -o " + out));
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_NE(refused.err.find("masked grid checksum"), std::string::npos);
  EXPECT_NE(refused.err.find("section GEXT checksum"), std::string::npos);
  EXPECT_FALSE(fs::exists(path("fixed.puz")));
  const ProcessRun fixed = run_cwg(
      split_args("convert " + quoted(path("bad.puz").string()) + " -o " + out + " --repair"));
  EXPECT_EQ(fixed.exit_code, 0);
  EXPECT_NE(fixed.err.find("repaired masked grid checksum"), std::string::npos) << fixed.err;
  EXPECT_TRUE(failed_checks(puz::load(path("fixed.puz"))).empty());
  EXPECT_EQ(run_cwg(split_args("info " + out)).exit_code, 0);
  // Nothing to repair is said; a text output leaves the failed checks behind and says so.
  const ProcessRun nothing = run_cwg(
      split_args("convert " + out + " -o " + quoted(path("again.puz").string()) + " --repair"));
  EXPECT_NE(nothing.err.find("nothing to repair"), std::string::npos) << nothing.err;
  const ProcessRun text =
      run_cwg(split_args("convert " + quoted(path("bad.puz").string()) + " -o " +
                         quoted(path("bad.txt").string()) + " --repair"));
  EXPECT_EQ(text.exit_code, 0);
  EXPECT_NE(text.err.find("left behind (the text format has no checksums): masked grid checksum"),
            std::string::npos)
      << text.err;
}

TEST_F(PuzCli, BrokenInputsNeverCrashNorWrite) {
  CWG_REQUIRE_PUZ_DATA();
  const std::string bytes = read_all(puz_dir() / "nyt_weekday_with_notes.puz");
  std::string wrong_magic = bytes, wrong_size = bytes, wrong_count = bytes, wrong_section = bytes;
  wrong_magic[4] = 'x';
  wrong_size[0x2C] = 16;
  wrong_count[0x2E] = 71;
  wrong_section[bytes.size() - 8] = 9;  // LTIM declares 9 bytes
  const std::pair<const char*, std::string> cases[] = {{"magic.puz", wrong_magic},
                                                       {"size.puz", wrong_size},
                                                       {"count.puz", wrong_count},
                                                       {"section.puz", wrong_section},
                                                       {"cut.puz", bytes.substr(0, 700)}};
  for (const auto& [name, data] : cases) {
    write(name, data);
    const ProcessRun r = run_cwg(split_args("convert " + quoted(path(name).string()) + " -o " +
                                            quoted(path("o.puz").string())));
    EXPECT_EQ(r.exit_code, 2) << name << ": " << r.err;
    EXPECT_NE(r.err.find(std::string(name) + ": byte "), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(path("o.puz"))) << name;
  }
}

TEST_F(PuzCli, UnlockFindsTheKeyAndLockUndoesIt) {
  CWG_REQUIRE_PUZ_DATA();
  const std::string open = quoted(path("open.puz").string());
  const ProcessRun r = run_cwg(split_args("unlock " + in("nyt_locked.puz") + " -o " + open));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "key 7844\n");
  const ProcessRun info = run_cwg(split_args("info --json " + open));
  EXPECT_EQ(info.exit_code, 0);
  EXPECT_NE(info.out.find("\"LAKEONTARIO\""), std::string::npos);
  EXPECT_EQ(run_cwg(split_args("lock " + open + " -o " + quoted(path("again.puz").string()) +
                               " --key 7844"))
                .exit_code,
            0);
  EXPECT_EQ(read_all(path("again.puz")), read_all(puz_dir() / "nyt_locked.puz"));

  EXPECT_EQ(run_cwg(split_args("lock " + in("washpost.puz") + " -o " +
                               quoted(path("l.puz").string()) + " --key 2718"))
                .exit_code,
            0);
  EXPECT_EQ(run_cwg(split_args("unlock " + quoted(path("l.puz").string()) + " -o " +
                               quoted(path("u.puz").string()) + " --key 2718"))
                .exit_code,
            0);
  EXPECT_EQ(read_all(path("u.puz")), read_all(puz_dir() / "washpost.puz"));
  EXPECT_EQ(run_cwg(split_args("unlock " + quoted(path("l.puz").string()) + " -o " +
                               quoted(path("w.puz").string()) + " --key 1111"))
                .exit_code,
            2);
  EXPECT_FALSE(fs::exists(path("w.puz")));
  EXPECT_EQ(run_cwg(split_args("lock " + in("washpost.puz") + " -o " +
                               quoted(path("k.puz").string()) + " --key 12a4"))
                .exit_code,
            2);
}

// lock then unlock without --key gives every real file back (the key is found, and ranked
// first when others pass too); on a file Across Lite once unlocked only the two bytes at
// 0x1E, in no checksum, differ (see PuzScramble.LockThenUnlockIsIdentityOnEveryRealFile).
TEST_F(PuzCli, LockThenUnlockWithoutKeyOnEveryRealFile) {
  CWG_REQUIRE_PUZ_DATA();
  int identical = 0;
  for (const auto& row : test::expected_rows()) {
    if (row[1] != "ok" || row[8] == "yes") continue;
    SCOPED_TRACE(row[0]);
    const std::string locked = quoted(path("l.puz").string()),
                      open = quoted(path("u.puz").string());
    const ProcessRun l =
        run_cwg(split_args("lock " + in(row[0]) + " -o " + locked + " --key 4321"));
    if (l.exit_code == 2 && l.err.find("only a solution of letters A-Z") != std::string::npos)
      continue;
    ASSERT_EQ(l.exit_code, 0) << l.err;
    EXPECT_EQ(run_cwg(split_args("info " + locked)).exit_code, 0);
    const ProcessRun u = run_cwg(split_args("unlock " + locked + " -o " + open));
    ASSERT_EQ(u.exit_code, 0) << u.err;
    EXPECT_EQ(u.out, "key 4321\n");
    std::string original = read_all(puz_dir() / row[0]);
    const std::string back = read_all(path("u.puz"));
    const std::size_t at = original.find("ACROSS&DOWN") - 2 + 0x1E;
    if (original == back) ++identical;
    original[at] = original[at + 1] = '\0';
    EXPECT_EQ(back, original);
  }
  EXPECT_GE(identical, 11);
  const ProcessRun two = run_cwg(
      split_args("unlock " + in("nyt_diagramless.puz") + " -o " + quoted(path("d.puz").string())));
  EXPECT_EQ(two.out, "key 3285\n");
  EXPECT_NE(two.err.find("2 keys pass the checksum: 3285 7230; used 3285"), std::string::npos)
      << two.err;
}

TEST_F(PuzCli, TextAndRender) {
  CWG_REQUIRE_PUZ_DATA();
  EXPECT_EQ(run_cwg(split_args("convert " + in("diagramless.puz") + " -o " +
                               quoted(path("d.txt").string())))
                .exit_code,
            0);
  EXPECT_EQ(read_all(path("d.txt")), read_all(puz_dir() / "puzpy_diagramless.txt"));
  const ProcessRun svg =
      run_cwg(split_args("render " + in("nyt_rebus_with_notes_and_shape.puz") + " -o -"));
  EXPECT_EQ(svg.exit_code, 0);
  std::size_t circles = 0, stars = 0;
  for (std::size_t p = 0; (p = svg.out.find("<circle", p)) != std::string::npos; ++p) ++circles;
  for (std::size_t p = 0; (p = svg.out.find(">STAR<", p)) != std::string::npos; ++p) ++stars;
  EXPECT_EQ(circles, 5u);
  EXPECT_EQ(stars, 3u);
  EXPECT_NE(svg.out.find(">ACROSS<"), std::string::npos);
  EXPECT_EQ(run_cwg(split_args("render " + in("nyt_locked.puz") + " -o - --solution")).exit_code,
            2);
}

TEST_F(PuzCli, ArrowwordExport) {
  write("g.cwg", "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n");
  write("clues.txt", "LEA\tWiese\nEI\tOval\nID\tAusweis\n");
  const std::string out = quoted(path("g.puz").string());
  const ProcessRun r =
      run_cwg(split_args("convert " + quoted(path("g.cwg").string()) + " -o " + out + " --clues " +
                         quoted(path("clues.txt").string()) + " --title Test --author cwg"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("no clue for AD (4 across)"), std::string::npos) << r.err;
  const Puzzle p = puz::load(path("g.puz"));
  EXPECT_TRUE(failed_checks(p).empty());
  EXPECT_EQ(p.clues.size(), 4u);  // two across runs, two down runs
  const Summary s = summarize(p, "g.puz");
  EXPECT_EQ(s.down[0].clue, "Wiese");
  EXPECT_EQ(s.author, "cwg");

  write("two.cwg", "2\n5\n?ABCD\n?????\n0 0 3\n1 2 5\n");
  const ProcessRun refused = run_cwg(split_args("convert " + quoted(path("two.cwg").string()) +
                                                " -o " + quoted(path("two.puz").string())));
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("across run at row 1 column 2"), std::string::npos) << refused.err;
  EXPECT_FALSE(fs::exists(path("two.puz")));
}

// ---- cwg fill on a .puz (issue 10, item 7)

TEST_F(PuzCli, FillWritesTheSolutionWithEveryChecksumAndKeepsTheShape) {
  const fs::path words = "/usr/share/dict/american-english";
  CWG_NEED(fs::exists(words)) << "no " << words << " (Debian wamerican)";
  const std::string out = quoted(path("filled.puz").string());
  const ProcessRun r = run_cwg(split_args("fill " + in("washpost.puz") + " --dict " +
                                          quoted(words.string()) + " --out " + out + " --time 60"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const Puzzle before = puz::load(puz_dir() / "washpost.puz");
  const Puzzle after = puz::load(path("filled.puz"));
  EXPECT_TRUE(failed_checks(after).empty());
  EXPECT_EQ(after.width, before.width);
  EXPECT_EQ(after.title, before.title);
  EXPECT_EQ(after.state, before.state) << "the player's grid is kept";
  for (std::size_t i = 0; i < before.solution.size(); ++i)
    EXPECT_EQ(is_black(after.solution[i]), is_black(before.solution[i])) << "square " << i;
  EXPECT_EQ(after.clues.size(), before.clues.size());
  for (const std::string& clue : after.clues) EXPECT_EQ(clue, "") << "no --clues: empty clues";
  // A locked puzzle is refused before any work, naming what to do.
  const ProcessRun locked =
      run_cwg(split_args("fill " + in("nyt_locked.puz") + " --dict " + quoted(words.string()) +
                         " --out " + quoted(path("l.puz").string())));
  EXPECT_EQ(locked.exit_code, 2);
  EXPECT_NE(locked.err.find("unlock it first"), std::string::npos) << locked.err;
  EXPECT_FALSE(fs::exists(path("l.puz")));
}

}  // namespace
}  // namespace cwg::puz
