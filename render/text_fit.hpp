#pragma once
/// Clue text in a field. No font is at hand, so widths come from a table: DejaVu Sans
/// advances in em, scaled for its condensed face (what the clue font asks for first).
/// Faces that replace it (Arial Narrow and kin) are no wider, so text that fits here fits.
#include <string>
#include <string_view>
#include <vector>

namespace cwg::svg {

constexpr double kCondensed = 0.90;  ///< the condensed face's width against the regular one
constexpr double kLineHeight = 1.1;  ///< in font sizes

/// Width of UTF-8 `text` in em (a multi-byte character counts once), condensed face.
double text_em(std::string_view text);

struct FittedText {
  double size = 0;
  std::vector<std::string> lines;
};

/// The largest font size (from `max_size` down to `min_size`) at which `text` fits the
/// box, wrapped at spaces and after hyphens; words are cut only at the smallest size,
/// and lines that still do not fit are dropped for an ellipsis.
FittedText fit_text(const std::string& text, double width, double height, double max_size,
                    double min_size);

}  // namespace cwg::svg
