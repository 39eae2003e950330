// Equity of a play: score, leave, and the adjustments of game/equity.hpp.
#include "game/equity.hpp"

#include <algorithm>
#include <string_view>

namespace cwg::game {

bool is_vowel(const Distribution& dist, Tile t) {
  if (t == kBlank) return false;
  static constexpr std::string_view kVowels[] = {"A", "E", "I", "O", "U", "Ą", "Ę", "Ó",
                                                 "Á", "É", "Í", "Ú", "Ä", "Ö", "Ü"};
  const std::string& face = dist.letter(t).upper;
  return std::find(std::begin(kVowels), std::end(kVowels), face) != std::end(kVowels);
}

double leave_weight(int bag, const EquityRules& rules) {
  if (bag >= rules.full_leave_bag) return 1.0;
  return std::max(0, bag) / static_cast<double>(rules.full_leave_bag);
}

double opening_adjustment(const Board& board, const Placement& where, const TileString& tiles,
                          const Distribution& dist, const EquityRules& rules) {
  if (!board.empty()) return 0;
  double adjustment = 0;
  int r = where.row, c = where.col;
  for (const Tile t : tiles) {
    if (t != kEmpty && !is_designated_blank(t) && is_vowel(dist, t)) {
      bool beside_dl = false;
      for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
        const int nr = r + dr, nc = c + dc;
        // A double letter the play covers itself is used up, not opened.
        const int along = where.across ? nc - where.col : nr - where.row;
        const bool covered = (where.across ? nr == where.row : nc == where.col) && along >= 0 &&
                             along < static_cast<int>(tiles.size());
        if (board.contains(nr, nc) && !covered && board.premium(nr, nc) == Premium::DoubleLetter)
          beside_dl = true;
      }
      if (beside_dl) adjustment -= rules.opening_vowel_penalty;
    }
    (where.across ? c : r) += 1;
  }
  return adjustment;
}

double equity(int score, double leave_value, int leave_points, bool goes_out,
              const EquitySituation& situation, const EquityRules& rules) {
  if (situation.bag > 0) return score + leave_weight(situation.bag, rules) * leave_value;
  if (goes_out) return score + 2.0 * situation.opponent_points;
  return score - leave_points;
}

}  // namespace cwg::game
