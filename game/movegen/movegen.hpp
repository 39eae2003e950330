#pragma once
/// Every legal play of a rack on a board, with its score: Gordon's (1994) GADDAG generation
/// from anchor squares with Appel & Jacobson's (1988) cross-check sets.
///
/// Each anchor is a start: the generator reads the run of tiles right of it, if any, from
/// its end leftwards (so the lexicon is entered where it is narrowest), places tiles
/// leftwards from the anchor, turns at the GADDAG's ◇ and goes on rightwards. Leftwards it never
/// places a tile on another anchor, so a play is found once, from the leftmost anchor it covers. A
/// single tile that makes a word both across and down is listed once, across (the down pass skips
/// it). Scores are summed while walking (premiums under new tiles only, the perpendicular words
/// each new tile makes, the bingo bonus when the whole rack size is played), so recording a play
/// costs a copy of its squares. The list keeps plays in a flat buffer: a warm generator
/// does not allocate.
///
/// Blanks: the walk places letters, not tiles, taking a real tile while the rack has one
/// and a blank otherwise, so each string of letters is walked once (walking "real E" and
/// "blank as E" apart walks the same lexicon subtree twice). Recording then lists every
/// choice of squares for the blanks the rack allows; a blank on square p scores the play's
/// all-real score less the letter's points times p's letter premium times (the main word's
/// word premiums + p's own word premium when p makes a perpendicular word).
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/board.hpp"
#include "game/movegen/anagram_filter.hpp"
#include "game/movegen/gaddag.hpp"
#include "game/movegen/lexicon.hpp"
#include "game/movegen/line_view.hpp"
#include "game/tiles.hpp"

namespace cwg::game {

/// The rules a score depends on beyond the board's premiums.
struct Rules {
  int bingo_bonus = 50;  ///< the CGP `bb` opcode
  int rack_size = 7;     ///< a play of this many tiles earns the bonus
};

/// One play: where its main word starts, the tiles it puts down, and what it scores.
struct Move {
  Placement where;
  /// One entry per square of the main word: the tile placed (a blank as its letter with
  /// kBlankFlag), kEmpty where the word goes through a tile already on the board.
  TileString tiles;
  int score = 0;
  int played = 0;  ///< tiles from the rack
  bool bingo = false;
  double equity = 0;  ///< the score plus the valuer's value (the score without one)
  bool operator==(const Move&) const = default;
};

/// How plays are ranked: by score, or by equity (score + what a PlayValuer adds).
enum class RankBy { Score, Equity };

/// Plays as the generator records them: fixed-size entries and one tile buffer.
class MoveList {
 public:
  static constexpr std::uint8_t kAcross = 1, kBingo = 2;
  struct Entry {
    std::int16_t row, col;
    std::uint16_t length;
    std::uint8_t flags;  ///< kAcross | kBingo
    std::uint8_t played;
    std::int32_t score;
    std::uint32_t offset;  ///< into the tile buffer
    double equity;         ///< score + the valuer's value; the score when there is none
  };

  std::size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }
  const Entry& entry(std::size_t i) const { return entries_[i]; }
  const Tile* tiles(std::size_t i) const { return tiles_.data() + entries_[i].offset; }
  Move operator[](std::size_t i) const;
  void clear() {
    entries_.clear();
    tiles_used_ = 0;
  }
  /// Appends play `i` of `from` (a cache of plays gathered from several generations).
  void append(const MoveList& from, std::size_t i);
  /// Whether play i lists before play j: higher score (by Equity: higher equity, then
  /// score), then row, column, across first, then the word by letter code, a blank after
  /// every real letter (for one-character faces, the order of the words' text).
  bool ranks_before(std::size_t i, std::size_t j, RankBy by) const;
  /// Orders the plays by ranks_before and keeps the first `count` (0: all), choosing
  /// them by partial selection (the rest are never sorted).
  void keep_best(std::size_t count, RankBy by);

 private:
  friend class MoveGenerator;
  std::vector<Entry> entries_;
  /// Sized ahead of use (tiles_used_ of it hold plays), so that the generator copies a
  /// play's tiles as one fixed-size block, with no size check per byte.
  std::vector<Tile> tiles_;
  std::size_t tiles_used_ = 0;
};

/// A play as the generator holds it, for a PlayValuer to look at without a copy.
struct PlayView {
  Placement where;
  std::span<const Tile> tiles;  ///< as Move::tiles
  int score = 0;
  int played = 0;
};

/// What ranking by equity adds to a play's score: the value of the tiles it keeps (its
/// leave) and the position's adjustments. Made for one position (it knows the board, the
/// bag, the opponent). The best-plays generator skips every play and anchor whose score
/// bound plus bound(played) cannot reach the best found, so bound() must hold.
class PlayValuer {
 public:
  virtual ~PlayValuer() = default;
  /// What `play` is worth beyond its score; `leave` holds the rack's tiles it keeps,
  /// sorted by code (blanks, kBlank = 0, first).
  virtual double value(const PlayView& play, std::span<const Tile> leave) const = 0;
  /// At least value() of every play of the position placing `played` tiles (1..rack size).
  virtual double bound(int played) const = 0;
};

class MoveGenerator {
 public:
  /// Plays of `lexicon`'s words, scored with its alphabet's tile values; the lexicon must
  /// outlive the generator.
  explicit MoveGenerator(const Lexicon& lexicon) : MoveGenerator(lexicon.gaddag, lexicon.alphabet) {
    shared_anagrams_ = lexicon.anagrams.get();
  }
  /// The same from a bare GADDAG (tests build small ones) and a distribution for the
  /// values; the GADDAG must outlive the generator.
  MoveGenerator(const Gaddag& gaddag, const Distribution& dist);

  /// Appends every legal play of `rack` (letter codes, kBlank for a blank) on `board` to
  /// `out` (cleared first), each once, unsorted. Plays on words the lexicon lacks are not
  /// legal; the board's own words are not checked.
  /// With `valuer`, each play's equity is its score plus valuer->value().
  void generate(const Board& board, const TileString& rack, const Rules& rules, MoveList& out,
                const PlayValuer* valuer = nullptr);

  /// Makes `board` the base of generate_lines().
  void set_base(const Board& board);
  /// Keeps the cross-check sets computed, by their perpendicular runs, for the next
  /// positions (a search over one board's tiles put down and taken off asks for the same
  /// runs again and again; unrelated positions gain nothing). Off by default.
  void cache_cross_checks() {
    for (LineView& v : views_) v.cache_cross = true;
  }
  /// The plays of generate() whose main word lies on a marked line: across plays on the rows
  /// with `rows[r]` set, down plays on the columns with `cols[c]` set. `board` is the base
  /// (set_base()) with tiles added on the squares `added` (row * cols + col); only the
  /// marked lines' anchors, and the cross-checks the added tiles change, are computed (the
  /// endgame solver keeps the plays of the lines a move left untouched and asks again for
  /// the others).
  void generate_lines(const Board& board, std::span<const int> added, const TileString& rack,
                      const Rules& rules, std::span<const std::uint8_t> rows,
                      std::span<const std::uint8_t> cols, MoveList& out);

  /// The `count` best plays (ranked by score, or by equity with `valuer`), in order, into
  /// `out`: the same as generate() then keep_best(count), but anchors are walked best
  /// bound first and those whose bound (shadow.cpp) cannot reach the count-th best play
  /// found are not walked at all. `count` 0: every play, ranked.
  void generate_best(const Board& board, const TileString& rack, const Rules& rules,
                     std::size_t count, MoveList& out, const PlayValuer* valuer = nullptr);

  /// Builds what generate_best() needs beyond the lexicon (its anagram filter, about 0.1 s
  /// for SOWPODS) for racks of `rack_size`; generate_best() does it when not done.
  void prepare_best(int rack_size);

  /// Racks of more tiles are listed in full by generate_best() (the bound's spans are
  /// arrays of 64 squares).
  static constexpr std::size_t kMaxBoundedRack = 32;

  /// Counters of the last generate_best(): anchors bounded and walked.
  struct Stats {
    std::size_t anchors = 0;
    std::size_t walked = 0;
  };
  const Stats& stats() const { return stats_; }

 private:
  struct Score {
    int main = 0;    ///< letter points of the main word, letter premiums applied
    int wmul = 1;    ///< product of the word premiums under new tiles
    int cross = 0;   ///< the perpendicular words' scores
    int played = 0;  // four ints: passed in two registers
  };

  /// Resets the walk's state for `rack` and builds the views; false when nothing can be
  /// played.
  bool start(const Board& board, const TileString& rack, const Rules& rules, MoveList& out,
             const PlayValuer* valuer);
  /// The rack part of start(); false when the rack is empty.
  bool start_rack(const TileString& rack, const Rules& rules, MoveList& out,
                  const PlayValuer* valuer);
  void generate_view(const LineView& view);
  /// Walks every play whose leftmost anchor is `p` on line `line_` of view_.
  void walk_anchor(int p);
  /// The most a play found from anchor `p` of line_ could be worth (shadow.cpp); fills
  /// `table` (rack size squared), unless nullptr, with the bounds the walk prunes by
  /// (may_place).
  double anchor_bound(int p, double* table) const;
  /// Fills what a play from anchor `p` of line_ may cover (shadow.cpp); false when no
  /// rack tile makes a word on the anchor.
  struct AnchorReach;
  bool reach(int p, AnchorReach& r) const;
  /// Whether a play that has `left` tiles left of the anchor and, after this one, `right`
  /// tiles right of it, may still reach threshold_ (always, outside generate_best).
  bool may_place(int left, int right) const {
    return bounds_ == nullptr || bounds_[left * rack_dim_ + right] >= threshold_;
  }
  /// Whether a play of the whole rack whose main word holds `letters` (hashed: the rack's
  /// real tiles and the board's letters) may spell a word.
  bool bingo_may_spell(std::uint64_t letters) const;
  /// The most a rack tile allowed by `allowed` is worth (a blank: 0); -1 when none is.
  int best_allowed(LetterSet allowed) const;
  /// Letters that may go on anchor `p` of line_ with the board tiles touching it in the
  /// line (the lexicon read through them) and its cross-check.
  LetterSet anchor_letters(int p) const;
  /// Raises threshold_ to the count-th best equity in out_ and drops the plays below it.
  void raise_threshold(std::size_t count);
  template <bool kRightwards>
  void square(int pos, Gaddag::Node node, int start, Score s);
  void left(int pos, Gaddag::Node node, Score s);
  void after_left(int pos, Gaddag::Node node, Score s);
  void right(int pos, Gaddag::Node node, int start, Score s);
  void after_right(int pos, Gaddag::Node node, int start, Score s);
  Score place(Score s, int sq, int points) const;
  /// Some tile left on the rack may go on empty square `sq` (checked before a node of the
  /// lexicon is touched: the walk is bound by memory latency).
  bool fits(int sq) const {
    return (view_->cross[sq] & (blanks_ > 0 ? kAnyLetter : rack_mask_)) != 0;
  }
  /// Takes a tile for letter `c` from the rack: a real one while there is one, else a blank
  /// (the caller checked that one of the two is left). Which tiles are real is decided only
  /// when the play is recorded, so the walk visits each string of letters once.
  void take(Tile c) {
    --tiles_left_;
    if (counts_[c] > 0) {
      if (--counts_[c] == 0) rack_mask_ &= ~letter_bit(c);
    } else {
      --blanks_;
      short_[short_count_++] = c;
    }
  }
  /// Undoes take(c), the last take not undone (a blank taken for c leaves no real c, so
  /// the top of short_ tells which).
  void give_back(Tile c) {
    ++tiles_left_;
    if (short_count_ > 0 && short_[short_count_ - 1] == c) {
      --short_count_;
      ++blanks_;
    } else if (counts_[c]++ == 0) {
      rack_mask_ |= letter_bit(c);
    }
  }
  /// Records the plays of the letters placed on start..end: every way to make some of them
  /// blanks that the rack allows, each scored from the all-real score.
  void record(int start, int end, const Score& s);
  /// Appends one play whose tiles are placed_[start..end], blanks flagged at the squares of
  /// `blank_at` (`blanks` of them).
  void emit(int start, int end, int played, int score, const int* blank_at, int blanks);
  /// The equity of the play just written at `tiles` (its leave read from the rack).
  double equity_of(const MoveList::Entry& e, const Tile* tiles) const;

  const Gaddag& gaddag_;
  LetterValues values_{};
  LineView views_[2];
  LineView base_views_[2];           ///< set_base()'s
  std::optional<Board> last_board_;  ///< the board views_ were made for
  Rules rules_;
  MoveList* out_ = nullptr;
  const PlayValuer* valuer_ = nullptr;
  /// Plays worth less than this are not recorded (-infinity when listing all).
  double threshold_ = 0;
  /// Per tiles played (0..rack size): the valuer's bound, 0 without one.
  std::vector<double> value_bound_;
  TileString rack_sorted_;
  /// The rack's tile values, highest first (blanks 0), for the shadow bound.
  std::vector<int> rack_values_;
  /// The rack's distinct letters, highest value first.
  std::vector<Tile> rack_by_value_;
  /// Sum of AnagramFilter::letter_hash over the rack's real tiles.
  std::uint64_t rack_hash_ = 0;
  /// The anagram filter of generate_best() (for words of rules.rack_size letters and more):
  /// the lexicon's shared one, or for a bare GADDAG one of the generator's own.
  AnagramFilters* shared_anagrams_ = nullptr;
  const AnagramFilter* shared_anagram_ = nullptr;
  AnagramFilter own_anagrams_;
  const AnagramFilter& anagrams() const {
    return shared_anagram_ ? *shared_anagram_ : own_anagrams_;
  }
  Stats stats_;
  /// Anchors of generate_best(): bound, view, line, position.
  struct Anchor {
    double bound;
    int view, line, pos;
  };
  std::vector<Anchor> anchors_;
  std::vector<double> table_;  ///< the walked anchor's bounds
  /// The walked anchor's table (nullptr outside generate_best), rack_dim_ squared.
  const double* bounds_ = nullptr;
  int rack_dim_ = 0;
  int anchor_ = 0;          ///< the walked anchor's position
  bool tile_left_ = false;  ///< a board tile is left of it (no tile is placed left then)
  /// generate_best()'s count while it walks (0 otherwise): with 1, each play recorded
  /// raises threshold_ at once.
  std::size_t best_count_ = 0;
  std::vector<double> scratch_;

  // The walk's state.
  const LineView* view_ = nullptr;
  int base_ = 0;  ///< index of the line's first square
  int line_ = 0;
  /// Where the leftward part of the walk began: the anchor, or the end of the run of
  /// tiles right of it. The walk turns at ◇ to go on from the (empty) square after it.
  int turn_at_ = 0;
  int counts_[64] = {};
  int blanks_ = 0;
  int rack_blanks_ = 0;  ///< blanks on the rack at the start
  /// Letters placed with a blank because no real tile of theirs was left, in the order
  /// taken (a stack): each play must put a blank on that many squares of the letter.
  std::vector<Tile> short_;
  int short_count_ = 0;
  std::vector<int> blank_at_;  ///< record(): squares chosen for blanks
  int tiles_left_ = 0;
  LetterSet rack_mask_ = 0;
  /// Per position of the line: the letter placed on the current path, 0 on a board tile
  /// (zeroed per line; other squares may hold a letter of an earlier path of the line: a
  /// play only reads squares of its own). kCopyBlock bytes longer than the line, for
  /// emit()'s block copy.
  std::vector<Tile> placed_;
  static constexpr std::size_t kCopyBlock = 16;
};

}  // namespace cwg::game
