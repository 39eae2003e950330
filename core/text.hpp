#pragma once
/// Text encodings at the edges: UTF-8 checked and decoded by utfcpp (Debian libutfcpp-dev,
/// a maintained library rather than one more hand-written decoder), and the 8-bit
/// encodings the file formats use (ISO-8859-1, Windows-1252) turned into UTF-8. Everything
/// inside cwg is UTF-8.
#include <cstddef>
#include <string>
#include <string_view>

namespace cwg::text {

/// printf into a string: the numbers of the tables the commands print.
std::string formatted(const char* format, ...) __attribute__((format(printf, 1, 2)));

/// `v` with `decimals` digits after the point ("99.84").
std::string fixed(double v, int decimals = 2);

/// `n` and the English noun, plural unless `n` is 1: "1 attempt", "3 attempts".
std::string counted(long long n, std::string_view noun);

/// `s` with its ASCII capitals in lower case (other bytes, UTF-8 included, as they are).
inline std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c | 0x20);
  return out;
}

/// `s` with its ASCII small letters in capitals (other bytes as they are).
inline std::string ascii_upper(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c & ~0x20);
  return out;
}

/// Whether byte `c` may be part of a word: an ASCII letter, or any byte of a UTF-8 sequence
/// (a letter such as Ä or é; the callers scan bytes, not code points).
inline bool word_byte(char c) {
  return static_cast<unsigned char>(c) >= 0x80 || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
}

/// Well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF).
bool valid_utf8(std::string_view s);

/// The offset of the first byte that breaks UTF-8, or s.size() when there is none.
std::size_t invalid_utf8_at(std::string_view s);

/// The code point at s[i] of valid UTF-8, advancing i past it.
char32_t next_code_point(std::string_view s, std::size_t& i);

/// Appends `cp` to `out` as UTF-8.
void append_utf8(std::string& out, char32_t cp);

/// ISO-8859-1 bytes as UTF-8 (every byte is the code point of its value).
std::string latin1_to_utf8(std::string_view s);

/// Windows-1252 bytes as UTF-8: ISO-8859-1 but for 0x80-0x9F, which hold curly quotes,
/// dashes, the euro sign ... (the five bytes Windows leaves undefined read as Latin-1).
std::string cp1252_to_utf8(std::string_view s);

/// UTF-8 `s` as Windows-1252 bytes; a character it lacks becomes '?' and sets `lossy`
/// (when given).
std::string utf8_to_cp1252(std::string_view s, bool* lossy = nullptr);

/// `s` itself when it is valid UTF-8, else read as Windows-1252: what a text file of unknown
/// encoding most likely means.
std::string to_utf8(std::string_view s);

}  // namespace cwg::text
