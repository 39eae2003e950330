// The model's small queries and the error type.
#include "formats/puz/puz.hpp"

#include <cstdio>
#include <cstring>

namespace cwg::puz {

namespace {

std::string where(std::size_t offset) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "byte %zu (0x%zx)", offset, offset);
  return buffer;
}

}  // namespace

PuzError::PuzError(ErrorKind kind, const std::string& file, std::size_t offset,
                   const std::string& message)
    : InputError(file + ": " + where(offset) + ": " + message), kind_(kind) {}

PuzError::PuzError(ErrorKind kind, const std::string& file, const std::string& message)
    : InputError(file + ": " + message), kind_(kind) {}

std::string Puzzle::version_field() const {
  std::string v;
  for (std::size_t i = 0x18; i < 0x1C && header[i] != 0; ++i) v += static_cast<char>(header[i]);
  return v;
}

std::string Puzzle::version() const {
  std::string v = version_field();
  std::size_t keep = 0;
  while (keep < v.size() && ((v[keep] >= '0' && v[keep] <= '9') || v[keep] == '.')) ++keep;
  return v.substr(0, keep);
}

namespace {

/// Major and minor number of the version field ("1.2c" -> 1, 2); 0, 0 when unreadable.
std::pair<int, int> version_numbers(const std::string& v) {
  if (v.size() < 3 || v[0] < '0' || v[0] > '9' || v[1] != '.' || v[2] < '0' || v[2] > '9')
    return {0, 0};
  return {v[0] - '0', v[2] - '0'};
}

}  // namespace

bool Puzzle::utf8() const {
  return version_numbers(version()).first >= 2;
}

bool Puzzle::notes_in_checksums() const {
  return version_numbers(version()) >= std::pair(1, 3);
}

bool Puzzle::solution_withheld() const {
  if (solution_not_given()) return true;
  for (char c : solution)
    if (!is_black(c) && c != 'X') return false;
  return true;
}

const Section* Puzzle::section(const std::string& name) const {
  for (const Section& s : sections)
    if (s.name == name) return &s;
  return nullptr;
}

Section* Puzzle::section(const std::string& name) {
  for (Section& s : sections)
    if (s.name == name) return &s;
  return nullptr;
}

std::array<unsigned char, kHeaderSize> blank_header() {
  std::array<unsigned char, kHeaderSize> h{};
  std::memcpy(h.data() + 2, kMagic, kMagicSize);
  std::memcpy(h.data() + 0x18, "1.3", 4);
  return h;
}

}  // namespace cwg::puz
