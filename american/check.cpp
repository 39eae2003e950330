#include "american/check.hpp"

#include <map>

namespace cwg::american {

std::vector<std::string> check_fill(const txt::Grid& layout, const txt::Grid& filled,
                                    const std::unordered_set<std::string>& words) {
  std::vector<std::string> problems;
  if (layout.rows != filled.rows || layout.cols != filled.cols) {
    problems.push_back("the filled grid is " + std::to_string(filled.rows) + "x" +
                       std::to_string(filled.cols) + ", the layout " + std::to_string(layout.rows) +
                       "x" + std::to_string(layout.cols));
    return problems;
  }
  const auto where = [](int r, int c) {
    return "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1);
  };
  for (int r = 0; r < layout.rows; ++r)
    for (int c = 0; c < layout.cols; ++c) {
      const char a = layout.at(r, c), b = filled.at(r, c);
      if ((a == '#') != (b == '#'))
        problems.push_back("the square at " + where(r, c) + " changed between black and open");
      else if (a != '#' && a != '.' && a != b)
        problems.push_back("the given letter " + std::string(1, a) + " at " + where(r, c) +
                           " became " + std::string(1, b));
      else if (b == '.')
        problems.push_back("the square at " + where(r, c) + " is still empty");
    }
  // Scan rows, then the transposed grid, as strings split at '#'.
  std::map<std::string, std::string> seen;  // word -> where it was first
  for (int pass = 0; pass < 2; ++pass) {
    const int lines = pass == 0 ? filled.rows : filled.cols;
    const int len = pass == 0 ? filled.cols : filled.rows;
    for (int a = 0; a < lines; ++a) {
      std::string line;
      for (int b = 0; b < len; ++b) line += pass == 0 ? filled.at(a, b) : filled.at(b, a);
      line += '#';
      std::string word;
      for (int b = 0; b < static_cast<int>(line.size()); ++b) {
        if (line[static_cast<std::size_t>(b)] != '#') {
          word += line[static_cast<std::size_t>(b)];
          continue;
        }
        if (word.size() >= 2) {
          const int start = b - static_cast<int>(word.size());
          const std::string at =
              (pass == 0 ? "across at " + where(a, start) : "down at " + where(start, a));
          if (!words.count(word))
            problems.push_back(word + " (" + at + ") is not in the word list");
          const auto [it, fresh] = seen.emplace(word, at);
          if (!fresh) problems.push_back(word + " appears twice: " + it->second + " and " + at);
        }
        word.clear();
      }
    }
  }
  return problems;
}

}  // namespace cwg::american
