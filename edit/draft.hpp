#pragma once
/// The puzzle being made: one immutable value per state of the editor (draft.hpp), changed
/// only by actions (actions.hpp) into a new value. Undo is the previous value, the journal
/// the list of actions. It holds both kinds: an American grid (letter squares, black
/// squares, a symmetry kept as blocks are toggled) and an arrowword (letter fields, islands,
/// question fields with one or two arrow types, SPEC.md). Entries are derived from the cells,
/// never stored: a clue or a lock belongs to an entry's start and direction (EntryKey).
#include <compare>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "grid/grid.hpp"
#include "puzzle/puzzle.hpp"

namespace cwg::edit {

enum class Kind : std::uint8_t { American, Arrowword };
enum class CellKind : std::uint8_t { Letter, Block, Question };
enum class Symmetry : std::uint8_t { None, Rotational, Mirror };

struct Cell {
  CellKind kind = CellKind::Letter;
  char letter = 0;          ///< 'A'..'Z', 0 when empty (Letter cells only)
  char block = '#';         ///< how the file writes a block: '#', or an arrowword island ' '/'-'
  std::uint8_t arrows = 0;  ///< Question cells: the arrow types as a bit set (arrow_bit)
  bool operator==(const Cell&) const = default;
};

/// An entry's identity: its first letter cell and its direction ("R,C,across").
struct EntryKey {
  int row = 0;
  int col = 0;
  bool across = true;
  auto operator<=>(const EntryKey&) const = default;
};

/// "3,0,across"; parse_key gives false for anything else.
std::string key_text(const EntryKey& key);
bool parse_key(const std::string& text, EntryKey& key);

struct Draft {
  Kind kind = Kind::American;
  int rows = 0;
  int cols = 0;
  std::vector<Cell> cells;  ///< rows * cols, row by row
  Symmetry symmetry = Symmetry::None;
  std::map<EntryKey, std::string> clues;
  std::set<EntryKey> locks;
  std::string title, author, copyright, notes;

  bool inside(int r, int c) const { return r >= 0 && r < rows && c >= 0 && c < cols; }
  int index(int r, int c) const { return r * cols + c; }
  const Cell& at(int r, int c) const { return cells[static_cast<std::size_t>(index(r, c))]; }
  Cell& at(int r, int c) { return cells[static_cast<std::size_t>(index(r, c))]; }
  bool operator==(const Draft&) const = default;
};

/// A word slot of the draft, derived from its cells.
struct Entry {
  EntryKey key;
  int length = 0;         ///< letter cells from the start; 0 when the start is none
  int number = 0;         ///< American clue number; 0 in an arrowword
  int question_row = -1;  ///< arrowword: the question field and its arrow type
  int question_col = -1;
  int arrow = -1;
  std::vector<int> cells;  ///< cell indices in order
};

/// A new empty draft: American all letter squares, arrowword all letter fields.
Draft new_draft(Kind kind, int rows, int cols);

/// The entries: American across by number then down by number (Across Lite numbering);
/// arrowword one per question arrow, by question field in reading order then arrow type.
std::vector<Entry> entries(const Draft& d);

/// The entry's cells as text, '.' for an empty cell.
std::string pattern(const Draft& d, const Entry& e);

/// The cells of every locked entry (a per-cell flag).
std::vector<bool> locked_cells(const Draft& d, const std::vector<Entry>& es);

/// The arrowword as the grid model holds it ('.' empty fields, '?' question fields, questions
/// sorted by field and type). Only for Kind::Arrowword.
arrowword::ArrowwordGrid to_arrowword_grid(const Draft& d);

/// The draft as the finished-puzzle model every writer reads (clues by entry).
puzzle::Puzzle to_puzzle(const Draft& d);

/// A draft from a puzzle as the readers give it (an .ipuz, .puz, .cwg or .txt); clues kept per
/// entry. Throws InputError naming `name` for what the editor cannot hold (a rebus square).
Draft from_puzzle(const puzzle::Puzzle& p, const std::string& name);

/// The grid as rows of characters: letters, '.' empty, '#' black square, '?' question
/// field, ' ' or '-' island (what a fill gives and set_grid takes).
std::vector<std::string> grid_rows(const Draft& d);

}  // namespace cwg::edit
