#pragma once
/// A finished puzzle as solvers meet it, whatever file it came from.
///
/// The page, the PDF, the ipuz and the .puz are written from this one model, never one
/// writer from another's output (Crosshare's habit: one model, several writers). It holds
/// what every writer needs and nothing of any file's bytes: a rectangle of cells (a letter
/// with its solution, several letters for a rebus square; a block; an arrowword's question
/// field), the entries (each word with where it starts, its direction, its answer and its
/// clue; numbered the American way, or tied to the question field and arrow that clue it in
/// an arrowword), and the texts around the grid. Text is UTF-8 throughout. The builders read
/// the format models (ArrowwordGrid, puz::Puzzle, txt::Grid) and number nothing themselves:
/// the American numbering is blackgrid's, the arrowword words arrowword's slots.
#include <string>
#include <vector>

#include "formats/puz/puz.hpp"
#include "formats/txt/txt_grid.hpp"
#include "grid/grid.hpp"
#include "puzzle/clue_sheet.hpp"

namespace cwg::blackgrid {
struct Word;
}

namespace cwg::puzzle {

enum class Kind : std::uint8_t {
  Arrowword,  ///< clues stand in question fields, arrows lead into the words
  American,   ///< black squares, numbered words, clue lists beside the grid
};

enum class CellKind : std::uint8_t {
  Letter,    ///< a square the solver fills
  Block,     ///< a black square, or an arrowword's island
  Question,  ///< an arrowword's question field (one or two clues in it)
};

struct Cell {
  CellKind kind = CellKind::Block;
  /// The answer of a letter square: one letter, several for a rebus square; "" when the
  /// source does not give it (an unfilled grid, a locked .puz).
  std::string solution;
  bool circled = false;  ///< drawn with a circle (.puz GEXT, ipuz shapebg "circle")
  /// An arrowword's blocked field as the .cwg file writes it (' ' or '-'), kept so a
  /// converted grid comes back byte for byte; '#' for an American black square.
  char block = '#';
};

enum class Direction : std::uint8_t { Across, Down };

/// One word of the grid and its clue.
struct Entry {
  int number = 0;  ///< the American clue number; 0 in an arrowword
  Direction direction = Direction::Across;
  int row = 0, col = 0;  ///< the first letter
  int length = 0;        ///< letter cells; 0 for an arrowword arrow that leads nowhere
  std::string answer;    ///< the cells' solutions in order; "" when one is unknown
  std::string clue;      ///< "" when the source has none
  /// Arrowwords: the question field holding the clue and the arrow type as the .cwg file
  /// writes it (0..5, grid/grid.hpp's ArrowType); -1 in an American puzzle.
  int question_row = -1, question_col = -1;
  int arrow = -1;
};

struct Puzzle {
  Kind kind = Kind::American;
  int width = 0, height = 0;
  std::vector<Cell> cells;  ///< width * height, row by row
  /// American: across entries by number, then down entries by number. Arrowword: one per
  /// question, in the grid's question order.
  std::vector<Entry> entries;
  std::string title, author, copyright, notes;

  std::size_t index(int row, int col) const {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(width) +
           static_cast<std::size_t>(col);
  }
  const Cell& at(int row, int col) const { return cells[index(row, col)]; }
  /// The index of the k-th cell of `entry` (0 <= k < entry.length).
  std::size_t cell_of(const Entry& entry, int k) const {
    return entry.direction == Direction::Across ? index(entry.row, entry.col + k)
                                                : index(entry.row + k, entry.col);
  }
  /// Every letter cell has its solution.
  bool solved() const;
};

/// The cells' solutions along `entry` in order; "" when one is unknown.
std::string spell(const Puzzle& p, const Entry& entry);

/// The entry of blackgrid's numbered word `w`: its number, direction, first letter and
/// length (answer and clue left to the caller).
Entry numbered_entry(const blackgrid::Word& w);

/// Sets p.entries from p.cells the American way: the numbering of blackgrid/words
/// (a letter run of two or more is a word), across words by number then down words, each
/// answer spelled and its clue looked up in `clues` by that answer.
void number_american(Puzzle& p, const ClueMap& clues = {});

/// The answers of the words (of one letter cell or more) that have no clue, in entry order:
/// what a puzzle maker wants named before publishing.
std::vector<std::string> unclued_answers(const Puzzle& p);

/// An arrowword: question fields, islands and letter fields as in the grid, one entry per
/// question (its slot; the answer when every field of it holds a letter; its clue looked
/// up in `clues` by that answer).
Puzzle from_arrowword(const arrowword::ArrowwordGrid& grid, const ClueMap& clues = {});

/// A .puz as read by puz::parse: the solution with its rebus squares spelled out, circles,
/// clues and texts decoded to UTF-8. A scrambled, withheld or not given solution gives
/// letter cells without solutions. Throws PuzError(BadSection) for an unreadable extra section.
Puzzle from_puz(const puz::Puzzle& p, const std::string& name);

/// A black-square text grid ('.' a letter square without solution), numbered as Across
/// Lite numbers; a word's clue looked up in `clues` by its answer.
Puzzle from_txt(const txt::Grid& grid, const ClueMap& clues = {});

/// A cell as the messages about a puzzle name it: "row R column C", counted from 1.
std::string cell_name(int row, int col);

}  // namespace cwg::puzzle
