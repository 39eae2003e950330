// Tiles, distributions, the board's premiums and coordinates.
#include <gtest/gtest.h>

#include <map>

#include "core/input_error.hpp"
#include "game/board.hpp"
#include "game/board_text.hpp"
#include "game/tiles.hpp"

using namespace cwg::game;

TEST(Distribution, ShippedSetsHoldAHundredTiles) {
  EXPECT_EQ(Distribution::english().total_tiles(), 100);
  EXPECT_EQ(Distribution::english().size(), 26);
  EXPECT_EQ(Distribution::polish().total_tiles(), 100);
  EXPECT_EQ(Distribution::polish().size(), 32);
  const Distribution& pl = Distribution::polish();
  const auto z = pl.tile_of("Ź");
  ASSERT_TRUE(z);
  EXPECT_EQ(pl.value(*z), 9);
  EXPECT_EQ(pl.count(*z), 1);
  const auto blank_z = pl.tile_of("ź");
  ASSERT_TRUE(blank_z);
  EXPECT_TRUE(is_designated_blank(*blank_z));
  EXPECT_EQ(pl.value(*blank_z), 0);
  EXPECT_EQ(letter_of(*blank_z), *z);
}

TEST(Distribution, NamedByLexiconOrName) {
  EXPECT_EQ(Distribution::named("NWL18"), &Distribution::english());
  EXPECT_EQ(Distribution::named("CSW21"), &Distribution::english());
  EXPECT_EQ(Distribution::named("polish"), &Distribution::polish());
  EXPECT_EQ(Distribution::named("OSPS49"), &Distribution::polish());
  EXPECT_EQ(Distribution::named("french"), nullptr);
}

TEST(Distribution, CaseOfNonAsciiLetters) {
  EXPECT_EQ(utf8_lower("ĄĆĘŁŃÓŚŹŻ"), "ąćęłńóśźż");
  EXPECT_EQ(utf8_upper("ąćęłńóśźż"), "ĄĆĘŁŃÓŚŹŻ");
  EXPECT_EQ(utf8_lower("L·L"), "l·l");
  EXPECT_EQ(utf8_column("żab", 2), 2);  // byte 2 starts the second character
}

TEST(Distribution, ParsedFromLinesWithMultiLetterTiles) {
  const Distribution d =
      Distribution::parse("# Spanish-like\nA 12 1\nCH 1 5\nC 4 3\nH 2 4\n? 2 0\n", "es.txt");
  EXPECT_EQ(d.size(), 4);
  EXPECT_EQ(d.total_tiles(), 21);
  // Longest match first: CH is one tile; a lower-case face is a blank.
  const auto tiles = d.encode("CHCHAa");
  ASSERT_TRUE(tiles);
  ASSERT_EQ(tiles->size(), 4u);
  EXPECT_EQ(d.face((*tiles)[0]), "CH");
  EXPECT_EQ(d.face((*tiles)[1]), "CH");
  EXPECT_EQ(d.face((*tiles)[2]), "A");
  EXPECT_EQ(d.face((*tiles)[3]), "a");
  EXPECT_EQ(d.text(*tiles, true), "[CH][CH]Aa");
  std::size_t bad = 0;
  EXPECT_FALSE(d.encode("AXA", &bad));
  EXPECT_EQ(bad, 1u);
}

TEST(Distribution, BadLinesNameLineAndColumn) {
  const auto message = [](const std::string& text) {
    try {
      Distribution::parse(text, "d.txt");
    } catch (const cwg::InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message("A 9 1\nB x 3\n"), "d.txt:2:3: count is not a number from 0 to 1000");
  EXPECT_EQ(message("A 9 1\r\n\r\nB x 3\r\n"),
            "d.txt:3:3: count is not a number from 0 to 1000");  // CR LF: one line end
  EXPECT_EQ(message("A 9 1\nA 2 3\n"), "d.txt:2:1: letter A is listed twice");
  EXPECT_EQ(message("A 9\n"), "d.txt:1:1: expected `letter count value`");
  EXPECT_EQ(message("\n# nothing\n"), "d.txt: no letters in the distribution");
}

TEST(Board, StandardPremiums) {
  const Board b = Board::standard();
  std::map<Premium, int> count;
  for (int r = 0; r < 15; ++r)
    for (int c = 0; c < 15; ++c) {
      ++count[b.premium(r, c)];
      EXPECT_EQ(b.premium(r, c), b.premium(c, r));  // symmetric about the diagonal
      EXPECT_EQ(b.premium(r, c), b.premium(14 - r, c));
    }
  EXPECT_EQ(count[Premium::TripleWord], 8);
  EXPECT_EQ(count[Premium::DoubleWord], 17);
  EXPECT_EQ(count[Premium::TripleLetter], 12);
  EXPECT_EQ(count[Premium::DoubleLetter], 24);
  EXPECT_EQ(b.premium(7, 7), Premium::DoubleWord);
  EXPECT_EQ(b.premium(0, 3), Premium::DoubleLetter);
  EXPECT_EQ(b.premium(1, 5), Premium::TripleLetter);
  EXPECT_EQ(b.center_row(), 7);
  EXPECT_TRUE(b.empty());
}

TEST(Coordinates, ColumnsPastZ) {
  EXPECT_EQ(column_name(0), "A");
  EXPECT_EQ(column_name(25), "Z");
  EXPECT_EQ(column_name(26), "AA");
  EXPECT_EQ(column_name(27), "AB");
  EXPECT_EQ(column_name(701), "ZZ");
  EXPECT_EQ(column_name(702), "AAA");
  for (int c : {0, 14, 25, 26, 51, 52, 701, 702, 1000}) EXPECT_EQ(parse_column(column_name(c)), c);
  EXPECT_FALSE(parse_column("A1"));
}

TEST(Coordinates, AcrossRowFirstDownColumnFirst) {
  const auto across = parse_placement("8D");
  ASSERT_TRUE(across);
  EXPECT_EQ(*across, (Placement{7, 3, true}));
  const auto down = parse_placement("d8");
  ASSERT_TRUE(down);
  EXPECT_EQ(*down, (Placement{7, 3, false}));
  EXPECT_EQ(format_placement({7, 3, true}), "8D");
  EXPECT_EQ(format_placement({7, 3, false}), "D8");
  EXPECT_EQ(format_placement({19, 27, true}), "20AB");
  EXPECT_EQ(parse_placement("AB20"), (Placement{19, 27, false}));
  for (const char* bad : {"", "8", "D", "08D", "8D8", "D8D", "-", "8-"})
    EXPECT_FALSE(parse_placement(bad)) << bad;
}

TEST(Board, TextShowsTilesAndPremiums) {
  Board b = Board::standard();
  const Distribution& d = Distribution::english();
  b.set(7, 7, *d.tile_of("Q"));
  b.set(7, 8, *d.tile_of("i"));
  const std::string text = board_text(b, d);
  EXPECT_NE(text.find(" 8  = . . ' . . . Q i . . ' . . =\n"), std::string::npos) << text;
  EXPECT_NE(text.find(" 1  = . . ' . . . = . . . ' . . =\n"), std::string::npos) << text;
}
