// The endgame solver checked by an oracle that shares no search code with it: a plain
// negamax over every move without pruning, depth limit or table, on its own board copies
// with its own end rules, on a few hundred small random endgames. The solver's line is
// replayed apart and must add up to its value.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>

#include "analysis/game_position.hpp"
#include "core/rng.hpp"
#include "game/endgame/endgame.hpp"
#include "game/endgame/search.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/movegen.hpp"
#include "tests/game/sowpods.hpp"
#include "tests/need.hpp"

namespace cwg {
namespace {

using game::Board;
using game::Tile;
using game::TileString;

const char* kWords =
    "AA AB AD AE AG AH AI AL AM AN AR AS AT AW AX AY BA BE BI BO BY DA DE DO ED EH EL EM EN ER "
    "ES EX FA FE GO HA HE HI HM HO ID IF IN IS IT JO KA KI LA LI LO MA ME MI MO MU MY NA NE NO "
    "NU OD OE OF OH OI OM ON OP OR OS OW OX OY PA PE PI QI RE SH SI SO TA TI TO UH UM UN UP US "
    "UT WE WO XI XU YA YE YO ZA BAD BED BET CAT DOG EAT FAN HAT ION JOT NET OAT ODE RAT SEA SET "
    "TEA TEN TIE TOE ZAX DATE EAST IRON NOTE RATE SEAT TONE TIDE RIDE ZONE QUA QAT";

game::Lexicon small_lexicon() {
  std::string text;
  for (const char c : std::string(kWords)) text += c == ' ' ? '\n' : c;
  return game::parse_lexicon(text, "small", game::Distribution::english());
}

int points(const TileString& rack, const game::Distribution& d) {
  int sum = 0;
  for (const Tile t : rack) sum += d.value(t);
  return sum;
}

/// The oracle's own board update: the play's new tiles put down, taken off `rack`.
void put_down(Board& board, TileString& rack, const game::Move& m) {
  int r = m.where.row, c = m.where.col;
  for (const Tile t : m.tiles) {
    if (t != game::kEmpty) {
      board.set(r, c, t);
      rack.erase(
          std::find(rack.begin(), rack.end(), game::is_designated_blank(t) ? game::kBlank : t));
    }
    (m.where.across ? c : r) += 1;
  }
}

/// Plain negamax: the value for the player holding `me`, every move, to the end.
int oracle(game::MoveGenerator& gen, const Board& board, const TileString& me,
           const TileString& them, int zero, const game::Distribution& d) {
  game::MoveList list;
  gen.generate(board, me, game::Rules{}, list);
  std::vector<game::Move> moves;
  for (std::size_t i = 0; i < list.size(); ++i) moves.push_back(list[i]);
  int best = -1000000;
  // The pass.
  best =
      zero + 1 >= 6 ? points(them, d) - points(me, d) : -oracle(gen, board, them, me, zero + 1, d);
  for (const game::Move& m : moves) {
    Board b = board;
    TileString rack = me;
    put_down(b, rack, m);
    int v;
    if (rack.empty())
      v = m.score + 2 * points(them, d);
    else if (m.score == 0 && zero + 1 >= 6)
      v = points(them, d) - points(rack, d);
    else
      v = m.score - oracle(gen, b, them, rack, m.score == 0 ? zero + 1 : 0, d);
    best = std::max(best, v);
  }
  return best;
}

/// A small endgame: a 9x9 board with random premiums, a few random plays, then two small
/// racks from what is left.
endgame::Position random_endgame(Rng& rng, game::MoveGenerator& gen, const game::Distribution& d) {
  std::vector<game::Premium> prem(81, game::Premium::None);
  for (auto& p : prem)
    if (rng.below(5) == 0) p = static_cast<game::Premium>(1 + rng.below(5));
  Board board(9, 9, prem);
  TileString bag;
  for (int code = 0; code <= d.size(); ++code)
    bag.insert(bag.end(), static_cast<std::size_t>(d.count(static_cast<Tile>(code))),
               static_cast<Tile>(code));
  for (std::size_t i = bag.size(); i > 1; --i)
    std::swap(bag[i - 1], bag[rng.below(static_cast<std::uint32_t>(i))]);
  const int plays = 2 + static_cast<int>(rng.below(4));
  game::MoveList list;
  for (int k = 0, tries = 0; k < plays && tries < 50; ++tries) {
    TileString rack(bag.end() - 7, bag.end());
    gen.generate(board, rack, game::Rules{}, list);
    if (list.empty()) {
      std::rotate(bag.begin(), bag.begin() + 7, bag.end());
      continue;
    }
    const game::Move m = list[rng.below(static_cast<std::uint32_t>(list.size()))];
    put_down(board, rack, m);
    bag.resize(bag.size() - 7);
    bag.insert(bag.begin(), rack.begin(), rack.end());
    ++k;
  }
  endgame::Position pos;
  pos.board = board;
  const std::size_t a = 1 + rng.below(3), b = 1 + rng.below(2);
  pos.racks[0].assign(bag.end() - static_cast<long>(a), bag.end());
  pos.racks[1].assign(bag.end() - static_cast<long>(a + b), bag.end() - static_cast<long>(a));
  pos.zero_turns = static_cast<int>(rng.below(3));
  return pos;
}

/// The line replayed on its own: each play put down, the scores summed with signs, the end
/// rack points added; checks the line's plays are legal (listed by the generator).
int line_value(const endgame::Result& res, const endgame::Position& pos, game::MoveGenerator& gen,
               const game::Distribution& d) {
  Board board = pos.board;
  TileString racks[2] = {pos.racks[0], pos.racks[1]};
  int value = 0, zero = pos.zero_turns;
  for (std::size_t i = 0; i < res.line.size(); ++i) {
    const int side = static_cast<int>(i % 2), sign = side == 0 ? 1 : -1;
    const endgame::LineStep& s = res.line[i];
    EXPECT_EQ(s.board_before, board);
    if (s.move) {
      game::MoveList list;
      gen.generate(board, racks[side], game::Rules{}, list);
      bool listed = false;
      for (std::size_t k = 0; k < list.size(); ++k) listed = listed || list[k] == *s.move;
      EXPECT_TRUE(listed) << "step " << i;
      put_down(board, racks[side], *s.move);
      value += sign * s.move->score;
      zero = s.move->score == 0 ? zero + 1 : 0;
      if (racks[side].empty()) return value + sign * 2 * points(racks[1 - side], d);
    } else {
      ++zero;
    }
    if (zero >= 6) return value + points(racks[1], d) - points(racks[0], d);
  }
  ADD_FAILURE() << "the line does not reach the end";
  return value;
}

TEST(Endgame, SolverMatchesPlainNegamaxOnRandomEndgames) {
  const game::Lexicon lex = small_lexicon();
  game::MoveGenerator gen(lex);
  const game::Distribution& d = lex.alphabet;
  Rng rng(29, 0);
  int exact_at_three = 0, lower_proved = 0, upper_proved = 0;
  std::uint64_t table_cuts = 0;
  for (int k = 0; k < 250; ++k) {
    const endgame::Position pos = random_endgame(rng, gen, d);
    const int want = oracle(gen, pos.board, pos.racks[0], pos.racks[1], pos.zero_turns, d);
    endgame::Options o;
    o.table_bits = 12;
    const endgame::Result got = endgame::solve(lex, game::Rules{}, pos, o, StopToken());
    ASSERT_TRUE(got.exact) << "position " << k << " (seed 29)";
    ASSERT_EQ(got.value, want) << "position " << k << " (seed 29)";
    ASSERT_EQ(line_value(got, pos, gen, d), want) << "position " << k << " (seed 29)";
    ASSERT_EQ(got.lower, want) << "position " << k << " (seed 29)";
    ASSERT_EQ(got.upper, want) << "position " << k << " (seed 29)";
    table_cuts += got.table_cuts;
    // Three plies deep, the proofs rest most on the frontier's bound (the other side going
    // out next turn): a result called exact there must be the oracle's value as well.
    // Bounds proved short of the end hold too (1 to 3 plies: the floor's probes, the moves
    // proved below the window).
    for (int plies = 1; plies <= 3; ++plies) {
      o.max_plies = plies;
      const endgame::Result shallow = endgame::solve(lex, game::Rules{}, pos, o, StopToken());
      if (shallow.lower) {
        ++lower_proved;
        ASSERT_LE(*shallow.lower, want) << "position " << k << " at " << plies << " plies";
      }
      if (shallow.upper) {
        ++upper_proved;
        ASSERT_GE(*shallow.upper, want) << "position " << k << " at " << plies << " plies";
      }
      if (plies == 3 && shallow.exact) {
        ++exact_at_three;
        ASSERT_EQ(shallow.value, want) << "position " << k << " at 3 plies (seed 29)";
      }
    }
    o.max_plies = 0;
    if (k % 10 == 0) {
      o.threads = 3;
      EXPECT_EQ(endgame::solve(lex, game::Rules{}, pos, o, StopToken()).value, want) << k;
      o.threads = 1;
      // The cutoffs by the children's table entries off: the same value, none counted.
      o.etc_min_depth = 0;
      const endgame::Result plain = endgame::solve(lex, game::Rules{}, pos, o, StopToken());
      EXPECT_EQ(plain.value, want) << k;
      EXPECT_EQ(plain.table_cuts, 0u) << k;
      o.etc_min_depth = endgame::Options{}.etc_min_depth;
      // Without the ceiling probes: the same value.
      o.ceiling_probe_percent = 0;
      EXPECT_EQ(endgame::solve(lex, game::Rules{}, pos, o, StopToken()).value, want) << k;
      o.ceiling_probe_percent = endgame::Options{}.ceiling_probe_percent;
    }
  }
  EXPECT_GT(exact_at_three, 51);  // 51 without the frontier's bound (seed 29)
  // The ceiling probes (Options::ceiling_probe_percent) prove more: 100 ceilings without.
  EXPECT_GT(upper_proved, 150);
  std::printf("bounds proved short of the end: %d floors, %d ceilings\n", lower_proved,
              upper_proved);
  std::printf("nodes cut by their children's table entries: %llu\n",
              static_cast<unsigned long long>(table_cuts));
  EXPECT_GT(table_cuts, 0u);
  EXPECT_GT(lower_proved, 0);
  EXPECT_GT(upper_proved, 0);
}

// The solver keeps each side's root plays and regenerates only the lines a move touched:
// along random lines of play, a node's plays must be exactly what a full generation lists.
TEST(Endgame, IncrementalPlaysEqualAFullGeneration) {
  const game::Lexicon lex = small_lexicon();
  game::MoveGenerator gen(lex);
  Rng rng(31, 0);
  auto sorted = [](std::vector<game::Move> v) {
    std::sort(v.begin(), v.end(), [](const game::Move& a, const game::Move& b) {
      return std::tie(a.where.row, a.where.col, a.where.across, a.tiles, a.score) <
             std::tie(b.where.row, b.where.col, b.where.across, b.tiles, b.score);
    });
    return v;
  };
  for (int k = 0; k < 150; ++k) {
    endgame::Position pos = random_endgame(rng, gen, lex.alphabet);
    endgame::Options o;
    o.table_bits = 8;
    endgame::Searcher s(lex, game::Rules{}, pos, o);
    TileString racks[2] = {pos.racks[0], pos.racks[1]};
    for (int ply = 0;; ++ply) {
      const std::vector<endgame::NodeMove> moves = s.ordered_moves();
      std::vector<game::Move> got;
      for (const endgame::NodeMove& m : moves)
        if (m.index != endgame::NodeMove::kPass) got.push_back(s.move_of(m));
      game::MoveList list;
      gen.generate(s.board(), racks[ply % 2], game::Rules{}, list);
      std::vector<game::Move> want;
      for (std::size_t i = 0; i < list.size(); ++i) want.push_back(list[i]);
      ASSERT_EQ(sorted(got), sorted(want)) << "endgame " << k << " ply " << ply << " (seed 31)";
      const endgame::NodeMove m = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
      if (m.index != endgame::NodeMove::kPass) {
        Board b = s.board();
        put_down(b, racks[ply % 2], s.move_of(m));
      }
      const char* end = nullptr;
      if (s.make(m, &end)) break;
    }
  }
}

TEST(Endgame, DepthLimitedSearchSaysItIsNotExact) {
  const game::Lexicon lex = small_lexicon();
  game::MoveGenerator gen(lex);
  Rng rng(30, 0);
  endgame::Position pos = random_endgame(rng, gen, lex.alphabet);
  pos.racks[0] = {1, 1, 5};  // AAE against EE: no one goes out in one ply
  pos.racks[1] = {5, 5};
  endgame::Options o;
  o.max_plies = 1;
  const endgame::Result got = endgame::solve(lex, game::Rules{}, pos, o, StopToken());
  EXPECT_FALSE(got.exact);
  EXPECT_EQ(got.depth, 1);
  EXPECT_EQ(got.line.size(), 1u);
}

// Real records' endgames that solve in well under a second: exact, and the line replayed
// apart adds up to the value.
TEST(Endgame, RecordEndgamesSolveExactlyAndTheirLinesAddUp) {
  const std::filesystem::path shared(CWG_SHARED_DIR);
  CWG_NEED_SOWPODS();
  const game::Lexicon& lex = *test::sowpods();
  game::MoveGenerator gen(lex);
  for (const char* name : {"well_played_game.gcg", "cel_only.gcg", "only_bingo.gcg"}) {
    const analysis::GamePosition p = analysis::read_game_position(
        (shared / "formats" / "gcg" / name).string(), std::nullopt, true, "endgame");
    endgame::Position pos;
    pos.board = p.board;
    pos.racks[0] = p.rack;
    pos.racks[1] = p.unseen;
    pos.zero_turns = p.zero_turns;
    const endgame::Result got = endgame::solve(lex, p.rules, pos, endgame::Options{}, StopToken());
    EXPECT_TRUE(got.exact) << name;
    EXPECT_EQ(line_value(got, pos, gen, lex.alphabet), got.value) << name;
    // A cache of the touched lines' plays that fills at once: every node then generates
    // its lines itself, in the same order, so the search is the same.
    endgame::Options tiny;
    tiny.line_cache_plays = 16;
    const endgame::Result again = endgame::solve(lex, p.rules, pos, tiny, StopToken());
    EXPECT_EQ(again.value, got.value) << name;
    EXPECT_EQ(again.nodes, got.nodes) << name;
    ASSERT_EQ(again.line.size(), got.line.size()) << name;
    for (std::size_t i = 0; i < got.line.size(); ++i)
      EXPECT_EQ(again.line[i].move, got.line[i].move) << name << " step " << i;
  }
}

}  // namespace
}  // namespace cwg
