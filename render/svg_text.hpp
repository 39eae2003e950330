#pragma once
/// What every SVG picture of cwg writes the same way: numbers short, text escaped.
#include <cstdio>
#include <string>
#include <string_view>

namespace cwg::render {

/// The font family of the arrowword pictures' text (numbers, legends, solution words).
inline constexpr const char* kSvgFont = "DejaVu Sans, Arial, Helvetica, sans-serif";

/// A number with at most two decimals and no trailing zeros: keeps the file small.
inline std::string num(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", v);
  std::string s = buffer;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  if (s == "-0") s = "0";
  return s;
}

/// `text` (UTF-8) as XML character data or an attribute value: markup escaped, control
/// characters (not allowed in XML 1.0) as spaces.
inline std::string xml_escape(std::string_view text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f) ? ' ' : ch;
    }
  }
  return out;
}

}  // namespace cwg::render
