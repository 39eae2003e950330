// libFuzzer target for the leave-value reader (CSV `leave,value`, game/leaves.hpp).
//
// Properties checked beyond "no crash, leak or sanitizer report":
// - a refused input raises InputError whose message starts with the file name;
// - every leave kept holds 1..kMaxLeave tiles, no more of a tile than the bag holds;
// - each kept leave is found by value() with its value, and max_value() bounds them all;
// - writing the table and reading it back keeps the same leaves with their values to the
//   written 3 decimals, and the second writing is the first byte for byte;
// - the values of a rack's leaves (RackLeaves) are the table's, for a rack of the first
//   kept leave's tiles.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/input_error.hpp"
#include "game/leaves.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using cwg::fuzz::check;
namespace game = cwg::game;

namespace {

void check_table(const game::Leaves& leaves, const game::Distribution& dist) {
  for (std::size_t i = 0; i < leaves.size(); ++i) {
    const game::LeaveKey key = leaves.keys()[i];
    const game::TileString tiles = game::leave_tiles(key);
    check(!tiles.empty() && tiles.size() <= static_cast<std::size_t>(game::kMaxLeave));
    for (const game::Tile t : tiles) {
      std::size_t n = 0;
      for (const game::Tile u : tiles) n += u == t;
      check(static_cast<int>(n) <= dist.count(t));
    }
    check(game::leave_key(tiles.data(), static_cast<int>(tiles.size())) == key);
    check(leaves.value(key) == leaves.values()[i]);
    check(leaves.values()[i] <= leaves.max_value());
  }
}

void check_round_trip(const game::Leaves& leaves, const game::Distribution& dist) {
  const std::string written = game::leaves_csv(leaves, dist);
  const game::Leaves again = game::parse_leaves_csv(written, "written.csv", dist);
  check(again.keys() == leaves.keys());
  for (std::size_t i = 0; i < leaves.size(); ++i) {
    const double a = leaves.values()[i], b = again.values()[i];
    check(std::abs(a - b) <= 0.0005 * (1 + std::abs(a) * 1e-12));
  }
  check(game::leaves_csv(again, dist) == written);
}

void check_rack(const game::Leaves& leaves) {
  if (leaves.empty()) return;
  const game::TileString rack = game::leave_tiles(leaves.keys()[0]);
  const game::RackLeaves r(rack, leaves);
  check(r.count() >= 2 && r.full() == r.count() - 1);
  for (int i = 0; i < r.count(); ++i) {
    const game::TileString kept = r.tiles(i);
    check(static_cast<int>(kept.size()) == r.size(i));
    check(r.value(i) == leaves.value(kept));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const game::Distribution& dist = game::Distribution::english();
  const auto parsed = cwg::fuzz::read_or_refused<cwg::InputError>(
      "fuzz.csv", [&] { return game::parse_leaves_csv(text, "fuzz.csv", dist); });
  if (!parsed) return 0;
  check_table(*parsed, dist);
  check_round_trip(*parsed, dist);
  check_rack(*parsed);
  return 0;
}
