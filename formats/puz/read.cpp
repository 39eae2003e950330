// The .puz reader: header, grids, strings, extra sections, in that order, each bounded by
// what the file holds.
#include <algorithm>
#include <cstring>

#include "core/file_io.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/numbering.hpp"
#include "formats/puz/sections.hpp"

namespace cwg::puz {

namespace {

const char* const kKnownSections[] = {"GRBS", "RTBL", "LTIM", "GEXT", "RUSR"};

bool known_section(std::string_view name) {
  return std::find(std::begin(kKnownSections), std::end(kKnownSections), name) !=
         std::end(kKnownSections);
}

/// An extra section's name is four letters or digits; anything else after the strings is
/// junk (some tools append a few bytes).
bool looks_like_section_name(std::string_view name) {
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
  });
}

std::uint16_t u16(std::string_view b, std::size_t at) {
  return static_cast<std::uint16_t>(static_cast<unsigned char>(b[at]) |
                                    (static_cast<unsigned char>(b[at + 1]) << 8));
}

struct Reader {
  std::string_view bytes;
  const std::string& name;
  std::size_t pos = 0;

  [[noreturn]] void truncated(const std::string& what) const {
    throw PuzError(ErrorKind::Truncated, name, bytes.size(),
                   "the file ends inside " + what + " (cut short?)");
  }
  std::string take(std::size_t n, const std::string& what) {
    if (bytes.size() - pos < n) truncated(what);
    std::string out(bytes.substr(pos, n));
    pos += n;
    return out;
  }
  std::string string(const std::string& what) {
    const std::size_t nul = bytes.find('\0', pos);
    if (nul == std::string_view::npos)
      truncated(what + " (starting at byte " + std::to_string(pos) + ")");
    std::string out(bytes.substr(pos, nul - pos));
    pos = nul + 1;
    return out;
  }
};

std::size_t find_header(std::string_view bytes, const std::string& name) {
  const std::string_view magic(kMagic, kMagicSize);
  const std::size_t at = bytes.find(magic, 2);
  if (at != std::string_view::npos) return at - 2;
  // A file cut inside the magic is a short .puz, not some other file.
  if (bytes.size() > 2 && bytes.size() < 2 + kMagicSize && magic.starts_with(bytes.substr(2)))
    throw PuzError(ErrorKind::Truncated, name, bytes.size(), "the file ends inside the header");
  throw PuzError(ErrorKind::NotPuz, name, 0,
                 "not an Across Lite .puz file (no \"ACROSS&DOWN\" magic)");
}

void check_grid(const std::string& grid, std::size_t offset, const std::string& name,
                const char* what) {
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const auto c = static_cast<unsigned char>(grid[i]);
    if (c < 0x20 || c == 0x7f)
      throw PuzError(ErrorKind::BadGrid, name, offset + i,
                     std::string("control byte in the ") + what + " grid (width x height wrong?)");
  }
}

}  // namespace

Puzzle parse(std::string_view bytes, const std::string& name) {
  Puzzle p;
  const std::size_t start = find_header(bytes, name);
  p.preamble = std::string(bytes.substr(0, start));
  Reader in{bytes, name, start};
  const std::string header = in.take(kHeaderSize, "the header");
  std::memcpy(p.header.data(), header.data(), kHeaderSize);
  const std::string_view h(header);
  p.width = static_cast<unsigned char>(h[0x2C]);
  p.height = static_cast<unsigned char>(h[0x2D]);
  const std::size_t clue_count = u16(h, 0x2E);
  p.bitmask = u16(h, 0x30);
  p.scrambled_tag = u16(h, 0x32);
  p.scrambled_checksum = u16(h, 0x1E);
  if (p.width == 0 || p.height == 0)
    throw PuzError(ErrorKind::BadSize, name, start + 0x2C,
                   "width " + std::to_string(p.width) + " x height " + std::to_string(p.height));

  const auto squares = static_cast<std::size_t>(p.width * p.height);
  const std::size_t solution_at = in.pos;
  p.solution = in.take(squares, "the solution grid");
  check_grid(p.solution, solution_at, name, "solution");
  const std::size_t state_at = in.pos;
  p.state = in.take(squares, "the player's grid");
  check_grid(p.state, state_at, name, "player's");

  const blackgrid::Numbering numbering = number_solution(p.width, p.height, p.solution);
  if (numbering.in_clue_order.size() != clue_count)
    throw PuzError(ErrorKind::ClueCount, name, start + 0x2E,
                   "the header says " + std::to_string(clue_count) + " clues, the " +
                       std::to_string(p.width) + "x" + std::to_string(p.height) + " grid numbers " +
                       std::to_string(numbering.in_clue_order.size()) + " words");

  p.title = in.string("the title");
  p.author = in.string("the author");
  p.copyright = in.string("the copyright");
  p.clues.reserve(clue_count);
  for (std::size_t i = 0; i < clue_count; ++i)
    p.clues.push_back(
        in.string("clue " + std::to_string(i + 1) + " of " + std::to_string(clue_count)));
  p.notes = in.string("the notes");

  while (bytes.size() - in.pos >= 8) {
    const std::string_view section_name = bytes.substr(in.pos, 4);
    if (!looks_like_section_name(section_name)) break;
    const std::size_t length = u16(bytes, in.pos + 4);
    if (bytes.size() - in.pos < 8 + length + 1) {
      if (!known_section(section_name)) break;
      throw PuzError(ErrorKind::Truncated, name, in.pos,
                     "section " + std::string(section_name) + " declares " +
                         std::to_string(length) + " bytes, the file ends after " +
                         std::to_string(bytes.size() - in.pos - 8));
    }
    Section s;
    s.offset = in.pos;
    s.name = std::string(section_name);
    s.stored_checksum = u16(bytes, in.pos + 6);
    s.data = std::string(bytes.substr(in.pos + 8, length));
    s.terminator = bytes[in.pos + 8 + length];
    in.pos += 8 + length + 1;
    p.sections.push_back(std::move(s));
  }
  // A tail that begins like a known section is one cut short, not junk.
  const std::string_view tail = bytes.substr(in.pos);
  if (!tail.empty() && tail.size() < 8)
    for (const char* known : kKnownSections)
      if (std::string_view(known).starts_with(
              tail.substr(0, std::min<std::size_t>(4, tail.size()))))
        throw PuzError(ErrorKind::Truncated, name, in.pos,
                       "the file ends inside the header of section " + std::string(known));
  p.trailer = std::string(tail);
  decode_extras(p, name);  // structure of the known sections: throws when unreadable
  return p;
}

Puzzle load(const std::filesystem::path& path) {
  return parse(read_file(path), path.string());
}

}  // namespace cwg::puz
