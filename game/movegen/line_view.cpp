// Per-position precomputation: the line views, anchors and cross-check sets.
#include "game/movegen/line_view.hpp"

namespace cwg::game {

LetterSet cross_set(const Gaddag& g, const Tile* above, int above_len, const Tile* below,
                    int below_len) {
  LetterSet out = 0;
  if (above_len > 0) {
    // Forward DAWG: read the letters above, then try each letter and the letters below.
    Gaddag::Node n = g.dawg_root();
    for (int i = 0; i < above_len && n != Gaddag::kNone; ++i) n = g.child(n, above[i]);
    if (n == Gaddag::kNone) return 0;
    for (LetterSet m = g.letters(n); m != 0; m &= m - 1) {
      const Tile c = static_cast<Tile>(__builtin_ctzll(m));
      Gaddag::Node k = g.child_of(n, c);
      for (int i = 0; i < below_len && k != Gaddag::kNone; ++i) k = g.child(k, below[i]);
      if (k != Gaddag::kNone && g.accepts(k)) out |= letter_bit(c);
    }
    return out;
  }
  // Nothing above: the reversed part read from the last letter below back to the square;
  // a node accepts when the letters read, reversed back, are a word.
  Gaddag::Node n = g.root();
  for (int i = below_len - 1; i >= 0 && n != Gaddag::kNone; --i) n = g.child(n, below[i]);
  if (n == Gaddag::kNone) return 0;
  for (LetterSet m = g.letters(n); m != 0; m &= m - 1) {
    const Tile c = static_cast<Tile>(__builtin_ctzll(m));
    if (g.accepts(g.child_of(n, c))) out |= letter_bit(c);
  }
  return out;
}

void LineView::build(const Board& board, bool across_view, const LetterValues& values,
                     const Gaddag& gaddag) {
  across = across_view;
  lines = across ? board.rows() : board.cols();
  len = across ? board.cols() : board.rows();
  const std::size_t n = static_cast<std::size_t>(lines) * static_cast<std::size_t>(len);
  letter.assign(n, 0);
  value.assign(n, 0);
  lmul.assign(n, 1);
  wmul.assign(n, 1);
  anchor.assign(n, 0);
  cross.assign(n, kAnyLetter);
  cross_sum.assign(n, -1);
  bool any_tile = false;
  for (int l = 0; l < lines; ++l) {
    for (int p = 0; p < len; ++p) {
      const int r = row_of(l, p), c = col_of(l, p);
      const int i = index(l, p);
      const Tile t = board.at(r, c);
      const Premium prem = board.premium(r, c);
      letter[i] = letter_of(t);
      value[i] = (t == kEmpty || is_designated_blank(t)) ? 0 : values[letter_of(t)];
      lmul[i] = static_cast<std::uint8_t>(letter_multiplier(prem));
      wmul[i] = static_cast<std::uint8_t>(word_multiplier(prem));
      any_tile = any_tile || t != kEmpty;
    }
  }
  if (!any_tile) {
    const int r = board.center_row(), c = board.center_col();
    anchor[across ? index(r, c) : index(c, r)] = 1;
    return;
  }
  for (int l = 0; l < lines; ++l)
    for (int p = 0; p < len; ++p) checks(l, p, gaddag);
}

void LineView::build_lines(const Board& board, const LineView& base, std::span<const int> added,
                           const LetterValues& values, const Gaddag& gaddag,
                           std::span<const std::uint8_t> only) {
  across = base.across;
  lines = base.lines;
  len = base.len;
  letter = base.letter;
  value = base.value;
  lmul = base.lmul;
  wmul = base.wmul;
  cross = base.cross;
  cross_sum = base.cross_sum;
  anchor.assign(base.anchor.size(), 0);
  dirty_.assign(static_cast<std::size_t>(len), 0);
  for (const int k : added) {
    const int r = k / board.cols(), c = k % board.cols();
    const int i = across ? index(r, c) : index(c, r);
    const Tile t = board.at(r, c);
    letter[i] = letter_of(t);
    value[i] = is_designated_blank(t) ? 0 : values[letter_of(t)];
    dirty_[static_cast<std::size_t>(across ? c : r)] = 1;  // its perpendicular line
  }
  for (int l = 0; l < lines; ++l) {
    if (!only[static_cast<std::size_t>(l)]) continue;
    for (int p = 0; p < len; ++p) {
      const int i = index(l, p);
      if (dirty_[static_cast<std::size_t>(p)] || letter[i] != 0) {
        checks(l, p, gaddag);
        continue;
      }
      // No tile added across this square's perpendicular line: its cross-check is base's.
      anchor[i] = (l > 0 && letter[i - len] != 0) || (l + 1 < lines && letter[i + len] != 0) ||
                          (p > 0 && letter[i - 1] != 0) || (p + 1 < len && letter[i + 1] != 0)
                      ? 1
                      : 0;
    }
  }
}

void LineView::checks(int l, int p, const Gaddag& gaddag) {
  const int i = index(l, p);
  if (letter[i] != 0) {
    anchor[i] = 0;
    cross[i] = kAnyLetter;
    cross_sum[i] = -1;
    return;
  }
  const bool up = l > 0 && letter[i - len] != 0;
  const bool down = l + 1 < lines && letter[i + len] != 0;
  const bool left = p > 0 && letter[i - 1] != 0;
  const bool right = p + 1 < len && letter[i + 1] != 0;
  anchor[i] = (up || down || left || right) ? 1 : 0;
  // A tile here in this line's direction precedes the run of tiles after it: only letters
  // that start that run's reading leftwards in the lexicon may go here (the generator
  // learns it one square earlier; the shadow bound counts the square as constrained).
  LetterSet before_run = kAnyLetter;
  if (right) {
    int end = p + 1;
    while (end + 1 < len && letter[i - p + end + 1] != 0) ++end;
    Gaddag::Node n = gaddag.root();
    for (int q = end; q > p && n != Gaddag::kNone; --q) n = gaddag.child(n, letter[i - p + q]);
    before_run = n == Gaddag::kNone ? 0 : gaddag.letters(n);
  }
  if (!up && !down) {
    cross[i] = before_run;
    cross_sum[i] = -1;
    return;
  }
  // The perpendicular runs: lines before and after this one at the same position.
  above_.clear();
  below_.clear();
  int sum = 0;
  int k = l - 1;
  while (k >= 0 && letter[index(k, p)] != 0) --k;
  for (int m = k + 1; m < l; ++m) {
    above_.push_back(letter[index(m, p)]);
    sum += value[index(m, p)];
  }
  for (int m = l + 1; m < lines && letter[index(m, p)] != 0; ++m) {
    below_.push_back(letter[index(m, p)]);
    sum += value[index(m, p)];
  }
  cross_sum[i] = sum;
  cross[i] = before_run & cached_cross_set(gaddag);
}

LetterSet LineView::cached_cross_set(const Gaddag& gaddag) {
  constexpr std::size_t kSlots = std::size_t{1} << 12;
  constexpr Tile kMark = 0x80;  // letters are below 64
  CrossSlot probe;
  if (!cache_cross || above_.size() + below_.size() + 1 > probe.runs.size())
    return cross_set(gaddag, above_.data(), static_cast<int>(above_.size()), below_.data(),
                     static_cast<int>(below_.size()));
  std::size_t n = 0;
  for (const Tile t : above_) probe.runs[n++] = t;
  probe.runs[n++] = kMark;
  for (const Tile t : below_) probe.runs[n++] = t;
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a
  for (const Tile t : probe.runs) h = (h ^ t) * 1099511628211ull;
  if (cross_cache_.empty()) cross_cache_.resize(kSlots);
  CrossSlot& slot = cross_cache_[(h >> 20) & (kSlots - 1)];
  if (slot.runs != probe.runs) {
    slot.runs = probe.runs;
    slot.set = cross_set(gaddag, above_.data(), static_cast<int>(above_.size()), below_.data(),
                         static_cast<int>(below_.size()));
  }
  return slot.set;
}

bool LineView::update(const Board& board, const Board& before, const LetterValues& values,
                      const Gaddag& gaddag) {
  if (board.rows() != before.rows() || board.cols() != before.cols() ||
      board.premiums() != before.premiums() || before.empty() ||
      lines != (across ? board.rows() : board.cols()) ||
      len != (across ? board.cols() : board.rows()))
    return false;
  const std::vector<Tile>& now = board.squares();
  const std::vector<Tile>& was = before.squares();
  dirty_.assign(static_cast<std::size_t>(len), 0);
  const int cols = board.cols();
  for (std::size_t k = 0; k < now.size(); ++k) {
    if (now[k] == was[k]) continue;
    if (was[k] != kEmpty) return false;  // a tile taken away or changed: built anew
    const int r = static_cast<int>(k) / cols, c = static_cast<int>(k) % cols;
    const int l = across ? r : c, p = across ? c : r;
    const int i = index(l, p);
    letter[i] = letter_of(now[k]);
    value[i] = is_designated_blank(now[k]) ? 0 : values[letter_of(now[k])];
    dirty_[static_cast<std::size_t>(p)] = 1;
  }
  // A new tile changes the cross-checks along its position (the perpendicular line) and
  // the anchors beside it; those beside it in its line are in the dirty positions' lines
  // or are redone here, with the square before its run (the letters that may precede it).
  for (int p = 0; p < len; ++p) {
    if (!dirty_[static_cast<std::size_t>(p)]) continue;
    for (int l = 0; l < lines; ++l) {
      checks(l, p, gaddag);
      if (letter[index(l, p)] == 0) continue;
      int start = p;
      while (start > 0 && letter[index(l, start - 1)] != 0) --start;
      if (start > 0 && !dirty_[static_cast<std::size_t>(start - 1)]) checks(l, start - 1, gaddag);
      if (p + 1 < len && !dirty_[static_cast<std::size_t>(p + 1)]) checks(l, p + 1, gaddag);
    }
  }
  return true;
}

}  // namespace cwg::game
