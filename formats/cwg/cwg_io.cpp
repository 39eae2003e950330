// Reading and writing .cwg files (SPEC.md, "The .cwg file").
//
// The parser walks the text line by line and never trusts a number before checking it:
// sizes are read digit by digit with a cap, so "99999999999999999999" or "100000" is refused
// before anything is allocated, and at most six questions stand on one field, so memory is
// bounded by the grid. Every error names the 1-based line and the column of the offending
// byte.
#include "formats/cwg/cwg_io.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/file_io.hpp"
#include "core/input_error.hpp"

namespace cwg::cwgfile {

using arrowword::ArrowwordGrid;
using arrowword::is_blocked_char;
using arrowword::is_solution_char;
using arrowword::kArrowTypes;
using arrowword::kMaxSide;
using arrowword::kQuestionField;
using arrowword::Question;

namespace {

bool is_space_or_tab(char c) {
  return c == ' ' || c == '\t';
}
bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

/// A character as an error message shows it: 'x' when printable ASCII, else its byte value.
std::string describe(char c) {
  auto byte = static_cast<unsigned char>(c);
  if (byte == '\t') return "a tab";
  if (byte == '\r') return "a carriage return";
  if (byte >= 0x20 && byte < 0x7f) return std::string("'") + c + "'";
  static const char* hex = "0123456789ABCDEF";
  return std::string("byte 0x") + hex[byte >> 4] + hex[byte & 15] +
         (byte >= 0x80 ? " (not ASCII)" : "");
}

/// At most 20 characters of a (checked, printable) token, for a message.
std::string excerpt(std::string_view token) {
  if (token.size() <= 20) return std::string(token);
  return std::string(token.substr(0, 17)) + "...";
}

/// Splits the text into lines on '\n'; a '\r' right before the '\n' belongs to the line end.
/// Nothing after a final '\n' is no line at all.
class LineReader {
 public:
  explicit LineReader(std::string_view text) : text_(text) {}

  /// The next line without its end, or false at the end of the text.
  bool next(std::string_view& line) {
    if (pos_ >= text_.size()) return false;
    std::size_t end = text_.find('\n', pos_);
    if (end == std::string_view::npos) end = text_.size();
    line = text_.substr(pos_, end - pos_);
    if (end < text_.size() && !line.empty() && line.back() == '\r') line.remove_suffix(1);
    pos_ = end + 1;
    ++number_;
    return true;
  }
  /// 1-based number of the line last returned (0 before the first).
  int number() const { return number_; }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  int number_ = 0;
};

int column_of(std::size_t index) {
  return static_cast<int>(index) + 1;
}

/// Reads a non-negative decimal integer from line[begin, end) holding digits only. Values
/// above `cap` are returned as cap + 1, so nothing overflows.
long long read_capped(std::string_view line, std::size_t begin, std::size_t end, long long cap) {
  long long value = 0;
  for (std::size_t i = begin; i < end; ++i) {
    value = value * 10 + (line[i] - '0');
    if (value > cap) return cap + 1;
  }
  return value;
}

/// Line 1 or 2: the number of rows or columns, 1..kMaxSide, spaces or tabs around allowed.
int parse_side(LineReader& lines, const std::string& name, const char* what) {
  std::string_view line;
  const int expected_line = lines.number() + 1;
  const std::string expected =
      std::string("the number of ") + what + " (an integer 1.." + std::to_string(kMaxSide) + ")";
  if (!lines.next(line)) {
    if (expected_line == 1)
      throw InputError(name, 1, 1, std::string("empty file, expected the number of ") + what);
    throw InputError(name, expected_line, 1, "expected " + expected + ", found end of file");
  }
  if (expected_line == 1 && line.starts_with("\xEF\xBB\xBF"))
    throw InputError(name, 1, 1,
                     "the file starts with a UTF-8 byte order mark; save it as plain ASCII");
  std::size_t begin = 0;
  while (begin < line.size() && is_space_or_tab(line[begin])) ++begin;
  std::size_t end = begin;
  while (end < line.size() && is_digit(line[end])) ++end;
  if (end == begin && begin + 1 < line.size() && line[begin] == '-' && is_digit(line[begin + 1])) {
    end = begin + 1;
    while (end < line.size() && is_digit(line[end])) ++end;
    throw InputError(name, lines.number(), column_of(begin),
                     std::string("the number of ") + what + " must be 1.." +
                         std::to_string(kMaxSide) + ", found " +
                         excerpt(line.substr(begin, end - begin)));
  }
  if (end == begin) {
    if (begin == line.size())
      throw InputError(name, lines.number(), column_of(begin),
                       "expected " + expected + ", found an empty line");
    throw InputError(name, lines.number(), column_of(begin),
                     "expected " + expected + ", found " + describe(line[begin]));
  }
  std::size_t rest = end;
  while (rest < line.size() && is_space_or_tab(line[rest])) ++rest;
  if (rest < line.size())
    throw InputError(name, lines.number(), column_of(rest),
                     "expected " + expected + ", found " + describe(line[rest]));
  const long long value = read_capped(line, begin, end, kMaxSide);
  if (value < 1 || value > kMaxSide)
    throw InputError(name, lines.number(), column_of(begin),
                     std::string("the number of ") + what + " must be 1.." +
                         std::to_string(kMaxSide) + ", found " +
                         excerpt(line.substr(begin, end - begin)));
  return static_cast<int>(value);
}

void parse_row(std::string_view line, int line_number, int row, ArrowwordGrid& grid,
               const std::string& name) {
  const auto cols = static_cast<std::size_t>(grid.cols);
  for (std::size_t c = 0; c < line.size() && c < cols; ++c) {
    const char ch = line[c];
    if (ch != kQuestionField && !is_solution_char(ch) && !is_blocked_char(ch))
      throw InputError(name, line_number, column_of(c),
                       "found " + describe(ch) + ", expected '?', '.', 'A'-'Z', ' ' or '-'");
    grid.at(row, static_cast<int>(c)) = ch;
  }
  if (line.size() != cols)
    throw InputError(name, line_number, column_of(std::min(line.size(), cols)),
                     "row " + std::to_string(row) + " has " + std::to_string(line.size()) +
                         " characters, expected " + std::to_string(cols));
}

/// One question line "row col type". Blank lines are skipped by the caller.
Question parse_question(std::string_view line, int line_number, const ArrowwordGrid& grid,
                        const std::string& name) {
  struct Token {
    std::size_t begin, end;
  };
  Token tokens[4];
  int count = 0;
  std::size_t i = 0;
  while (count < 4) {
    while (i < line.size() && is_space_or_tab(line[i])) ++i;
    if (i == line.size()) break;
    const std::size_t begin = i;
    while (i < line.size() && !is_space_or_tab(line[i])) ++i;
    tokens[count++] = {begin, i};
  }

  static const char* kWhat[3] = {"row", "column", "type"};
  const long long limits[3] = {grid.rows - 1, grid.cols - 1, kArrowTypes - 1};
  // A character that is no digit is named first, wherever it stands: "right" or binary
  // junk is reported as what it is, not as a count of fields.
  for (int k = 0; k < std::min(count, 3); ++k)
    for (std::size_t j = tokens[k].begin; j < tokens[k].end; ++j)
      if (!is_digit(line[j]))
        throw InputError(name, line_number, column_of(j),
                         std::string("expected the ") + kWhat[k] + " as an integer 0.." +
                             std::to_string(limits[k]) + ", found " + describe(line[j]));
  if (count == 4)
    throw InputError(name, line_number, column_of(tokens[3].begin),
                     "expected a question 'row col type', found a fourth field");
  if (count < 3)
    throw InputError(name, line_number, column_of(i),
                     "expected a question 'row col type', found only " + std::to_string(count) +
                         (count == 1 ? " field" : " fields"));

  long long values[3];
  for (int k = 0; k < 3; ++k) {
    const Token& t = tokens[k];
    values[k] = read_capped(line, t.begin, t.end, limits[k]);
    if (values[k] > limits[k]) {
      const std::string text = excerpt(line.substr(t.begin, t.end - t.begin));
      if (k == 2)
        throw InputError(name, line_number, column_of(t.begin),
                         "type " + text + " is not an arrow type 0.." + std::to_string(limits[k]));
      throw InputError(name, line_number, column_of(t.begin),
                       std::string(kWhat[k]) + " " + text + " is outside the grid (0.." +
                           std::to_string(limits[k]) + ")");
    }
  }
  Question q{static_cast<int>(values[0]), static_cast<int>(values[1]), static_cast<int>(values[2])};
  if (grid.at(q.row, q.col) != kQuestionField)
    throw InputError(name, line_number, column_of(tokens[0].begin),
                     "question on field (" + std::to_string(q.row) + ", " + std::to_string(q.col) +
                         ") which holds " + describe(grid.at(q.row, q.col)) +
                         ", expected a '?' field");
  return q;
}

}  // namespace

ArrowwordGrid parse(std::string_view text, const std::string& name) {
  LineReader lines(text);
  const int rows = parse_side(lines, name, "rows");
  const int cols = parse_side(lines, name, "columns");
  ArrowwordGrid grid(rows, cols);
  std::string_view line;
  for (int r = 0; r < rows; ++r) {
    if (!lines.next(line))
      throw InputError(name, lines.number() + 1, 1,
                       "expected row " + std::to_string(r) + " (" + std::to_string(r + 1) + " of " +
                           std::to_string(rows) + "), found end of file");
    parse_row(line, lines.number(), r, grid, name);
  }
  // Questions per field, to bound the list: with six arrow types, a seventh question on one
  // field must repeat one, and a file of millions of repeats would otherwise all be kept.
  std::vector<std::uint8_t> per_field;
  while (lines.next(line)) {
    if (std::all_of(line.begin(), line.end(), is_space_or_tab)) continue;
    const Question q = parse_question(line, lines.number(), grid, name);
    if (per_field.empty()) per_field.assign(grid.fields.size(), 0);
    if (++per_field[static_cast<std::size_t>(grid.index(q.row, q.col))] > kArrowTypes)
      throw InputError(name, lines.number(), 1,
                       "more than " + std::to_string(kArrowTypes) + " questions on field (" +
                           std::to_string(q.row) + ", " + std::to_string(q.col) +
                           "): there are only " + std::to_string(kArrowTypes) + " arrow types");
    grid.questions.push_back(q);
  }
  return grid;
}

ArrowwordGrid load(const std::filesystem::path& path) {
  // The largest grid, 1000 x 1000 with two questions on every field, is about 25 MB.
  constexpr std::size_t kMaxCwgBytes = std::size_t{64} << 20;
  return parse(read_file(path, kMaxCwgBytes), path.string());
}

std::string format(const ArrowwordGrid& grid) {
  std::string out;
  out.reserve(grid.fields.size() + static_cast<std::size_t>(grid.rows) + 16 +
              grid.questions.size() * 12);
  out += std::to_string(grid.rows) + '\n' + std::to_string(grid.cols) + '\n';
  for (int r = 0; r < grid.rows; ++r) {
    out.append(grid.fields.data() + static_cast<std::size_t>(grid.index(r, 0)),
               static_cast<std::size_t>(grid.cols));
    out += '\n';
  }
  std::vector<Question> sorted = grid.questions;
  std::sort(sorted.begin(), sorted.end());
  for (const Question& q : sorted)
    out +=
        std::to_string(q.row) + ' ' + std::to_string(q.col) + ' ' + std::to_string(q.type) + '\n';
  return out;
}

}  // namespace cwg::cwgfile
