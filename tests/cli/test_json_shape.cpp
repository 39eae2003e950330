// The one JSON shape of every command (README, "JSON output"): `--json` prints one array
// holding one object per input file, in the order given, each opening with `file` (the
// input as named, `--cgp` for a position on the command line) and `format`; what a file
// holds several of is an array inside its object. Checked on every command and format
// that has --json, with files of every format at once where a command takes several.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tests/need.hpp"
#include "tests/test_util.hpp"

using cwg::test::run_cwg;

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

const fs::path kFormats = fs::path(CWG_SHARED_DIR) / "formats";
const char* const kGrid = "3\n3\n?L?\n?EI\n?AD\n0 0 4\n0 2 0\n1 0 3\n2 0 3\n";
const char* const kEmptyBoard = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15";

class JsonShape : public cwg::test::CwgTest {
 protected:
  /// The output of `cwg ARGS`, checked against the rule for these input files and formats.
  Json expect_shape(const std::vector<std::string>& args,
                    const std::vector<std::pair<std::string, std::string>>& files) {
    const cwg::test::ProcessRun run = run_cwg(args);
    Json all;
    try {
      all = Json::parse(run.out);
    } catch (const std::exception& e) {
      ADD_FAILURE() << "not JSON (" << e.what() << "): " << run.out << run.err;
      return Json();
    }
    EXPECT_TRUE(all.is_array()) << run.out;
    if (!all.is_array()) return all;
    EXPECT_EQ(all.size(), files.size()) << run.out;
    for (std::size_t i = 0; i < all.size() && i < files.size(); ++i) {
      const Json& o = all[i];
      EXPECT_TRUE(o.is_object() && o.size() >= 2) << o;
      if (!o.is_object() || o.size() < 2) continue;
      EXPECT_EQ(o.begin().key(), "file") << o;
      EXPECT_EQ(std::next(o.begin()).key(), "format") << o;
      EXPECT_EQ(o["file"], files[i].first);
      EXPECT_EQ(o["format"], files[i].second);
    }
    return all;
  }
};

TEST_F(JsonShape, ArrowwordCommands) {
  const std::string grid = write("g.cwg", kGrid).string();
  const std::string words = write("w.txt", "lea\nid\nei\nad\n").string();
  expect_shape({"score", "--json", grid, "--dict", words}, {{grid, "cwg"}});
  const Json w = expect_shape({"words", "--json", grid}, {{grid, "cwg"}});
  EXPECT_TRUE(w[0]["words"].is_array());
}

TEST_F(JsonShape, GameRecordsAndPositions) {
  CWG_NEED(fs::exists(kFormats / "gcg")) << "no ../shared/formats";
  const std::string game = (kFormats / "gcg/doug_v_emely.gcg").string();
  const std::string positions =
      write("p.cgp", std::string(kEmptyBoard) + " AB/ 0/0 0\n\n" + kEmptyBoard + " QI/ 0/0 0\n")
          .string();
  const std::string line = std::string(kEmptyBoard) + " CAB/ 0/0 0";
  // One object per file however many positions it holds; --cgp counts as an input.
  const Json info = expect_shape({"info", "--json", "--cgp", line, game, positions},
                                 {{"--cgp", "cgp"}, {game, "gcg"}, {positions, "cgp"}});
  EXPECT_EQ(info[2]["positions"].size(), 2u);
  const std::string lexicon = write("lex.txt", "AB\nBA\nQI\nCAB\n").string();
  const Json moves = expect_shape({"moves", "--json", "--cgp", line, positions, "--dict", lexicon},
                                  {{"--cgp", "cgp"}, {positions, "cgp"}});
  EXPECT_EQ(moves[1]["positions"].size(), 2u);
  EXPECT_EQ(moves[1]["positions"][1]["line"], 3);
  // One file alone is an array of one, too (a .gcg gave a bare object before).
  expect_shape({"info", "--json", game}, {{game, "gcg"}});
}

TEST_F(JsonShape, AcrossLitePuzzles) {
  CWG_NEED(fs::exists(kFormats / "puz")) << "no ../shared/formats";
  const std::string a = (kFormats / "puz/washpost.puz").string();
  const std::string cut = write("cut.puz", "ACROSS&DOWN").string();
  const Json all = expect_shape({"info", "--json", a, cut}, {{a, "puz"}, {cut, "puz"}});
  EXPECT_EQ(all[1]["valid"], false);
}

TEST_F(JsonShape, Ipuz) {
  CWG_NEED(fs::exists(kFormats / "puz")) << "no ../shared/formats";
  const std::string ipuz = path("w.ipuz");
  ASSERT_EQ(run_cwg({"convert", (kFormats / "puz/washpost.puz").string(), "-o", ipuz}).exit_code,
            0);
  expect_shape({"info", "--json", ipuz}, {{ipuz, "ipuz"}});
}

TEST_F(JsonShape, IpuzPuzzles) {
  const std::string grid = write("g.cwg", kGrid).string();
  const std::string good = path("g.ipuz");
  ASSERT_EQ(run_cwg({"convert", grid, "-o", good}).exit_code, 0);
  const std::string bad = write("bad.ipuz", "{").string();
  const Json all = expect_shape({"info", "--json", good, bad}, {{good, "ipuz"}, {bad, "ipuz"}});
  EXPECT_EQ(all[0]["valid"], true);
  EXPECT_EQ(all[1]["valid"], false);
}

}  // namespace

// info on files of several families at once: each read by its own family's reader, in the
// order given, one array (before, all went to the first file's family and failed there).
TEST_F(JsonShape, InfoOnMixedFamilies) {
  CWG_NEED(fs::exists(kFormats / "puz")) << "no ../shared/formats";
  const std::string puz = (kFormats / "puz/washpost.puz").string();
  const std::string game = (kFormats / "gcg/doug_v_emely.gcg").string();
  const std::string ipuz = path("w.ipuz");
  ASSERT_EQ(run_cwg({"convert", puz, "-o", ipuz}).exit_code, 0);
  const Json all = expect_shape({"info", "--json", ipuz, puz, game, puz},
                                {{ipuz, "ipuz"}, {puz, "puz"}, {game, "gcg"}, {puz, "puz"}});
  for (const Json& o : all) EXPECT_EQ(o["valid"], true) << o;
  // The games' options go to the games alone.
  const std::string lexicon = write("lex.txt", "WINDY\n").string();
  const Json with_dict =
      expect_shape({"info", "--json", puz, game, "--dict", lexicon}, {{puz, "puz"}, {game, "gcg"}});
  EXPECT_FALSE(with_dict[1]["words_not_in_lexicon"].empty()) << with_dict[1];
  // Text: each file in its own words; a file of no family named, the others still read.
  const std::string odd = write("notes.foo", "hello\n").string();
  const cwg::test::ProcessRun run = run_cwg({"info", game, odd, puz});
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_NE(run.err.find(odd + ": not a file cwg info knows"), std::string::npos) << run.err;
  EXPECT_NE(run.out.find("valid: every event legal"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Split Pea Soup"), std::string::npos) << run.out;
}
