// The .puz writer: the model's bytes with every checksum computed anew.
#include <cstring>
#include <string_view>

#include "core/file_io.hpp"
#include "formats/puz/checksum.hpp"
#include "formats/puz/io.hpp"

namespace cwg::puz {

namespace {

void put16(std::string& out, std::size_t at, std::uint16_t v) {
  out[at] = static_cast<char>(v & 0xff);
  out[at + 1] = static_cast<char>(v >> 8);
}

void append16(std::string& out, std::uint16_t v) {
  out += static_cast<char>(v & 0xff);
  out += static_cast<char>(v >> 8);
}

}  // namespace

std::string format(const Puzzle& p) {
  std::string out = p.preamble;
  const std::size_t h = out.size();
  out.append(reinterpret_cast<const char*>(p.header.data()), kHeaderSize);
  const auto cib = cib_bytes(p);
  std::memcpy(out.data() + h + 0x2C, cib.data(), cib.size());
  put16(out, h + 0x1E, p.scrambled_checksum);
  const HeaderChecksums sums = compute_checksums(p);
  put16(out, h + 0x00, sums.file);
  put16(out, h + 0x0E, sums.cib);
  std::memcpy(out.data() + h + 0x10, sums.masked.data(), sums.masked.size());

  out += p.solution;
  out += p.state;
  for (const std::string* s : {&p.title, &p.author, &p.copyright}) out.append(*s).push_back('\0');
  for (const std::string& clue : p.clues) out.append(clue).push_back('\0');
  out.append(p.notes).push_back('\0');
  for (const Section& s : p.sections) {
    out += s.name;
    append16(out, static_cast<std::uint16_t>(s.data.size()));
    append16(out, cksum_region(s.data));
    out += s.data;
    out += '\0';
  }
  out += p.trailer;
  // Junk before the header that spells the magic with the checksums written anew (a fuzzed
  // file: "...ACROSS&DOWN", then a file checksum whose low byte is 0) would make a reader take
  // it for the header: the junk is left out then.
  if (h > 0 && std::string_view(out).find(std::string_view(kMagic, kMagicSize), 2) != h + 2) {
    Puzzle without = p;
    without.preamble.clear();
    return format(without);
  }
  return out;
}

void save(const std::filesystem::path& path, const Puzzle& p) {
  write_file_atomic(path, format(p));
}

}  // namespace cwg::puz
