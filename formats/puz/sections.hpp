#pragma once
/// The known extra sections decoded: rebus squares and their answers (GRBS, RTBL), the
/// timer (LTIM), square flags (GEXT) and the player's rebus entries (RUSR). The raw bytes
/// stay in Puzzle::sections; this is the reading of them.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "formats/puz/puz.hpp"

namespace cwg::puz {

struct Timer {
  long seconds = 0;
  bool stopped = false;
};

struct Extras {
  std::vector<std::uint8_t> grbs;   ///< per square: 0, or 1 + RTBL key; empty if absent
  std::map<int, std::string> rtbl;  ///< key -> full answer
  std::vector<std::string> rebus;   ///< per square: full answer of a rebus square, or ""
  std::vector<std::uint8_t> gext;   ///< per square GextBits; empty if absent
  std::vector<std::string> rusr;    ///< per square: the player's rebus entry, or ""
  std::optional<Timer> ltim;
  int rebus_squares = 0;
  int circles = 0;
};

/// Decodes the known sections of `p` (the first of each name). Throws PuzError(BadSection)
/// at the section's offset for a board of the wrong length, an unreadable RTBL, RUSR or
/// LTIM, or a GRBS square naming a key RTBL lacks.
Extras decode_extras(const Puzzle& p, const std::string& name);

/// RTBL bytes for a key -> answer table (" 0:HEART; 1:DIAMOND;").
std::string encode_rtbl(const std::map<int, std::string>& table);

}  // namespace cwg::puz
