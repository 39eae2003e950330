// The order plays are listed in, partial selection of the best, and the best-plays
// generator: anchors walked best bound first, stopping when no bound reaches the best found.
#include <algorithm>
#include <limits>
#include <numeric>

#include "game/movegen/movegen.hpp"

namespace cwg::game {

namespace {

/// A tile's place in the word order: real letters by code, a blank after every real letter
/// (as upper case sorts before lower case), a played-through square 0 (both words of one
/// start and direction have it on the same squares).
int word_key(Tile t) {
  return is_designated_blank(t) ? 64 + letter_of(t) : t;
}

}  // namespace

bool MoveList::ranks_before(std::size_t i, std::size_t j, RankBy by) const {
  const Entry &a = entries_[i], &b = entries_[j];
  if (by == RankBy::Equity && a.equity != b.equity) return a.equity > b.equity;
  if (a.score != b.score) return a.score > b.score;
  if (a.row != b.row) return a.row < b.row;
  if (a.col != b.col) return a.col < b.col;
  const bool a_across = (a.flags & kAcross) != 0, b_across = (b.flags & kAcross) != 0;
  if (a_across != b_across) return a_across;
  const Tile *ta = tiles(i), *tb = tiles(j);
  const std::size_t n = std::min(a.length, b.length);
  for (std::size_t k = 0; k < n; ++k)
    if (ta[k] != tb[k]) return word_key(ta[k]) < word_key(tb[k]);
  return a.length < b.length;
}

void MoveList::keep_best(std::size_t count, RankBy by) {
  std::vector<std::uint32_t> order(entries_.size());
  std::iota(order.begin(), order.end(), 0u);
  const auto before = [&](std::uint32_t i, std::uint32_t j) { return ranks_before(i, j, by); };
  if (count > 0 && count < order.size()) {
    std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(count),
                      order.end(), before);
    order.resize(count);
  } else {
    std::sort(order.begin(), order.end(), before);
  }
  std::vector<Entry> kept;
  kept.reserve(order.size());
  for (const std::uint32_t i : order) kept.push_back(entries_[i]);
  entries_.swap(kept);
}

void MoveGenerator::generate_best(const Board& board, const TileString& rack, const Rules& rules,
                                  std::size_t count, MoveList& out, const PlayValuer* valuer) {
  stats_ = {};
  const RankBy by = valuer ? RankBy::Equity : RankBy::Score;
  threshold_ = -std::numeric_limits<double>::infinity();
  if (!start(board, rack, rules, out, valuer)) return;
  prepare_best(rules.rack_size);
  // The shadow bound keeps spans of up to 64 squares: an absurd rack is listed in full.
  if (count == 0 || rack.size() > kMaxBoundedRack) {
    generate_view(views_[0]);
    generate_view(views_[1]);
    out.keep_best(count, by);
    return;
  }
  anchors_.clear();
  rack_dim_ = static_cast<int>(rack.size());
  for (int v = 0; v < 2; ++v) {
    view_ = &views_[v];
    for (int l = 0; l < view_->lines; ++l) {
      line_ = l;
      base_ = view_->index(l, 0);
      for (int p = 0; p < view_->len; ++p)
        if (view_->anchor[base_ + p] && fits(base_ + p))
          anchors_.push_back({anchor_bound(p, nullptr), v, l, p});
    }
  }
  stats_.anchors = anchors_.size();
  std::sort(anchors_.begin(), anchors_.end(),
            [](const Anchor& a, const Anchor& b) { return a.bound > b.bound; });
  best_count_ = count;
  for (const Anchor& a : anchors_) {
    // Every play of this anchor and the ones after it is worth at most a.bound: below
    // the count-th best found, none of them can be among the best.
    if (a.bound < threshold_) break;
    view_ = &views_[a.view];
    line_ = a.line;
    base_ = view_->index(a.line, 0);
    placed_.assign(static_cast<std::size_t>(view_->len) + kCopyBlock, 0);
    // The walk's table of bounds, made only for the anchors walked.
    table_.resize(static_cast<std::size_t>(rack_dim_ * rack_dim_));
    anchor_bound(a.pos, table_.data());
    bounds_ = table_.data();
    anchor_ = a.pos;
    tile_left_ = a.pos > 0 && view_->letter[base_ + a.pos - 1] != 0;
    walk_anchor(a.pos);
    ++stats_.walked;
    if (count > 1 && out.size() >= count) raise_threshold(count);
  }
  bounds_ = nullptr;
  best_count_ = 0;
  out.keep_best(count, by);
}

void MoveGenerator::prepare_best(int rack_size) {
  if (anagrams().min_length() == rack_size) return;
  if (shared_anagrams_)
    shared_anagram_ = &shared_anagrams_->of(gaddag_, rack_size);
  else
    own_anagrams_ = AnagramFilter(gaddag_, rack_size);
}

void MoveGenerator::raise_threshold(std::size_t count) {
  MoveList& out = *out_;
  scratch_.clear();
  for (const MoveList::Entry& e : out.entries_) scratch_.push_back(e.equity);
  const auto nth = scratch_.begin() + static_cast<std::ptrdiff_t>(count - 1);
  std::nth_element(scratch_.begin(), nth, scratch_.end(), std::greater<>());
  threshold_ = std::max(threshold_, *nth);
  // Plays below it can no longer be among the best: drop them so the list stays short.
  if (out.size() > 2 * count + 64)
    std::erase_if(out.entries_, [&](const MoveList::Entry& e) { return e.equity < threshold_; });
}

}  // namespace cwg::game
