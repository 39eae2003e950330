// The American layout: measured text (Cairo's extents of the embedded font), so a clue
// wraps where it really runs out of room, and a column ends where its last whole clue does.
#include "print/american.hpp"

#include <algorithm>
#include <cmath>
#include <tuple>

#include "puzzle/puzzle.hpp"

namespace cwg::print {

namespace {

constexpr int kColumns = 4;
constexpr double kColumnGap = 14;
constexpr double kHeadingSize = 9.5;
constexpr double kGutter = 16;      ///< the clue number, right-aligned, then the text
constexpr double kMaxCell = 26;     ///< about 9 mm: a 15x15 spans three of four columns
constexpr double kGridShare = 0.6;  ///< of the page's content height, at most
/// Clue sizes tried, largest first: the first at which every clue fits on page 1 is used;
/// when none does, the largest, and the clues flow on to further pages.
constexpr double kClueSizes[] = {8.5, 8, 7.5, 7};

/// A clue (its number and wrapped lines), a heading, or the notes' lines.
struct Block {
  std::string number;
  std::vector<std::string> lines;
  bool heading = false;
  bool gap_before = false;  ///< a blank line before it, dropped at the top of a column
};

/// The clue lists' type: size and baseline-to-baseline distance.
struct ClueStyle {
  double size = 8.5;
  double lead = 10.4;
  double height(const Block& b) const { return static_cast<double>(b.lines.size()) * lead; }
};

struct Column {
  double x = 0, top = 0, bottom = 0;
};

/// Where a block goes: the page (0 = the grid's), the column and the top.
struct Place {
  int page = 0;
  std::size_t column = 0;
  double y = 0;
};

std::vector<int> cell_numbers(const puzzle::Puzzle& p) {
  std::vector<int> numbers(p.cells.size(), 0);
  for (const puzzle::Entry& e : p.entries)
    if (e.number > 0 && e.length > 0) numbers[p.index(e.row, e.col)] = e.number;
  return numbers;
}

void draw_square(cairo_t* cr, const puzzle::Cell& cell, double x, double y, double size) {
  cairo_rectangle(cr, x, y, size, size);
  if (cell.kind != puzzle::CellKind::Letter) {
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_fill_preserve(cr);
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.5);
  cairo_stroke(cr);
  if (cell.circled && cell.kind == puzzle::CellKind::Letter) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + size / 2, y + size / 2, size * 0.46, 0, 2 * M_PI);
    cairo_set_source_rgb(cr, 0.35, 0.35, 0.35);
    cairo_set_line_width(cr, 0.6);
    cairo_stroke(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
  }
}

/// A square's answer, shrunk until it fits (a rebus square holds several letters).
void draw_answer(cairo_t* cr, const std::string& answer, double x, double y, double size) {
  double font = size * 0.52;
  use_font(cr, Face::Regular, font);
  const double width = text_width(cr, answer);
  if (width > size * 0.86) {
    font *= size * 0.86 / width;
    use_font(cr, Face::Regular, font);
  }
  draw_text(cr, x + size / 2, y + size * 0.88, answer, Align::Center);
}

/// What a grid shows: the answers (the solution page), or neither answers nor black squares
/// nor numbers (a diagramless puzzle's page 1: finding them is the game).
enum class GridView : std::uint8_t { Puzzle, Solution, Blank };

void draw_grid(cairo_t* cr, const puzzle::Puzzle& p, double x0, double y0, double cell,
               GridView view) {
  const std::vector<int> numbers = cell_numbers(p);
  const bool letters = view == GridView::Solution;
  puzzle::Cell white;
  white.kind = puzzle::CellKind::Letter;
  for (int r = 0; r < p.height; ++r)
    for (int c = 0; c < p.width; ++c) {
      const puzzle::Cell& square = p.at(r, c);
      const double x = x0 + c * cell, y = y0 + r * cell;
      draw_square(cr, view == GridView::Blank ? white : square, x, y, cell);
      if (square.kind != puzzle::CellKind::Letter || view == GridView::Blank) continue;
      if (const int n = numbers[p.index(r, c)]; n > 0) {
        use_font(cr, Face::Regular, cell * 0.3);
        draw_text(cr, x + cell * 0.06, y + cell * 0.3, std::to_string(n));
      }
      if (letters && !square.solution.empty()) draw_answer(cr, square.solution, x, y, cell);
    }
  cairo_rectangle(cr, x0, y0, p.width * cell, p.height * cell);
  cairo_set_line_width(cr, 1.5);
  cairo_stroke(cr);
}

/// Every clue of one direction under its heading, wrapped to the column's text width; a
/// clue longer than a column keeps what fits.
void add_clues(cairo_t* cr, const puzzle::Puzzle& p, puzzle::Direction dir, const char* heading,
               double width, std::size_t max_lines, std::vector<Block>& blocks) {
  blocks.push_back({"", {heading}, true, !blocks.empty()});
  for (const puzzle::Entry& e : p.entries) {
    if (e.direction != dir || e.number <= 0) continue;
    std::vector<std::string> lines = wrap_text(cr, e.clue, width - kGutter);
    if (lines.empty()) lines.push_back("");
    if (lines.size() > max_lines) {
      lines.resize(max_lines);
      lines.back() += "\u2026";
    }
    blocks.push_back({std::to_string(e.number), std::move(lines), false, false});
  }
}

/// The notes (a .puz's notepad), then the Across and the Down clues, at `style`'s size.
std::vector<Block> clue_blocks(cairo_t* cr, const puzzle::Puzzle& p, double width,
                               double column_height, const ClueStyle& style) {
  const auto max_lines = static_cast<std::size_t>(column_height / style.lead) - 2;
  use_font(cr, Face::Condensed, style.size);
  std::vector<Block> blocks;
  if (!p.notes.empty()) {
    std::vector<std::string> lines = wrap_text(cr, p.notes, width);
    lines.resize(std::min(lines.size(), max_lines));
    blocks.push_back({"", std::move(lines), false, false});
  }
  add_clues(cr, p, puzzle::Direction::Across, "ACROSS", width, max_lines, blocks);
  add_clues(cr, p, puzzle::Direction::Down, "DOWN", width, max_lines, blocks);
  return blocks;
}

void draw_block(cairo_t* cr, const Block& b, const ClueStyle& style, double x, double y) {
  for (std::size_t k = 0; k < b.lines.size(); ++k) {
    const double baseline = y + static_cast<double>(k + 1) * style.lead - style.lead * 0.22;
    if (b.heading) {
      use_font(cr, Face::Bold, kHeadingSize);
      draw_text(cr, x, baseline, b.lines[k]);
      continue;
    }
    if (k == 0 && !b.number.empty()) {
      use_font(cr, Face::CondensedBold, style.size);
      draw_text(cr, x + kGutter - 4, baseline, b.number, Align::Right);
    }
    use_font(cr, Face::Condensed, style.size);
    draw_text(cr, x + (b.number.empty() ? 0 : kGutter), baseline, b.lines[k]);
  }
}

double column_width(const Document& doc) {
  return (doc.size().width - 2 * kPageMargin - (kColumns - 1) * kColumnGap) / kColumns;
}

/// The columns of a page from `top` down; those under the grid's x range (grid_left to
/// the right margin) start below `grid_bottom`.
std::vector<Column> columns(const Document& doc, double top, double grid_left, double grid_bottom) {
  std::vector<Column> out;
  const double width = column_width(doc);
  for (int k = 0; k < kColumns; ++k) {
    const double x = kPageMargin + k * (width + kColumnGap);
    const bool under = x + width > grid_left - kColumnGap / 2;
    out.push_back({x, under ? grid_bottom + 16 : top, doc.size().height - kPageMargin});
  }
  return out;
}

/// Lays the blocks into the columns in order, a clue never split, a heading never last in
/// a column: first into `first` (page 0), then into `later` on as many pages as it takes.
std::vector<Place> place(const std::vector<Block>& blocks, const ClueStyle& style,
                         const std::vector<Column>& first, const std::vector<Column>& later) {
  std::vector<Place> out;
  const std::vector<Column>* cols = &first;
  Place at{0, 0, first[0].top};
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const Block& b = blocks[i];
    const double gap = b.gap_before ? style.lead : 0;
    double need = gap + style.height(b);
    if (b.heading && i + 1 < blocks.size()) need += style.height(blocks[i + 1]);
    const Column& col = (*cols)[at.column];
    if (at.y + need > col.bottom && at.y > col.top) {
      if (++at.column == cols->size()) {
        ++at.page;
        at.column = 0;
        cols = &later;
      }
      at.y = (*cols)[at.column].top;
    } else {
      at.y += gap;
    }
    out.push_back(at);
    at.y += style.height(b);
  }
  return out;
}

/// The clue lists from page 1's columns on: at the largest size that fits them on page 1,
/// else at the largest size over as many pages as they need.
void draw_clues(Document& doc, const puzzle::Puzzle& p, const std::vector<Column>& first) {
  const double later_top = draw_heading(doc, p.title, "Clues, continued", false);
  const std::vector<Column> later = columns(doc, later_top, doc.size().width, later_top);
  const double column_height = later[0].bottom - later[0].top;
  ClueStyle style;
  std::vector<Block> blocks;
  std::vector<Place> places;
  for (const double size : kClueSizes) {
    const ClueStyle tried{size, size * 1.22};
    std::vector<Block> b = clue_blocks(doc.cr(), p, column_width(doc), column_height, tried);
    std::vector<Place> at = place(b, tried, first, later);
    const bool fits = at.empty() || at.back().page == 0;
    if (places.empty() || fits) std::tie(style, blocks, places) = std::tie(tried, b, at);
    if (fits) break;
  }
  for (std::size_t i = 0, page = 0; i < blocks.size(); ++i) {
    for (; page < static_cast<std::size_t>(places[i].page); ++page) {
      doc.next_page();
      draw_heading(doc, p.title, "Clues, continued");
    }
    const std::vector<Column>& cols = places[i].page == 0 ? first : later;
    draw_block(doc.cr(), blocks[i], style, cols[places[i].column].x, places[i].y);
  }
}

std::string byline(const puzzle::Puzzle& p) {
  if (p.author.empty() || p.copyright.empty()) return p.author + p.copyright;
  return p.author + "   " + p.copyright;
}

}  // namespace

void draw_american(Document& doc, const puzzle::Puzzle& p, bool solution, bool diagramless) {
  cairo_t* cr = doc.cr();
  const PageSize page = doc.size();
  const double top = draw_heading(doc, p.title, byline(p));
  const double bottom = page.height - kPageMargin;
  const double span = 3 * column_width(doc) + 2 * kColumnGap;
  const double cell = std::min(
      {kMaxCell, span / std::max(p.width, 1), (bottom - top) * kGridShare / std::max(p.height, 1)});
  const double grid_left = page.width - kPageMargin - cell * p.width;
  draw_grid(cr, p, grid_left, top, cell, diagramless ? GridView::Blank : GridView::Puzzle);
  draw_clues(doc, p, columns(doc, top, grid_left, top + cell * p.height));
  if (!solution) return;
  doc.next_page();
  const double stop = draw_heading(doc, p.title, "Solution");
  const double scell = std::min({kMaxCell, (page.width - 2 * kPageMargin) / std::max(p.width, 1),
                                 (bottom - stop) / std::max(p.height, 1)});
  draw_grid(cr, p, (page.width - scell * p.width) / 2, stop, scell, GridView::Solution);
}

}  // namespace cwg::print
