// The checksums of FORMAT.md, section "Checksums".
#include "formats/puz/checksum.hpp"

#include <cstdio>

namespace cwg::puz {

namespace {

std::uint16_t read_u16(const std::array<unsigned char, kHeaderSize>& h, std::size_t at) {
  return static_cast<std::uint16_t>(h[at] | (h[at + 1] << 8));
}

std::string hex4(unsigned value) {
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "0x%04x", value & 0xffffu);
  return buffer;
}

std::string hex2(unsigned value) {
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "0x%02x", value & 0xffu);
  return buffer;
}

/// The strings part shared by the file checksum and the fourth masked one: title, author,
/// copyright and notes with their NUL when not empty, clues without.
std::uint16_t strings_checksum(const Puzzle& p, std::uint16_t c) {
  auto with_nul = [&c](const std::string& s) {
    if (!s.empty()) c = cksum_region(std::string_view(s.c_str(), s.size() + 1), c);
  };
  with_nul(p.title);
  with_nul(p.author);
  with_nul(p.copyright);
  for (const std::string& clue : p.clues) c = cksum_region(clue, c);
  if (p.notes_in_checksums()) with_nul(p.notes);
  return c;
}

}  // namespace

std::uint16_t cksum_region(std::string_view bytes, std::uint16_t seed) {
  unsigned c = seed;
  for (char ch : bytes) {
    c = (c & 1u) ? (c >> 1) + 0x8000u : c >> 1;
    c = (c + static_cast<unsigned char>(ch)) & 0xffffu;
  }
  return static_cast<std::uint16_t>(c);
}

std::array<unsigned char, 8> cib_bytes(const Puzzle& p) {
  const auto clues = static_cast<unsigned>(p.clues.size());
  return {static_cast<unsigned char>(p.width),
          static_cast<unsigned char>(p.height),
          static_cast<unsigned char>(clues & 0xffu),
          static_cast<unsigned char>((clues >> 8) & 0xffu),
          static_cast<unsigned char>(p.bitmask & 0xffu),
          static_cast<unsigned char>(p.bitmask >> 8),
          static_cast<unsigned char>(p.scrambled_tag & 0xffu),
          static_cast<unsigned char>(p.scrambled_tag >> 8)};
}

HeaderChecksums compute_checksums(const Puzzle& p) {
  const auto cib = cib_bytes(p);
  HeaderChecksums out;
  out.cib = cksum_region(std::string_view(reinterpret_cast<const char*>(cib.data()), cib.size()));
  std::uint16_t c = cksum_region(p.solution, out.cib);
  c = cksum_region(p.state, c);
  out.file = strings_checksum(p, c);

  const std::uint16_t sol = cksum_region(p.solution);
  const std::uint16_t grid = cksum_region(p.state);
  const std::uint16_t part = strings_checksum(p, 0);
  const char* mask = "ICHEATED";
  const std::uint16_t sums[4] = {out.cib, sol, grid, part};
  for (int i = 0; i < 4; ++i) {
    out.masked[static_cast<std::size_t>(i)] =
        static_cast<unsigned char>(mask[i] ^ (sums[i] & 0xff));
    out.masked[static_cast<std::size_t>(i + 4)] =
        static_cast<unsigned char>(mask[i + 4] ^ (sums[i] >> 8));
  }
  return out;
}

std::vector<std::string> failed_checks(const Puzzle& p) {
  std::vector<std::string> errors;
  const HeaderChecksums want = compute_checksums(p);
  auto check16 = [&](const char* name, std::size_t at, std::uint16_t computed) {
    const std::uint16_t stored = read_u16(p.header, at);
    if (stored != computed)
      errors.push_back(std::string(name) + ": stored " + hex4(stored) + ", computed " +
                       hex4(computed));
  };
  check16("file checksum", 0x00, want.file);
  check16("CIB checksum", 0x0E, want.cib);
  const char* names[4] = {"masked CIB checksum", "masked solution checksum", "masked grid checksum",
                          "masked strings checksum"};
  for (std::size_t i = 0; i < 4; ++i) {
    const unsigned char lo = p.header[0x10 + i];
    const unsigned char hi = p.header[0x14 + i];
    if (lo != want.masked[i] || hi != want.masked[i + 4])
      errors.push_back(std::string(names[i]) + ": stored " + hex2(lo) + " " + hex2(hi) +
                       ", computed " + hex2(want.masked[i]) + " " + hex2(want.masked[i + 4]));
  }
  for (const Section& s : p.sections) {
    const std::uint16_t computed = cksum_region(s.data);
    if (s.stored_checksum != computed)
      errors.push_back("section " + s.name + " checksum: stored " + hex4(s.stored_checksum) +
                       ", computed " + hex4(computed));
    if (s.terminator != '\0')
      errors.push_back("section " + s.name + " terminator: stored " +
                       hex2(static_cast<unsigned char>(s.terminator)) + ", expected 0x00");
  }
  return errors;
}

}  // namespace cwg::puz
