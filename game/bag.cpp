#include "game/bag.hpp"

#include <algorithm>

namespace cwg::game {

std::vector<int> tiles_left(const Board& board, const Distribution& d) {
  std::vector<int> left(static_cast<std::size_t>(d.size()) + 1, 0);
  for (std::size_t k = 0; k < left.size(); ++k) left[k] = d.count(static_cast<Tile>(k));
  for (Tile sq : board.squares())
    if (sq != kEmpty) --left[is_designated_blank(sq) ? kBlank : letter_of(sq)];
  return left;
}

std::string take_left(std::vector<int>& left, const TileString& tiles, const Distribution& d) {
  std::string missing;
  for (Tile t : tiles) {
    if (t == 0xFF || t >= left.size()) continue;
    if (left[t] <= 0)
      missing += d.face(t);
    else
      --left[t];
  }
  return missing;
}

bool take_from_rack(TileString& rack, const TileString& used, std::string* missing,
                    const Distribution& d) {
  TileString left = rack;
  bool ok = true;
  for (Tile u : used) {
    auto it = std::find(left.begin(), left.end(), u);
    if (u == 0xFF) it = left.empty() ? left.end() : left.begin();
    if (it == left.end()) {
      ok = false;
      if (missing) *missing += u == 0xFF ? "_" : d.face(u);
      continue;
    }
    left.erase(it);
  }
  if (ok) rack = std::move(left);
  return ok;
}

bool same_tiles(TileString a, TileString b) {
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  return a == b;
}

}  // namespace cwg::game
