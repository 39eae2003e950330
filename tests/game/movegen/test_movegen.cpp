// The move generator against the brute-force one (brute_force.hpp): the same plays with the
// same scores on seeded random mid-game positions (small lexicons on small boards with
// random premiums, SOWPODS on the standard board, racks with 0-2 blanks, boards holding
// non-words), and on the real positions of ../shared/formats/cgp. A failure names the seed
// and prints the position.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <memory>
#include <sstream>

#include "core/file_io.hpp"
#include "core/rng.hpp"
#include "formats/cgp/cgp.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/move_text.hpp"
#include "game/movegen/movegen.hpp"
#include "tests/game/movegen/brute_force.hpp"
#include "tests/game/movegen/position_maker.hpp"
#include "tests/game/sowpods.hpp"
#include "tests/need.hpp"

namespace cwg::game {
namespace {

namespace fs = std::filesystem;
using test::Placements;
using test::WordSet;

using test::kShared;

std::string dump(const Board& b, const TileString& rack, const Distribution& d) {
  std::ostringstream out;
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) out << (b.at(r, c) ? d.face(b.at(r, c)) : ".");
    out << "\n";
  }
  out << "rack " << d.text(rack) << "\n";
  return out.str();
}

WordSet word_set(const Gaddag& g) {
  // Every word, read back from the forward DAWG: the oracle gets the same list, not the
  // same structure.
  std::vector<std::string> words;
  std::string w;
  auto walk = [&](auto&& self, Gaddag::Node n) -> void {
    if (g.accepts(n)) words.push_back(w);
    for (LetterSet m = g.letters(n); m != 0; m &= m - 1) {
      const Tile c = static_cast<Tile>(__builtin_ctzll(m));
      w.push_back(static_cast<char>(c));
      self(self, g.child_of(n, c));
      w.pop_back();
    }
  };
  walk(walk, g.dawg_root());
  return WordSet(words);
}

/// The generator's plays as placements; checks no play is listed twice, the direction of
/// one-tile plays and the bingo flags on the way.
std::map<Placements, int> generated(const MoveList& list, const Board& b, const std::string& what) {
  std::map<Placements, int> got;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Move m = list[i];
    Placements p;
    int r = m.where.row, c = m.where.col;
    for (const Tile t : m.tiles) {
      if (t != kEmpty) p.emplace_back(r, c, t);
      (m.where.across ? c : r) += 1;
    }
    EXPECT_EQ(static_cast<int>(p.size()), m.played) << what;
    EXPECT_EQ(m.bingo, m.played == 7) << what;
    if (m.played == 1) {
      const auto [tr, tc, tt] = p[0];
      const bool across_word =
          (tc > 0 && b.at(tr, tc - 1)) || (tc + 1 < b.cols() && b.at(tr, tc + 1));
      EXPECT_EQ(m.where.across, across_word) << what << " one tile at " << tr << "," << tc;
    }
    std::sort(p.begin(), p.end());
    EXPECT_TRUE(got.emplace(p, m.score).second)
        << what << ": listed twice: " << format_placement(m.where);
  }
  return got;
}

void expect_same_as_brute_force(const Board& b, const TileString& rack, const Distribution& d,
                                const Gaddag& g, const WordSet& words, int bingo,
                                const std::string& what) {
  MoveGenerator gen(g, d);
  MoveList list;
  gen.generate(b, rack, Rules{bingo, 7}, list);
  const auto got = generated(list, b, what);
  const auto want = test::brute_force_moves(b, rack, d, words, bingo);
  if (got == want) return;
  std::ostringstream diff;
  int shown = 0;
  auto show = [&](const char* tag, const Placements& p, int score) {
    if (++shown > 8) return;
    diff << tag;
    for (const auto& [r, c, t] : p) diff << " " << r << "," << c << "=" << d.face(t);
    diff << " score " << score << "\n";
  };
  for (const auto& [p, s] : want) {
    const auto it = got.find(p);
    if (it == got.end())
      show("missing", p, s);
    else if (it->second != s)
      show("wrong score (generator)", p, it->second);
  }
  for (const auto& [p, s] : got)
    if (!want.count(p)) show("extra", p, s);
  ADD_FAILURE() << what << ": " << got.size() << " plays, brute force " << want.size() << "\n"
                << diff.str() << dump(b, rack, d);
}

/// Puts a random tile on a random empty square (the board then holds non-words).
void sprinkle(Rng& rng, Board& b, const Distribution& d) {
  const int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(b.rows())));
  const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(b.cols())));
  if (b.at(r, c) == kEmpty)
    b.set(r, c, static_cast<Tile>(1 + rng.below(static_cast<std::uint32_t>(d.size()))));
}

TEST(Movegen, EqualsBruteForceOnSmallLexicons) {
  for (std::uint64_t seed = 1; seed <= 500; ++seed) {
    Rng rng(seed);
    const Distribution d = test::small_distribution(rng, 5);
    WordBuffer buffer;
    const int count = 10 + static_cast<int>(rng.below(200));
    for (int i = 0; i < count; ++i) {
      TileString w(2 + rng.below(5));
      for (Tile& t : w) t = static_cast<Tile>(1 + rng.below(static_cast<std::uint32_t>(d.size())));
      buffer.add(w);
    }
    const Gaddag g = Gaddag::build(buffer);
    const WordSet words = word_set(g);
    MoveGenerator gen(g, d);
    auto pos =
        test::random_position(rng, d, gen, test::random_board(rng, 4),
                              static_cast<int>(rng.below(8)), static_cast<int>(rng.below(3)));
    if (seed % 5 == 0) sprinkle(rng, pos.board, d);
    const int bingo = seed % 7 == 0 ? 35 : 50;
    expect_same_as_brute_force(pos.board, pos.rack, d, g, words, bingo,
                               "small lexicon, seed " + std::to_string(seed));
  }
}

using test::sowpods;

const WordSet& sowpods_words() {
  static const WordSet words = word_set(sowpods()->gaddag);
  return words;
}

TEST(Movegen, EqualsBruteForceWithSowpods) {
  CWG_NEED(sowpods()) << "no sowpods.txt";
  const Distribution& d = Distribution::english();
#ifdef CWG_SANITIZED
  const std::uint64_t seeds = 10;
#else
  const std::uint64_t seeds = 30;
#endif
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    Rng rng(seed, 1);
    MoveGenerator gen(sowpods()->gaddag, d);
    auto pos =
        test::random_position(rng, d, gen, Board::standard(), static_cast<int>(rng.below(16)),
                              seed % 10 == 0 ? 2 : static_cast<int>(seed % 2));
    if (seed % 6 == 0) sprinkle(rng, pos.board, d);
    expect_same_as_brute_force(pos.board, pos.rack, d, sowpods()->gaddag, sowpods_words(), 50,
                               "sowpods, seed " + std::to_string(seed));
  }
}

TEST(Movegen, EqualsBruteForceOnRealPositions) {
  CWG_NEED(sowpods()) << "no sowpods.txt";
  const fs::path file = kShared / "formats/cgp/positions.txt";
  const std::string text = read_file(file);
  int checked = 0, line_no = 0;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    ++line_no;
    cgp::Position p;
    cgp::ReadOptions where;
    where.file = file.string();
    where.line = line_no;
    try {
      p = cgp::parse(line, where);
    } catch (const cgp::CgpError&) {
      continue;  // not ours to judge: the CGP tests say which lines the reader refuses
    }
    if (p.racks.empty() || p.racks[0].empty()) continue;
#ifdef CWG_SANITIZED
    if (line_no % 4 != 0) continue;
#endif
    expect_same_as_brute_force(p.board, p.racks[0], p.distribution, sowpods()->gaddag,
                               sowpods_words(), p.bingo_bonus(),
                               "positions.txt line " + std::to_string(line_no));
    ++checked;
  }
  EXPECT_GT(checked, 10);
}

TEST(Movegen, OpeningBingoScoresAsPlayersCountIt) {
  CWG_NEED(sowpods()) << "no sowpods.txt";
  const Distribution& d = Distribution::english();
  MoveGenerator gen(sowpods()->gaddag, d);
  MoveList list;
  const Board board = Board::standard();
  gen.generate(board, *d.encode("RETSINA"), Rules{}, list);
  const auto moves = sorted_moves(list, board, d);
  ASSERT_FALSE(moves.empty());
  // 8D RETSINA: R on the double letter, the centre doubles the word: (2+6) * 2 + 50.
  bool found = false;
  for (const auto& m : moves)
    if (m.coord == "8D" && m.word == "RETSINA") found = m.move.score == 66 && m.move.bingo;
  EXPECT_TRUE(found);
  EXPECT_EQ(moves[0].move.score, 66);  // all letters are worth 1: no opening bingo does better
}

TEST(Movegen, AppendedPlaysAreTheSamePlays) {
  CWG_NEED(sowpods()) << "no sowpods.txt";
  const Distribution& d = Distribution::english();
  MoveGenerator gen(sowpods()->gaddag, d);
  MoveList a, b, kept;
  gen.generate(Board::standard(), *d.encode("RETSINA"), Rules{}, a);
  gen.generate(Board::standard(), *d.encode("QI"), Rules{}, b);
  for (std::size_t i = 0; i < a.size(); i += 2) kept.append(a, i);
  for (std::size_t i = 0; i < b.size(); ++i) kept.append(b, i);
  ASSERT_EQ(kept.size(), (a.size() + 1) / 2 + b.size());
  for (std::size_t i = 0; i < kept.size(); ++i) {
    const bool from_a = i < (a.size() + 1) / 2;
    const Move want = from_a ? a[2 * i] : b[i - (a.size() + 1) / 2];
    EXPECT_EQ(kept[i], want);
  }
}

}  // namespace
}  // namespace cwg::game
