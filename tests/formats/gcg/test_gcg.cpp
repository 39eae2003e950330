// GCG records: the real files of ../shared/formats/gcg read and written back, encodings,
// multi-letter tiles, one broken record per error kind of the reader.
#include <gtest/gtest.h>

#include "core/file_io.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "tests/case_names.hpp"
#include "tests/game/game_test_util.hpp"

using namespace cwg;
using gcg::ErrorKind;

TEST(GcgReal, EveryFileWritesBackToTheSameRecord) {
  CWG_NEED_FORMATS();
  const auto files = test::real_gcg_files();
  ASSERT_EQ(files.size(), 27u);
  for (const auto& f : files) {
    SCOPED_TRACE(f.filename().string());
    const gcg::Game g = gcg::parse(read_file(f), f.string());
    const std::string once = gcg::format(g);
    const gcg::Game back = gcg::parse(once, "written");
    EXPECT_EQ(back.events, g.events);  // kinds, racks, moves, scores and the notes after each
    EXPECT_EQ(back.players, g.players);
    EXPECT_EQ(gcg::format(back), once);  // read . write is the identity on written records
    std::size_t notes = 0, notes_back = 0;
    for (const auto& e : g.events) notes += e.after.size();
    for (const auto& e : back.events) notes_back += e.after.size();
    EXPECT_EQ(notes_back, notes);
  }
}

TEST(GcgReal, EncodingsAndLineEnds) {
  CWG_NEED_FORMATS();
  const auto dir = test::formats_dir() / "gcg";
  const gcg::Game latin = gcg::parse(read_file(dir / "name_iso8859-1.gcg"), "latin");
  EXPECT_EQ(latin.encoding, "ISO-8859-1");
  EXPECT_EQ(latin.players[0].nick, "césar");
  EXPECT_EQ(latin.players[1].nick, "hércules");
  const gcg::Game utf8 = gcg::parse(read_file(dir / "name_utf8_noheader.gcg"), "utf8");
  EXPECT_EQ(utf8.encoding, "UTF-8");
  EXPECT_EQ(utf8.players[0].nick, "césar");
  const gcg::Game weird =
      gcg::parse(read_file(dir / "name_weird_encoding_with_header.gcg"), "weird");
  EXPECT_EQ(weird.players[0].nick, "césar");
  EXPECT_NE(weird.encoding_note.find("ISO8859-6 is not supported"), std::string::npos);
  const gcg::Game dos = gcg::parse(read_file(dir / "utf8_dos.gcg"), "dos");
  EXPECT_EQ(dos.events.size(), 24u);
  EXPECT_EQ(dos.events[0].line, 4);
  for (const auto& e : dos.events) EXPECT_EQ(e.nick.find('\r'), std::string::npos);
  // A note wrapped onto a plain line stays one note.
  bool wrapped = false;
  for (const auto& e : dos.events)
    for (const auto& p : e.after)
      wrapped |= p.arguments.find("\nsince ive been behind") != std::string::npos;
  EXPECT_TRUE(wrapped);
}

TEST(GcgModel, EveryEventKind) {
  const std::string text =
      "#player1 David David Boys\r\r\n#player2 Ron Ron Tiekert\n#title Sample\n"
      ">David: ANTHER? H4 ANoTHER +73 73\n#note bingo\n"
      ">Ron: U - +0 0\r"
      ">David: SEQSPO? -QO +0 73\n"
      ">Ron: SEQSPO? -2 +0 0\n"
      ">Ron: SEQSPO? -Q_ +0 0\n"
      ">Ron: MOULAGD 5E MOULAGED +76 76\n>Ron: MOULAGD --  -76 0\n"
      ">David: DROWNUG (challenge) +5 78\n"
      ">David:  (G) +4 82\n"
      ">Ron: FWLI (FWLI) -10 -10\n"
      ">Ron: ISBALI (time) -10 -20\n";
  const gcg::Game g = gcg::parse(text, "kinds.gcg");
  using K = gcg::EventKind;
  const std::vector<K> kinds{K::Play,          K::Pass,           K::Exchange,   K::Exchange,
                             K::Exchange,      K::Play,           K::Withdrawal, K::ChallengeBonus,
                             K::EndRackPoints, K::EndRackPenalty, K::TimePenalty};
  ASSERT_EQ(g.events.size(), kinds.size());
  for (std::size_t i = 0; i < kinds.size(); ++i) EXPECT_EQ(g.events[i].kind, kinds[i]) << i;
  EXPECT_EQ(g.events[0].coordinate, "H4");
  EXPECT_EQ(g.events[0].tiles, "ANoTHER");
  EXPECT_EQ(g.events[0].after.size(), 1u);
  EXPECT_EQ(g.events[1].line, 7);  // CR CR LF is two line ends (an empty line 2)
  EXPECT_EQ(g.events[3].exchange_count, 2);
  EXPECT_EQ(g.events[4].tiles, "Q_");
  EXPECT_EQ(g.events[6].score, -76);
  EXPECT_EQ(g.events[8].rack, "");
  EXPECT_EQ(g.events[8].tiles, "G");
  EXPECT_EQ(g.events[9].cumulative, -10);
  EXPECT_EQ(*g.pragma("title"), "Sample");
  EXPECT_EQ(g.players[1].name, "Ron Tiekert");
  const gcg::Game back = gcg::parse(gcg::format(g), "back");
  EXPECT_EQ(back.events, g.events);
}

TEST(GcgModel, ByteOrderMarkMeansUtf8) {
  const gcg::Game g = gcg::parse(
      "\xEF\xBB\xBF#player1 c\xC3\xA9sar C\n#player2 b B\n>b: AB 8H AB +8 8\n", "bom.gcg");
  EXPECT_EQ(g.encoding, "UTF-8");
  EXPECT_EQ(g.players[0].nick, "césar");
  EXPECT_EQ(g.header[0].name, "player1");
}

TEST(GcgModel, MultiLetterTiles) {
  const gcg::Game g =
      gcg::parse("#tile L·L l·l\n#tile NY ny\n#player1 a A\n#player2 b B\n", "t.gcg");
  EXPECT_EQ(g.tiles_of("GORIL·LA"), (std::vector<std::string>{"G", "O", "R", "I", "L·L", "A"}));
  EXPECT_EQ(g.tiles_of("|G|O|R|I|L·L|A|"),
            (std::vector<std::string>{"G", "O", "R", "I", "L·L", "A"}));
  EXPECT_EQ(g.tiles_of("L|L"), (std::vector<std::string>{"L", "L"}));
  EXPECT_EQ(g.tiles_of("ANYl·l"), (std::vector<std::string>{"A", "NY", "l·l"}));
  EXPECT_EQ(g.tiles_of("ŻÓŁW"), (std::vector<std::string>{"Ż", "Ó", "Ł", "W"}));
}

struct BrokenGcg {
  const char* text;
  ErrorKind kind;
  int line;
  int column;
};

class GcgBroken : public ::testing::TestWithParam<BrokenGcg> {};

TEST_P(GcgBroken, NamesKindLineAndColumn) {
  const BrokenGcg& c = GetParam();
  try {
    gcg::parse(c.text, "bad.gcg");
    ADD_FAILURE() << "accepted: " << c.text;
  } catch (const gcg::GcgError& e) {
    EXPECT_EQ(e.kind(), c.kind) << e.what();
    EXPECT_EQ(e.line(), c.line) << e.what();
    EXPECT_EQ(e.column(), c.column) << e.what();
    EXPECT_EQ(std::string(e.what()).rfind("bad.gcg:" + std::to_string(c.line) + ":", 0), 0u)
        << e.what();
  }
}

#define PLAYERS "#player1 a Ann\n#player2 b Bob\n"

const BrokenGcg kBrokenGcg[] = {
    BrokenGcg{"#character-encoding UTF-8\n#player1 c\xe9sar C\n", ErrorKind::BadEncoding, 2, 11},
    BrokenGcg{PLAYERS ">a: AB 8H AB +8 8\nrandom text\n", ErrorKind::BadLine, 4, 1},
    BrokenGcg{"#player1\n", ErrorKind::BadPragma, 1, 1},
    BrokenGcg{PLAYERS "#player2 c Cy\n", ErrorKind::DuplicatePlayer, 3, 1},
    BrokenGcg{PLAYERS "#player3 a Al\n", ErrorKind::DuplicatePlayer, 3, 1},
    BrokenGcg{PLAYERS ">a: AB 8H AB +8 8\n#title Late\n", ErrorKind::PragmaAfterEvents, 4, 1},
    BrokenGcg{"#player1 a Ann\n>a: AB 8H AB +8 8\n#player2 b Bob\n", ErrorKind::EventBeforePlayers,
              2, 1},
    BrokenGcg{PLAYERS ">c: AB 8H AB +8 8\n", ErrorKind::UnknownPlayer, 3, 2},
    BrokenGcg{PLAYERS ">a: AB 8H\n", ErrorKind::BadEvent, 3, 4},
    BrokenGcg{PLAYERS ">a: AB ZZ AB +8 8\n", ErrorKind::BadEvent, 3, 8},
    BrokenGcg{PLAYERS ">a: AB 8H AB 8 8\n", ErrorKind::BadNumber, 3, 14},
    BrokenGcg{PLAYERS ">a: AB 8H AB +8 x8\n", ErrorKind::BadNumber, 3, 17},
    BrokenGcg{PLAYERS ">a: A1 8H AB +8 8\n", ErrorKind::BadTiles, 3, 6},
    BrokenGcg{PLAYERS ">a: AB 8H A-B +8 8\n", ErrorKind::BadTiles, 3, 12},
    // Columns count the indentation before '>' or '#'.
    BrokenGcg{PLAYERS "  >a: AB 8H AB 8 8\n", ErrorKind::BadNumber, 3, 16},
    BrokenGcg{PLAYERS "\t>c: AB 8H AB +8 8\n", ErrorKind::UnknownPlayer, 3, 3},
    BrokenGcg{PLAYERS ">a: AB 8H AB +8 8\n  #player3 c Cy\n", ErrorKind::PragmaAfterEvents, 4, 3},
    // Nothing at all, or blank lines only: no record.
    BrokenGcg{"", ErrorKind::EmptyRecord, 1, 1},
    BrokenGcg{"\n  \r\n\t\n", ErrorKind::EmptyRecord, 1, 1},
    BrokenGcg{"\xEF\xBB\xBF", ErrorKind::EmptyRecord, 1, 1}};

INSTANTIATE_TEST_SUITE_P(EveryKind, GcgBroken, ::testing::ValuesIn(kBrokenGcg),
                         [](const ::testing::TestParamInfo<BrokenGcg>& param_info) {
                           return test::kind_case_name(
                               kBrokenGcg, param_info.index,
                               [](const BrokenGcg& c) { return gcg::error_kind_name(c.kind); });
                         });

TEST(GcgModel, StatedRacksBecomeTheRecordsRacks) {
  const gcg::Game g = gcg::parse(
      PLAYERS "#rack1 CATSXYZ\n>a: CATSXYZ 8G CAT +10 10\n#incomplete DOGEARS\n#rack2 EARS\n",
      "racks.gcg");
  const game::Record rec = gcg::to_record(g);
  ASSERT_EQ(rec.racks_at_start.size(), 1u);
  EXPECT_EQ(rec.racks_at_start[0].player, 0u);
  EXPECT_EQ(rec.racks_at_start[0].line, 3);
  ASSERT_EQ(rec.turns[0].racks_after.size(), 2u);
  EXPECT_EQ(rec.turns[0].racks_after[0].player, game::StatedRack::kOnTurn);
  EXPECT_EQ(rec.turns[0].racks_after[0].faces,
            (std::vector<std::string>{"D", "O", "G", "E", "A", "R", "S"}));
  EXPECT_EQ(rec.turns[0].racks_after[1].player, 1u);
}
