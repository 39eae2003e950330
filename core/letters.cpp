#include "core/letters.hpp"

#include <cstddef>

namespace cwg {

namespace {

bool is_continuation(unsigned char c) {
  return (c & 0xC0u) == 0x80u;
}

/// Length of the well-formed UTF-8 sequence starting at s[i] (RFC 3629: no overlong forms,
/// no surrogates, nothing above U+10FFFF), or 0 when it is not one.
std::size_t utf8_sequence_length(std::string_view s, std::size_t i) {
  const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = at(i);
  const std::size_t rest = s.size() - i;
  if (c < 0x80u) return 1;
  if (c >= 0xC2u && c <= 0xDFu) return rest >= 2 && is_continuation(at(i + 1)) ? 2 : 0;
  if (c >= 0xE0u && c <= 0xEFu) {
    if (rest < 3 || !is_continuation(at(i + 1)) || !is_continuation(at(i + 2))) return 0;
    if (c == 0xE0u && at(i + 1) < 0xA0u) return 0;  // overlong
    if (c == 0xEDu && at(i + 1) > 0x9Fu) return 0;  // surrogate
    return 3;
  }
  if (c >= 0xF0u && c <= 0xF4u) {
    if (rest < 4 || !is_continuation(at(i + 1)) || !is_continuation(at(i + 2)) ||
        !is_continuation(at(i + 3)))
      return 0;
    if (c == 0xF0u && at(i + 1) < 0x90u) return 0;  // overlong
    if (c == 0xF4u && at(i + 1) > 0x8Fu) return 0;  // above U+10FFFF
    return 4;
  }
  return 0;
}

bool is_valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t len = utf8_sequence_length(s, i);
    if (len == 0) return false;
    i += len;
  }
  return true;
}

/// Decodes the (already validated) sequence at s[i] and advances i.
char32_t decode_utf8(std::string_view s, std::size_t& i) {
  const auto at = [&](std::size_t k) {
    return static_cast<char32_t>(static_cast<unsigned char>(s[k]));
  };
  const char32_t c = at(i);
  if (c < 0x80) {
    i += 1;
    return c;
  }
  if (c < 0xE0) {
    const char32_t cp = ((c & 0x1F) << 6) | (at(i + 1) & 0x3F);
    i += 2;
    return cp;
  }
  if (c < 0xF0) {
    const char32_t cp = ((c & 0x0F) << 12) | ((at(i + 1) & 0x3F) << 6) | (at(i + 2) & 0x3F);
    i += 3;
    return cp;
  }
  const char32_t cp = ((c & 0x07) << 18) | ((at(i + 1) & 0x3F) << 12) | ((at(i + 2) & 0x3F) << 6) |
                      (at(i + 3) & 0x3F);
  i += 4;
  return cp;
}

bool is_trimmed(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

}  // namespace

std::optional<std::string> normalize_word(std::string_view raw) {
  while (!raw.empty() && is_trimmed(raw.front())) raw.remove_prefix(1);
  while (!raw.empty() && is_trimmed(raw.back())) raw.remove_suffix(1);
  if (raw.empty()) return std::nullopt;

  // Per line: well-formed UTF-8 is read as UTF-8, anything else as Latin-1 (where every byte
  // is the code point of the same value, and Ä Ö Ü ä ö ü ß sit where Unicode has them).
  const bool utf8 = is_valid_utf8(raw);
  std::string out;
  out.reserve(raw.size() + 4);
  bool after_plain_vowel = false;  // a combining diaeresis (U+0308) may follow a, o, u
  for (std::size_t i = 0; i < raw.size();) {
    const char32_t cp =
        utf8 ? decode_utf8(raw, i) : static_cast<char32_t>(static_cast<unsigned char>(raw[i++]));
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
