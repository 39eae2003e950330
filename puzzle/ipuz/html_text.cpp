// HTML text of ipuz fields: the few entities writers use, and the formatting tags the ipuz
// spec allows in text (<i>, <b>, <br/>, ...), which cwg's plain text drops.
#include "puzzle/ipuz/html_text.hpp"

#include <cstdint>

namespace cwg::ipuz {

std::string escape_html(std::string_view text) {
  std::string out;
  for (const char ch : text) {
    if (ch == '&') {
      out += "&amp;";
    } else if (ch == '<') {
      out += "&lt;";
    } else if (ch == '>') {
      out += "&gt;";
    } else {
      out += ch;
    }
  }
  return out;
}

namespace {

void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xc0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xe0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  } else {
    out += static_cast<char>(0xf0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  }
}

/// The code point of a numeric entity body ("#65", "#x41"), or 0 when it is none.
std::uint32_t numeric(std::string_view body) {
  if (body.size() < 2 || body[0] != '#') return 0;
  const bool hex = body[1] == 'x' || body[1] == 'X';
  std::uint32_t cp = 0;
  const std::string_view digits = body.substr(hex ? 2 : 1);
  if (digits.empty() || digits.size() > 7) return 0;
  for (const char ch : digits) {
    int d = -1;
    if (ch >= '0' && ch <= '9') d = ch - '0';
    if (hex && ch >= 'a' && ch <= 'f') d = ch - 'a' + 10;
    if (hex && ch >= 'A' && ch <= 'F') d = ch - 'A' + 10;
    if (d < 0) return 0;
    cp = cp * (hex ? 16 : 10) + static_cast<std::uint32_t>(d);
  }
  // Surrogates and values past Unicode are no characters; NUL is no text.
  if (cp == 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
  return cp;
}

/// A formatting tag the ipuz spec allows in text: its length (0: none) and whether it is a
/// line break.
struct Tag {
  std::size_t length = 0;
  bool line_break = false;
};

/// The tag at the start of `html` when it is one the ipuz spec allows in text (<b> <i> <s>
/// <u> <em> <strong> <big> <small> <sup> <sub>, their closing tags, <br> and <br/>).
Tag formatting_tag(std::string_view html) {
  static constexpr std::string_view kTags[] = {"b",   "i",     "s",   "u",   "em", "strong",
                                               "big", "small", "sup", "sub", "br"};
  std::size_t k = 1;
  if (k < html.size() && html[k] == '/') ++k;
  const std::size_t start = k;
  while (k < html.size() &&
         ((html[k] >= 'a' && html[k] <= 'z') || (html[k] >= 'A' && html[k] <= 'Z')))
    ++k;
  std::string name(html.substr(start, k - start));
  for (char& ch : name)
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
  while (k < html.size() && html[k] == ' ') ++k;
  if (k < html.size() && html[k] == '/') ++k;
  if (k >= html.size() || html[k] != '>') return {};
  for (const std::string_view tag : kTags)
    if (name == tag) return {k + 1, name == "br"};
  return {};
}

}  // namespace

std::string decode_html(std::string_view html) {
  static constexpr std::pair<std::string_view, std::uint32_t> kNamed[] = {
      {"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'}, {"apos", '\''}, {"nbsp", 0xa0}};
  std::string out;
  for (std::size_t i = 0; i < html.size(); ++i) {
    if (html[i] == '<') {
      // Formatting has no place in plain text: dropped (a line break becomes a space).
      const Tag tag = formatting_tag(html.substr(i));
      if (tag.length > 0) {
        if (tag.line_break) out += ' ';
        i += tag.length - 1;
        continue;
      }
    }
    const auto semi = html[i] == '&' ? html.find(';', i) : std::string_view::npos;
    if (semi == std::string_view::npos || semi - i > 10) {
      out += html[i];
      continue;
    }
    const std::string_view body = html.substr(i + 1, semi - i - 1);
    std::uint32_t cp = numeric(body);
    for (const auto& [name, value] : kNamed)
      if (body == name) cp = value;
    if (cp == 0) {
      out += html[i];
      continue;
    }
    append_utf8(out, cp);
    i = semi;
  }
  return out;
}

}  // namespace cwg::ipuz
