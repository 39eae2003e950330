#include "core/text.hpp"

#include <utf8cpp/utf8.h>

#include <algorithm>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <iterator>

namespace cwg::text {

std::string formatted(const char* format, ...) {
  std::va_list args;
  va_start(args, format);
  std::va_list again;
  va_copy(again, args);
  const int n = std::vsnprintf(nullptr, 0, format, args);
  va_end(args);
  std::string out(static_cast<std::size_t>(std::max(n, 0)) + 1, '\0');
  std::vsnprintf(out.data(), out.size(), format, again);
  va_end(again);
  out.pop_back();
  return out;
}

std::string fixed(double v, int decimals) {
  return formatted("%.*f", decimals, v);
}

std::string counted(long long n, std::string_view noun) {
  return std::to_string(n) + ' ' + std::string(noun) + (n == 1 ? "" : "s");
}

namespace {

/// Windows-1252 0x80..0x9F; 0 where Windows-1252 has no character (read as Latin-1 C1).
constexpr char32_t kCp1252[32] = {0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                  0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,
                                  0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                  0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

}  // namespace

bool valid_utf8(std::string_view s) {
  return utf8::is_valid(s.begin(), s.end());
}

std::size_t invalid_utf8_at(std::string_view s) {
  return static_cast<std::size_t>(utf8::find_invalid(s.begin(), s.end()) - s.begin());
}

char32_t next_code_point(std::string_view s, std::size_t& i) {
  auto it = s.begin() + static_cast<std::ptrdiff_t>(i);
  const auto cp = static_cast<char32_t>(utf8::unchecked::next(it));
  i = static_cast<std::size_t>(it - s.begin());
  return cp;
}

void append_utf8(std::string& out, char32_t cp) {
  utf8::unchecked::append(static_cast<std::uint32_t>(cp), std::back_inserter(out));
}

std::string latin1_to_utf8(std::string_view s) {
  std::string out;
  out.reserve(s.size() + s.size() / 8);
  for (char ch : s) append_utf8(out, static_cast<unsigned char>(ch));
  return out;
}

std::string cp1252_to_utf8(std::string_view s) {
  std::string out;
  out.reserve(s.size() + s.size() / 8);
  for (char ch : s) {
    const auto b = static_cast<unsigned char>(ch);
    const char32_t windows = b >= 0x80 && b < 0xA0 ? kCp1252[b - 0x80] : 0;
    append_utf8(out, windows ? windows : b);
  }
  return out;
}

std::string utf8_to_cp1252(std::string_view s, bool* lossy) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const char32_t cp = next_code_point(s, i);
    if (cp < 0x80 || (cp >= 0xA0 && cp < 0x100)) {
      out += static_cast<char>(cp);
      continue;
    }
    char byte = '?';
    for (int k = 0; k < 32; ++k)
      if (kCp1252[k] == cp) byte = static_cast<char>(0x80 + k);
    if (byte == '?' && lossy) *lossy = true;
    out += byte;
  }
  return out;
}

std::string to_utf8(std::string_view s) {
  return valid_utf8(s) ? std::string(s) : cp1252_to_utf8(s);
}

}  // namespace cwg::text
