// libFuzzer target for the black-square text grid reader: any bytes either parse into a
// grid whose written form parses back to the same grid, or throw a TxtError naming the
// file, a line and a column; the runs of a parsed grid cover only open squares.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "blackgrid/words.hpp"
#include "formats/txt/txt_grid.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using cwg::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = cwg::fuzz::read_or_refused<cwg::txt::TxtError>(
      "fuzz.txt", [&] { return cwg::txt::parse(text, "fuzz.txt"); });
  if (!parsed) return 0;
  const cwg::txt::Grid& grid = *parsed;
  check(grid.rows >= 1 && grid.cols >= 1);
  check(grid.squares.size() ==
        static_cast<std::size_t>(grid.rows) * static_cast<std::size_t>(grid.cols));
  for (char c : grid.squares) check(c == '#' || c == '.' || (c >= 'A' && c <= 'Z'));
  const std::string written = cwg::txt::format(grid);
  const cwg::txt::Grid again = cwg::txt::parse(written, "written.txt");
  check(again.squares == grid.squares && again.rows == grid.rows && again.cols == grid.cols);
  check(cwg::txt::format(again) == written);
  for (const auto& word :
       cwg::blackgrid::runs(grid.cols, grid.rows, cwg::txt::black_squares(grid))) {
    const std::vector<int> cells = cwg::blackgrid::cells(word, grid.cols);
    check(word.length >= 2 && static_cast<int>(cells.size()) == word.length);
    for (int cell : cells) check(grid.squares[static_cast<std::size_t>(cell)] != '#');
  }
  return 0;
}
