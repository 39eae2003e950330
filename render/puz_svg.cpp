// The American grid as SVG: squares, numbers, circles, letters or rebus text, and the
// clue lists in columns.
#include "render/puz_svg.hpp"

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <vector>

#include "formats/puz/summary.hpp"
#include "render/svg_text.hpp"

namespace cwg::render {

namespace {

constexpr double kPuzCell = 30;  // user units per square
constexpr double kPuzMargin = 20;
constexpr double kPuzClueFont = 10;
constexpr double kClueLine = 12.5;
constexpr double kColumnWidth = 190;  // one clue column
constexpr double kCharWidth = 0.56;   // average glyph width per font size unit (sans-serif)

std::size_t glyphs(const std::string& s) {
  return static_cast<std::size_t>(std::count_if(
      s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

/// Greedy word wrap to at most `width` glyphs a line; a longer word gets a line of its own.
std::vector<std::string> wrap(const std::string& text, std::size_t width) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find_first_of(" \t\n", pos);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(pos, end - pos);
    pos = end + 1;
    if (word.empty()) continue;
    if (!line.empty() && glyphs(line) + 1 + glyphs(word) > width) {
      lines.push_back(line);
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  if (!line.empty() || lines.empty()) lines.push_back(line);
  return lines;
}

struct ClueLine {
  std::string number;  ///< on the first line of a clue only
  std::string text;
  bool heading = false;
};

std::vector<ClueLine> clue_lines(const puz::Summary& s) {
  std::vector<ClueLine> out;
  const std::size_t width =
      static_cast<std::size_t>((kColumnWidth - 2.4 * kPuzClueFont) / (kCharWidth * kPuzClueFont));
  for (const auto* list : {&s.across, &s.down}) {
    if (!out.empty()) out.push_back({});
    out.push_back({"", list == &s.across ? "ACROSS" : "DOWN", true});
    for (const puz::Entry& e : *list) {
      bool first = true;
      for (const std::string& line : wrap(e.clue, width)) {
        out.push_back({first ? std::to_string(e.word.number) : "", line, false});
        first = false;
      }
    }
  }
  return out;
}

/// Where the parts go: the title's lines over the grid at (kPuzMargin, top); the clue lines in
/// columns of per_column lines from (clue_x, clue_y).
struct Frame {
  std::vector<std::string> title;
  double grid_w = 0, grid_h = 0, top = 0;
  std::size_t per_column = 0;
  double clue_x = 0, clue_y = 0, width = 0, height = 0;
};

Frame frame(const puz::Puzzle& p, const puz::Summary& s, std::size_t clue_lines) {
  Frame f;
  f.grid_w = p.width * kPuzCell;
  f.grid_h = p.height * kPuzCell;
  // The title wraps to the grid and one clue column; long NYT titles carry a note.
  f.title = wrap(s.title, static_cast<std::size_t>((f.grid_w + kColumnWidth) / (kCharWidth * 15)));
  f.top = kPuzMargin + 18.0 * static_cast<double>(f.title.size()) + 16;
  // Clue columns beside the grid as tall as it (at least 30 lines), or below it when the
  // grid is wider than tall.
  const bool beside = p.width <= p.height;
  f.per_column =
      static_cast<std::size_t>(std::max(30.0, (beside ? f.grid_h : f.grid_h * 0.6) / kClueLine));
  const std::size_t columns = (clue_lines + f.per_column - 1) / f.per_column;
  f.clue_x = beside ? kPuzMargin + f.grid_w + 20 : kPuzMargin;
  f.clue_y = beside ? f.top : f.top + f.grid_h + 24;
  f.width = std::max(beside ? f.clue_x + static_cast<double>(columns) * kColumnWidth : 0.0,
                     std::max(kPuzMargin * 2 + f.grid_w,
                              kPuzMargin + static_cast<double>(columns) * kColumnWidth)) +
            kPuzMargin;
  f.height =
      std::max(f.top + f.grid_h,
               f.clue_y + static_cast<double>(std::min(f.per_column, clue_lines)) * kClueLine) +
      kPuzMargin;
  return f;
}

/// The document's start, the title's lines and the author line.
std::string heading(const Frame& f, const puz::Summary& s) {
  std::string svg =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
      "width=\"" +
      num(f.width * 0.3) + "mm\" height=\"" + num(f.height * 0.3) + "mm\" viewBox=\"0 0 " +
      num(f.width) + " " + num(f.height) + "\" font-family=\"Helvetica, Arial, sans-serif\">\n";
  svg += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  for (std::size_t k = 0; k < f.title.size(); ++k)
    svg += "<text x=\"" + num(kPuzMargin) + "\" y=\"" +
           num(kPuzMargin + 12 + 18.0 * static_cast<double>(k)) +
           "\" font-size=\"15\" font-weight=\"bold\">" + xml_escape(f.title[k]) + "</text>\n";
  svg += "<text x=\"" + num(kPuzMargin) + "\" y=\"" + num(f.top - 10) + "\" font-size=\"11\">" +
         xml_escape(s.author) + (s.copyright.empty() ? "" : "  " + xml_escape(s.copyright)) +
         "</text>\n";
  return svg;
}

/// The squares, their circles, numbers and answers (with `solution`), and the grid's outline.
/// A blank grid shows neither black squares nor numbers.
std::string grid(const puz::Puzzle& p, const puz::Summary& s, const Frame& f, bool solution,
                 bool blank) {
  std::string squares, marks, texts;
  for (int r = 0; r < p.height; ++r)
    for (int c = 0; c < p.width; ++c) {
      const std::size_t i = p.index(r, c);
      const double x = kPuzMargin + c * kPuzCell, y = f.top + r * kPuzCell;
      const bool black = puz::is_black(p.solution[i]) && !blank;
      squares += "<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(kPuzCell) +
                 "\" height=\"" + num(kPuzCell) + "\" fill=\"" + (black ? "black" : "white") +
                 "\"/>\n";
      if (black) continue;
      if (!s.extras.gext.empty() && (s.extras.gext[i] & puz::kGextCircled))
        marks += "<circle cx=\"" + num(x + kPuzCell / 2) + "\" cy=\"" + num(y + kPuzCell / 2) +
                 "\" r=\"" + num(kPuzCell * 0.46) +
                 "\" fill=\"none\" stroke=\"#555\" stroke-width=\"0.8\"/>\n";
      const int number = s.numbering.cell_number[i];
      if (number > 0 && !blank)
        texts += "<text x=\"" + num(x + 1.5) + "\" y=\"" + num(y + 8.5) + "\" font-size=\"8\">" +
                 std::to_string(number) + "</text>\n";
      if (!solution || puz::is_black(p.solution[i])) continue;
      const std::string answer = puz::square_answer(p, s.extras, i);
      // Rebus text shrinks until it fits the square's width.
      const double size =
          std::min(kPuzCell * 0.6,
                   kPuzCell * 0.9 / (kCharWidth * 1.15 * static_cast<double>(glyphs(answer))));
      texts += "<text x=\"" + num(x + kPuzCell / 2) + "\" y=\"" +
               num(y + kPuzCell * 0.62 + size * 0.32) + "\" font-size=\"" + num(size) +
               "\" text-anchor=\"middle\">" + xml_escape(answer) + "</text>\n";
    }
  std::string svg =
      "<g id=\"squares\" stroke=\"black\" stroke-width=\"0.6\">\n" + squares + "</g>\n";
  svg += "<rect x=\"" + num(kPuzMargin) + "\" y=\"" + num(f.top) + "\" width=\"" + num(f.grid_w) +
         "\" height=\"" + num(f.grid_h) +
         "\" fill=\"none\" stroke=\"black\" stroke-width=\"1.6\"/>\n";
  if (!marks.empty()) svg += "<g id=\"circles\">\n" + marks + "</g>\n";
  svg += "<g id=\"grid-text\">\n" + texts + "</g>\n";
  return svg;
}

std::string clues(const std::vector<ClueLine>& lines, const Frame& f) {
  std::string svg = "<g id=\"clues\" font-size=\"" + num(kPuzClueFont) + "\">\n";
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const ClueLine& l = lines[k];
    const double x = f.clue_x + static_cast<double>(k / f.per_column) * kColumnWidth;
    const double y = f.clue_y + static_cast<double>(k % f.per_column) * kClueLine + kPuzClueFont;
    if (l.heading) {
      svg += "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" font-weight=\"bold\">" + l.text +
             "</text>\n";
      continue;
    }
    if (!l.number.empty())
      svg += "<text x=\"" + num(x + 1.9 * kPuzClueFont) + "\" y=\"" + num(y) +
             "\" text-anchor=\"end\" font-weight=\"bold\">" + l.number + "</text>\n";
    if (!l.text.empty())
      svg += "<text x=\"" + num(x + 2.4 * kPuzClueFont) + "\" y=\"" + num(y) + "\">" +
             xml_escape(l.text) + "</text>\n";
  }
  return svg + "</g>\n";
}

}  // namespace

std::string render_puz_svg(const puz::Puzzle& p, const PuzRenderOptions& options) {
  const puz::Summary s = puz::summarize(p, "");
  assert(!options.solution || s.solution == puz::SolutionState::Present);
  // A diagramless puzzle is printed blank: finding the black squares is the game.
  const bool blank = !options.solution && (p.bitmask & 0x0400) != 0;
  const std::vector<ClueLine> lines = clue_lines(s);
  const Frame f = frame(p, s, lines.size());
  return heading(f, s) + grid(p, s, f, options.solution, blank) + clues(lines, f) + "</svg>\n";
}

}  // namespace cwg::render
