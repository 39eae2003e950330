#pragma once
/// FNV-1a, 64 bits: the one plain hash of the project (a saved GADDAG's checksum, the puzzle
/// page's storage key, the clue sources' spelling keys, the endgame's history slots).
#include <cstdint>
#include <string_view>

namespace cwg {

inline constexpr std::uint64_t kFnv1aBasis = 14695981039346656037ull;

/// One step: `h` with the value `v` (a byte, or a small number as one unit) mixed in.
inline std::uint64_t fnv1a_mix(std::uint64_t h, std::uint64_t v) {
  return (h ^ v) * 1099511628211ull;
}

inline std::uint64_t fnv1a(std::string_view bytes) {
  std::uint64_t h = kFnv1aBasis;
  for (const char c : bytes) h = fnv1a_mix(h, static_cast<unsigned char>(c));
  return h;
}

}  // namespace cwg
