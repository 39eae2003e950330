#pragma once
/// One direction of a position as the generator reads it: across plays see the rows, down
/// plays see the columns (the board transposed), so a single code path generates both.
///
/// Everything the generator asks of a square is precomputed once per position into flat
/// arrays indexed line * len + pos: the letter on it, its premiums, whether it is an anchor
/// (an empty square next to a tile, Appel & Jacobson's term), and for an empty square the
/// cross-check set (letters whose perpendicular word is in the lexicon) with the points of
/// the perpendicular tiles, so a placed tile's cross-word score is one multiply-add.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "game/board.hpp"
#include "game/movegen/gaddag.hpp"

namespace cwg::game {

/// Points of each letter code (index 1..63; blanks score 0 and are handled apart).
using LetterValues = std::array<int, 64>;

struct LineView {
  int lines = 0;  ///< rows for across, columns for down
  int len = 0;    ///< squares per line
  bool across = true;
  std::vector<Tile> letter;              ///< letter on the square (blank flag dropped), 0 empty
  std::vector<std::int32_t> value;       ///< points of the board tile (0 for a blank)
  std::vector<std::uint8_t> lmul, wmul;  ///< letter and word multipliers
  std::vector<std::uint8_t> anchor;      ///< 1 on an anchor square
  std::vector<LetterSet> cross;          ///< empty square: letters its perpendicular word allows
  std::vector<std::int32_t> cross_sum;   ///< points of the perpendicular tiles; -1 when none
  bool cache_cross = false;              ///< keep cross-check sets by their runs (below)

  /// Fills the view of `board` for one direction. On an empty board the only anchor is
  /// the centre square.
  void build(const Board& board, bool across_view, const LetterValues& values,
             const Gaddag& gaddag);
  /// The view of `board` = `base`'s board with tiles added on `added` (square indices
  /// row * cols + col), with anchors and cross-checks on the lines l with only[l] set alone
  /// (the other lines have no anchor). A square's cross-check is `base`'s unless a tile was
  /// added on its perpendicular line.
  void build_lines(const Board& board, const LineView& base, std::span<const int> added,
                   const LetterValues& values, const Gaddag& gaddag,
                   std::span<const std::uint8_t> only);
  /// Brings a view built for `before` up to `board` when `board` is `before` with tiles
  /// added (same size and premiums, `before` not empty): only the squares the new tiles
  /// change are computed again (their lines' letters, the cross-checks of the lines across
  /// them, the anchors beside them). False otherwise: the view must then be built.
  bool update(const Board& board, const Board& before, const LetterValues& values,
              const Gaddag& gaddag);

  int index(int line, int pos) const { return line * len + pos; }
  /// Board row and column of a square of the view.
  int row_of(int line, int pos) const { return across ? line : pos; }
  int col_of(int line, int pos) const { return across ? pos : line; }

 private:
  /// The anchor flag, cross-check and cross points of square (l, p) from the letters.
  void checks(int l, int p, const Gaddag& gaddag);
  std::vector<Tile> above_, below_;  ///< checks()'s runs
  /// The cross-check sets computed before, by their runs (above, a mark, below): a search
  /// that puts tiles down and takes them off asks for the same runs again and again (the
  /// endgame's nodes). Filled on first use; a slot is overwritten by the next run hashed to it.
  struct CrossSlot {
    std::array<Tile, 16> runs{};  ///< all 0 while unused: no run's key (it holds a mark)
    LetterSet set = 0;
  };
  std::vector<CrossSlot> cross_cache_;
  LetterSet cached_cross_set(const Gaddag& gaddag);
  std::vector<std::uint8_t> dirty_;  ///< update(), build_lines(): positions whose checks are redone
};

/// The letters c for which `above` c `below` is a word (`above` and `below` are the runs of
/// letters before and after the square, in reading order; at least one is not empty).
LetterSet cross_set(const Gaddag& gaddag, const Tile* above, int above_len, const Tile* below,
                    int below_len);

}  // namespace cwg::game
