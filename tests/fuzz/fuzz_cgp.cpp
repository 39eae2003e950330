// libFuzzer target for the CGP reader (both variants) and writer.
//
// Properties checked beyond "no crash, leak or sanitizer report":
// - a refused line raises CgpError whose message starts with the file name and names a
//   field;
// - a read position has a square board within the limits, as many racks as scores;
// - writing it in the text variant and reading that back gives the same position, and
//   writing again the same bytes;
// - the ASCII variant is detected (boards of more than one row), gives back the same
//   board, racks and scores, and is a fixed point of read . write.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "formats/cgp/cgp.hpp"

namespace {

void check(bool ok) {
  if (!ok) __builtin_trap();
}

bool same(const cwg::cgp::Position& a, const cwg::cgp::Position& b) {
  return a.board == b.board && a.racks == b.racks && a.scores == b.scores &&
         a.zero_turns == b.zero_turns && a.board_only == b.board_only &&
         a.counts_checked == b.counts_checked;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cwg::cgp;
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  ReadOptions ro;
  ro.file = "fuzz.cgp";
  Position p;
  try {
    p = parse(line, ro);
  } catch (const CgpError& e) {
    const std::string_view what = e.what();
    check(what.starts_with("fuzz.cgp:1:") && what.find("field ") != std::string_view::npos);
    return 0;
  }
  check(p.board.rows() == p.board.cols() && p.board.rows() >= 1 && p.board.rows() <= 255);
  check(p.racks.size() == p.scores.size());

  // The distribution the line named must be given back explicitly: a written line keeps
  // its `ld`, but a test of the writer should not depend on that. A distribution we do not
  // ship (`ld` unknown) leaves the tile counts unchecked; giving one explicitly would check
  // them, so such a line is read back as it was first read, from its own opcodes.
  if (p.counts_checked) ro.distribution = &p.distribution;
  const std::string text = format(p, Variant::Utf8);
  const Position again = parse(text, ro);
  check(same(again, p) && again.opcodes == p.opcodes);
  check(format(again, Variant::Utf8) == text);

  if (p.distribution.size() <= 42) {
    const std::string ascii = format(p, Variant::Ascii);
    // A board of one row alone reads as either variant; told the variant, the reader
    // must give the position back.
    if (p.board.rows() > 1) check(detect_variant(ascii) == Variant::Ascii);
    ro.variant = Variant::Ascii;
    const Position from_ascii = parse(ascii, ro);
    check(from_ascii.variant == Variant::Ascii);
    check(same(from_ascii, p));
    check(format(from_ascii, Variant::Ascii) == ascii);
  }
  return 0;
}
