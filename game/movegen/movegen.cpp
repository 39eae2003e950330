// The GADDAG walk from each anchor (Gordon 1994, section 3), with scores summed on the way.
#include "game/movegen/movegen.hpp"

#include <algorithm>
#include <cassert>
#include <cstring>
#include <functional>
#include <limits>

namespace cwg::game {

void MoveList::append(const MoveList& from, std::size_t i) {
  Entry e = from.entries_[i];
  if (tiles_used_ + e.length > tiles_.size())
    tiles_.resize(std::max(2 * tiles_.size(), tiles_used_ + e.length + 4096));
  std::copy_n(from.tiles(i), e.length, tiles_.data() + tiles_used_);
  e.offset = static_cast<std::uint32_t>(tiles_used_);
  tiles_used_ += e.length;
  entries_.push_back(e);
}

Move MoveList::operator[](std::size_t i) const {
  const Entry& e = entries_[i];
  Move m;
  m.where = {e.row, e.col, (e.flags & kAcross) != 0};
  m.tiles.assign(tiles(i), tiles(i) + e.length);
  m.score = e.score;
  m.played = e.played;
  m.bingo = (e.flags & kBingo) != 0;
  m.equity = e.equity;
  return m;
}

MoveGenerator::MoveGenerator(const Gaddag& gaddag, const Distribution& dist) : gaddag_(gaddag) {
  for (int code = 1; code <= dist.size() && code < 64; ++code)
    values_[code] = dist.value(static_cast<Tile>(code));
}

void MoveGenerator::generate(const Board& board, const TileString& rack, const Rules& rules,
                             MoveList& out, const PlayValuer* valuer) {
  if (!start(board, rack, rules, out, valuer)) return;
  threshold_ = -std::numeric_limits<double>::infinity();
  generate_view(views_[0]);
  generate_view(views_[1]);
}

void MoveGenerator::set_base(const Board& board) {
  base_views_[0].build(board, true, values_, gaddag_);
  base_views_[1].build(board, false, values_, gaddag_);
}

void MoveGenerator::generate_lines(const Board& board, std::span<const int> added,
                                   const TileString& rack, const Rules& rules,
                                   std::span<const std::uint8_t> rows,
                                   std::span<const std::uint8_t> cols, MoveList& out) {
  if (!start_rack(rack, rules, out, nullptr) || gaddag_.root() == Gaddag::kNone) return;
  assert(base_views_[0].lines == board.rows() && base_views_[0].len == board.cols());
  threshold_ = -std::numeric_limits<double>::infinity();
  views_[0].build_lines(board, base_views_[0], added, values_, gaddag_, rows);
  views_[1].build_lines(board, base_views_[1], added, values_, gaddag_, cols);
  last_board_.reset();  // the views hold only the marked lines' anchors
  generate_view(views_[0]);
  generate_view(views_[1]);
}

bool MoveGenerator::start(const Board& board, const TileString& rack, const Rules& rules,
                          MoveList& out, const PlayValuer* valuer) {
  if (!start_rack(rack, rules, out, valuer) || gaddag_.root() == Gaddag::kNone) return false;
  // Self-play and a record's positions come one play apart: the views then change only
  // around the new tiles.
  if (!last_board_ || !views_[0].update(board, *last_board_, values_, gaddag_) ||
      !views_[1].update(board, *last_board_, values_, gaddag_)) {
    views_[0].build(board, true, values_, gaddag_);
    views_[1].build(board, false, values_, gaddag_);
  }
  last_board_ = board;
  return true;
}

bool MoveGenerator::start_rack(const TileString& rack, const Rules& rules, MoveList& out,
                               const PlayValuer* valuer) {
  out.clear();
  out_ = &out;
  rules_ = rules;
  valuer_ = valuer;
  for (int& c : counts_) c = 0;
  blanks_ = 0;
  rack_mask_ = 0;
  tiles_left_ = 0;
  rack_values_.clear();
  for (const Tile t : rack) {
    if (t == kBlank) {
      ++blanks_;
      rack_values_.push_back(0);
    } else {
      assert(letter_of(t) < 64);
      ++counts_[letter_of(t)];
      rack_mask_ |= letter_bit(letter_of(t));
      rack_values_.push_back(values_[letter_of(t)]);
    }
    ++tiles_left_;
  }
  std::sort(rack_values_.begin(), rack_values_.end(), std::greater<>());
  rack_by_value_.clear();
  rack_hash_ = 0;
  for (int c = 1; c < 64; ++c) {
    if (counts_[c] == 0) continue;
    rack_by_value_.push_back(static_cast<Tile>(c));
    rack_hash_ +=
        AnagramFilter::letter_hash(static_cast<Tile>(c)) * static_cast<unsigned>(counts_[c]);
  }
  std::stable_sort(rack_by_value_.begin(), rack_by_value_.end(),
                   [&](Tile a, Tile b) { return values_[a] > values_[b]; });
  rack_sorted_ = rack;
  std::sort(rack_sorted_.begin(), rack_sorted_.end());
  value_bound_.assign(rack.size() + 1, 0.0);
  if (valuer)
    for (std::size_t k = 1; k <= rack.size(); ++k)
      value_bound_[k] = valuer->bound(static_cast<int>(k));
  rack_blanks_ = blanks_;
  short_.assign(static_cast<std::size_t>(blanks_), 0);
  short_count_ = 0;
  return tiles_left_ > 0;
}

void MoveGenerator::generate_view(const LineView& view) {
  view_ = &view;
  placed_.assign(static_cast<std::size_t>(view.len) + kCopyBlock, 0);
  for (int l = 0; l < view.lines; ++l) {
    line_ = l;
    base_ = view.index(l, 0);
    std::fill(placed_.begin(), placed_.end(), Tile{0});  // 0 under this line's tiles
    for (int p = 0; p < view.len; ++p)
      if (view.anchor[base_ + p] && fits(base_ + p)) walk_anchor(p);
  }
}

void MoveGenerator::walk_anchor(int p) {
  const LineView& view = *view_;
  // Tiles right of the anchor belong to every word through it: read them first, from
  // the last leftwards, so the walk only meets strings that fit them. Starting at the
  // anchor instead walks every string of tiles leftwards before learning, at ◇, that
  // almost none goes on with those letters (most of the work on a mid-game board).
  int end = p;
  while (end + 1 < view.len && view.letter[base_ + end + 1] != 0) ++end;
  Gaddag::Node node = gaddag_.root();
  Score s;
  for (int q = end; q > p && node != Gaddag::kNone; --q) {
    node = gaddag_.child(node, view.letter[base_ + q]);
    s.main += view.value[base_ + q];
  }
  if (node == Gaddag::kNone) return;
  turn_at_ = end;
  left(p, node, s);
}

MoveGenerator::Score MoveGenerator::place(Score s, int sq, int points) const {
  const int lm = view_->lmul[sq], wm = view_->wmul[sq];
  s.main += points * lm;
  s.wmul *= wm;
  if (view_->cross_sum[sq] >= 0) s.cross += (view_->cross_sum[sq] + points * lm) * wm;
  ++s.played;
  return s;
}

// Square `pos` of the walk, read from `node`: the board's tile if it has one, else every
// rack letter that the node and the square's cross-check allow; then on from the square,
// leftwards (the reversed part, up to the anchor) or rightwards (the forward part of a word
// that starts at `start`). The two directions differ only in where they go on.
template <bool kRightwards>
void MoveGenerator::square(int pos, Gaddag::Node node, int start, Score s) {
  const auto then = [&](Gaddag::Node next, Score t) {
    if constexpr (kRightwards)
      after_right(pos, next, start, t);
    else
      after_left(pos, next, t);
  };
  const int sq = base_ + pos;
  const LineView& v = *view_;
  if (v.letter[sq] != 0) {
    const Tile c = v.letter[sq];
    if ((gaddag_.letters(node) & letter_bit(c)) == 0) return;
    s.main += v.value[sq];
    then(gaddag_.child_of(node, c), s);
    return;
  }
  // The shadow bound of what a tile here leads to (generate_best only).
  if constexpr (kRightwards) {
    const int left = tile_left_ ? 0 : anchor_ - start;  // tiles placed left of the anchor
    if (!may_place(left, s.played - left)) return;
  } else {
    if (!may_place(anchor_ - pos, 0)) return;
  }
  LetterSet allowed = gaddag_.letters(node) & v.cross[sq];
  if (blanks_ == 0) allowed &= rack_mask_;
  gaddag_.prefetch_children(node, allowed);
  for (; allowed != 0; allowed &= allowed - 1) {
    const Tile c = static_cast<Tile>(__builtin_ctzll(allowed));
    const Gaddag::Node next = gaddag_.child_of(node, c);
    placed_[pos] = c;
    take(c);
    then(next, place(s, sq, values_[c]));
    give_back(c);
  }
}

void MoveGenerator::left(int pos, Gaddag::Node node, Score s) {
  square<false>(pos, node, 0, s);
}

// The word now covers pos..anchor: end it here (turning at ◇) and/or go on leftwards.
void MoveGenerator::after_left(int pos, Gaddag::Node node, Score s) {
  const LineView& v = *view_;
  const int sq = base_ + pos;
  const bool starts_here = pos == 0 || v.letter[sq - 1] == 0;
  if (starts_here) {
    const Gaddag::Node fwd = gaddag_.turn(node);
    if (fwd != Gaddag::kNone) {
      // The square after turn_at_ is empty: the word may end there, or go on rightwards.
      if (turn_at_ > pos && gaddag_.accepts(node)) record(pos, turn_at_, s);
      if (turn_at_ + 1 < v.len && tiles_left_ > 0 && fits(base_ + turn_at_ + 1))
        right(turn_at_ + 1, fwd, pos, s);
    }
  }
  if (pos == 0) return;
  if (!starts_here) {
    left(pos - 1, node, s);  // the tile to the left belongs to the word
  } else if (tiles_left_ > 0 && !v.anchor[sq - 1] && fits(sq - 1)) {
    left(pos - 1, node, s);
  }
}

void MoveGenerator::right(int pos, Gaddag::Node node, int start, Score s) {
  square<true>(pos, node, start, s);
}

[[gnu::always_inline]] inline void MoveGenerator::after_right(int pos, Gaddag::Node node, int start,
                                                              Score s) {
  const LineView& v = *view_;
  if (pos + 1 < v.len && v.letter[base_ + pos + 1] != 0) {
    right(pos + 1, node, start, s);
    return;
  }
  if (gaddag_.accepts(node)) record(start, pos, s);
  if (pos + 1 < v.len && tiles_left_ > 0 && fits(base_ + pos + 1)) right(pos + 1, node, start, s);
}

void MoveGenerator::record(int start, int end, const Score& s) {
  const LineView& v = *view_;
  if (s.played == 1 && !v.across) {
    // One tile that also makes an across word: the across pass lists it.
    int at = start;
    while (placed_[at] == 0) ++at;
    if (v.cross_sum[base_ + at] >= 0) return;
  }
  const bool bingo = s.played == rules_.rack_size;
  const int score = s.main * s.wmul + s.cross + (bingo ? rules_.bingo_bonus : 0);
  if (rack_blanks_ == 0) {
    emit(start, end, s.played, score, nullptr, 0);
    return;
  }
  // A blank on square p instead of the real tile loses the tile's points in the main word
  // and in the perpendicular word there, if any.
  auto blank_cost = [&](int p) {
    const int sq = base_ + p;
    const int lm = v.lmul[sq], wm = v.wmul[sq];
    return values_[placed_[p]] * lm * (s.wmul + (v.cross_sum[sq] >= 0 ? wm : 0));
  };
  if (rack_blanks_ == 1) {
    int p = start;
    if (short_count_ == 1) {
      // The blank must stand for the letter the rack lacks, on any of its squares.
      const Tile c = short_[0];
      for (; p <= end; ++p)
        if (placed_[p] == c) emit(start, end, s.played, score - blank_cost(p), &p, 1);
      return;
    }
    emit(start, end, s.played, score, nullptr, 0);
    for (; p <= end; ++p)
      if (placed_[p] != 0) emit(start, end, s.played, score - blank_cost(p), &p, 1);
    return;
  }
  // Several blanks: every set of at most rack_blanks_ placed squares that holds, for each
  // letter the rack lacks, as many of its squares as blanks stand for it.
  blank_at_.clear();
  auto choose = [&](auto&& self, int from, int cost) -> void {
    bool covers = true;
    for (int k = 0; k < short_count_ && covers; ++k) {
      const Tile c = short_[k];
      int need = 0, have = 0;
      for (int j = 0; j < short_count_; ++j) need += short_[j] == c;
      for (const int p : blank_at_) have += placed_[p] == c;
      covers = have >= need;
    }
    if (covers)
      emit(start, end, s.played, score - cost, blank_at_.data(),
           static_cast<int>(blank_at_.size()));
    if (static_cast<int>(blank_at_.size()) == rack_blanks_) return;
    for (int p = from; p <= end; ++p) {
      if (placed_[p] == 0) continue;
      blank_at_.push_back(p);
      self(self, p + 1, cost + blank_cost(p));
      blank_at_.pop_back();
    }
  };
  choose(choose, start, 0);
}

void MoveGenerator::emit(int start, int end, int played, int score, const int* blank_at,
                         int blanks) {
  // generate_best(): nothing of this play is written when even its bound falls short.
  if (best_count_ > 0 && score + value_bound_[static_cast<std::size_t>(played)] < threshold_)
    return;
  const LineView& v = *view_;
  MoveList& out = *out_;
  const bool bingo = played == rules_.rack_size;
  MoveList::Entry e;
  e.row = static_cast<std::int16_t>(v.row_of(line_, start));
  e.col = static_cast<std::int16_t>(v.col_of(line_, start));
  e.length = static_cast<std::uint16_t>(end - start + 1);
  e.flags = static_cast<std::uint8_t>((v.across ? MoveList::kAcross : 0) |
                                      (bingo ? MoveList::kBingo : 0));
  e.played = static_cast<std::uint8_t>(played);
  e.score = score;
  e.offset = static_cast<std::uint32_t>(out.tiles_used_);
  const std::size_t length = e.length;
  if (out.tiles_used_ + length + kCopyBlock > out.tiles_.size())
    out.tiles_.resize(
        std::max(2 * out.tiles_.size(), out.tiles_used_ + length + kCopyBlock + 4096));
  Tile* tiles = out.tiles_.data() + out.tiles_used_;
  std::memcpy(tiles, placed_.data() + start, length <= kCopyBlock ? kCopyBlock : length);
  for (int k = 0; k < blanks; ++k)
    tiles[blank_at[k] - start] = as_blank(tiles[blank_at[k] - start]);
  e.equity = valuer_ ? equity_of(e, tiles) : score;
  if (best_count_ > 0 && e.equity < threshold_) return;
  out.tiles_used_ += length;
  out.entries_.push_back(e);
  if (best_count_ == 1) threshold_ = e.equity;  // the best so far: it was not below
}

double MoveGenerator::equity_of(const MoveList::Entry& e, const Tile* tiles) const {
  // The leave: the sorted rack less each placed tile (a blank-flagged one is a blank).
  Tile leave[64];
  std::size_t n = 0;
  bool used[64] = {};
  const std::size_t rack = std::min<std::size_t>(rack_sorted_.size(), 64);
  for (std::size_t k = 0; k < e.length; ++k) {
    if (tiles[k] == kEmpty) continue;
    const Tile t = is_designated_blank(tiles[k]) ? kBlank : tiles[k];
    for (std::size_t i = 0; i < rack; ++i)
      if (!used[i] && rack_sorted_[i] == t) {
        used[i] = true;
        break;
      }
  }
  for (std::size_t i = 0; i < rack; ++i)
    if (!used[i]) leave[n++] = rack_sorted_[i];
  PlayView play;
  play.where = {e.row, e.col, (e.flags & MoveList::kAcross) != 0};
  play.tiles = {tiles, e.length};
  play.score = e.score;
  play.played = e.played;
  return e.score + valuer_->value(play, {leave, n});
}

}  // namespace cwg::game
