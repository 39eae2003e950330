#pragma once
/// The arrows of an arrowword picture, drawn the way the challenge's arrowtypes.png prints
/// them: each in the word's first field against the edge it shares with its question field,
/// straight ones as a wedge, bent ones as a short L ending in a wedge, clear of the letter.
#include <string>
#include <vector>

#include "grid/grid.hpp"

namespace cwg::render {

constexpr double kCell = 40.0;  ///< user units per field of every arrowword picture

/// Which part of its field a question owns: the whole field, or the top or bottom half
/// of a field with two questions.
enum class Half { Whole, Top, Bottom };

struct Point {
  double x, y;
};

/// Path data of the arrows collected while drawing: one <path> for the lines, one for the
/// wedges, so a picture with hundreds of arrows stays small.
class Canvas {
 public:
  std::string shafts;  ///< path data of every arrow line
  std::string heads;   ///< path data of every wedge

  /// A wedge whose tip is at `tip`, pointing along (dx, dy) (a unit axis vector).
  void head(Point tip, double dx, double dy);
  /// A polyline from `points`, with a wedge continuing its last segment.
  void bent(const std::vector<Point>& points);
};

/// Draws the arrow of question `q` into the word's first field (x0, y0 its top-left
/// corner). `shift` moves a down-then-right arrow to the middle of the edge, for a field
/// that also receives a right-then-down arrow in its top-left corner.
void draw_arrow(Canvas& canvas, const arrowword::Question& q, Half half, double x0, double y0,
                bool shift);

/// The halves of a field's questions (`in_field`: their indices in grid.questions): the
/// one leaving upwards on top, the one leaving downwards below, a sideways one in the other
/// half; otherwise file order.
std::vector<Half> halves_of(const arrowword::ArrowwordGrid& grid, const std::vector<int>& in_field);

}  // namespace cwg::render
