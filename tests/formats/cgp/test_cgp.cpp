// CGP positions: the real lines of ../shared/formats/cgp, both variants, one broken line
// per error kind.
#include <gtest/gtest.h>

#include <fstream>

#include "formats/cgp/cgp.hpp"
#include "tests/case_names.hpp"
#include "tests/game/game_test_util.hpp"

using namespace cwg;
using cgp::ErrorKind;
using cgp::Variant;

namespace {

std::vector<std::string> real_lines() {
  std::ifstream in(test::formats_dir() / "cgp" / "positions.txt");
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

// Line 39 of positions.txt (a French position) has a row of 14 squares: "8A1E1DO" is
// 8+1+1+1+1+1+1. It is the one real line the reader refuses, as a wrong row length.
constexpr const char* kShortRow = "8A1E1DO";

}  // namespace

TEST(CgpReal, EveryLineConvertsToAsciiAndBack) {
  CWG_NEED_FORMATS();
  const auto lines = real_lines();
  ASSERT_EQ(lines.size(), 59u);
  int checked = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    SCOPED_TRACE("line " + std::to_string(i + 1) + ": " + lines[i]);
    if (lines[i].find(kShortRow) != std::string::npos) {
      try {
        cgp::parse(lines[i]);
        ADD_FAILURE() << "the short row was accepted";
      } catch (const cgp::CgpError& e) {
        EXPECT_EQ(e.kind(), ErrorKind::RowLength);
        EXPECT_NE(std::string(e.what()).find("row 3 has 14 squares"), std::string::npos)
            << e.what();
      }
      continue;
    }
    const cgp::Position p = cgp::parse(lines[i]);
    EXPECT_EQ(p.variant, Variant::Utf8);
    EXPECT_EQ(cgp::format(p, Variant::Utf8), lines[i]);
    const std::string ascii = cgp::format(p, Variant::Ascii);
    EXPECT_EQ(cgp::detect_variant(ascii), Variant::Ascii);
    const cgp::Position back = cgp::parse(ascii);
    EXPECT_EQ(back.variant, Variant::Ascii);
    EXPECT_EQ(back.board, p.board);
    EXPECT_EQ(back.racks, p.racks);
    EXPECT_EQ(back.opcodes, p.opcodes);
    EXPECT_EQ(cgp::format(back, Variant::Utf8), lines[i]);
    ++checked;
  }
  EXPECT_EQ(checked, 58);
}

TEST(CgpReal, FieldsOfAKnownLine) {
  const cgp::Position p = cgp::parse(
      "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ?AAGSTZ/ 70/82 0 lex CSW21; ld english; tmr "
      "824793/1000;");
  EXPECT_EQ(p.board.rows(), 15);
  EXPECT_TRUE(p.board.empty());
  ASSERT_EQ(p.racks.size(), 2u);
  EXPECT_EQ(p.distribution.text(p.racks[0]), "?AAGSTZ");
  EXPECT_TRUE(p.racks[1].empty());
  EXPECT_EQ(p.scores, (std::vector<int>{70, 82}));
  EXPECT_EQ(p.lexicon(), "CSW21");
  EXPECT_EQ(p.bingo_bonus(), 50);
  ASSERT_EQ(p.opcodes.size(), 3u);
  EXPECT_EQ(p.opcodes[2], (cgp::Opcode{"tmr", "824793/1000"}));
}

TEST(CgpAscii, TheDescriptionsExamples) {
  const cgp::Position empty =
      cgp::parse("~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/");
  EXPECT_EQ(empty.variant, Variant::Ascii);
  EXPECT_TRUE(empty.board_only);
  EXPECT_EQ(empty.board.rows(), 15);
  EXPECT_TRUE(empty.board.empty());
  // A Z in the middle of row 8; racks AB and AA?; a blank B on the board is 'R'.
  std::string rows;
  for (int r = 0; r < 15; ++r) rows += r == 0 ? "" : "|", rows += r == 7 ? "~~':R~~&" : "~~/";
  const cgp::Position p = cgp::parse(rows + " !\"|!!~ 357|289 5 lex NWL18");
  const auto& d = p.distribution;
  EXPECT_EQ(d.face(p.board.at(7, 7)), "Z");
  EXPECT_EQ(d.face(p.board.at(7, 8)), "b");
  EXPECT_EQ(d.text(p.racks[0]), "AB");
  EXPECT_EQ(d.text(p.racks[1]), "AA?");
  EXPECT_EQ(p.scores, (std::vector<int>{357, 289}));
  EXPECT_EQ(p.zero_turns, 5);
  EXPECT_EQ(cgp::format(p, Variant::Utf8),
            "15/15/15/15/15/15/15/7Zb6/15/15/15/15/15/15/15 AB/AA? 357/289 5 lex NWL18;");
}

TEST(CgpModel, MultiLetterTilesAnyPlayersAndBigBoards) {
  const game::Distribution es =
      game::Distribution::parse("A 12 1\nCH 2 5\nC 4 3\nH 2 4\nE 12 1\n? 2 0\n", "es");
  cgp::ReadOptions ro;
  ro.distribution = &es;
  const std::string line =
      "3[CH]1/2[ch]2/5/5/5 A[CH]/?/ 1/2/3 2 lm 1D [CH] +5; foo bar baz; bb 40;";
  const cgp::Position p = cgp::parse(line, ro);
  EXPECT_EQ(p.board.rows(), 5);
  EXPECT_EQ(p.board.premium(0, 0), game::Premium::None);  // no layout shipped for 5x5
  EXPECT_EQ(es.face(p.board.at(0, 3)), "CH");
  EXPECT_EQ(es.face(p.board.at(1, 2)), "ch");
  ASSERT_EQ(p.racks.size(), 3u);
  EXPECT_EQ(p.scores.size(), 3u);
  EXPECT_EQ(p.bingo_bonus(), 40);
  ASSERT_EQ(p.opcodes.size(), 3u);
  EXPECT_EQ(p.opcodes[1], (cgp::Opcode{"foo", "bar baz"}));
  EXPECT_EQ(cgp::format(p, Variant::Utf8), line);
  EXPECT_EQ(cgp::format(cgp::parse(cgp::format(p, Variant::Ascii), ro), Variant::Utf8), line);

  // 27 columns: the last is AA, and an lm coordinate past Z reads.
  std::string rows;
  for (int r = 0; r < 27; ++r) {
    if (r) rows += '/';
    rows += r == 0 ? "26A" : "27";
  }
  const cgp::Position big = cgp::parse(rows + " / 0/0 0 lm AA1 A;");
  EXPECT_EQ(big.board.cols(), 27);
  EXPECT_EQ(big.board.at(0, 26), 1);
  EXPECT_EQ(cgp::format(cgp::parse(cgp::format(big, Variant::Ascii)), Variant::Utf8),
            rows + " / 0/0 0 lm AA1 A;");
}

TEST(CgpModel, LastMoveFormsConvert) {
  for (const char* lm :
       {"-", "-2", "-QO", "-?", "8D AB.C", "challenge H8 QI", "D8 ABC +5", "8D ABC +0"}) {
    const std::string line =
        std::string("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 lm ") + lm + ";";
    const cgp::Position p = cgp::parse(line);
    const std::string back = cgp::format(cgp::parse(cgp::format(p, Variant::Ascii)), Variant::Utf8);
    // A known exchanged blank is '~' in the ASCII variant like an unknown tile: "-?" comes back
    // "-1".
    EXPECT_EQ(back,
              std::string(lm) == "-?" ? std::string(line).replace(line.find("-?"), 2, "-1") : line)
        << lm;
  }
}

struct BrokenCgp {
  const char* line;
  ErrorKind kind;
  const char* message;  // a part of what() naming field and position
};

class CgpBroken : public ::testing::TestWithParam<BrokenCgp> {};

TEST_P(CgpBroken, NamesKindFieldAndPosition) {
  const BrokenCgp& c = GetParam();
  cgp::ReadOptions ro;
  ro.file = "pos.cgp";
  ro.line = 3;
  try {
    cgp::parse(c.line, ro);
    ADD_FAILURE() << "accepted: " << c.line;
  } catch (const cgp::CgpError& e) {
    EXPECT_EQ(e.kind(), c.kind) << e.what();
    EXPECT_NE(std::string(e.what()).find(c.message), std::string::npos) << e.what();
    EXPECT_EQ(std::string(e.what()).rfind("pos.cgp:3:", 0), 0u) << e.what();
  }
}

const BrokenCgp kBrokenCgp[] = {
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AB/CD", ErrorKind::MissingField,
              "field 3 (scores)"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0", ErrorKind::RowCount,
              "field 1 (board), character 1: 14 rows of 15 squares"},
    BrokenCgp{"15/15/14/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0", ErrorKind::RowLength,
              "field 1 (board), character 7: row 3 has 14 squares"},
    BrokenCgp{"300 / 0/0 0", ErrorKind::BadRun, "a run of empty squares must be 1 to 255"},
    BrokenCgp{"255A / 0/0 0", ErrorKind::BoardTooLarge, "a row of more than 255 squares"},
    BrokenCgp{"15/15/15/15/15/15/15/7Ä7/15/15/15/15/15/15/15 / 0/0 0", ErrorKind::UnknownLetter,
              "field 1 (board), character 23: 'Ä' is not a tile"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AB1/ 0/0 0", ErrorKind::UnknownLetter,
              "field 2 (racks), character 48: '1' is not a rack tile"},
    BrokenCgp{"15/15/15/15/15/15/15/6ZZ7/15/15/15/15/15/15/15 / 0/0 0", ErrorKind::TooManyTiles,
              "field 1 (board), character 24: more Z tiles than the english bag holds (1)"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ?\?\?/ 0/0 0", ErrorKind::TooManyTiles,
              "field 2 (racks)"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/x 0", ErrorKind::BadScore,
              "field 3 (scores), character 50: 'x' is not an integer"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/B/C 0/0 0", ErrorKind::PlayerCount,
              "3 racks but 2 scores"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 -1", ErrorKind::BadZeroTurns,
              "field 4 (zero turns)"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 lex NWL18",
              ErrorKind::BadOpcode, "field 5 (opcodes), character 54: opcode not ended by ';'"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 bb many;", ErrorKind::BadOpcode,
              "opcode bb: 'many' is not a non-negative integer"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 lm 8 AB;", ErrorKind::BadOpcode,
              "opcode lm '8 AB'"},
    BrokenCgp{"~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~/|~~ | 0|0 0",
              ErrorKind::BadRun, "'~~' must be followed by a rune"},
    BrokenCgp{" / 0/0 0", ErrorKind::MissingField,
              "field 1 (board), character 1: the board field is empty"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 lm 16A AB;",
              ErrorKind::BadOpcode,
              "field 5 (opcodes), character 54: opcode lm '16A AB': the play runs off the "
              "15x15 board"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 lex NWL18; lm O13 A.BC;",
              ErrorKind::BadOpcode,
              "character 65: opcode lm 'O13 A.BC': the play runs off the 15x15 board"},
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 tmr 1000/2000/3000;",
              ErrorKind::BadOpcode, "character 54: opcode tmr: 3 timers for 2 players"},
    // Found by fuzz_cgp: 100 unknown tiles read, but no variant can write them as a count.
    BrokenCgp{"15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 lm -"
              "??????????????????????????????????????????????????"
              "??????????????????????????????????????????????????;",
              ErrorKind::BadOpcode, "an exchange of 1 to 99 tiles"}};

INSTANTIATE_TEST_SUITE_P(EveryKind, CgpBroken, ::testing::ValuesIn(kBrokenCgp),
                         [](const ::testing::TestParamInfo<BrokenCgp>& param_info) {
                           return test::kind_case_name(
                               kBrokenCgp, param_info.index,
                               [](const BrokenCgp& c) { return cgp::error_kind_name(c.kind); });
                         });

TEST(CgpModel, LinesOfAFileKeepTheirNumbers) {
  const auto lines = cgp::lines(
      "\xEF\xBB\xBF"
      "a\r\n\n  \nb  \r\nc");
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0].text, "a");
  EXPECT_EQ(lines[1].text, "b");
  EXPECT_EQ(lines[1].number, 4);
  EXPECT_EQ(lines[2].number, 5);
}

TEST(CgpModel, LastMovePlaySquares) {
  const auto play = cgp::lm_play("challenge H8 Q[CH].");
  ASSERT_TRUE(play);
  EXPECT_TRUE(play->challenged);
  EXPECT_EQ(play->at, (game::Placement{7, 7, false}));
  EXPECT_EQ(play->new_tile, (std::vector<bool>{true, true, false}));
  EXPECT_FALSE(cgp::lm_play("-QO"));
  EXPECT_FALSE(cgp::lm_play("-"));
}
