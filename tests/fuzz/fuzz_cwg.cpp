// libFuzzer target for the CWG parser and what `cwg score` does with a parsed grid.
//
// Properties checked beyond "no crash, leak or sanitizer report":
// - a refused input raises InputError whose message starts with the file name;
// - a parsed grid has its size in range and only SPEC characters;
// - cwgfile::format writes text that parses back to the same grid (questions sorted), and
//   formatting that again gives the same bytes;
// - the validator, the word slots and the ratings run on every parsed grid, ratings in
//   0..100, and a grid checked against itself as its spec adds no error.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/input_error.hpp"
#include "formats/cwg/cwg_io.hpp"
#include "grid/grid.hpp"
#include "grid/validate.hpp"
#include "scoring/ratings.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using namespace cwg::arrowword;

using cwg::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto parsed = cwg::fuzz::read_or_refused<cwg::InputError>(
      "fuzz.cwg:", [&] { return cwg::cwgfile::parse(text, "fuzz.cwg"); });
  if (!parsed) return 0;
  cwg::arrowword::ArrowwordGrid& grid = *parsed;
  check(grid.rows >= 1 && grid.rows <= cwg::arrowword::kMaxSide && grid.cols >= 1 &&
        grid.cols <= cwg::arrowword::kMaxSide);
  check(grid.fields.size() == static_cast<std::size_t>(grid.rows) * grid.cols);
  for (char c : grid.fields)
    check(c == cwg::arrowword::kQuestionField || cwg::arrowword::is_solution_char(c) ||
          cwg::arrowword::is_blocked_char(c));
  for (const cwg::arrowword::Question& q : grid.questions)
    check(grid.inside(q.row, q.col) && q.type >= 0 && q.type < cwg::arrowword::kArrowTypes &&
          grid.at(q.row, q.col) == cwg::arrowword::kQuestionField);

  const std::string formatted = cwg::cwgfile::format(grid);
  cwg::arrowword::ArrowwordGrid again = cwg::cwgfile::parse(formatted, "formatted.cwg");
  std::sort(grid.questions.begin(), grid.questions.end());
  check(again == grid);
  check(cwg::cwgfile::format(again) == formatted);

  const auto slots = cwg::arrowword::word_slots(grid);
  check(slots.size() == grid.questions.size());
  cwg::arrowword::ValidationReport report = cwg::arrowword::validate(grid, nullptr);
  const std::size_t errors = report.errors.size();
  cwg::arrowword::check_against_spec(grid, grid, report);  // a grid matches itself
  check(report.errors.size() == errors);
  const cwg::arrowword::Ratings ratings = cwg::arrowword::rate(grid);
  for (double v : ratings.value) check(v >= 0 && v <= 100);
  check(ratings.score >= 0 && ratings.score <= 100);
  return 0;
}
