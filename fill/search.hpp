#pragma once
/// The fill search: a constraint-propagating backtracking search over word slots.
///
/// Variables are slots; a slot's domain is a bitset over the words of its length, narrowed
/// by AND with the dictionary's per-(length, position, letter) bitsets (compact-table style).
/// Every cell keeps a letter mask that is arc-consistent with the slots crossing there.
/// Slots are chosen by dom/wdeg (Boussemart et al., ECAI 2004): a slot's weight grows each
/// time its domain is wiped out, and weights carry across restarts (and, in the arrowword
/// solver, across layout repairs). Words are ordered by the support they leave their
/// crossing slots (with a scored list, plus `word_preference` times their score's distance
/// from 50, per 50), randomized among the best few; with `candidates` = 0 every word of the
/// domain is tried in that order (sorted in growing chunks, as most decisions never get
/// past the first few). With `refute`, a word that failed leaves its slot's domain at the
/// decision's level and that removal is propagated before the next word is tried (2-way
/// branching, stronger than trying words one after the other). Restarts follow a geometric
/// cutoff on failures. A slot whose domain shrinks to one word takes it, and that word
/// leaves every other slot (no word twice).
///
/// With `partial_restarts`, a restart begins from the deepest partial fill of the restart
/// before, less the words near the slots that failed there (a large neighbourhood search:
/// a big grid keeps what it has and redoes the region where it is stuck).
///
/// The phases live in propagate.cpp, select.cpp, backtrack.cpp, partial.cpp and restart.cpp, all
/// methods of this one state. fill.cpp runs attempts of it (fill/fill.hpp); the arrowword solver
/// calls it directly, a few restarts per layout.
#include <cstdint>
#include <functional>
#include <vector>

#include "core/rng.hpp"
#include "core/stop.hpp"
#include "dict/dictionary.hpp"
#include "fill/fill.hpp"
#include "fill/options.hpp"

namespace cwg::fill {

class Search {
 public:
  Search(const FillProblem& problem, const Dictionary& dict, const FillOptions& opts,
         const StopToken& stop);

  /// Runs up to `max_restarts` restarts, and stops (Failed) once the failures of all of
  /// them exceed `max_fails`. `weights` (one per slot) are read and updated.
  FillStatus run(Rng& rng, int max_restarts, std::vector<double>& weights, long max_fails = -1);

  /// Makes the first restart begin from `start` (with opts.partial_restarts).
  void start_from(const FillStart& start);

  /// After Solved: the word index (among its length's words) of every slot.
  const std::vector<int>& solution() const { return assigned_; }
  /// After Unsatisfiable: a slot whose domain the initial propagation wiped out.
  int empty_slot() const { return empty_slot_; }
  const FillStats& stats() const { return stats_; }
  /// With partial restarts, after Failed: the deepest partial fill of the whole run (per slot
  /// a word or -1), where a caller that changes the problem may start again from.
  const std::vector<int>& deepest() const { return record_assigned_; }

  /// Calls f(slot) at each decision, with the slot chosen: for tools that record the
  /// questions a fill asks of its word index (bench/dict_bench.sh).
  void on_decision(std::function<void(int)> f) { on_decision_ = std::move(f); }
  /// The letters along slot s as the search has them now: a cell down to one letter gives
  /// it, any other -1.
  std::vector<int> pattern(int s) const;

 private:
  // propagate.cpp
  bool propagate();
  bool revise(int s);
  bool assign(int s, int word);
  /// Takes `word` out of unassigned slot `s`'s domain (saved for undo) and queues the slot;
  /// false when that empties the domain (the slot's weight grows: it failed).
  bool remove_word(int s, int word);
  void enqueue(int s);
  void enqueue_crossing(int cell, int except);
  void save_domain(int s);
  void set_mask(int cell, LetterMask mask);
  void push_level();
  void pop_level();
  // select.cpp
  int select_slot(Rng& rng) const;
  struct Scored {
    float score;
    int word;
  };
  /// A decision: its slot, the words in the order they are tried, and (complete search)
  /// the scored words not yet put in order.
  struct Frame {
    int slot = -1;
    std::vector<int> words;
    std::size_t next = 0;
    std::vector<Scored> rest;
    bool open = false;    ///< a word's level is pushed and the search is below it
    bool forced = false;  ///< refutations left the slot one word, taken by propagation
  };
  void order_words(int s, Rng& rng, Frame& frame);
  /// Puts the next chunk of frame.rest in order behind frame.words; false when none is left.
  bool more_words(Frame& frame, Rng& rng);
  // backtrack.cpp
  FillStatus dfs(long fail_limit, Rng& rng);
  /// Removes `word` from slot s's domain at the current level and propagates; false on a
  /// wipe-out.
  bool refute_word(int s, int word);
  /// Notes the partial fill when the search is deeper than ever in this restart (and the
  /// slot chosen next there), for partial restarts.
  void note_depth(int next_slot);
  // partial.cpp
  /// At a restart's base level: assigns the words kept from the restart before (false when
  /// they no longer fit, which monotone propagation rules out; then none is kept).
  bool reapply_kept();
  /// After a failed restart: keeps its deepest partial fill less the words within
  /// partial_radius crossings of the slots that failed there.
  void choose_kept(const std::vector<double>& weights_before);
  /// Frees kept words within `radius` crossings of slot s.
  void free_around(int s, int radius);

  const FillProblem& p_;
  const Dictionary& dict_;
  const FillOptions& opts_;
  const StopToken& stop_;
  std::vector<double>* weights_ = nullptr;

  std::vector<Bitset> dom_;
  std::vector<int> count_;
  std::vector<int> assigned_;
  std::vector<LetterMask> mask_;
  /// Per slot and position (slot * kMaxSlotLength + k): the cell's mask when the slot's
  /// domain was last filtered by it with bitsets; the domain holds no word outside it.
  std::vector<LetterMask> applied_;
  int unassigned_ = 0;

  // Trail: what to restore when a level is popped.
  struct Entry {
    enum Kind : std::uint8_t { Domain, Mask, Assign, Applied } kind;
    int index;
    std::uint32_t old;        // mask, count or assigned word
    std::size_t word_offset;  // into trail_words_ for Domain
  };
  std::vector<Entry> trail_;
  std::vector<std::uint64_t> trail_words_;
  std::vector<std::size_t> level_start_;
  std::vector<std::uint64_t> saved_stamp_;  // per slot: level id at which its domain was saved
  std::uint64_t level_id_ = 0;

  std::vector<int> queue_;
  std::vector<std::uint8_t> queued_;
  std::vector<std::vector<int>> slots_of_length_;
  std::vector<Bitset> scratch_;  // per length
  int empty_slot_ = -1;
  bool truncated_ = false;  // some decision tried only its best candidates

  // Partial restarts (opts.partial_restarts).
  std::vector<int> kept_;             ///< per slot: the word a restart starts with, or -1
  int best_unassigned_ = 0;           ///< fewest slots left open in this restart
  std::vector<int> best_assigned_;    ///< the partial fill there
  int best_next_ = -1;                ///< the slot chosen next there
  int record_unassigned_ = 1 << 30;   ///< fewest slots left open by any restart
  std::vector<int> record_assigned_;  ///< the partial fill there
  int widen_ = 0;                     ///< restarts since the record: the freed region grows
  FillStats stats_;
  std::function<void(int)> on_decision_;
};

}  // namespace cwg::fill
