// The six ratings of SPEC.md in one pass over the fields (plus one over the word runs).
// The solver calls rate() on every candidate layout, so it stays O(fields) with a handful
// of vectors per call and no maps or sets.
//
// Choices SPEC.md leaves open, made here and mirrored by tests/spec_oracle.py:
// - A word is a question whose start field (kArrows) is inside the grid and a solution
//   field ('.' counts as a letter); its length is the whole run (word_slots). Every such
//   question is one word, even when another question addresses the same run (a rule 5
//   error): each one covers its run, so its letters count as crossed.
// - A word of length 1 counts in the denominator of the length shares but in no bin.
// - A question field is a '?' field; a double field is a '?' field that holds exactly two
//   questions (three or more is a rule 3 error and counts as neither single nor double).
// - Divisions by zero take the value the formula tends to with nothing to count:
//   no non-blocked field → question share 0 (rating 0, as for any grid without questions);
//   no letter → uncrossed share 0 and no dead field (ratings 100); no word → every length
//   share 0 (the formula gives 100 - 1800/8, clipped to 0); no cluster → no cluster
//   penalty (100); no double field → 100, as SPEC says.
#include "arrowword/ratings.hpp"

#include <algorithm>
#include <cstdint>

#include "arrowword/formulas.hpp"

namespace cwg {

const std::array<const char*, kRatingCount> kRatingNames = {
    "question_fields", "uncrossed", "word_lengths", "dead_fields", "clusters", "double_questions"};

namespace {

double percent(int part, int whole) {
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

/// Bin of a word length for rating 3: 2..8 → 0..6, 9+ → 7, length 1 → none (-1).
int length_bin(int length) {
  if (length < 2) return -1;
  return std::min(length, 9) - 2;
}

}  // namespace

Ratings rate(const ArrowwordGrid& grid) {
  Ratings out;
  const int rows = grid.rows;
  const int cols = grid.cols;
  const std::size_t n = grid.fields.size();

  // Per field: how many words cover it (saturated at 2: only 0, 1 and "more" matter) and
  // how many questions stand on it (saturated at 3). Bit 7 of `questions` marks a field
  // already taken into a cluster.
  std::vector<std::uint8_t> cover(n, 0);
  std::vector<std::uint8_t> questions(n, 0);
  constexpr std::uint8_t kSeen = 0x80;

  for (const Question& q : grid.questions) {
    if (!grid.inside(q.row, q.col)) continue;
    std::uint8_t& count = questions[static_cast<std::size_t>(grid.index(q.row, q.col))];
    if (count < 3) ++count;
  }

  // Words: cover their runs and fill the length histogram.
  std::array<int, 8> bins{};
  for (const Slot& slot : word_slots(grid)) {
    if (slot.length <= 0) continue;
    ++out.words;
    const int bin = length_bin(slot.length);
    if (bin >= 0) ++bins[static_cast<std::size_t>(bin)];
    const int step = slot.dir == Dir::Right ? 1 : cols;
    std::size_t i = static_cast<std::size_t>(grid.index(slot.row, slot.col));
    for (int k = 0; k < slot.length; ++k, i += static_cast<std::size_t>(step))
      if (cover[i] < 2) ++cover[i];
  }

  // Field counts, uncrossed and dead letters.
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const std::size_t i = static_cast<std::size_t>(grid.index(r, c));
      const char ch = grid.fields[i];
      if (is_blocked_char(ch)) continue;
      ++out.fields;
      if (ch == kQuestionField) {
        ++out.question_fields;
        if (questions[i] == 2) ++out.double_fields;
        continue;
      }
      if (!is_solution_char(ch)) continue;
      ++out.letters;
      if (cover[i] != 1) continue;
      ++out.uncrossed;
      // A non-solution field never has cover 1, so the neighbour test needs no char check.
      const bool dead = (c > 0 && cover[i - 1] == 1) || (c + 1 < cols && cover[i + 1] == 1) ||
                        (r > 0 && cover[i - static_cast<std::size_t>(cols)] == 1) ||
                        (r + 1 < rows && cover[i + static_cast<std::size_t>(cols)] == 1);
      if (dead) ++out.dead;
    }
  }

  // Clusters: 8-connected groups of '?' fields, by depth-first search with an explicit stack.
  std::vector<int> stack;
  for (std::size_t start = 0; start < n; ++start) {
    if (grid.fields[start] != kQuestionField || (questions[start] & kSeen)) continue;
    int size = 0;
    questions[start] |= kSeen;
    stack.push_back(static_cast<int>(start));
    while (!stack.empty()) {
      const int f = stack.back();
      stack.pop_back();
      ++size;
      const int r = f / cols;
      const int c = f % cols;
      for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
          const int nr = r + dr;
          const int nc = c + dc;
          if ((dr == 0 && dc == 0) || !grid.inside(nr, nc)) continue;
          const std::size_t j = static_cast<std::size_t>(grid.index(nr, nc));
          if (grid.fields[j] != kQuestionField || (questions[j] & kSeen)) continue;
          questions[j] |= kSeen;
          stack.push_back(static_cast<int>(j));
        }
      }
    }
    out.cluster_sizes.push_back(size);
  }

  // The formulas themselves live in formulas.hpp, shared with the solver's layout search.
  out.question_pct = percent(out.question_fields, out.fields);
  out.value[0] = formula::rating(formula::question_share_penalty(out.question_pct));

  out.uncrossed_pct = percent(out.uncrossed, out.letters);
  out.value[1] = formula::rating(formula::uncrossed_penalty(out.uncrossed_pct));

  for (std::size_t b = 0; b < bins.size(); ++b) out.length_share[b] = percent(bins[b], out.words);
  out.value[2] = formula::rating(formula::word_lengths_penalty(out.length_share));

  // dead / letters is a fraction there: one dead letter in a hundred costs 4.
  out.value[3] = formula::rating(formula::dead_fields_penalty(out.dead, out.letters));

  long long square_sum = 0;
  for (int size : out.cluster_sizes)
    if (size >= 3) square_sum += static_cast<long long>(size) * size;
  out.value[4] = formula::rating(formula::clusters_penalty(
      static_cast<double>(square_sum), static_cast<int>(out.cluster_sizes.size())));

  out.double_pct = percent(out.double_fields, out.question_fields);
  out.value[5] =
      formula::rating(formula::double_questions_penalty(out.double_fields, out.double_pct));

  double sum = 0;
  for (double v : out.value) sum += v;
  out.score = sum / kRatingCount;
  return out;
}

}  // namespace cwg
