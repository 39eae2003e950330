#include "game/replay.hpp"

#include <algorithm>

#include "game/bag.hpp"
#include "game/play.hpp"

namespace cwg::game {

namespace {

/// The play a withdrawal or a challenge bonus refers to.
struct LastPlay {
  std::size_t player = 0;
  std::vector<std::pair<int, int>> placed;
  int recorded_score = 0;
  std::string lm;
  int zero_turns_before = 0;
  bool withdrawn = false;
  std::optional<TileString> rack;  ///< the rack it was made from, when the record gives it
  TileString from_rack;            ///< the tiles it put down
};

class Replayer {
 public:
  Replayer(const Record& record, Board board, const ReplayOptions& options)
      : rec_(record), opt_(options), d_(*options.distribution) {
    res_.board = std::move(board);
    res_.scores.assign(record.players.size(), 0);
    res_.racks.assign(record.players.size(), std::nullopt);
    last_racks_.assign(record.players.size(), std::nullopt);
  }

  ReplayResult run() {
    const std::size_t n = std::min(rec_.turns.size(), opt_.stop_after.value_or(rec_.turns.size()));
    state_racks(rec_.racks_at_start, Turn{});
    for (std::size_t i = 0; i < n; ++i) {
      event_ = static_cast<int>(i) + 1;
      step(rec_.turns[i]);
      res_.events = i + 1;
    }
    finish(n);
    return std::move(res_);
  }

 private:
  /// Rack problems point at the rack, the others at the move.
  void error(ReplayErrorKind kind, const Turn& t, std::string msg, int column = -1) {
    if (column < 0)
      column = (kind == ReplayErrorKind::RackLacksTiles || kind == ReplayErrorKind::BagExceeded) &&
                       t.rack_column > 0
                   ? t.rack_column
                   : t.move_column;
    res_.errors.push_back({kind, event_, t.line, column, std::move(msg)});
  }

  /// Faces of a rack or tile list to tiles; '_' (unknown) when allowed is kept as 0xFF.
  std::optional<TileString> encode(const Turn& t, const std::vector<std::string>& faces,
                                   bool unknown_ok, int column) {
    TileString out;
    for (const std::string& f : faces) {
      if (unknown_ok && f == "_") {
        out.push_back(0xFF);
        continue;
      }
      const auto tile = d_.tile_of(f);
      if (!tile || is_designated_blank(*tile)) {
        error(ReplayErrorKind::UnknownTile, t,
              "'" + f + "' is not a rack tile of the " + d_.name() + " distribution", column);
        return std::nullopt;
      }
      out.push_back(*tile);
    }
    return out;
  }

  void check_bag(const Turn& t, const TileString& leave) {
    std::vector<int> left = tiles_left(res_.board, d_);
    for (Tile s : leave)
      if (s != 0xFF) --left[s];
    for (std::size_t k = 0; k < left.size(); ++k) {
      const Tile tile = static_cast<Tile>(k);
      if (left[k] < 0) {
        error(ReplayErrorKind::BagExceeded, t,
              std::to_string(d_.count(tile) - left[k]) + " " + d_.face(tile) +
                  " tiles on the board and rack; the " + d_.name() + " bag holds " +
                  std::to_string(d_.count(tile)));
        return;
      }
    }
  }

  void score_check(const Turn& t, int recomputed, bool recomputable) {
    TurnResult& r = res_.turns.back();
    r.score = recomputable ? recomputed : t.score;
    int& total = res_.scores[t.player];
    if (recomputable && recomputed != t.score) {
      res_.score_errors.push_back({event_, t.line, t.score_column, "score", t.score, recomputed});
    } else if (total + t.score != t.cumulative) {
      res_.score_errors.push_back(
          {event_, t.line, t.score_column, "cumulative", t.cumulative, total + t.score});
    }
    total = t.cumulative;  // resynchronise so one slip is reported once
  }

  void step(const Turn& t) {
    res_.turns.emplace_back();
    // #rackN states racks after the event it follows: older ones no longer hold.
    res_.racks.assign(rec_.players.size(), std::nullopt);
    std::optional<TileString> rack;
    if (t.rack_known) rack = encode(t, t.rack, false, t.rack_column);
    switch (t.kind) {
      case TurnKind::Play:
        play(t, rack);
        break;
      case TurnKind::Pass:
      case TurnKind::Exchange:
        scoreless(t, rack);
        break;
      case TurnKind::Withdrawal:
        withdraw(t, rack);
        break;
      case TurnKind::ChallengeBonus:
        if (!last_play_ || last_play_->player != t.player || last_play_->withdrawn)
          error(ReplayErrorKind::ChallengeWithoutPlay, t,
                "a challenge bonus without a standing play of this player before it");
        else if (last_move_ && *last_move_ == last_play_index_)
          res_.last_move_cgp =
              last_play_->lm + " " + (t.score >= 0 ? "+" : "") + std::to_string(t.score);
        score_check(t, 0, false);
        break;
      case TurnKind::EndRackPoints:
      case TurnKind::EndRackPenalty:
        end_rack(t, rack);
        break;
      case TurnKind::TimePenalty:
        if (rack) rack_left(t, *rack, "the rack " + d_.text(*rack), t.rack_column);
        score_check(t, 0, false);
        break;
    }
    remember_rack(t, rack);
    state_racks(t.racks_after, t);
  }

  /// What each player holds after the event, as far as the record tells: a pass keeps
  /// the rack, a withdrawal gives the play's tiles back, a play or exchange draws unknown
  /// tiles. Six scoreless turns end the game with these racks (six_pass_rack).
  void remember_rack(const Turn& t, const std::optional<TileString>& rack) {
    if (t.player >= last_racks_.size()) return;
    if (t.kind == TurnKind::Pass || t.kind == TurnKind::Withdrawal)
      last_racks_[t.player] = rack;
    else if (t.kind == TurnKind::Play || t.kind == TurnKind::Exchange)
      last_racks_[t.player].reset();
  }

  /// A rack the record shows must be made of tiles still off the board. (Each rack on
  /// its own: incomplete_elise.gcg, a real record, states two final racks that hold 10 A
  /// together with the board's 6, each of them possible alone.)
  bool rack_left(const Turn& t, const TileString& rack, const std::string& what, int column = -1) {
    std::vector<int> left = tiles_left(res_.board, d_);
    const std::string extra = take_left(left, rack, d_);
    if (!extra.empty())
      error(ReplayErrorKind::RackNotInBag, t,
            what + " holds " + extra + ", not left in the bag (the board holds every one)", column);
    return extra.empty();
  }

  /// Racks the record states at this point; #rackN overrides #incomplete (the on-turn
  /// player's), as the description says, so the latter goes first. Together they must be
  /// tiles off the board (a rack that is not is left unknown).
  void state_racks(const std::vector<StatedRack>& racks, Turn t) {
    std::vector<std::optional<TileString>> stated(res_.racks.size());
    std::vector<int> lines(res_.racks.size(), 0);
    for (const bool on_turn : {true, false})
      for (const StatedRack& s : racks) {
        if ((s.player == StatedRack::kOnTurn) != on_turn) continue;
        const std::size_t player = on_turn ? res_.on_turn : s.player;
        t.line = s.line;  // errors name the pragma's line
        if (player >= res_.racks.size()) continue;
        if (auto r = encode(t, s.faces, false, 0)) {
          stated[player] = std::move(*r);
          lines[player] = s.line;
        }
      }
    for (std::size_t p = 0; p < stated.size(); ++p) {
      if (!stated[p]) continue;
      t.line = lines[p];
      if (!rack_left(t, *stated[p],
                     "the rack " + d_.text(*stated[p]) + " stated for " + rec_.players[p], 1))
        continue;
      res_.racks[p] = stated[p];
      last_racks_[p] = stated[p];
    }
  }

  void play(const Turn& t, std::optional<TileString>& rack) {
    PlacedPlay p =
        place_play(res_.board, t.placement, t.word, d_, opt_.bingo_bonus, opt_.rack_size);
    for (auto& [kind, msg] : p.problems) error(kind, t, msg);
    turn_taken(t);
    if (!p.applied) {
      score_check(t, 0, false);
      return;
    }
    TurnResult& r = res_.turns.back();
    r.placed = p.placed;
    for (const TileString& w : p.words) {
      std::string text;
      for (Tile x : w) text += d_.letter(x).upper;
      r.words.push_back(text);
      if (opt_.lexicon && !opt_.lexicon->count(text))
        res_.words_not_in_lexicon.push_back({ReplayErrorKind::NotInLexicon, event_, t.line,
                                             t.move_column, text + " is not in the lexicon"});
    }
    const std::optional<TileString> rack_before = rack;  // for a withdrawal to compare with
    if (rack) {
      std::string missing;
      if (!take_from_rack(*rack, p.from_rack, &missing, d_))
        error(ReplayErrorKind::RackLacksTiles, t,
              "the rack " + d_.text(*rack) + " lacks " + missing);
      else
        check_bag(t, *rack);
    } else {
      check_bag(t, {});
    }
    last_play_ = LastPlay{t.player,        p.placed, t.score,     p.lm,
                          res_.zero_turns, false,    rack_before, p.from_rack};
    last_play_index_ = res_.turns.size() - 1;
    res_.last_move_cgp = p.lm;
    res_.zero_turns = t.score == 0 ? res_.zero_turns + 1 : 0;
    score_check(t, p.score, true);
  }

  void scoreless(const Turn& t, std::optional<TileString>& rack) {
    turn_taken(t);
    ++res_.zero_turns;
    last_play_.reset();
    if (t.kind == TurnKind::Pass) {
      res_.last_move_cgp = "-";
    } else if (t.exchange_count > 0) {
      res_.last_move_cgp = "-" + std::to_string(t.exchange_count);
    } else if (auto x = encode(t, t.tiles, true, t.move_column)) {
      std::string text = "-";
      for (Tile s : *x) text += s == 0xFF ? std::string("?") : d_.face(s);
      res_.last_move_cgp = text;
      if (rack) {
        std::string missing;
        if (!take_from_rack(*rack, *x, &missing, d_))
          error(ReplayErrorKind::RackLacksTiles, t,
                "the rack " + d_.text(*rack) + " lacks the exchanged " + missing);
      }
    }
    if (t.kind == TurnKind::Exchange) {
      // While the bag is not empty every rack is full, so the bag holds what is neither on
      // the board nor on a rack.
      const int bag = d_.total_tiles() - res_.board.tile_count() -
                      opt_.rack_size * static_cast<int>(rec_.players.size());
      if (bag < opt_.exchange_limit)
        error(ReplayErrorKind::ExchangeTooLate, t,
              "an exchange with " + std::to_string(std::max(bag, 0)) +
                  " tiles in the bag (at least " + std::to_string(opt_.exchange_limit) +
                  " needed)");
    }
    score_check(t, 0, true);
  }

  void withdraw(const Turn& t, const std::optional<TileString>& rack) {
    if (!last_play_ || last_play_->player != t.player || last_play_->withdrawn) {
      error(ReplayErrorKind::WithdrawalWithoutPlay, t,
            "a withdrawal (--) not right after a play of this player");
      score_check(t, 0, false);
      return;
    }
    // The tiles come back to the rack the play was made from.
    if (rack && last_play_->rack && !same_tiles(*rack, *last_play_->rack)) {
      error(ReplayErrorKind::WithdrawalTilesDiffer, t,
            "the withdrawal's rack " + d_.text(*rack) + " is not " + d_.text(*last_play_->rack) +
                ", the rack of the play it withdraws",
            t.rack_column);
    } else if (TileString held = rack.value_or(TileString{});
               rack && !take_from_rack(held, last_play_->from_rack, nullptr, d_)) {
      error(ReplayErrorKind::WithdrawalTilesDiffer, t,
            "the withdrawal's rack " + d_.text(*rack) + " lacks tiles of the play it withdraws (" +
                d_.text(last_play_->from_rack) + ")",
            t.rack_column);
    }
    for (const auto& [r, c] : last_play_->placed) res_.board.set(r, c, kEmpty);
    last_play_->withdrawn = true;
    res_.zero_turns = last_play_->zero_turns_before + 1;
    res_.last_move_cgp = "challenge " + last_play_->lm;
    score_check(t, -last_play_->recorded_score, true);
  }

  /// A player's own rack counted against them: tiles off the board; after six scoreless
  /// turns, the rack they last held.
  void penalty_rack(const Turn& t, const TileString& tiles) {
    rack_left(t, tiles, "(" + d_.text(tiles) + ")");
    if (res_.zero_turns < 6) return;
    const auto& last = last_racks_[t.player];
    if (last && !same_tiles(*last, tiles))
      error(ReplayErrorKind::SixPassRackMismatch, t,
            "the game ended in " + std::to_string(res_.zero_turns) + " scoreless turns, but (" +
                d_.text(tiles) + ") is not " + d_.text(*last) + ", the rack " +
                rec_.players[t.player] + " was left with");
    else
      six_pass_racks_together(t, tiles);
  }

  /// After six scoreless turns, the two penalised racks: with at most two racks' worth of
  /// tiles off the board the bag is empty (a tile in it means full racks), so together
  /// they are exactly what is left.
  void six_pass_racks_together(const Turn& t, const TileString& tiles) {
    const auto* prev = event_ >= 2 ? &rec_.turns[static_cast<std::size_t>(event_ - 2)] : nullptr;
    if (!prev || prev->kind != TurnKind::EndRackPenalty || prev->player == t.player ||
        rec_.players.size() != 2 || !penalty_before_)
      return;
    std::vector<int> left = tiles_left(res_.board, d_);
    int count = 0;
    for (const int n : left) count += std::max(0, n);
    if (count > 2 * opt_.rack_size) return;
    for (const Tile x : tiles) --left[x];
    for (const Tile x : *penalty_before_) --left[x];
    if (const std::string diff = left_difference(left, "they lack"); !diff.empty())
      error(ReplayErrorKind::SixPassRackMismatch, t,
            "the game ended in " + std::to_string(res_.zero_turns) + " scoreless turns, but (" +
                d_.text(*penalty_before_) + ") and (" + d_.text(tiles) +
                ") are not the tiles left off the board" + diff);
  }

  /// What the count per tile `left` (off the board, less the tiles stated) says is wrong:
  /// ": LACK FACES" for tiles stated too few times, ": FACES too many" for too many; "" when
  /// every count is 0.
  std::string left_difference(const std::vector<int>& left, const std::string& lack) const {
    std::string fewer, more;
    for (std::size_t k = 0; k < left.size(); ++k) {
      for (int m = 0; m < left[k]; ++m) fewer += d_.face(static_cast<Tile>(k));
      for (int m = 0; m > left[k]; --m) more += d_.face(static_cast<Tile>(k));
    }
    return (fewer.empty() ? "" : ": " + lack + " " + fewer) +
           (more.empty() ? "" : ": " + more + " too many");
  }

  /// WESPA's convention: the player who went out gains the other's rack once ("(T) +1")
  /// and the other loses it in an event of their own ("T (T) -1"), instead of gaining it
  /// twice. True when such a penalty of another player is next to `t`'s event.
  bool rack_counted_once(const Turn& t) const {
    for (const int at : {event_, event_ - 2}) {
      if (at < 0 || static_cast<std::size_t>(at) >= rec_.turns.size()) continue;
      const Turn& o = rec_.turns[static_cast<std::size_t>(at)];
      auto a = o.tiles, b = t.tiles;
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      if (o.kind == TurnKind::EndRackPenalty && o.player != t.player && a == b) return true;
    }
    return false;
  }

  void end_rack(const Turn& t, const std::optional<TileString>& rack) {
    // The rack of the player who went out, when given, is tiles off the board too.
    if (rack && t.kind == TurnKind::EndRackPoints)
      rack_left(t, *rack, "the rack " + d_.text(*rack), t.rack_column);
    const auto tiles = encode(t, t.tiles, false, t.move_column);
    if (!tiles) {
      score_check(t, 0, false);
      return;
    }
    const int value = d_.points(*tiles);
    if (t.kind == TurnKind::EndRackPenalty) {
      penalty_rack(t, *tiles);
      penalty_before_ = *tiles;
    } else {
      penalty_before_.reset();
    }
    if (t.kind == TurnKind::EndRackPoints && rec_.players.size() == 2) {
      // The player who went out holds nothing and the bag is empty: every tile not on the
      // board is on the other rack.
      std::vector<int> unseen = tiles_left(res_.board, d_);
      for (Tile x : *tiles) --unseen[x];
      if (const std::string diff = left_difference(unseen, "it lacks"); !diff.empty())
        error(ReplayErrorKind::EndRackMismatch, t,
              "(" + d_.text(*tiles) + ") is not what is left off the board" + diff);
    }
    const int gained = rack_counted_once(t) ? value : 2 * value;
    score_check(t, t.kind == TurnKind::EndRackPoints ? gained : -value, true);
  }

  void turn_taken(const Turn& t) {
    // Plays, passes and exchanges go round in #player order (a withdrawal, a bonus or
    // end-of-game points are no turn of their own).
    if (last_move_ && !rec_.players.empty() && t.player != res_.on_turn)
      error(ReplayErrorKind::WrongTurn, t,
            rec_.players[t.player] + " moves, but it is " + rec_.players[res_.on_turn] + "'s turn");
    last_move_ = res_.turns.size() - 1;
    res_.last_move = last_move_;
    res_.on_turn = rec_.players.empty() ? 0 : (t.player + 1) % rec_.players.size();
  }

  void finish(std::size_t n) {
    // The next event's rack is the on-turn player's rack, when the record goes on.
    if (n < rec_.turns.size()) {
      const Turn& next = rec_.turns[n];
      if (next.rack_known && next.player == res_.on_turn &&
          (next.kind == TurnKind::Play || next.kind == TurnKind::Pass ||
           next.kind == TurnKind::Exchange)) {
        TileString r;
        bool ok = true;
        for (const std::string& f : next.rack) {
          const auto tile = d_.tile_of(f);
          if (!tile || is_designated_blank(*tile))
            ok = false;
          else
            r.push_back(*tile);
        }
        if (ok && !res_.racks[res_.on_turn]) res_.racks[res_.on_turn] = r;
      }
    }
  }

  const Record& rec_;
  const ReplayOptions& opt_;
  const Distribution& d_;
  ReplayResult res_;
  int event_ = 0;
  std::optional<LastPlay> last_play_;
  std::vector<std::optional<TileString>> last_racks_;  ///< per player (remember_rack)
  std::size_t last_play_index_ = 0;
  /// The rack of the event before, when it was an end-of-game penalty (six passes).
  std::optional<TileString> penalty_before_;
  std::optional<std::size_t> last_move_;
};

}  // namespace

ReplayResult replay(const Record& record, Board board, const ReplayOptions& options) {
  return Replayer(record, std::move(board), options).run();
}

}  // namespace cwg::game
