#include "core/letters.hpp"

#include <algorithm>
#include <cstddef>

#include "core/text.hpp"

namespace cwg {

namespace {

bool is_trimmed(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

}  // namespace

std::optional<std::string> normalize_word(std::string_view raw) {
  while (!raw.empty() && is_trimmed(raw.front())) raw.remove_prefix(1);
  while (!raw.empty() && is_trimmed(raw.back())) raw.remove_suffix(1);
  if (raw.empty()) return std::nullopt;
  // Most lines are plain ASCII letters: upper-cased as they are (a fifth of the start-up
  // time of `cwg fill` went into the general path below).
  if (std::all_of(raw.begin(), raw.end(),
                  [](char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; })) {
    std::string out(raw);
    for (char& c : out) c = static_cast<char>(c & ~0x20);
    return out;
  }

  // Per line: well-formed UTF-8 is read as UTF-8, anything else as Latin-1 (where every byte
  // is the code point of the same value, and Ä Ö Ü ä ö ü ß sit where Unicode has them).
  const bool utf8 = text::valid_utf8(raw);
  std::string out;
  out.reserve(raw.size() + 4);
  bool after_plain_vowel = false;  // a combining diaeresis (U+0308) may follow a, o, u
  for (std::size_t i = 0; i < raw.size();) {
    const char32_t cp = utf8 ? text::next_code_point(raw, i)
                             : static_cast<char32_t>(static_cast<unsigned char>(raw[i++]));
    bool plain_vowel = false;
    if (cp >= U'a' && cp <= U'z') {
      out += static_cast<char>(cp - U'a' + U'A');
      plain_vowel = cp == U'a' || cp == U'o' || cp == U'u';
    } else if (cp >= U'A' && cp <= U'Z') {
      out += static_cast<char>(cp);
      plain_vowel = cp == U'A' || cp == U'O' || cp == U'U';
    } else {
      switch (cp) {
        case U'\u00C4':
        case U'\u00E4':
          out += "AE";
          break;
        case U'\u00D6':
        case U'\u00F6':
          out += "OE";
          break;
        case U'\u00DC':
        case U'\u00FC':
          out += "UE";
          break;
        case U'\u00DF':
        case U'\u1E9E':
          out += "SS";
          break;
        case U'\u0308':  // decomposed umlaut (NFD), as some tools write it: "u" + U+0308
          if (!after_plain_vowel) return std::nullopt;
          out += 'E';
          break;
        default:
          return std::nullopt;
      }
    }
    after_plain_vowel = plain_vowel;
  }
  return out;
}

}  // namespace cwg
