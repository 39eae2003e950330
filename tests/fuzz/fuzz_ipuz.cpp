// libFuzzer target for the ipuz reader: any bytes either read into a puzzle, or throw an
// IpuzError naming the file and a JSON path (or byte). A puzzle read is written, and what
// is written reads back to a puzzle that is written the same way (the writer is a fixed
// point of read-then-write); its entries stay inside the grid.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "puzzle/ipuz/ipuz.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using cwg::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto parsed = cwg::fuzz::read_or_refused<cwg::ipuz::IpuzError>(
      "fuzz.ipuz", [&] { return cwg::ipuz::parse_ipuz(bytes, "fuzz.ipuz"); });
  if (!parsed) return 0;
  const cwg::puzzle::Puzzle& p = *parsed;
  check(p.width >= 1 && p.height >= 1);
  check(p.cells.size() == static_cast<std::size_t>(p.width) * static_cast<std::size_t>(p.height));
  for (const auto& e : p.entries) {
    check(e.length >= 0);
    if (e.length > 0)
      check(e.row >= 0 && e.col >= 0 &&
            (e.direction == cwg::puzzle::Direction::Across ? e.col + e.length <= p.width
                                                           : e.row + e.length <= p.height));
  }
  const std::string written = cwg::ipuz::format_ipuz(p);
  const cwg::puzzle::Puzzle again = cwg::ipuz::parse_ipuz(written, "written.ipuz");
  check(again.entries.size() == p.entries.size() && again.cells.size() == p.cells.size());
  check(cwg::ipuz::format_ipuz(again) == written);
  return 0;
}
