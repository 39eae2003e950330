// Sound ceilings on a side's remaining points (see ceiling.hpp for the argument).
#include "game/endgame/ceiling.hpp"

#include <algorithm>
#include <cassert>
#include <functional>

namespace cwg::endgame {

namespace {

/// Board points a word through the empty square (r, c) along (dr, dc) can hold: the board
/// tiles on each side of it up to the point where more than `bridge` empty squares would
/// have to be filled (each side on its own: a sound overestimate).
int reach(const game::Board& b, const game::Distribution& dist, int r, int c, int dr, int dc,
          int bridge) {
  int sum = 0;
  for (const int dir : {-1, 1}) {
    int gaps = 0;
    for (int i = r + dir * dr, j = c + dir * dc; b.contains(i, j); i += dir * dr, j += dir * dc) {
      if (b.at(i, j) == game::kEmpty) {
        if (++gaps > bridge) break;
      } else {
        sum += dist.value(b.at(i, j));
      }
    }
  }
  return sum;
}

}  // namespace

void PointsCeiling::reset(const game::Board& board, const game::Distribution& dist, int pool_tiles,
                          int pool_value) {
  pool_value_ = pool_value;
  const int rows = board.rows(), cols = board.cols();
  // Steps from the nearest board tile (a breadth-first walk from all of them at once).
  const int far = rows + cols;
  std::vector<int> steps(static_cast<std::size_t>(rows * cols), far);
  std::vector<int> queue;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (board.at(r, c) != game::kEmpty) {
        steps[static_cast<std::size_t>(r * cols + c)] = 0;
        queue.push_back(r * cols + c);
      }
  const bool empty_board = queue.empty();
  for (std::size_t k = 0; k < queue.size(); ++k) {
    const int r = queue[k] / cols, c = queue[k] % cols;
    const int next = steps[static_cast<std::size_t>(queue[k])] + 1;
    for (const auto& [dr, dc] :
         {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
      const int i = r + dr, j = c + dc;
      if (!board.contains(i, j) || steps[static_cast<std::size_t>(i * cols + j)] <= next) continue;
      steps[static_cast<std::size_t>(i * cols + j)] = next;
      queue.push_back(i * cols + j);
    }
  }
  const int bridge = std::max(0, pool_tiles - 1);
  lines_.assign(static_cast<std::size_t>(rows + cols), Line{});
  for (int l = 0; l < rows + cols; ++l) {
    const bool across = l < rows;
    const int length = across ? cols : rows;
    Line& line = lines_[static_cast<std::size_t>(l)];
    std::vector<int> lms, wms;
    for (int p = 0; p < length; ++p) {
      const int r = across ? l : p, c = across ? p : l - rows;
      if (board.at(r, c) != game::kEmpty) continue;
      if (!empty_board && steps[static_cast<std::size_t>(r * cols + c)] > pool_tiles) continue;
      const game::Premium prem = board.premium(r, c);
      const int lm = game::letter_multiplier(prem), wm = game::word_multiplier(prem);
      ++line.open;
      lms.push_back(lm);
      wms.push_back(wm);
      line.reach =
          std::max(line.reach, reach(board, dist, r, c, across ? 0 : 1, across ? 1 : 0, bridge));
      const int cross = reach(board, dist, r, c, across ? 1 : 0, across ? 0 : 1, bridge);
      line.cross = std::max(line.cross, cross * wm);
      line.cross_wm = std::max(line.cross_wm, wm);
      line.cross_lm = std::max(line.cross_lm, lm * wm);
    }
    std::sort(lms.begin(), lms.end(), std::greater<>());
    std::sort(wms.begin(), wms.end(), std::greater<>());
    line.wm[0] = 1;
    for (int k = 0; k < kMaxTiles; ++k) {
      line.lm[k] = k < static_cast<int>(lms.size()) ? lms[static_cast<std::size_t>(k)] : 0;
      line.wm[k + 1] =
          line.wm[k] * (k < static_cast<int>(wms.size()) ? wms[static_cast<std::size_t>(k)] : 1);
    }
  }
}

int PointsCeiling::play(const int* values, int k, const game::Rules& rules) const {
  int own = 0;
  for (int i = 0; i < k; ++i) own += values[i];
  const int others = pool_value_ - own;
  assert(k >= 1 && k <= kMaxTiles);
  int best = -1;
  for (const Line& line : lines_) {
    if (line.open < k) continue;
    int letters = 0;
    for (int i = 0; i < k; ++i) letters += values[i] * line.lm[i];
    // Each of the pool's other tiles lies on one square: in the main word or in one cross
    // word at most, so it counts once, with the largest multiplier of any word.
    const int main = (line.reach + letters) * line.wm[k];
    const int cross = k * line.cross + own * line.cross_lm;
    best = std::max(best, main + cross + others * std::max(line.wm[k], line.cross_wm));
  }
  if (best < 0) return -1;  // no line holds k tiles
  return best + (k == rules.rack_size ? rules.bingo_bonus : 0);
}

void PointsCeiling::totals(const int* values, int m, const game::Rules& rules,
                           std::vector<int>& best) const {
  assert(m <= kMaxTiles);
  const std::size_t subsets = std::size_t{1} << m;
  // One play's bound per subset, its tiles highest first.
  std::vector<int> one(subsets, -1);
  int chosen[kMaxTiles];
  for (std::size_t s = 1; s < subsets; ++s) {
    int k = 0;
    for (int i = 0; i < m; ++i) {
      if (((s >> i) & 1) == 0) continue;
      int j = k++;  // insertion, highest first
      for (; j > 0 && chosen[j - 1] < values[i]; --j) chosen[j] = chosen[j - 1];
      chosen[j] = values[i];
    }
    one[s] = play(chosen, k, rules);
  }
  // best[s]: its lowest tile never played, or played with some subset of the others.
  best.assign(subsets, 0);
  for (std::size_t s = 1; s < subsets; ++s) {
    const std::size_t low = s & (~s + 1), rest = s ^ low;
    int b = best[rest];
    for (std::size_t sub = rest;; sub = (sub - 1) & rest) {
      if (one[sub | low] >= 0) b = std::max(b, one[sub | low] + best[rest ^ sub]);
      if (sub == 0) break;
    }
    best[s] = b;
  }
}

}  // namespace cwg::endgame
