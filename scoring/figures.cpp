// The per-field figures of the ratings in one pass over the fields and one depth-first
// search per cluster. O(fields), a handful of vectors per call, no maps or sets.
//
// Choices SPEC.md leaves open, made here and mirrored by tests/spec_oracle.py:
// - A word is a question whose start field (kArrows) is inside the grid and a solution
//   field ('.' counts as a letter); its length is the whole run (word_slots). Every such
//   question is one word, even when another question addresses the same run (a rule 5
//   error): each one covers its run, so its letters count as crossed.
// - A word of length 1 counts in the word total but in no bin.
// - A question field is a '?' field; a double field is a '?' field that holds exactly two
//   questions (three or more is a rule 3 error and counts as neither single nor double).
#include "scoring/figures.hpp"

namespace cwg::arrowword {

RatingFigures field_figures(const FieldsView& in, std::vector<std::uint8_t>* flags,
                            std::vector<int>* cluster_sizes) {
  RatingFigures out;
  const int rows = in.rows, cols = in.cols;
  const auto n = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
  if (flags) flags->assign(n, 0);
  auto uncrossed = [&](std::size_t i) {
    return in.kind[i] == FieldKind::Solution && in.cover[i] == 1;
  };

  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const auto i = static_cast<std::size_t>(r * cols + c);
      const FieldKind k = in.kind[i];
      if (k == FieldKind::Blocked) continue;
      ++out.fields;
      if (k == FieldKind::Question) {
        ++out.question_fields;
        if (in.questions[i] == 2) ++out.double_fields;
        continue;
      }
      if (k != FieldKind::Solution) continue;
      ++out.letters;
      if (!uncrossed(i)) continue;
      ++out.uncrossed;
      const auto w = static_cast<std::size_t>(cols);
      const bool dead = (c > 0 && uncrossed(i - 1)) || (c + 1 < cols && uncrossed(i + 1)) ||
                        (r > 0 && uncrossed(i - w)) || (r + 1 < rows && uncrossed(i + w));
      if (dead) ++out.dead;
      if (flags) (*flags)[i] |= static_cast<std::uint8_t>(kFlagUncrossed | (dead ? kFlagDead : 0));
    }

  // Clusters: 8-connected groups of question fields; `group` holds one cluster's fields.
  std::vector<std::uint8_t> seen(n, 0);
  std::vector<int> stack, group;
  for (std::size_t start = 0; start < n; ++start) {
    if (in.kind[start] != FieldKind::Question || seen[start]) continue;
    seen[start] = 1;
    stack.assign(1, static_cast<int>(start));
    group.clear();
    while (!stack.empty()) {
      const int f = stack.back();
      stack.pop_back();
      group.push_back(f);
      const int r = f / cols, c = f % cols;
      for (int rr = r - 1; rr <= r + 1; ++rr)
        for (int cc = c - 1; cc <= c + 1; ++cc) {
          if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) continue;
          const auto j = static_cast<std::size_t>(rr * cols + cc);
          if (in.kind[j] != FieldKind::Question || seen[j]) continue;
          seen[j] = 1;
          stack.push_back(static_cast<int>(j));
        }
    }
    const auto size = static_cast<long long>(group.size());
    ++out.clusters;
    if (cluster_sizes) cluster_sizes->push_back(static_cast<int>(size));
    if (size < 3) continue;
    out.big_square_sum += size * size;
    if (flags)
      for (int f : group) (*flags)[static_cast<std::size_t>(f)] |= kFlagCluster;
  }
  return out;
}

RatingFigures grid_figures(const ArrowwordGrid& grid, std::vector<std::uint8_t>* flags,
                           std::vector<int>* cluster_sizes) {
  const std::size_t n = grid.fields.size();
  std::vector<FieldKind> kind(n, FieldKind::Other);
  for (std::size_t i = 0; i < n; ++i) {
    const char ch = grid.fields[i];
    if (is_blocked_char(ch))
      kind[i] = FieldKind::Blocked;
    else if (ch == kQuestionField)
      kind[i] = FieldKind::Question;
    else if (is_solution_char(ch))
      kind[i] = FieldKind::Solution;
  }
  // Counts saturate: only 0, 1 and "more" words matter, and 0..2 questions (3+ is neither).
  std::vector<std::uint8_t> questions(n, 0), cover(n, 0);
  for (const Question& q : grid.questions) {
    if (!grid.inside(q.row, q.col)) continue;
    std::uint8_t& count = questions[static_cast<std::size_t>(grid.index(q.row, q.col))];
    if (count < 3) ++count;
  }
  std::vector<int> lengths;
  for (const Slot& slot : word_slots(grid)) {
    if (slot.length <= 0) continue;
    lengths.push_back(slot.length);
    const std::size_t step = slot.dir == Dir::Right ? 1 : static_cast<std::size_t>(grid.cols);
    auto i = static_cast<std::size_t>(grid.index(slot.row, slot.col));
    for (int k = 0; k < slot.length; ++k, i += step)
      if (cover[i] < 2) ++cover[i];
  }
  RatingFigures out = field_figures(
      {grid.rows, grid.cols, kind.data(), cover.data(), questions.data()}, flags, cluster_sizes);
  for (int len : lengths) count_word(out, len);
  return out;
}

}  // namespace cwg::arrowword
