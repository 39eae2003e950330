// A crossword-game board as SVG: the squares with their premiums and tiles, and the players
// beside it with their scores and racks.
#include "render/board_svg.hpp"

#include <algorithm>
#include <cassert>

#include "render/svg_text.hpp"

namespace cwg::render {

namespace {

constexpr int kBoardCell = 40;    // square size in SVG units
constexpr int kBoardMargin = 24;  // room for the coordinates
constexpr int kPanel = 260;       // players beside the board

std::string n(int v) {
  return std::to_string(v);
}

struct Look {
  const char* fill;
  const char* label;
};

Look look(game::Premium p) {
  switch (p) {
    case game::Premium::TripleWord:
      return {"#d9534f", "TW"};
    case game::Premium::DoubleWord:
      return {"#f2a7a0", "DW"};
    case game::Premium::QuadWord:
      return {"#a83232", "QW"};
    case game::Premium::TripleLetter:
      return {"#3d7cc9", "TL"};
    case game::Premium::DoubleLetter:
      return {"#a9d0ef", "DL"};
    case game::Premium::QuadLetter:
      return {"#1f4e8c", "QL"};
    case game::Premium::None:
      break;
  }
  return {"#ece6cf", ""};
}

/// One tile at (x, y) of size `s`: face, value in the corner; a blank shows its letter in
/// red inside a ring and no value.
std::string tile(int x, int y, int s, game::Tile t, const game::Distribution& d, bool lit) {
  std::string out = "<rect x=\"" + n(x + 1) + "\" y=\"" + n(y + 1) + "\" width=\"" + n(s - 2) +
                    "\" height=\"" + n(s - 2) + "\" rx=\"4\" fill=\"" +
                    (lit ? "#ffd27a" : "#f7e3b5") + "\" stroke=\"#8a6d3b\" stroke-width=\"1\"/>";
  const bool blank = t == game::kBlank || game::is_designated_blank(t);
  const std::string face = t == game::kBlank ? "?" : d.letter(t).upper;
  const int font = face.size() > 2 ? s * 3 / 10 : s / 2;
  if (blank)
    out += "<circle cx=\"" + n(x + s / 2) + "\" cy=\"" + n(y + s / 2) + "\" r=\"" + n(s * 2 / 5) +
           "\" fill=\"none\" stroke=\"#c0392b\" stroke-width=\"1\"/>";
  out += "<text x=\"" + n(x + s / 2) + "\" y=\"" + n(y + s / 2 + font * 7 / 20) +
         "\" font-size=\"" + n(font) + "\" text-anchor=\"middle\" font-weight=\"bold\" fill=\"" +
         (blank ? "#c0392b" : "#222") + "\">" + xml_escape(face) + "</text>";
  if (!blank)
    out += "<text x=\"" + n(x + s - 4) + "\" y=\"" + n(y + s - 4) + "\" font-size=\"" + n(s / 4) +
           "\" text-anchor=\"end\" fill=\"#222\">" + n(d.value(t)) + "</text>";
  return out;
}

/// The squares: premium colours and labels, the centre star, the tiles, the highlight.
std::string squares(const BoardScene& scene) {
  const game::Board& b = *scene.board;
  std::string svg;
  for (int r = 0; r < b.rows(); ++r) {
    for (int c = 0; c < b.cols(); ++c) {
      const int x = kBoardMargin + c * kBoardCell, y = kBoardMargin + r * kBoardCell;
      const Look lk = look(b.premium(r, c));
      svg += "<rect x=\"" + n(x) + "\" y=\"" + n(y) + "\" width=\"" + n(kBoardCell) +
             "\" height=\"" + n(kBoardCell) + "\" fill=\"" + lk.fill +
             "\" stroke=\"#fff\" stroke-width=\"1\"/>";
      const bool lit = std::find(scene.highlight.begin(), scene.highlight.end(),
                                 std::make_pair(r, c)) != scene.highlight.end();
      if (!b.is_empty(r, c)) {
        svg += tile(x, y, kBoardCell, b.at(r, c), *scene.distribution, lit);
      } else if (r == b.center_row() && c == b.center_col()) {
        svg += "<text x=\"" + n(x + kBoardCell / 2) + "\" y=\"" + n(y + kBoardCell / 2 + 7) +
               "\" font-size=\"20\" text-anchor=\"middle\" fill=\"#7a3b36\">&#9733;</text>";
      } else if (*lk.label) {
        svg += "<text x=\"" + n(x + kBoardCell / 2) + "\" y=\"" + n(y + kBoardCell / 2 + 4) +
               "\" font-size=\"11\" text-anchor=\"middle\" fill=\"#333\">" + lk.label + "</text>";
      }
      if (lit)
        svg += "<rect x=\"" + n(x + 1) + "\" y=\"" + n(y + 1) + "\" width=\"" + n(kBoardCell - 2) +
               "\" height=\"" + n(kBoardCell - 2) +
               "\" fill=\"none\" stroke=\"#e67e22\" stroke-width=\"3\"/>";
    }
    svg += "\n";
  }
  return svg;
}

/// The players beside the board from (px, py): name (the one on turn marked), score, rack.
std::string players(const BoardScene& scene, int px, int py) {
  std::string svg;
  for (const BoardSide& p : scene.players) {
    svg += "<text x=\"" + n(px) + "\" y=\"" + n(py + 14) + "\" font-size=\"16\"" +
           (p.on_turn ? " font-weight=\"bold\"" : "") + ">" + (p.on_turn ? "&#9654; " : "") +
           xml_escape(p.name) + "</text>";
    svg += "<text x=\"" + n(px + kPanel - 20) + "\" y=\"" + n(py + 14) +
           "\" font-size=\"16\" text-anchor=\"end\" font-weight=\"bold\">" + n(p.score) +
           "</text>\n";
    if (p.rack_known) {
      for (std::size_t k = 0; k < p.rack.size(); ++k)
        svg +=
            tile(px + static_cast<int>(k) * 32, py + 24, 32, p.rack[k], *scene.distribution, false);
      if (p.rack.empty())
        svg += "<text x=\"" + n(px) + "\" y=\"" + n(py + 44) +
               "\" font-size=\"12\" fill=\"#666\">(empty rack)</text>";
    } else {
      svg += "<text x=\"" + n(px) + "\" y=\"" + n(py + 44) +
             "\" font-size=\"12\" fill=\"#666\">rack unknown</text>";
    }
    svg += "\n";
    py += 90;
  }
  return svg;
}

}  // namespace

std::string board_svg(const BoardScene& scene) {
  assert(scene.board && scene.distribution);
  const game::Board& b = *scene.board;
  const int board_w = b.cols() * kBoardCell, board_h = b.rows() * kBoardCell;
  const int width = kBoardMargin + board_w + 16 + kPanel;
  const int height =
      std::max(kBoardMargin + board_h + 40, 80 + static_cast<int>(scene.players.size()) * 90);
  std::string svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + n(width) +
         "\" height=\"" + n(height) + "\" viewBox=\"0 0 " + n(width) + " " + n(height) +
         "\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n";
  svg += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  for (int c = 0; c < b.cols(); ++c)
    svg += "<text x=\"" + n(kBoardMargin + c * kBoardCell + kBoardCell / 2) + "\" y=\"" +
           n(kBoardMargin - 8) + "\" font-size=\"12\" text-anchor=\"middle\">" +
           game::column_name(c) + "</text>";
  for (int r = 0; r < b.rows(); ++r)
    svg += "<text x=\"" + n(kBoardMargin - 6) + "\" y=\"" +
           n(kBoardMargin + r * kBoardCell + kBoardCell / 2 + 4) +
           "\" font-size=\"12\" text-anchor=\"end\">" + n(r + 1) + "</text>";
  svg += "\n" + squares(scene);
  svg += "<rect x=\"" + n(kBoardMargin) + "\" y=\"" + n(kBoardMargin) + "\" width=\"" + n(board_w) +
         "\" height=\"" + n(board_h) + "\" fill=\"none\" stroke=\"#333\" stroke-width=\"2\"/>\n";
  if (!scene.caption.empty())
    svg += "<text x=\"" + n(kBoardMargin) + "\" y=\"" + n(kBoardMargin + board_h + 26) +
           "\" font-size=\"15\">" + xml_escape(scene.caption) + "</text>\n";
  return svg + players(scene, kBoardMargin + board_w + 24, kBoardMargin + 10) + "</svg>\n";
}

}  // namespace cwg::render
