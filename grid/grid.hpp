#pragma once
/// The arrowword grid model: fields as the file has them, the questions with their arrows, and
/// the word slots the arrows define (SPEC.md, "The .cwg file" and "Arrows").
#include <compare>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cwg::arrowword {

/// Largest side accepted; anything larger is refused before any allocation.
constexpr int kMaxSide = 1000;

constexpr char kQuestionField = '?';
constexpr char kEmptyField = '.';

inline bool is_blocked_char(char c) {
  return c == ' ' || c == '-';
}
inline bool is_letter_char(char c) {
  return c >= 'A' && c <= 'Z';
}
/// A field that holds (or will hold) a letter: 'A'..'Z' or '.'.
inline bool is_solution_char(char c) {
  return c == kEmptyField || is_letter_char(c);
}

enum class Dir : std::uint8_t { Right = 0, Down = 1 };

/// The six arrow types of SPEC.md by name; the value is the type number of the file format.
/// Question::type stays an int (the file may hold any number; the validator reports it), so
/// these are plain constants that compare with it directly.
enum ArrowType : std::uint8_t {
  kArrowDown = 0,       ///< down
  kArrowDownRight = 1,  ///< down, then right
  kArrowLeftDown = 2,   ///< left, then down
  kArrowRight = 3,      ///< right
  kArrowRightDown = 4,  ///< right, then down
  kArrowUpRight = 5,    ///< up, then right
};

/// The bit of an arrow type in a field's set of types (a field holds one type or a pair).
constexpr unsigned arrow_bit(int type) {
  return 1u << type;
}

/// A question placed by field index (row * cols + col) rather than row and column: what the
/// solver assigns to a word run. cell < 0 means none.
struct ArrowClue {
  int cell = -1;
  int type = 0;
  bool none() const { return cell < 0; }
  bool operator==(const ArrowClue&) const = default;
};

/// One question: the field it stands on and its arrow type 0..5.
struct Question {
  int row = 0;
  int col = 0;
  int type = 0;
  auto operator<=>(const Question&) const = default;
};

/// Where an arrow's word starts relative to its question field, and which way it runs.
struct Arrow {
  int dr;
  int dc;
  Dir dir;
  bool bent;  ///< types 1, 2, 4, 5: allowed only on row 0, column 0, or next to an island
};
constexpr int kArrowTypes = 6;
/// SPEC.md's arrow table, the one place it is written down for the grid model.
constexpr Arrow kArrows[kArrowTypes] = {
    {+1, 0, Dir::Down, false},   // kArrowDown
    {+1, 0, Dir::Right, true},   // kArrowDownRight
    {0, -1, Dir::Down, true},    // kArrowLeftDown
    {0, +1, Dir::Right, false},  // kArrowRight
    {0, +1, Dir::Down, true},    // kArrowRightDown
    {-1, 0, Dir::Right, true},   // kArrowUpRight
};

/// A rectangular grid of field characters, row-major, exactly as in the file (blocked fields
/// keep their ' ' or '-'), plus the question list.
struct ArrowwordGrid {
  int rows = 0;
  int cols = 0;
  std::vector<char> fields;         ///< rows * cols characters
  std::vector<Question> questions;  ///< in file order; cwgfile::format writes them sorted

  ArrowwordGrid() = default;
  ArrowwordGrid(int r, int c, char fill = kEmptyField)
      : rows(r), cols(c), fields(static_cast<std::size_t>(r) * c, fill) {}

  bool inside(int r, int c) const { return r >= 0 && r < rows && c >= 0 && c < cols; }
  int index(int r, int c) const { return r * cols + c; }
  char at(int r, int c) const { return fields[static_cast<std::size_t>(index(r, c))]; }
  char& at(int r, int c) { return fields[static_cast<std::size_t>(index(r, c))]; }
  /// Outside the grid counts as blocked for "is the field to the left/above blocked".
  bool blocked(int r, int c) const { return !inside(r, c) || is_blocked_char(at(r, c)); }
  bool solution(int r, int c) const { return inside(r, c) && is_solution_char(at(r, c)); }

  bool operator==(const ArrowwordGrid&) const = default;
};

/// A word slot defined by one question: start field, direction, length of the whole run of
/// solution fields from the start ('.' or letters). length is 0 when the start is outside
/// the grid or not a solution field.
struct Slot {
  int row = 0;
  int col = 0;
  Dir dir = Dir::Right;
  int length = 0;
  int question = -1;  ///< index into ArrowwordGrid::questions
};

/// One slot per question, in question order.
std::vector<Slot> word_slots(const ArrowwordGrid& grid);

/// The characters of `slot`'s fields as the grid holds them ('.' where a letter is missing).
std::string slot_text(const ArrowwordGrid& grid, const Slot& slot);

/// Per question (in ArrowwordGrid::questions order), the word its arrow addresses as the grid
/// spells it; empty when the word is not all letters yet (a '.' in it) or has no field.
std::vector<std::string> question_words(const ArrowwordGrid& grid);

/// The arrow of `type` as SPEC.md draws it: where the word starts, then which way it runs
/// when that differs ("down, then right"); "?" for a type outside the table.
std::string arrow_name(int type);

/// May a bent arrow (types 1, 2, 4, 5) stand on (r, c)? Row 0, column 0, or the field to
/// its left or above is blocked (an island) — SPEC rule 4.
bool bent_allowed(const ArrowwordGrid& grid, int r, int c);

}  // namespace cwg::arrowword
