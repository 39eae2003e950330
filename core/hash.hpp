#pragma once
/// FNV-1a, 64 bits, of a byte string: the one byte hash of the project (a saved GADDAG's
/// checksum, the puzzle page's storage key, the clue sources' spelling keys).
#include <cstdint>
#include <string_view>

namespace cwg {

inline std::uint64_t fnv1a(std::string_view bytes) {
  std::uint64_t h = 14695981039346656037ull;
  for (const char c : bytes) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return h;
}

}  // namespace cwg
