#pragma once
/// The .puz checksums: the CRC-16 variant of the format, every check a file carries, and
/// which of them a puzzle fails.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "formats/puz/puz.hpp"

namespace cwg::puz {

/// The format's rotate-and-add checksum of `bytes`, continuing from `seed`.
std::uint16_t cksum_region(std::string_view bytes, std::uint16_t seed = 0);

/// Every checksum the header holds, as computed from the model.
struct HeaderChecksums {
  std::uint16_t file = 0;                 ///< 0x00
  std::uint16_t cib = 0;                  ///< 0x0E
  std::array<unsigned char, 8> masked{};  ///< 0x10..0x17, "ICHEATED"-masked
};

/// The 8 bytes from width to the scrambled tag, as the writer will store them.
std::array<unsigned char, 8> cib_bytes(const Puzzle& p);

HeaderChecksums compute_checksums(const Puzzle& p);

/// One line per failed check, naming it, the stored and the computed value: the file
/// checksum, the CIB, the four masked ones, each extra section's checksum and terminator.
/// (The scrambled-solution checksum needs the key: see scramble.hpp.)
std::vector<std::string> failed_checks(const Puzzle& p);

}  // namespace cwg::puz
