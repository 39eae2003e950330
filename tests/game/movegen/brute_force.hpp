#pragma once
/// The brute-force move generator the tests hold `cwg moves` to: every span of every line,
/// every order of every subset of the rack's tiles on its empty squares (a blank as each
/// letter), each play checked word by word against a plain sorted word list and scored from
/// the board's premiums. It shares no code with game/movegen: no GADDAG, no anchors, no
/// cross-check sets. The one shortcut: an order is dropped as soon as the main word's
/// letters so far start no word (a lookup in a set of the words' prefixes), which cuts no play.
#include <map>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "game/board.hpp"
#include "game/tiles.hpp"

namespace cwg::test {

/// Words as strings of letter codes (one char per code) in a hash set, with every prefix of
/// every word in another.
class WordSet {
 public:
  explicit WordSet(const std::vector<std::string>& words);
  bool contains(const std::string& w) const { return words_.count(w) != 0; }
  bool starts_some_word(const std::string& prefix) const { return prefixes_.count(prefix) != 0; }

 private:
  std::unordered_set<std::string> words_;
  std::unordered_set<std::string> prefixes_;
};

/// A play as the squares it fills: (row, col, tile) sorted by square.
using Placements = std::vector<std::tuple<int, int, game::Tile>>;

/// Every legal play with its score (one entry per distinct set of placements).
std::map<Placements, int> brute_force_moves(const game::Board& board, const game::TileString& rack,
                                            const game::Distribution& dist, const WordSet& words,
                                            int bingo_bonus);

}  // namespace cwg::test
