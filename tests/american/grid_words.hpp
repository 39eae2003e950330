#pragma once
/// The words of a filled black-square grid read off its rows and columns, for the American
/// fill tests: code of the tests' own, sharing nothing with the fill that made the grid.
#include <string>
#include <vector>

namespace cwg::test {

/// Every across and down run of two or more letters of `rows` ('#' a block), rows first.
inline std::vector<std::string> grid_words(const std::vector<std::string>& rows) {
  std::vector<std::string> lines = rows;
  for (std::size_t c = 0; !rows.empty() && c < rows[0].size(); ++c) {
    std::string col;
    for (const std::string& r : rows) col += r[c];
    lines.push_back(col);
  }
  std::vector<std::string> out;
  for (const std::string& line : lines) {
    std::string word;
    for (char ch : line + "#") {
      if (ch != '#') {
        word += ch;
        continue;
      }
      if (word.size() >= 2) out.push_back(word);
      word.clear();
    }
  }
  return out;
}

}  // namespace cwg::test
