// The SVG picture of a grid. Drawn in user units of kCell per field and sized in mm, so it
// prints at RenderOptions::cell_mm a field. Arrows follow the printed convention of the
// challenge's arrowtypes.png: each sits in the word's first field, against the edge it
// shares with its question field; straight ones as a wedge, bent ones as a short L ending
// in a wedge. They keep to the margins of the field, clear of the letter in its middle.
// The arrows are drawn by svg_arrows.cpp, text fitting by text_fit.cpp, the legend by
// svg_legend.cpp.
#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "render/render.hpp"
#include "render/svg_arrows.hpp"
#include "render/svg_legend.hpp"
#include "render/svg_text.hpp"
#include "render/text_fit.hpp"

namespace cwg::render {

using arrowword::ArrowwordGrid;
using arrowword::is_blocked_char;
using arrowword::is_letter_char;
using arrowword::kArrowDownRight;
using arrowword::kArrowRightDown;
using arrowword::kArrows;
using arrowword::kArrowTypes;
using arrowword::kQuestionField;
using arrowword::Question;

namespace {

constexpr double kMargin = 6.0;  // around the grid, room for the outer line
constexpr double kThin = 0.9;    // lines between fields
constexpr double kThick = 2.4;   // the outline of the grid and of islands
constexpr double kShaft = 1.4;   // arrow lines

constexpr const char* kClueFont =
    "DejaVu Sans Condensed, Arial Narrow, Liberation Sans Narrow, sans-serif-condensed, sans-serif";

// ---- Edges: runs of thin and thick line segments, merged along rows and columns.

struct EdgePaths {
  std::string thin, thick;
};

/// 0 no line, 1 thin, 2 thick, for the edge between fields a and b (either may be
/// outside the grid, which counts as blocked).
int edge_kind(bool a_open, bool b_open) {
  if (a_open && b_open) return 1;
  if (a_open || b_open) return 2;
  return 0;
}

EdgePaths grid_edges(const ArrowwordGrid& grid, double ox, double oy) {
  EdgePaths out;
  auto open = [&](int r, int c) { return !grid.blocked(r, c); };
  auto emit = [&](int kind, double x1, double y1, double x2, double y2) {
    std::string& path = kind == 2 ? out.thick : out.thin;
    path += "M" + num(x1) + " " + num(y1) + (y1 == y2 ? "H" + num(x2) : "V" + num(y2));
  };
  // Horizontal edges above row r (r = rows is the bottom edge), merged into runs.
  for (int r = 0; r <= grid.rows; ++r) {
    int c = 0;
    while (c < grid.cols) {
      const int kind = edge_kind(open(r - 1, c), open(r, c));
      int end = c + 1;
      while (end < grid.cols && edge_kind(open(r - 1, end), open(r, end)) == kind) ++end;
      if (kind) emit(kind, ox + c * kCell, oy + r * kCell, ox + end * kCell, oy + r * kCell);
      c = end;
    }
  }
  for (int c = 0; c <= grid.cols; ++c) {
    int r = 0;
    while (r < grid.rows) {
      const int kind = edge_kind(open(r, c - 1), open(r, c));
      int end = r + 1;
      while (end < grid.rows && edge_kind(open(end, c - 1), open(end, c)) == kind) ++end;
      if (kind) emit(kind, ox + c * kCell, oy + r * kCell, ox + c * kCell, oy + end * kCell);
      r = end;
    }
  }
  return out;
}

// ---- The picture's parts, each a function of the grid (and the options) giving its SVG.

/// Where the parts go: the grid at (ox, oy); under it the solution word's boxes, then the
/// legend.
struct Geometry {
  double ox = kMargin, oy = kMargin;
  double grid_w = 0, grid_h = 0, width = 0, height = 0;
  double box = 0.8 * kCell, box_gap = 0.2 * kCell;  // the solution word's boxes
  std::size_t per_row = 1;                          // boxes in a row
  double boxes_h = 0;
  Legend legend;
};

Geometry geometry(const ArrowwordGrid& grid, const RenderOptions& options) {
  Geometry g;
  g.grid_w = grid.cols * kCell;
  g.grid_h = grid.rows * kCell;
  g.width = std::max(g.grid_w, 480.0 * (options.mark ? 1 : 0)) + 2 * kMargin;
  if (options.mark) g.legend = layout_legend(grid, g.width - 2 * kMargin);
  // The solution word's boxes: a row (or rows) of numbered squares under the grid.
  g.per_row = static_cast<std::size_t>(
      std::max(1.0, std::floor((g.grid_w + g.box_gap) / (g.box + g.box_gap))));
  const std::size_t box_rows = (options.solution_fields.size() + g.per_row - 1) / g.per_row;
  g.boxes_h = static_cast<double>(box_rows) * (g.box + g.box_gap) + (box_rows ? kMargin : 0);
  g.height = g.grid_h + 2 * kMargin + g.boxes_h + g.legend.height;
  return g;
}

std::string svg_header(const Geometry& g, double cell_mm) {
  const double scale = cell_mm / kCell;
  std::string svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" +
         num(g.width * scale) + "mm\" height=\"" + num(g.height * scale) + "mm\" viewBox=\"0 0 " +
         num(g.width) + " " + num(g.height) + "\">\n";
  svg +=
      "<rect width=\"" + num(g.width) + "\" height=\"" + num(g.height) + "\" fill=\"#ffffff\"/>\n";
  return svg;
}

// Field fills: islands, question fields, and the marks. One path per colour, made of
// horizontal runs: neighbouring fields of a colour show no seam between them.
std::string field_fills(const ArrowwordGrid& grid, const Geometry& g, bool mark) {
  const std::vector<std::uint8_t> marks = mark ? mark_fields(grid) : std::vector<std::uint8_t>{};
  const std::array<const char*, 5> colours = {kIslandFill, kQuestionFill, kClusterFill,
                                              kUncrossedFill, kDeadFill};
  std::array<std::string, 5> runs;
  auto colour_of = [&](int r, int c) -> int {
    const char ch = grid.at(r, c);
    const std::uint8_t m = marks.empty() ? 0 : marks[static_cast<std::size_t>(grid.index(r, c))];
    if (is_blocked_char(ch)) return 0;
    if (ch == kQuestionField) return (m & kMarkCluster) ? 2 : 1;
    if (m & kMarkDead) return 4;
    if (m & kMarkUncrossed) return 3;
    return -1;
  };
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols;) {
      const int colour = colour_of(r, c);
      int end = c + 1;
      while (end < grid.cols && colour_of(r, end) == colour) ++end;
      if (colour >= 0)
        runs[static_cast<std::size_t>(colour)] +=
            "M" + num(g.ox + c * kCell) + " " + num(g.oy + r * kCell) + "h" +
            num((end - c) * kCell) + "v" + num(kCell) + "h" + num(-(end - c) * kCell) + "Z";
      c = end;
    }
  std::string svg = "<g id=\"fields\">\n";
  for (std::size_t k = 0; k < runs.size(); ++k)
    if (!runs[k].empty())
      svg += std::string("<path fill=\"") + colours[k] + "\" d=\"" + runs[k] + "\"/>\n";
  svg += "</g>\n";
  return svg;
}

/// Which half of its field each question owns, and the split lines of fields with two.
struct QuestionHalves {
  std::vector<Half> half_of;  // per question
  std::string splits;         // path data
};

QuestionHalves question_halves(const ArrowwordGrid& grid, const Geometry& g) {
  std::vector<std::vector<int>> in_field(grid.fields.size());
  for (std::size_t i = 0; i < grid.questions.size(); ++i) {
    const Question& q = grid.questions[i];
    if (grid.inside(q.row, q.col))
      in_field[static_cast<std::size_t>(grid.index(q.row, q.col))].push_back(static_cast<int>(i));
  }
  QuestionHalves out{std::vector<Half>(grid.questions.size(), Half::Whole), {}};
  for (std::size_t f = 0; f < in_field.size(); ++f) {
    if (in_field[f].empty()) continue;
    const auto halves = halves_of(grid, in_field[f]);
    for (std::size_t k = 0; k < halves.size(); ++k)
      out.half_of[static_cast<std::size_t>(in_field[f][k])] = halves[k];
    if (in_field[f].size() >= 2) {
      const int r = static_cast<int>(f) / grid.cols, c = static_cast<int>(f) % grid.cols;
      out.splits +=
          "M" + num(g.ox + c * kCell) + " " + num(g.oy + (r + 0.5) * kCell) + "h" + num(kCell);
    }
  }
  return out;
}

std::string grid_lines(const ArrowwordGrid& grid, const Geometry& g, const std::string& splits) {
  const EdgePaths edges = grid_edges(grid, g.ox, g.oy);
  std::string svg = "<g id=\"lines\" fill=\"none\" stroke=\"#000000\" stroke-linecap=\"square\">\n";
  if (!edges.thin.empty())
    svg += "<path stroke-width=\"" + num(kThin) + "\" d=\"" + edges.thin + "\"/>\n";
  if (!splits.empty()) svg += "<path stroke-width=\"" + num(kThin) + "\" d=\"" + splits + "\"/>\n";
  if (!edges.thick.empty())
    svg += "<path stroke-width=\"" + num(kThick) + "\" d=\"" + edges.thick + "\"/>\n";
  svg += "</g>\n";
  return svg;
}

// Clue texts in the question fields: one <text> per question whose word has a clue.
std::string clue_texts(const ArrowwordGrid& grid, const Geometry& g, const puzzle::ClueMap& map,
                       const std::vector<Half>& half_of) {
  const auto words = arrowword::question_words(grid);
  std::string clues;
  for (std::size_t i = 0; i < grid.questions.size(); ++i) {
    const Question& q = grid.questions[i];
    if (words[i].empty() || !grid.inside(q.row, q.col)) continue;
    const auto it = map.find(words[i]);
    if (it == map.end() || it->second.empty()) continue;
    const double pad = 0.05 * kCell;
    const bool half = half_of[i] != Half::Whole;
    const ClueBox clue_size = clue_box(half);
    const double box_x = g.ox + q.col * kCell + pad, box_w = clue_size.w, box_h = clue_size.h;
    const double box_y = g.oy + q.row * kCell + pad + (half_of[i] == Half::Bottom ? kCell / 2 : 0);
    const FittedText fit = fit_clue(it->second, half);
    if (fit.lines.empty()) continue;
    const double line_h = fit.size * kLineHeight;
    const double top = box_y + (box_h - static_cast<double>(fit.lines.size()) * line_h) / 2;
    const double cx = box_x + box_w / 2;
    clues += "<text font-size=\"" + num(fit.size) + "\">";
    for (std::size_t l = 0; l < fit.lines.size(); ++l)
      clues += "<tspan x=\"" + num(cx) + "\" y=\"" +
               num(top + static_cast<double>(l) * line_h + 0.8 * fit.size) + "\">" +
               xml_escape(fit.lines[l]) + "</tspan>";
    clues += "</text>\n";
  }
  if (clues.empty()) return {};
  return std::string("<g id=\"clues\" font-family=\"") + kClueFont +
         "\" font-stretch=\"condensed\" text-anchor=\"middle\" fill=\"#000000\">\n" + clues +
         "</g>\n";
}

std::string letter_texts(const ArrowwordGrid& grid, const Geometry& g) {
  std::string text;
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c) {
      const char ch = grid.at(r, c);
      if (!is_letter_char(ch)) continue;
      text += "<text x=\"" + num(g.ox + (c + 0.5) * kCell) + "\" y=\"" +
              num(g.oy + (r + 0.69) * kCell) + "\">" + ch + "</text>\n";
    }
  if (text.empty()) return {};
  return std::string("<g id=\"letters\" font-family=\"") + kSvgFont + "\" font-size=\"" +
         num(0.46 * kCell) + "\" text-anchor=\"middle\" fill=\"#000000\">\n" + text + "</g>\n";
}

// Arrows, each into its word's first field.
std::string arrows(const ArrowwordGrid& grid, const Geometry& g, const std::vector<Half>& half_of) {
  Canvas canvas;
  std::vector<std::uint8_t> gets4(grid.fields.size(), 0);  // a right-then-down arrow arrives
  for (const Question& q : grid.questions)
    if (q.type == kArrowRightDown && grid.inside(q.row, q.col + 1))
      gets4[static_cast<std::size_t>(grid.index(q.row, q.col + 1))] = 1;
  for (std::size_t i = 0; i < grid.questions.size(); ++i) {
    const Question& q = grid.questions[i];
    if (q.type < 0 || q.type >= kArrowTypes) continue;
    const int tr = q.row + kArrows[q.type].dr, tc = q.col + kArrows[q.type].dc;
    if (!grid.inside(tr, tc)) continue;
    const bool shift =
        q.type == kArrowDownRight && gets4[static_cast<std::size_t>(grid.index(tr, tc))];
    draw_arrow(canvas, q, half_of[i], g.ox + tc * kCell, g.oy + tr * kCell, shift);
  }
  if (canvas.shafts.empty() && canvas.heads.empty()) return {};
  std::string svg = "<g id=\"arrows\">\n";
  if (!canvas.shafts.empty())
    svg += "<path fill=\"none\" stroke=\"#000000\" stroke-width=\"" + num(kShaft) +
           "\" stroke-linejoin=\"miter\" d=\"" + canvas.shafts + "\"/>\n";
  if (!canvas.heads.empty()) svg += "<path fill=\"#000000\" d=\"" + canvas.heads + "\"/>\n";
  svg += "</g>\n";
  return svg;
}

// The solution word: numbered circles in its fields, numbered boxes under the grid (with
// the letters in the solution view).
std::string solution_word(const ArrowwordGrid& grid, const Geometry& g,
                          const std::vector<int>& fields, bool letters) {
  std::string circles, boxes;
  const double number_size = 0.22 * kCell, box = g.box;
  for (std::size_t k = 0; k < fields.size(); ++k) {
    const int f = fields[k];
    const double x = g.ox + (f % grid.cols) * kCell, y = g.oy + (f / grid.cols) * kCell;
    const std::string number = std::to_string(k + 1);
    circles += "<circle cx=\"" + num(x + kCell / 2) + "\" cy=\"" + num(y + kCell / 2) + "\" r=\"" +
               num(0.44 * kCell) + "\"/><text stroke=\"none\" fill=\"#000000\" x=\"" +
               num(x + 0.06 * kCell) + "\" y=\"" + num(y + 0.24 * kCell) + "\">" + number +
               "</text>\n";
    const double bx = g.ox + static_cast<double>(k % g.per_row) * (box + g.box_gap);
    const double by =
        g.oy + g.grid_h + kMargin + static_cast<double>(k / g.per_row) * (box + g.box_gap);
    boxes += "<rect x=\"" + num(bx) + "\" y=\"" + num(by) + "\" width=\"" + num(box) +
             "\" height=\"" + num(box) + "\"/><text stroke=\"none\" fill=\"#000000\" x=\"" +
             num(bx + 0.05 * kCell) + "\" y=\"" + num(by + 0.22 * kCell) + "\">" + number +
             "</text>";
    if (letters)
      boxes += "<text stroke=\"none\" fill=\"#000000\" x=\"" + num(bx + box / 2) + "\" y=\"" +
               num(by + 0.62 * box) + "\" font-size=\"" + num(0.46 * kCell) +
               "\" text-anchor=\"middle\">" + grid.fields[static_cast<std::size_t>(f)] + "</text>";
    boxes += "\n";
  }
  return std::string("<g id=\"solution-word\" font-family=\"") + kSvgFont + "\" font-size=\"" +
         num(number_size) + "\" fill=\"none\" stroke=\"#000000\" stroke-width=\"" + num(kThin) +
         "\">\n<g>" + circles + "</g>\n<g>" + boxes + "</g>\n</g>\n";
}

}  // namespace

PictureFrame picture_frame(const ArrowwordGrid& grid) {
  return {kMargin, kMargin, kCell, grid.cols * kCell + 2 * kMargin,
          grid.rows * kCell + 2 * kMargin};
}

std::string render_svg(const ArrowwordGrid& grid, const RenderOptions& options) {
  const bool letters = options.view == RenderView::Solution;
  const Geometry g = geometry(grid, options);
  std::string svg;
  svg.reserve(static_cast<std::size_t>(grid.rows) * static_cast<std::size_t>(grid.cols) * 120 +
              2048);
  svg += svg_header(g, options.cell_mm);
  svg += field_fills(grid, g, options.mark);
  const QuestionHalves halves = question_halves(grid, g);
  svg += grid_lines(grid, g, halves.splits);
  if (options.clues) svg += clue_texts(grid, g, *options.clues, halves.half_of);
  if (letters) svg += letter_texts(grid, g);
  svg += arrows(grid, g, halves.half_of);
  if (!options.solution_fields.empty())
    svg += solution_word(grid, g, options.solution_fields, letters);
  if (!g.legend.placed.empty())
    svg += legend_svg(g.legend, kMargin, g.oy + g.grid_h + kMargin + g.boxes_h);
  svg += "</svg>\n";
  return svg;
}

}  // namespace cwg::render
