// Round-trip properties on generated inputs: read . write is the identity on normalised
// CGP positions (both variants) and GCG records. A failure prints the seed.
#include <gtest/gtest.h>

#include "core/rng.hpp"
#include "formats/cgp/cgp.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/replay.hpp"

using namespace cwg;

namespace {

/// A random position whose tiles all come out of the distribution's bag.
cgp::Position random_position(Rng& rng, const game::Distribution& d) {
  std::vector<game::Tile> bag;
  for (int t = 0; t <= d.size(); ++t)
    for (int k = 0; k < d.count(static_cast<game::Tile>(t)); ++k)
      bag.push_back(static_cast<game::Tile>(t));
  const auto draw = [&]() {
    const std::size_t i = rng.below(static_cast<std::uint32_t>(bag.size()));
    const game::Tile t = bag[i];
    bag[i] = bag.back();
    bag.pop_back();
    return t;
  };
  cgp::Position p;
  p.distribution = d;
  const int side = 1 + static_cast<int>(rng.below(30));
  p.board = game::Board::of_size(side, side);
  const double fill = rng.unit() * 0.5;
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c)
      if (!bag.empty() && rng.unit() < fill) {
        const game::Tile t = draw();
        // A blank on the board is always played as some letter.
        p.board.set(r, c,
                    t == game::kBlank
                        ? game::as_blank(static_cast<game::Tile>(1 + rng.below(d.size())))
                        : t);
      }
  const std::size_t players = 1 + rng.below(4);
  for (std::size_t k = 0; k < players; ++k) {
    game::TileString rack;
    for (std::uint32_t n = rng.below(8); n > 0 && !bag.empty(); --n) rack.push_back(draw());
    p.racks.push_back(rack);
    p.scores.push_back(static_cast<int>(rng.below(900)) - 100);
  }
  p.zero_turns = static_cast<int>(rng.below(7));
  const char* names[] = {"lex", "bb", "gid", "ld", "mcnz", "tmr", "zz9", "var", "lm"};
  for (std::uint32_t n = rng.below(5); n > 0; --n) {
    const std::string name = names[rng.below(9)];
    std::string operands;
    if (name == "lex")
      operands = "NWL" + std::to_string(rng.below(30));
    else if (name == "bb" || name == "mcnz")
      operands = std::to_string(rng.below(100));
    else if (name == "gid")
      operands = "g" + std::to_string(rng.next() % 100000);
    else if (name == "ld")
      operands = d.name();
    else if (name == "tmr")  // one timer per player: the reader checks the count
      for (std::size_t k = 0; k < players; ++k)
        operands += (k ? "/" : "") + std::to_string(1000 - 1500 * static_cast<int>(k));
    else if (name == "zz9")
      operands = rng.below(2) ? "" : "any thing at all";
    else if (name == "var")
      operands = "classic";
    else {
      const game::Placement at{static_cast<int>(rng.below(side)), static_cast<int>(rng.below(side)),
                               rng.below(2) == 0};
      operands = game::format_placement(at) + " ";
      // A play that stays on the board (the reader refuses one running off it).
      const int room = side - (at.across ? at.col : at.row);
      for (std::uint32_t k = 1 + rng.below(static_cast<std::uint32_t>(std::min(5, room))); k > 0;
           --k)
        operands +=
            rng.below(4) == 0 ? "." : d.face(static_cast<game::Tile>(1 + rng.below(d.size())));
      if (rng.below(3) == 0) operands += " +5";
      if (rng.below(4) == 0) operands = rng.below(2) ? "-" : "-" + std::to_string(1 + rng.below(7));
    }
    p.opcodes.push_back({name, operands});
  }
  return p;
}

}  // namespace

TEST(CgpProperty, ReadOfWriteIsTheIdentityInBothVariants) {
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    Rng rng(seed);
    const game::Distribution& d =
        seed % 3 == 0 ? game::Distribution::polish() : game::Distribution::english();
    const cgp::Position p = random_position(rng, d);
    cgp::ReadOptions ro;
    ro.distribution = &d;
    for (cgp::Variant v : {cgp::Variant::Utf8, cgp::Variant::Ascii}) {
      const std::string line = cgp::format(p, v);
      cgp::Position back;
      try {
        back = cgp::parse(line, ro);
      } catch (const InputError& e) {
        FAIL() << "seed " << seed << ": " << e.what() << "\n" << line;
      }
      ASSERT_EQ(back.board, p.board) << "seed " << seed << "\n" << line;
      ASSERT_EQ(back.racks, p.racks) << "seed " << seed;
      ASSERT_EQ(back.scores, p.scores) << "seed " << seed;
      ASSERT_EQ(back.zero_turns, p.zero_turns) << "seed " << seed;
      ASSERT_EQ(back.opcodes, p.opcodes) << "seed " << seed << "\n" << line;
      ASSERT_EQ(cgp::format(back, v), line) << "seed " << seed;
    }
  }
}

TEST(GcgProperty, ReadOfWriteIsTheIdentity) {
  const char* racks[] = {"", "AEINRST", "?QU", "ŻÓŁW", "ABC"};
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Rng rng(seed, 1);
    gcg::Game g;
    const std::size_t players = 2 + rng.below(3);
    for (std::size_t k = 0; k < players; ++k) {
      g.players.push_back({"p" + std::to_string(k), "Player " + std::to_string(k)});
      g.header.push_back({"player" + std::to_string(k + 1),
                          g.players.back().nick + " " + g.players.back().name, 0});
    }
    if (rng.below(2)) g.header.push_back({"lexicon", "CSW21", 0});
    for (std::uint32_t n = rng.below(20); n > 0; --n) {
      gcg::Event e;
      e.kind = static_cast<gcg::EventKind>(rng.below(8));
      e.nick = g.players[rng.below(static_cast<std::uint32_t>(players))].nick;
      e.rack = racks[rng.below(5)];
      e.score = static_cast<int>(rng.below(200)) - 50;
      e.cumulative = static_cast<int>(rng.below(600)) - 50;
      switch (e.kind) {
        case gcg::EventKind::Play:
          e.coordinate =
              game::format_placement({static_cast<int>(rng.below(15)),
                                      static_cast<int>(rng.below(15)), rng.below(2) == 0});
          e.tiles = rng.below(2) ? "AB.c" : "Ż.ó";
          break;
        case gcg::EventKind::Exchange:
          if (rng.below(2))
            e.exchange_count = 1 + static_cast<int>(rng.below(7));
          else
            e.tiles = "Q_";
          e.score = 0;
          break;
        case gcg::EventKind::EndRackPoints:
          e.tiles = "OPEG";
          e.rack = "";
          e.score = std::abs(e.score);
          break;
        case gcg::EventKind::EndRackPenalty:
          e.tiles = "FWLI";
          e.rack = "FWLI";
          e.score = -1 - std::abs(e.score);
          break;
        default:
          break;
      }
      if (e.kind == gcg::EventKind::Pass) e.score = 0;
      if (rng.below(3) == 0) e.after.push_back({"note", "a note, with  spaces", 0});
      if (rng.below(5) == 0) e.after.push_back({"rack1", "AEEIILZ", 0});
      g.events.push_back(e);
    }
    const std::string text = gcg::format(g);
    gcg::Game back;
    try {
      back = gcg::parse(text, "generated.gcg");
    } catch (const InputError& e) {
      FAIL() << "seed " << seed << ": " << e.what() << "\n" << text;
    }
    ASSERT_EQ(back.players, g.players) << "seed " << seed;
    ASSERT_EQ(back.events, g.events) << "seed " << seed << "\n" << text;
    ASSERT_EQ(gcg::format(back), text) << "seed " << seed;
  }
}

TEST(ReplayMultiLetter, TileDeclarationsAndBarForm) {
  const game::Distribution d = game::Distribution::parse(
      "A 12 1\nG 2 3\nI 8 1\nL·L 1 10\nO 8 1\nR 6 1\n? 2 0\n", "catalan-ish");
  // GORIL·LA at 8D: G on a double letter (6) + O R I 3 + L·L 10 + A 1 = 20, on the
  // centre's double word: 40.
  for (const char* word : {"GORIL·LA", "|G|O|R|I|L·L|A|", "G|O|R|I|L·L|A"}) {
    const std::string text =
        std::string("#tile L·L l·l\n#player1 a A\n#player2 b B\n>a: AGIORL·L 8D ") + word +
        " +40 40\n>b: AIR E7 A. +2 2\n";
    const gcg::Game g = gcg::parse(text, "ca.gcg");
    game::ReplayOptions o;
    o.distribution = &d;
    const auto r = game::replay(gcg::to_record(g), game::Board::standard(), o);
    EXPECT_TRUE(r.errors.empty()) << word << ": " << (r.errors.empty() ? "" : r.errors[0].message);
    EXPECT_TRUE(r.score_errors.empty()) << word;
    EXPECT_EQ(d.face(r.board.at(7, 7)), "L·L") << word;
  }
}
