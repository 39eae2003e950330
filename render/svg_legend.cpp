// The legend of a marked arrowword picture (svg_legend.hpp).
#include "render/svg_legend.hpp"

#include <algorithm>
#include <cstdio>

#include "render/svg_text.hpp"
#include "render/text_fit.hpp"
#include "scoring/ratings.hpp"

namespace cwg::render {

namespace {

constexpr double kFontSize = 12.0, kLine = 20.0, kSwatch = 11.0;

std::string two(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", v);
  return buffer;
}

std::vector<LegendItem> legend_items(const arrowword::ArrowwordGrid& grid) {
  using arrowword::kRatingCount;
  std::vector<LegendItem> items;
  const arrowword::Ratings rt = arrowword::rate(grid);
  int in_clusters = 0, clusters = 0;
  for (int size : rt.cluster_sizes)
    if (size >= 3) {
      ++clusters;
      in_clusters += size;
    }
  items.push_back({kUncrossedFill, "uncrossed " + std::to_string(rt.uncrossed) + " of " +
                                       std::to_string(rt.letters) + " letters"});
  items.push_back({kDeadFill, "dead " + std::to_string(rt.dead) + " (also uncrossed)"});
  items.push_back({kClusterFill, std::to_string(clusters) + " question cluster" +
                                     (clusters == 1 ? "" : "s") + " of 3+ (" +
                                     std::to_string(in_clusters) + " fields)"});
  items.push_back({kIslandFill, "island"});
  items.push_back({nullptr, "score " + two(rt.score) + ":", true});
  for (int k = 0; k < kRatingCount; ++k) {
    std::string name = arrowword::kRatingNames[static_cast<std::size_t>(k)];
    std::replace(name.begin(), name.end(), '_', ' ');
    items.push_back({nullptr, name + " " + two(rt.value[static_cast<std::size_t>(k)]) +
                                  (k + 1 < kRatingCount ? "," : "")});
  }
  return items;
}

}  // namespace

Legend layout_legend(const arrowword::ArrowwordGrid& grid, double avail) {
  Legend legend;
  double x = 0, y = kLine;
  // Each item's width estimated from the text measure (regular face).
  for (auto& item : legend_items(grid)) {
    const double w =
        (item.fill ? kSwatch + 5 + 14 : 5) + text_em(item.text) / kCondensed * kFontSize;
    if (x > 0 && (x + w > avail || item.new_line)) {
      x = 0;
      y += kLine;
    }
    legend.placed.push_back({std::move(item), x, y});
    x += w;
  }
  legend.height = y + 8;
  return legend;
}

std::string legend_svg(const Legend& legend, double left, double top) {
  std::string svg = std::string("<g id=\"legend\" font-family=\"") + kSvgFont + "\" font-size=\"" +
                    num(kFontSize) + "\" fill=\"#000000\">\n";
  for (const auto& p : legend.placed) {
    double x = left + p.x;
    const double y = top + p.y;
    if (p.item.fill) {
      svg += "<rect x=\"" + num(x) + "\" y=\"" + num(y - kSwatch + 1) + "\" width=\"" +
             num(kSwatch) + "\" height=\"" + num(kSwatch) + "\" fill=\"" + p.item.fill +
             "\" stroke=\"#000000\" stroke-width=\"0.6\"/>";
      x += kSwatch + 5;
    }
    svg +=
        "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\">" + xml_escape(p.item.text) + "</text>\n";
  }
  svg += "</g>\n";
  return svg;
}

}  // namespace cwg::render
