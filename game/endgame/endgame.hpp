#pragma once
/// Exact endgames: with the bag empty both racks are known, and the game is a two-player
/// game of perfect information. solve_endgame() finds its value (the spread the player on
/// turn gains from here to the end) and a best sequence by negamax with alpha-beta
/// (Knuth & Moore 1975), iterative deepening, a transposition table keyed by Zobrist hashes
/// (Zobrist 1970) and move ordering (going out first, the hash move, then by score), as
/// wolges, macondo and MAGPIE do.
///
/// The rules are the replay's (game/replay.cpp): a play that empties the rack ends the game
/// and earns twice the opponent's rack (NASPA; WESPA's once-each gives the same spread);
/// after six scoreless turns in a row (passes, or plays scoring 0) each player loses their
/// own rack's points.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/stop.hpp"
#include "game/board.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/movegen.hpp"
#include "game/tiles.hpp"

namespace cwg::endgame {

/// A position with the bag empty: the board, the racks (on turn first), and the scoreless
/// turns already in a row before it.
struct Position {
  game::Board board = game::Board::standard();
  game::TileString racks[2];
  int zero_turns = 0;
};

/// The knobs of the search, one place.
struct Options {
  int max_plies = 0;    ///< depth limit of the iterative deepening (0: until solved)
  int threads = 1;      ///< the root's moves shared among them
  int table_bits = 20;  ///< transposition table of 2^bits entries per thread
  int max_scoreless = 6;
  /// Plays the cache of the touched lines' plays holds (per thread, about 30 bytes each)
  /// before it is emptied between root moves; past it a node generates its lines itself.
  std::size_t line_cache_plays = std::size_t{1} << 21;
  /// Enhanced transposition cutoffs at nodes with at least this many plies left (0: off;
  /// from 2, as the frontier values its moves without children): before a node searches
  /// its moves, its children's table entries are looked up, and one bounding a child low
  /// enough cuts the node at once.
  int etc_min_depth = 2;
  /// The frontier's proof that a node falls short (the other side going out next turn)
  /// looks at the other side's plays on the lines the move touched too, not only at its
  /// plays from the start still standing.
  bool reply_out_touched = true;
  /// After an iteration that rests on the horizon, the root's moves not yet proved at most
  /// its value are searched again, proving (cuts resting on no horizon sought among the
  /// moves whose leave can go out), within this share (per cent) of the nodes the iteration
  /// took (0: off): a ceiling that meets the floor makes the value exact.
  int ceiling_probe_percent = 25;
};

/// One turn of the best sequence: a play, or a pass (move nullopt).
struct LineStep {
  std::optional<game::Move> move;
  int score = 0;
  game::Board board_before = game::Board::standard();  ///< for the play's text
};

struct Result {
  int value = 0;  ///< spread gained by the player on turn, to the end (or the depth's)
  /// Every line was searched to the end of the game, or the value's floor and ceiling were
  /// proved equal (then the line goes only as deep as the last iteration).
  bool exact = false;
  int depth = 0;  ///< plies of the last iteration completed
  std::vector<LineStep> line;
  /// How the sequence ends: "out" (a player went out), "six scoreless turns", or "depth"
  /// (the search's horizon).
  const char* end = "depth";
  /// Bounds on the true value proved by searches resting on no horizon (whatever the
  /// depth): equal to value when exact; unknown (nullopt) when nothing proves one.
  std::optional<int> lower, upper;
  std::uint64_t nodes = 0;
  std::uint64_t table_cuts = 0;  ///< nodes cut by their children's table entries
  /// The root's moves, and how many of them carry a proved upper bound (a ceiling on the
  /// value needs every one).
  int root_moves = 0, root_moves_bounded = 0;
  double seconds = 0;
};

/// Solves `pos`; stops at `stop` (the last completed depth's result is kept, exact only if
/// that depth was). Plays are `lexicon`'s words scored under `rules`.
Result solve(const game::Lexicon& lexicon, const game::Rules& rules, const Position& pos,
             const Options& options, const StopToken& stop);

}  // namespace cwg::endgame
