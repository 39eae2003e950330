// What `cwg info`, `convert` and `export` of puzzle files read and say, called directly
// (export/puzzle_info, export/puzzle_files): reports over several files with one unreadable,
// the clues and texts of a conversion, and the puzzle a page shows.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "core/input_error.hpp"
#include "export/puzzle_files.hpp"
#include "export/puzzle_info.hpp"
#include "tests/error_message.hpp"
#include "tests/formats/puz/puz_test_util.hpp"
#include "tests/game/game_test_util.hpp"

namespace cwg::page {
namespace {

const std::filesystem::path kData = std::filesystem::path(CWG_SOURCE_DIR) / "tests" / "export";

using test::message_of;

// An unreadable file is named on err and in the array; the others are still reported.
TEST(PuzzleInfo, EveryFileReported) {
  CWG_REQUIRE_PUZ_DATA();
  const std::string good = (test::puz_dir() / "cs080904.puz").string();
  std::ostringstream out, err;
  EXPECT_EQ(info_puz({"no_such.puz", good}, true, out, err), 2);
  const auto all = nlohmann::json::parse(out.str());
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0]["file"], "no_such.puz");
  EXPECT_EQ(all[1]["file"], good);
  EXPECT_EQ(err.str().rfind("cwg: no_such.puz: ", 0), 0u) << err.str();
  std::ostringstream text, none;
  EXPECT_EQ(info_puz({good}, false, text, none), 0);
  EXPECT_EQ(text.str().rfind(good + ": Across Lite .puz 1.2", 0), 0u) << text.str();
  EXPECT_EQ(none.str(), "");
}

// Inputs of several families: runs of one family, in order, a file no info knows alone;
// each run's array joined into one, a run that cannot be read named, the others reported.
TEST(PuzzleInfo, MixedFamiliesJoinedInOneArray) {
  EXPECT_EQ(info_family("a.PUZ"), "puz");
  EXPECT_EQ(info_family("b.ipuz"), "ipuz");
  EXPECT_EQ(info_family("c.cgp"), "game");
  EXPECT_EQ(info_family("d.doc"), "unknown");
  const std::vector<InfoRun> runs = info_runs({{"puz", {"a.puz"}},
                                               {"puz", {"b.puz"}},
                                               {"unknown", {"x.doc"}},
                                               {"unknown", {"y.doc"}},
                                               {"game", {"--cgp", "C"}},
                                               {"game", {"g.gcg"}},
                                               {"ipuz", {"bad.ipuz"}}});
  ASSERT_EQ(runs.size(), 5u);
  EXPECT_EQ(runs[0].args, (std::vector<std::string>{"a.puz", "b.puz"}));
  EXPECT_EQ(runs[2].args, std::vector<std::string>{"y.doc"});
  EXPECT_EQ(runs[3].args, (std::vector<std::string>{"--cgp", "C", "g.gcg"}));
  // A stand-in for the families' info: an object per argument, exit 1 for a game.
  const FamilyInfo info = [](const InfoRun& run, std::ostream& out) {
    if (run.family == "ipuz") throw InputError(run.args[0], 1, 2, "not JSON");
    nlohmann::json array = nlohmann::json::array();
    for (const std::string& a : run.args) array.push_back({{"file", a}});
    out << array.dump();
    return run.family == "game" ? 1 : 0;
  };
  std::ostringstream out, err;
  EXPECT_EQ(info_mixed(runs, true, info, out, err), 2);
  std::vector<std::string> files;
  for (const auto& o : nlohmann::json::parse(out.str())) files.push_back(o["file"]);
  EXPECT_EQ(files, (std::vector<std::string>{"a.puz", "b.puz", "x.doc", "y.doc", "--cgp", "C",
                                             "g.gcg", "bad.ipuz"}));
  EXPECT_EQ(err.str(),
            "cwg: x.doc: not a file cwg info knows (.puz, .ipuz, .gcg or .cgp)\n"
            "cwg: y.doc: not a file cwg info knows (.puz, .ipuz, .gcg or .cgp)\n"
            "cwg: bad.ipuz:1:2: not JSON\n");
  std::ostringstream text, none;
  EXPECT_EQ(info_mixed({runs[0], runs[3]}, false, info, text, none), 1);
  EXPECT_EQ(text.str(), R"([{"file":"a.puz"},{"file":"b.puz"}][{"file":"--cgp"},)"
                        R"({"file":"C"},{"file":"g.gcg"}])");
  EXPECT_EQ(none.str(), "");
}

// A puzzle written as ipuz reads back; a file that is not JSON is named, exit 2.
TEST(PuzzleInfo, IpuzWrittenThenReported) {
  test::TempDir dir;
  std::ostringstream err;
  const puzzle::Puzzle p = read_for_page((kData / "mini5.txt").string(),
                                         (kData / "mini5_clues.txt").string(), true, err);
  const auto ipuz = dir.write("m.ipuz", convert_bytes(p, ".ipuz", "m", err));
  const auto bad = dir.write("bad.ipuz", "{\"version\": [");
  std::ostringstream out, info_err;
  EXPECT_EQ(info_ipuz({ipuz.string(), bad.string()}, true, out, info_err), 2);
  const auto all = nlohmann::json::parse(out.str());
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0]["format"], "ipuz");
  EXPECT_EQ(all[0]["title"], "mini5");
  EXPECT_NE(info_err.str().find(bad.string()), std::string::npos);
}

// --clues is refused for a file with clues of its own; texts given replace the file's; a
// scrambled .puz is written without its solution, said on err.
TEST(PuzzleFiles, ReadForConvert) {
  CWG_REQUIRE_PUZ_DATA();
  const std::string locked = (test::puz_dir() / "nyt_locked.puz").string();
  std::ostringstream err;
  EXPECT_EQ(message_of([&] { read_for_convert(locked, "clues.txt", {}, err); }),
            "convert: --clues is for a .cwg or .txt input (a .puz has its clues)");
  EXPECT_EQ(message_of([&] { read_for_convert("a.doc", std::nullopt, {}, err); }),
            "a.doc: convert: not a .puz, .txt, .cwg or .ipuz file");
  GivenTexts texts;
  texts.title = "T";
  texts.notes = "N";
  const puzzle::Puzzle p = read_for_convert(locked, std::nullopt, texts, err);
  EXPECT_EQ(p.title, "T");
  EXPECT_EQ(p.notes, "N");
  EXPECT_EQ(p.author, "Alex Boisvert / Will Shortz");
  EXPECT_EQ(err.str(), "cwg: warning: " + locked +
                           ": the solution is scrambled or withheld; written without it\n");
  EXPECT_EQ(message_of([&] { convert_bytes(p, ".doc", "x", err); }),
            "convert: OUT must end in .ipuz, .puz, .txt or .cwg");
}

// A grid file is headed by its name; the words without a clue are named.
TEST(PuzzleFiles, ReadForPage) {
  std::ostringstream err;
  const std::string grid = (kData / "island9.cwg").string();
  const puzzle::Puzzle p = read_for_page(grid, std::nullopt, true, err);
  EXPECT_EQ(p.title, "island9");
  EXPECT_EQ(err.str().rfind("cwg: " + grid + ": warning: no clue for " +
                                std::to_string(p.entries.size()) + " of " +
                                std::to_string(p.entries.size()) + " words:",
                            0),
            0u)
      << err.str();
  std::ostringstream none;
  read_for_page(grid, (kData / "island9_clues.txt").string(), true, none);
  EXPECT_EQ(none.str(), "");
  EXPECT_EQ(message_of([&] { read_for_page("x.doc", std::nullopt, true, none); }),
            "x.doc: cwg export takes a .cwg, .txt, .puz, .ipuz or .gcg file");
}

}  // namespace
}  // namespace cwg::page
