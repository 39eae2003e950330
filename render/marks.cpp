// Which fields the ratings punish, field by field: the flags of grid_figures()
// (scoring/figures.cpp), the very function rate() counts them with.
#include <vector>

#include "render/render.hpp"
#include "scoring/figures.hpp"

namespace cwg::render {

using arrowword::ArrowwordGrid;
using arrowword::grid_figures;
using arrowword::kFlagCluster;
using arrowword::kFlagDead;
using arrowword::kFlagUncrossed;

static_assert(int{kMarkUncrossed} == int{kFlagUncrossed} && int{kMarkDead} == int{kFlagDead} &&
                  int{kMarkCluster} == int{kFlagCluster},
              "render marks are the figures' field flags");

std::vector<std::uint8_t> mark_fields(const ArrowwordGrid& grid) {
  std::vector<std::uint8_t> marks;
  grid_figures(grid, &marks);
  return marks;
}

}  // namespace cwg::render
