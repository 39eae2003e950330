#pragma once
/// Random mid-game positions for the tests and the benchmark: a game played from a shuffled
/// bag with plays picked at random (half the time the best one) from the generator's list,
/// then a rack drawn with a chosen number of blanks. Seeded by core/rng.hpp, so a seed gives
/// the same position everywhere.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "game/board.hpp"
#include "game/movegen/movegen.hpp"
#include "game/tiles.hpp"

namespace cwg::test {

/// A random alphabet of 3-7 letters with counts 5-10, values 1 to `max_value` and two
/// blanks: small enough for the brute-force generator.
inline game::Distribution small_distribution(Rng& rng, int max_value) {
  std::vector<game::LetterInfo> letters;
  const int n = 3 + static_cast<int>(rng.below(5));
  for (int i = 0; i < n; ++i) {
    const std::string upper(1, static_cast<char>('A' + i));
    letters.push_back({upper, game::utf8_lower(upper), 5 + static_cast<int>(rng.below(6)),
                       1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(max_value)))});
  }
  return game::Distribution("small", letters, 2);
}

/// An empty board of 4-11 rows and columns, one square in `premium_one_in` (on average) a
/// random premium.
inline game::Board random_board(Rng& rng, int premium_one_in) {
  const int rows = 4 + static_cast<int>(rng.below(8)), cols = 4 + static_cast<int>(rng.below(8));
  std::vector<game::Premium> premiums(static_cast<std::size_t>(rows * cols), game::Premium::None);
  for (game::Premium& p : premiums)
    if (rng.below(static_cast<std::uint32_t>(premium_one_in)) == 0)
      p = static_cast<game::Premium>(rng.below(7));
  return game::Board(rows, cols, premiums);
}

struct RandomPosition {
  game::Board board;
  game::TileString rack;
};

/// Plays `plays` turns on `board` (skipping turns without a play), then draws a rack of up
/// to `rack_size` tiles holding `blanks` blanks when the distribution has them.
inline RandomPosition random_position(Rng& rng, const game::Distribution& dist,
                                      game::MoveGenerator& gen, game::Board board, int plays,
                                      int blanks, int rack_size = 7) {
  std::vector<game::Tile> bag;
  for (int code = 1; code <= dist.size(); ++code)
    for (int i = 0; i < dist.letter(static_cast<game::Tile>(code)).count; ++i)
      bag.push_back(static_cast<game::Tile>(code));
  for (int i = 0; i < dist.blanks(); ++i) bag.push_back(game::kBlank);
  for (std::size_t i = bag.size(); i > 1; --i)
    std::swap(bag[i - 1], bag[rng.below(static_cast<std::uint32_t>(i))]);
  game::TileString rack;
  auto refill = [&](std::size_t n) {
    while (rack.size() < n && !bag.empty()) {
      rack.push_back(bag.back());
      bag.pop_back();
    }
  };
  game::MoveList list;
  for (int turn = 0; turn < plays; ++turn) {
    refill(static_cast<std::size_t>(rack_size));
    gen.generate(board, rack, game::Rules{}, list);
    if (list.empty()) {
      // Exchange the whole rack.
      bag.insert(bag.begin(), rack.begin(), rack.end());
      rack.clear();
      continue;
    }
    std::size_t pick = rng.below(static_cast<std::uint32_t>(list.size()));
    if (rng.below(2) == 0)
      for (std::size_t i = 0; i < list.size(); ++i)
        if (list.entry(i).score > list.entry(pick).score) pick = i;
    const game::Move m = list[pick];
    int r = m.where.row, c = m.where.col;
    for (const game::Tile t : m.tiles) {
      if (t != game::kEmpty) {
        board.set(r, c, t);
        const game::Tile used = game::is_designated_blank(t) ? game::kBlank : t;
        rack.erase(std::find(rack.begin(), rack.end(), used));
      }
      (m.where.across ? c : r) += 1;
    }
  }
  // The rack on turn: the blanks asked for, the rest from the bag without blanks.
  bag.insert(bag.end(), rack.begin(), rack.end());
  rack.clear();
  std::vector<game::Tile> letters;
  int blanks_left = blanks;
  for (const game::Tile t : bag) {
    if (t == game::kBlank && blanks_left > 0) {
      rack.push_back(t);
      --blanks_left;
    } else if (t != game::kBlank) {
      letters.push_back(t);
    }
  }
  for (std::size_t i = letters.size(); i > 1; --i)
    std::swap(letters[i - 1], letters[rng.below(static_cast<std::uint32_t>(i))]);
  while (static_cast<int>(rack.size()) < rack_size && !letters.empty()) {
    rack.push_back(letters.back());
    letters.pop_back();
  }
  return {board, rack};
}

}  // namespace cwg::test
