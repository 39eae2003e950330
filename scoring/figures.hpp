#pragma once
/// The figures behind SPEC.md's six ratings (fields, questions, uncrossed and dead letters,
/// double questions, clusters, the word-length histogram), counted in one place. rate(), the
/// render marks and the solver's whole-layout evaluation all call field_figures(); the
/// solver's incremental LayoutState keeps the same RatingFigures up to date move by move and
/// its tests check it against field_figures(). The independent validator does not use this.
///
/// The input is three per-field arrays (what a field is, how many words cover it, how many
/// questions stand on it) rather than a grid: the solver's search has no ArrowwordGrid, only
/// field kinds and its derived words, and both a grid and a layout reduce to these arrays in
/// one pass.
#include <array>
#include <cstdint>
#include <vector>

#include "grid/grid.hpp"

namespace cwg::arrowword {

/// What a field is for the ratings. Other is a character that is none of the three (only
/// an invalid grid has one): it counts as a non-blocked field and nothing else.
enum class FieldKind : std::uint8_t { Blocked, Solution, Question, Other };

/// The counts the six rating formulas take (formulas.hpp, rating_penalties()).
struct RatingFigures {
  int fields = 0;                ///< non-blocked fields
  int question_fields = 0;       ///< '?' fields
  int letters = 0;               ///< solution fields (letters and '.')
  int words = 0;                 ///< words of any length (length 1 counts here, in no bin)
  int uncrossed = 0;             ///< letters in exactly one word
  int dead = 0;                  ///< uncrossed letters with an uncrossed 4-neighbour
  int double_fields = 0;         ///< question fields holding exactly two questions
  int clusters = 0;              ///< 8-connected groups of question fields, any size
  long long big_square_sum = 0;  ///< sum of size² over the clusters of size >= 3
  std::array<int, 8> bins{};     ///< words of length 2..8 and 9+

  bool operator==(const RatingFigures&) const = default;
};

/// Bin of a word length for rating 3: 2..8 → 0..6, 9+ → 7, shorter → none (-1).
inline int length_bin(int length) {
  if (length < 2) return -1;
  return (length < 9 ? length : 9) - 2;
}

/// Adds (sign 1) or takes out (-1) one word of `length` in the word count and histogram.
inline void count_word(RatingFigures& f, int length, int sign = 1) {
  f.words += sign;
  const int bin = length_bin(length);
  if (bin >= 0) f.bins[static_cast<std::size_t>(bin)] += sign;
}

/// Per-field flags of what the ratings punish (render marks them).
enum FieldFlag : std::uint8_t {
  kFlagUncrossed = 1,  ///< a letter in exactly one word
  kFlagDead = 2,       ///< an uncrossed letter with an uncrossed 4-neighbour
  kFlagCluster = 4,    ///< a question field in an 8-connected group of three or more
};

/// Read-only per-field arrays, row-major, rows * cols each.
struct FieldsView {
  int rows = 0;
  int cols = 0;
  const FieldKind* kind = nullptr;
  const std::uint8_t* cover = nullptr;      ///< words over the field (0, 1 or more)
  const std::uint8_t* questions = nullptr;  ///< questions standing on the field
};

/// Counts every figure but the words (words and bins are left 0: the caller adds its words
/// with count_word). `flags`, when given, gets one FieldFlag byte per field; `cluster_sizes`,
/// when given, gets the size of every cluster in the order they are found.
RatingFigures field_figures(const FieldsView& fields, std::vector<std::uint8_t>* flags = nullptr,
                            std::vector<int>* cluster_sizes = nullptr);

/// All the figures of a grid: its words are word_slots() whose start is a solution field,
/// each covering its whole run. `flags` and `cluster_sizes` as for field_figures().
RatingFigures grid_figures(const ArrowwordGrid& grid, std::vector<std::uint8_t>* flags = nullptr,
                           std::vector<int>* cluster_sizes = nullptr);

}  // namespace cwg::arrowword
