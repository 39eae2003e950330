// The positions cwg moves lists (the rack on turn checked) and its note of board words the
// lexicon lacks, with the messages written out here.
#include <gtest/gtest.h>

#include "analysis/listed_positions.hpp"
#include "formats/cgp/cgp.hpp"
#include "game/movegen/board_words.hpp"
#include "game/movegen/moves_error.hpp"

namespace cwg::game {
namespace {

const Distribution& en() {
  return Distribution::english();
}

/// The message and kind of check_rack_on_turn on `faces`, "" when it accepts them.
std::pair<std::string, int> rack_error(const std::string& faces) {
  try {
    check_rack_on_turn(*en().encode(faces), en(), "p.cgp", 3);
  } catch (const MovesError& e) {
    return {e.what(), static_cast<int>(e.kind())};
  }
  return {"", -1};
}

TEST(ListedPositions, RackOnTurnIsChecked) {
  EXPECT_EQ(rack_error("AEINRST?").first, "");
  EXPECT_EQ(rack_error(""), std::make_pair(std::string("p.cgp:3: the player on turn has no "
                                                       "known tile: nothing to play"),
                                           static_cast<int>(MovesErrorKind::NoRack)));
  EXPECT_EQ(rack_error("ZAZ"),
            std::make_pair(std::string("p.cgp:3: the rack on turn holds 2 Z tiles; the english "
                                       "distribution has 1"),
                           static_cast<int>(MovesErrorKind::TooManyTiles)));
}

TEST(ListedPositions, FromCgp) {
  cgp::ReadOptions ro;
  ro.file = "--cgp";
  const cgp::Position p =
      cgp::parse("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEINRST/ 0/0 0 bb 35;", ro);
  const ListedPosition j = listed_position(p, "--cgp", 0, 0);
  EXPECT_EQ(j.where, "--cgp");
  EXPECT_EQ(j.dist->text(j.rack), "AEINRST");
  EXPECT_EQ(j.rules.bingo_bonus, 35);
  EXPECT_TRUE(j.board.empty());
  EXPECT_EQ(listed_position(p, "f.cgp", 4, 2).where, "f.cgp:4");
  const cgp::Position none = cgp::parse("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0", ro);
  EXPECT_THROW(listed_position(none, "--cgp", 0, 0), MovesError);
}

TEST(UnknownWordsNote, OneNotePerInput) {
  UnknownWordsNote one;
  one.add({"YAS"});
  EXPECT_EQ(one.message("g.gcg", "lex.txt"),
            "g.gcg: the board holds words that lex.txt lacks (YAS); plays are listed all the "
            "same (--json names them per position)");
  UnknownWordsNote many;
  many.add({});
  many.add({"YAS", "QI"});
  many.add({"YAS", "A1", "A2", "A3", "A4"});
  EXPECT_EQ(many.positions, 3u);
  EXPECT_EQ(many.with_unknown, 2u);
  EXPECT_EQ(many.message("g.gcg", "lex.txt"),
            "g.gcg: 2 of 3 positions hold words on the board that lex.txt lacks (YAS, QI, A1, "
            "A2, A3, ...); plays are listed all the same (--json names them per position)");
}

}  // namespace
}  // namespace cwg::game
