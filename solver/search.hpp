#pragma once
/// The fill phase: a constraint-propagating backtracking search over word slots.
///
/// Variables are slots; a slot's domain is a bitset over the words of its length, narrowed
/// by AND with the dictionary's per-(length, position, letter) bitsets (compact-table style).
/// Every cell keeps a letter mask that is arc-consistent with the slots crossing there.
/// Slots are chosen by dom/wdeg (Boussemart et al., ECAI 2004): a slot's weight grows each
/// time its domain is wiped out, and weights carry across restarts and layout repairs.
/// Words are ordered by the support they leave their crossing slots, randomized among the
/// best few. Restarts follow a geometric cutoff on failures. A slot whose domain shrinks to
/// one word takes it, and that word leaves every other slot (no word twice).
///
/// The phases live in propagate.cpp, select.cpp, backtrack.cpp and restart.cpp, all methods
/// of this one state.
#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "core/dictionary.hpp"
#include "solver/options.hpp"
#include "solver/stop.hpp"

namespace cwg {

/// Longest slot the search handles (its per-position scratch arrays are this long); a longer
/// slot gets an empty domain, which reports it as having no candidate word.
constexpr int kMaxSlotLength = 64;

/// One slot of a fill problem: its cells in order.
struct FillSlot {
  int length = 0;
  std::vector<int> cells;
};

/// Where a slot passes through a cell: the slot and the position of the cell in it.
struct SlotAt {
  int slot;
  int pos;
};

struct FillProblem {
  int cells = 0;
  std::vector<FillSlot> slots;
  std::vector<LetterMask> cell_mask;            ///< initial masks (a given letter, else all)
  std::vector<std::vector<SlotAt>> cell_slots;  ///< per cell, every slot through it
};

/// Fills `cell_slots`; call after filling `slots` and `cell_mask`. Usually a cell lies in
/// one or two slots; grids made elsewhere may have a word start inside another (rule 6),
/// putting a cell in three or more.
void link_crossings(FillProblem& problem);

enum class FillStatus { Solved, Failed, Unsatisfiable, Stopped };

struct FillStats {
  long nodes = 0;
  long fails = 0;
  int restarts = 0;
  FillStats& operator+=(const FillStats& o) {
    nodes += o.nodes;
    fails += o.fails;
    restarts += o.restarts;
    return *this;
  }
};

class Search {
 public:
  Search(const FillProblem& problem, const Dictionary& dict, const SolverOptions& opts,
         const StopToken& stop);

  /// Runs up to `max_restarts` restarts. `weights` (one per slot) are read and updated.
  FillStatus run(Rng& rng, int max_restarts, std::vector<double>& weights);

  /// After Solved: the word index (among its length's words) of every slot.
  const std::vector<int>& solution() const { return assigned_; }
  /// After Unsatisfiable: a slot whose domain the initial propagation wiped out.
  int empty_slot() const { return empty_slot_; }
  const FillStats& stats() const { return stats_; }

 private:
  // propagate.cpp
  bool propagate();
  bool revise(int s);
  bool assign(int s, int word);
  void enqueue(int s);
  void enqueue_crossing(int cell, int except);
  void save_domain(int s);
  void set_mask(int cell, LetterMask mask);
  void push_level();
  void pop_level();
  // select.cpp
  int select_slot(Rng& rng) const;
  void order_words(int s, Rng& rng, std::vector<int>& out);
  // backtrack.cpp
  FillStatus dfs(long fail_limit, Rng& rng);

  const FillProblem& p_;
  const Dictionary& dict_;
  const SolverOptions& opts_;
  const StopToken& stop_;
  std::vector<double>* weights_ = nullptr;

  std::vector<Bitset> dom_;
  std::vector<int> count_;
  std::vector<int> assigned_;
  std::vector<LetterMask> mask_;
  int unassigned_ = 0;

  // Trail: what to restore when a level is popped.
  struct Entry {
    enum Kind : std::uint8_t { Domain, Mask, Assign } kind;
    int index;
    std::uint32_t old;         // mask, count or assigned word
    std::size_t word_offset;   // into trail_words_ for Domain
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
  FillStats stats_;
};

}  // namespace cwg
