// Clue files: one `WORD<TAB>clue` a line, words spelled the way the word lists spell them.
#include <string>

#include "core/input_error.hpp"
#include "render/render.hpp"

namespace cwg {

namespace {

bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    std::size_t len = b < 0x80                 ? 1
                      : b >= 0xc2 && b <= 0xdf ? 2
                      : b >= 0xe0 && b <= 0xef ? 3
                      : b >= 0xf0 && b <= 0xf4 ? 4
                                               : 0;
    if (len == 0 || i + len > s.size()) return false;
    for (std::size_t k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xc0) != 0x80) return false;
    i += len;
  }
  return true;
}

std::string latin1_to_utf8(std::string_view s) {
  std::string out;
  for (char ch : s) {
    const auto b = static_cast<unsigned char>(ch);
    if (b < 0x80) {
      out += ch;
    } else {
      out += static_cast<char>(0xc0 | (b >> 6));
      out += static_cast<char>(0x80 | (b & 0x3f));
    }
  }
  return out;
}

/// The answer as the grid holds it: A-Z, umlauts spelled out, anything else dropped.
/// `text` is UTF-8.
std::string answer_key(std::string_view text) {
  std::string key;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto b = static_cast<unsigned char>(text[i]);
    if (b >= 'a' && b <= 'z') {
      key += static_cast<char>(b - 'a' + 'A');
    } else if (b >= 'A' && b <= 'Z') {
      key += static_cast<char>(b);
    } else if (b == 0xc3 && i + 1 < text.size()) {
      switch (static_cast<unsigned char>(text[++i])) {
        case 0x84:
        case 0xa4:
          key += "AE";
          break;
        case 0x96:
        case 0xb6:
          key += "OE";
          break;
        case 0x9c:
        case 0xbc:
          key += "UE";
          break;
        case 0x9f:
          key += "SS";
          break;
        default:
          break;
      }
    }
  }
  return key;
}

std::string trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r");
  return std::string(s.substr(first, last - first + 1));
}

}  // namespace

ClueMap parse_clues(std::string_view text, const std::string& name) {
  const std::string utf8 = valid_utf8(text) ? std::string(text) : latin1_to_utf8(text);
  ClueMap clues;
  std::size_t pos = 0;
  for (int line_no = 1; pos < utf8.size(); ++line_no) {
    std::size_t end = utf8.find('\n', pos);
    if (end == std::string::npos) end = utf8.size();
    const std::string_view line(utf8.data() + pos, end - pos);
    pos = end + 1;
    const std::string stripped = trim(line);
    if (stripped.empty() || stripped[0] == '#') continue;
    const auto tab = line.find('\t');
    if (tab == std::string_view::npos) throw InputError(name, line_no, 1, "expected WORD<TAB>clue");
    const std::string word = answer_key(line.substr(0, tab));
    if (word.empty()) throw InputError(name, line_no, 1, "no letters in the word before the tab");
    std::string clue;
    for (char ch : trim(line.substr(tab + 1)))
      clue += (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f) ? ' ' : ch;
    clues[word] = clue;
  }
  return clues;
}

}  // namespace cwg
