#pragma once
/// The negamax of one thread (internal to cwg_endgame): the position as it changes along the
/// search (one board changed and restored in place, the racks as counts), its Zobrist hash,
/// the transposition table and the move lists per ply. solve.cpp drives it.
///
/// Plays are generated once per side, at the root, from its whole rack. A root play stays
/// legal, with the same score, while the squares of its words and the empty squares at their
/// ends stay empty and the rack still holds its tiles; a square filled since the root only
/// changes plays on the lines through it or beside its runs (the "dirty" lines: its row and
/// column, and the lines just past the ends of the runs of tiles it joins). So a node's plays
/// are the root plays on clean lines that the rack still holds, and the plays the generator
/// finds on the dirty lines alone.
#include <cstdint>
#include <deque>
#include <memory>
#include <utility>
#include <vector>

#include "game/endgame/endgame.hpp"

namespace cwg::endgame {

constexpr int kInfinity = 1 << 24;

/// Thrown out of the search when the stop token fires.
struct Aborted {};

/// A move of a node: its index in the node's candidates (kPass for the pass) and what
/// ordering and scoring need.
struct NodeMove {
  static constexpr int kPass = -1;
  int index = kPass;
  int score = 0;
  bool out = false;       ///< empties the rack
  int key = 0;            ///< its value one ply deep, the horizon's estimate after it (ordering)
  bool terminal = false;  ///< the game ends with it (then key is its exact value)
  std::uint32_t history = 0;  ///< slot in the history table (the pass: 0)
  int left = 0;               ///< tiles left on the rack after it
  bool next_out = false;      ///< one of the side's root plays goes out from its leave
};

class Searcher {
 public:
  Searcher(const game::Lexicon& lexicon, const game::Rules& rules, const Position& pos,
           const Options& options);

  /// The value of the node for the player on turn, with alpha-beta bounds; `horizon` is set
  /// when some leaf the value rests on was cut by the depth, not by the end of the game.
  int search(int depth, int alpha, int beta, bool& horizon);
  /// The moves of the current node in search order (going out, the hash move, score, pass).
  const std::vector<NodeMove>& ordered_moves();
  /// The same moves with their keys, in the candidates' order; search() orders them lazily.
  std::vector<NodeMove>& node_moves();
  /// The value for the player on turn of making `m` and going on `depth - 1` plies.
  int move_value(const NodeMove& m, int depth, int alpha, int beta, bool& horizon);

  /// Makes `m` for good (the line's walk); returns whether the game ended with it, and
  /// how ("out" or "six scoreless turns").
  bool make(const NodeMove& m, const char** end);
  /// The play `m` as a Move of the current node (after ordered_moves()).
  game::Move move_of(const NodeMove& m) const;
  const game::Board& board() const { return board_; }

  void set_stop(const StopToken* stop) { stop_ = stop; }
  /// Proving: table entries resting on the horizon are not taken, and at a null window a
  /// cut resting on the horizon is only taken when no other move cuts on none.
  void set_proving(bool on) { proving_ = on; }
  /// Searches past this many nodes (counted since the searcher began) throw Aborted.
  void set_node_limit(std::uint64_t limit) { node_limit_ = limit; }
  /// Empties the cache of the dirty lines' plays when it is full (call it between root
  /// moves, when no node refers to it).
  void trim_line_cache();
  std::uint64_t nodes() const { return nodes_; }
  std::uint64_t table_cuts() const { return table_cuts_; }

 private:
  struct Entry {
    std::uint64_t key = 0;
    std::int32_t value = 0;
    std::int32_t move = -2;  ///< generator index, NodeMove::kPass, or -2: none
    std::int16_t depth = 0;
    std::uint8_t bound = 0;  ///< kExact, kLower, kUpper
    std::uint8_t horizon = 0;
  };
  static constexpr std::uint8_t kExact = 0, kLower = 1, kUpper = 2;

  /// A touched line's plays kept: its key and its range of line_cache_.
  struct LineSlot {
    static constexpr std::uint32_t kFree = ~std::uint32_t{0};
    std::uint64_t key = 0;
    std::uint32_t begin = kFree, end = kFree;
  };
  /// A play of a node: an entry of a side's root list or of the ply's own list.
  struct Candidate {
    const game::MoveList* list;
    std::uint32_t index;
  };
  game::MoveList& list_at(std::size_t ply);
  std::vector<Candidate>& candidates_at(std::size_t ply);
  /// The root lists of both sides and what the rack must hold for each play.
  void generate_root();
  /// Lists the plays of the player on turn into candidates_at(ply_).
  void generate();
  /// The value of candidate `index` (or the pass) one ply deep, with the horizon's estimate
  /// after it (the ordering's key); `terminal` when the game ends with it.
  int one_ply(int index, bool& terminal) const;
  /// Whether one of the side's root plays goes out from the rack `c` leaves.
  bool leave_goes_out(const Candidate& c) const;
  /// The moves of the current node's candidates (generate() first) with their keys.
  std::vector<NodeMove>& keyed_moves();
  /// The value of the best play going out of the current node's candidates (its index in
  /// `move`), or -kInfinity when none does.
  int best_out(int& move) const;
  /// A node one ply above the horizon: its moves' keys are their values, no child searched.
  int frontier(int alpha, int beta, int& best_move, bool& horizon);
  /// An upper bound on the value of candidate `index` (or the pass) that rests on no
  /// horizon, when at most `alpha`: the other side going out next turn with a root play
  /// still standing after it (or, with Options::reply_out_touched, any play of its node);
  /// kInfinity when no such bound is found.
  int bound_by_reply_out(int index, int alpha);
  /// The hash once the turn passes after a play of `score` whose tiles are down.
  std::uint64_t turn_key(int score) const;
  /// The hash of the node after `m` (not terminal); the board as it was after.
  std::uint64_t child_hash(const NodeMove& m);
  /// Enhanced transposition cutoff (Plaat et al. 1996): the value of a move whose child's
  /// table entry proves it at least `beta` (a child searched `depth` - 1 plies or proved),
  /// one resting on no horizon preferred; -kInfinity when none. `horizon` is the entry's.
  int transposition_cut(const std::vector<NodeMove>& moves, int depth, int beta, int& move,
                        bool& horizon);
  /// Stores the node's value found with the window (alpha, beta) in the table.
  void store(int depth, int alpha, int beta, int value, int move, bool horizon);
  /// Marks dirty_rows_ and dirty_cols_ from the squares filled since the root, and keys
  /// each dirty line by the squares (and tiles) that made it dirty: row_keys_, col_keys_.
  void mark_dirty();
  /// The rack bits (as have_'s) play `i` of `list` needs from `side`'s root rack.
  std::uint32_t need_of(int side, const game::MoveList& list, std::size_t i) const;
  /// The key of the dirty line (`across`, `line`) in the line cache: the side on turn, the
  /// line, and the squares that made it dirty (mark_dirty() first).
  std::uint64_t line_key(bool across, std::size_t line) const;
  /// Appends to `out` the plays on the dirty line (`across`, `line`) that the rack on turn
  /// holds, from the line cache (generated with the root rack on a miss; into this ply's
  /// list when the cache is full, in the same order).
  void line_plays(bool across, int line, std::vector<Candidate>& out);
  /// The slot of the line keyed `key` in line_slots_, or the free slot where it goes.
  LineSlot* find_line(std::uint64_t key);
  /// Puts `line` in the free slot `free` (found by find_line); returns where it is now.
  LineSlot* add_line(LineSlot* free, const LineSlot& line);
  /// Puts the play `index` of candidates_at(ply_) down / takes it back; returns its score.
  int move_tiles(int index, bool down);
  game::TileString rack_of(int side) const;
  std::uint64_t rack_key(int side, game::Tile t, int copy) const;

  const game::Rules rules_;
  const game::Distribution& dist_;
  const Options options_;
  game::MoveGenerator generator_;
  game::Board board_;
  int counts_[2][64] = {};
  int points_[2] = {0, 0};
  int tiles_[2] = {0, 0};
  int side_ = 0;  ///< 0: the root's player on turn
  int zero_ = 0;
  std::uint64_t hash_ = 0;
  std::size_t ply_ = 0;
  std::vector<std::unique_ptr<game::MoveList>> lists_;
  // deques: growing them keeps the lower plies' lists where they are
  std::deque<std::vector<Candidate>> candidates_;
  std::deque<std::vector<NodeMove>> ordered_;
  game::MoveList root_lists_[2];
  /// Per root play, the rack tiles it needs as bits: the k-th copy of a tile is bit
  /// group_[side][tile] + k, and have_[side] holds the copies the rack still has (always
  /// the lowest of each tile's bits), so a play fits when need & ~have is 0.
  std::vector<std::uint32_t> need_[2];
  /// Per side and rack (as have_'s bits, racks of up to 16 tiles), its root plays using
  /// exactly that rack, best score first: the ordering's guess that a leave can go out next
  /// turn, and the plays going out from it while their lines stay clean.
  std::vector<std::vector<std::uint32_t>> outs_of_rack_[2];
  int group_[2][64] = {};
  std::uint32_t have_[2] = {0, 0};
  std::vector<int> filled_;  ///< squares (row * cols + col) filled since the root, in order
  std::vector<std::uint8_t> dirty_rows_, dirty_cols_;
  std::vector<std::uint64_t> row_keys_, col_keys_;
  /// The plays of dirty lines, generated with the side's root rack and kept by the line's
  /// key (side, direction, index, and the filled squares that make it dirty: the plays on a
  /// line depend on nothing else), so that sibling nodes and transpositions filter them by
  /// their rack instead of generating again. Ranges of line_cache_ (need bits alongside).
  game::MoveList line_cache_;
  std::vector<std::uint32_t> line_need_;
  /// The lines kept, by key: a hash table of 2^k slots, at most half of them used.
  std::vector<LineSlot> line_slots_;
  std::size_t line_count_ = 0;
  game::MoveList line_scratch_;
  std::vector<std::uint8_t> one_line_, no_line_;
  game::TileString root_racks_[2];
  std::vector<std::uint64_t> line_keys_;  ///< per side, direction and line
  std::vector<Entry> table_;
  std::vector<std::uint64_t> child_keys_;  ///< transposition_cut()'s, kept for its capacity
  /// History heuristic: per side and play (hashed square, direction and tiles), the cut-offs
  /// it made, weighted by depth squared; orders moves after the hash move.
  std::vector<std::uint32_t> history_[2];
  std::uint64_t mask_ = 0;
  // Zobrist keys: per square and tile (blanks as letter + 64), per side, tile and copy,
  // per scoreless count, and the side on turn.
  std::vector<std::uint64_t> square_keys_;
  std::vector<std::uint64_t> rack_keys_;
  std::vector<std::uint64_t> zero_keys_;
  std::uint64_t side_key_ = 0;
  const StopToken* stop_ = nullptr;
  bool proving_ = false;
  std::uint64_t node_limit_ = ~std::uint64_t{0};
  std::uint64_t nodes_ = 0;
  std::uint64_t table_cuts_ = 0;
};

}  // namespace cwg::endgame
