// The best-plays generator (MoveGenerator::generate_best, issue 21 item 1): the same plays,
// in the same order, as the full generator's list cut to the N best, by score and by
// equity, on every real-game position of ../shared/formats (the .cgp positions and the
// positions before each play of the .gcg records); on seeded random positions its best
// plays are the brute-force generator's. A failure names the position or the seed.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>

#include "core/file_io.hpp"
#include "core/rng.hpp"
#include "formats/cgp/cgp.hpp"
#include "formats/gcg/gcg.hpp"
#include "formats/gcg/gcg_record.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/move_text.hpp"
#include "game/movegen/movegen.hpp"
#include "game/movegen/record_positions.hpp"
#include "tests/game/movegen/brute_force.hpp"
#include "tests/game/movegen/position_maker.hpp"
#include "tests/game/sowpods.hpp"
#include "tests/need.hpp"

namespace cwg::game {
namespace {

namespace fs = std::filesystem;
using test::kShared;

struct Position {
  std::string where;
  Board board = Board::standard();
  TileString rack;
  Rules rules;
};

/// Every real-game position with a known rack, English tiles (SOWPODS is the lexicon).
std::vector<Position> real_positions() {
  std::vector<Position> out;
  const Distribution& d = Distribution::english();
  for (const auto& entry : fs::directory_iterator(kShared / "formats/gcg")) {
    if (entry.path().extension() != ".gcg") continue;
    const gcg::Game game = gcg::parse(read_file(entry.path()), entry.path().string());
    const Record record = gcg::to_record(game);
    if (distribution_for(record, game.pragma("lexicon").value_or("")) != &d) continue;
    for (RecordPosition& p : record_positions(record, d, nullptr))
      out.push_back({entry.path().filename().string() + ":" + std::to_string(p.line),
                     std::move(p.board), std::move(p.rack), Rules{}});
  }
  std::istringstream lines(read_file(kShared / "formats/cgp/positions.txt"));
  int line_no = 0;
  for (std::string line; std::getline(lines, line);) {
    ++line_no;
    try {
      const cgp::Position p = cgp::parse(line, {});
      if (p.racks.empty() || p.racks[0].empty() || p.distribution.name() != d.name()) continue;
      out.push_back({"positions.txt:" + std::to_string(line_no), p.board, p.racks[0],
                     Rules{p.bingo_bonus(), 7}});
    } catch (const cgp::CgpError&) {
    }
  }
  return out;
}

using test::sowpods;

/// A made-up equity: each leave's value a fixed pseudo-random number in [-8, 12) from its
/// tiles, less 0.5 per vowel (A E I O U) the play puts on the middle row. bound() is the
/// best leave of that size the rack allows (the adjustment is never positive).
class TestValuer : public PlayValuer {
 public:
  explicit TestValuer(const TileString& rack) {
    TileString sorted = rack;
    std::sort(sorted.begin(), sorted.end());
    best_.assign(rack.size() + 1, -1e9);
    const std::size_t n = sorted.size();
    for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
      TileString leave;
      for (std::size_t i = 0; i < n; ++i)
        if (mask & (1u << i)) leave.push_back(sorted[i]);
      const std::size_t played = n - leave.size();
      best_[played] = std::max(best_[played], leave_value(leave));
    }
  }
  static double leave_value(std::span<const Tile> leave) {
    std::uint64_t h = 0x1234567;
    for (const Tile t : leave) h = (h ^ t) * 0x100000001B3ull;
    h ^= h >> 29;
    return static_cast<double>(h % 2000) / 100.0 - 8.0;
  }
  double value(const PlayView& play, std::span<const Tile> leave) const override {
    double adjust = 0;
    int r = play.where.row;
    for (const Tile t : play.tiles) {
      const Tile c = letter_of(t);
      if (t != kEmpty && r == 7 && (c == 1 || c == 5 || c == 9 || c == 15 || c == 21))
        adjust -= 0.5;
      if (!play.where.across) ++r;
    }
    return leave_value(leave) + adjust;
  }
  double bound(int played) const override { return best_[static_cast<std::size_t>(played)]; }

 private:
  std::vector<double> best_;
};

std::string entry_text(const MoveList& list, std::size_t i) {
  const Move m = list[i];
  std::ostringstream out;
  out << format_placement(m.where) << " score " << m.score << " equity " << m.equity << " tiles";
  for (const Tile t : m.tiles) out << " " << int(t);
  return out.str();
}

/// generate_best(count) against generate() then keep_best(count): the same plays in order.
void expect_same_best(MoveGenerator& gen, const Position& p, std::size_t count, bool equity) {
  const TestValuer valuer(p.rack);
  const PlayValuer* v = equity ? &valuer : nullptr;
  MoveList full, best;
  gen.generate(p.board, p.rack, p.rules, full, v);
  full.keep_best(count, equity ? RankBy::Equity : RankBy::Score);
  gen.generate_best(p.board, p.rack, p.rules, count, best, v);
  ASSERT_EQ(best.size(), full.size()) << p.where << " top " << count;
  for (std::size_t i = 0; i < full.size(); ++i)
    ASSERT_EQ(entry_text(best, i), entry_text(full, i))
        << p.where << " top " << count << (equity ? " by equity" : " by score") << ", play " << i;
}

TEST(BestMoves, SameAsFullGeneratorOnEveryRealPosition) {
  CWG_NEED(sowpods()) << "no shared data";
  const std::vector<Position> positions = real_positions();
  ASSERT_GE(positions.size(), 500u);
  MoveGenerator gen(*sowpods());
  std::size_t walked = 0, anchors = 0;
  [[maybe_unused]] std::size_t index = 0;
  for (const Position& p : positions) {
#ifdef CWG_SANITIZED
    if (index++ % 4 != 0) continue;  // a quarter under the sanitizers' slowdown
#endif
    for (const std::size_t count : {1, 5})
      for (const bool equity : {false, true}) expect_same_best(gen, p, count, equity);
    walked += gen.stats().walked;
    anchors += gen.stats().anchors;
  }
  // The bound must skip something, or this generator is the full one slowly.
  EXPECT_LT(walked * 2, anchors);
  std::cout << positions.size() << " positions; top 5 by equity walked " << walked << " of "
            << anchors << " anchors\n";
}

// Seeded random SOWPODS games (0-24 plays, racks of 0-2 blanks): positions the records do
// not have (open boards, many blanks, crowded ones), the best by score and by equity the
// full list's.
TEST(BestMoves, SameAsFullGeneratorOnRandomPositions) {
  CWG_NEED(sowpods()) << "no shared data";
  MoveGenerator gen(*sowpods()), player(*sowpods());
#ifdef CWG_SANITIZED
  constexpr std::uint64_t kPositions = 12;
#else
  constexpr std::uint64_t kPositions = 60;
#endif
  for (std::uint64_t seed = 1; seed <= kPositions; ++seed) {
    Rng rng(seed, 29);
    const auto pos =
        test::random_position(rng, Distribution::english(), player, Board::standard(),
                              static_cast<int>(rng.below(25)), static_cast<int>(seed % 3));
    const Position p{"random seed " + std::to_string(seed), pos.board, pos.rack, Rules{}};
    for (const bool equity : {false, true}) expect_same_best(gen, p, 1, equity);
    expect_same_best(gen, p, 3, false);
  }
}

TEST(BestMoves, ListOrderIsTheTextOrder) {
  CWG_NEED(sowpods()) << "no shared data";
  const Distribution& d = Distribution::english();
  MoveGenerator gen(*sowpods());
  MoveList list;
  int checked = 0;
  for (const Position& p : real_positions()) {
    if (++checked > 60) break;
    gen.generate(p.board, p.rack, p.rules, list);
    const auto moves = sorted_moves(list, p.board, d);
    for (std::size_t i = 1; i < moves.size(); ++i) {
      const MoveText &a = moves[i - 1], &b = moves[i];
      const auto key = [](const MoveText& m) {
        return std::make_tuple(-m.move.score, m.move.where.row, m.move.where.col,
                               m.move.where.across ? 0 : 1, m.word);
      };
      ASSERT_LT(key(a), key(b)) << p.where << ": " << a.coord << " " << a.word << " before "
                                << b.coord << " " << b.word;
    }
  }
}

TEST(BestMoves, BestScoresAreTheBruteForceOnes) {
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    Rng rng(seed, 21);
    const Distribution d = test::small_distribution(rng, 9);
    WordBuffer buffer;
    std::vector<std::string> words;
    const int count = 10 + static_cast<int>(rng.below(200));
    for (int i = 0; i < count; ++i) {
      TileString w(2 + rng.below(7));
      for (Tile& t : w) t = static_cast<Tile>(1 + rng.below(static_cast<std::uint32_t>(d.size())));
      buffer.add(w);
      words.emplace_back(w.begin(), w.end());
    }
    const Gaddag g = Gaddag::build(buffer);
    const test::WordSet word_set(words);
    MoveGenerator gen(g, d);
    const auto pos =
        test::random_position(rng, d, gen, test::random_board(rng, 3),
                              static_cast<int>(rng.below(8)), static_cast<int>(rng.below(3)));
    const int bingo = seed % 3 == 0 ? 35 : 50;
    const auto want = test::brute_force_moves(pos.board, pos.rack, d, word_set, bingo);
    std::vector<int> want_scores;
    for (const auto& [placed, score] : want) want_scores.push_back(score);
    std::sort(want_scores.rbegin(), want_scores.rend());
    const std::size_t top = 1 + seed % 4;
    if (want_scores.size() > top) want_scores.resize(top);
    MoveList best;
    gen.generate_best(pos.board, pos.rack, Rules{bingo, 7}, top, best);
    std::vector<int> got_scores;
    for (std::size_t i = 0; i < best.size(); ++i) {
      const Move m = best[i];
      got_scores.push_back(m.score);
      test::Placements placed;
      int r = m.where.row, c = m.where.col;
      for (const Tile t : m.tiles) {
        if (t != kEmpty) placed.emplace_back(r, c, t);
        (m.where.across ? c : r) += 1;
      }
      std::sort(placed.begin(), placed.end());
      const auto it = want.find(placed);
      EXPECT_TRUE(it != want.end() && it->second == m.score)
          << "seed " << seed << ": " << format_placement(m.where) << " " << m.score
          << " is not a brute-force play";
    }
    EXPECT_EQ(got_scores, want_scores) << "seed " << seed;
  }
}

}  // namespace
}  // namespace cwg::game
