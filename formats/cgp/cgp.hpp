#pragma once
/// Crossword-game positions (CGP), both variants: the text one (`/` between rows, digits
/// for runs of empty squares, `[CH]` for multi-letter tiles, lower case for blanks) and the
/// ASCII "rune" one (letters as chr(n+32), blanks +48, `|` between rows, `~` runs).
///
/// A pure library: a line in, a Position out; a Position in, a line out. Letters become
/// tile codes of the position's distribution at the boundary, so the board and racks are
/// the same whichever variant was read. Opcodes are kept in order as (name, operands) with
/// the operands in the text variant's form, so a line converted to ASCII and back is the
/// line read. Bad input throws CgpError with a kind, the field and the character position.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.hpp"
#include "game/board.hpp"
#include "game/tiles.hpp"

namespace cwg::cgp {

enum class Variant { Utf8, Ascii };

/// Every way a CGP line can be wrong.
enum class ErrorKind {
  MissingField,   ///< fewer than the four fields (and more than the board alone)
  RowCount,       ///< rows differ from the board's (or from each other's count)
  RowLength,      ///< a row's squares differ from the first row's
  BoardTooLarge,  ///< more than 255 rows or columns
  UnknownLetter,  ///< a letter (board or rack) not in the distribution
  BadRun,         ///< a run of empty squares that is 0 or malformed
  TooManyTiles,   ///< more of a tile on the board and racks than the bag holds
  BadScore,       ///< a score that is not an integer
  PlayerCount,    ///< racks and scores name different numbers of players
  BadZeroTurns,   ///< the zero-turn count is not a non-negative integer
  BadOpcode,      ///< an opcode without `;`, with a bad name, or bad operands
};

const char* error_kind_name(ErrorKind kind);

/// Bad input: "file:line:column: field F (name): message", with the kind for tests.
class CgpError : public InputError {
 public:
  CgpError(ErrorKind kind, const std::string& file, int line, int column,
           const std::string& message)
      : InputError(file, line, column, message), kind_(kind), column_(column) {}
  ErrorKind kind() const { return kind_; }
  int column() const { return column_; }

 private:
  ErrorKind kind_;
  int column_;
};

/// One operation: `lex NWL18;` is {"lex", "NWL18"}. Operands are kept as written in the
/// text variant (lm included), without the `;`.
struct Opcode {
  std::string name;
  std::string operands;
  bool operator==(const Opcode&) const = default;
};

struct Position {
  game::Board board = game::Board::standard();
  std::vector<game::TileString> racks;  ///< next to move first; empty = unknown
  std::vector<int> scores;              ///< same order as racks
  int zero_turns = 0;
  std::vector<Opcode> opcodes;      ///< in order, unknown ones too
  bool board_only = false;          ///< the line held the first field alone
  Variant variant = Variant::Utf8;  ///< the variant read
  game::Distribution distribution = game::Distribution::english();
  /// False when `ld` names a distribution that is not shipped and none was given: letters
  /// are read with the English alphabet and tile counts are not checked.
  bool counts_checked = true;

  /// The operands of the first opcode of this name, or nullopt.
  std::optional<std::string> opcode(std::string_view name) const;
  /// `bb`, 50 when absent.
  int bingo_bonus() const;
  /// `lex`, empty when absent.
  std::string lexicon() const;
};

struct ReadOptions {
  std::string file = "<cgp>";  ///< named in errors
  int line = 1;                ///< line number named in errors
  /// The distribution to read letters with; nullptr: named by `ld`, else by `lex`, else
  /// English.
  const game::Distribution* distribution = nullptr;
  /// The variant, when the caller knows it; nullopt: detected (detect_variant).
  std::optional<Variant> variant;
};

/// The variant of a line: ASCII when its board field holds `|` or `~`; for a board of one
/// row (no separator either way), ASCII when a later field holds `|` or the opcodes do not
/// end with `;`. A one-row, one-player line without opcodes is read as the text variant.
Variant detect_variant(std::string_view line);
/// Parses one position (either variant, detected). Trailing CR and spaces are ignored.
Position parse(std::string_view line, const ReadOptions& options = {});
/// A line of a positions file: its text (trailing CR and spaces cut) and 1-based number.
struct Line {
  std::string_view text;
  int number = 0;
};
/// The non-empty lines of a positions file (no comment syntax: '#' is an ASCII rune); a
/// UTF-8 byte-order mark at the start is skipped.
std::vector<Line> lines(std::string_view text);
/// Parses the text of a positions file, one position per non-empty line.
std::vector<Position> parse_all(std::string_view text, const ReadOptions& options = {});
/// The position as one line (no line end) in the given variant.
std::string format(const Position& position, Variant variant);

/// The `lm` operand between the variants (text form <-> runes); throws CgpError
/// (BadOpcode) naming `column` when it is malformed.
std::string lm_to_ascii(std::string_view operand, const game::Distribution& d,
                        const ReadOptions& where, int column);
std::string lm_to_utf8(std::string_view operand, const game::Distribution& d,
                       const ReadOptions& where, int column);

/// The play of a text-variant `lm` operand ("8D AB.C", "challenge H8 QI", "8D ABC +5"):
/// where it starts and, square by square, whether the play puts a new tile there ('.' is
/// a played-through square).
struct LastMovePlay {
  game::Placement at;
  bool challenged = false;  ///< "challenge ...": the play was withdrawn
  std::vector<bool> new_tile;
};
/// The play of an `lm` operand as the reader keeps it; nullopt for a pass or an exchange
/// (or an operand the reader would refuse).
std::optional<LastMovePlay> lm_play(std::string_view operand);

/// A tile as a rune of the ASCII variant (letter n -> n+32, designated blank -> n+80,
/// undesignated blank -> '~').
char rune_of(game::Tile t);

}  // namespace cwg::cgp
