#pragma once
/// Crossword-game records (GCG): pragmas and events, read and written.
///
/// A pure library: bytes in, a Game out; a Game in, UTF-8 bytes out. The reader takes any
/// mix of CR and LF as line ends, UTF-8 when the file says so or is valid UTF-8 and
/// ISO-8859-1 otherwise, and keeps every pragma in order: those before the first event in
/// `header`, the ones after an event (notes, racks, ...) with that event, so a record
/// written back has the same events and the same notes. Tile strings stay text here (the
/// replay in game/replay.hpp turns them into tiles with a distribution); `tiles_of` splits
/// them by the `#tile` declarations or the `|` form. Bad input throws GcgError with a kind
/// and the line and column.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.hpp"

namespace cwg::gcg {

/// Every way a record can be unreadable (the replay's own checks are in game/replay.hpp).
enum class ErrorKind {
  BadEncoding,         ///< declared UTF-8 but not valid UTF-8
  BadLine,             ///< a line that is neither a pragma, an event nor blank
  BadPragma,           ///< a pragma without its arguments (#player1 without a nickname, ...)
  DuplicatePlayer,     ///< two #playerN of the same N, or two players with one nickname
  PragmaAfterEvents,   ///< #playerN, #title or #description after the first event
  EventBeforePlayers,  ///< an event before #player1 and #player2
  UnknownPlayer,       ///< an event by a nickname no #playerN declares
  BadEvent,            ///< an event of no known shape
  BadNumber,           ///< a score or cumulative score that is not a signed integer
  BadTiles,            ///< a rack or word with characters that are no tiles
  EmptyRecord,         ///< no pragma and no event at all (an empty or blank file)
};

const char* error_kind_name(ErrorKind kind);

class GcgError : public InputError {
 public:
  GcgError(ErrorKind kind, const std::string& file, int line, int column,
           const std::string& message)
      : InputError(file, line, column, message), kind_(kind), line_(line), column_(column) {}
  ErrorKind kind() const { return kind_; }
  int line() const { return line_; }
  int column() const { return column_; }

 private:
  ErrorKind kind_;
  int line_;
  int column_;
};

/// `#name arguments`, e.g. {"player1", "Jamie James Chew"}; arguments with their inner
/// spacing, trimmed.
struct Pragma {
  std::string name;
  std::string arguments;
  int line = 0;
  bool operator==(const Pragma& o) const { return name == o.name && arguments == o.arguments; }
};

enum class EventKind {
  Play,            ///< >David: ANTHER? n8 ANoTHER +73 416
  Pass,            ///< >Randy: U - +0 380
  Exchange,        ///< >Marlon: SEQSPO? -QO +0 268 (or -2, or -Q_)
  Withdrawal,      ///< >Ron: MOULAGD -- -76 354
  ChallengeBonus,  ///< >Joel: DROWNUG (challenge) +5 289
  EndRackPoints,   ///< >Dave: (G) +4 539   (the opponent's rack, to the player who went out)
  EndRackPenalty,  ///< >Pakorn: FWLI (FWLI) -10 426   (own rack, international rules)
  TimePenalty,     ///< >Pakorn: ISBALI (time) -10 409
};

const char* event_kind_name(EventKind kind);

struct Event {
  EventKind kind = EventKind::Play;
  std::string nick;
  std::string rack;        ///< as written; empty when the record gives none
  std::string coordinate;  ///< Play: "8D" or "D8" as written
  std::string tiles;       ///< Play: the word; Exchange: the tiles (empty when counted);
                           ///< EndRack*: the tiles inside (...)
  int exchange_count = 0;  ///< Exchange: the number given instead of tiles (0: tiles given)
  int score = 0;           ///< signed score of the event
  int cumulative = 0;      ///< cumulative score after it
  int line = 0;            ///< 1-based line in the file
  int rack_column = 0;     ///< 1-based columns of the rack, the move and the score (0: absent)
  int move_column = 0;
  int score_column = 0;
  /// What follows the cumulative score, trimmed (Quackle: the words formed, "BE, ET, DO");
  /// kept and written back, not checked.
  std::string trailing;
  std::vector<Pragma> after;  ///< pragmas after this event up to the next one, in order
  bool operator==(const Event& o) const {
    return kind == o.kind && nick == o.nick && rack == o.rack && coordinate == o.coordinate &&
           tiles == o.tiles && exchange_count == o.exchange_count && score == o.score &&
           cumulative == o.cumulative && trailing == o.trailing && after == o.after;
  }
};

struct Player {
  std::string nick;
  std::string name;
  bool operator==(const Player&) const = default;
};

struct Game {
  std::vector<Pragma> header;  ///< every pragma before the first event, in order
  std::vector<Event> events;
  std::vector<Player> players;  ///< from #player1, #player2, ... in number order
  /// Multi-character tiles declared by #tile, upper and lower case faces.
  std::vector<std::pair<std::string, std::string>> tile_faces;
  std::string encoding = "UTF-8";  ///< what the bytes were read as: "UTF-8" or "ISO-8859-1"
  std::string encoding_note;       ///< set when the declared encoding was not the one used

  /// The index of the player with this nickname, or nullopt.
  std::optional<std::size_t> player_index(std::string_view nick) const;
  /// The first pragma of this name anywhere (header first), or nullopt.
  std::optional<std::string> pragma(std::string_view name) const;
  /// A tile string split into faces: by `|` when it holds one, else longest match of the
  /// #tile faces with single UTF-8 characters for the rest.
  std::vector<std::string> tiles_of(std::string_view s) const;
};

/// Parses a record; `file` is named in errors.
Game parse(std::string_view bytes, const std::string& file);
/// Formats a record as UTF-8 with LF line ends; a #character-encoding pragma says UTF-8.
std::string format(const Game& game);

}  // namespace cwg::gcg
