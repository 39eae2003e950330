// Leave tables: keys, lookup, CSV, and the per-rack table of sub-multiset values.
#include "game/leaves.hpp"

#include <algorithm>
#include <cassert>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <functional>

#include "core/input_error.hpp"

namespace cwg::game {

LeaveKey leave_key(const Tile* tiles, int n) {
  assert(n >= 0 && n <= kMaxLeave);
  // Insertion sort: at most kMaxLeave tiles.
  Tile sorted[kMaxLeave];
  for (int i = 0; i < n; ++i) {
    int j = i;
    for (; j > 0 && sorted[j - 1] > tiles[i]; --j) sorted[j] = sorted[j - 1];
    sorted[j] = tiles[i];
  }
  LeaveKey key = 0;
  for (int i = 0; i < n; ++i) key = (key << 7) | (LeaveKey{sorted[i]} + 1);
  return key;
}

TileString leave_tiles(LeaveKey key) {
  TileString out;
  for (; key != 0; key >>= 7) out.push_back(static_cast<Tile>((key & 0x7F) - 1));
  std::reverse(out.begin(), out.end());
  return out;
}

namespace {

std::size_t slot_hash(LeaveKey key) {
  key ^= key >> 31;
  key *= 0x9E3779B97F4A7C15ull;
  return static_cast<std::size_t>(key ^ (key >> 29));
}

}  // namespace

Leaves::Leaves(std::vector<std::pair<LeaveKey, double>> entries) {
  if (!std::is_sorted(entries.begin(), entries.end())) std::sort(entries.begin(), entries.end());
  keys_.reserve(entries.size());
  values_.reserve(entries.size());
  for (const auto& [key, value] : entries) {
    assert(keys_.empty() || keys_.back() != key);
    keys_.push_back(key);
    values_.push_back(value);
    if (key != 0 && (key >> 7) == 0) single_[(key & 0x7F) - 1] = value;
    max_ = std::max(max_, value);
  }
  near_ = make_table(keys_, values_, true);
  far_ = make_table(keys_, values_, false);
  // A leave missing from the table is the sum of its tiles' one-tile values: at most
  // kMaxLeave times the best of them.
  const double best_single = *std::max_element(single_.begin(), single_.end());
  max_ = std::max(max_, kMaxLeave * best_single);
}

std::vector<Leaves::Slot> Leaves::make_table(const std::vector<LeaveKey>& keys,
                                             const std::vector<double>& values, bool near_keys) {
  std::size_t count = 0;
  for (const LeaveKey k : keys) count += near(k) == near_keys;
  std::size_t capacity = 16;
  while (capacity < 2 * count) capacity *= 2;
  std::vector<Slot> slots(capacity, Slot{0, 0.0});
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (near(keys[i]) != near_keys) continue;
    assert(keys[i] != 0);  // the empty leave is worth 0, never an entry
    std::size_t at = slot_hash(keys[i]) & (capacity - 1);
    while (slots[at].key != 0) at = (at + 1) & (capacity - 1);
    slots[at] = {keys[i], values[i]};
  }
  return slots;
}

void Leaves::prefetch(LeaveKey key) const {
  const std::vector<Slot>& slots = table(key);
  if (!slots.empty()) __builtin_prefetch(&slots[slot_hash(key) & (slots.size() - 1)]);
}

double Leaves::value(LeaveKey key) const {
  if (key == 0 || keys_.empty()) return 0;
  const std::vector<Slot>& slots = table(key);
  const std::size_t mask = slots.size() - 1;
  for (std::size_t at = slot_hash(key) & mask; slots[at].key != 0; at = (at + 1) & mask)
    if (slots[at].key == key) return slots[at].value;
  double sum = 0;
  for (; key != 0; key >>= 7) sum += single_[(key & 0x7F) - 1];
  return sum;
}

namespace {

/// One `leave,value` line; `line` and the columns are for messages.
std::pair<LeaveKey, double> parse_line(std::string_view text, const std::string& file, int line,
                                       const Distribution& dist) {
  const std::size_t comma = text.find(',');
  if (comma == std::string_view::npos) throw InputError(file, line, 1, "expected 'leave,value'");
  const std::string_view face = text.substr(0, comma);
  if (face.empty()) throw InputError(file, line, 1, "empty leave");
  std::size_t bad = 0;
  const auto tiles = dist.encode(face, &bad);
  if (!tiles)
    throw InputError(file, line, static_cast<int>(bad) + 1,
                     "not a tile of the " + dist.name() + " distribution");
  if (tiles->size() > static_cast<std::size_t>(kMaxLeave))
    throw InputError(file, line, 1, "a leave of more than " + std::to_string(kMaxLeave) + " tiles");
  for (const Tile t : *tiles) {
    if (is_designated_blank(t))
      throw InputError(file, line, 1, "a lower-case letter: the blank is '?'");
    if (std::count(tiles->begin(), tiles->end(), t) > dist.count(t))
      throw InputError(file, line, 1, "more " + dist.face(t) + " tiles than the bag holds");
  }
  const std::string_view number = text.substr(comma + 1);
  double value = 0;
  const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
  if (number.empty() || ec != std::errc() || end != number.data() + number.size() ||
      !std::isfinite(value))
    throw InputError(file, line, static_cast<int>(comma) + 2, "expected a number after ','");
  return {leave_key(tiles->data(), static_cast<int>(tiles->size())), value};
}

}  // namespace

Leaves parse_leaves_csv(std::string_view text, const std::string& file, const Distribution& dist) {
  struct Row {
    LeaveKey key;
    int line;  // to name a repeated leave's first line
    double value;
  };
  std::vector<Row> rows;
  rows.reserve(static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1);
  int line = 0;
  while (!text.empty()) {
    ++line;
    std::size_t end = text.find('\n');
    std::string_view row = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
    if (line == 1 && row.substr(0, 3) == "\xEF\xBB\xBF") row.remove_prefix(3);
    if (row.empty() || row[0] == '#') continue;
    const auto [key, value] = parse_line(row, file, line, dist);
    rows.push_back({key, line, value});
  }
  // One sort by key serves both the repeated-leave check and the table (sorted entries).
  std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
    return a.key != b.key ? a.key < b.key : a.line < b.line;
  });
  std::vector<std::pair<LeaveKey, double>> entries;
  entries.reserve(rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (i > 0 && rows[i].key == rows[i - 1].key)
      throw InputError(file, rows[i].line, 1,
                       "leave given twice (also line " + std::to_string(rows[i - 1].line) + ")");
    entries.emplace_back(rows[i].key, rows[i].value);
  }
  return Leaves(std::move(entries));
}

std::string leaves_csv(const Leaves& leaves, const Distribution& dist) {
  std::vector<std::pair<std::size_t, LeaveKey>> order;
  for (const LeaveKey k : leaves.keys()) order.emplace_back(leave_tiles(k).size(), k);
  std::sort(order.begin(), order.end());
  std::string out;
  // Room for the longest: ",-", the 309 digits of the largest double, ".000\n" (a value
  // of 1e300 is read, so it is written; fuzz_leaves found 64 bytes overrun).
  char number[400];
  for (const auto& [size, key] : order) {
    out += dist.text(leave_tiles(key));
    const int n = std::snprintf(number, sizeof number, ",%.3f\n", leaves.value(key));
    assert(n > 0 && static_cast<std::size_t>(n) < sizeof number);
    out.append(number, static_cast<std::size_t>(n));
  }
  return out;
}

void RackLeaves::assign(const TileString& rack, const Leaves& leaves, const Distribution* dist) {
  assert(rack.size() <= 16);
  Tile sorted[16];  // so that tiles() lists a leave sorted
  const int n = static_cast<int>(rack.size());
  std::copy(rack.begin(), rack.end(), sorted);
  std::sort(sorted, sorted + n);
  for (const Tile t : distinct_) weight_[t] = 0;  // the last rack's
  distinct_.clear();
  multiplicity_.clear();
  radix_.clear();
  for (int i = 0; i < n; ++i) {
    if (i > 0 && sorted[i] == sorted[i - 1]) {
      ++multiplicity_.back();
    } else {
      distinct_.push_back(sorted[i]);
      multiplicity_.push_back(1);
    }
  }
  int place = 1;
  full_ = 0;
  for (std::size_t i = 0; i < distinct_.size(); ++i) {
    radix_.push_back(place);
    weight_[distinct_[i]] = place;
    full_ += place * multiplicity_[i];
    place *= multiplicity_[i] + 1;
  }
  const auto count = static_cast<std::size_t>(place);
  values_.resize(count);
  sizes_.resize(count);
  points_.resize(count);
  keys_.resize(count);
  // Indices in order, as an odometer over the digits (how many of each distinct tile), so
  // each leave's key, size and points come from the one before in a few steps. Keys first,
  // each slot asked for at once, then the values: the misses overlap.
  int digit[16] = {};
  const std::size_t distinct = distinct_.size();
  for (std::size_t index = 0; index < count; ++index) {
    LeaveKey key = 0;
    int size = 0, pts = 0;
    for (std::size_t i = 0; i < distinct; ++i) {
      const LeaveKey code = LeaveKey{distinct_[i]} + 1;
      for (int k = 0; k < digit[i]; ++k) key = (key << 7) | code;
      size += digit[i];
      if (dist) pts += digit[i] * dist->value(distinct_[i]);
    }
    // Leaves longer than a key holds are valued as the table values what it lacks: 0.
    keys_[index] = size <= kMaxLeave ? key : 0;
    sizes_[index] = size;
    points_[index] = pts;
    leaves.prefetch(keys_[index]);
    for (std::size_t i = 0; i < distinct && ++digit[i] > multiplicity_[i]; ++i) digit[i] = 0;
  }
  for (std::size_t index = 0; index < count; ++index) values_[index] = leaves.value(keys_[index]);
  // A play places a tile at least: every leave but the whole rack.
  best_ = count > 1 ? *std::max_element(values_.begin(), values_.end() - 1) : 0.0;
}

TileString RackLeaves::tiles(int index) const {
  Tile out[16];
  return TileString(out, out + tiles(index, out));
}

int RackLeaves::tiles(int index, Tile* out) const {
  int n = 0;
  for (std::size_t i = 0; i < distinct_.size(); ++i)
    for (int k = (index / radix_[i]) % (multiplicity_[i] + 1); k > 0; --k) out[n++] = distinct_[i];
  return n;
}

}  // namespace cwg::game
