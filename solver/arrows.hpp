#pragma once
/// The arrow rules of SPEC.md as the layout search applies them: which question fields may
/// clue a run (rule 4: bent arrows only on row 0, column 0 or next to an island; a given
/// question is its run's only clue) and which sets of arrow types a field may carry (rule 3:
/// one type or one of five pairs; pairs only where doubles are allowed or given).
///
/// Built once per layout: the blocked fields never change during the search, so whether a
/// field may carry a bent arrow and which of its neighbours lie inside the grid are
/// precomputed per cell. candidates() is then a few table lookups; both the whole-layout
/// derive_clues() and the incremental LayoutState ask it, so they see the same candidates in
/// the same order. The independent validator keeps its own copy of these rules.
#include <array>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

#include "grid/grid.hpp"
#include "solver/layout_model.hpp"

namespace cwg::arrowword::solver {

/// Neighbour bits of a cell: which of its 4-neighbours lie inside the grid.
enum NeighbourBit : std::uint8_t { kNbUp = 1, kNbDown = 2, kNbLeft = 4, kNbRight = 8 };

/// The pairs of arrow types that may share a field (SPEC rule 3), as arrow_bit() sets.
constexpr unsigned kArrowPairs[] = {
    arrow_bit(kArrowDown) | arrow_bit(kArrowRight),
    arrow_bit(kArrowDown) | arrow_bit(kArrowLeftDown),
    arrow_bit(kArrowDown) | arrow_bit(kArrowRightDown),
    arrow_bit(kArrowRight) | arrow_bit(kArrowDownRight),
    arrow_bit(kArrowRight) | arrow_bit(kArrowUpRight),
};

/// Per set of arrow types: bit 0 when it is one type (or none) or an allowed pair, bit 1
/// when it is a pair. A table, as the clue greedy asks it for every candidate.
inline constexpr std::array<std::uint8_t, 64> kArrowSetInfo = [] {
  std::array<std::uint8_t, 64> t{};
  for (unsigned m = 0; m < 64; ++m) {
    const int bits = std::popcount(m);
    bool ok = bits <= 1;
    for (unsigned p : kArrowPairs) ok = ok || p == m;
    t[m] = static_cast<std::uint8_t>((ok ? 1 : 0) | (bits == 2 ? 2 : 0));
  }
  return t;
}();

/// Is a set of arrow types (arrow_bit()s) one type or an allowed pair (SPEC rule 3)?
inline bool arrow_set_allowed(unsigned types) {
  return kArrowSetInfo[types & 63u] & 1;
}
/// Is it a pair (two questions on one field)?
inline bool is_pair(unsigned types) {
  return kArrowSetInfo[types & 63u] & 2;
}

/// A field with given questions must carry exactly those.
inline bool given_kept(const Layout& l, int cell, unsigned types) {
  const unsigned given = l.given_types[static_cast<std::size_t>(cell)];
  return given == 0 || given == types;
}

/// May `cell` carry the arrow types `types`? A pair needs doubles allowed, unless the input
/// gave that very pair there.
inline bool allowed_at(const Layout& l, int cell, unsigned types) {
  if (!arrow_set_allowed(types)) return false;
  return !is_pair(types) || l.allow_doubles ||
         l.given_types[static_cast<std::size_t>(cell)] == types;
}

/// One arrow type seen from the run it clues: the question stands at start - (dr, dc), on
/// the `side` of the start; the start is on the `reverse_side` of the question.
struct ArrowFeed {
  int type;
  int dr, dc;
  std::uint8_t side, reverse_side;
  bool bent;
};
namespace arrow_detail {
constexpr std::uint8_t side_of(int dr, int dc) {
  return dr > 0 ? kNbUp : dr < 0 ? kNbDown : dc > 0 ? kNbLeft : kNbRight;
}
constexpr ArrowFeed feed(int t) {
  const Arrow& a = kArrows[t];
  return {t, a.dr, a.dc, side_of(a.dr, a.dc), side_of(-a.dr, -a.dc), a.bent};
}
}  // namespace arrow_detail
/// Per run direction (Dir), the arrow types that clue it: the straight one first.
inline constexpr std::array<std::array<ArrowFeed, 3>, 2> kArrowFeeds = {{
    {arrow_detail::feed(kArrowRight), arrow_detail::feed(kArrowDownRight),
     arrow_detail::feed(kArrowUpRight)},
    {arrow_detail::feed(kArrowDown), arrow_detail::feed(kArrowRightDown),
     arrow_detail::feed(kArrowLeftDown)},
}};

class ArrowRules {
 public:
  explicit ArrowRules(const Layout& l);

  /// The question fields that could clue the run `node` (run_node()), with their types:
  /// the given question addressing it if any; else the straight arrow's field, then the
  /// bent ones, each when it is a question field without given questions. Returns how many.
  int candidates(const Layout& l, int node, ArrowClue out[3]) const {
    const ArrowClue forced = l.forced[static_cast<std::size_t>(node)];
    if (!forced.none()) {
      out[0] = forced;
      return 1;
    }
    const int start = run_start(node);
    int n = 0;
    if (run_dir(node) == Dir::Right)
      candidates_in<0>(l, start, out, n, std::make_index_sequence<3>{});
    else
      candidates_in<1>(l, start, out, n, std::make_index_sequence<3>{});
    return n;
  }

  /// f(node) for every run a question field `q` could clue by the arrow rules (its starts
  /// inside the grid; whether they are runs is the caller's business).
  template <class F>
  void runs_fed_by(int q, F&& f) const {
    runs_fed_in<0>(q, f, std::make_index_sequence<3>{});
    runs_fed_in<1>(q, f, std::make_index_sequence<3>{});
  }

  /// Which 4-neighbours of `cell` lie inside the grid (NeighbourBit).
  unsigned neighbours(int cell) const { return nb_[static_cast<std::size_t>(cell)]; }
  int cols() const { return cols_; }

 private:
  // The loops over kArrowFeeds are unrolled at compile time (folds over the indices), so
  // each arrow's offsets and sides are constants: these run for every run a move touches.
  template <std::size_t D, std::size_t... I>
  void candidates_in(const Layout& l, int start, ArrowClue out[3], int& n,
                     std::index_sequence<I...>) const {
    const unsigned nb = nb_[static_cast<std::size_t>(start)];
    auto one = [&](const ArrowFeed& f) {
      if (!(nb & f.side)) return;
      const int q = start - f.dr * cols_ - f.dc;
      const auto k = static_cast<std::size_t>(q);
      if (l.kind[k] != Kind::Question || (f.bent && !bent_[k]) || l.given_types[k] != 0) return;
      out[n++] = {q, f.type};
    };
    (one(kArrowFeeds[D][I]), ...);
  }
  template <std::size_t D, class F, std::size_t... I>
  void runs_fed_in(int q, F& f, std::index_sequence<I...>) const {
    const unsigned nb = nb_[static_cast<std::size_t>(q)];
    const bool bent = bent_[static_cast<std::size_t>(q)];
    auto one = [&](const ArrowFeed& fd) {
      if ((nb & fd.reverse_side) && (bent || !fd.bent))
        f(run_node(q + fd.dr * cols_ + fd.dc, kArrows[fd.type].dir));
    };
    (one(kArrowFeeds[D][I]), ...);
  }

  int cols_ = 0;
  std::vector<std::uint8_t> bent_;  ///< per cell: may carry a bent arrow
  std::vector<std::uint8_t> nb_;    ///< per cell: NeighbourBit of the neighbours inside
};

}  // namespace cwg::arrowword::solver
