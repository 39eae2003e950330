// The shadow bound of an anchor (the idea of wolges and MAGPIE): before any lexicon node is
// read, the most any play found from the anchor could be worth, from the squares it may
// cover and the rack's tile values alone.
//
// A play from anchor p covers p, some empty non-anchor squares left of it (or the run of
// tiles touching it on the left) and, rightwards, the tiles after it and more empty squares
// with the runs of tiles between them; every empty square it covers must fit some rack tile.
// For each such span the score is at most
//   W * (board tiles' points) + sum of cross-word tiles' points * their square's word premium
//   + sum over new tiles of value * lmul * (W + the square's word premium if a cross word)
// with W the product of the new squares' word premiums. The last sum is at most the
// rearrangement bound (the highest values meet the largest multipliers, whatever fits
// where), and at most the sum over the constrained squares of the best rack tile allowed
// there, plus the rearrangement over the other squares alone; the bound takes the smaller
// (cross-checks often shut the heavy tiles out of the best squares). Constrained: a square
// with a cross word or with tiles after it in the play's direction (LineView's cross-check
// holds the letters that may precede them), and the anchor when board tiles touch it in the
// play's direction (the lexicon then allows few letters there; none, and the anchor is dead).
//
// Bounds are kept per (tiles left of the anchor, tiles right of it), so the walk can stop
// extending a word that cannot reach the best found (MoveGenerator::may_place), and a play
// of the whole rack counts the bingo bonus only when the anagram filter says its letters
// may spell a word.
#include <algorithm>
#include <limits>

#include "game/movegen/movegen.hpp"

namespace cwg::game {

namespace {

/// One empty square a play may cover: its premiums, its cross word's tile points (-1:
/// none) and the most a rack tile allowed there is worth (-1: any tile is).
struct ShadowSquare {
  int lmul, wmul, cross, best;
};

constexpr int kMaxSpan = 64;

/// The new squares of a span and the bound of what tiles on them score, kept up to date
/// as squares are added (in O(squares), but for a word premium, which changes them all).
class SpanBound {
 public:
  explicit SpanBound(const int* values) : values_(values) {}
  void clear() { k_ = 0, word_ = 1, cross_fixed_ = 0, constrained_ = 0, opens_ = 0; }
  int size() const { return k_; }
  int word() const { return word_; }
  void add(const ShadowSquare& s) {
    squares_[k_++] = s;
    if (s.wmul != 1) {
      word_ *= s.wmul;
      rebuild();
    } else {
      place(s, k_ - 1);
    }
  }
  /// The most the span's tiles and cross words add, beyond W times the board tiles' points.
  int tiles_bound() const {
    return cross_fixed_ + std::min(rearranged(all_, k_), constrained_ + rearranged(open_, opens_));
  }

 private:
  void rebuild() {
    cross_fixed_ = constrained_ = opens_ = 0;
    for (int i = 0; i < k_; ++i) place(squares_[i], i);
  }
  /// Adds square i's terms (squares before it are in).
  void place(const ShadowSquare& s, int i) {
    const int m = s.lmul * (word_ + (s.cross >= 0 ? s.wmul : 0));
    insert_descending(all_, i, m);
    if (s.cross >= 0) cross_fixed_ += s.cross * s.wmul;
    if (s.best >= 0)
      constrained_ += m * s.best;
    else
      insert_descending(open_, opens_++, m);
  }
  static void insert_descending(int* mult, int n, int m) {
    int j = n;
    for (; j > 0 && mult[j - 1] < m; --j) mult[j] = mult[j - 1];
    mult[j] = m;
  }
  /// The highest values meet the largest multipliers.
  int rearranged(const int* mult, int n) const {
    int sum = 0;
    for (int i = 0; i < n; ++i) sum += mult[i] * values_[i];
    return sum;
  }

  const int* values_;  ///< the rack's tile values, highest first
  ShadowSquare squares_[kMaxSpan];
  int all_[kMaxSpan], open_[kMaxSpan];
  int k_ = 0, word_ = 1, cross_fixed_ = 0, constrained_ = 0, opens_ = 0;
};

}  // namespace

bool MoveGenerator::bingo_may_spell(std::uint64_t letters) const {
  // The rack's real tiles and the board's letters are in `letters`; blanks add any letter.
  if (rack_blanks_ == 0) return anagrams().may_be_word(letters);
  if (rack_blanks_ == 1) return anagrams().may_be_word_less_one(letters);
  return true;
}

int MoveGenerator::best_allowed(LetterSet allowed) const {
  for (const Tile c : rack_by_value_)
    if (allowed & letter_bit(c)) return values_[c];
  return rack_blanks_ > 0 && allowed != 0 ? 0 : -1;
}

LetterSet MoveGenerator::anchor_letters(int p) const {
  const LineView& v = *view_;
  const int b = base_;
  LetterSet allowed = v.cross[b + p];
  // The tiles after it, read from the last leftwards as the walk reads them.
  int end = p;
  while (end + 1 < v.len && v.letter[b + end + 1] != 0) ++end;
  if (end > p) {
    Gaddag::Node n = gaddag_.root();
    for (int q = end; q > p && n != Gaddag::kNone; --q) n = gaddag_.child(n, v.letter[b + q]);
    allowed &= n == Gaddag::kNone ? 0 : gaddag_.letters(n);
  }
  // The tiles before it, a word's start read forwards.
  int start = p;
  while (start > 0 && v.letter[b + start - 1] != 0) --start;
  if (start < p) {
    Gaddag::Node n = gaddag_.dawg_root();
    for (int q = start; q < p && n != Gaddag::kNone; ++q) n = gaddag_.child(n, v.letter[b + q]);
    allowed &= n == Gaddag::kNone ? 0 : gaddag_.letters(n);
  }
  return allowed;
}

/// What a play from one anchor may cover, as the bound reads it: the anchor's square, the
/// empty squares it may take leftwards (nearest first), the board tiles it must take, and
/// rightwards each empty square with the run of tiles after it.
struct MoveGenerator::AnchorReach {
  ShadowSquare anchor;
  ShadowSquare left[kMaxSpan];
  int lefts = 0;
  int fixed_points = 0;  ///< the tiles touching the anchor
  /// The rack's real tiles and the board letters a span takes, hashed (AnagramFilter).
  std::uint64_t fixed_letters = 0;
  ShadowSquare right[kMaxSpan];
  int right_points[kMaxSpan];
  std::uint64_t right_letters[kMaxSpan];
  int rights = 0;
};

bool MoveGenerator::reach(int p, AnchorReach& r) const {
  const LineView& v = *view_;
  const int b = base_, len = v.len;
  const int rack = static_cast<int>(rack_values_.size());
  auto square = [&](int q) {
    const int sq = b + q;
    const int best = v.cross[sq] != kAnyLetter ? best_allowed(v.cross[sq]) : -1;
    return ShadowSquare{v.lmul[sq], v.wmul[sq], v.cross_sum[sq], best};
  };
  const auto take_tile = [&](int q, int& points, std::uint64_t& letters) {
    points += v.value[b + q];
    letters += AnagramFilter::letter_hash(v.letter[b + q]);
  };
  const bool tile_left = p > 0 && v.letter[b + p - 1] != 0;
  r.anchor = square(p);
  if (tile_left || (p + 1 < len && v.letter[b + p + 1] != 0)) {
    r.anchor.best = best_allowed(anchor_letters(p));
    if (r.anchor.best < 0) return false;  // no rack tile makes a word here
  }
  r.fixed_letters = rack_hash_;
  if (tile_left) {
    for (int q = p - 1; q >= 0 && v.letter[b + q] != 0; --q)
      take_tile(q, r.fixed_points, r.fixed_letters);
  } else {
    for (int q = p - 1;
         q >= 0 && r.lefts + 1 < rack && r.lefts < kMaxSpan && !v.anchor[b + q] && fits(b + q); --q)
      r.left[r.lefts++] = square(q);
  }
  int q = p + 1;
  for (; q < len && v.letter[b + q] != 0; ++q) take_tile(q, r.fixed_points, r.fixed_letters);
  while (q < len && r.rights + 1 < rack && r.rights < kMaxSpan && fits(b + q)) {
    const int i = r.rights++;
    r.right[i] = square(q);
    r.right_points[i] = 0;
    r.right_letters[i] = 0;
    for (++q; q < len && v.letter[b + q] != 0; ++q)
      take_tile(q, r.right_points[i], r.right_letters[i]);
  }
  return true;
}

double MoveGenerator::anchor_bound(int p, double* table) const {
  const int rack = static_cast<int>(rack_values_.size());
  constexpr double kNone = -std::numeric_limits<double>::infinity();
  const int dim = rack;  // table[nl * dim + nr]: nl tiles left of the anchor, nr right of it
  if (table) std::fill(table, table + dim * dim, kNone);
  AnchorReach r;
  if (!reach(p, r)) return kNone;
  // Without a table and by score, a span's bound only grows with the span (every term is
  // non-negative, the word premium only rises; a bingo can only be the longest span when
  // the rack holds at most the rules' rack size): per nl, the longest span decides, or the
  // one a square shorter when the longest is a bingo that cannot spell a word.
  const bool every = table != nullptr || valuer_ != nullptr || rack > rules_.rack_size;
  double best = kNone;
  SpanBound span(rack_values_.data());
  for (int nl = 0; nl <= r.lefts; ++nl) {
    span.clear();
    span.add(r.anchor);
    for (int i = 0; i < nl; ++i) span.add(r.left[i]);
    int points = r.fixed_points;
    std::uint64_t letters = r.fixed_letters;
    const int longest = std::min(r.rights, rack - 1 - nl);
    for (int nr = 0; nr <= longest; ++nr) {
      if (nr > 0) {
        span.add(r.right[nr - 1]);
        points += r.right_points[nr - 1];
        letters += r.right_letters[nr - 1];
      }
      if (!every && nr + 1 < longest) continue;
      const int k = span.size();
      const bool bingo = k == rules_.rack_size;
      if (bingo && !bingo_may_spell(letters)) continue;
      const int score =
          points * span.word() + span.tiles_bound() + (bingo ? rules_.bingo_bonus : 0);
      const double bound = score + value_bound_[static_cast<std::size_t>(k)];
      best = std::max(best, bound);
      if (table) table[nl * dim + nr] = bound;
    }
  }
  if (!table) return best;
  // Suffix maxima: table[nl][nr] becomes the best of every span with nl left and at least
  // nr right, and column 0 also over at least nl left, which is what the walk can still
  // reach after placing that many (see MoveGenerator::may_place).
  for (int nl = 0; nl < dim; ++nl)
    for (int nr = dim - 2; nr >= 0; --nr)
      table[nl * dim + nr] = std::max(table[nl * dim + nr], table[nl * dim + nr + 1]);
  for (int nl = dim - 2; nl >= 0; --nl)
    table[nl * dim] = std::max(table[nl * dim], table[(nl + 1) * dim]);
  return table[0];
}

}  // namespace cwg::game
