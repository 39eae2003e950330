#pragma once
/// Replaying a game record on the board, checking every event: squares on the board, new
/// tiles on empty squares, played-through letters equal to the board's, the first play
/// through the centre, later plays touching the tiles down, tiles on the rack and in the
/// bag, every score recomputed and every cumulative score added up.
///
/// The replay works on its own neutral record (Record: turns with tile faces as text), so
/// the crossword-game library does not depend on any file format; formats/gcg turns a GCG
/// record into one (gcg::to_record). Faces become tile codes here, with the distribution
/// given. Problems are collected, not thrown: a record can have many, each with its event,
/// line and kind; a score that differs is a ScoreError of its own.
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "game/board.hpp"
#include "game/tiles.hpp"

namespace cwg::game {

enum class TurnKind {
  Play,
  Pass,
  Exchange,
  Withdrawal,
  ChallengeBonus,
  EndRackPoints,
  EndRackPenalty,
  TimePenalty
};

/// A rack the record states (#rackN, #incomplete): whose, its faces, and the line saying it.
struct StatedRack {
  static constexpr std::size_t kOnTurn =
      static_cast<std::size_t>(-1);  ///< the player to move (#incomplete)
  std::size_t player = 0;            ///< player index, or kOnTurn
  std::vector<std::string> faces;
  int line = 0;
};

/// One event of a record, as text faces ("A", "[CH]" split already to "CH", "?", "." for a
/// played-through square, "_" for an unknown exchanged tile).
struct Turn {
  TurnKind kind = TurnKind::Play;
  std::size_t player = 0;
  std::vector<std::string> rack;  ///< the rack the event was made from
  bool rack_known = false;
  Placement placement;             ///< Play
  std::string coordinate;          ///< Play, as written (for messages)
  std::vector<std::string> word;   ///< Play: the faces along the line
  std::vector<std::string> tiles;  ///< Exchange, EndRack*: the faces
  int exchange_count = 0;          ///< Exchange given as a number
  int score = 0;
  int cumulative = 0;
  int line = 0;
  int rack_column = 0;  ///< 1-based columns in the line, for messages (0: unknown)
  int move_column = 0;
  int score_column = 0;
  /// Racks stated after this event (#rackN, #incomplete), in the record's order.
  std::vector<StatedRack> racks_after;
};

/// The rack a turn was made from as tiles; nullopt when a face is unknown or a designated
/// blank.
std::optional<TileString> rack_tiles(const Turn& t, const Distribution& d);

struct Record {
  std::vector<std::string> players;  ///< nicknames, in turn order
  std::vector<Turn> turns;
  /// Racks stated before the first event: the racks the game starts with.
  std::vector<StatedRack> racks_at_start;
};

/// Every way an event can be illegal on the board (scores are ScoreError).
enum class ReplayErrorKind {
  UnknownTile,            ///< a face that is not in the distribution
  OffBoard,               ///< a play with squares outside the board
  ThroughEmpty,           ///< '.' over an empty square
  Occupied,               ///< a letter over a square holding a different tile
  NoNewTile,              ///< a play that places nothing
  IncompleteWord,         ///< the word goes on past the play's ends (a tile right before or after)
  MissesCentre,           ///< the first play does not cover the centre square
  NotConnected,           ///< a later play touching no tile on the board
  NoWord,                 ///< a play forming no word of two letters or more (one tile alone)
  RackLacksTiles,         ///< tiles played or exchanged that the rack does not hold
  BagExceeded,            ///< more of a tile on the board and rack than the bag holds
  WithdrawalWithoutPlay,  ///< "--" not after a play of the same player
  ChallengeWithoutPlay,   ///< "(challenge)" with no play of that player before it
  EndRackMismatch,        ///< (TILES) not what the other player was left with
  WrongTurn,              ///< a play, pass or exchange out of turn order
  ExchangeTooLate,        ///< an exchange with fewer tiles in the bag than the limit (7)
  RackNotInBag,           ///< a stated rack (#rackN) or an end-of-game event's rack holding
                          ///< tiles the board and the other racks leave none of
  WithdrawalTilesDiffer,  ///< "--" with a rack that is not the withdrawn play's
  SixPassRackMismatch,    ///< after six scoreless turns, a rack penalty that is not the
                          ///< rack the player last held
  NotInLexicon,           ///< (only with a lexicon) a word formed that the lexicon lacks;
                          ///< listed apart from the errors (ReplayResult::words_not_in_lexicon)
};

const char* replay_error_name(ReplayErrorKind kind);

struct ReplayError {
  ReplayErrorKind kind;
  int event = 0;  ///< 1-based event number (0: a rack stated before the first event)
  int line = 0;
  int column = 0;
  std::string message;
};

struct ScoreError {
  int event = 0;  ///< 1-based
  int line = 0;
  int column = 0;
  std::string field;  ///< "score" or "cumulative"
  int recorded = 0;
  int recomputed = 0;
};

/// What one event did, for drawing and for positions.
struct TurnResult {
  std::vector<std::pair<int, int>> placed;  ///< squares that got a new tile (row, col)
  int score = 0;                            ///< recomputed (recorded when not recomputable)
  std::vector<std::string> words;           ///< words formed, as faces (plays)
};

struct ReplayOptions {
  const Distribution* distribution = &Distribution::english();
  int bingo_bonus = 50;
  int rack_size = 7;
  /// Fewest tiles in the bag that allow an exchange (CGP `etl`).
  int exchange_limit = 7;
  /// Replay only the first N events (nullopt: all).
  std::optional<std::size_t> stop_after;
  /// Words in the lexicon as upper-case face strings; nullptr: no word check.
  const std::unordered_set<std::string>* lexicon = nullptr;
};

struct ReplayResult {
  Board board = Board::standard();
  std::vector<int> scores;  ///< per player, as recorded after the last event replayed
  std::vector<ReplayError> errors;
  std::vector<ScoreError> score_errors;
  /// With a lexicon: each word formed that it lacks (kind NotInLexicon). Not an error of
  /// the record: a phony may stand unchallenged, and a withdrawn one is expected here.
  std::vector<ReplayError> words_not_in_lexicon;
  std::vector<TurnResult> turns;  ///< one per event replayed
  int zero_turns = 0;             ///< consecutive scoreless turns at the end
  std::size_t events = 0;         ///< events replayed
  std::size_t on_turn = 0;        ///< the player to move next
  /// The on-turn and other players' racks when the record states them (empty = unknown).
  std::vector<std::optional<TileString>> racks;
  std::optional<std::size_t> last_move;  ///< index of the last turn-taking event
  std::string last_move_cgp;             ///< that move in CGP `lm` form ("8D AB.C", "-", ...)
  bool legal() const { return errors.empty(); }
};

/// The shipped distribution for a record: the one its lexicon names (Distribution::named),
/// else the first of English and Polish that holds every face the record uses; nullptr
/// when none does.
const Distribution* distribution_for(const Record& record, std::string_view lexicon);

/// Replays the record on `board` (empty; Board::standard() for the usual game).
ReplayResult replay(const Record& record, Board board, const ReplayOptions& options);

}  // namespace cwg::game
