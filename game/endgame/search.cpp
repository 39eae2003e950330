// The negamax of one thread: make and unmake on one board, the Zobrist hash kept along,
// the transposition table probed and stored per node.
#include "game/endgame/search.hpp"

#include <algorithm>
#include <cassert>

#include "core/hash.hpp"
#include "core/rng.hpp"

namespace cwg::endgame {

namespace {

constexpr int kCopies = 16;  // a rack holds fewer copies of a tile than this
constexpr int kHistoryBits = 16;

/// The history slot of a play: its square, direction and tiles hashed (FNV-1a).
std::uint32_t history_slot(const game::MoveList::Entry& e, const game::Tile* tiles) {
  std::uint64_t h = fnv1a_mix(kFnv1aBasis, static_cast<std::uint64_t>(e.row));
  h = fnv1a_mix(h, static_cast<std::uint64_t>(e.col));
  h = fnv1a_mix(h, e.flags & game::MoveList::kAcross);
  for (int k = 0; k < e.length; ++k) h = fnv1a_mix(h, tiles[k]);
  return static_cast<std::uint32_t>(h >> (64 - kHistoryBits)) | 1u;  // 0 is the pass's
}

/// The Zobrist index of a board tile: letters 1..63, designated blanks 65..127.
int tile_slot(game::Tile t) {
  return game::letter_of(t) + (game::is_designated_blank(t) ? 64 : 0);
}

}  // namespace

Searcher::Searcher(const game::Lexicon& lexicon, const game::Rules& rules, const Position& pos,
                   const Options& options)
    : rules_(rules),
      dist_(lexicon.alphabet),
      options_(options),
      generator_(lexicon),
      board_(pos.board),
      zero_(pos.zero_turns) {
  // The keys come from a fixed seed: every thread hashes a position alike.
  Rng rng(0x5eed, 29);
  square_keys_.resize(static_cast<std::size_t>(board_.rows() * board_.cols()) * 128);
  for (auto& k : square_keys_) k = rng.next();
  rack_keys_.resize(2 * 64 * kCopies);
  for (auto& k : rack_keys_) k = rng.next();
  zero_keys_.resize(static_cast<std::size_t>(options.max_scoreless) + 2);
  for (auto& k : zero_keys_) k = rng.next();
  side_key_ = rng.next();
  line_keys_.resize(static_cast<std::size_t>(2 * (board_.rows() + board_.cols())));
  for (auto& k : line_keys_) k = rng.next();
  for (int r = 0; r < board_.rows(); ++r)
    for (int c = 0; c < board_.cols(); ++c)
      if (const game::Tile t = board_.at(r, c); t != game::kEmpty)
        hash_ ^= square_keys_[static_cast<std::size_t>(r * board_.cols() + c) * 128 +
                              static_cast<std::size_t>(tile_slot(t))];
  for (int s = 0; s < 2; ++s)
    for (const game::Tile t : pos.racks[s]) {
      assert(t < 64 && counts_[s][t] < kCopies);
      hash_ ^= rack_key(s, t, counts_[s][t]++);
      points_[s] += dist_.value(t);
      ++tiles_[s];
    }
  hash_ ^= zero_keys_[static_cast<std::size_t>(std::min(zero_, options.max_scoreless))];
  table_.resize(std::size_t{1} << options.table_bits);
  for (auto& h : history_) h.assign(std::size_t{1} << kHistoryBits, 0);
  mask_ = table_.size() - 1;
  dirty_rows_.assign(static_cast<std::size_t>(board_.rows()), 0);
  dirty_cols_.assign(static_cast<std::size_t>(board_.cols()), 0);
  line_slots_.resize(16);  // grows as lines come (add_line)
  row_keys_.assign(static_cast<std::size_t>(board_.rows()), 0);
  col_keys_.assign(static_cast<std::size_t>(board_.cols()), 0);
  generate_root();
}

void Searcher::generate_root() {
  generator_.set_base(board_);
  generator_.cache_cross_checks();
  for (int s = 0; s < 2; ++s) {
    int bit = 0;
    for (int t = 0; t < 64; ++t) {
      group_[s][t] = bit;
      bit += counts_[s][t];
    }
    assert(bit <= 32);
    have_[s] = bit >= 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << bit) - 1;
    game::MoveList& list = root_lists_[s];
    generator_.generate(board_, rack_of(s), rules_, list);
    root_racks_[s] = rack_of(s);
    need_[s].assign(list.size(), 0);
    outs_of_rack_[s].assign(bit <= 16 ? std::size_t{1} << bit : 0, {});
    for (std::size_t i = 0; i < list.size(); ++i) {
      need_[s][i] = need_of(s, list, i);
      if (!outs_of_rack_[s].empty())
        outs_of_rack_[s][need_[s][i]].push_back(static_cast<std::uint32_t>(i));
    }
    for (auto& outs : outs_of_rack_[s])
      std::stable_sort(outs.begin(), outs.end(), [&list](std::uint32_t a, std::uint32_t b) {
        return list.entry(a).score > list.entry(b).score;
      });
  }
}

std::uint32_t Searcher::need_of(int side, const game::MoveList& list, std::size_t i) const {
  int used[64] = {};
  std::uint32_t need = 0;
  const game::Tile* tiles = list.tiles(i);
  for (int k = 0; k < list.entry(i).length; ++k) {
    if (tiles[k] == game::kEmpty) continue;
    const game::Tile from = game::is_designated_blank(tiles[k]) ? game::kBlank : tiles[k];
    need |= std::uint32_t{1} << (group_[side][from] + used[from]++);
  }
  return need;
}

std::uint64_t Searcher::rack_key(int side, game::Tile t, int copy) const {
  return rack_keys_[(static_cast<std::size_t>(side) * 64 + t) * kCopies +
                    static_cast<std::size_t>(copy)];
}

game::TileString Searcher::rack_of(int side) const {
  game::TileString rack;
  for (int t = 0; t < 64; ++t)
    rack.insert(rack.end(), counts_[side][t], static_cast<game::Tile>(t));
  return rack;
}

game::MoveList& Searcher::list_at(std::size_t ply) {
  while (lists_.size() <= ply) lists_.push_back(std::make_unique<game::MoveList>());
  return *lists_[ply];
}

std::vector<Searcher::Candidate>& Searcher::candidates_at(std::size_t ply) {
  if (candidates_.size() <= ply) {
    candidates_.resize(ply + 1);
    ordered_.resize(ply + 1);
  }
  return candidates_[ply];
}

void Searcher::mark_dirty() {
  std::fill(dirty_rows_.begin(), dirty_rows_.end(), 0);
  std::fill(dirty_cols_.begin(), dirty_cols_.end(), 0);
  std::fill(row_keys_.begin(), row_keys_.end(), 0);
  std::fill(col_keys_.begin(), col_keys_.end(), 0);
  const int rows = board_.rows(), cols = board_.cols();
  for (const int sq : filled_) {
    const int r = sq / cols, c = sq % cols;
    // The lines a square marks are distinct (its row and the rows past its column's run;
    // its column and the columns past its row's run), so each takes its key once.
    const std::uint64_t key = square_keys_[static_cast<std::size_t>(sq) * 128 +
                                           static_cast<std::size_t>(tile_slot(board_.at(r, c)))];
    const auto row = [&](int i) {
      dirty_rows_[static_cast<std::size_t>(i)] = 1;
      row_keys_[static_cast<std::size_t>(i)] ^= key;
    };
    const auto col = [&](int i) {
      dirty_cols_[static_cast<std::size_t>(i)] = 1;
      col_keys_[static_cast<std::size_t>(i)] ^= key;
    };
    row(r);
    col(c);
    // Plays across the rows just past the column's run make a down word through the square;
    // plays down the columns just past the row's run, an across word.
    int top = r, bottom = r, left = c, right = c;
    while (top > 0 && board_.at(top - 1, c) != game::kEmpty) --top;
    while (bottom + 1 < rows && board_.at(bottom + 1, c) != game::kEmpty) ++bottom;
    while (left > 0 && board_.at(r, left - 1) != game::kEmpty) --left;
    while (right + 1 < cols && board_.at(r, right + 1) != game::kEmpty) ++right;
    if (top > 0) row(top - 1);
    if (bottom + 1 < rows) row(bottom + 1);
    if (left > 0) col(left - 1);
    if (right + 1 < cols) col(right + 1);
  }
}

void Searcher::generate() {
  std::vector<Candidate>& out = candidates_at(ply_);
  out.clear();
  const game::MoveList& root = root_lists_[side_];
  const std::vector<std::uint32_t>& need = need_[side_];
  const std::uint32_t have = have_[side_];
  if (filled_.empty()) {
    for (std::size_t i = 0; i < root.size(); ++i)
      if ((need[i] & ~have) == 0) out.push_back({&root, static_cast<std::uint32_t>(i)});
    return;
  }
  mark_dirty();
  for (std::size_t i = 0; i < root.size(); ++i) {
    if ((need[i] & ~have) != 0) continue;
    const game::MoveList::Entry& e = root.entry(i);
    const bool dirty = (e.flags & game::MoveList::kAcross) != 0
                           ? dirty_rows_[static_cast<std::size_t>(e.row)]
                           : dirty_cols_[static_cast<std::size_t>(e.col)];
    if (!dirty) out.push_back({&root, static_cast<std::uint32_t>(i)});
  }
  // The dirty lines' plays from the cache, in the generator's order (rows, then columns),
  // their slots fetched from memory first, all at once.
  const std::size_t mask = line_slots_.size() - 1;
  for (std::size_t r = 0; r < dirty_rows_.size(); ++r)
    if (dirty_rows_[r]) __builtin_prefetch(&line_slots_[line_key(true, r) & mask]);
  for (std::size_t c = 0; c < dirty_cols_.size(); ++c)
    if (dirty_cols_[c]) __builtin_prefetch(&line_slots_[line_key(false, c) & mask]);
  list_at(ply_).clear();
  for (std::size_t r = 0; r < dirty_rows_.size(); ++r)
    if (dirty_rows_[r]) line_plays(true, static_cast<int>(r), out);
  for (std::size_t c = 0; c < dirty_cols_.size(); ++c)
    if (dirty_cols_[c]) line_plays(false, static_cast<int>(c), out);
}

std::uint64_t Searcher::line_key(bool across, std::size_t line) const {
  const std::size_t slot = static_cast<std::size_t>(side_) * line_keys_.size() / 2 +
                           (across ? 0 : dirty_rows_.size()) + line;
  return line_keys_[slot] ^ (across ? row_keys_ : col_keys_)[line];
}

void Searcher::line_plays(bool across, int line, std::vector<Candidate>& out) {
  const std::uint64_t key = line_key(across, static_cast<std::size_t>(line));
  LineSlot* it = find_line(key);
  const bool full = line_cache_.size() >= options_.line_cache_plays;
  if (it->begin == LineSlot::kFree) {
    one_line_.assign(across ? dirty_rows_.size() : dirty_cols_.size(), 0);
    no_line_.assign(across ? dirty_cols_.size() : dirty_rows_.size(), 0);
    one_line_[static_cast<std::size_t>(line)] = 1;
    generator_.generate_lines(board_, filled_, root_racks_[side_], rules_,
                              across ? one_line_ : no_line_, across ? no_line_ : one_line_,
                              line_scratch_);
    if (full) {  // this node's list then holds the line's plays, in the same order
      game::MoveList& list = list_at(ply_);
      for (std::size_t i = 0; i < line_scratch_.size(); ++i)
        if ((need_of(side_, line_scratch_, i) & ~have_[side_]) == 0) {
          out.push_back({&list, static_cast<std::uint32_t>(list.size())});
          list.append(line_scratch_, i);
        }
      return;
    }
    const auto begin = static_cast<std::uint32_t>(line_cache_.size());
    for (std::size_t i = 0; i < line_scratch_.size(); ++i) {
      line_cache_.append(line_scratch_, i);
      line_need_.push_back(need_of(side_, line_scratch_, i));
    }
    it = add_line(it, {key, begin, static_cast<std::uint32_t>(line_cache_.size())});
  }
  const std::uint32_t have = have_[side_];
  for (std::uint32_t i = it->begin; i < it->end; ++i)
    if ((line_need_[i] & ~have) == 0) out.push_back({&line_cache_, i});
}

Searcher::LineSlot* Searcher::find_line(std::uint64_t key) {
  // Open addressing, linear probing: the keys are Zobrist hashes, their low bits uniform.
  const std::size_t mask = line_slots_.size() - 1;
  for (std::size_t i = key & mask;; i = (i + 1) & mask)
    if (line_slots_[i].begin == LineSlot::kFree || line_slots_[i].key == key)
      return &line_slots_[i];
}

Searcher::LineSlot* Searcher::add_line(LineSlot* free, const LineSlot& line) {
  *free = line;
  if (++line_count_ * 2 <= line_slots_.size()) return free;
  // Half full: twice the slots, every line put again.
  std::vector<LineSlot> old(line_slots_.size() * 2);
  old.swap(line_slots_);
  for (const LineSlot& l : old)
    if (l.begin != LineSlot::kFree) *find_line(l.key) = l;
  return find_line(line.key);
}

void Searcher::trim_line_cache() {
  if (line_cache_.size() < options_.line_cache_plays) return;
  line_cache_.clear();
  line_need_.clear();
  std::fill(line_slots_.begin(), line_slots_.end(), LineSlot{});
  line_count_ = 0;
}

// Puts play `index` of this ply's list on the board (`down`) or takes it off again, keeping
// the hash, the rack counts and the points in step: one walk, so the two stay mirror images.
int Searcher::move_tiles(int index, bool down) {
  const Candidate& m = candidates_[ply_][static_cast<std::size_t>(index)];
  const game::MoveList::Entry& e = m.list->entry(m.index);
  const game::Tile* tiles = m.list->tiles(m.index);
  const int cols = board_.cols();
  int r = e.row, c = e.col;
  const bool across = (e.flags & game::MoveList::kAcross) != 0;
  for (int i = 0; i < e.length; ++i) {
    if (const game::Tile t = tiles[i]; t != game::kEmpty) {
      board_.set(r, c, down ? t : game::kEmpty);
      hash_ ^= square_keys_[static_cast<std::size_t>(r * cols + c) * 128 +
                            static_cast<std::size_t>(tile_slot(t))];
      const game::Tile from = game::is_designated_blank(t) ? game::kBlank : t;
      const int copy = down ? --counts_[side_][from] : counts_[side_][from]++;
      hash_ ^= rack_key(side_, from, copy);
      have_[side_] ^= std::uint32_t{1} << (group_[side_][from] + copy);
      // The play's squares are the last ones filled: taken off in any order, they go.
      if (down)
        filled_.push_back(r * cols + c);
      else
        filled_.pop_back();
      points_[side_] += down ? -dist_.value(from) : dist_.value(from);
      tiles_[side_] += down ? -1 : 1;
    }
    (across ? c : r) += 1;
  }
  return e.score;
}

std::vector<NodeMove>& Searcher::node_moves() {
  generate();
  return keyed_moves();
}

int Searcher::best_out(int& move) const {
  const std::vector<Candidate>& cands = candidates_[ply_];
  int best = -kInfinity;
  for (std::size_t i = 0; i < cands.size(); ++i) {
    const game::MoveList::Entry& e = cands[i].list->entry(cands[i].index);
    if (e.played == tiles_[side_] && e.score > best) {
      best = e.score;
      move = static_cast<int>(i);
    }
  }
  return best == -kInfinity ? best : best + 2 * points_[1 - side_];
}

bool Searcher::leave_goes_out(const Candidate& c) const {
  const std::vector<std::vector<std::uint32_t>>& out = outs_of_rack_[side_];
  if (out.empty()) return false;
  const game::MoveList::Entry& e = c.list->entry(c.index);
  const game::Tile* tiles = c.list->tiles(c.index);
  const auto from_of = [](game::Tile t) { return game::is_designated_blank(t) ? game::kBlank : t; };
  // The rack after the play, as have_ would hold it: each copy played takes the highest bit.
  std::uint32_t leave = have_[side_];
  for (int k = 0; k < e.length; ++k) {
    if (tiles[k] == game::kEmpty) continue;
    const game::Tile from = from_of(tiles[k]);
    int before = 0;
    for (int j = 0; j < k; ++j) before += tiles[j] != game::kEmpty && from_of(tiles[j]) == from;
    leave &= ~(std::uint32_t{1} << (group_[side_][from] + counts_[side_][from] - 1 - before));
  }
  return !out[leave].empty();
}

std::vector<NodeMove>& Searcher::keyed_moves() {
  const std::vector<Candidate>& cands = candidates_[ply_];
  std::vector<NodeMove>& moves = ordered_[ply_];
  moves.clear();
  for (std::size_t i = 0; i < cands.size(); ++i) {
    const game::MoveList::Entry& entry = cands[i].list->entry(cands[i].index);
    NodeMove m{static_cast<int>(i), entry.score, entry.played == tiles_[side_], 0, false};
    m.left = tiles_[side_] - entry.played;
    m.next_out = leave_goes_out(cands[i]);
    m.key = one_ply(m.index, m.terminal);
    m.history = history_slot(entry, cands[i].list->tiles(cands[i].index));
    moves.push_back(m);
  }
  NodeMove pass;
  pass.left = tiles_[side_];
  pass.key = one_ply(NodeMove::kPass, pass.terminal);
  moves.push_back(pass);
  return moves;
}

namespace {

/// Search order: going out first, then the hash move, then by the value one ply deep; the
/// candidates' order breaks ties (a function of the position), so every thread orders a
/// node alike given its table.
struct MoveOrder {
  int hash_move;
  const std::uint32_t* history;
  /// At a null window (beta: its upper end) a cut should end the game soon, so that it is a
  /// proof and not a horizon's estimate: a move expected to reach beta whose leave can go
  /// out next turn comes first, the fewest tiles left first among them.
  int beta = kInfinity;
  bool operator()(const NodeMove& a, const NodeMove& b) const {
    if (a.out != b.out) return a.out;
    const bool short_a = a.next_out && a.key >= beta, short_b = b.next_out && b.key >= beta;
    if (short_a != short_b) return short_a;
    if (short_a && a.left != b.left) return a.left < b.left;
    if ((a.index == hash_move) != (b.index == hash_move)) return a.index == hash_move;
    if (history[a.history] != history[b.history]) return history[a.history] > history[b.history];
    if (a.key != b.key) return a.key > b.key;
    return a.index < b.index;
  }
};

/// Moves picked one at a time before the rest are sorted: most cut nodes cut on one of
/// them, and a whole sort of a thousand moves costs more than their search.
constexpr std::size_t kPickedFirst = 3;

}  // namespace

const std::vector<NodeMove>& Searcher::ordered_moves() {
  std::vector<NodeMove>& moves = node_moves();
  const Entry& e = table_[hash_ & mask_];
  std::sort(moves.begin(), moves.end(),
            MoveOrder{e.key == hash_ ? e.move : -2, history_[side_].data()});
  return moves;
}

int Searcher::bound_by_reply_out(int index, int alpha) {
  const int other = 1 - side_;
  const std::vector<std::uint32_t>* outs =
      outs_of_rack_[other].empty() ? nullptr : &outs_of_rack_[other][have_[other]];
  const bool touched = options_.reply_out_touched;
  if (!touched && (outs == nullptr || outs->empty())) return kInfinity;
  const game::MoveList& root = root_lists_[other];
  int score = 0, played = 0;
  if (index != NodeMove::kPass) {
    const Candidate& c = candidates_[ply_][static_cast<std::size_t>(index)];
    const game::MoveList::Entry& e = c.list->entry(c.index);
    const game::Tile* tiles = c.list->tiles(c.index);
    score = e.score;
    for (int k = 0; k < e.length; ++k)
      if (tiles[k] != game::kEmpty && !game::is_designated_blank(tiles[k]))
        played += dist_.value(tiles[k]);
  }
  // The bound with the other side's best root play going out: no use when even that is
  // above alpha (unless plays on the touched lines are looked at too).
  const int mine_after = points_[side_] - played;
  if (!touched && score - root.entry(outs->front()).score - 2 * mine_after > alpha)
    return kInfinity;
  if (index != NodeMove::kPass) move_tiles(index, true);
  mark_dirty();
  int bound = kInfinity;
  for (std::size_t k = 0; outs != nullptr && k < outs->size(); ++k) {
    const game::MoveList::Entry& e = root.entry((*outs)[k]);
    const bool dirty = (e.flags & game::MoveList::kAcross) != 0
                           ? dirty_rows_[static_cast<std::size_t>(e.row)]
                           : dirty_cols_[static_cast<std::size_t>(e.col)];
    if (dirty) continue;
    bound = score - e.score - 2 * mine_after;
    break;
  }
  if (touched && bound > alpha) {
    // The other side's plays as its node lists them, those of the lines the move touched
    // included: its best going out, if any.
    side_ = other;
    ++ply_;
    generate();
    int move = -2;
    const int out = best_out(move);
    --ply_;
    side_ = 1 - side_;
    if (out > -kInfinity) bound = std::min(bound, score - out);
  }
  if (index != NodeMove::kPass) move_tiles(index, false);
  return bound <= alpha ? bound : kInfinity;
}

int Searcher::frontier(int alpha, int beta, int& best_move, bool& horizon) {
  // The candidates' one-ply values straight from the lists: no move list, no history slot.
  const int count = static_cast<int>(candidates_[ply_].size());
  int best = -kInfinity, best_end = -kInfinity, end_move = -2;
  bool open = false;  // some move's value is the horizon's estimate
  for (int k = 0; k <= count; ++k) {
    const int i = k < count ? k : NodeMove::kPass;  // the pass last, as in keyed_moves()
    bool terminal = false;
    const int v = one_ply(i, terminal);
    if (v > best) {
      best = v;
      best_move = i;
    }
    if (terminal && v > best_end) {
      best_end = v;
      end_move = i;
    }
    open = open || !terminal;
  }
  // A game's end at least beta settles the node without resting on the horizon.
  if (best_end >= beta) {
    best_move = end_move;
    return best_end;
  }
  // Expected to fail low: proven so when every move that does not end the game lets the
  // other side go out next at no more than alpha for us (the bound is the node's value).
  if (open && best <= alpha) {
    int bound = best_end;
    for (int k = 0; k <= count && bound <= alpha; ++k) {
      const int i = k < count ? k : NodeMove::kPass;
      bool terminal = false;
      one_ply(i, terminal);
      if (!terminal) bound = std::max(bound, bound_by_reply_out(i, alpha));
    }
    if (bound <= alpha) return bound;
  }
  horizon = open;
  return best;
}

int Searcher::one_ply(int index, bool& terminal) const {
  const int mine = points_[side_], theirs = points_[1 - side_];
  if (index == NodeMove::kPass) {
    terminal = zero_ + 1 >= options_.max_scoreless;
    return theirs - mine;  // the horizon's estimate after a pass is the six passes' value
  }
  const Candidate& c = candidates_[ply_][static_cast<std::size_t>(index)];
  const game::MoveList::Entry& e = c.list->entry(c.index);
  const game::Tile* tiles = c.list->tiles(c.index);
  int played = 0;
  for (int k = 0; k < e.length; ++k)
    if (tiles[k] != game::kEmpty && !game::is_designated_blank(tiles[k]))
      played += dist_.value(tiles[k]);
  if (e.played == tiles_[side_]) {
    terminal = true;
    return e.score + 2 * theirs;
  }
  terminal = e.score == 0 && zero_ + 1 >= options_.max_scoreless;
  // After the play: the six turns' rack points, or the horizon's estimate from the other
  // side's view (its rack less ours), negated.
  return e.score + theirs - (mine - played);
}

int Searcher::move_value(const NodeMove& m, int depth, int alpha, int beta, bool& horizon) {
  const int score = m.index == NodeMove::kPass ? 0 : move_tiles(m.index, true);
  const int zero = score == 0 ? zero_ + 1 : 0;
  const int other = 1 - side_;
  int v;
  if (tiles_[side_] == 0) {
    v = score + 2 * points_[other];
  } else if (zero >= options_.max_scoreless) {
    v = score - points_[side_] + points_[other];
  } else {
    const std::uint64_t saved_hash = hash_;
    const int saved_zero = zero_;
    hash_ = turn_key(score);
    zero_ = zero;
    side_ = other;
    ++ply_;
    try {
      v = score - search(depth - 1, score - beta, score - alpha, horizon);
    } catch (const Aborted&) {
      --ply_;
      side_ = 1 - side_;
      zero_ = saved_zero;
      hash_ = saved_hash;
      if (m.index != NodeMove::kPass) move_tiles(m.index, false);
      throw;
    }
    --ply_;
    side_ = 1 - side_;
    zero_ = saved_zero;
    hash_ = saved_hash;
  }
  if (m.index != NodeMove::kPass) move_tiles(m.index, false);
  return v;
}

int Searcher::search(int depth, int alpha, int beta, bool& horizon) {
  if ((++nodes_ & 1023) == 0 && ((stop_ && stop_->stopped()) || nodes_ > node_limit_))
    throw Aborted{};
  Entry& slot = table_[hash_ & mask_];
  if (slot.key == hash_ && (slot.depth >= depth || !slot.horizon) && !(proving_ && slot.horizon)) {
    if (slot.bound == kExact || (slot.bound == kLower && slot.value >= beta) ||
        (slot.bound == kUpper && slot.value <= alpha)) {
      horizon = horizon || slot.horizon;
      return slot.value;
    }
  }
  if (depth <= 0) {
    // The horizon: whoever holds more points is likelier to be stuck with them.
    horizon = true;
    return points_[1 - side_] - points_[side_];
  }
  const int alpha0 = alpha;
  int best = -kInfinity, best_move = -2;
  bool h = false;
  generate();
  // Going out at least beta refutes the move that led here: the other plays' keys are not
  // needed (the opponent's going-out reply tried before the rest).
  if (const int out = best_out(best_move); out >= beta) {
    store(depth, alpha0, beta, out, best_move, false);
    return out;
  }
  if (depth == 1) {
    best = frontier(alpha, beta, best_move, h);
    store(depth, alpha0, beta, best, best_move, h);
    horizon = horizon || h;
    return best;
  }
  std::vector<NodeMove>& moves = keyed_moves();
  if (options_.etc_min_depth > 0 && depth >= options_.etc_min_depth) {
    bool hc = false;
    if (const int cut = transposition_cut(moves, depth, beta, best_move, hc); cut >= beta) {
      ++table_cuts_;
      store(depth, alpha0, beta, cut, best_move, hc);
      horizon = horizon || hc;
      return cut;
    }
  }
  const MoveOrder order{slot.key == hash_ ? slot.move : -2, history_[side_].data(),
                        beta - alpha <= 1 ? beta : kInfinity};
  // Proving: a cut resting on the horizon is kept aside while a later move may cut on none.
  int aside = -kInfinity, aside_move = -2;
  for (std::size_t k = 0; k < moves.size(); ++k) {
    if (k < kPickedFirst) {
      std::iter_swap(
          moves.begin() + static_cast<std::ptrdiff_t>(k),
          std::min_element(moves.begin() + static_cast<std::ptrdiff_t>(k), moves.end(), order));
    } else if (k == kPickedFirst) {
      std::sort(moves.begin() + static_cast<std::ptrdiff_t>(k), moves.end(), order);
    }
    const NodeMove& m = moves[k];
    // With a cut on the horizon aside, a cut on none is sought only among the moves whose
    // leave can go out next turn: below them the proofs of the other side falling short are.
    if (aside > -kInfinity && !m.next_out) continue;
    // Principal variation search: the first move with the whole window, the others with a
    // null window, searched again only when they beat alpha.
    int v;
    bool hm = false;
    if (k == 0 || beta - alpha <= 1) {
      v = move_value(m, depth, alpha, beta, hm);
    } else {
      v = move_value(m, depth, alpha, alpha + 1, hm);
      if (v > alpha && v < beta) {
        hm = false;
        v = move_value(m, depth, alpha, beta, hm);
      }
    }
    if (proving_ && hm && v >= beta && beta - alpha <= 1) {
      if (v > aside) {
        aside = v;
        aside_move = m.index;
      }
      continue;
    }
    h = h || hm;
    if (v > best) {
      best = v;
      best_move = m.index;
      if (v > alpha) alpha = v;
      if (alpha >= beta) {
        if (!m.out) history_[side_][m.history] += static_cast<std::uint32_t>(depth * depth);
        h = hm;  // a cut rests on this move alone
        break;
      }
    }
  }
  if (aside > -kInfinity && best < beta) {
    best = aside;
    best_move = aside_move;
    h = true;
  }
  store(depth, alpha0, beta, best, best_move, h);
  horizon = horizon || h;
  return best;
}

std::uint64_t Searcher::turn_key(int score) const {
  const int zero = score == 0 ? zero_ + 1 : 0;
  return hash_ ^ side_key_ ^ zero_keys_[static_cast<std::size_t>(zero_)] ^
         zero_keys_[static_cast<std::size_t>(zero)];
}

std::uint64_t Searcher::child_hash(const NodeMove& m) {
  if (m.index == NodeMove::kPass) return turn_key(0);
  // The tiles put down and taken off again: move_tiles() is the one place that keys them.
  const std::uint64_t key = turn_key(move_tiles(m.index, true));
  move_tiles(m.index, false);
  return key;
}

int Searcher::transposition_cut(const std::vector<NodeMove>& moves, int depth, int beta, int& move,
                                bool& horizon) {
  // The children's keys first, their entries fetched from memory meanwhile: the probes
  // below then wait for one memory access at a time no longer.
  std::vector<std::uint64_t>& keys = child_keys_;
  keys.clear();
  for (const NodeMove& m : moves) {
    keys.push_back(m.terminal ? 0 : child_hash(m));  // a terminal move is valued without one
    if (!m.terminal) __builtin_prefetch(&table_[keys.back() & mask_]);
  }
  int cut = -kInfinity;
  for (std::size_t k = 0; k < moves.size(); ++k) {
    const NodeMove& m = moves[k];
    if (m.terminal) continue;
    const std::uint64_t key = keys[k];
    const Entry& e = table_[key & mask_];
    // The child's own probe would take the entry on the same terms (search()).
    if (e.key != key || (e.depth < depth - 1 && e.horizon) || e.bound == kLower ||
        (proving_ && e.horizon))
      continue;
    const int v = m.score - e.value;  // the child is worth at most e.value to the other side
    if (v < beta) continue;
    if (cut == -kInfinity || (horizon && !e.horizon)) {
      cut = v;
      move = m.index;
      horizon = e.horizon != 0;
      if (!horizon) break;
    }
  }
  return cut;
}

void Searcher::store(int depth, int alpha, int beta, int value, int move, bool horizon) {
  Entry& e = table_[hash_ & mask_];
  e.key = hash_;
  e.value = value;
  e.move = move;
  e.depth = static_cast<std::int16_t>(std::min(depth, 32000));
  e.bound = value <= alpha ? kUpper : value >= beta ? kLower : kExact;
  e.horizon = horizon ? 1 : 0;
}

bool Searcher::make(const NodeMove& m, const char** end) {
  const int score = m.index == NodeMove::kPass ? 0 : move_tiles(m.index, true);
  const int zero = score == 0 ? zero_ + 1 : 0;
  if (tiles_[side_] == 0) {
    *end = "out";
    return true;
  }
  if (zero >= options_.max_scoreless) {
    *end = "six scoreless turns";
    return true;
  }
  hash_ ^= side_key_ ^ zero_keys_[static_cast<std::size_t>(zero_)] ^
           zero_keys_[static_cast<std::size_t>(zero)];
  zero_ = zero;
  side_ = 1 - side_;
  // The list the play came from stays at this ply; the next node uses the next one.
  ++ply_;
  return false;
}

game::Move Searcher::move_of(const NodeMove& m) const {
  const Candidate& c = candidates_[ply_][static_cast<std::size_t>(m.index)];
  return (*c.list)[c.index];
}

}  // namespace cwg::endgame
