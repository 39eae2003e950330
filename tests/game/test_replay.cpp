// The replay: every real record to its expected final scores with no score error, one
// small broken record per way an event can be illegal, scores recomputed, positions.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "core/file_io.hpp"
#include "formats/cgp/cgp_game.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/replay.hpp"
#include "tests/case_names.hpp"
#include "tests/game/game_test_util.hpp"

using namespace cwg;
using game::ReplayErrorKind;

namespace {

struct Expected {
  std::string file, players, distribution;
  std::size_t events = 0, score_errors = 0;
};

std::vector<Expected> expected_rows() {
  std::ifstream in(test::formats_dir() / "gcg" / "EXPECTED.tsv");
  std::vector<Expected> rows;
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    Expected e;
    std::string events, errors;
    std::getline(fields, e.file, '\t');
    std::getline(fields, e.players, '\t');
    std::getline(fields, events, '\t');
    std::getline(fields, errors, '\t');
    std::getline(fields, e.distribution, '\t');
    e.events = std::stoul(events);
    e.score_errors = std::stoul(errors);
    rows.push_back(e);
  }
  return rows;
}

game::ReplayResult replay_text(const std::string& text, const game::ReplayOptions& options = {}) {
  const gcg::Game g = gcg::parse(text, "t.gcg");
  return game::replay(gcg::to_record(g), game::Board::standard(), options);
}

#define PLAYERS "#player1 a Ann\n#player2 b Bob\n"

}  // namespace

TEST(ReplayReal, EveryRecordEndsAsExpected) {
  CWG_NEED_FORMATS();
  const auto rows = expected_rows();
  ASSERT_EQ(rows.size(), 27u);
  for (const Expected& e : rows) {
    SCOPED_TRACE(e.file);
    const auto path = test::formats_dir() / "gcg" / e.file;
    const gcg::Game g = gcg::parse(read_file(path), e.file);
    const game::Record rec = gcg::to_record(g);
    const game::Distribution* d = game::distribution_for(rec, g.pragma("lexicon").value_or(""));
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->name(), e.distribution);
    game::ReplayOptions o;
    o.distribution = d;
    const game::ReplayResult r = game::replay(rec, game::Board::standard(), o);
    std::string players;
    for (std::size_t p = 0; p < g.players.size(); ++p)
      players += (p ? " / " : "") + g.players[p].nick + "=" + std::to_string(r.scores[p]);
    EXPECT_EQ(players, e.players);
    EXPECT_EQ(r.events, e.events);
    EXPECT_EQ(r.score_errors.size(), e.score_errors);
    for (const auto& err : r.errors) ADD_FAILURE() << "line " << err.line << ": " << err.message;
  }
}

TEST(ReplayReal, PhonyTilesReturnAndChallengesCount) {
  CWG_NEED_FORMATS();
  const gcg::Game g =
      gcg::parse(read_file(test::formats_dir() / "gcg" / "phony_tiles_returned.gcg"), "p");
  const game::Record rec = gcg::to_record(g);
  game::ReplayOptions o;
  o.stop_after = 14;  // James: BEKO M2 BOEK +43, then withdrawn
  const auto played = game::replay(rec, game::Board::standard(), o);
  EXPECT_FALSE(played.board.is_empty(1, 12));
  o.stop_after = 15;
  const auto withdrawn = game::replay(rec, game::Board::standard(), o);
  EXPECT_TRUE(withdrawn.board.is_empty(1, 12));
  EXPECT_EQ(withdrawn.scores[1], 246);
  EXPECT_EQ(withdrawn.last_move_cgp, "challenge M2 BOEK");
  EXPECT_EQ(withdrawn.zero_turns, 1);
}

TEST(ReplayScores, PremiumsOnlyUnderNewTilesBlanksZeroBingo) {
  // CAT at 8G: C3 A1 T1 on the centre double word = 10. S at 8J makes CATS (6: the
  // premium under C is not new). ZA down through the A: 11. RETAINs at 9A: T on a double
  // letter (2), the blank on one (0), 7 in all; the cross word Cs 3 (blank doubled is 0);
  // 50 for seven tiles: 60.
  const auto r = replay_text(PLAYERS
                             ">a: CAT 8G CAT +10 10\n"
                             ">b: S 8G ...S +6 6\n"
                             ">a: Z H7 Z. +11 21\n"
                             ">b: AEINRST? 9A RETAINs +60 66\n");
  EXPECT_TRUE(r.errors.empty()) << r.errors[0].message;
  EXPECT_TRUE(r.score_errors.empty()) << r.score_errors[0].recomputed;
  EXPECT_EQ(r.scores, (std::vector<int>{21, 66}));
}

TEST(ReplayScores, WrongScoreAndWrongSumAreScoreErrors) {
  const auto r = replay_text(PLAYERS ">a: CAT 8G CAT +12 12\n>b: S 8G ...S +6 7\n");
  EXPECT_TRUE(r.errors.empty());
  ASSERT_EQ(r.score_errors.size(), 2u);
  EXPECT_EQ(r.score_errors[0].line, 3);
  EXPECT_EQ(r.score_errors[0].field, "score");
  EXPECT_EQ(r.score_errors[0].recorded, 12);
  EXPECT_EQ(r.score_errors[0].recomputed, 10);
  EXPECT_EQ(r.score_errors[1].line, 4);
  EXPECT_EQ(r.score_errors[1].field, "cumulative");
  EXPECT_EQ(r.score_errors[1].recorded, 7);
  EXPECT_EQ(r.score_errors[1].recomputed, 6);
}

struct BrokenReplay {
  const char* body;  // after the two #player lines
  ReplayErrorKind kind;
  int line;
};

class ReplayBroken : public ::testing::TestWithParam<BrokenReplay> {};

TEST_P(ReplayBroken, IsCaughtOnItsLine) {
  const BrokenReplay& c = GetParam();
  const auto r = replay_text(std::string(PLAYERS) + c.body);
  bool found = false;
  for (const auto& e : r.errors) found |= e.kind == c.kind && e.line == c.line && e.column > 0;
  EXPECT_TRUE(found) << game::replay_error_name(c.kind) << "\n" << c.body;
  EXPECT_FALSE(r.legal());
}

const BrokenReplay kBrokenReplay[] = {
    BrokenReplay{">a: AB 8G AÄ +2 2\n", ReplayErrorKind::UnknownTile, 3},
    BrokenReplay{">a: ABCDEFG 8L ABCDEFG +60 60\n", ReplayErrorKind::OffBoard, 3},
    BrokenReplay{">a: AB 8G A.B +8 8\n", ReplayErrorKind::ThroughEmpty, 3},
    BrokenReplay{">a: CAT 8G CAT +10 10\n>b: DOG 8G DOG +10 10\n", ReplayErrorKind::Occupied, 4},
    BrokenReplay{">a: CAT 8G CAT +10 10\n>b: XY 8G CAT +0 0\n", ReplayErrorKind::NoNewTile, 4},
    BrokenReplay{">a: CAT 8G CAT +10 10\n>b: S 8F S +6 6\n", ReplayErrorKind::IncompleteWord, 4},
    BrokenReplay{">a: CAT 1A CAT +5 5\n", ReplayErrorKind::MissesCentre, 3},
    BrokenReplay{">a: CAT 8G CAT +10 10\n>b: DOG 1A DOG +5 5\n", ReplayErrorKind::NotConnected, 4},
    BrokenReplay{">a: Q 8H Q +0 0\n", ReplayErrorKind::NoWord, 3},
    BrokenReplay{">a: XYZ 8G CAT +10 10\n", ReplayErrorKind::RackLacksTiles, 3},
    BrokenReplay{">a: QRS -QX +0 0\n", ReplayErrorKind::RackLacksTiles, 3},
    BrokenReplay{">a: ZA 8H ZA +22 22\n>b: ZEE H9 EE +3 3\n", ReplayErrorKind::BagExceeded, 4},
    BrokenReplay{">a: AB --  -0 0\n", ReplayErrorKind::WithdrawalWithoutPlay, 3},
    BrokenReplay{">a: CAT 8G CAT +10 10\n>b: AB --  -10 0\n",
                 ReplayErrorKind::WithdrawalWithoutPlay, 4},
    BrokenReplay{">a: AB (challenge) +5 5\n", ReplayErrorKind::ChallengeWithoutPlay, 3},
    BrokenReplay{">a: CAT 8G CAT +10 10\n>a:  (Q) +20 30\n", ReplayErrorKind::EndRackMismatch, 4},
    BrokenReplay{">a: CAT 8G CAT +10 10\n>a: S 8G ...S +6 16\n", ReplayErrorKind::WrongTurn, 4},
    // A final rack holding a tile the board has all of: stated after the last play, as
    // an end-of-game rack, as a time penalty's rack, as the rack of the player out.
    BrokenReplay{">a: ZA 8H ZA +22 22\n#rack2 ZEE\n", ReplayErrorKind::RackNotInBag, 4},
    BrokenReplay{">a: ZA 8H ZA +22 22\n>b: QQ (QQ) -20 -20\n", ReplayErrorKind::RackNotInBag, 4},
    BrokenReplay{">a: ZA 8H ZA +22 22\n>b: ZE (time) -10 -10\n", ReplayErrorKind::RackNotInBag, 4},
    BrokenReplay{">a: ZA 8H ZA +22 22\n>a: Z (B) +6 28\n", ReplayErrorKind::RackNotInBag, 4},
    // A withdrawal whose rack is not the play's, or lacks the tiles it put down.
    BrokenReplay{">a: CATS 8G CAT +10 10\n>a: CATX --  -10 0\n",
                 ReplayErrorKind::WithdrawalTilesDiffer, 4},
    BrokenReplay{">a: 8G CAT +10 10\n>a: CAX --  -10 0\n", ReplayErrorKind::WithdrawalTilesDiffer,
                 4},
    // Six scoreless turns end the game; b's rack penalty is not the rack b passed with.
    BrokenReplay{">a: CAT 8G CAT +10 10\n>b: DOG - +0 0\n>a: XYZ - +0 10\n>b: DOG - +0 0\n"
                 ">a: XYZ - +0 10\n>b: DOG - +0 0\n>a: XYZ - +0 10\n>b: DOG - +0 0\n"
                 ">a: XYZ (XYZ) -22 -12\n>b: DOG (DOE) -4 -4\n",
                 ReplayErrorKind::SixPassRackMismatch, 12}};

INSTANTIATE_TEST_SUITE_P(EveryKind, ReplayBroken, ::testing::ValuesIn(kBrokenReplay),
                         [](const ::testing::TestParamInfo<BrokenReplay>& param_info) {
                           return test::kind_case_name(kBrokenReplay, param_info.index,
                                                       [](const BrokenReplay& c) {
                                                         return game::replay_error_name(c.kind);
                                                       });
                         });

TEST(ReplayBroken, RightVersionsOfTheNewKindsPass) {
  // The same records put right: a tile left, the withdrawn play's own rack in another
  // order, the rack passed with.
  for (const char* body :
       {">a: ZA 8H ZA +22 22\n#rack2 EEL\n", ">a: CATS 8G CAT +10 10\n>a: TACS --  -10 0\n",
        ">a: 8G CAT +10 10\n>a: CATE --  -10 0\n",
        ">a: CAT 8G CAT +10 10\n>b: DOG - +0 0\n>a: XYZ - +0 10\n>b: DOG - +0 0\n"
        ">a: XYZ - +0 10\n>b: DOG - +0 0\n>a: XYZ - +0 10\n"
        ">b: DOG - +0 0\n>a: XYZ (XYZ) -22 -12\n>b: DOG (DOG) -5 -5\n"}) {
    const auto r = replay_text(std::string(PLAYERS) + body);
    EXPECT_TRUE(r.legal()) << body << (r.errors.empty() ? "" : r.errors[0].message);
    EXPECT_TRUE(r.score_errors.empty()) << body;
  }
}

TEST(ReplayBrokenSmallBag, ExchangeTooLate) {
  // 25 tiles: two racks of 7 and AAAAA on the board leave 6 in the bag, one short of 7.
  const game::Distribution d = game::Distribution::parse("A 20 1\nB 5 1\n", "small");
  game::ReplayOptions o;
  o.distribution = &d;
  const auto early = replay_text(PLAYERS ">a: AAAA -AA +0 0\n", o);
  EXPECT_TRUE(early.legal());
  const auto r = replay_text(PLAYERS ">a: AAAAABB 8D AAAAA +10 10\n>b: ABBB -A +0 0\n", o);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].kind, ReplayErrorKind::ExchangeTooLate);
  EXPECT_EQ(r.errors[0].line, 4);
  EXPECT_NE(r.errors[0].message.find("6 tiles in the bag"), std::string::npos)
      << r.errors[0].message;
}

TEST(ReplayLexicon, NamesEveryWordTheLexiconLacks) {
  const std::unordered_set<std::string> words{"CAT", "CATS"};
  game::ReplayOptions o;
  o.lexicon = &words;
  const auto r =
      replay_text(PLAYERS ">a: CAT 8G CAT +10 10\n>b: S 8G ...S +6 6\n>a: Z H7 Z. +11 21\n", o);
  ASSERT_EQ(r.words_not_in_lexicon.size(), 1u);
  EXPECT_EQ(r.words_not_in_lexicon[0].line, 5);
  EXPECT_NE(r.words_not_in_lexicon[0].message.find("ZA "), std::string::npos);
  EXPECT_TRUE(r.legal());  // a phony that stands is no error of the record
}

TEST(ReplayPosition, AfterTheFirstEventOfARealGame) {
  CWG_NEED_FORMATS();
  const gcg::Game g = gcg::parse(read_file(test::formats_dir() / "gcg" / "doug_v_emely.gcg"), "d");
  const game::Record rec = gcg::to_record(g);
  game::ReplayOptions o;
  o.stop_after = 1;
  const auto r = game::replay(rec, game::Board::standard(), o);
  const cgp::Position p = cgp::position_after(rec, r, game::Distribution::english(), "NWL18");
  EXPECT_EQ(
      cgp::format(p, cgp::Variant::Utf8),
      "15/15/15/15/15/15/15/3WINDY7/15/15/15/15/15/15/15 ADEEGIL/ 0/32 0 lex NWL18; lm 8D WINDY;");
  o.stop_after = 0;
  const auto start = game::replay(rec, game::Board::standard(), o);
  EXPECT_EQ(cgp::format(cgp::position_after(rec, start, game::Distribution::english(), ""),
                        cgp::Variant::Utf8),
            "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 DINNVWY/ 0/0 0");
}

TEST(ReplayPosition, IncompleteGivesTheOnTurnRackAndRackNOverridesIt) {
  const std::string players = PLAYERS;
  const auto start = replay_text(players + "#rack1 CATSXYZ\n>a: CATSXYZ 8G CAT +10 10\n", {});
  game::ReplayOptions before;
  before.stop_after = 0;
  const auto at0 = replay_text(players + "#rack1 CATSXYZ\n>a: CATSXYZ 8G CAT +10 10\n", before);
  ASSERT_TRUE(at0.racks[0]);
  EXPECT_EQ(game::Distribution::english().text(*at0.racks[0]), "CATSXYZ");
  EXPECT_FALSE(start.racks[1]);
  const auto incomplete = replay_text(players + ">a: CATSXYZ 8G CAT +10 10\n#incomplete DOGEARS\n");
  ASSERT_TRUE(incomplete.racks[1]);  // b is on turn after a's play
  EXPECT_EQ(game::Distribution::english().text(*incomplete.racks[1]), "DOGEARS");
  const auto both =
      replay_text(players + ">a: CATSXYZ 8G CAT +10 10\n#rack2 EARS\n#incomplete DOGEARS\n");
  EXPECT_EQ(game::Distribution::english().text(*both.racks[1]), "EARS");
  const auto bad = replay_text(players + ">a: CATSXYZ 8G CAT +10 10\n#rack2 EA1\n");
  ASSERT_EQ(bad.errors.size(), 1u);
  EXPECT_EQ(bad.errors[0].kind, ReplayErrorKind::UnknownTile);
  EXPECT_EQ(bad.errors[0].line, 4);  // the pragma's line
}

TEST(ReplayPosition, RackPragmasGiveTheRacks) {
  CWG_NEED_FORMATS();
  const gcg::Game g = gcg::parse(read_file(test::formats_dir() / "gcg" / "incomplete4.gcg"), "i");
  const game::Record rec = gcg::to_record(g);
  const auto r = game::replay(rec, game::Board::standard(), {});
  ASSERT_TRUE(r.racks[1]);
  EXPECT_EQ(game::Distribution::english().text(*r.racks[1]), "AEEIILZ");
  EXPECT_EQ(r.on_turn, 1u);
}

namespace {

/// phony_tiles_returned.gcg with its last `drop` lines replaced by `ending`.
std::string real_game_ending(std::size_t drop, const std::string& ending) {
  std::string text = read_file(test::formats_dir() / "gcg" / "phony_tiles_returned.gcg");
  while (!text.empty() && text.back() == '\n') text.pop_back();
  for (std::size_t k = 0; k < drop; ++k) text.erase(text.rfind('\n'));
  return text + "\n" + ending;
}

}  // namespace

TEST(ReplayEnd, WespaCountsTheRackOnceForEachPlayer) {
  CWG_NEED_FORMATS();
  // James goes out; Josh holds R: James +1 and Josh -1 (WESPA), or James +2 alone.
  for (const char* ending : {">James:  (R) +2 352\n", ">James:  (R) +1 351\n>Josh: R (R) -1 511\n",
                             ">Josh: R (R) -1 511\n>James:  (R) +1 351\n"}) {
    const auto r = replay_text(real_game_ending(1, ending));
    EXPECT_TRUE(r.legal()) << ending << (r.errors.empty() ? "" : r.errors[0].message);
    EXPECT_TRUE(r.score_errors.empty()) << ending;
  }
  // The rack counted once with no penalty of the other player is a score error.
  const auto once = replay_text(real_game_ending(1, ">James:  (R) +1 351\n"));
  ASSERT_EQ(once.score_errors.size(), 1u);
  EXPECT_EQ(once.score_errors[0].recomputed, 2);
}

TEST(ReplayEnd, SixPassesEndWithTheTilesLeft) {
  CWG_NEED_FORMATS();
  // Before James's out play the bag is empty, James holds L and Josh R; six passes with
  // no racks given, then each loses their own rack: together exactly what is left.
  const std::string passes =
      ">James: - +0 346\n>Josh: - +0 512\n>James: - +0 346\n>Josh: - +0 512\n"
      ">James: - +0 346\n>Josh: - +0 512\n";
  const auto right =
      replay_text(real_game_ending(2, passes + ">James: L (L) -1 345\n" + ">Josh: R (R) -1 511\n"));
  EXPECT_TRUE(right.legal()) << (right.errors.empty() ? "" : right.errors[0].message);
  EXPECT_TRUE(right.score_errors.empty());
  // Each rack alone is off the board (one L is), but not both: caught on Josh's line.
  const auto wrong =
      replay_text(real_game_ending(2, passes + ">James: L (L) -1 345\n" + ">Josh: L (L) -1 511\n"));
  ASSERT_FALSE(wrong.errors.empty());
  EXPECT_EQ(wrong.errors.back().kind, ReplayErrorKind::SixPassRackMismatch);
  EXPECT_NE(wrong.errors.back().message.find("lack R"), std::string::npos)
      << wrong.errors.back().message;
}
