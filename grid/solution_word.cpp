#include "grid/solution_word.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <numeric>

#include "core/input_error.hpp"
#include "core/letters.hpp"

namespace cwg::arrowword {

std::vector<int> pick_solution_fields(const ArrowwordGrid& grid, std::string_view word,
                                      std::string* missing) {
  // The fields holding each letter, in row-major order.
  std::array<std::vector<int>, 26> fields_of;
  for (int i = 0; i < grid.rows * grid.cols; ++i) {
    const char ch = grid.fields[static_cast<std::size_t>(i)];
    if (is_letter_char(ch)) fields_of[static_cast<std::size_t>(ch - 'A')].push_back(i);
  }
  std::array<int, 26> needed{};
  for (char ch : word) {
    if (!is_letter_char(ch)) {
      if (missing) *missing = std::string("'") + ch + "' is not a letter A-Z";
      return {};
    }
    ++needed[static_cast<std::size_t>(ch - 'A')];
  }
  for (std::size_t l = 0; l < 26; ++l)
    if (needed[l] > static_cast<int>(fields_of[l].size())) {
      if (missing)
        *missing = "the grid has " + std::to_string(fields_of[l].size()) + " field" +
                   (fields_of[l].size() == 1 ? "" : "s") + " with " + static_cast<char>('A' + l) +
                   ", the word needs " + std::to_string(needed[l]);
      return {};
    }
  // Scarce letters first: they have the least choice.
  std::vector<std::size_t> order(word.size());
  std::iota(order.begin(), order.end(), 0);
  auto choices = [&](std::size_t i) {
    return fields_of[static_cast<std::size_t>(word[i] - 'A')].size();
  };
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return choices(a) < choices(b); });
  std::vector<int> picked(word.size(), -1);
  std::vector<bool> used(grid.fields.size(), false);
  std::vector<int> chosen;
  for (std::size_t i : order) {
    int best = -1;
    long best_distance = -1;
    for (int f : fields_of[static_cast<std::size_t>(word[i] - 'A')]) {
      if (used[static_cast<std::size_t>(f)]) continue;
      long nearest = std::numeric_limits<long>::max();
      for (int c : chosen) {
        const long dr = f / grid.cols - c / grid.cols, dc = f % grid.cols - c % grid.cols;
        nearest = std::min(nearest, dr * dr + dc * dc);
      }
      if (nearest > best_distance) {
        best_distance = nearest;
        best = f;
      }
    }
    // Enough fields per letter were counted above, so one is always free.
    picked[i] = best;
    used[static_cast<std::size_t>(best)] = true;
    chosen.push_back(best);
  }
  return picked;
}

std::string solution_word_or_throw(const std::string& raw) {
  const auto word = normalize_word(raw);
  if (!word) throw InputError("--solution-word '" + raw + "': only letters, please");
  return *word;
}

std::vector<int> solution_fields_or_throw(const ArrowwordGrid& grid, const std::string& raw,
                                          const std::string& file) {
  const std::string word = solution_word_or_throw(raw);
  std::string why;
  std::vector<int> fields = pick_solution_fields(grid, word, &why);
  if (fields.empty())
    throw InputError(file, 0, 0, "cannot spell the solution word " + word + ": " + why);
  return fields;
}

}  // namespace cwg::arrowword
