// The per-cell tables of the arrow rules, built once per layout.
#include "solver/arrows.hpp"

namespace cwg::arrowword::solver {

ArrowRules::ArrowRules(const Layout& l) : cols_(l.cols) {
  const auto n = static_cast<std::size_t>(l.cells());
  bent_.assign(n, 0);
  nb_.assign(n, 0);
  auto blocked = [&](int r, int c) {
    return l.kind[static_cast<std::size_t>(r * l.cols + c)] == Kind::Blocked;
  };
  for (int r = 0; r < l.rows; ++r)
    for (int c = 0; c < l.cols; ++c) {
      const auto i = static_cast<std::size_t>(r * l.cols + c);
      // SPEC rule 4: row 0, column 0, or the field to the left or above is blocked.
      bent_[i] = r == 0 || c == 0 || blocked(r, c - 1) || blocked(r - 1, c);
      nb_[i] = static_cast<std::uint8_t>((r > 0 ? kNbUp : 0) | (r + 1 < l.rows ? kNbDown : 0) |
                                         (c > 0 ? kNbLeft : 0) | (c + 1 < l.cols ? kNbRight : 0));
    }
}

}  // namespace cwg::arrowword::solver
