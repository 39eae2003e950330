// The arrows of an arrowword picture (svg_arrows.hpp).
#include "render/svg_arrows.hpp"

#include <algorithm>
#include <cstddef>

#include "render/svg_text.hpp"

namespace cwg::render {

using arrowword::ArrowwordGrid;
using arrowword::kArrowDown;
using arrowword::kArrowDownRight;
using arrowword::kArrowLeftDown;
using arrowword::kArrowRight;
using arrowword::kArrowRightDown;
using arrowword::kArrowUpRight;
using arrowword::Question;

namespace {

constexpr double kHeadLen = 0.17;   // arrow wedge, in fields
constexpr double kHeadHalf = 0.09;  // half its width, in fields

/// Where a question's arrow leaves its field: up, down, or sideways.
enum class Exit { Up, Side, Down };  // in order from the top of the field

Exit exit_of(int type) {
  if (type == kArrowUpRight) return Exit::Up;
  if (type == kArrowDown || type == kArrowDownRight) return Exit::Down;
  return Exit::Side;
}

}  // namespace

void Canvas::head(Point tip, double dx, double dy) {
  const double len = kHeadLen * kCell, half = kHeadHalf * kCell;
  const Point base{tip.x - dx * len, tip.y - dy * len};
  heads += "M" + num(tip.x) + " " + num(tip.y) + "L" + num(base.x - dy * half) + " " +
           num(base.y + dx * half) + "L" + num(base.x + dy * half) + " " + num(base.y - dx * half) +
           "Z";
}

void Canvas::bent(const std::vector<Point>& points) {
  for (std::size_t i = 0; i < points.size(); ++i)
    shafts += (i ? "L" : "M") + num(points[i].x) + " " + num(points[i].y);
  const Point a = points[points.size() - 2], b = points.back();
  const double dx = b.x > a.x ? 1 : b.x < a.x ? -1 : 0;
  const double dy = b.y > a.y ? 1 : b.y < a.y ? -1 : 0;
  // The wedge starts where the line ends; the line reaches a little into it.
  shafts += "L" + num(b.x + dx * 0.03 * kCell) + " " + num(b.y + dy * 0.03 * kCell);
  head({b.x + dx * kHeadLen * kCell, b.y + dy * kHeadLen * kCell}, dx, dy);
}

void draw_arrow(Canvas& canvas, const Question& q, Half half, double x0, double y0, bool shift) {
  auto at = [&](double fx, double fy) { return Point{x0 + fx * kCell, y0 + fy * kCell}; };
  // Bent arrows: in along an edge, kIn from the corner; turn after kIn, and on for kIn.
  constexpr double kIn = 0.12, kTurn = 2 * kIn;
  switch (q.type) {
    case kArrowDown:
      canvas.head(at(0.5, kHeadLen), 0, 1);
      break;
    case kArrowRight: {
      const double y = half == Half::Top ? 0.25 : half == Half::Bottom ? 0.75 : 0.5;
      canvas.head(at(kHeadLen, y), 1, 0);
      break;
    }
    case kArrowDownRight: {
      const double x = shift ? 0.5 : kIn;
      canvas.bent({at(x, 0), at(x, kIn), at(x + kIn, kIn)});
      break;
    }
    case kArrowUpRight:
      canvas.bent({at(kIn, 1), at(kIn, 1 - kIn), at(kTurn, 1 - kIn)});
      break;
    case kArrowLeftDown: {
      const double y = half == Half::Bottom ? 0.5 + kIn : kIn;
      canvas.bent({at(1, y), at(1 - kIn, y), at(1 - kIn, y + kIn)});
      break;
    }
    case kArrowRightDown: {
      const double y = half == Half::Bottom ? 0.5 + kIn : kIn;
      canvas.bent({at(0, y), at(kIn, y), at(kIn, y + kIn)});
      break;
    }
    default:
      break;
  }
}

std::vector<Half> halves_of(const ArrowwordGrid& grid, const std::vector<int>& in_field) {
  if (in_field.size() < 2) return std::vector<Half>(in_field.size(), Half::Whole);
  auto rank = [&](std::size_t k) {
    return static_cast<int>(exit_of(grid.questions[static_cast<std::size_t>(in_field[k])].type));
  };
  std::vector<std::size_t> order(in_field.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return rank(a) < rank(b); });
  std::vector<Half> halves(in_field.size());
  // Three or more questions in one field break rule 3; they alternate.
  for (std::size_t k = 0; k < order.size(); ++k)
    halves[order[k]] = k * 2 < order.size() ? Half::Top : Half::Bottom;
  return halves;
}

}  // namespace cwg::render
