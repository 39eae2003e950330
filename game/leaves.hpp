#pragma once
/// Leave values: what the tiles a player keeps after a play are worth on the turns to come,
/// in points, relative to an average rack. The table comes from self-play (`cwg leaves`,
/// analysis/) and is read and written as CSV `leave,value` lines, the form MAGPIE and wolges
/// convert from ("?ERS,24.1": tile faces sorted, the blank as '?').
///
/// A leave is looked up by a key that packs its sorted tiles, so a rack's every sub-multiset
/// (at most 2^7 of them) can be valued once per turn (RackLeaves) and a play's leave found
/// by subtracting the tiles it places: the move generator's inner loop never searches.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/tiles.hpp"

namespace cwg::game {

/// Sorted tiles packed 7 bits each as code + 1 (so the blank, 0, packs as 1 and a zero
/// field ends the leave); the empty leave is 0.
using LeaveKey = std::uint64_t;
constexpr int kMaxLeave = 9;

/// The key of `n` tiles (kBlank for a blank, letters without kBlankFlag), in any order.
LeaveKey leave_key(const Tile* tiles, int n);
/// The tiles of a key, sorted (blanks first).
TileString leave_tiles(LeaveKey key);

/// A table of leave values; leaves it lacks are valued as the sum of their tiles' one-tile
/// values (0 for a tile without one). Empty: every leave is worth 0 (`--leaves none`).
class Leaves {
 public:
  Leaves() = default;
  /// Entries in any order; asserts that no key is given twice.
  explicit Leaves(std::vector<std::pair<LeaveKey, double>> entries);

  bool empty() const { return keys_.empty(); }
  std::size_t size() const { return keys_.size(); }
  double value(LeaveKey key) const;
  /// Asks the memory for `key`'s slot ahead of value(key): a rack's leaves are looked up
  /// together, so their cache misses overlap.
  void prefetch(LeaveKey key) const;
  double value(const TileString& tiles) const {
    return value(leave_key(tiles.data(), static_cast<int>(tiles.size())));
  }
  /// No leave is worth more than this (table entries and the sums of one-tile values): the
  /// bound a top-N generator may prune with.
  double max_value() const { return max_; }
  /// Entries sorted by key.
  const std::vector<LeaveKey>& keys() const { return keys_; }
  const std::vector<double>& values() const { return values_; }

 private:
  /// The entries again as open-addressing tables (key 0: an empty slot) of twice their
  /// number or more, key and value side by side, so a lookup is about one cache miss:
  /// leaves of up to kNearTiles tiles apart (about 30,000 in English, a table that stays
  /// in the cache), since a rack's sub-multisets are mostly short.
  struct Slot {
    LeaveKey key;
    double value;
  };
  static constexpr int kNearTiles = 4;
  static bool near(LeaveKey key) { return (key >> (7 * kNearTiles)) == 0; }
  const std::vector<Slot>& table(LeaveKey key) const { return near(key) ? near_ : far_; }
  static std::vector<Slot> make_table(const std::vector<LeaveKey>& keys,
                                      const std::vector<double>& values, bool near_keys);
  std::vector<LeaveKey> keys_;
  std::vector<double> values_;
  std::vector<Slot> near_, far_;
  std::array<double, 64> single_{};  ///< one-tile values by code (blank at 0)
  double max_ = 0;
};

/// Reads CSV `leave,value` lines (faces of `dist`, '?' the blank; a line end may be CR LF;
/// blank lines and '#' lines skipped). InputError naming `file`, line and column for a
/// malformed line, an unknown face, more of a tile than the bag holds, a repeated leave.
Leaves parse_leaves_csv(std::string_view text, const std::string& file, const Distribution& dist);
/// The table as CSV, one `leave,value` line per entry (value with 3 decimals), leaves by
/// length then by tiles.
std::string leaves_csv(const Leaves& leaves, const Distribution& dist);

/// The values of every sub-multiset of one rack, computed once per turn: a play's leave is
/// then one subtraction per tile it places and one array read.
class RackLeaves {
 public:
  RackLeaves() = default;
  /// `rack`: at most 16 tiles (kBlank for a blank); `leaves` may be empty; `dist` (may be
  /// nullptr) gives points().
  RackLeaves(const TileString& rack, const Leaves& leaves, const Distribution* dist = nullptr) {
    assign(rack, leaves, dist);
  }
  /// The same for another rack, reusing the buffers (a turn of self-play allocates nothing).
  void assign(const TileString& rack, const Leaves& leaves, const Distribution* dist = nullptr);
  /// Index of the whole rack; a play's leave index is this minus weight() of each tile it
  /// takes from the rack.
  int full() const { return full_; }
  /// What taking one `rack_tile` (kBlank for a blank) removes from an index.
  int weight(Tile rack_tile) const { return weight_[rack_tile]; }
  /// The value of the leave at `index`.
  double value(int index) const { return values_[static_cast<std::size_t>(index)]; }
  /// How many tiles the leave at `index` holds.
  int size(int index) const { return sizes_[static_cast<std::size_t>(index)]; }
  /// The face points of the leave at `index` (0 without a distribution).
  int points(int index) const { return points_[static_cast<std::size_t>(index)]; }
  /// Tiles of the leave at `index`, sorted.
  TileString tiles(int index) const;
  /// The same into `out` (room for the whole rack), without allocating; returns how many.
  int tiles(int index, Tile* out) const;
  /// Leave indices: 0 .. count() - 1 (0 is the empty leave, count() - 1 the whole rack).
  int count() const { return static_cast<int>(values_.size()); }
  /// The most any play's leave is worth (every leave but the whole rack): the tight bound
  /// for a top-N generator on this rack.
  double best() const { return best_; }

 private:
  std::vector<Tile> distinct_;     ///< the rack's distinct tiles
  std::vector<int> multiplicity_;  ///< how many of each
  std::vector<int> radix_;         ///< mixed-radix place of each distinct tile
  std::array<int, 64> weight_{};
  std::vector<double> values_;
  std::vector<int> sizes_, points_;
  std::vector<LeaveKey> keys_;  ///< assign()'s scratch
  int full_ = 0;
  double best_ = 0;
};

}  // namespace cwg::game
