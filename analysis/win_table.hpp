#pragma once
/// The chance to win from a spread with so many tiles in the bag, for the player on turn:
/// a logistic curve per bag count, P = 1 / (1 + exp(-(a + b * spread))), fitted by maximum
/// likelihood (Newton's method) to the turns of self-play games, each labelled by who won.
/// What `cwg sim` values a rollout's last position by; `cwg winpct` makes it.
#include <cstdint>
#include <string>
#include <vector>

#include "game/movegen/lexicon.hpp"

namespace cwg::analysis {

class WinTable {
 public:
  static constexpr int kMaxBag = 100;
  /// The chance that the player on turn wins, `spread` points ahead, `bag` tiles in the bag.
  double win(double spread, int bag) const;
  /// CSV `bag,a,b` lines after a `# ` comment, bags 0 .. kMaxBag.
  std::string csv(const std::string& comment) const;
  /// Reads csv()'s text; InputError naming `file` and the line when malformed.
  static WinTable parse(const std::string& text, const std::string& file);
  /// The committed English table (data/winpct/english.csv), found beside the program.
  static WinTable standard();

  std::vector<double> a = std::vector<double>(kMaxBag + 1, 0.0);
  std::vector<double> b = std::vector<double>(kMaxBag + 1, 0.02);
};

/// Plays `games` self-play games (game i from (seed, i), the committed leave table on both
/// sides) on `threads` threads and fits the table to their turns; the same for any threads.
WinTable make_win_table(const game::Lexicon& lexicon, std::uint64_t seed, std::int64_t games,
                        int threads);

}  // namespace cwg::analysis
