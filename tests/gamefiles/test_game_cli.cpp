// `cwg info|convert|render` on records and positions, through the binary.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/game/game_test_util.hpp"

using namespace cwg::test;
namespace fs = std::filesystem;

namespace {

fs::path gcg_dir() {
  return formats_dir() / "gcg";
}

const char* kPolish =
    "A 9 1\nĄ 1 5\nB 2 3\nC 3 2\nĆ 1 6\nD 3 2\nE 7 1\nĘ 1 5\nF 1 5\nG 2 3\nH 2 3\nI 8 1\nJ 2 3\n"
    "K 3 2\nL 3 2\nŁ 2 3\nM 3 2\nN 5 1\nŃ 1 7\nO 6 1\nÓ 1 5\nP 3 2\nR 4 1\nS 4 1\nŚ 1 5\nT 3 2\n"
    "U 2 3\nW 4 1\nY 4 2\nZ 5 1\nŹ 1 9\nŻ 1 5\n? 2 0\n";

}  // namespace

TEST(GameCli, InfoJsonOnEveryRealRecord) {
  CWG_NEED_FORMATS();
  std::ifstream tsv(gcg_dir() / "EXPECTED.tsv");
  std::string line;
  std::getline(tsv, line);
  int files = 0;
  while (std::getline(tsv, line)) {
    const std::string file = line.substr(0, line.find('\t'));
    SCOPED_TRACE(file);
    const ProcessRun r = run_cwg(split_args("info --json " + quoted((gcg_dir() / file).string())));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto all = nlohmann::json::parse(r.out);
    ASSERT_EQ(all.size(), 1u);  // an array even for one file, as every --json output
    const auto& j = all[0];
    EXPECT_EQ(j["file"], (gcg_dir() / file).string());
    EXPECT_EQ(j["format"], "gcg");
    EXPECT_EQ(j["valid"], true);
    EXPECT_TRUE(j["score_errors"].empty());
    std::string players;
    for (const auto& p : j["players"])
      players += (players.empty() ? "" : " / ") + p["nick"].get<std::string>() + "=" +
                 std::to_string(p["score"].get<int>());
    EXPECT_NE(line.find("\t" + players + "\t" + std::to_string(j["events"].get<int>()) + "\t0\t"),
              std::string::npos)
        << players;
    ++files;
  }
  EXPECT_EQ(files, 27);
}

TEST(GameCli, DistributionFromAFile) {
  CWG_NEED_FORMATS();
  TempDir dir;
  const auto dist = dir.write("polish.txt", kPolish);
  // The input first: cli/inputs.cpp takes the first argument with a known extension
  // as the input, option values included.
  const ProcessRun r =
      run_cwg(split_args("info " + quoted((gcg_dir() / "polish_endgame.gcg").string()) +
                         " --json --distribution " + quoted(dist.string())));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out).at(0);
  EXPECT_EQ(j["players"][0]["score"], 316);
  EXPECT_EQ(j["players"][1]["score"], 323);
}

TEST(GameCli, BrokenRecordsNameFileLineAndColumn) {
  TempDir dir;
  const std::string players = "#player1 a Ann\n#player2 b Bob\n";
  struct Case {
    const char* name;
    std::string text;
    int code;
    const char* message;  // after the file name
  };
  const std::vector<Case> cases{
      {"before.gcg", "#player1 a Ann\n>a: CAT 8G CAT +10 10\n", 2,
       ":2:1: an event before #player1 and #player2"},
      {"nick.gcg", players + ">c: CAT 8G CAT +10 10\n", 2, ":3:2: unknown nickname 'c'"},
      {"off.gcg", players + ">a: CAT 8N CAT +10 10\n", 1, ":3:9: event 1 (off-board)"},
      {"occupied.gcg", players + ">a: CAT 8G CAT +10 10\n>b: DOG 8G DOG +10 10\n", 1,
       ":4:9: event 2 (occupied)"},
      {"rack.gcg", players + ">a: DOG 8G CAT +10 10\n", 1, ":3:5: event 1 (rack-lacks-tiles)"},
      {"score.gcg", players + ">a: CAT 8G CAT +11 11\n", 1,
       ":3:16: event 1: score recorded 11, recomputed 10"},
      // Every other check of the replay, through the binary.
      {"letter.gcg", players + ">a: AB 8G AÄ +2 2\n", 1,
       ":3:8: event 1 (unknown-tile): 'Ä' is not a tile"},
      {"through.gcg", players + ">a: AB 8G A.B +8 8\n", 1, ":3:8: event 1 (through-empty)"},
      {"nothing.gcg", players + ">a: CAT 8G CAT +10 10\n>b: XY 8G CAT +0 10\n", 1,
       ":4:8: event 2 (no-new-tile)"},
      {"past.gcg", players + ">a: CAT 8G CAT +10 10\n>b: S 8F S +6 6\n", 1,
       ":4:7: event 2 (incomplete-word)"},
      {"centre.gcg", players + ">a: CAT 1A CAT +15 15\n", 1, ":3:9: event 1 (misses-centre)"},
      {"alone.gcg", players + ">a: Q 8H Q +0 0\n", 1, ":3:7: event 1 (no-word)"},
      {"apart.gcg", players + ">a: CAT 8G CAT +10 10\n>b: DOG 1A DOG +15 15\n", 1,
       ":4:9: event 2 (not-connected)"},
      {"bag.gcg", players + ">a: ZA 8H ZA +22 22\n>b: ZEE 9H Z +10 10\n", 1,
       ":4:5: event 2 (bag-exceeded)"},
      {"withdraw.gcg", players + ">a: CAT 8G CAT +10 10\n>b: AB --  -10 0\n", 1,
       ":4:8: event 2 (withdrawal-without-play)"},
      {"bonus.gcg", players + ">a: AB (challenge) +5 5\n", 1,
       ":3:8: event 1 (challenge-without-play)"},
      {"endrack.gcg", players + ">a: CAT 8G CAT +10 10\n>a:  (Q) +20 30\n", 1,
       ":4:6: event 2 (end-rack-mismatch)"},
      {"turn.gcg", players + ">a: CAT 8G CAT +10 10\n>a: S 8G ...S +6 16\n", 1,
       ":4:7: event 2 (wrong-turn)"},
      {"sum.gcg", players + ">a: CAT 8G CAT +10 10\n>b: S 8G ...S +6 7\n", 1,
       ":4:15: event 2: cumulative recorded 7, recomputed 6"},
      {"late.gcg", players + ">a: CAT 8G CAT +10 10\n#player3 c Cy\n", 2,
       ":4:1: #player3 must come before the first event"},
      {"shape.gcg", players + ">a: CAT 8G\n", 2, ":3:4: an event needs at least a move"},
      // Issue 19: records we passed before, each its own kind.
      {"empty.gcg", "", 2, ":1:1: an empty record"},
      {"finalrack.gcg", players + ">a: ZA 8H ZA +22 22\n#rack2 ZEE\n", 1,
       ":4:1: event 1 (rack-not-in-bag): the rack ZEE stated for b holds Z"},
      {"endrack2.gcg", players + ">a: ZA 8H ZA +22 22\n>b: QQ (QQ) -20 -20\n", 1,
       ":4:8: event 2 (rack-not-in-bag): (QQ) holds Q"},
      {"phony.gcg", players + ">a: CATS 8G CAT +10 10\n>a: CATX --  -10 0\n", 1,
       ":4:5: event 2 (withdrawal-tiles-differ)"},
      {"sixpass.gcg",
       players + ">a: CAT 8G CAT +10 10\n>b: DOG - +0 0\n>a: XYZ - +0 10\n>b: DOG - +0 0\n" +
           ">a: XYZ - +0 10\n>b: DOG - +0 0\n>a: XYZ - +0 10\n>b: DOG - +0 0\n" +
           ">a: XYZ (XYZ) -22 -12\n>b: DOG (DOE) -4 -4\n",
       1, ":12:9: event 10 (six-pass-rack-mismatch)"},
  };
  for (const Case& c : cases) {
    const auto path = dir.write(c.name, c.text);
    const ProcessRun r = run_cwg(split_args("info " + quoted(path.string())));
    EXPECT_EQ(r.exit_code, c.code) << c.name << "\n" << r.out << r.err;
    EXPECT_NE((r.out + r.err).find(path.string() + c.message), std::string::npos) << c.name << "\n"
                                                                                  << r.out << r.err;
  }
}

TEST(GameCli, PositionsConvertToAsciiAndBack) {
  CWG_NEED_FORMATS();
  TempDir dir;
  std::ifstream in(formats_dir() / "cgp" / "positions.txt");
  std::string good;
  for (std::string line; std::getline(in, line);)
    if (line.find("8A1E1DO") == std::string::npos) good += line + "\n";  // the one short row
  const auto src = dir.write("good.cgp", good);
  const auto ascii = dir.path() / "a.cgp";
  const auto back = dir.path() / "b.cgp";
  EXPECT_EQ(run_cwg(split_args("convert " + quoted(src.string()) + " -o " + quoted(ascii.string()) +
                               " --variant ascii"))
                .exit_code,
            0);
  EXPECT_EQ(run_cwg(split_args("convert " + quoted(ascii.string()) + " -o " +
                               quoted(back.string()) + " --variant utf8"))
                .exit_code,
            0);
  EXPECT_EQ(read_all(back), good);
  EXPECT_NE(read_all(ascii), good);

  // The whole real file: every line reported, the short row named, exit 2.
  const auto copy = dir.write("positions.cgp", read_all(formats_dir() / "cgp" / "positions.txt"));
  const ProcessRun all = run_cwg(split_args("info --json " + quoted(copy.string())));
  EXPECT_EQ(all.exit_code, 2);
  // One object for the file, its lines in `positions`.
  const auto files = nlohmann::json::parse(all.out);
  ASSERT_EQ(files.size(), 1u);
  EXPECT_EQ(files[0]["file"], copy.string());
  EXPECT_EQ(files[0]["format"], "cgp");
  EXPECT_EQ(files[0]["valid"], false);
  const auto& j = files[0]["positions"];
  EXPECT_EQ(j.size(), 59u);
  EXPECT_EQ(j[38]["line"], 39);
  EXPECT_EQ(j[38]["valid"], false);
  EXPECT_EQ(j[38]["errors"][0]["kind"], "row-length");
  EXPECT_EQ(j[37]["valid"], true);
  EXPECT_NE(
      all.err.find("positions.cgp:39:15: field 1 (board), character 15: row 3 has 14 squares"),
      std::string::npos)
      << all.err;
}

TEST(GameCli, BadPositionsNameFieldAndPosition) {
  const ProcessRun rows = run_cwg(split_args("info --cgp '15/15/15 / 0/0 0'"));
  EXPECT_EQ(rows.exit_code, 2);
  EXPECT_NE(rows.err.find("--cgp:1:1: field 1 (board), character 1: 3 rows of 15 squares"),
            std::string::npos)
      << rows.err;
  const ProcessRun letters =
      run_cwg(split_args("info --cgp '15/15/15/15/15/15/15/7#7/15/15/15/15/15/15/15 / 0/0 0'"));
  EXPECT_EQ(letters.exit_code, 2);
  EXPECT_NE(letters.err.find("character 23: '#' is not a tile"), std::string::npos) << letters.err;
  const ProcessRun bag =
      run_cwg(split_args("info --cgp '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 QQ/ 0/0 0'"));
  EXPECT_EQ(bag.exit_code, 2);
  EXPECT_NE(bag.err.find("more Q tiles than the english bag holds"), std::string::npos) << bag.err;
  const ProcessRun op =
      run_cwg(split_args("info --cgp '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 lex'"));
  EXPECT_EQ(op.exit_code, 2);
  EXPECT_NE(op.err.find("field 5 (opcodes)"), std::string::npos) << op.err;
}

TEST(GameCli, GameToRecordAndToPosition) {
  CWG_NEED_FORMATS();
  TempDir dir;
  const std::string game = quoted((gcg_dir() / "doug_v_emely.gcg").string());
  const auto gcg = dir.path() / "out.gcg";
  ASSERT_EQ(run_cwg(split_args("convert " + game + " -o " + quoted(gcg.string()))).exit_code, 0);
  const ProcessRun again = run_cwg(split_args("info --json " + quoted(gcg.string())));
  EXPECT_EQ(again.exit_code, 0);
  EXPECT_EQ(nlohmann::json::parse(again.out)[0]["players"][0]["score"], 451);

  const ProcessRun pos = run_cwg(split_args("convert " + game + " --at 1 -o -"));
  EXPECT_EQ(pos.exit_code, 0) << pos.err;
  EXPECT_EQ(pos.out,
            "15/15/15/15/15/15/15/3WINDY7/15/15/15/15/15/15/15 ADEEGIL/ 0/32 0 lm 8D WINDY;\n");
  const ProcessRun ascii = run_cwg(split_args("convert " + game + " --at 1 --variant ascii -o -"));
  EXPECT_EQ(ascii.exit_code, 0);
  EXPECT_EQ(run_cwg(split_args("info --cgp " + quoted(ascii.out.substr(0, ascii.out.size() - 1))))
                .exit_code,
            0);
  const ProcessRun end = run_cwg(split_args("convert " + game + " -o -  --variant utf8"));
  EXPECT_EQ(end.exit_code, 0);
  EXPECT_NE(end.out.find(" / 451/345 0 lm 14L .aFS;"), std::string::npos)
      << end.out;  // doug to move
  EXPECT_EQ(run_cwg(split_args("convert " + game + " --at 99 -o -")).exit_code, 2);
}

TEST(GameCli, RenderDrawsTheBoard) {
  CWG_NEED_FORMATS();
  TempDir dir;
  const auto svg = dir.path() / "g.svg";
  ASSERT_EQ(run_cwg(split_args("render " + quoted((gcg_dir() / "doug_v_emely.gcg").string()) +
                               " --at 5 -o " + quoted(svg.string())))
                .exit_code,
            0);
  const std::string text = read_all(svg);
  EXPECT_NE(text.find("<svg"), std::string::npos);
  EXPECT_NE(text.find("#e67e22"), std::string::npos);  // the last play outlined
  EXPECT_NE(text.find(">doug<"), std::string::npos);
  const auto pos = dir.path() / "p.svg";
  ASSERT_EQ(
      run_cwg(split_args(
                  "render --cgp '15/15/15/15/15/15/15/3WINDy7/15/15/15/15/15/15/15 ADEEGIL/ 0/32 "
                  "0 lm 8D WINDy;' -o " +
                  quoted(pos.string())))
          .exit_code,
      0);
  const std::string p = read_all(pos);
  EXPECT_NE(p.find("#c0392b"), std::string::npos);  // the blank y marked
  EXPECT_NE(p.find("#e67e22"), std::string::npos);
}

TEST(GameCli, DictNamesWordsTheLexiconLacks) {
  CWG_NEED_FORMATS();
  TempDir dir;
  const auto lex = dir.write("lex.txt", "windy\nGALE\nAW\n");
  const ProcessRun r =
      run_cwg(split_args("info " + quoted((gcg_dir() / "doug_v_emely.gcg").string()) +
                         " --json --at 2 --dict " + quoted(lex.string())));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out).at(0);
  ASSERT_EQ(j["words_not_in_lexicon"].size(), 2u);  // GALE's cross words LI and EN
  EXPECT_EQ(j["words_not_in_lexicon"][0]["line"], 4);
}

namespace {

/// `cwg info --json` of a record holding `text`: the exit code and the JSON.
std::pair<int, nlohmann::json> info_json(const std::string& text) {
  TempDir dir;
  const auto path = dir.write("r.gcg", text);
  const ProcessRun r = run_cwg(split_args("info --json " + quoted(path.string())));
  return {r.exit_code, nlohmann::json::parse(r.out).at(0)};
}

}  // namespace

TEST(GameCli, UnreadableRecordJsonHasEveryField) {
  const auto [code, j] = info_json("#player1 a Ann\n>a: CAT 8G CAT +10 10\n");
  EXPECT_EQ(code, 2);
  EXPECT_EQ(j["format"], "gcg");
  EXPECT_EQ(j["valid"], false);
  EXPECT_TRUE(j["players"].is_array());
  EXPECT_EQ(j["events"], 0);
  EXPECT_TRUE(j["score_errors"].is_array());
  EXPECT_EQ(j["errors"][0]["line"], 2);
  EXPECT_EQ(j["errors"][0]["column"], 1);
  EXPECT_EQ(j["errors"][0]["kind"], "event-before-players");
}

TEST(GameCli, ScoreErrorsInJsonHaveTheirTypes) {
  const auto [code, j] = info_json("#player1 a Ann\n#player2 b Bob\n>a: CAT 8G CAT +11 11\n");
  EXPECT_EQ(code, 1);
  EXPECT_EQ(j["valid"], true);  // every event legal; the score is what is wrong
  ASSERT_EQ(j["score_errors"].size(), 1u);
  const auto& e = j["score_errors"][0];
  EXPECT_EQ(e["event"], 1);
  EXPECT_EQ(e["line"], 3);
  EXPECT_EQ(e["recorded"], 11);
  EXPECT_EQ(e["recomputed"], 10);
  EXPECT_EQ(j["players"][0]["nick"], "a");
  EXPECT_EQ(j["players"][0]["name"], "Ann");
  EXPECT_EQ(j["players"][0]["score"], 11);
}

TEST(GameCli, RecordToRecordNeedsNoDistribution) {
  TempDir dir;
  // L·L without a #tile pragma and no --distribution: the record still writes back.
  const std::string text = "#player1 a A\n#player2 b B\n>a: AGIORL·L 8D |G|O|R|I|L·L|A| +40 40\n";
  const auto in = dir.write("ca.gcg", text);
  const auto out = dir.path() / "back.gcg";
  const ProcessRun r =
      run_cwg(split_args("convert " + quoted(in.string()) + " -o " + quoted(out.string())));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(read_all(out), "#character-encoding UTF-8\n" + text);
}

TEST(GameCli, RenderReadsOnlyTheLineAsked) {
  CWG_NEED_FORMATS();
  TempDir dir;
  const auto copy = dir.write("positions.cgp", read_all(formats_dir() / "cgp" / "positions.txt"));
  const auto svg = dir.path() / "p.svg";
  // Line 39 is refused, yet line 3 draws; --line is the file's line.
  EXPECT_EQ(run_cwg(split_args("render " + quoted(copy.string()) + " --line 3 -o " +
                               quoted(svg.string())))
                .exit_code,
            0);
  EXPECT_NE(read_all(svg).find(">Z<"), std::string::npos);  // the rack ?AAGSTZ of line 3
  const ProcessRun bad = run_cwg(
      split_args("render " + quoted(copy.string()) + " --line 39 -o " + quoted(svg.string())));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("positions.cgp:39:15: field 1 (board)"), std::string::npos) << bad.err;
}
