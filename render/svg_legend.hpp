#pragma once
/// The legend under a marked arrowword picture (render --mark): a swatch per mark colour with
/// its count, then the score and the six ratings, flowed into lines as wide as the picture.
#include <string>
#include <vector>

#include "grid/grid.hpp"

namespace cwg::render {

constexpr const char* kIslandFill = "#8f8f8f";
constexpr const char* kQuestionFill = "#e6e6e6";
constexpr const char* kUncrossedFill = "#9fe29f";
constexpr const char* kDeadFill = "#f4958f";
constexpr const char* kClusterFill = "#86cdf0";

struct LegendItem {
  const char* fill;  ///< swatch colour, or null for plain text
  std::string text;
  bool new_line = false;
};

/// An item at its place: x from the left margin, y (baseline) from the top of the legend.
struct PlacedItem {
  LegendItem item;
  double x, y;
};

/// The legend laid out in lines: its items and its height.
struct Legend {
  std::vector<PlacedItem> placed;
  double height = 0;
};

/// The items of `grid`'s legend (its marks' counts, its ratings) flowed into lines of
/// `avail` user units.
Legend layout_legend(const arrowword::ArrowwordGrid& grid, double avail);

/// The legend's <g> element, its first line's top at `top`, indented by `left`.
std::string legend_svg(const Legend& legend, double left, double top);

}  // namespace cwg::render
