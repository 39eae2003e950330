// The brute-force move generator (see brute_force.hpp).
#include "tests/game/movegen/brute_force.hpp"

#include <algorithm>

namespace cwg::test {

using game::Board;
using game::Tile;

WordSet::WordSet(const std::vector<std::string>& words) {
  for (const std::string& w : words) {
    words_.insert(w);
    for (std::size_t n = 1; n <= w.size(); ++n) prefixes_.insert(w.substr(0, n));
  }
}

namespace {

struct Search {
  Search(const Board& b, const game::Distribution& d, const WordSet& w, int bb,
         std::map<Placements, int>& o)
      : board(b), dist(d), words(w), bingo_bonus(bb), out(o) {}
  const Board& board;
  const game::Distribution& dist;
  const WordSet& words;
  int bingo_bonus;
  std::map<Placements, int>& out;
  bool across = true;
  bool empty_board = false;
  int line = 0;
  int counts[256] = {};  // rack tiles by code; 0 = blank
  int tiles_left = 0;
  std::string word;
  Placements placed;

  int row(int pos) const { return across ? line : pos; }
  int col(int pos) const { return across ? pos : line; }
  Tile on_board(int r, int c) const { return board.contains(r, c) ? board.at(r, c) : 0; }

  /// The perpendicular word through (r, c) holding `t`, its score, and whether it has
  /// more than the one letter.
  bool cross_word(int r, int c, Tile t, std::string& w, int& score) const {
    const int dr = across ? 1 : 0, dc = across ? 0 : 1;
    int r0 = r, c0 = c;
    while (on_board(r0 - dr, c0 - dc) != 0) r0 -= dr, c0 -= dc;
    w.clear();
    int sum = 0;
    const game::Premium p = board.premium(r, c);
    for (int rr = r0, cc = c0;; rr += dr, cc += dc) {
      if (rr == r && cc == c) {
        w += static_cast<char>(game::letter_of(t));
        sum += dist.value(t) * game::letter_multiplier(p);
      } else if (on_board(rr, cc) != 0) {
        w += static_cast<char>(game::letter_of(board.at(rr, cc)));
        sum += dist.value(board.at(rr, cc));
      } else {
        break;
      }
    }
    score = sum * game::word_multiplier(p);
    return w.size() > 1;
  }

  /// Scores the play that fills start..end (its words are known to be in the list).
  void finish(int start, int end) {
    int main = 0, wmul = 1, cross_total = 0;
    std::string w;
    for (int pos = start; pos <= end; ++pos) {
      const Tile b = board.at(row(pos), col(pos));
      if (b != 0) {
        main += dist.value(b);
        continue;
      }
      Tile t = 0;
      for (const auto& [r, c, tile] : placed)
        if (r == row(pos) && c == col(pos)) t = tile;
      const game::Premium p = board.premium(row(pos), col(pos));
      main += dist.value(t) * game::letter_multiplier(p);
      wmul *= game::word_multiplier(p);
      int s = 0;
      if (cross_word(row(pos), col(pos), t, w, s)) cross_total += s;
    }
    int score = main * wmul + cross_total;
    if (placed.size() == 7) score += bingo_bonus;
    Placements key = placed;
    std::sort(key.begin(), key.end());
    const auto [it, fresh] = out.emplace(key, score);
    // The same tiles found across and down (one tile making two words) must score alike.
    if (!fresh && it->second != score) it->second = -1;
  }

  /// A square that makes a play through it connected: a tile, an empty square with a
  /// perpendicular neighbour, or the centre of an empty board.
  bool touch_point(int pos) const {
    const int r = row(pos), c = col(pos);
    if (board.at(r, c) != 0) return true;
    if (empty_board) return r == board.center_row() && c == board.center_col();
    return across ? on_board(r - 1, c) || on_board(r + 1, c)
                  : on_board(r, c - 1) || on_board(r, c + 1);
  }

  /// The word runs from `start`; squares start..pos-1 are filled. `touches`: the play so
  /// far goes through a tile, or a new tile has a perpendicular neighbour (or covers the
  /// centre of an empty board).
  void fill(int start, int pos, bool touches) {
    const int len = across ? board.cols() : board.rows();
    const bool ends_here = pos == len || board.at(row(pos), col(pos)) == 0;
    if (ends_here && pos - start >= 2 && !placed.empty() && touches && words.contains(word))
      finish(start, pos - 1);
    if (pos == len) return;
    if (!touches) {
      // Cut orders that run out of tiles before the play can touch anything.
      int q = pos;
      while (q < len && !touch_point(q)) ++q;
      if (q == len || q - pos + (board.at(row(q), col(q)) == 0 ? 1 : 0) > tiles_left) return;
    }
    const Tile b = board.at(row(pos), col(pos));
    if (b != 0) {
      word += static_cast<char>(game::letter_of(b));
      if (words.starts_some_word(word)) fill(start, pos + 1, true);
      word.pop_back();
      return;
    }
    const int r = row(pos), c = col(pos);
    const bool here_touches = touch_point(pos);
    std::string w;
    int unused = 0;
    for (int code = 0; code <= dist.size(); ++code) {
      if (counts[code] == 0) continue;
      --counts[code];
      --tiles_left;
      const int first = code == 0 ? 1 : code, last = code == 0 ? dist.size() : code;
      for (int letter = first; letter <= last; ++letter) {
        const Tile t =
            code == 0 ? game::as_blank(static_cast<Tile>(letter)) : static_cast<Tile>(code);
        word += static_cast<char>(letter);
        const bool cross_ok = !cross_word(r, c, t, w, unused) || words.contains(w);
        if (cross_ok && words.starts_some_word(word)) {
          placed.emplace_back(r, c, t);
          fill(start, pos + 1, touches || here_touches);
          placed.pop_back();
        }
        word.pop_back();
      }
      ++counts[code];
      ++tiles_left;
    }
  }
};

}  // namespace

std::map<Placements, int> brute_force_moves(const Board& board, const game::TileString& rack,
                                            const game::Distribution& dist, const WordSet& words,
                                            int bingo_bonus) {
  std::map<Placements, int> out;
  Search s(board, dist, words, bingo_bonus, out);
  for (const Tile t : rack) ++s.counts[t];
  s.tiles_left = static_cast<int>(rack.size());
  s.empty_board = board.tile_count() == 0;
  for (const bool across : {true, false}) {
    s.across = across;
    const int lines = across ? board.rows() : board.cols();
    const int len = across ? board.cols() : board.rows();
    for (int line = 0; line < lines; ++line) {
      s.line = line;
      for (int start = 0; start < len; ++start)
        if (start == 0 || board.at(s.row(start - 1), s.col(start - 1)) == 0)
          s.fill(start, start, false);
    }
  }
  return out;
}

}  // namespace cwg::test
