#pragma once
/// Splitting a line into its space-separated fields (WordNet's data lines, read by the
/// taste filter and the English clue rules), and a phrase into its words.
#include <string_view>
#include <vector>

namespace cwg::text {

/// The fields of `line` split at single spaces, empty ones left out.
inline std::vector<std::string_view> split_spaces(std::string_view line) {
  std::vector<std::string_view> out;
  for (std::size_t from = 0; from < line.size();) {
    std::size_t to = line.find(' ', from);
    if (to == line.npos) to = line.size();
    if (to > from) out.push_back(line.substr(from, to - from));
    from = to + 1;
  }
  return out;
}

/// The parts of `text` between any of `separators` (a clue phrase's words at " -"), empty
/// ones kept: "well-to-do" gives well, to, do; "a  b" gives a, "", b.
inline std::vector<std::string_view> split_any(std::string_view text, std::string_view separators) {
  std::vector<std::string_view> out;
  for (std::size_t from = 0; from <= text.size();) {
    std::size_t to = text.find_first_of(separators, from);
    if (to == text.npos) to = text.size();
    out.push_back(text.substr(from, to - from));
    from = to + 1;
  }
  return out;
}

}  // namespace cwg::text
