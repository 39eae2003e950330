#include "formats/txt/txt_grid.hpp"

#include <algorithm>

namespace cwg::txt {

Grid parse(std::string_view text, const std::string& file) {
  // Split into lines, remembering each one's number; a final line without '\n' counts.
  std::vector<std::pair<int, std::string_view>> lines;
  int number = 0;
  for (std::size_t pos = 0; pos <= text.size();) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    ++number;
    if (end < text.size() || !line.empty()) lines.emplace_back(number, line);
    pos = end + 1;
  }
  auto blank = [](std::string_view l) {
    return l.find_first_not_of(" \t") == std::string_view::npos;
  };
  std::size_t first = 0, last = lines.size();
  while (first < last && blank(lines[first].second)) ++first;
  while (last > first && blank(lines[last - 1].second)) --last;
  if (first == last) throw TxtError(ErrorKind::Empty, file, 0, 0, "the grid has no rows");
  Grid g;
  g.first_line = lines[first].first;
  g.cols = static_cast<int>(lines[first].second.size());
  bool any_open = false;
  for (std::size_t i = first; i < last; ++i) {
    const auto [line_no, line] = lines[i];
    for (std::size_t c = 0; c < line.size(); ++c) {
      char ch = line[c];
      if (ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
      if (ch != '#' && ch != '.' && !(ch >= 'A' && ch <= 'Z')) {
        std::string shown = ch >= 0x20 && ch < 0x7f
                                ? std::string("'") + ch + "'"
                                : "byte " + std::to_string(static_cast<unsigned char>(ch));
        throw TxtError(
            ErrorKind::BadCharacter, file, line_no, static_cast<int>(c) + 1,
            "unexpected " + shown + "; a square is '#' (black), '.' (empty) or a letter A-Z");
      }
      any_open |= ch != '#';
      g.squares += ch;
    }
    if (static_cast<int>(line.size()) != g.cols)
      throw TxtError(ErrorKind::RaggedRow, file, line_no,
                     static_cast<int>(std::min(line.size(), static_cast<std::size_t>(g.cols))) + 1,
                     "row has " + std::to_string(line.size()) + " squares, the first row " +
                         std::to_string(g.cols));
    ++g.rows;
  }
  if (!any_open)
    throw TxtError(ErrorKind::NoOpenSquare, file, g.first_line, 1, "the grid has no open square");
  return g;
}

std::string format(const Grid& grid) {
  std::string out;
  out.reserve(static_cast<std::size_t>((grid.cols + 1) * grid.rows));
  for (int r = 0; r < grid.rows; ++r) {
    out.append(grid.squares, static_cast<std::size_t>(r * grid.cols),
               static_cast<std::size_t>(grid.cols));
    out += '\n';
  }
  return out;
}

std::vector<bool> black_squares(const Grid& grid) {
  std::vector<bool> black(grid.squares.size());
  for (std::size_t i = 0; i < black.size(); ++i) black[i] = grid.squares[i] == '#';
  return black;
}

}  // namespace cwg::txt
