// libFuzzer target for the .puz reader and what `cwg info` / `convert` / `lock` do with a
// parsed puzzle.
//
// Properties checked beyond "no crash, leak or sanitizer report":
// - a refused input raises PuzError whose message starts with the file name;
// - an input whose checks all pass is written back byte for byte;
// - whatever was read, the writer's bytes parse again with every check passing, and
//   writing those gives the same bytes (the writer is a fixed point);
// - the numbering has as many words as the file has clues;
// - lock then unlock with the same key restores the solution.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "formats/puz/checksum.hpp"
#include "formats/puz/io.hpp"
#include "formats/puz/scramble.hpp"
#include "formats/puz/summary.hpp"
#include "formats/puz/text_format.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using cwg::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  using namespace cwg::puz;
  auto parsed = cwg::fuzz::read_or_refused<PuzError>(
      "fuzz.puz: ", [&] { return cwg::puz::parse(bytes, "fuzz.puz"); });
  if (!parsed) return 0;
  Puzzle& p = *parsed;
  check(p.solution.size() == static_cast<std::size_t>(p.width * p.height));
  check(p.state.size() == p.solution.size());
  const bool valid = failed_checks(p).empty();
  const std::string written = cwg::puz::format(p);
  if (valid) check(written == bytes);
  const Puzzle again = cwg::puz::parse(written, "written.puz");
  check(failed_checks(again).empty());
  check(cwg::puz::format(again) == written);

  // The key search tries 10000 keys: only on small grids, to keep runs fast.
  if (!p.scrambled() || p.solution.size() <= 400) {
    const Summary s = summarize(p, "fuzz.puz");
    check(s.across.size() + s.down.size() == p.clues.size());
    try {
      const std::string text = format_text(p, "fuzz.puz");
      check(text.starts_with("<ACROSS PUZZLE"));
    } catch (const PuzError& e) {
      check(e.kind() == ErrorKind::TextFormat);
    }
  }
  if (!p.scrambled()) {
    Puzzle locked = p;
    try {
      lock(locked, 2468, "fuzz.puz");
    } catch (const PuzError& e) {
      check(e.kind() == ErrorKind::Scramble);
      return 0;
    }
    unlock(locked, 2468, "fuzz.puz");
    check(locked.solution == p.solution);
  }
  return 0;
}
