// The anagram filter: every long word's letter multiset, and each multiset one letter short
// of one, in a Bloom filter with two probes.
#include "game/movegen/anagram_filter.hpp"

#include <algorithm>
#include <bit>

namespace cwg::game {

namespace {

std::uint64_t mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

std::uint64_t AnagramFilter::letter_hash(Tile letter) {
  return mix(0x9E3779B97F4A7C15ull * (letter + 1u));
}

void AnagramFilter::add(std::uint64_t key) {
  const std::uint64_t h = mix(key);
  for (const std::uint64_t bit : {h & mask_, (h >> 32) & mask_})
    bits_[bit >> 6] |= std::uint64_t{1} << (bit & 63);
}

bool AnagramFilter::test(std::uint64_t key) const {
  if (bits_.empty()) return true;  // not built: everything may be a word
  const std::uint64_t h = mix(key);
  for (const std::uint64_t bit : {h & mask_, (h >> 32) & mask_})
    if ((bits_[bit >> 6] & (std::uint64_t{1} << (bit & 63))) == 0) return false;
  return true;
}

AnagramFilter::AnagramFilter(const Gaddag& g, int min_length) : min_length_(min_length) {
  // Every word read back from the forward DAWG, twice: to count the keys, then to add them.
  std::vector<Tile> word;
  std::size_t keys = 0;
  bool adding = false;
  auto visit = [&](auto&& self, Gaddag::Node n, std::uint64_t hash) -> void {
    if (g.accepts(n) && static_cast<int>(word.size()) >= min_length) {
      if (!adding) {
        keys += 1 + word.size();
      } else {
        add(hash ^ kWhole);
        for (const Tile c : word) add((hash - letter_hash(c)) ^ kLessOne);
      }
    }
    for (LetterSet m = g.letters(n); m != 0; m &= m - 1) {
      const Tile c = static_cast<Tile>(__builtin_ctzll(m));
      word.push_back(c);
      self(self, g.child_of(n, c), hash + letter_hash(c));
      word.pop_back();
    }
  };
  if (g.dawg_root() == Gaddag::kNone) return;
  visit(visit, g.dawg_root(), 0);
  // About 16 bits a key: two probes then answer a false yes about 1.5 % of the time.
  const std::size_t size = std::bit_ceil(std::max<std::size_t>(keys * 16, 1024));
  bits_.assign(size / 64, 0);
  mask_ = size - 1;
  adding = true;
  visit(visit, g.dawg_root(), 0);
}

const AnagramFilter& AnagramFilters::of(const Gaddag& gaddag, int min_length) {
  const std::lock_guard lock(mutex_);
  auto& filter = filters_[min_length];
  if (!filter) filter = std::make_unique<const AnagramFilter>(gaddag, min_length);
  return *filter;
}

}  // namespace cwg::game
