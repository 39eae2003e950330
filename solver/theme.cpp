#include "solver/theme.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "core/rng.hpp"

namespace cwg::arrowword {

namespace {

/// A place for a word: its first letter, and the fields before and after it that become
/// question fields (-1: the border is there).
struct Place {
  int row, col;
  Dir dir;
  int before, after;
};

int cell(const ArrowwordGrid& g, int r, int c) {
  return g.index(r, c);
}
bool empty(const ArrowwordGrid& g, int r, int c) {
  return g.inside(r, c) && g.at(r, c) == kEmptyField;
}

bool fits(const ArrowwordGrid& g, const std::string& word, int r, int c, Dir dir, Place& place) {
  const int dr = dir == Dir::Down, dc = dir == Dir::Right;
  const int len = static_cast<int>(word.size());
  // Along the first row (or down the first column) no word could cross the letters: each
  // crossing word would need its clue above (left of) the grid.
  if ((dir == Dir::Right && r == 0) || (dir == Dir::Down && c == 0)) return false;
  if (!g.inside(r + dr * (len - 1), c + dc * (len - 1))) return false;
  for (int i = 0; i < len; ++i) {
    const char ch = g.at(r + dr * i, c + dc * i);
    if (ch != kEmptyField && ch != word[static_cast<std::size_t>(i)]) return false;
  }
  // The run must be exactly the word: a question field or the border on either side.
  auto bound = [&](int br, int bc, int& field) {
    field = -1;
    if (!g.inside(br, bc)) return true;
    if (g.at(br, bc) == kQuestionField) {
      field = cell(g, br, bc);
      return true;
    }
    if (!empty(g, br, bc)) return false;
    field = cell(g, br, bc);
    return true;
  };
  int before = -1, after = -1;
  if (!bound(r - dr, c - dc, before) || !bound(r + dr * len, c + dc * len, after)) return false;
  place = {r, c, dir, before, after};
  return true;
}

void write(ArrowwordGrid& g, const std::string& word, const Place& p) {
  const int dr = p.dir == Dir::Down, dc = p.dir == Dir::Right;
  for (int i = 0; i < static_cast<int>(word.size()); ++i)
    g.at(p.row + dr * i, p.col + dc * i) = word[static_cast<std::size_t>(i)];
  for (int f : {p.before, p.after})
    if (f >= 0) g.fields[static_cast<std::size_t>(f)] = kQuestionField;
}

}  // namespace

ThemeResult place_theme_words(const ArrowwordGrid& input, const std::vector<std::string>& words,
                              std::uint64_t seed) {
  ThemeResult result{input, {}, {}};
  std::vector<std::size_t> order(words.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return words[a].size() > words[b].size(); });
  Rng rng(seed, 0x7e3e);
  std::vector<std::pair<double, double>> centres;
  std::vector<ThemePlacement> placed(words.size());
  std::vector<bool> done(words.size(), false);
  ArrowwordGrid& g = result.grid;
  for (std::size_t w : order) {
    const std::string& word = words[w];
    Place best{};
    double best_score = -1;
    for (Dir dir : {Dir::Right, Dir::Down})
      for (int r = 0; r < g.rows; ++r)
        for (int c = 0; c < g.cols; ++c) {
          Place p{};
          if (!fits(g, word, r, c, dir, p)) continue;
          const double half = (static_cast<double>(word.size()) - 1) / 2;
          const double cr = r + (dir == Dir::Down ? half : 0),
                       cc = c + (dir == Dir::Right ? half : 0);
          // Far from the words placed (or, for the first, near the middle), ties by chance.
          double score = 0;
          if (centres.empty()) {
            score = 1e6 - std::abs(cr - (g.rows - 1) / 2.0) - std::abs(cc - (g.cols - 1) / 2.0);
          } else {
            score = std::numeric_limits<double>::max();
            for (const auto& [pr, pc] : centres)
              score = std::min(score, std::hypot(cr - pr, cc - pc));
          }
          // A word that ends at the border needs no question field after it: such fields
          // cost the ratings (dead fields, clusters), so a border end comes first.
          score += 2e6 * ((p.before < 0) + (p.after < 0));
          score += rng.unit() * 0.5;
          if (score > best_score) {
            best_score = score;
            best = p;
          }
        }
    if (best_score < 0) {
      result.not_placed.push_back(word);
      continue;
    }
    write(g, word, best);
    const double half = (static_cast<double>(word.size()) - 1) / 2;
    centres.emplace_back(best.row + (best.dir == Dir::Down ? half : 0),
                         best.col + (best.dir == Dir::Right ? half : 0));
    placed[w] = {word, best.row, best.col, best.dir};
    done[w] = true;
  }
  for (std::size_t w = 0; w < words.size(); ++w)
    if (done[w]) result.placed.push_back(placed[w]);
  return result;
}

}  // namespace cwg::arrowword
