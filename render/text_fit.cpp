// Fitting clue text into a field: widths from a table of DejaVu Sans advances (no font is
// at hand), greedy wrapping, and the largest size that fits.
#include "render/text_fit.hpp"

#include <algorithm>
#include <cmath>

#include "render/svg_arrows.hpp"

namespace cwg::render {

namespace {

double char_em(unsigned char ch) {
  switch (ch) {
    case ' ':
    case '.':
    case ',':
    case ':':
    case ';':
    case '!':
    case '\'':
    case '|':
      return 0.32;
    case 'i':
    case 'j':
    case 'l':
    case 'I':
    case 'J':
      return 0.30;
    case 'f':
    case 't':
    case 'r':
    case '(':
    case ')':
    case '-':
      return 0.40;
    case 'm':
    case 'M':
    case 'W':
    case 'w':
      return 0.99;
    default:
      break;
  }
  if (ch >= 'A' && ch <= 'Z') return 0.76;
  if (ch >= '0' && ch <= '9') return 0.64;
  return 0.63;  // lower case, punctuation, and each character beyond ASCII
}

}  // namespace

/// Width of UTF-8 `text` in em (a multi-byte character counts once).
double text_em(std::string_view text) {
  double em = 0;
  for (char ch : text) {
    const auto b = static_cast<unsigned char>(ch);
    if ((b & 0xc0) == 0x80) continue;  // continuation byte
    em += char_em(b);
  }
  return em * kCondensed;
}

namespace {

/// Cuts UTF-8 `word` into the fewest pieces of about equal length that each fit
/// `width_em` with a hyphen added (all but the last end in '-'); one character a piece
/// at least.
std::vector<std::string> split_word(const std::string& word, double width_em) {
  std::vector<std::string> chars;
  for (std::size_t i = 0; i < word.size();) {
    std::size_t len = 1;
    while (i + len < word.size() && (static_cast<unsigned char>(word[i + len]) & 0xc0) == 0x80)
      ++len;
    chars.push_back(word.substr(i, len));
    i += len;
  }
  if (chars.size() < 2) return {word};
  for (std::size_t n = 2;; ++n) {
    std::vector<std::string> pieces;
    bool fits = true;
    for (std::size_t k = 0; k < n; ++k) {
      std::string piece;
      for (std::size_t i = k * chars.size() / n; i < (k + 1) * chars.size() / n; ++i)
        piece += chars[i];
      if (k + 1 < n) piece += "-";
      fits = fits && (text_em(piece) <= width_em || piece.size() <= 2);
      pieces.push_back(piece);
    }
    if (fits || n >= chars.size()) return pieces;
  }
}

/// A word of clue text; `glued` when it follows the previous one without a space (the
/// part after a hyphen).
struct Token {
  std::string text;
  bool glued = false;
};

/// Greedy line filling at `size`; false when a single word is wider than the box and
/// `split` does not allow cutting it.
bool wrap(const std::vector<Token>& tokens, double size, double width, bool split,
          std::vector<std::string>& lines) {
  lines.clear();
  const double width_em = width / size;
  std::string line;
  for (const Token& token : tokens) {
    std::vector<std::string> pieces{token.text};
    if (text_em(token.text) > width_em) {
      if (!split) return false;
      pieces = split_word(token.text, width_em);
    }
    for (std::size_t k = 0; k < pieces.size(); ++k) {
      const bool glued = k > 0 || token.glued;
      const std::string joined = line.empty() ? pieces[k] : line + (glued ? "" : " ") + pieces[k];
      if (line.empty() || text_em(joined) <= width_em) {
        line = joined;
      } else {
        lines.push_back(line);
        line = pieces[k];
      }
      if (k + 1 < pieces.size()) {  // a piece cut off with a hyphen ends its line
        lines.push_back(line);
        line.clear();
      }
    }
  }
  if (!line.empty()) lines.push_back(line);
  return true;
}

}  // namespace

/// The largest font size (from `max_size` down to `min_size`) at which `text` fits the
/// box, wrapped at spaces and after hyphens; words are cut only at the smallest size,
/// and lines that still do not fit are dropped for an ellipsis.
FittedText fit_text(const std::string& text, double width, double height, double max_size,
                    double min_size) {
  std::vector<Token> tokens;
  Token token;
  for (char ch : text) {
    if (ch == ' ') {
      if (!token.text.empty()) tokens.push_back(token);
      token = Token{};
    } else {
      token.text += ch;
      if (ch == '-' && token.text.size() > 1) {
        tokens.push_back(token);
        token = Token{"", true};
      }
    }
  }
  if (!token.text.empty()) tokens.push_back(token);
  FittedText fit;
  if (tokens.empty()) return fit;
  for (double size = max_size; size >= min_size; size *= 0.93) {
    if (wrap(tokens, size, width, false, fit.lines) &&
        static_cast<double>(fit.lines.size()) * size * kLineHeight <= height) {
      fit.size = size;
      return fit;
    }
  }
  // Too long a word even at the smallest size: cut words, at the largest size that fits.
  fit.cut = true;
  for (double size = max_size; size >= min_size; size *= 0.93) {
    if (wrap(tokens, size, width, true, fit.lines) &&
        static_cast<double>(fit.lines.size()) * size * kLineHeight <= height) {
      fit.size = size;
      return fit;
    }
  }
  fit.size = min_size;
  wrap(tokens, min_size, width, true, fit.lines);
  const auto max_lines = static_cast<std::size_t>(std::max(1.0, height / (min_size * kLineHeight)));
  if (fit.lines.size() > max_lines) {
    fit.lines.resize(max_lines);
    fit.lines.back() += "\u2026";
  }
  return fit;
}

ClueBox clue_box(bool half) {
  const double pad = 0.05 * kCell;
  return {kCell - 2 * pad, (half ? kCell / 2 : kCell) - 2 * pad};
}

FittedText fit_clue(const std::string& text, bool half) {
  const ClueBox box = clue_box(half);
  return fit_text(text, box.w, box.h, kClueMax * kCell, kClueMin * kCell);
}

bool clue_fits(const std::string& text, bool half, double min_pt, double cell_mm) {
  const auto fits = [&](bool in_half, double min) {
    const FittedText fit = fit_clue(text, in_half);
    const double pt = fit.size / kCell * cell_mm / 25.4 * 72.0;
    return !fit.lines.empty() && !fit.cut && pt >= min;
  };
  if (min_pt > 0) return fits(half, min_pt);
  if (half) return fits(true, kHalfClueMinPt);
  // A whole field takes what half of one takes (a long word at 5 pt is as wide in either):
  // else a word the fill found clueable in half a field could lose its clue in a whole one.
  return fits(false, kClueMinPt) || fits(true, kHalfClueMinPt);
}

}  // namespace cwg::render
