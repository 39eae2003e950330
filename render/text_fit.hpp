#pragma once
/// Clue text in a field. No font is at hand, so widths come from a table: DejaVu Sans
/// advances in em, scaled for its condensed face (what the clue font asks for first).
/// Faces that replace it (Arial Narrow and kin) are no wider, so text that fits here fits.
#include <string>
#include <string_view>
#include <vector>

namespace cwg::render {

constexpr double kCondensed = 0.90;  ///< the condensed face's width against the regular one
constexpr double kLineHeight = 1.1;  ///< in font sizes

/// Width of UTF-8 `text` in em (a multi-byte character counts once), condensed face.
double text_em(std::string_view text);

struct FittedText {
  double size = 0;
  std::vector<std::string> lines;
  bool cut = false;  ///< a word had to be cut (or lines dropped for an ellipsis)
};

/// The largest font size (from `max_size` down to `min_size`) at which `text` fits the
/// box, wrapped at spaces and after hyphens; words are cut only at the smallest size,
/// and lines that still do not fit are dropped for an ellipsis.
FittedText fit_text(const std::string& text, double width, double height, double max_size,
                    double min_size);

/// The largest clue text in a field: 0.25 of a field (7.1 pt at 10 mm a field).
constexpr double kClueMax = 0.25;
/// The smallest: 0.09 of a field (a maker's long clue shrinks this far before it is cut).
constexpr double kClueMin = 0.09;

/// Width and height of the box clue text fills in a question field (in picture units, a
/// field being kCell): the whole field or, when it holds two questions, half of it.
struct ClueBox {
  double w = 0;
  double h = 0;
};
ClueBox clue_box(bool half);

/// Clue text as render draws it in its (half) question field: the one fitting rule.
FittedText fit_clue(const std::string& text, bool half);

/// The smallest clue text a question field prints, in points at 10 mm a field: 6 pt in a
/// whole field; in half of one about 5 pt, where papers set two short lines ("Staat in" /
/// "Asien", "engl.:" / "Kniff") that at 6 pt would have room for one (fit_text's size
/// steps give two lines at 4.93 pt).
constexpr double kClueMinPt = 6.0;
constexpr double kHalfClueMinPt = 4.9;

/// Whether render draws `text` in its (half) question field with no word cut at `min_pt`
/// points or more when a field prints `cell_mm` wide. min_pt 0: kHalfClueMinPt in half a
/// field; kClueMinPt in a whole one, or whatever fits half a field (so every text that
/// fits half a field fits a whole one: the fill checks half fields, the sheet each field).
bool clue_fits(const std::string& text, bool half, double min_pt = 0, double cell_mm = 10.0);

}  // namespace cwg::render
